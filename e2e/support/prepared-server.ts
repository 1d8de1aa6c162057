import { rm } from 'node:fs/promises';
import { inject } from 'vitest';
import { connectPglite, type Db } from '../../server/db/connect.ts';
import { copyOfTemplate, startTestServer, type TestServer } from './seeded-template.ts';

export interface PreparedServer<T> {
  origin: string;
  /** What `prepare` returned (ids, e-mail addresses). */
  data: T;
  /** The mails the server sent to `to` with `subject`, from its local outbox. */
  mails(to: string, subject: string): Promise<{ to: string; subject: string; text: string }[]>;
  stop(): Promise<void>;
}

/**
 * A server of its own (same build) on a fresh copy of the run's database seeded with the demo data, after
 * `prepare` has set up what a test needs that no page can do on demand (an auction about to close
 * under its reserve, short settings). The database is prepared before the server starts, so the
 * server is its only user while the test runs; the other test files' server is left alone.
 */
export async function startPreparedServer<T>(prepare: (db: Db, now: Date) => Promise<T>): Promise<PreparedServer<T>> {
  const dataDir = await copyOfTemplate(inject('seededTemplate'), 'vehiclebid-e2e-prepared-');
  let data: T;
  let server: TestServer;
  try {
    const database = await connectPglite(dataDir);
    try {
      data = await prepare(database.db, new Date());
    } finally {
      await database.close();
    }
  } catch (err) {
    await rm(dataDir, { recursive: true, force: true });
    throw err;
  }
  try {
    server = await startTestServer(dataDir, 90_000);
  } catch (err) {
    throw new Error('the prepared server did not start', { cause: err });
  }
  const { origin } = server;
  return {
    origin,
    data,
    stop: server.stop,
    async mails(to, subject) {
      const res = await fetch(`${origin}/api/dev/outbox`);
      const { mails } = (await res.json()) as { mails: { to: string; subject: string; text: string }[] };
      return mails.filter((m) => m.to === to && m.subject === subject);
    },
  };
}
