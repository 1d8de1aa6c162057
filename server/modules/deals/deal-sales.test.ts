import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auctions, deals, memberStrikes } from '../../db/schema.ts';
import { fixedClock } from '../../platform/clock.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bid, buyNowRequest, makeAuction, makeUser, type TestUser } from '../../test/auction-fixtures.ts';
import { endedUnderReserve as endedUnderReserveAt } from '../../test/deal-fixtures.ts';
import { closeAuction } from '../auction-engine/close-auctions.ts';

// Every way a vehicle is sold makes exactly one deal, in the sale's own transaction:
// an auction sold at close, buy now, an accepted offer, an accepted counter-offer, an accepted second-chance offer.

const NOW = new Date('2031-05-01T12:00:00Z');
const HOUR = 3_600_000;
const clock = fixedClock(NOW);
let t: TestApp;
let seller: TestUser;
let top: TestUser;
let under: TestUser;

beforeAll(async () => {
  t = await createTestApp({ clock });
  [seller, top, under] = await Promise.all([makeUser(t, 'Sales Seller'), makeUser(t, 'Sales Top'), makeUser(t, 'Sales Under')]);
}, 120_000);
afterAll(async () => t.close());

const post = (u: TestUser, url: string, payload: Record<string, unknown> = {}) => t.as(u).post(url, payload);
const dealsOf = (auctionId: string) => t.database.db.select().from(deals).where(eq(deals.auctionId, auctionId));

/** An auction closed under its reserve with two bidders: its negotiation window is open. */
const endedUnderReserve = () => endedUnderReserveAt(t, { clock, now: NOW, seller, top, under });

describe('one deal per sale, on every path', () => {
  it('an auction sold at close', async () => {
    clock.set(NOW);
    const id = await makeAuction(t, seller.id, { startingPrice: 10_000, endTime: new Date(NOW.getTime() + HOUR) }, NOW);
    expect((await bid(t, top, id, 12_000)).statusCode).toBe(200);
    clock.set(new Date(NOW.getTime() + HOUR + 1000));
    await Promise.all([closeAuction(t.deps, id), closeAuction(t.deps, id)]);
    expect(await dealsOf(id)).toMatchObject([
      { saleKind: 'auction', buyerId: top.id, sellerId: seller.id, price: 12_000, state: 'awaiting_payment', lineageId: id },
    ]);
  });

  it('buy now, bought twice at once', async () => {
    clock.set(NOW);
    const id = await makeAuction(t, seller.id, { buyNowPrice: 30_000, paymentMethod: 'direct' }, NOW);
    await Promise.all([buyNowRequest(t, top, id), buyNowRequest(t, under, id)]);
    const made = await dealsOf(id);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ saleKind: 'buy_now', price: 30_000, paymentMethod: 'direct' });
  });

  it('an accepted offer, accepted twice at once', async () => {
    clock.set(NOW);
    const id = await makeAuction(t, seller.id, { allowOffers: true, endTime: new Date(NOW.getTime() + 48 * HOUR) }, NOW);
    const offer = await post(top, '/api/offers', { auction_id: id, amount: 25_000 });
    expect(offer.statusCode).toBe(200);
    const offerId = offer.json().offer.id as string;
    await Promise.all([post(seller, `/api/offers/${offerId}/accept`), post(seller, `/api/offers/${offerId}/accept`)]);
    expect(await dealsOf(id)).toMatchObject([{ saleKind: 'offer', offerId, buyerId: top.id, price: 25_000 }]);
  });

  it('an accepted counter-offer of the negotiation portal', async () => {
    const id = await endedUnderReserve();
    const counter = await post(seller, `/api/auctions/${id}/negotiation/offers`, { amount: 45_000 });
    expect(counter.statusCode).toBe(200);
    expect((await post(top, `/api/offers/${counter.json().offerId}/accept`)).statusCode).toBe(200);
    expect(await dealsOf(id)).toMatchObject([{ saleKind: 'counter_offer', buyerId: top.id, price: 45_000 }]);
  });

  it('an accepted second-chance offer', async () => {
    const id = await endedUnderReserve();
    clock.set(new Date(NOW.getTime() + 50 * HOUR));
    const made = await post(seller, `/api/auctions/${id}/second-chance`, { bidder_id: under.id });
    expect(made.statusCode).toBe(200);
    expect((await post(under, `/api/offers/${made.json().offerId}/accept`)).statusCode).toBe(200);
    expect(await dealsOf(id)).toMatchObject([{ saleKind: 'second_chance', buyerId: under.id }]);
  });

  it('a vehicle has at most one live deal (the database refuses a second)', async () => {
    clock.set(NOW);
    const id = await makeAuction(t, seller.id, { buyNowPrice: 15_000 }, NOW);
    expect((await buyNowRequest(t, top, id)).statusCode).toBe(200);
    const [d] = await dealsOf(id);
    const again = { auctionId: id, lineageId: d!.lineageId, buyerId: under.id, sellerId: seller.id, saleKind: 'offer', price: 1 };
    await expect(t.database.db.insert(deals).values(again)).rejects.toThrow();
    // Once that deal is cancelled, a new sale (a second-chance offer) may make its own.
    await t.database.db.update(deals).set({ state: 'cancelled' }).where(eq(deals.id, d!.id));
    await t.database.db.insert(deals).values(again);
    expect(await dealsOf(id)).toHaveLength(2);
    // That new sale is the listing's, as a second-chance sale makes it (every sale and its deal agree).
    await t.database.db.update(auctions).set({ winnerId: under.id, currentBid: 1 }).where(eq(auctions.id, id));
  });
});

// A deal cancelled before the handover undoes the sale, so the vehicle can be sold again: the
// seller's second-chance offer goes to the next bidder (never to the buyer who did not pay), and its acceptance
// makes the vehicle's next deal. Every way a deal is cancelled (non-payment, backing out before or after the
// payment) on every kind of listing (auction, classified).
describe('after a cancelled deal, the vehicle can be sold again', () => {
  const auctionRow = async (id: string) => (await t.database.db.select().from(auctions).where(eq(auctions.id, id)))[0]!;

  /** An auction sold at close to `top` (under bid below), its deal awaiting payment. */
  async function soldAtClose(winner = top, next = under): Promise<{ id: string; dealId: string }> {
    clock.set(NOW);
    const id = await makeAuction(t, seller.id, { startingPrice: 10_000, endTime: new Date(NOW.getTime() + HOUR) }, NOW);
    expect((await bid(t, next, id, 10_100)).statusCode).toBe(200);
    expect((await bid(t, winner, id, 10_500)).statusCode).toBe(200);
    clock.set(new Date(NOW.getTime() + HOUR + 1000));
    expect(await closeAuction(t.deps, id)).toBe(true);
    const [d] = await dealsOf(id);
    return { id, dealId: d!.id };
  }

  it('a non-payment cancel: the listing is no longer sold; the next bidder gets the second chance, the non-payer cannot', async () => {
    const { id, dealId } = await soldAtClose();
    expect(await auctionRow(id)).toMatchObject({ status: 'sold', winnerId: top.id });
    // Before the offer, the seller cannot: the vehicle is sold.
    expect((await post(seller, `/api/auctions/${id}/second-chance`, { bidder_id: under.id })).statusCode).toBe(409);
    clock.set(new Date(NOW.getTime() + HOUR + 4 * 24 * HOUR));
    expect((await post(seller, `/api/deals/${dealId}/cancel-non-payment`)).statusCode).toBe(200);
    const after = await auctionRow(id);
    expect(after).toMatchObject({ status: 'ended', winnerId: null });
    expect(after.negotiationWindowEnds?.getTime()).toBe(clock.now().getTime());
    expect(await t.database.db.select().from(memberStrikes).where(eq(memberStrikes.dealId, dealId))).toMatchObject([{ userId: top.id, reason: 'non_payment' }]);

    const view = await t.app.inject({ method: 'GET', url: `/api/auctions/${id}/second-chance`, headers: { cookie: seller.cookie } });
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({ role: 'seller', available: true, blocked: null, candidates: [{ bidderId: under.id, amount: 10_100 }] });
    const toNonPayer = await post(seller, `/api/auctions/${id}/second-chance`, { bidder_id: top.id });
    expect(toNonPayer.statusCode).toBe(409);
    expect(toNonPayer.json().code).toBe('NOT_AN_UNDERBIDDER');
    // Only the seller sends it.
    expect((await post(under, `/api/auctions/${id}/second-chance`, { bidder_id: under.id })).statusCode).toBe(403);

    const made = await post(seller, `/api/auctions/${id}/second-chance`, { bidder_id: under.id });
    expect(made.statusCode).toBe(200);
    expect((await post(under, `/api/offers/${made.json().offerId}/accept`)).statusCode).toBe(200);
    const all = await dealsOf(id);
    expect(all.map((d) => [d.saleKind, d.buyerId, d.state, d.price]).sort()).toEqual(
      [
        ['auction', top.id, 'cancelled', 10_500],
        ['second_chance', under.id, 'awaiting_payment', 10_100],
      ].sort(),
    );
    expect(new Set(all.map((d) => d.lineageId)).size).toBe(1);
    expect(await auctionRow(id)).toMatchObject({ status: 'sold', winnerId: under.id, currentBid: 10_100 });
  });

  it('a seller who backs out, before or after the payment: the listing is no longer sold', async () => {
    for (const paid of [false, true]) {
      const { id, dealId } = await soldAtClose();
      if (paid) {
        const url = (await post(top, `/api/deals/${dealId}/pay`)).json().url as string;
        const done = await t.app.inject({ method: 'POST', url: `${url}/authorize` });
        const session = new URL(done.headers.location as string, 'http://localhost').searchParams.get('deal_payment')!;
        expect((await post(top, `/api/deals/${dealId}/verify-payment`, { session_id: session })).json().state).toBe('paid_held');
      }
      expect((await post(seller, `/api/deals/${dealId}/back-out`)).statusCode).toBe(200);
      expect(await auctionRow(id), `paid: ${paid}`).toMatchObject({ status: 'ended', winnerId: null });
      const view = (await t.app.inject({ method: 'GET', url: `/api/auctions/${id}/second-chance`, headers: { cookie: seller.cookie } })).json();
      expect(view.candidates.map((c: { bidderId: string }) => c.bidderId)).toEqual([under.id]);
    }
  });

  it('a classified whose buyer never paid is on sale again until its end', async () => {
    clock.set(NOW);
    const id = await makeAuction(
      t,
      seller.id,
      { listingType: 'classified', startingPrice: 20_000, allowOffers: true, endTime: new Date(NOW.getTime() + 30 * 24 * HOUR) },
      NOW,
    );
    const sellTo = async (buyer: TestUser, amount: number) => {
      const offer = await post(buyer, '/api/offers', { auction_id: id, amount });
      expect(offer.statusCode, offer.body).toBe(200);
      const accepted = await post(seller, `/api/offers/${offer.json().offer.id}/accept`);
      expect(accepted.statusCode, accepted.body).toBe(200);
    };
    await sellTo(top, 18_000);
    const [d] = await dealsOf(id);
    clock.set(new Date(NOW.getTime() + 4 * 24 * HOUR));
    expect((await post(seller, `/api/deals/${d!.id}/cancel-non-payment`)).statusCode).toBe(200);
    expect(await auctionRow(id)).toMatchObject({ status: 'active', winnerId: null });
    // And it can be sold again, making the vehicle's next deal.
    await sellTo(under, 17_500);
    expect((await dealsOf(id)).map((x) => [x.buyerId, x.state]).sort()).toEqual(
      [
        [top.id, 'cancelled'],
        [under.id, 'awaiting_payment'],
      ].sort(),
    );
  });

  it('a move that is refused (cancel before the 3 days, a back-out by another member) leaves the listing sold', async () => {
    // Fresh bidders: the tests above gave top two strikes (two unpaid deals), which pause their bidding.
    const [winner, next] = await Promise.all([makeUser(t, 'Refused Winner'), makeUser(t, 'Refused Next')]);
    const { id, dealId } = await soldAtClose(winner, next);
    expect((await post(seller, `/api/deals/${dealId}/cancel-non-payment`)).statusCode).toBe(409);
    expect((await post(next, `/api/deals/${dealId}/back-out`)).statusCode).toBe(404);
    expect((await post(winner, `/api/deals/${dealId}/back-out`)).statusCode).toBe(403);
    expect(await auctionRow(id)).toMatchObject({ status: 'sold', winnerId: winner.id });
  });
});
