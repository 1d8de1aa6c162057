import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { deals, offers, userRoles } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { makeAuction, makeUser, type TestUser } from '../../test/auction-fixtures.ts';
import { fixedClock } from '../../platform/clock.ts';
import { PAYMENT_DAYS } from '../../../domain/deals/deal-rules.ts';

// Decision 033: an accepted offer is paid through its deal, by the buyer (at the deal's checkout,
// or directly to a seller who chose it); no admin charges it. /admin/offers, /admin/deals and the dashboard's
// 'Needs you' say the same of it: no task while the buyer has time to pay, an overdue deal once the 3 days are over.

const DAY = 86_400_000;
const NOW = new Date('2031-03-03T12:00:00Z');
const clock = fixedClock(NOW);
let t: TestApp;
let seller: TestUser;
let buyer: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp({ clock });
  [seller, buyer, admin] = await Promise.all([makeUser(t, 'Pay Seller'), makeUser(t, 'Pay Buyer'), makeUser(t, 'Pay Admin')]);
  await t.database.db.insert(userRoles).values({ userId: admin.id, role: 'admin' });
});
afterAll(async () => {
  await t.close();
});

const post = (user: TestUser, url: string, payload?: object) => t.as(user).post(url, payload);
const get = (user: TestUser, url: string) => t.as(user).get(url);

/** A classified sold at an accepted offer of `amount`: the offer, and the deal its sale made. */
async function acceptedOffer(amount: number, paymentMethod: 'held' | 'direct' = 'held'): Promise<{ offerId: string; dealId: string }> {
  const id = await makeAuction(
    t,
    seller.id,
    { listingType: 'classified', allowOffers: true, buyNowPrice: amount + 5_000, endTime: null, paymentMethod },
    clock.now(),
  );
  const offerId = (await post(buyer, '/api/offers', { auction_id: id, amount })).json().offer.id as string;
  expect((await post(seller, `/api/offers/${offerId}/accept`)).statusCode).toBe(200);
  const [deal] = await t.database.db.select({ id: deals.id }).from(deals).where(eq(deals.offerId, offerId));
  return { offerId, dealId: deal!.id };
}

type Item = {
  offerId: string;
  amount: number;
  buyerName: string;
  payment: unknown;
  deal: { id: string; state: string; paymentMethod: string; paidAtCheckout: boolean; dueAt: string | null; overdue: boolean } | null;
};
const offerList = async () => (await get(admin, '/api/admin/offer-payments')).json().items as Item[];
const itemOf = async (offerId: string) => (await offerList()).find((i) => i.offerId === offerId)!;
const dealList = async () =>
  (await get(admin, '/api/admin/deals')).json() as { deals: { id: string; state: string; overdue: boolean }[]; openDisputes: number; overdue: number };
const needsYou = async () => (await get(admin, '/api/admin/dashboard?tzOffset=0')).json() as Record<string, unknown>;

describe('accepted offers and their deals (decision 033)', () => {
  it('are listed to admins only, each with its deal and the deal’s deadline', async () => {
    clock.set(NOW);
    const { offerId, dealId } = await acceptedOffer(12_500);
    expect((await get(seller, '/api/admin/offer-payments')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/offer-payments' })).statusCode).toBe(401);
    expect(await itemOf(offerId)).toMatchObject({
      amount: 12_500,
      buyerName: 'Pay Buyer',
      payment: null,
      deal: {
        id: dealId,
        state: 'awaiting_payment',
        paymentMethod: 'held',
        paidAtCheckout: false,
        dueAt: new Date(NOW.getTime() + PAYMENT_DAYS * DAY).toISOString(),
        overdue: false,
      },
    });
  });

  it('has no admin charge: the old Process Payment route is gone, and nothing is charged', async () => {
    clock.set(NOW);
    const { offerId, dealId } = await acceptedOffer(14_000);
    expect((await post(admin, `/api/admin/offer-payments/${offerId}/process`, { reason: 'The buyer asked us to charge the saved card.' })).statusCode).toBe(
      404,
    );
    const [deal] = await t.database.db.select().from(deals).where(eq(deals.id, dealId));
    expect({ state: deal!.state, charged: Number(deal!.chargedCents) }).toEqual({ state: 'awaiting_payment', charged: 0 });
  });

  it('agree in /admin/offers, /admin/deals and the dashboard: a deal the buyer pays at checkout is no task; paid, it reads paid; overdue, it is one overdue deal', async () => {
    clock.set(NOW);
    const before = await needsYou();
    expect(before).not.toHaveProperty('offersAwaitingPayment');
    const waiting = await acceptedOffer(21_000);
    const paying = await acceptedOffer(22_000);
    // The buyer has 3 days: no admin task anywhere.
    expect((await itemOf(waiting.offerId)).deal).toMatchObject({ state: 'awaiting_payment', overdue: false });
    expect((await dealList()).deals.find((d) => d.id === waiting.dealId)).toMatchObject({ state: 'awaiting_payment', overdue: false });
    expect(await needsYou()).toMatchObject({ overdueDeals: before.overdueDeals, openDisputes: before.openDisputes });

    // One buyer pays at the deal's checkout: both lists say it is paid.
    const url = (await post(buyer, `/api/deals/${paying.dealId}/pay`)).json().url as string;
    const done = await t.app.inject({ method: 'POST', url: `${url}/authorize` });
    const session = new URL(done.headers.location as string, 'http://localhost').searchParams.get('deal_payment')!;
    expect((await post(buyer, `/api/deals/${paying.dealId}/verify-payment`, { session_id: session })).json().state).toBe('paid_held');
    expect((await itemOf(paying.offerId)).deal).toMatchObject({ state: 'paid_held', paidAtCheckout: true, overdue: false });
    expect((await dealList()).deals.find((d) => d.id === paying.dealId)).toMatchObject({ state: 'paid_held', overdue: false });

    // The other's 3 days pass unpaid: an overdue deal, the same in all three, and counted once.
    clock.set(new Date(NOW.getTime() + PAYMENT_DAYS * DAY + 60_000));
    expect((await itemOf(waiting.offerId)).deal).toMatchObject({ state: 'awaiting_payment', overdue: true });
    const deals_ = await dealList();
    expect(deals_.deals.find((d) => d.id === waiting.dealId)).toMatchObject({ overdue: true });
    expect((await itemOf(paying.offerId)).deal?.overdue).toBe(false);
    expect(deals_.overdue).toBe(deals_.deals.filter((d) => d.overdue).length);
    expect(await needsYou()).toMatchObject({ overdueDeals: deals_.overdue });
    // Every accepted offer /admin/offers calls overdue is an overdue deal of /admin/deals, and the other way round.
    const offerDeals = new Set((await offerList()).map((i) => i.deal?.id));
    expect(
      (await offerList())
        .filter((i) => i.deal?.overdue)
        .map((i) => i.deal!.id)
        .sort(),
    ).toEqual(
      deals_.deals
        .filter((d) => d.overdue && offerDeals.has(d.id))
        .map((d) => d.id)
        .sort(),
    );
    clock.set(NOW);
  });

  it('a direct payment: the buyer pays the seller, who confirms it on the deal page; no admin charge', async () => {
    clock.set(NOW);
    const { offerId } = await acceptedOffer(9_000, 'direct');
    expect((await itemOf(offerId)).deal).toMatchObject({ state: 'awaiting_payment', paymentMethod: 'direct', overdue: false });
  });

  it('a second acceptance on a listing whose accepted offer stands answers 409 with a message, never 500', async () => {
    clock.set(NOW);
    // Data written before every sale made its deal (the demo once held one): an accepted offer on a listing still on sale.
    const listing = await makeAuction(t, seller.id, { listingType: 'classified', allowOffers: true, buyNowPrice: 50_000, endTime: null }, clock.now());
    const [legacy] = await t.database.db.insert(offers).values({ auctionId: listing, buyerId: admin.id, amount: 45_000, status: 'accepted' }).returning();
    const offerId = (await post(buyer, '/api/offers', { auction_id: listing, amount: 40_000 })).json().offer.id as string;
    const res = await post(seller, `/api/offers/${offerId}/accept`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'OFFER_ALREADY_ACCEPTED',
      error: 'Another offer on this listing was already accepted. Its sale is handled on its deal page; contact support if it should not stand.',
    });
    const [still] = await t.database.db.select({ status: offers.status }).from(offers).where(eq(offers.id, offerId));
    expect(still!.status).toBe('pending');
    // The stray row would break the database's sale check (test-database.ts): it never made a sale.
    await t.database.db.delete(offers).where(eq(offers.id, legacy!.id));
  });
});
