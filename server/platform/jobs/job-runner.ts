import type { Logger } from 'pino';

export interface Job {
  name: string;
  /** Pause between the end of one run and the start of the next. */
  intervalMs: number;
  run(): Promise<unknown>;
}

export interface JobRunner {
  /** Stops scheduling and waits for the runs in progress to finish. */
  stop(): Promise<void>;
}

/**
 * Background jobs (DESIGN "platform"): each job runs on its own timer, never overlapping itself;
 * a failing run is logged and retried at the next tick. Jobs are written to be safe with several
 * instances running them at once (row locks with SKIP LOCKED), so every instance may run them.
 */
export function startJobs(jobs: readonly Job[], logger: Pick<Logger, 'error'>): JobRunner {
  let stopped = false;
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<void>>();
  const schedule = (job: Job, delay: number) => {
    if (stopped) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      const run = job
        .run()
        .then(() => undefined)
        .catch((err: unknown) => logger.error({ err, job: job.name }, 'background job failed'))
        .finally(() => {
          running.delete(run);
          schedule(job, job.intervalMs);
        });
      running.add(run);
    }, delay);
    timers.add(timer);
  };
  for (const job of jobs) schedule(job, 0);
  return {
    async stop() {
      stopped = true;
      for (const t of timers) clearTimeout(t);
      timers.clear();
      await Promise.all([...running]);
    },
  };
}
