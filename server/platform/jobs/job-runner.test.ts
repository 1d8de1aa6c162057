import { describe, expect, it, vi } from 'vitest';
import { startJobs } from './job-runner.ts';

describe('startJobs', () => {
  it('runs each job repeatedly, never overlapping itself, survives failures and stops cleanly', async () => {
    let running = 0;
    let maxRunning = 0;
    let runs = 0;
    let failures = 0;
    const logger = { error: vi.fn() };
    const runner = startJobs(
      [
        {
          name: 'slow',
          intervalMs: 1,
          run: async () => {
            running++;
            maxRunning = Math.max(maxRunning, running);
            await new Promise((r) => setTimeout(r, 5));
            running--;
            runs++;
          },
        },
        {
          name: 'failing',
          intervalMs: 1,
          run: async () => {
            failures++;
            throw new Error('boom');
          },
        },
      ],
      logger,
    );
    await vi.waitFor(() => expect(runs).toBeGreaterThanOrEqual(3));
    await vi.waitFor(() => expect(failures).toBeGreaterThanOrEqual(2));
    await runner.stop();
    const after = runs;
    await new Promise((r) => setTimeout(r, 30));
    expect(runs).toBe(after);
    expect(maxRunning).toBe(1);
    expect(running).toBe(0);
    expect(logger.error).toHaveBeenCalledWith(expect.objectContaining({ job: 'failing' }), 'background job failed');
  });
});
