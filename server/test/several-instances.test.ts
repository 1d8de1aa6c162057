import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { freePort } from '../../tools/free-port.ts';
import { waitForHealth } from '../../tools/wait-for-health.ts';
import { connectPostgres, type Database } from '../db/connect.ts';
import { auctionEvents, auctions, users } from '../db/schema.ts';
import { SESSION_CACHE_TTL_MS } from '../http/session-cache.ts';
import { PASSWORD } from './test-app.ts';

// Issue 16 "Several instances" (README "Deploying several instances"): real server processes, as deployed.
// On PostgreSQL (DATABASE_URL, as CI runs the suite) three instances share one database; the embedded
// database serves one process, and a second instance on its folder refuses to start.

const root = new URL('../..', import.meta.url).pathname;

interface Instance {
  url: string;
  process: ChildProcess;
  output: string[];
}

const started: Instance[] = [];
const dirs: string[] = [];

async function startInstance(env: Record<string, string>, o: { expectExit?: boolean } = {}): Promise<Instance> {
  const port = await freePort();
  const dataDir = env.DATA_DIR ?? (await mkdtemp(join(tmpdir(), 'vehiclebid-instance-')));
  if (!env.DATA_DIR) dirs.push(dataDir);
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', LISTINGS_CACHE_MS: '0', DEMO_IMAGES: 'on-request', HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: url, DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout!.on('data', (d: Buffer) => output.push(d.toString()));
  child.stderr!.on('data', (d: Buffer) => output.push(d.toString()));
  const instance = { url, process: child, output };
  started.push(instance);
  if (!o.expectExit) await waitForHealth(url, child, 180_000);
  return instance;
}

async function stopAll() {
  await Promise.all(
    started.map(
      (s) =>
        new Promise<void>((resolve) => {
          if (s.process.exitCode !== null) return resolve();
          s.process.once('exit', () => resolve());
          s.process.kill('SIGTERM');
        }),
    ),
  );
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
}

afterAll(stopAll, 60_000);

/** Reads a Server-Sent Events stream until one event's data contains `needle`. */
function watchLive(url: string, channel: string) {
  const controller = new AbortController();
  let text = '';
  let readyResolve!: () => void;
  const ready = new Promise<void>((r) => (readyResolve = r));
  const waiters: Array<{ needle: string; resolve: () => void }> = [];
  void (async () => {
    try {
      const res = await fetch(`${url}/api/live?channels=${channel}`, { signal: controller.signal });
      const reader = res.body!.getReader();
      const decoder = new TextDecoder();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        text += decoder.decode(value, { stream: true });
        if (text.includes('event: ready')) readyResolve();
        for (const w of [...waiters]) if (text.includes(w.needle)) w.resolve();
      }
    } catch {
      // aborted at the end of the test
    }
  })();
  return {
    ready,
    seen: (needle: string) => new Promise<void>((resolve) => (text.includes(needle) ? resolve() : waiters.push({ needle, resolve }))),
    close: () => controller.abort(),
  };
}

const within = <T>(p: Promise<T>, ms: number, what: string) =>
  Promise.race([p, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what}: not within ${ms} ms`)), ms))]);

async function signIn(url: string, email: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/sign-in/email`, { method: 'POST', headers: { 'content-type': 'application/json', origin: url }, body: JSON.stringify({ email, password: PASSWORD }) });
  expect(res.status).toBe(200);
  return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

const sessionUser = async (url: string, cookie: string) => ((await (await fetch(`${url}/api/session`, { headers: { cookie } })).json()) as { user: { id: string } | null }).user;

const databaseUrl = process.env.DATABASE_URL;

// One of the two suites runs, by the database the suite runs on (nothing is skipped).
if (!databaseUrl) describe('the embedded database and a second instance', () => {
  it('a second server on the same data folder refuses to start, and the first goes on serving', async () => {
    const first = await startInstance({ SEED_DEMO: 'never' });
    const dataDir = dirs.at(-1)!;
    const second = await startInstance({ DATA_DIR: dataDir, SEED_DEMO: 'never' }, { expectExit: true });
    const code = await new Promise<number | null>((resolve) => second.process.once('exit', resolve));
    expect(code).toBe(1);
    expect(second.output.join('')).toContain('is already in use by another server');
    expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
  }, 300_000);
});

if (databaseUrl) describe('three instances on one PostgreSQL database', () => {
  const name = `vehiclebid_instances_${Date.now()}`;
  const admin = databaseUrl ? new URL(databaseUrl) : null;
  let shared: Database;
  let a: Instance, b: Instance, c: Instance;

  beforeAll(async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(`create database ${name}`);
    await client.end();
    admin!.pathname = `/${name}`;
    // The first instance migrates and seeds; the others join the seeded database.
    a = await startInstance({ DATABASE_URL: admin!.href });
    [b, c] = await Promise.all([startInstance({ DATABASE_URL: admin!.href }), startInstance({ DATABASE_URL: admin!.href })]);
    shared = connectPostgres(admin!.href, 2);
  }, 400_000);
  afterAll(async () => {
    await shared?.close();
    await stopAll();
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  }, 120_000);

  it('a bid placed on one instance reaches the viewers of the other two', async () => {
    const [auction] = await shared.db
      .select({ id: auctions.id })
      .from(auctions)
      .where(and(eq(auctions.status, 'active'), eq(auctions.listingType, 'auction'), gt(auctions.endTime, sql`now() + interval '1 hour'`)))
      .limit(1);
    const cookie = await signIn(a.url, 'bidder@example.com');
    const view = (await (await fetch(`${a.url}/api/auctions/${auction!.id}/bidding`, { headers: { cookie } })).json()) as { minimumBid: number };
    const viewers = [watchLive(b.url, `auction:${auction!.id}`), watchLive(c.url, `auction:${auction!.id}`)];
    try {
      await within(Promise.all(viewers.map((v) => v.ready)), 15_000, 'live streams ready');
      const amount = view.minimumBid;
      const res = await fetch(`${a.url}/api/bids`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: a.url, cookie },
        body: JSON.stringify({ auction_id: auction!.id, amount }),
      });
      expect(res.status, await res.clone().text()).toBe(200);
      await within(Promise.all(viewers.map((v) => v.seen(String(amount)))), 20_000, 'the bid on both other instances');
    } finally {
      for (const v of viewers) v.close();
    }
  }, 120_000);

  it('a sign-out on one instance is refused on the others within the documented time', async () => {
    const cookie = await signIn(a.url, 'buyer@example.com');
    // The other instances have looked the session up (and remember it).
    expect(await sessionUser(b.url, cookie)).not.toBeNull();
    expect(await sessionUser(c.url, cookie)).not.toBeNull();
    const out = await fetch(`${a.url}/api/auth/sign-out`, { method: 'POST', headers: { 'content-type': 'application/json', origin: a.url, cookie }, body: '{}' });
    expect(out.status).toBe(200);
    expect(await sessionUser(a.url, cookie)).toBeNull();
    // README: each instance remembers a session lookup for SESSION_CACHE_TTL_MS (10 s).
    await new Promise((r) => setTimeout(r, SESSION_CACHE_TTL_MS + 500));
    for (const other of [b, c]) {
      expect(await sessionUser(other.url, cookie)).toBeNull();
      const write = await fetch(`${other.url}/api/profile`, { method: 'PATCH', headers: { 'content-type': 'application/json', origin: other.url, cookie }, body: '{"bio":"x"}' });
      expect(write.status).toBe(401);
    }
  }, 60_000);

  it('the closing and starting jobs act once across the three', async () => {
    const [seller] = await shared.db.select({ id: users.id }).from(users).where(eq(users.email, 'seller@example.com'));
    const soon = new Date(Date.now() + 3_000);
    const base = { title: 'Instances test', category: 'cars', sellerId: seller!.id, listingType: 'auction' as const, startingPrice: 1_000 };
    const rows = await shared.db
      .insert(auctions)
      .values([
        { ...base, status: 'active', startTime: new Date(Date.now() - 86_400_000), endTime: soon },
        { ...base, status: 'active', startTime: new Date(Date.now() - 86_400_000), endTime: soon },
        { ...base, status: 'scheduled', startTime: soon, endTime: new Date(Date.now() + 86_400_000) },
        { ...base, status: 'scheduled', startTime: soon, endTime: new Date(Date.now() + 86_400_000) },
      ])
      .returning({ id: auctions.id, status: auctions.status });
    const ids = rows.map((r) => r.id);
    // Each job runs every second on each instance: well past the due time, all have acted.
    const deadline = Date.now() + 30_000;
    for (;;) {
      const now = await shared.db.select({ id: auctions.id, status: auctions.status }).from(auctions).where(inArray(auctions.id, ids));
      if (now.every((r) => r.status === 'ended' || (rows.find((x) => x.id === r.id)!.status === 'scheduled' && r.status === 'active'))) break;
      if (Date.now() > deadline) throw new Error(`jobs did not act: ${JSON.stringify(now)}`);
      await new Promise((r) => setTimeout(r, 500));
    }
    await new Promise((r) => setTimeout(r, 3_000));
    const events = await shared.db.select({ auctionId: auctionEvents.auctionId, type: auctionEvents.type }).from(auctionEvents).where(inArray(auctionEvents.auctionId, ids));
    for (const [i, id] of ids.entries()) {
      const type = i < 2 ? 'auction.ended' : 'auction.started';
      expect(events.filter((e) => e.auctionId === id && e.type === type), `${type} of ${id}`).toHaveLength(1);
    }
  }, 90_000);
});
