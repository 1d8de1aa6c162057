import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { buildApp, type App } from '../../app.ts';
import { composeDeps } from '../../compose.ts';
import { loadConfig } from '../../config.ts';
import { connectPostgres, type Database } from '../../db/connect.ts';
import { bids, userEvents } from '../../db/schema.ts';
import { systemClock } from '../../platform/clock.ts';
import { fromPool } from '../../platform/realtime/postgres-realtime.ts';
import { bid, makeAuction, makeUser, type TestUser } from '../../test/auction-fixtures.ts';
import { clientOf } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// Decision 027: every live event carries the stream's position as its id, taken from the
// database (auction_events for an auction, user_events for the member's own stream), so a viewer who
// reconnects with Last-Event-ID, to the same instance or another, receives what it missed in order and once.
// The same-instance resume runs on both databases. The resume on ANOTHER instance needs two app instances
// on one database: the embedded PGlite is one in-memory database per process with the in-process realtime,
// so a second instance cannot share it; that part runs when DATABASE_URL is set (as CI runs the suite).

interface Received {
  id: string;
  type: string;
  data: Record<string, unknown>;
}

/** A browser's EventSource, reduced: follows one stream, remembers the last id, and reconnects where told. */
class Viewer {
  events: Received[] = [];
  lastId: string | null = null;
  retryHints: number[] = [];
  opened = 0;
  private controller: AbortController | null = null;
  private stopped = false;
  constructor(
    private channels: string,
    private cookie: string | undefined,
    /** Where to (re)connect: the instance the load balancer would pick now. */
    private target: () => string,
  ) {}

  /** Opens the stream; resolves once 'ready' has arrived. On its end, waits the retry hint and reconnects. */
  connect(): Promise<void> {
    const controller = (this.controller = new AbortController());
    let readyResolve!: () => void;
    let readyReject!: (e: unknown) => void;
    const ready = new Promise<void>((res, rej) => ((readyResolve = res), (readyReject = rej)));
    let retry = 2_000;
    void (async () => {
      try {
        const headers: Record<string, string> = {};
        if (this.cookie) headers.cookie = this.cookie;
        if (this.lastId) headers['last-event-id'] = this.lastId;
        const res = await fetch(`${this.target()}/api/live?channels=${this.channels}`, { headers, signal: controller.signal });
        if (res.status !== 200) throw new Error(`live answered ${res.status}`);
        this.opened++;
        const reader = res.body!.getReader();
        const decoder = new TextDecoder();
        let buffer = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += decoder.decode(value, { stream: true });
          let i;
          while ((i = buffer.indexOf('\n\n')) >= 0) {
            const frame = buffer.slice(0, i).split('\n');
            buffer = buffer.slice(i + 2);
            const field = (name: string) => frame.find((l) => l.startsWith(`${name}: `))?.slice(name.length + 2);
            const hint = field('retry');
            if (hint) {
              retry = Number(hint);
              this.retryHints.push(retry);
            }
            const id = field('id');
            const type = field('event');
            if (id !== undefined) this.lastId = id;
            if (type === 'ready') readyResolve();
            else if (type) this.events.push({ id: id ?? '', type, data: JSON.parse(field('data') ?? '{}') as Record<string, unknown> });
          }
        }
      } catch (err) {
        readyReject(err);
        if (controller.signal.aborted) return;
      }
      if (this.stopped || controller.signal.aborted) return;
      // The stream ended (the instance went away): as a browser does, wait the hint, then reconnect.
      await new Promise((r) => setTimeout(r, retry));
      if (!this.stopped) void this.connect().catch(() => undefined);
    })();
    return ready;
  }

  /** Drops the connection without reconnecting (a phone losing its signal). */
  disconnect() {
    this.controller?.abort();
  }

  stop() {
    this.stopped = true;
    this.controller?.abort();
  }

  amounts(auctionId: string): number[] {
    return this.events.filter((e) => e.type === 'bid.placed' && e.data.auctionId === auctionId).map((e) => (e.data.bid as { amount: number }).amount);
  }

  userMarks(): number[] {
    return this.events.filter((e) => e.data.channel === 'user:me').map((e) => e.data.n as number);
  }
}

const addressOf = (app: App) => {
  const a = app.server.address();
  return `http://127.0.0.1:${typeof a === 'object' && a ? a.port : 0}`;
};

async function bidsInDatabase(database: Database, auctionId: string): Promise<number[]> {
  const rows = await database.db.select({ amount: bids.amount }).from(bids).where(eq(bids.auctionId, auctionId)).orderBy(asc(bids.createdAt), asc(bids.amount));
  return rows.map((r) => Number(r.amount));
}

async function userMarksInDatabase(database: Database, userId: string): Promise<number[]> {
  const rows = await database.db
    .select({ data: userEvents.data })
    .from(userEvents)
    .where(and(eq(userEvents.userId, userId), inArray(userEvents.type, ['notification.created'])))
    .orderBy(asc(userEvents.id));
  return rows.map((r) => r.data.n as number);
}

const notify = (t: { deps: TestApp['deps'] }, userId: string, n: number) =>
  t.deps.realtime.publish({ channel: `user:${userId}`, type: 'notification.created', data: { n } });

describe('live streams resume on the same instance (both databases)', () => {
  let t: TestApp;
  let seller: TestUser, alice: TestUser, bob: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    seller = await makeUser(t, 'Resume Seller');
    alice = await makeUser(t, 'Resume Alice');
    bob = await makeUser(t, 'Resume Bob');
  }, 120_000);
  afterAll(async () => t.close());

  it('a viewer who drops and comes back with Last-Event-ID gets the missed bids of its auctions and its own events, in order and once, then the live ones', async () => {
    const x = await makeAuction(t, seller.id);
    const y = await makeAuction(t, seller.id);
    const base = addressOf(t.app);
    const viewer = new Viewer(`auction:${x},auction:${y},user:me`, alice.cookie, () => base);
    await viewer.connect();
    expect(viewer.lastId, 'ready carries the starting position').toMatch(/^\d+,2=\d+$/);
    expect(viewer.retryHints).toEqual([2_000]);

    expect((await bid(t, bob, x, 10_100)).statusCode).toBe(200);
    expect((await bid(t, alice, y, 10_100)).statusCode).toBe(200);
    await notify(t, alice.id, 1);
    await vi.waitFor(() => expect(viewer.events).toHaveLength(3), { timeout: 10_000 });

    viewer.disconnect();
    expect((await bid(t, alice, x, 10_200)).statusCode).toBe(200);
    await notify(t, alice.id, 2);
    expect((await bid(t, bob, y, 10_200)).statusCode).toBe(200);
    expect((await bid(t, bob, x, 10_300)).statusCode).toBe(200);
    await notify(t, alice.id, 3);

    await viewer.connect();
    expect((await bid(t, alice, y, 10_300)).statusCode).toBe(200);
    await notify(t, alice.id, 4);
    await vi.waitFor(() => expect(viewer.userMarks()).toEqual([1, 2, 3, 4]), { timeout: 10_000 });
    await vi.waitFor(async () => expect(viewer.amounts(y)).toEqual(await bidsInDatabase(t.database, y)), { timeout: 10_000 });
    expect(viewer.amounts(x)).toEqual(await bidsInDatabase(t.database, x));
    expect(viewer.amounts(x)).toEqual([10_100, 10_200, 10_300]);
    expect(viewer.amounts(y)).toEqual([10_100, 10_200, 10_300]);
    expect(await userMarksInDatabase(t.database, alice.id)).toEqual([1, 2, 3, 4]);
    // Every event carries an id, and no two the same: each moves the stream's position.
    expect(viewer.events.every((e) => e.id !== '')).toBe(true);
    expect(new Set(viewer.events.map((e) => e.id)).size).toBe(viewer.events.length);
    viewer.stop();
  }, 120_000);

  it('a signed-out viewer of user:me hears only the auctions, and an id from another stream starts it afresh', async () => {
    const x = await makeAuction(t, seller.id);
    const viewer = new Viewer(`auction:${x},user:me`, undefined, () => addressOf(t.app));
    viewer.lastId = '12,7=99';
    await viewer.connect();
    expect(viewer.lastId).toMatch(/^\d+$/);
    expect((await bid(t, bob, x, 10_100)).statusCode).toBe(200);
    await vi.waitFor(() => expect(viewer.amounts(x)).toEqual([10_100]), { timeout: 10_000 });
    viewer.stop();
  }, 60_000);
});

const databaseUrl = process.env.DATABASE_URL;

if (databaseUrl)
  describe('live streams resume on another instance (PostgreSQL)', () => {
    let a: TestApp;
    let b: { app: App; deps: TestApp['deps']; database: Database; dataDir: string };
    beforeAll(async () => {
      a = await createTestApp();
      await a.app.listen({ port: 0, host: '127.0.0.1' });
      // Instance B: its own pool, realtime (LISTEN connection) and app, on A's database.
      const url = (fromPool(a.database.db).connection as { connectionString: string }).connectionString;
      const dataDir = await mkdtemp(join(tmpdir(), 'vehiclebid-b-'));
      const config = loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        PUBLIC_URL: 'http://localhost:3000',
        LOG_LEVEL: 'silent',
        LISTINGS_CACHE_MS: '0',
        DATABASE_URL: url,
      });
      const database = connectPostgres(url, 5);
      const deps = composeDeps({ config, database, clock: systemClock, logger: pino({ level: 'silent' }), mailer: a.mailer });
      const app = await buildApp(deps);
      await app.listen({ port: 0, host: '127.0.0.1' });
      b = { app, deps, database, dataDir };
    }, 120_000);
    afterAll(async () => {
      await b.app.close();
      await b.database.close();
      await rm(b.dataDir, { recursive: true, force: true });
      await a.database.close();
    }, 60_000);

    it('viewers on A while bids go through B; A closes; they resume on B with Last-Event-ID: their bid lists equal the database, no gap, no repeat', async () => {
      const seller = await makeUser(a, 'Failover Seller');
      const alice = await makeUser(a, 'Failover Alice');
      const bob = await makeUser(a, 'Failover Bob');
      const x = await makeAuction(a, seller.id);
      const y = await makeAuction(a, seller.id);
      // B's own client: a's `as` speaks to a's app.
      const onB: TestApp = { ...a, app: b.app, deps: b.deps, as: (caller) => clientOf(b.app, caller), anonymous: clientOf(b.app, null) };
      // The load balancer: A, then nothing (A is gone and B not yet chosen: bids go on, unseen), then B.
      let phase: 'A' | 'down' | 'B' = 'A';
      const aAddress = addressOf(a.app);
      const balancer = () => (phase === 'B' ? addressOf(b.app) : aAddress);
      const viewers = [
        new Viewer(`auction:${x},auction:${y},user:me`, alice.cookie, balancer),
        new Viewer(`auction:${y},auction:${x}`, undefined, balancer),
        new Viewer(`auction:${x}`, undefined, balancer),
      ];
      await Promise.all(viewers.map((v) => v.connect()));
      await (b.deps.realtime as { ready?: () => Promise<void> }).ready?.();

      // Bids through B, two auctions at once, a member's own events among them; A goes away midway.
      const rounds = 24;
      const bidder = (k: number) => (k % 2 === 0 ? bob : alice);
      let closing: Promise<void> | null = null;
      for (let k = 0; k < rounds; k++) {
        const [rx, ry] = await Promise.all([bid(onB, bidder(k), x, 10_100 + k * 100), bid(onB, bidder(k + 1), y, 10_100 + k * 100)]);
        expect([rx.statusCode, ry.statusCode], rx.body + ry.body).toEqual([200, 200]);
        if (k % 4 === 0) await notify(onB, alice.id, k);
        if (k === 8) {
          // A goes away (SIGTERM's drain: each stream is ended with a retry hint); its viewers' retries are refused.
          phase = 'down';
          closing = a.app.close();
          await closing;
        }
        if (k === 12) {
          // Bids 9-12 were placed while no viewer had a stream; now the balancer sends everyone to B.
          expect(viewers.map((v) => v.opened)).toEqual([1, 1, 1]);
          expect(viewers[2]!.amounts(x)).toHaveLength(9);
          phase = 'B';
        }
      }
      await closing;
      const expectedX = await bidsInDatabase(a.database, x);
      const expectedY = await bidsInDatabase(a.database, y);
      expect(expectedX).toHaveLength(rounds);
      for (const v of viewers) {
        await vi.waitFor(() => expect(v.opened).toBe(2), { timeout: 15_000 });
        await vi.waitFor(() => expect(v.amounts(x)).toEqual(expectedX), { timeout: 15_000 });
        if (v !== viewers[2]) expect(v.amounts(y)).toEqual(expectedY);
        // A's last word was a retry hint between 0.5 and 3 s.
        expect(v.retryHints.slice(1).every((r) => r >= 500 && r <= 3_000)).toBe(true);
        expect(v.retryHints.length).toBeGreaterThanOrEqual(3);
      }
      await vi.waitFor(async () => expect(viewers[0]!.userMarks()).toEqual(await userMarksInDatabase(a.database, alice.id)), { timeout: 10_000 });
      expect(viewers[0]!.userMarks()).toEqual([0, 4, 8, 12, 16, 20]);
      // Then live on B.
      expect((await bid(onB, bob, y, 10_100 + rounds * 100 + 100)).statusCode).toBe(200);
      await vi.waitFor(() => expect(viewers[1]!.amounts(y).at(-1)).toBe(10_100 + rounds * 100 + 100), { timeout: 10_000 });
      viewers.forEach((v) => v.stop());
    }, 180_000);
  });
