import type { AppDeps } from '../../app.ts';
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
 * several instances are safe (receipts, decision 014).
 */
export function createNotificationWorker(deps: AppDeps, intervalMs = 2000): NotificationWorker {
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
      } while (again);
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
