import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { adminAuditLog, dealPayments, deals, offerPayments, offers, paymentLedger, payoutAccounts, sandboxCheckoutSessions, sandboxConnectedAccounts, userRoles } from '../../db/schema.ts';
import { createSandboxPayments, sandboxMovesOf } from '../../platform/payments/sandbox-payments.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { makeAuction, makeUser, type TestUser } from '../../test/auction-fixtures.ts';
import { createStripePayments } from '../../platform/payments/stripe-payments.ts';
import { startStripeStandIn, type StripeStandIn } from '../../platform/payments/stripe-stand-in.ts';
import { MAX_AMOUNT } from '../../../domain/amount-limit.ts';
import { MONEY_REASON_TEXTS } from '../../../domain/admin-money.ts';

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
async function acceptedOffer(amount: number, by = buyer, paymentMethod: 'held' | 'direct' = 'held'): Promise<string> {
  const id = await makeAuction(t, seller.id, { listingType: 'classified', allowOffers: true, buyNowPrice: amount + 5_000, endTime: null, paymentMethod });
  const offerId = (await post(by, '/api/offers', { auction_id: id, amount })).json().offer.id as string;
  expect((await post(seller, `/api/offers/${offerId}/accept`)).statusCode).toBe(200);
  return offerId;
}

const CHARGE_REASON = 'The buyer asked us by phone to charge the saved card.';
/** The admin's 'Process Payment', confirmed with its reason. */
const processPayment = (offerId: string, body: object = { reason: CHARGE_REASON }) => post(admin, `/api/admin/offer-payments/${offerId}/process`, body);

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
    const results = await Promise.all([1, 2, 3].map(() => processPayment(offerId)));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const again = await processPayment(offerId);
    expect(again.json().payment).toMatchObject({ status: 'succeeded', attempts: 1 });
    expect(again.json().payment.providerReference).toMatch(/^sandbox_charge_/);
    expect(await charges(offerId)).toEqual([{ amount: 2_000_000 }]);
    const audit = await t.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, offerId));
    expect(audit).toMatchObject([{ actorId: admin.id, action: 'offer_payment.process', after: { status: 'succeeded', reason: CHARGE_REASON } }]);
    const mails = (await t.mailer.list()).filter((m) => m.subject === `Payment processed: 1967 Ford Mustang Fastback`);
    expect(mails.map((m) => m.to).sort()).toEqual(expect.arrayContaining([buyer.email, seller.email]));
    // Both parties are told why the admin charged it.
    for (const m of mails) expect(m.text).toContain(`Charged by VehicleBid: ${CHARGE_REASON}`);
  });

  it('charges an offer at MAX_AMOUNT in full (cents past 32 bits)', async () => {
    const offerId = await acceptedOffer(MAX_AMOUNT);
    const res = await processPayment(offerId);
    expect(res.json()).toMatchObject({ amount: MAX_AMOUNT, payment: { status: 'succeeded' } });
    expect(await charges(offerId)).toEqual([{ amount: MAX_AMOUNT * 100 }]);
  });

  it('refuses offers that are not accepted', async () => {
    const id = await makeAuction(t, seller.id, { listingType: 'classified', allowOffers: true, buyNowPrice: 9_000, endTime: null });
    const offerId = (await post(buyer, '/api/offers', { auction_id: id, amount: 8_000 })).json().offer.id as string;
    const res = await processPayment(offerId);
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
    const failed = await processPayment(offerId);
    expect(failed.json().payment).toMatchObject({ status: 'failed', attempts: 1, failureReason: 'Your card has insufficient funds.' });
    expect(await charges(offerId)).toEqual([]);

    const retried = await processPayment(offerId);
    expect(retried.json().payment).toMatchObject({ status: 'succeeded', attempts: 2, failureReason: null });
    const call = standIn.calls.findLast((c) => c.path === '/v1/payment_intents' && c.params.get('metadata[purpose]') === 'accepted_offer')!;
    expect(call.params.get('amount')).toBe('3000000');
    // Issue 26 item 10: the charge pays the offer's deal, in its transfer group (the seller is paid from it on release).
    const [deal] = await t.database.db.select().from(deals).where(eq(deals.offerId, offerId));
    expect(call.params.get('transfer_group')).toBe(`deal_${deal!.id}`);
    expect(deal).toMatchObject({ state: 'paid_held', chargedCents: 3_000_000 });
    expect(standIn.paymentIntent(retried.json().payment.providerReference)).toMatchObject({ status: 'succeeded', amount: 3_000_000 });
    expect(await charges(offerId)).toEqual([{ amount: 3_000_000 }]);
  });
});

// Issue 26 item 10: the accepted offer's payment that admins process is its deal's payment step, not a second path.
describe('an accepted offer’s payment is its deal’s payment (issue 26 item 10)', () => {
  beforeAll(() => {
    t.deps.payments = createSandboxPayments(t.database.db);
  });
  const dealOf = async (offerId: string) => (await t.database.db.select().from(deals).where(eq(deals.offerId, offerId)))[0]!;
  const listed = async (offerId: string) =>
    ((await t.app.inject({ method: 'GET', url: '/api/admin/offer-payments', headers: { cookie: admin.cookie } })).json().items as { offerId: string; deal: unknown; payment: unknown }[]).find((i) => i.offerId === offerId)!;

  it('the admin’s charge pays the deal: its money is held, and released to the seller at the handover like any held payment', async () => {
    const offerId = await acceptedOffer(14_000);
    const deal = await dealOf(offerId);
    expect(await listed(offerId)).toMatchObject({ deal: { id: deal.id, state: 'awaiting_payment', paymentMethod: 'held', paidAtCheckout: false }, payment: null });
    const res = await processPayment(offerId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ payment: { status: 'succeeded' }, deal: { state: 'paid_held', paidAtCheckout: false } });
    const paid = await dealOf(offerId);
    expect(paid).toMatchObject({ state: 'paid_held', chargedCents: 1_400_000 });
    const [charge] = await t.database.db.select().from(dealPayments).where(and(eq(dealPayments.dealId, deal.id), eq(dealPayments.step, 'charge')));
    expect(charge).toMatchObject({ status: 'done', amountCents: 1_400_000, providerReference: res.json().payment.providerReference });
    // /admin/deals reads the same deal, paid.
    const adminDeal = await t.app.inject({ method: 'GET', url: `/api/admin/deals/${deal.id}`, headers: { cookie: admin.cookie } });
    expect(adminDeal.json().deal).toMatchObject({ state: 'paid_held' });

    // The seller's payout account; the handover and the buyer's confirmation release the money from that charge.
    await t.database.db.insert(sandboxConnectedAccounts).values({ id: 'acct_sandbox_offer_pay', email: seller.email, detailsSubmitted: true, chargesEnabled: true, payoutsEnabled: true }).onConflictDoNothing();
    await t.database.db.insert(payoutAccounts).values({ userId: seller.id, provider: 'sandbox', accountId: 'acct_sandbox_offer_pay', detailsSubmitted: true, chargesEnabled: true, payoutsEnabled: true }).onConflictDoNothing();
    expect((await post(seller, `/api/deals/${deal.id}/hand-over`, { carrier: 'Own pickup' })).statusCode).toBe(200);
    expect((await post(buyer, `/api/deals/${deal.id}/confirm-received`)).json().state).toBe('received');
    expect((await sandboxMovesOf(t.database.db, charge!.providerReference!)).map((m) => [m.kind, m.amountCents])).toEqual([['transfer', 1_400_000]]);
    // Nothing more to charge.
    const again = await processPayment(offerId);
    expect(again.json().payment).toMatchObject({ status: 'succeeded', attempts: 1 });
  });

  it('charges nothing without a written reason, and keeps the reason on the deal’s timeline for both parties', async () => {
    const offerId = await acceptedOffer(15_000);
    const deal = await dealOf(offerId);
    const refused: [object, string, string][] = [
      [{}, 'REASON_REQUIRED', MONEY_REASON_TEXTS.required],
      [{ reason: '   ' }, 'REASON_REQUIRED', MONEY_REASON_TEXTS.required],
      [{ reason: 'Charge it' }, 'REASON_REQUIRED', MONEY_REASON_TEXTS.tooShort],
      [{ reason: 'x'.repeat(1001) }, 'REASON_TOO_LONG', MONEY_REASON_TEXTS.tooLong],
    ];
    for (const [body, code, error] of refused) {
      const res = await processPayment(offerId, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code, error });
    }
    expect((await post(admin, `/api/admin/offer-payments/${offerId}/process`)).statusCode).toBe(400);
    expect(await charges(offerId)).toEqual([]);
    expect(await t.database.db.select().from(offerPayments).where(eq(offerPayments.offerId, offerId))).toEqual([]);
    expect(await t.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, offerId))).toEqual([]);
    expect(await dealOf(offerId)).toMatchObject({ state: 'awaiting_payment', chargedCents: 0 });

    expect((await processPayment(offerId, { reason: `  ${CHARGE_REASON} ` })).json().payment).toMatchObject({ status: 'succeeded' });
    for (const who of [buyer, seller]) {
      const view = (await t.app.inject({ method: 'GET', url: `/api/deals/${deal.id}`, headers: { cookie: who.cookie } })).json() as { timeline: { move: string; details: unknown }[] };
      expect(view.timeline.find((e) => e.move === 'pay')).toMatchObject({ details: { reason: CHARGE_REASON } });
    }
  });

  it('a buyer who paid at the deal’s checkout is not charged again', async () => {
    const offerId = await acceptedOffer(9_000);
    const deal = await dealOf(offerId);
    const url = (await post(buyer, `/api/deals/${deal.id}/pay`)).json().url as string;
    const done = await t.app.inject({ method: 'POST', url: `${url}/authorize` });
    const session = new URL(done.headers.location as string, 'http://localhost').searchParams.get('deal_payment')!;
    expect((await post(buyer, `/api/deals/${deal.id}/verify-payment`, { session_id: session })).json().state).toBe('paid_held');
    expect(await listed(offerId)).toMatchObject({ deal: { state: 'paid_held', paidAtCheckout: true }, payment: null });
    const res = await processPayment(offerId);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'DEAL_ALREADY_PAID', error: 'The buyer has already paid for this deal. Nothing more is charged.' });
    expect(await charges(offerId)).toEqual([]);
    expect(Number((await dealOf(offerId)).chargedCents)).toBe(900_000);
  });

  // The buyer out of pocket for a deal in the sandbox: every payment of it (checkouts and admin charges) less their refunds.
  const outOfPocket = async (dealId: string) => {
    const paid = await t.database.db
      .select({ id: sandboxCheckoutSessions.id, amount: sandboxCheckoutSessions.amountCents })
      .from(sandboxCheckoutSessions)
      .where(and(eq(sandboxCheckoutSessions.dealId, dealId), eq(sandboxCheckoutSessions.status, 'authorized')));
    let total = 0;
    for (const p of paid) total += p.amount - (await sandboxMovesOf(t.database.db, p.id)).filter((m) => m.kind === 'refund').reduce((sum, m) => sum + m.amountCents, 0);
    return { payments: paid.length, total };
  };
  /** The buyer completes the deal's checkout (paid at the provider), not yet reported to the site: its session. */
  const paidCheckout = async (dealId: string, who: TestUser) => {
    const url = (await post(who, `/api/deals/${dealId}/pay`)).json().url as string;
    const done = await t.app.inject({ method: 'POST', url: `${url}/authorize` });
    return new URL(done.headers.location as string, 'http://localhost').searchParams.get('deal_payment')!;
  };

  it('an admin’s charge and the buyer’s checkout that cross: the deal keeps one payment and the other is refunded in full, whichever comes first', async () => {
    const sandbox = createSandboxPayments(t.database.db);
    // A buyer per case (a member's offers are limited per minute).
    const [one, two, ...racers] = await Promise.all(Array.from({ length: 12 }, (_, i) => i + 1).map((n) => makeUser(t, `Cross Buyer ${n}`)));
    try {
      // 1. The checkout is reported while the admin's charge is under way (after the admin's checks passed).
      const crossed = await acceptedOffer(11_000, one);
      const deal = await dealOf(crossed);
      const session = await paidCheckout(deal.id, one!);
      t.deps.payments = { ...sandbox, chargeOffer: async (r) => (await post(one!, `/api/deals/${deal.id}/verify-payment`, { session_id: session }), sandbox.chargeOffer(r)) };
      const res = await processPayment(crossed);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        payment: { status: 'failed', failureReason: 'The buyer paid at the deal’s checkout at the same time. This charge was refunded in full; nothing more is charged.' },
        deal: { state: 'paid_held', paidAtCheckout: true },
      });
      expect(await dealOf(crossed)).toMatchObject({ state: 'paid_held', chargedCents: 1_100_000 });
      expect(await outOfPocket(deal.id)).toEqual({ payments: 2, total: 1_100_000 });
      expect(await charges(crossed)).toEqual([]);
      // Asked again, nothing is charged.
      t.deps.payments = sandbox;
      expect((await processPayment(crossed)).json().code).toBe('DEAL_ALREADY_PAID');
      expect(await outOfPocket(deal.id)).toEqual({ payments: 2, total: 1_100_000 });

      // 2. The admin's charge pays the deal; the buyer's checkout, paid in another tab meanwhile, is reported after it.
      const late = await acceptedOffer(12_000, two);
      const lateDeal = await dealOf(late);
      const lateSession = await paidCheckout(lateDeal.id, two!);
      expect((await processPayment(late)).json().payment).toMatchObject({ status: 'succeeded' });
      expect((await post(two!, `/api/deals/${lateDeal.id}/verify-payment`, { session_id: lateSession })).json().state).toBe('paid_held');
      expect(await dealOf(late)).toMatchObject({ state: 'paid_held', chargedCents: 1_200_000 });
      expect(await outOfPocket(lateDeal.id)).toEqual({ payments: 2, total: 1_200_000 });
      expect((await sandboxMovesOf(t.database.db, lateSession)).map((m) => [m.kind, m.amountCents])).toEqual([['refund', 1_200_000]]);
      expect(await charges(late)).toEqual([{ amount: 1_200_000 }]);

      // 3. Both at once, several times: whoever wins, the buyer pays the price once.
      for (let round = 0; round < 10; round++) {
        const racer = racers[round]!;
        const raced = await acceptedOffer(13_000 + round, racer);
        const racedDeal = await dealOf(raced);
        const racedSession = await paidCheckout(racedDeal.id, racer);
        await Promise.all([processPayment(raced), post(racer, `/api/deals/${racedDeal.id}/verify-payment`, { session_id: racedSession })]);
        expect(await dealOf(raced)).toMatchObject({ state: 'paid_held', chargedCents: (13_000 + round) * 100 });
        expect((await outOfPocket(racedDeal.id)).total).toBe((13_000 + round) * 100);
      }
    } finally {
      t.deps.payments = sandbox;
    }
  });

  it('a direct payment and a cancelled sale are never charged here', async () => {
    const direct = await acceptedOffer(7_000, buyer, 'direct');
    const res = await processPayment(direct);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'PAID_DIRECTLY', error: 'The buyer pays this seller directly; the seller confirms the payment on the deal page.' });
    expect(await charges(direct)).toEqual([]);

    const cancelled = await acceptedOffer(6_000);
    const deal = await dealOf(cancelled);
    expect((await post(seller, `/api/deals/${deal.id}/back-out`)).statusCode).toBe(200);
    const refused = await processPayment(cancelled);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('DEAL_CANCELLED');
    expect(await charges(cancelled)).toEqual([]);
    // The classified is on sale again; its offer stays accepted, its sale marked as cancelled.
    const [offer] = await t.database.db.select().from(offers).where(eq(offers.id, cancelled));
    expect(offer).toMatchObject({ status: 'accepted' });
    expect(offer!.saleCancelledAt).not.toBeNull();
    expect(await listed(cancelled)).toMatchObject({ deal: { state: 'cancelled' } });
  });
});
