import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auctionEvents, auctions, offers, paymentLedger } from '../../db/schema.ts';
import { fixedClock } from '../../platform/clock.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { holdCents } from '../../../domain/bidding/holds.ts';
import { listen, makeAuction, makeUser, type TestUser } from '../../test/auction-fixtures.ts';
import { endedUnderReserve } from '../../test/deal-fixtures.ts';
import { auditAuction } from '../auction-engine/audit-auction.ts';
import { userChannel } from '../../platform/realtime/realtime.ts';
import { MAX_AMOUNT } from '../../../domain/shared/amount-limit.ts';

const NOW = new Date('2030-07-01T12:00:00Z');
const HOUR = 3_600_000;
const clock = fixedClock(NOW);
let t: TestApp;
let seller: TestUser;
let top: TestUser;
let under: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  t = await createTestApp({ clock });
  [seller, top, under, stranger] = await Promise.all([
    makeUser(t, 'Portal Seller'),
    makeUser(t, 'Portal Top Bidder'),
    makeUser(t, 'Portal Underbidder'),
    makeUser(t, 'Portal Stranger'),
  ]);
});
afterAll(async () => {
  await t.close();
});

/** An auction that closed with bids under its reserve: its 48-hour negotiation window is open. */
const closedUnderReserve = () => endedUnderReserve(t, { clock, now: NOW, seller, top, under });

const get = (user: TestUser | null, url: string) => t.as(user).get(url);
const portalOffer = (user: TestUser, id: string, amount: unknown, message?: string) =>
  t.as(user).post(`/api/auctions/${id}/negotiation/offers`, { amount, message });
const answer = (user: TestUser, offerId: string, verb: 'accept' | 'decline') => t.as(user).post(`/api/offers/${offerId}/${verb}`);

describe('the Negotiation Portal: who (SPEC 4, 6)', () => {
  it('opens a window of negotiationWindowHours at close', async () => {
    const id = await closedUnderReserve();
    const [a] = await t.database.db.select().from(auctions).where(eq(auctions.id, id));
    expect(a!.status).toBe('ended');
    expect(a!.negotiationWindowEnds!.toISOString()).toBe(new Date(NOW.getTime() + HOUR + 48 * HOUR).toISOString());
  });

  it('is read by the seller and the highest bidder only', async () => {
    const id = await closedUnderReserve();
    const s = await get(seller, `/api/auctions/${id}/negotiation`);
    expect(s.statusCode).toBe(200);
    expect(s.json()).toMatchObject({
      role: 'seller',
      open: true,
      highestBid: 10_200,
      bidderName: 'Portal Top Bidder',
      sellerName: 'Portal Seller',
      offers: [],
    });
    expect((await get(top, `/api/auctions/${id}/negotiation`)).json()).toMatchObject({ role: 'bidder' });
    const flag = async (user: TestUser) => (await get(user, `/api/auction-detail/${id}`)).json().auction.viewer.isHighestBidder;
    expect([await flag(top), await flag(under), await flag(seller)]).toEqual([true, false, false]);
    for (const other of [under, stranger]) {
      const res = await get(other, `/api/auctions/${id}/negotiation`);
      expect(res.statusCode).toBe(403);
    }
    expect((await get(null, `/api/auctions/${id}/negotiation`)).statusCode).toBe(401);
    const live = await makeAuction(t, seller.id, {}, clock.now());
    expect((await get(seller, `/api/auctions/${live}/negotiation`)).statusCode).toBe(404);
  });

  it('is written by the seller and the highest bidder only', async () => {
    const id = await closedUnderReserve();
    for (const other of [under, stranger]) expect((await portalOffer(other, id, 20_000)).statusCode).toBe(403);
    const made = await portalOffer(top, id, 20_000);
    const offerId = made.json().offerId as string;
    for (const other of [under, stranger, top]) {
      expect((await answer(other, offerId, 'accept')).statusCode).toBe(403);
      expect((await answer(other, offerId, 'decline')).statusCode).toBe(403);
    }
    const [row] = await t.database.db.select().from(offers).where(eq(offers.id, offerId));
    expect(row!.status).toBe('pending');
  });
});

describe('the Negotiation Portal: offers and answers (SPEC 4, 5, 7, 8)', () => {
  it('refuses amounts that are not greater than 0 with the spec’s message', async () => {
    const id = await closedUnderReserve();
    for (const amount of [0, -1, 'abc', '']) {
      const res = await portalOffer(top, id, amount);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'Please enter a valid offer amount', code: 'INVALID_AMOUNT' });
    }
  });

  it('takes amounts up to MAX_AMOUNT and names the limit above it, changing nothing', async () => {
    const id = await closedUnderReserve();
    for (const [user, amount] of [
      [top, MAX_AMOUNT + 1],
      [seller, 2_147_483_648],
      [top, '99999999999999999999999999'],
    ] as const) {
      const res = await portalOffer(user, id, amount);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'Amounts cannot exceed $500,000,000.', code: 'INVALID_AMOUNT' });
    }
    expect(await t.database.db.select().from(offers).where(eq(offers.auctionId, id))).toEqual([]);
    const made = await portalOffer(seller, id, MAX_AMOUNT);
    expect(made.statusCode).toBe(200);
    // Sold at the limit: the buyer fee (2.5%) still fits its column and the ledger adds up.
    expect((await answer(top, made.json().offerId, 'accept')).statusCode).toBe(200);
    const captures = await t.database.db
      .select()
      .from(paymentLedger)
      .where(and(eq(paymentLedger.auctionId, id), eq(paymentLedger.kind, 'capture')));
    expect(captures.map((c) => c.amountCents)).toEqual([holdCents(MAX_AMOUNT)]);
    expect(await auditAuction(t.database.db, id)).toEqual([]);
  });

  it('bidder offers, seller counters, bidder accepts: sold at the counter, fee captured, told live and by mail', async () => {
    const id = await closedUnderReserve();
    const sellerLive = await listenUser(seller.id);
    const first = await portalOffer(top, id, 30_000, 'Meet me at $30k?');
    expect(first.json()).toMatchObject({ success: true, createdBySeller: false });
    expect((await t.mailer.list()).some((m) => m.to === seller.email && m.subject.startsWith('New offer on'))).toBe(true);
    await expect.poll(() => sellerLive.events.some((e) => e.type === 'offers.changed')).toBe(true);
    sellerLive.stop();

    clock.advance(60_000);
    const counter = await portalOffer(seller, id, 42_000, 'Can do $42,000.');
    expect(counter.json()).toMatchObject({ createdBySeller: true });
    expect((await t.mailer.list()).some((m) => m.to === top.email && m.subject.startsWith('Counter offer on'))).toBe(true);
    const portal = (await get(top, `/api/auctions/${id}/negotiation`)).json();
    // The counter answers the bidder's offer: closed, and countered by it.
    expect(
      portal.offers.map((o: { amount: number; status: string; createdBySeller: boolean; counteredBy: string | null }) => [
        o.amount,
        o.status,
        o.createdBySeller,
        o.counteredBy,
      ]),
    ).toEqual([
      [42_000, 'pending', true, null],
      [30_000, 'rejected', false, counter.json().offerId],
    ]);
    // The seller cannot accept their own counter; the bidder can.
    expect((await answer(seller, counter.json().offerId, 'accept')).statusCode).toBe(403);
    const auctionLive = await listen(t, id);
    const accepted = await answer(top, counter.json().offerId, 'accept');
    expect(accepted.json()).toMatchObject({ success: true, status: 'accepted' });
    const [a] = await t.database.db.select().from(auctions).where(eq(auctions.id, id));
    expect(a).toMatchObject({ status: 'sold', winnerId: top.id, currentBid: 42_000 });
    const captures = await t.database.db
      .select()
      .from(paymentLedger)
      .where(and(eq(paymentLedger.auctionId, id), eq(paymentLedger.kind, 'capture')));
    expect(captures.map((c) => [c.userId, c.amountCents])).toEqual([[top.id, holdCents(42_000)]]);
    expect(await auditAuction(t.database.db, id)).toEqual([]);
    await expect
      .poll(() => auctionLive.events.find((e) => e.type === 'auction.updated')?.data)
      .toMatchObject({ status: 'sold', currentBid: 42_000, winnerId: top.id });
    auctionLive.stop();
    // Sold: the portal is closed for new offers.
    expect((await portalOffer(top, id, 43_000)).statusCode).toBe(409);
  });

  it('a new offer from the bidder counters the seller’s counter: closed, marked countered for both sides, nobody told it was declined (issue 25 item 12)', async () => {
    const id = await closedUnderReserve();
    // Minutes after the other tests' offers: the member's write limit counts per minute (decision 021).
    clock.advance(10 * 60_000);
    const first = (await portalOffer(top, id, 30_000)).json().offerId as string;
    clock.advance(60_000);
    const counter = (await portalOffer(seller, id, 42_000)).json().offerId as string;
    clock.advance(60_000);
    const declinedMails = async () =>
      (await t.mailer.list()).filter((m) => [top.email, seller.email].includes(m.to) && m.subject.startsWith('Offer declined')).length;
    const before = await declinedMails();
    const second = (await portalOffer(top, id, 36_000, 'Meet in the middle?')).json().offerId as string;
    expect(new Set([first, counter, second]).size).toBe(3);
    for (const user of [seller, top]) {
      const offers = (await get(user, `/api/auctions/${id}/negotiation`)).json().offers as { id: string; status: string; counteredBy: string | null }[];
      expect(offers.map((o) => [o.id, o.status, o.counteredBy])).toEqual([
        [second, 'pending', null],
        [counter, 'rejected', second],
        [first, 'rejected', counter],
      ]);
    }
    expect(await declinedMails()).toBe(before);
    // A countered offer cannot be answered any more; the new one can.
    const late = await answer(top, counter, 'accept');
    expect(late.statusCode, late.body).toBe(409);
    expect((await answer(seller, second, 'accept')).json()).toMatchObject({ success: true, status: 'accepted' });
    const [a] = await t.database.db.select().from(auctions).where(eq(auctions.id, id));
    expect(a).toMatchObject({ status: 'sold', currentBid: 36_000 });
    expect(await auditAuction(t.database.db, id)).toEqual([]);
  });

  it('declines', async () => {
    const id = await closedUnderReserve();
    const made = (await portalOffer(top, id, 25_000)).json().offerId as string;
    const res = await answer(seller, made, 'decline');
    expect(res.json()).toEqual({ success: true, offerId: made, status: 'rejected' });
    // Declined, not countered.
    expect((await get(top, `/api/auctions/${id}/negotiation`)).json().offers).toMatchObject([{ id: made, status: 'rejected', counteredBy: null }]);
    expect((await t.mailer.list()).some((m) => m.to === top.email && m.subject.startsWith('Offer declined'))).toBe(true);
  });

  it('takes no offer and no answer after the window closes', async () => {
    const id = await closedUnderReserve();
    const made = (await portalOffer(top, id, 25_000)).json().offerId as string;
    clock.set(new Date(NOW.getTime() + HOUR + 48 * HOUR));
    expect((await get(seller, `/api/auctions/${id}/negotiation`)).json()).toMatchObject({ open: false });
    for (const res of [await portalOffer(top, id, 26_000), await answer(seller, made, 'accept'), await answer(seller, made, 'decline')]) {
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().code).toBe('NEGOTIATION_CLOSED');
    }
    const [a] = await t.database.db.select().from(auctions).where(eq(auctions.id, id));
    expect(a!.status).toBe('ended');
  });

  it('two concurrent accepts make one sale and one ledger settlement', async () => {
    const id = await closedUnderReserve();
    const made = (await portalOffer(top, id, 33_000)).json().offerId as string;
    const results = await Promise.all([answer(seller, made, 'accept'), answer(seller, made, 'accept'), answer(seller, made, 'accept')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const sold = await t.database.db
      .select()
      .from(auctionEvents)
      .where(and(eq(auctionEvents.auctionId, id), eq(auctionEvents.type, 'auction.sold')));
    expect(sold).toHaveLength(1);
    const captures = await t.database.db
      .select()
      .from(paymentLedger)
      .where(and(eq(paymentLedger.auctionId, id), eq(paymentLedger.kind, 'capture')));
    expect(captures).toHaveLength(1);
    expect(await auditAuction(t.database.db, id)).toEqual([]);
  });
});

describe('second-chance offers (decision 013)', () => {
  const send = (user: TestUser, id: string, bidderId: string) => t.as(user).post(`/api/auctions/${id}/second-chance`, { bidder_id: bidderId });

  it('go to an underbidder at their highest bid once the window closed; one open at a time; accepted within 48 hours sells', async () => {
    const id = await closedUnderReserve();
    expect((await get(seller, `/api/auctions/${id}/second-chance`)).json()).toMatchObject({
      available: false,
      windowEndsAt: new Date(NOW.getTime() + 49 * HOUR).toISOString(),
    });
    expect((await send(seller, id, under.id)).statusCode).toBe(409);
    clock.set(new Date(NOW.getTime() + HOUR + 48 * HOUR + 1000));
    const candidates = (await get(seller, `/api/auctions/${id}/second-chance`)).json();
    expect(candidates).toMatchObject({
      role: 'seller',
      available: true,
      candidates: [{ bidderId: under.id, bidderName: 'Portal Underbidder', amount: 10_100 }],
    });
    expect((await get(stranger, `/api/auctions/${id}/second-chance`)).statusCode).toBe(403);
    expect((await send(under, id, under.id)).statusCode).toBe(403);
    expect((await send(seller, id, top.id)).json().code).toBe('NOT_AN_UNDERBIDDER');
    const made = await send(seller, id, under.id);
    expect(made.json()).toMatchObject({ success: true, amount: 10_100 });
    expect((await send(seller, id, under.id)).json().code).toBe('SECOND_CHANCE_OPEN');
    expect((await get(seller, `/api/auctions/${id}/second-chance`)).json()).toMatchObject({
      available: false,
      offers: [{ buyerId: under.id, status: 'pending' }],
    });
    expect((await t.mailer.list()).some((m) => m.to === under.email && m.subject.startsWith('Second-chance offer'))).toBe(true);
    expect((await get(under, `/api/auctions/${id}/second-chance`)).json()).toMatchObject({
      role: 'underbidder',
      offers: [{ amount: 10_100, status: 'pending' }],
    });

    const offerId = made.json().offerId as string;
    expect((await answer(stranger, offerId, 'accept')).statusCode).toBe(403);
    expect((await answer(seller, offerId, 'accept')).statusCode).toBe(403);
    expect((await answer(under, offerId, 'accept')).json()).toMatchObject({ success: true, status: 'accepted' });
    const [a] = await t.database.db.select().from(auctions).where(eq(auctions.id, id));
    expect(a).toMatchObject({ status: 'sold', winnerId: under.id, currentBid: 10_100 });
    expect(await auditAuction(t.database.db, id)).toEqual([]);
  });

  it('lapses after 48 hours', async () => {
    const id = await closedUnderReserve();
    clock.set(new Date(NOW.getTime() + HOUR + 48 * HOUR + 1000));
    const offerId = (await send(seller, id, under.id)).json().offerId as string;
    clock.advance(48 * HOUR);
    expect((await answer(under, offerId, 'accept')).statusCode).toBe(409);
    expect((await send(seller, id, under.id)).statusCode).toBe(200);
    const [old] = await t.database.db.select().from(offers).where(eq(offers.id, offerId));
    expect(old!.status).toBe('rejected');
  });
});

async function listenUser(userId: string) {
  const events: { type: string; data: unknown }[] = [];
  const stop = t.deps.realtime.subscribe(userChannel(userId), (e) => events.push(e));
  await (t.deps.realtime as { ready?: () => Promise<void> }).ready?.();
  return { events, stop };
}
