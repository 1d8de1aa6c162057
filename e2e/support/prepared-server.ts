import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connectPglite } from '../../server/db/connect.ts';
import type { Db } from '../../server/db/connect.ts';
import { seedDemoData } from '../../server/seed/seed-demo-data.ts';
import { freePort } from '../../tools/free-port.ts';
import { waitForHealth } from '../../tools/wait-for-health.ts';

export interface PreparedServer<T> {
  origin: string;
  /** What `prepare` returned (ids, e-mail addresses). */
  data: T;
  /** The mails the server sent to `to` with `subject`, from its local outbox. */
  mails(to: string, subject: string): Promise<{ to: string; subject: string; text: string }[]>;
  stop(): Promise<void>;
}

/**
 * A server of its own (same build) on a fresh embedded database seeded with the demo data, after
 * `prepare` has set up what a test needs that no page can do on demand (an auction about to close
 * under its reserve, short settings). The database is prepared before the server starts, so the
 * server is its only user while the test runs; the other test files' server is left alone.
 */
export async function startPreparedServer<T>(prepare: (db: Db, now: Date) => Promise<T>): Promise<PreparedServer<T>> {
  const dataDir = await mkdtemp(join(tmpdir(), 'vehiclebid-e2e-prepared-'));
  let data: T;
  const database = await connectPglite(dataDir);
  try {
    await database.migrate();
    await seedDemoData(database.db, new Date());
    data = await prepare(database.db, new Date());
  } finally {
    await database.close();
  }
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'warn', LISTINGS_CACHE_MS: '0', DEMO_IMAGES: 'on-request', PUBLIC_URL: origin };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env, stdio: ['ignore', 'inherit', 'inherit'] });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(origin, child, 90_000);
  } catch (err) {
    await stop();
    throw new Error('the prepared server did not start', { cause: err });
  }
  return {
    origin,
    data,
    stop,
    async mails(to, subject) {
      const res = await fetch(`${origin}/api/dev/outbox`);
      const { mails } = (await res.json()) as { mails: { to: string; subject: string; text: string }[] };
      return mails.filter((m) => m.to === to && m.subject === subject);
    },
  };
}
