import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { auctions, bidderAuthorizations, bids } from '../../db/schema.ts';
import { fixedClock } from '../../platform/clock.ts';
import { type DomainEvent } from '../../platform/events/domain-events.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { auditAuction } from './audit-auction.ts';
import { bid, listen, makeAuction, makeUser, setAuctionSetting, type TestUser } from '../../test/auction-fixtures.ts';

const NOW = new Date('2030-05-01T12:00:00Z');
const clock = fixedClock(NOW);
let t: TestApp;
let seller: TestUser;
let alice: TestUser;
let bob: TestUser;
let carol: TestUser;

beforeAll(async () => {
  // Every bid here is placed in one fixed minute (the rules are timed from NOW), more than a member's limit allows
  // in a minute: the limit is tested in bid-limit.test.ts.
  t = await createTestApp({ clock, env: { BID_LIMIT_PER_MINUTE: '1000' } });
  [seller, alice, bob, carol] = await Promise.all([
    makeUser(t, 'Classic Seller'),
    makeUser(t, 'Alice Bidder'),
    makeUser(t, 'Bob Bidder'),
    makeUser(t, 'Carol Unauthorized', { authorized: false }),
  ]);
}, 120_000);
afterAll(async () => {
  await t.close();
});

const fresh = (over: Parameters<typeof makeAuction>[2] = {}) => makeAuction(t, seller.id, over, clock.now());

describe('POST /api/bids: who may bid (issue 5, SPEC 5 and 8)', () => {
  it('asks a signed-out visitor to sign in', async () => {
    const id = await fresh();
    const res = await t.app.inject({ method: 'POST', url: '/api/bids', payload: { auction_id: id, amount: 10_100 } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: 'Auth session missing!', code: 'AUTH_SESSION_MISSING' });
  });

  it('answers NOT_FOUND for an unknown auction', async () => {
    const res = await bid(t, alice, '6f1c2d9e-0000-4000-8000-000000000001', 10_100);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, error: 'Auction not found', code: 'NOT_FOUND' });
  });

  it('refuses the seller on their own listing', async () => {
    const id = await fresh();
    const res = await bid(t, seller, id, 10_100);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, error: 'You cannot place bids on auctions you are selling.', code: 'OWN_AUCTION' });
  });

  it('refuses bids while pending approval, and on a renewal awaiting approval', async () => {
    const pending = await fresh({ status: 'pending_approval' });
    const original = await fresh({ status: 'ended' });
    const renewal = await fresh({ status: 'scheduled', originalAuctionId: original, startTime: new Date(NOW.getTime() + 86_400_000) });
    for (const id of [pending, renewal]) {
      const res = await bid(t, alice, id, 10_100);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ success: false, error: 'Bidding is not yet available for this auction', code: 'NOT_AVAILABLE' });
    }
  });

  it('refuses an active auction past its end time, and a sold or ended one', async () => {
    const past = await fresh({ endTime: new Date(NOW.getTime() - 1) });
    const sold = await fresh({ status: 'sold', winnerId: carol.id });
    const ended = await fresh({ status: 'ended' });
    for (const id of [past, sold, ended]) {
      const res = await bid(t, alice, id, 10_100);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ success: false, error: 'This auction has already ended.', code: 'AUCTION_ENDED' });
    }
  });

  it('needs the bidder authorization: the general record or one for this auction', async () => {
    const id = await fresh();
    const res = await bid(t, carol, id, 10_100);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, code: 'AUTHORIZATION_REQUIRED' });
    await t.database.db.insert(bidderAuthorizations).values({ userId: carol.id, auctionId: id, status: 'authorized' });
    expect((await bid(t, carol, id, 10_100)).statusCode).toBe(200);
    const other = await fresh();
    expect((await bid(t, carol, other, 10_100)).json().code).toBe('AUTHORIZATION_REQUIRED');
  });

  it('does not count a pending authorization', async () => {
    const id = await fresh();
    const dave = await makeUser(t, 'Dave Pending', { authorized: false });
    await t.database.db.insert(bidderAuthorizations).values({ userId: dave.id, auctionId: id, status: 'pending' });
    expect((await bid(t, dave, id, 10_100)).json().code).toBe('AUTHORIZATION_REQUIRED');
  });
});

describe('POST /api/bids: amounts (SPEC 5 messages word for word)', () => {
  it('refuses a missing or malformed amount', async () => {
    const id = await fresh();
    for (const amount of [undefined, null, '', 0, -100, 10_100.5, 'abc']) {
      const res = await bid(t, alice, id, amount);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, error: 'Please enter a bid amount.', code: 'INVALID_BID' });
    }
  });

  it('measures from the starting price, then from the current bid', async () => {
    const id = await fresh({ startingPrice: 10_000 });
    expect((await bid(t, alice, id, 10_050)).json().error).toBe('Minimum bid is $10,100 (minimum increment: $100)');
    expect((await bid(t, alice, id, 15_001)).json().error).toBe('Bid increment cannot exceed $5,000. Maximum bid allowed: $15,000');
    expect((await bid(t, alice, id, '10,100')).statusCode).toBe(200);
    expect((await bid(t, bob, id, 10_100)).json().error).toBe('Bid must be higher than current bid of $10,100');
    expect((await bid(t, bob, id, 9_000)).json().error).toBe('Bid must be higher than current bid of $10,100');
    expect((await bid(t, bob, id, 10_150)).json().error).toBe('Minimum bid is $10,200 (minimum increment: $100)');
    expect((await bid(t, bob, id, 15_101)).json().error).toBe('Bid increment cannot exceed $5,000. Maximum bid allowed: $15,100');
    expect((await bid(t, bob, id, 15_100)).statusCode).toBe(200);
  });

  it('follows the auction site setting', async () => {
    await setAuctionSetting(t, { minBidIncrement: 250, maxBidIncrement: 1000, softCloseSeconds: 120, negotiationWindowHours: 48 });
    try {
      const id = await fresh({ startingPrice: 1_000 });
      expect((await bid(t, alice, id, 1_200)).json().error).toBe('Minimum bid is $1,250 (minimum increment: $250)');
      expect((await bid(t, alice, id, 2_001)).json().error).toBe('Bid increment cannot exceed $1,000. Maximum bid allowed: $2,000');
      expect((await bid(t, alice, id, 1_250)).statusCode).toBe(200);
    } finally {
      await setAuctionSetting(t, { minBidIncrement: 100, maxBidIncrement: 5000, softCloseSeconds: 120, negotiationWindowHours: 48 });
    }
  });

  it('answers DUPLICATE_BID_AMOUNT when the same bidder bids the same amount again', async () => {
    const id = await fresh();
    expect((await bid(t, alice, id, 10_100)).statusCode).toBe(200);
    expect((await bid(t, bob, id, 10_200)).statusCode).toBe(200);
    const res = await bid(t, alice, id, 10_100);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, error: "You've already bid this amount. Please enter a different bid amount.", code: 'DUPLICATE_BID_AMOUNT' });
  });
});

describe('POST /api/bids: what a bid does', () => {
  it('answers the bid and the auction, and keeps the books', async () => {
    const id = await fresh({ reservePrice: 10_200 });
    const first = await bid(t, alice, id, 10_100);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({
      success: true,
      bid: { amount: 10_100, auction_status: 'active' },
      auction: { currentBid: 10_100, reserveMet: false, bidCount: 1, status: 'active', endTime: new Date(NOW.getTime() + 3 * 86_400_000).toISOString() },
    });
    expect(body.bid.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(body.bid.created_at).getTime()).toBeGreaterThanOrEqual(NOW.getTime());
    const second = (await bid(t, bob, id, 10_200)).json();
    expect(second.auction).toMatchObject({ currentBid: 10_200, reserveMet: true, bidCount: 2 });
    const [row] = await t.database.db.select().from(auctions).where(eq(auctions.id, id));
    expect(row!.currentBid).toBe(10_200);
    expect(await auditAuction(t.database.db, id)).toEqual([]);
  });

  it('applies a retried request with the same idempotency key once', async () => {
    const id = await fresh();
    const a = await bid(t, alice, id, 10_100, 'key-1');
    const b = await bid(t, alice, id, 10_100, 'key-1');
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(b.json().bid.id).toBe(a.json().bid.id);
    const rows = await t.database.db.select().from(bids).where(eq(bids.auctionId, id));
    expect(rows).toHaveLength(1);
    expect((await bid(t, alice, id, 10_200, 'key-2')).json().bid.amount).toBe(10_200);
  });

  it('applies two concurrent requests with the same idempotency key once', async () => {
    const id = await fresh();
    const [a, b] = await Promise.all([bid(t, alice, id, 10_100, 'key-race'), bid(t, alice, id, 10_100, 'key-race')]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(b.json().bid.id).toBe(a.json().bid.id);
    expect(await t.database.db.select().from(bids).where(eq(bids.auctionId, id))).toHaveLength(1);
  });

  it('refuses a key already used for another auction, and changes nothing', async () => {
    const first = await fresh();
    const second = await fresh();
    expect((await bid(t, alice, first, 10_100, 'key-once')).statusCode).toBe(200);
    const res = await bid(t, alice, second, 10_100, 'key-once');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await t.database.db.select().from(bids).where(eq(bids.auctionId, second))).toHaveLength(0);
  });

  it('takes presale bids on a scheduled auction', async () => {
    const id = await fresh({ status: 'scheduled', startTime: new Date(NOW.getTime() + 86_400_000), endTime: new Date(NOW.getTime() + 8 * 86_400_000) });
    const res = await bid(t, alice, id, 10_100);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ bid: { auction_status: 'scheduled' }, auction: { status: 'scheduled', currentBid: 10_100 } });
  });

  it('soft close: a bid in the last softCloseSeconds moves the end to now + softCloseSeconds', async () => {
    const id = await fresh({ endTime: new Date(NOW.getTime() + 60_000) });
    const { events, stop } = await listen(t, id);
    const res = (await bid(t, alice, id, 10_100)).json();
    const extended = new Date(NOW.getTime() + 120_000).toISOString();
    expect(res.auction.endTime).toBe(extended);
    await vi.waitFor(() => expect(events.map((e) => e.type)).toEqual(['bid.placed', 'auction.updated']));
    stop();
    expect(events[1]!.data).toMatchObject({ auctionId: id, endTime: extended, currentBid: 10_100, status: 'active', winnerId: null });
    const far = await fresh({ endTime: new Date(NOW.getTime() + 120_000) });
    expect((await bid(t, alice, far, 10_100)).json().auction.endTime).toBe(new Date(NOW.getTime() + 120_000).toISOString());
  });

  it('publishes bid.placed to the auction channel after commit, with the bidder name', async () => {
    const id = await fresh();
    const { events, stop } = await listen(t, id);
    const res = (await bid(t, alice, id, 10_100)).json();
    await vi.waitFor(() => expect(events).toHaveLength(1));
    stop();
    expect(events[0]).toMatchObject({
      channel: `auction:${id}`,
      type: 'bid.placed',
      data: {
        auctionId: id,
        currentBid: 10_100,
        bidCount: 1,
        status: 'active',
        reserveMet: false,
        bid: { id: res.bid.id, amount: 10_100, bidderName: 'Alice Bidder', isAutomatic: false },
      },
    });
    expect(Number(events[0]!.id)).toBeGreaterThan(0);
  });

  it('announces outbid bidders on the domain event bus', async () => {
    const id = await fresh();
    const seen: DomainEvent[] = [];
    const stop = t.deps.domainEvents.subscribe('bid.outbid', (e) => void seen.push(e));
    await bid(t, alice, id, 10_100);
    await bid(t, bob, id, 10_200);
    stop();
    expect(seen).toEqual([expect.objectContaining({ type: 'bid.outbid', auctionId: id, outbidUserId: alice.id, byUserId: bob.id, amount: 10_200 })]);
  });

  it('moves the hold to each new leader and releases the previous one', async () => {
    const id = await fresh();
    await bid(t, alice, id, 10_100);
    await bid(t, bob, id, 10_300);
    await bid(t, alice, id, 10_500);
    expect(await auditAuction(t.database.db, id)).toEqual([]);
    const history = await t.database.db.select().from(bids).where(eq(bids.auctionId, id)).orderBy(asc(bids.createdAt));
    expect(history.map((b) => b.amount)).toEqual([10_100, 10_300, 10_500]);
  });
});

describe('GET /api/auctions/:id/bidding', () => {
  it('works signed out', async () => {
    const id = await fresh({ reservePrice: 50_000, buyNowPrice: 80_000 });
    const res = await t.app.inject({ method: 'GET', url: `/api/auctions/${id}/bidding` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      auctionId: id,
      status: 'active',
      listingType: 'auction',
      currentBid: 0,
      startingPrice: 10_000,
      minimumBid: 10_100,
      minBidIncrement: 100,
      maxBidIncrement: 5000,
      reserveMet: false,
      hasReserve: true,
      buyNowPrice: 80_000,
      bidCount: 0,
      isSeller: false,
      hasAuthorization: false,
      myProxy: null,
      leaderIsMe: false,
    });
  });

  it('tells a signed-in viewer where they stand', async () => {
    const id = await fresh();
    await bid(t, alice, id, 10_100);
    const mine = (await t.app.inject({ method: 'GET', url: `/api/auctions/${id}/bidding`, headers: { cookie: alice.cookie } })).json();
    expect(mine).toMatchObject({ hasAuthorization: true, leaderIsMe: true, isSeller: false, currentBid: 10_100, minimumBid: 10_200, bidCount: 1 });
    const own = (await t.app.inject({ method: 'GET', url: `/api/auctions/${id}/bidding`, headers: { cookie: seller.cookie } })).json();
    expect(own).toMatchObject({ isSeller: true, leaderIsMe: false });
    expect((await t.app.inject({ method: 'GET', url: `/api/auctions/6f1c2d9e-0000-4000-8000-000000000001/bidding` })).statusCode).toBe(404);
  });
});
