import type { AppDeps } from './app-deps.ts';
import type { Job } from './platform/jobs/job-runner.ts';
import { sendEmailAlerts, sendTransactionalMails } from './modules/email-alerts/send-email-alerts.ts';
import { createNotificationWorker } from './modules/notifications/notification-worker.ts';

/**
 * The community's background work: notifications from the engine's events, and their e-mail alerts. A sale's and a
 * deal's mails are sent as soon as the worker has made their notices, not at the mail job's next run (issue 39 item 1).
 */
export function communityJobs(deps: AppDeps): Job[] {
  const worker = createNotificationWorker(deps, 2000, 250, () => sendTransactionalMails(deps));
  return [worker.job, { name: 'email-alerts', intervalMs: 5000, run: () => sendEmailAlerts(deps) }];
}
