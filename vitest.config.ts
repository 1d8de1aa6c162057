import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['domain/**/*.test.ts', 'server/**/*.test.ts', 'web/src/**/*.test.{ts,tsx}', 'tools/**/*.test.ts'],
    // LISTEN/NOTIFY exists only on a PostgreSQL server: that file runs in the DATABASE_URL pass (CI runs the suite on PostgreSQL, and the database layer and engine on PGlite too).
    exclude: process.env.DATABASE_URL ? [] : ['server/platform/realtime/postgres-realtime.test.ts'],
    // One migrated database per run; each file's clean database starts from it (server/test/global-setup.ts).
    globalSetup: ['server/test/global-setup.ts'],
    // Two files at a time even on 2 cores (vitest's default there is one): an API test waits on its database
    // (a PostgreSQL server process, or PGlite between queries) much of the time, so two overlap.
    maxWorkers: Number(process.env.TEST_WORKERS ?? 2),
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
