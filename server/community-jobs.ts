import type { AppDeps } from './app-deps.ts';
import type { Job } from './platform/jobs/job-runner.ts';
import { sendEmailAlerts } from './modules/email-alerts/send-email-alerts.ts';
import { createNotificationWorker } from './modules/notifications/notification-worker.ts';

/** The community's background work: notifications from the engine's events, and their e-mail alerts. */
export function communityJobs(deps: AppDeps): Job[] {
  return [createNotificationWorker(deps).job, { name: 'email-alerts', intervalMs: 5000, run: () => sendEmailAlerts(deps) }];
}
