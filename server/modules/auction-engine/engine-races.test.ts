import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import pino from 'pino';
import { auctionEvents, auctions, bids } from '../../db/schema.ts';
import { connectPostgres, type Database } from '../../db/connect.ts';
import { composeDeps } from '../../compose.ts';
import type { AppDeps } from '../../app-deps.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { auditAuction } from './audit-auction.ts';
import { closeDueAuctions } from './close-auctions.ts';
import { makeAuction, makeUser, type TestUser } from '../../test/auction-fixtures.ts';

/**
 * The races, through the HTTP API on a listening server. On PostgreSQL they
 * prove the row lock under real concurrency (a pool of connections); on PGlite (one connection)
 * they prove only that the engine serialises correctly.
 */
let t: TestApp;
let base: string;
let seller: TestUser;
const bidders: TestUser[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  seller = await makeUser(t, 'Race Seller');
  for (let i = 0; i < 60; i += 10) {
    bidders.push(...(await Promise.all(Array.from({ length: 10 }, (_, k) => makeUser(t, `Racer ${i + k}`)))));
  }
}, 180_000);
afterAll(async () => {
  await t.close();
});

async function post(user: TestUser, path: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: user.cookie, ...headers },
    body: JSON.stringify(body),
  });
  return {
    status: res.status,
    body: (await res.json()) as Record<string, unknown> & { bid?: { id: string; amount: number }; auction?: { currentBid: number } },
  };
}

async function state(id: string): Promise<{ minimumBid: number; currentBid: number }> {
  return (await fetch(`${base}/api/auctions/${id}/bidding`)).json() as Promise<{ minimumBid: number; currentBid: number }>;
}

describe('races through the HTTP API', () => {
  it('50 concurrent bidders and 10 proxy bidders on one auction keep every invariant', async () => {
    const id = await makeAuction(t, seller.id, { startingPrice: 1_000 });
    const manual = bidders.slice(0, 50);
    const proxies = bidders.slice(50, 60);
    const acknowledged: { id: string; amount: number }[] = [];
    let refused = 0;
    const bidder = async (user: TestUser, k: number) => {
      for (let round = 0; round < 6; round++) {
        const { minimumBid } = await state(id);
        const amount = minimumBid + 100 * ((k + round) % 5);
        const r = await post(user, '/api/bids', { auction_id: id, amount }, { 'idempotency-key': `race-${k}-${round}` });
        if (r.status === 200 && r.body.bid) acknowledged.push(r.body.bid);
        else if (r.status === 400 || r.status === 409) refused++;
        else throw new Error(`unexpected ${r.status}: ${JSON.stringify(r.body)}`);
      }
    };
    const proxyBidder = async (user: TestUser, k: number) => {
      const { currentBid } = await state(id);
      const r = await post(user, '/api/proxy-bids', { auction_id: id, max_bid_amount: currentBid + 3_000 + 500 * k });
      if (r.status !== 200 && r.status !== 400) throw new Error(`proxy ${r.status}: ${JSON.stringify(r.body)}`);
    };
    await Promise.all([...manual.map(bidder), ...proxies.map(proxyBidder)]);

    // How many of the 300 attempts win depends on timing (a bid is refused when another landed
    // between reading the minimum and posting); every attempt is answered one way or the other.
    expect(acknowledged.length).toBeGreaterThan(0);
    expect(refused).toBeGreaterThan(0);
    expect(acknowledged.length + refused).toBe(300);
    expect(await auditAuction(t.database.db, id)).toEqual([]);
    const rows = await t.database.db.select({ id: bids.id, amount: bids.amount }).from(bids).where(eq(bids.auctionId, id)).orderBy(asc(bids.createdAt));
    const stored = new Map(rows.map((r) => [r.id, r.amount]));
    for (const a of acknowledged) expect(stored.get(a.id)).toBe(a.amount);
    const [row] = await t.database.db.select().from(auctions).where(eq(auctions.id, id));
    expect(row!.currentBid).toBe(rows.at(-1)!.amount);
    expect(rows.some((r) => !acknowledged.find((a) => a.id === r.id))).toBe(true); // automatic proxy rows landed too
  }, 120_000);

  it('buy now against bids: exactly one buyer wins and no bid lands after the sale', async () => {
    const id = await makeAuction(t, seller.id, { startingPrice: 1_000, buyNowPrice: 9_000 });
    const buyers = bidders.slice(0, 5);
    const others = bidders.slice(5, 35);
    const acknowledged: { id: string; amount: number }[] = [];
    const wins: string[] = [];
    await Promise.all([
      ...others.map(async (user, k) => {
        for (let round = 0; round < 3; round++) {
          const { minimumBid } = await state(id);
          const r = await post(user, '/api/bids', { auction_id: id, amount: Math.min(minimumBid + 100 * (k % 3), 8_900) });
          if (r.status === 200 && r.body.bid) acknowledged.push(r.body.bid);
        }
      }),
      ...buyers.map(async (user) => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        const r = await post(user, '/api/buy-now', { auction_id: id });
        if (r.status === 200) wins.push(user.id);
        else expect(['AUCTION_ENDED', 'BUY_NOW_NOT_AVAILABLE']).toContain(r.body.code);
      }),
    ]);
    const [row] = await t.database.db.select().from(auctions).where(eq(auctions.id, id));
    expect(wins).toHaveLength(1);
    expect(row).toMatchObject({ status: 'sold', winnerId: wins[0], currentBid: 9_000 });
    const rows = await t.database.db.select().from(bids).where(eq(bids.auctionId, id)).orderBy(asc(bids.createdAt));
    expect(rows.at(-1)).toMatchObject({ bidderId: wins[0], amount: 9_000 });
    expect(rows.filter((r) => r.createdAt > row!.endTime!)).toEqual([]);
    const stored = new Set(rows.map((r) => r.id));
    for (const a of acknowledged) expect(stored.has(a.id)).toBe(true);
    expect(await auditAuction(t.database.db, id)).toEqual([]);
  }, 120_000);

  it('the closing job run by two instances at once closes each auction exactly once', async () => {
    // A second instance: its own deps (and on PostgreSQL its own pool) over the same database.
    let other: Database = t.database;
    const url = (t.database.db as unknown as { $client?: pg.Pool }).$client?.options?.connectionString;
    if (t.database.kind === 'postgres' && url) other = connectPostgres(url, 5);
    const second: AppDeps = composeDeps({ config: t.deps.config, database: other, clock: t.deps.clock, logger: pino({ level: 'silent' }) });
    try {
      const ids: string[] = [];
      for (let i = 0; i < 12; i++) ids.push(await makeAuction(t, seller.id, { startingPrice: 1_000, reservePrice: i % 3 === 0 ? 50_000 : null }));
      for (const [i, id] of ids.entries()) {
        if (i % 4 === 3) continue; // some close without bids
        const r = await post(bidders[i]!, '/api/bids', { auction_id: id, amount: 1_100 });
        expect(r.status).toBe(200);
        await post(bidders[i + 1]!, '/api/bids', { auction_id: id, amount: 1_300 });
      }
      await t.database.db
        .update(auctions)
        .set({ endTime: new Date(Date.now() - 1_000) })
        .where(inArray(auctions.id, ids));
      const announced: string[] = [];
      const offA = t.deps.domainEvents.subscribeAll((e) => void (e.type === 'auction.sold' || e.type === 'auction.ended' ? announced.push(e.auctionId) : 0));
      const offB = second.domainEvents.subscribeAll((e) => void (e.type === 'auction.sold' || e.type === 'auction.ended' ? announced.push(e.auctionId) : 0));
      const closed = await Promise.all([closeDueAuctions(t.deps), closeDueAuctions(second), closeDueAuctions(t.deps), closeDueAuctions(second)]);
      offA();
      offB();
      expect(closed.reduce((a, b) => a + b, 0)).toBe(ids.length);
      expect(announced.sort()).toEqual([...ids].sort());
      const records = await t.database.db
        .select({ auctionId: auctionEvents.auctionId, type: auctionEvents.type })
        .from(auctionEvents)
        .where(inArray(auctionEvents.auctionId, ids));
      for (const id of ids) {
        expect(records.filter((r) => r.auctionId === id && (r.type === 'auction.sold' || r.type === 'auction.ended'))).toHaveLength(1);
        expect(await auditAuction(t.database.db, id)).toEqual([]);
      }
      const final = await t.database.db.select({ status: auctions.status }).from(auctions).where(inArray(auctions.id, ids));
      expect(final.every((r) => r.status === 'sold' || r.status === 'ended')).toBe(true);
    } finally {
      await second.realtime.close();
      if (other !== t.database) await other.close();
    }
  }, 120_000);
});
