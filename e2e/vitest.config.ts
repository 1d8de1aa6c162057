import { defineConfig } from 'vitest/config';
import { e2eWorkers } from './support/workers.ts';

// In CI only, a failed browser test is tried once more, and one that passed only on its retry is printed
// as flaky at the end of the run (e2e/support/flaky-reporter.ts); failing twice fails.
const ci = Boolean(process.env.CI);
const workers = e2eWorkers();

// Browser tests: E2E_WORKERS workers (default 1), each with its own server (production build) on its own copy
// of one seeded embedded database; a worker runs its files in sequence.
export default defineConfig({
  test: {
    root: new URL('..', import.meta.url).pathname,
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    fileParallelism: workers > 1,
    maxWorkers: workers,
    testTimeout: 120_000,
    hookTimeout: 120_000,
    retry: ci ? 1 : 0,
    reporters: ci ? ['default', './e2e/support/flaky-reporter.ts'] : ['default'],
  },
});
