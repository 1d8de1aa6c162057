import type { AppDeps } from './app-deps.ts';
import type { Job } from './platform/jobs/job-runner.ts';
import { announceEndingSoon, closeDueAuctions, startScheduledAuctions, syncHolds } from './modules/auction-engine/index.ts';
import { retryDealPayments, runDealDeadlines } from './modules/deals/index.ts';
import { renewDueMemberships } from './modules/membership/renew-memberships.ts';
import { endLapsedMemberships, sendRenewalReminders } from './modules/membership/membership-jobs.ts';
import { stopAtProvider } from './modules/membership/membership-rows.ts';
import { deleteExpiredIdentityFiles } from './modules/identity-verification/retention-job.ts';
import { runRollupJob } from './modules/admin-analytics/rollups.ts';
import { createNotificationWorker } from './modules/notifications/notification-worker.ts';
import { sendEmailAlerts, sendTransactionalMails } from './modules/email-alerts/send-email-alerts.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/**
 * Every background job, in one list beside the composition root; main.ts starts them once the app listens. Each is
 * safe on every instance at once (row locks, FOR UPDATE SKIP LOCKED, receipts), so every instance runs all of them.
 * The notifications and their e-mail alerts run only with COMMUNITY_JOBS=on (the default).
 */
export function backgroundJobs(deps: AppDeps): Job[] {
  const jobs: Job[] = [
    // The auction engine: start due presales, close due auctions, announce last hours, settle holds with the provider.
    { name: 'start-scheduled', intervalMs: SECOND, run: () => startScheduledAuctions(deps) },
    { name: 'close-auctions', intervalMs: SECOND, run: () => closeDueAuctions(deps) },
    { name: 'ending-soon', intervalMs: 30 * SECOND, run: () => announceEndingSoon(deps) },
    { name: 'settle-holds', intervalMs: 10 * SECOND, run: () => syncHolds(deps) },
    // Deals: deadlines and reminders; transfers and refunds the provider did not complete.
    { name: 'deal-deadlines', intervalMs: 5 * SECOND, run: () => runDealDeadlines(deps) },
    { name: 'deal-payments', intervalMs: MINUTE, run: () => retryDealPayments(deps) },
    // Membership plans: renewals the site charges, reminders, plans no longer in force, provider subscriptions to stop.
    { name: 'membership-renewals', intervalMs: MINUTE, run: () => renewDueMemberships(deps) },
    { name: 'membership-reminders', intervalMs: MINUTE, run: () => sendRenewalReminders(deps) },
    { name: 'membership-lapses', intervalMs: MINUTE, run: () => endLapsedMemberships(deps) },
    { name: 'membership-provider-stops', intervalMs: MINUTE, run: () => stopAtProvider(deps) },
    // Identity files are deleted 30 days after the decision.
    { name: 'identity-file-retention', intervalMs: 60 * MINUTE, run: () => deleteExpiredIdentityFiles(deps) },
    // The admin figures' rollups, from the events (decision 026).
    { name: 'admin-rollups', intervalMs: 10 * SECOND, run: () => runRollupJob(deps) },
  ];
  if (deps.config.COMMUNITY_JOBS !== 'on') return jobs;
  // Notifications from the engine's events (decision 014); a sale's and a deal's mails are sent as soon as the worker
  // has made their notices, not at the alert job's next run.
  const worker = createNotificationWorker(deps, 2 * SECOND, 250, () => sendTransactionalMails(deps));
  return [...jobs, worker.job, { name: 'email-alerts', intervalMs: 5 * SECOND, run: () => sendEmailAlerts(deps) }];
}
