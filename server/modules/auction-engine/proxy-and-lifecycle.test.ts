import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { auctionEvents, auctions, bids, paymentHolds, proxyBids } from '../../db/schema.ts';
import { fixedClock } from '../../platform/clock.ts';
import { type DomainEvent } from '../../platform/events/domain-events.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { auditAuction } from './audit-auction.ts';
import { announceEndingSoon, closeDueAuctions } from './close-auctions.ts';
import { startScheduledAuctions } from './start-scheduled.ts';
import { bid, buyNowRequest, listen, makeAuction, makeUser, proxyBid, setAuctionSetting, type TestUser } from '../../test/auction-fixtures.ts';

const NOW = new Date('2030-05-01T12:00:00Z');
const clock = fixedClock(NOW);
let t: TestApp;
let seller: TestUser;
let alice: TestUser;
let bob: TestUser;
let carol: TestUser;

beforeAll(async () => {
  t = await createTestApp({ clock });
  [seller, alice, bob, carol] = await Promise.all([
    makeUser(t, 'Classic Seller'),
    makeUser(t, 'Alice Bidder'),
    makeUser(t, 'Bob Bidder'),
    makeUser(t, 'Carol Unauthorized', { authorized: false }),
  ]);
});
afterAll(async () => {
  await t.close();
});

const fresh = (over: Parameters<typeof makeAuction>[2] = {}) => makeAuction(t, seller.id, over, clock.now());
const history = async (id: string) =>
  (await t.database.db.select().from(bids).where(eq(bids.auctionId, id)).orderBy(asc(bids.createdAt))).map((b) => [
    b.amount,
    b.bidderId === alice.id ? 'alice' : b.bidderId === bob.id ? 'bob' : 'other',
    b.isAutomatic,
  ]);

describe('proxy bids (SPEC 4, 5, 7)', () => {
  it('sets, raises and removes a proxy bid', async () => {
    const id = await fresh();
    const set = await proxyBid(t, alice, id, 20_000);
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ success: true, proxyBid: { maxBidAmount: 20_000, isActive: true }, updated: false });
    // The first proxy bids the minimum at once.
    expect(await history(id)).toEqual([[10_100, 'alice', true]]);
    const raised = await proxyBid(t, alice, id, 25_000);
    expect(raised.json()).toEqual({ success: true, proxyBid: { maxBidAmount: 25_000, isActive: true }, updated: true });
    expect(await history(id)).toEqual([[10_100, 'alice', true]]);
    const state = (await t.app.inject({ method: 'GET', url: `/api/auctions/${id}/bidding`, headers: { cookie: alice.cookie } })).json();
    expect(state.myProxy).toEqual({ maxBidAmount: 25_000 });
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/proxy-bids/${id}`, headers: { cookie: alice.cookie } });
    expect(removed.json()).toEqual({ success: true });
    const rows = await t.database.db
      .select()
      .from(proxyBids)
      .where(and(eq(proxyBids.auctionId, id), eq(proxyBids.userId, alice.id)));
    expect(rows.map((r) => r.isActive)).toEqual([false]);
  });

  it('refuses a maximum under max(current bid, starting price) + the increment', async () => {
    const id = await fresh({ startingPrice: 10_000 });
    const res = await proxyBid(t, alice, id, 10_050);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error: 'Proxy bid must be at least $10,100', code: 'INVALID_PROXY' });
    await bid(t, bob, id, 12_000);
    expect((await proxyBid(t, alice, id, 12_000)).json().error).toBe('Proxy bid must be at least $12,100');
  });

  it('refuses the seller, the unauthorized and the signed out', async () => {
    const id = await fresh();
    expect((await proxyBid(t, seller, id, 20_000)).json()).toEqual({
      success: false,
      error: 'You cannot place bids on auctions you are selling.',
      code: 'OWN_AUCTION',
    });
    expect((await proxyBid(t, carol, id, 20_000)).json().code).toBe('AUTHORIZATION_REQUIRED');
    const anon = await t.app.inject({ method: 'POST', url: '/api/proxy-bids', payload: { auction_id: id, max_bid_amount: 20_000 } });
    expect(anon.statusCode).toBe(401);
  });

  it('answers a manual bid with an automatic bid row, visible in the history and live', async () => {
    const id = await fresh();
    await proxyBid(t, alice, id, 20_000);
    const { events, stop } = await listen(t, id);
    const res = (await bid(t, bob, id, 11_000)).json();
    await vi.waitFor(() => expect(events).toHaveLength(2));
    stop();
    expect(res.auction.currentBid).toBe(11_100);
    expect(await history(id)).toEqual([
      [10_100, 'alice', true],
      [11_000, 'bob', false],
      [11_100, 'alice', true],
    ]);
    expect(events.map((e) => [e.type, (e.data as { bid: { amount: number; isAutomatic: boolean } }).bid])).toEqual([
      ['bid.placed', expect.objectContaining({ amount: 11_000, isAutomatic: false, bidderName: 'Bob Bidder' })],
      ['bid.placed', expect.objectContaining({ amount: 11_100, isAutomatic: true, bidderName: 'Alice Bidder' })],
    ]);
    expect(await auditAuction(t.database.db, id)).toEqual([]);
  });

  it('two proxies: the higher leads at one increment over the other; equal maximums go to the earlier', async () => {
    const id = await fresh();
    await proxyBid(t, alice, id, 20_000);
    await proxyBid(t, bob, id, 30_000);
    // Alice's beaten proxy adds no row of hers (nobody outbids themselves); Bob pays one increment over her maximum.
    expect(await history(id)).toEqual([
      [10_100, 'alice', true],
      [20_100, 'bob', true],
    ]);
    const tie = await fresh();
    await proxyBid(t, alice, tie, 20_000);
    clock.advance(1000);
    await proxyBid(t, bob, tie, 20_000);
    const rows = await history(tie);
    expect(rows.at(-1)).toEqual([20_000, 'alice', true]);
    expect(await auditAuction(t.database.db, tie)).toEqual([]);
  });

  it('presale auto-bids are accepted on a scheduled auction', async () => {
    const id = await fresh({ status: 'scheduled', startTime: new Date(clock.now().getTime() + 3_600_000) });
    expect((await proxyBid(t, alice, id, 15_000)).json().success).toBe(true);
    expect((await bid(t, bob, id, 10_500)).json().bid.auction_status).toBe('scheduled');
    expect(await history(id)).toEqual([
      [10_100, 'alice', true],
      [10_500, 'bob', false],
      [10_600, 'alice', true],
    ]);
  });
});

describe('a bid a proxy answers at once (issue 25 item 5)', () => {
  it('says the bidder is outbid already, with the new minimum; a bid over the proxy leads', async () => {
    const id = await fresh();
    await proxyBid(t, alice, id, 14_000);
    const answered = await bid(t, bob, id, 13_800, 'outbid-once');
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toMatchObject({
      success: true,
      bid: { amount: 13_800 },
      auction: { currentBid: 13_900, bidCount: 3 },
      leading: false,
      minimumBid: 14_000,
    });
    // The same request again (its idempotency key) answers the same standing.
    expect((await bid(t, bob, id, 13_800, 'outbid-once')).json()).toMatchObject({ bid: { amount: 13_800 }, leading: false, minimumBid: 14_000 });

    const over = (await bid(t, bob, id, 14_100)).json();
    expect(over).toMatchObject({ bid: { amount: 14_100 }, auction: { currentBid: 14_100 }, leading: true, minimumBid: 14_200 });
    expect(await history(id)).toEqual([
      [10_100, 'alice', true],
      [13_800, 'bob', false],
      [13_900, 'alice', true],
      [14_100, 'bob', false],
    ]);
  });

  it('counts the minimum from the starting price and the auction setting', async () => {
    await setAuctionSetting(t, { minBidIncrement: 250 });
    try {
      const id = await fresh({ startingPrice: 20_000 });
      expect((await bid(t, alice, id, 20_250)).json()).toMatchObject({ leading: true, minimumBid: 20_500 });
      await proxyBid(t, alice, id, 30_000);
      expect((await bid(t, bob, id, 21_000)).json()).toMatchObject({ auction: { currentBid: 21_250 }, leading: false, minimumBid: 21_500 });
    } finally {
      await setAuctionSetting(t, {});
    }
  });
});

describe('buy now (SPEC 4, 5)', () => {
  it('sells to the buyer at the buy-now price and captures the fee', async () => {
    const id = await fresh({ buyNowPrice: 50_000 });
    await bid(t, bob, id, 10_100);
    const sold: DomainEvent[] = [];
    const stop = t.deps.domainEvents.subscribe('auction.sold', (e) => void sold.push(e));
    const res = await buyNowRequest(t, alice, id);
    stop();
    expect(res.statusCode).toBe(200);
    // Bob's bid holds this (fake) instant, so the purchase row and the end come one millisecond later:
    // no bid row is ever later than the end of the sale.
    const soldAt = new Date(clock.now().getTime() + 1).toISOString();
    expect(res.json()).toMatchObject({ success: true, auction: { auctionId: id, status: 'sold', currentBid: 50_000, winnerId: alice.id, endTime: soldAt } });
    const [row] = await t.database.db.select().from(auctions).where(eq(auctions.id, id));
    expect(row).toMatchObject({ status: 'sold', winnerId: alice.id, currentBid: 50_000 });
    expect(row!.endTime!.toISOString()).toBe(soldAt);
    const rows = await t.database.db.select().from(bids).where(eq(bids.auctionId, id));
    expect(Math.max(...rows.map((r) => r.createdAt.getTime()))).toBeLessThanOrEqual(row!.endTime!.getTime());
    expect(sold).toEqual([expect.objectContaining({ winnerId: alice.id, viaBuyNow: true, amount: 50_000 })]);
    expect(await auditAuction(t.database.db, id)).toEqual([]);
    // A bid after the sale finds it sold.
    expect((await bid(t, bob, id, 10_200)).json().code).toBe('AUCTION_ENDED');
    expect((await buyNowRequest(t, bob, id)).json().code).toBe('AUCTION_ENDED');
    // The buyer's retried request (its answer lost on the way) gets the same answer and buys nothing twice.
    const retry = await buyNowRequest(t, alice, id);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toMatchObject({ success: true, auction: { status: 'sold', winnerId: alice.id, currentBid: 50_000, endTime: soldAt } });
    expect(await t.database.db.select().from(bids).where(eq(bids.auctionId, id))).toHaveLength(rows.length);
    expect(await auditAuction(t.database.db, id)).toEqual([]);
  });

  it('refuses with the spec messages', async () => {
    const noPrice = await fresh();
    expect((await buyNowRequest(t, alice, noPrice)).json()).toEqual({ success: false, error: 'Buy now price not available', code: 'BUY_NOW_UNAVAILABLE' });
    for (const status of ['scheduled', 'pending_approval'] as const) {
      const id = await fresh({ status, buyNowPrice: 50_000 });
      expect((await buyNowRequest(t, alice, id)).json()).toEqual({
        success: false,
        error: 'Buy now is not available for this auction',
        code: 'BUY_NOW_NOT_AVAILABLE',
      });
    }
    const own = await fresh({ buyNowPrice: 50_000 });
    expect((await buyNowRequest(t, seller, own)).json().code).toBe('OWN_AUCTION');
    expect((await buyNowRequest(t, carol, own)).json().code).toBe('AUTHORIZATION_REQUIRED');
    const over = await fresh({ endTime: new Date(clock.now().getTime() - 1), buyNowPrice: 50_000 });
    expect((await buyNowRequest(t, alice, over)).json().code).toBe('AUCTION_ENDED');
    const anon = await t.app.inject({ method: 'POST', url: '/api/buy-now', payload: { auction_id: own } });
    expect(anon.json()).toMatchObject({ error: 'Auth session missing!', code: 'AUTH_SESSION_MISSING' });
  });
});

describe('the background steps: start, ending soon, close', () => {
  it('starts a scheduled auction at start_time with its presale bids in force', async () => {
    const start = new Date(clock.now().getTime() + 60_000);
    const id = await fresh({ status: 'scheduled', startTime: start, endTime: new Date(start.getTime() + 86_400_000) });
    const original = await fresh({ status: 'ended' });
    const unapproved = await fresh({ status: 'scheduled', startTime: start, originalAuctionId: original });
    await bid(t, alice, id, 10_100);
    await startScheduledAuctions(t.deps);
    expect((await t.database.db.select().from(auctions).where(eq(auctions.id, id)))[0]!.status).toBe('scheduled');
    clock.advance(60_000);
    const { events, stop } = await listen(t, id);
    expect(await startScheduledAuctions(t.deps)).toBeGreaterThanOrEqual(1);
    await vi.waitFor(() => expect(events).toHaveLength(1));
    stop();
    const [row] = await t.database.db.select().from(auctions).where(eq(auctions.id, id));
    expect(row).toMatchObject({ status: 'active', currentBid: 10_100 });
    expect(events[0]).toMatchObject({ type: 'auction.updated', data: { status: 'active', currentBid: 10_100, bidCount: 1 } });
    const [still] = await t.database.db.select().from(auctions).where(eq(auctions.id, unapproved));
    expect(still!.status).toBe('scheduled');
    expect(await startScheduledAuctions(t.deps)).toBe(0);
    expect((await t.database.db.select().from(auctions).where(eq(auctions.id, unapproved)))[0]!.status).toBe('scheduled');
    expect(await auditAuction(t.database.db, id)).toEqual([]);
  });

  it('announces the last hour once', async () => {
    const id = await fresh({ endTime: new Date(clock.now().getTime() + 30 * 60_000) });
    const seen: DomainEvent[] = [];
    const stop = t.deps.domainEvents.subscribe('auction.ending_soon', (e) => void seen.push(e));
    await announceEndingSoon(t.deps);
    await announceEndingSoon(t.deps);
    stop();
    expect(seen.filter((e) => e.auctionId === id)).toHaveLength(1);
  });

  it('closes: sold when the reserve is met, ended with a negotiation window when missed, ended without bids', async () => {
    const end = new Date(clock.now().getTime() + 3_600_000);
    const met = await fresh({ endTime: end, reservePrice: 10_100 });
    const missed = await fresh({ endTime: end, reservePrice: 99_000 });
    const none = await fresh({ endTime: end });
    const noReserve = await fresh({ endTime: end });
    await bid(t, alice, met, 10_100);
    await bid(t, bob, met, 10_200);
    await bid(t, alice, missed, 10_100);
    await bid(t, bob, noReserve, 10_100);
    const kinds: string[] = [];
    const stop = t.deps.domainEvents.subscribeAll((e) => void kinds.push(`${e.type}:${e.auctionId}`));
    clock.set(end);
    await closeDueAuctions(t.deps);
    stop();
    const get = async (id: string) => (await t.database.db.select().from(auctions).where(eq(auctions.id, id)))[0]!;
    expect(await get(met)).toMatchObject({ status: 'sold', winnerId: bob.id, negotiationWindowEnds: null });
    expect(await get(noReserve)).toMatchObject({ status: 'sold', winnerId: bob.id });
    expect(await get(missed)).toMatchObject({ status: 'ended', winnerId: null, negotiationWindowEnds: new Date(end.getTime() + 48 * 3_600_000) });
    expect(await get(none)).toMatchObject({ status: 'ended', winnerId: null, negotiationWindowEnds: null });
    expect(kinds).toEqual(expect.arrayContaining([`auction.sold:${met}`, `auction.ended:${missed}`, `negotiation.opened:${missed}`, `auction.ended:${none}`]));
    expect(kinds).not.toContain(`negotiation.opened:${none}`);
    for (const id of [met, missed, none, noReserve]) expect(await auditAuction(t.database.db, id)).toEqual([]);
    const captured = await t.database.db
      .select()
      .from(paymentHolds)
      .where(and(eq(paymentHolds.auctionId, met), eq(paymentHolds.status, 'captured')));
    expect(captured.map((h) => [h.userId, h.amountCents])).toEqual([[bob.id, 25_500]]);
    const recorded = await t.database.db.select({ type: auctionEvents.type }).from(auctionEvents).where(eq(auctionEvents.auctionId, missed));
    expect(recorded.map((r) => r.type)).toEqual(expect.arrayContaining(['bid.placed', 'auction.updated', 'auction.ended', 'negotiation.opened']));
    // Exactly once: a second run finds nothing due.
    expect(await closeDueAuctions(t.deps)).toBe(0);
  });
});
