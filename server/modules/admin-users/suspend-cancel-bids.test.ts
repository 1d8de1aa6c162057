import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { adminAuditLog, auctions, bids, offers, paymentHolds, profiles, proxyBids } from '../../db/schema.ts';
import { fixedClock } from '../../platform/clock.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bid, listen, makeAuction, makeUser, proxyBid, type TestUser } from '../../test/auction-fixtures.ts';
import { admin, type SignedIn } from '../../test/admin.ts';
import { auditAuction } from '../auction-engine/audit-auction.ts';

// An admin suspends a member and chooses whether to cancel their bids on live auctions.

const clock = fixedClock(new Date('2030-05-01T12:00:00Z'));
let t: TestApp;
let boss: SignedIn;
let seller: TestUser;
let alice: TestUser;
let bob: TestUser;
let mallory: TestUser;
let quiet: TestUser;

beforeAll(async () => {
  t = await createTestApp({ clock });
  boss = await admin(t, 'boss.suspend@example.com', 'Boss Admin');
  [seller, alice, bob, mallory, quiet] = await Promise.all([
    makeUser(t, 'Sam Seller'),
    makeUser(t, 'Alice Bidder'),
    makeUser(t, 'Bob Bidder'),
    makeUser(t, 'Mallory Shill'),
    makeUser(t, 'Quinn Quiet'),
  ]);
}, 240_000);
afterAll(async () => {
  await t.close();
});

/** Each request a second after the one before, as people bid. */
const step = () => clock.advance(1000);
const fresh = (over: Parameters<typeof makeAuction>[2] = {}) => makeAuction(t, seller.id, over, clock.now());
const suspend = (userId: string, body: Record<string, unknown>, cookie = boss.cookie) => t.as(cookie).put(`/api/admin/users/${userId}/status`, body);
const who = (id: string) => (id === alice.id ? 'alice' : id === bob.id ? 'bob' : id === mallory.id ? 'mallory' : id === quiet.id ? 'quiet' : 'other');
const history = async (auctionId: string) =>
  (await t.database.db.select().from(bids).where(eq(bids.auctionId, auctionId)).orderBy(asc(bids.createdAt), asc(bids.amount))).map((b) => [
    who(b.bidderId),
    b.amount,
    b.isAutomatic,
  ]);
const auctionRow = async (id: string) => (await t.database.db.select().from(auctions).where(eq(auctions.id, id)))[0]!;
const heldBy = async (auctionId: string) =>
  (
    await t.database.db
      .select()
      .from(paymentHolds)
      .where(and(eq(paymentHolds.auctionId, auctionId), eq(paymentHolds.status, 'held')))
  ).map((h) => [who(h.userId), h.amountCents]);

describe('suspending a member with their bids (issue 27 item 6)', () => {
  it('refuses members and visitors, and cancelling without suspending', async () => {
    expect((await suspend(mallory.id, { status: 'suspended', cancelBids: true }, alice.cookie)).statusCode).toBe(403);
    expect((await t.anonymous.put(`/api/admin/users/${mallory.id}/status`, { status: 'suspended', cancelBids: true })).statusCode).toBe(401);
    const bad = await suspend(mallory.id, { status: 'active', cancelBids: true });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain('Bids are cancelled only when suspending.');
    const [p] = await t.database.db.select().from(profiles).where(eq(profiles.userId, mallory.id));
    expect(p?.status ?? 'active').toBe('active');
  });

  it('suspends without cancelling: the bids stand', async () => {
    const id = await fresh();
    await bid(t, alice, id, 10_500);
    step();
    await bid(t, quiet, id, 11_000);
    const res = await suspend(quiet.id, { status: 'suspended', reason: 'Checking', cancelBids: false });
    expect(res.statusCode).toBe(200);
    expect(res.json().cancelled).toBeUndefined();
    expect(await history(id)).toEqual([
      ['alice', 10_500, false],
      ['quiet', 11_000, false],
    ]);
    expect((await auctionRow(id)).currentBid).toBe(11_000);
    expect((await suspend(quiet.id, { status: 'active' })).statusCode).toBe(200);
  });

  it('cancels the bids, proxies and pending offers, recomputes each live auction under the engine, and tells viewers', async () => {
    // A: alice's proxy (max 20,000) answered bob and mallory; without mallory alice leads at 11,100.
    const a = await fresh();
    await proxyBid(t, alice, a, 20_000);
    step();
    await bid(t, bob, a, 11_000);
    step();
    await bid(t, mallory, a, 15_000);
    expect((await auctionRow(a)).currentBid).toBe(15_100);
    // B: mallory's proxy leads over bob; without it bob leads at his own bid.
    step();
    const b = await fresh();
    await bid(t, bob, b, 10_500);
    step();
    await proxyBid(t, mallory, b, 30_000);
    expect(await history(b)).toEqual([
      ['bob', 10_500, false],
      ['mallory', 10_600, true],
    ]);
    // C: only mallory bid; afterwards nobody leads and the price is back at no bid.
    step();
    const c = await fresh();
    await bid(t, mallory, c, 12_000);
    // D: mallory never bid here; E: ended, mallory's win stands.
    step();
    const d = await fresh();
    await bid(t, alice, d, 10_500);
    step();
    await bid(t, bob, d, 11_000);
    const e = await fresh({ status: 'ended', endTime: new Date(clock.now().getTime() - 1000) });
    await t.database.db.insert(bids).values({ auctionId: e, bidderId: mallory.id, amount: 13_000, createdAt: new Date(clock.now().getTime() - 5000) });
    const dBefore = await history(d);
    // A pending offer of mallory's, and one of bob's that stays.
    const [offer] = await t.database.db.insert(offers).values({ auctionId: e, buyerId: mallory.id, amount: 12_500 }).returning({ id: offers.id });
    const [other] = await t.database.db.insert(offers).values({ auctionId: d, buyerId: bob.id, amount: 9_000 }).returning({ id: offers.id });

    const { events, stop } = await listen(t, a);
    step();
    const res = await suspend(mallory.id, { status: 'suspended', reason: 'Shill bidding', cancelBids: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.status).toBe('suspended');
    const cancelled = res.json().cancelled as {
      auctions: { auctionId: string; cancelledBids: number; currentBid: number; previousBid: number }[];
      offers: number;
    };
    expect(cancelled.offers).toBe(1);
    expect(new Map(cancelled.auctions.map((x) => [x.auctionId, [x.cancelledBids, x.previousBid, x.currentBid]]))).toEqual(
      new Map([
        [a, [1, 15_100, 11_100]],
        [b, [1, 10_600, 10_500]],
        [c, [1, 12_000, 0]],
      ]),
    );

    // The engine's answer had mallory never bid: A's history is alice's proxy answering bob only.
    expect(await history(a)).toEqual([
      ['alice', 10_100, true],
      ['bob', 11_000, false],
      ['alice', 11_100, true],
    ]);
    expect(await history(b)).toEqual([['bob', 10_500, false]]);
    expect(await history(c)).toEqual([]);
    expect([(await auctionRow(a)).currentBid, (await auctionRow(b)).currentBid, (await auctionRow(c)).currentBid]).toEqual([11_100, 10_500, 0]);
    // The leader holds the 2.5% hold of the new price; the books balance.
    expect(await heldBy(a)).toEqual([['alice', 27_800]]);
    expect(await heldBy(b)).toEqual([['bob', 26_300]]);
    expect(await heldBy(c)).toEqual([]);
    for (const id of [a, b, c, d]) expect(await auditAuction(t.database.db, id)).toEqual([]);
    // Mallory's proxy is off; alice's stays.
    const proxies = await t.database.db.select().from(proxyBids).where(eq(proxyBids.isActive, true));
    expect(proxies.filter((p) => p.auctionId === a || p.auctionId === b).map((p) => who(p.userId))).toEqual(['alice']);
    // Other auctions are untouched: D as it was, E's ended sale keeps mallory's bid.
    expect(await history(d)).toEqual(dBefore);
    expect(await history(e)).toEqual([['mallory', 13_000, false]]);
    // Her pending offer ended; bob's did not.
    const offerRows = await t.database.db.select().from(offers);
    expect(offerRows.find((o) => o.id === offer!.id)?.status).toBe('rejected');
    expect(offerRows.find((o) => o.id === other!.id)?.status).toBe('pending');

    // Every viewer of A is told the new price live (it went down).
    await vi.waitFor(() => expect(events.some((x) => x.type === 'bids.recomputed')).toBe(true));
    stop();
    expect(events.find((x) => x.type === 'bids.recomputed')?.data).toMatchObject({
      auctionId: a,
      currentBid: 11_100,
      bidCount: 3,
      reserveMet: false,
      status: 'active',
    });
    // The bidding state answers the new price and minimum.
    const state = (await t.anonymous.get(`/api/auctions/${a}/bidding`)).json();
    expect(state).toMatchObject({ currentBid: 11_100, minimumBid: 11_200, bidCount: 3 });

    // The audit log: the suspension, one entry per auction with the bids cancelled, and the offer.
    const log = await t.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.actorId, boss.id));
    expect(log.find((l) => l.action === 'user.suspend' && l.entityId === mallory.id)?.after).toMatchObject({ status: 'suspended', reason: 'Shill bidding' });
    const entryA = log.find((l) => l.action === 'auction.member_bids_cancelled' && l.entityId === a);
    expect(entryA?.before).toMatchObject({
      memberId: mallory.id,
      currentBid: 15_100,
      leaderId: alice.id,
      cancelledBids: [{ amount: 15_000, isAutomatic: false }],
    });
    expect(entryA?.after).toMatchObject({ currentBid: 11_100, leaderId: alice.id, bidCount: 3 });
    expect(log.find((l) => l.action === 'auction.member_bids_cancelled' && l.entityId === b)?.before).toMatchObject({ cancelledProxies: [30_000] });
    expect(
      log
        .filter((l) => l.action === 'auction.member_bids_cancelled')
        .map((l) => l.entityId)
        .sort(),
    ).toEqual([a, b, c].sort());
    expect(log.find((l) => l.action === 'offer.end_for_suspension')).toMatchObject({ entityId: offer!.id, after: { status: 'rejected' } });

    // Asking again finds nothing left to cancel.
    const again = await suspend(mallory.id, { status: 'suspended', reason: 'Shill bidding', cancelBids: true });
    expect(again.json().cancelled).toEqual({ auctions: [], offers: 0 });
  });
});
