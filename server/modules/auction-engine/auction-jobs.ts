import type { AppDeps } from '../../app-deps.ts';
import type { Job } from '../../platform/jobs/job-runner.ts';
import { announceEndingSoon, closeDueAuctions } from './close-auctions.ts';
import { syncHolds } from './hold-ledger.ts';
import { startScheduledAuctions } from './start-scheduled.ts';

/** The engine's background work: start due presales, close due auctions, announce last hours, settle holds. */
export function auctionJobs(deps: AppDeps, intervalMs = 1000): Job[] {
  return [
    { name: 'start-scheduled', intervalMs, run: () => startScheduledAuctions(deps) },
    { name: 'close-auctions', intervalMs, run: () => closeDueAuctions(deps) },
    { name: 'ending-soon', intervalMs: intervalMs * 30, run: () => announceEndingSoon(deps) },
    { name: 'settle-holds', intervalMs: intervalMs * 10, run: () => syncHolds(deps) },
  ];
}
