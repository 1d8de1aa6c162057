import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { adminAuditLog, offerPayments, paymentLedger, userRoles } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { makeAuction, makeUser, type TestUser } from '../../test/auction-fixtures.ts';
import { createStripePayments } from '../../platform/payments/stripe-payments.ts';
import { startStripeStandIn, type StripeStandIn } from '../../platform/payments/stripe-stand-in.ts';
import { MAX_AMOUNT } from '../../../domain/amount-limit.ts';

let t: TestApp;
let seller: TestUser;
let buyer: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  [seller, buyer, admin] = await Promise.all([makeUser(t, 'Pay Seller'), makeUser(t, 'Pay Buyer'), makeUser(t, 'Pay Admin')]);
  await t.database.db.insert(userRoles).values({ userId: admin.id, role: 'admin' });
});
afterAll(async () => {
  await t.close();
});

const post = (user: TestUser, url: string, payload?: object) => t.app.inject({ method: 'POST', url, payload, headers: { cookie: user.cookie } });

/** A classified sold at an accepted offer of `amount`. */
async function acceptedOffer(amount: number, by = buyer): Promise<string> {
  const id = await makeAuction(t, seller.id, { listingType: 'classified', allowOffers: true, buyNowPrice: amount + 5_000, endTime: null });
  const offerId = (await post(by, '/api/offers', { auction_id: id, amount })).json().offer.id as string;
  expect((await post(seller, `/api/offers/${offerId}/accept`)).statusCode).toBe(200);
  return offerId;
}

const charges = (offerId: string) =>
  t.database.db
    .select({ amount: paymentLedger.amountCents })
    .from(paymentLedger)
    .innerJoin(offerPayments, eq(offerPayments.id, paymentLedger.offerPaymentId))
    .where(and(eq(offerPayments.offerId, offerId), eq(paymentLedger.kind, 'charge')));

describe('accepted offers awaiting payment (SPEC 1, 6)', () => {
  it('are the admin’s only', async () => {
    await acceptedOffer(12_000);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/offer-payments', headers: { cookie: seller.cookie } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/offer-payments' })).statusCode).toBe(401);
    const offerId = await acceptedOffer(12_500);
    expect((await post(buyer, `/api/admin/offer-payments/${offerId}/process`)).statusCode).toBe(403);
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/offer-payments', headers: { cookie: admin.cookie } });
    const item = (list.json().items as { offerId: string; payment: unknown; amount: number; buyerName: string }[]).find((i) => i.offerId === offerId);
    expect(item).toMatchObject({ amount: 12_500, buyerName: 'Pay Buyer', payment: null });
  });

  it('charges the buyer once in the sandbox, however often it is retried, and records it in the ledger', async () => {
    const offerId = await acceptedOffer(20_000);
    const results = await Promise.all([1, 2, 3].map(() => post(admin, `/api/admin/offer-payments/${offerId}/process`)));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const again = await post(admin, `/api/admin/offer-payments/${offerId}/process`);
    expect(again.json().payment).toMatchObject({ status: 'succeeded', attempts: 1 });
    expect(again.json().payment.providerReference).toMatch(/^sandbox_charge_/);
    expect(await charges(offerId)).toEqual([{ amount: 2_000_000 }]);
    const audit = await t.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, offerId));
    expect(audit).toMatchObject([{ actorId: admin.id, action: 'offer_payment.process', after: { status: 'succeeded' } }]);
    const mails = (await t.mailer.list()).filter((m) => m.subject === `Payment processed: 1967 Ford Mustang Fastback`);
    expect(mails.map((m) => m.to).sort()).toEqual(expect.arrayContaining([buyer.email, seller.email]));
  });

  it('charges an offer at MAX_AMOUNT in full (cents past 32 bits)', async () => {
    const offerId = await acceptedOffer(MAX_AMOUNT);
    const res = await post(admin, `/api/admin/offer-payments/${offerId}/process`);
    expect(res.json()).toMatchObject({ amount: MAX_AMOUNT, payment: { status: 'succeeded' } });
    expect(await charges(offerId)).toEqual([{ amount: MAX_AMOUNT * 100 }]);
  });

  it('refuses offers that are not accepted', async () => {
    const id = await makeAuction(t, seller.id, { listingType: 'classified', allowOffers: true, buyNowPrice: 9_000, endTime: null });
    const offerId = (await post(buyer, '/api/offers', { auction_id: id, amount: 8_000 })).json().offer.id as string;
    const res = await post(admin, `/api/admin/offer-payments/${offerId}/process`);
    expect(res.statusCode).toBe(409);
    expect(await charges(offerId)).toEqual([]);
  });
});

describe('with Stripe (PaymentIntents against the local stand-in)', () => {
  let standIn: StripeStandIn;
  beforeAll(async () => {
    standIn = await startStripeStandIn();
    t.deps.payments = createStripePayments({ secretKey: 'sk_test_123', webhookSecret: null, host: '127.0.0.1', port: standIn.port, protocol: 'http' });
  });
  afterAll(async () => {
    await standIn.close();
  });

  it('shows a declined charge with the bank’s reason, and a retry charges once with a new idempotency key', async () => {
    // The buyer's saved card: a completed authorization checkout on the stand-in.
    const carded = await makeUser(t, 'Card Holder', { authorized: false });
    const created = (await post(carded, '/api/authorizations', { auction_id: '00000000-0000-0000-0000-000000000000', return_path: '/' })).json() as { checkout_url: string };
    const sessionId = created.checkout_url.split('/').pop()!;
    standIn.completeCheckout(sessionId);
    expect((await post(carded, '/api/authorizations/verify', { session_id: sessionId })).json().success).toBe(true);
    const offerId = await acceptedOffer(30_000, carded);
    standIn.declineNextCharge('Your card has insufficient funds.');
    const failed = await post(admin, `/api/admin/offer-payments/${offerId}/process`);
    expect(failed.json().payment).toMatchObject({ status: 'failed', attempts: 1, failureReason: 'Your card has insufficient funds.' });
    expect(await charges(offerId)).toEqual([]);

    const retried = await post(admin, `/api/admin/offer-payments/${offerId}/process`);
    expect(retried.json().payment).toMatchObject({ status: 'succeeded', attempts: 2, failureReason: null });
    const call = standIn.calls.findLast((c) => c.path === '/v1/payment_intents' && c.params.get('metadata[purpose]') === 'accepted_offer')!;
    expect(call.params.get('amount')).toBe('3000000');
    expect(standIn.paymentIntent(retried.json().payment.providerReference)).toMatchObject({ status: 'succeeded', amount: 3_000_000 });
    expect(await charges(offerId)).toEqual([{ amount: 3_000_000 }]);
  });
});
