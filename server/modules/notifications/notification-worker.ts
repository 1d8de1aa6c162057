import type { AppDeps } from '../../app-deps.ts';
import type { Job } from '../../platform/jobs/job-runner.ts';
import { NOTIFYING_EVENTS, processAuctionEvents } from './process-auction-events.ts';

export interface NotificationWorker {
  job: Job;
  /** Runs now (or once more after the run in progress): this instance has just committed such an event. */
  kick(): Promise<number>;
  stop(): void;
}

/**
 * The worker runs when this instance commits a notifying event (kicked by the domain event bus, after
 * commit) and on a timer for events committed by other instances. Never two runs at once per instance;
 * several instances are safe (receipts, decision 014). A kick on a quiet site runs at once; under a
 * stream of bids, runs follow each other at least `batchGapMs` apart, so each run takes the events of
 * that interval in one batch instead of a run of queries per bid (the bid path's throughput
 * with the worker on stays near what it is without it).
 */
export function createNotificationWorker(
  deps: AppDeps,
  intervalMs = 2000,
  batchGapMs = 250,
  /** After a run that made notices: the sale's and the deal's mails go at once. */
  afterMade?: () => Promise<unknown>,
): NotificationWorker {
  let running: Promise<number> | null = null;
  let again = false;
  const kick = (): Promise<number> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let made = 0;
      do {
        again = false;
        made += await processAuctionEvents(deps);
        if (again && batchGapMs > 0) await new Promise((resolve) => setTimeout(resolve, batchGapMs));
      } while (again);
      if (made > 0 && afterMade) await afterMade().catch((err: unknown) => deps.logger.error({ err }, 'mails after notices failed; the mail job retries'));
      return made;
    })().finally(() => {
      running = null;
    });
    return running;
  };
  const unsubscribe = NOTIFYING_EVENTS.map((type) =>
    deps.domainEvents.subscribe(type, () => {
      void kick().catch((err: unknown) => deps.logger.error({ err }, 'notification worker failed; the timer retries'));
    }),
  );
  return {
    job: { name: 'notifications', intervalMs, run: kick },
    kick,
    stop: () => unsubscribe.forEach((u) => u()),
  };
}
