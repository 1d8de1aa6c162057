import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../app.ts';
import { composeDeps } from '../../compose.ts';
import { auctions, bids, proxyBids } from '../../db/schema.ts';
import { fixedClock } from '../../platform/clock.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { clientOf } from '../../test/api-client.ts';
import { bid, buyNowRequest, makeAuction, makeUser, proxyBid, type TestUser } from '../../test/auction-fixtures.ts';
import { DEFAULT_BIDS_PER_MINUTE } from '../../../domain/shared/write-limits.ts';

/**
 * 40 bids by one member in 1.5 s were all taken. A member's bids, proxy maximums and buy
 * nows share one limit a minute (BID_LIMIT_PER_MINUTE, 30 by default; decision 021), counted in the
 * database (a bid in its batch's statement, a proxy maximum and a buy now before their transaction): past it,
 * 429 with Retry-After and a text, and nothing changes.
 */
// 30 seconds into a minute: a refusal waits 30 seconds.
const START = new Date('2030-06-01T12:00:30Z');
const clock = fixedClock(START);
let t: TestApp;
let seller: TestUser;

beforeAll(async () => {
  t = await createTestApp({ clock });
  seller = await makeUser(t, 'Bid Limit Seller');
}, 120_000);
afterAll(async () => {
  await t.close();
});

const WAIT_TEXT = 'Too many bids. Please wait 30 seconds and try again.';

function expectRefused(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(429);
  expect(res.headers['retry-after']).toBe('30');
  expect(res.json()).toMatchObject({ error: WAIT_TEXT, code: 'TOO_MANY_REQUESTS' });
}

const auctionRow = async (id: string) =>
  (
    await t.database.db
      .select({ currentBid: auctions.currentBid, bidCount: auctions.bidCount, status: auctions.status })
      .from(auctions)
      .where(eq(auctions.id, id))
  )[0]!;
const bidsOf = (auctionId: string, userId: string) =>
  t.database.db
    .select({ id: bids.id })
    .from(bids)
    .where(and(eq(bids.auctionId, auctionId), eq(bids.bidderId, userId)));

describe("a member's bid limit (issue 35 item 7)", () => {
  it('past 30 in a minute: bids, proxy maximums and buy now are refused 429 with Retry-After and the text, and change nothing; another member bids on; the next minute it goes through', async () => {
    clock.set(START);
    const clicker = await makeUser(t, 'Auto Clicker');
    const other = await makeUser(t, 'Other Bidder');
    const auction = await makeAuction(t, seller.id, {}, START);
    const buyable = await makeAuction(t, seller.id, { buyNowPrice: 90_000 }, START);

    expect(DEFAULT_BIDS_PER_MINUTE).toBe(30);
    for (let i = 0; i < 30; i++) expect((await bid(t, clicker, auction, 10_100 + 100 * i)).statusCode).toBe(200);
    const before = await auctionRow(auction);
    expect(before.currentBid).toBe(13_000);

    expectRefused(await bid(t, clicker, auction, 13_100));
    expectRefused(await proxyBid(t, clicker, auction, 50_000));
    expectRefused(await buyNowRequest(t, clicker, buyable));
    expect(await auctionRow(auction)).toEqual(before);
    expect(await bidsOf(auction, clicker.id)).toHaveLength(30);
    expect(await t.database.db.select().from(proxyBids).where(eq(proxyBids.userId, clicker.id))).toEqual([]);
    expect(await auctionRow(buyable)).toMatchObject({ status: 'active', bidCount: 0 });

    // Another member is not held by the clicker's count.
    const otherBid = await bid(t, other, auction, 13_100);
    expect(otherBid.statusCode, otherBid.body).toBe(200);
    expect((await auctionRow(auction)).currentBid).toBe(13_100);

    clock.advance(30_000);
    const next = await bid(t, clicker, auction, 13_200);
    expect(next.statusCode, next.body).toBe(200);
    expect((await auctionRow(auction)).currentBid).toBe(13_200);
  });

  it('40 bids at once from one member: exactly 10 are refused (the last to arrive), and the engine answered the rest', async () => {
    clock.set(new Date(START.getTime() + 5 * 60_000));
    const clicker = await makeUser(t, 'Burst Clicker');
    const auction = await makeAuction(t, seller.id, {}, clock.now());
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => bid(t, clicker, auction, 10_100 + 100 * i)));
    const refused = answers.filter((r) => r.statusCode === 429);
    expect(refused).toHaveLength(10);
    for (const r of refused) expectRefused(r);
    // Whatever the engine made of the other 30 (a lower amount arriving after a higher one is refused by it), only they reached it.
    expect((await bidsOf(auction, clicker.id)).length).toBeLessThanOrEqual(30);
    expect(answers.filter((r) => r.statusCode === 200).length).toBeGreaterThan(0);
  });

  it("a member past the limit is refused alone among bids sent at once: the others' bids are applied in order", async () => {
    clock.set(new Date(START.getTime() + 7 * 60_000));
    const clicker = await makeUser(t, 'Batched Clicker');
    const others = [await makeUser(t, 'Batched Bidder A'), await makeUser(t, 'Batched Bidder B')];
    const auction = await makeAuction(t, seller.id, {}, clock.now());
    for (let i = 0; i < 30; i++) expect((await bid(t, clicker, auction, 10_100 + 100 * i)).statusCode).toBe(200);
    const [refused, a, b] = await Promise.all([bid(t, clicker, auction, 13_100), bid(t, others[0]!, auction, 13_200), bid(t, others[1]!, auction, 13_300)]);
    expectRefused(refused!);
    // Whichever of the other two the engine took first, neither is held by the clicker's count, and the higher stands.
    for (const r of [a!, b!]) expect(r.statusCode, r.body).not.toBe(429);
    expect(b!.statusCode, b!.body).toBe(200);
    expect((await auctionRow(auction)).currentBid).toBe(13_300);
    expect(await bidsOf(auction, clicker.id)).toHaveLength(30);
  });

  it('is a setting (BID_LIMIT_PER_MINUTE), and instances on one database share the count', async () => {
    clock.set(new Date(START.getTime() + 10 * 60_000));
    const strict = await buildApp(
      composeDeps({ config: { ...t.deps.config, BID_LIMIT_PER_MINUTE: 2 }, database: t.database, clock, logger: pino({ level: 'silent' }), mailer: t.mailer }),
    );
    try {
      const member = await makeUser(t, 'Strict Instance Bidder');
      const auction = await makeAuction(t, seller.id, {}, clock.now());
      const send = (app: typeof strict, amount: number) => clientOf(app, member).post('/api/bids', { auction_id: auction, amount });
      expect((await send(t.app, 10_100)).statusCode).toBe(200);
      expect((await send(strict, 10_200)).statusCode).toBe(200);
      const refused = await send(strict, 10_300);
      expectRefused(refused);
      // The default instance still allows 30: its count is the same row.
      expect((await send(t.app, 10_300)).statusCode).toBe(200);
      expect((await auctionRow(auction)).currentBid).toBe(10_300);
    } finally {
      await strict.close();
    }
  });
});
