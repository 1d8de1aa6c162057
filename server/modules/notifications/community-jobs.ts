import type { AppDeps } from '../../app.ts';
import type { Job } from '../../platform/jobs/job-runner.ts';
import { createNotificationWorker } from './notification-worker.ts';

/** The community's background work: notifications from the engine's events. */
export function communityJobs(deps: AppDeps): Job[] {
  return [createNotificationWorker(deps).job];
}
