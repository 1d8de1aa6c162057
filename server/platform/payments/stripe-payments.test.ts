import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import { auctions, bidderAuthorizations, paymentHolds } from '../../db/schema.ts';
import { GENERAL_AUTHORIZATION_AUCTION_ID } from '../../../domain/shared/auction-types.ts';
import type { Clock } from '../clock.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { makeAuction, makeUser, type TestUser } from '../../test/auction-fixtures.ts';
import { syncHolds } from '../../modules/auction-engine/hold-ledger.ts';
import { closeAuction } from '../../modules/auction-engine/close-auctions.ts';
import { auditAuction } from '../../modules/auction-engine/audit-auction.ts';
import { createStripePayments } from './stripe-payments.ts';
import { startStripeStandIn, type StripeStandIn } from '../../test/stripe-stand-in.ts';

const WEBHOOK_SECRET = 'whsec_test_secret';
let standIn: StripeStandIn;
let t: TestApp;
let seller: TestUser;
let buyer: TestUser;
let rival: TestUser;
/** The server's clock runs with real time, moved on by `ahead` ms to let holds lapse. */
let ahead = 0;
const clock: Clock = { now: () => new Date(Date.now() + ahead) };
const DAY = 86_400_000;
const provider = () =>
  createStripePayments({ secretKey: 'sk_test_123', webhookSecret: WEBHOOK_SECRET, host: '127.0.0.1', port: standIn.port, protocol: 'http' });

beforeAll(async () => {
  standIn = await startStripeStandIn();
  t = await createTestApp({ clock });
  t.deps.payments = provider();
  seller = await makeUser(t, 'Stripe Seller');
  buyer = await makeUser(t, 'Stripe Buyer', { authorized: false });
  rival = await makeUser(t, 'Stripe Rival', { authorized: false });
});
afterAll(async () => {
  await t.close();
  await standIn.close();
});

async function authorize(user: TestUser, auctionId: string, captureBefore?: number): Promise<string> {
  const created = (await t.as(user).post('/api/authorizations', { auction_id: auctionId, return_path: '/auction/stripe-car' })).json() as {
    checkout_url: string;
  };
  expect(created.checkout_url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
  const sessionId = created.checkout_url.split('/').pop()!;
  standIn.completeCheckout(sessionId, { captureBefore });
  return sessionId;
}

describe('Stripe provider against a local stand-in of Stripe’s API', () => {
  it('creates a Checkout Session for a $250 manual-capture hold that saves the card', async () => {
    const auctionId = await makeAuction(t, seller.id, { title: '1965 Shelby GT350' });
    const res = await t.as(buyer).post('/api/authorizations', { auction_id: auctionId, return_path: '/auction/shelby' });
    expect(res.statusCode).toBe(200);
    const call = standIn.calls.findLast((c) => c.path === '/v1/checkout/sessions')!;
    expect(call.params.get('mode')).toBe('payment');
    expect(call.params.get('line_items[0][price_data][unit_amount]')).toBe('25000');
    expect(call.params.get('line_items[0][price_data][currency]')).toBe('usd');
    expect(call.params.get('payment_intent_data[capture_method]')).toBe('manual');
    expect(call.params.get('payment_intent_data[setup_future_usage]')).toBe('off_session');
    expect(call.params.get('success_url')).toBe('http://localhost:3000/auction/shelby?authorization_success=true&session_id={CHECKOUT_SESSION_ID}');
    expect(call.params.get('cancel_url')).toBe('http://localhost:3000/auction/shelby?authorization_cancelled=true');
    expect(call.params.get('metadata[user_id]')).toBe(buyer.id);
  });

  it('verifies the session on return only once the hold is in place', async () => {
    const auctionId = await makeAuction(t, seller.id);
    const created = (await t.as(buyer).post('/api/authorizations', { auction_id: auctionId, return_path: '/auction/x' })).json() as { checkout_url: string };
    const sessionId = created.checkout_url.split('/').pop()!;
    expect((await t.as(buyer).post('/api/authorizations/verify', { session_id: sessionId })).json()).toMatchObject({
      success: false,
      error: 'Authorization payment verification failed',
    });
    const captureBefore = Math.floor(Date.now() / 1000) + 6 * 86_400;
    standIn.completeCheckout(sessionId, { captureBefore });
    expect((await t.as(rival).post('/api/authorizations/verify', { session_id: sessionId })).json().success).toBe(false);
    expect((await t.as(buyer).post('/api/authorizations/verify', { session_id: sessionId })).json()).toEqual({ success: true });
    // The general authorization (SPEC 3), lapsing when Stripe says the card hold does.
    const [row] = await t.database.db.select().from(bidderAuthorizations).where(eq(bidderAuthorizations.userId, buyer.id));
    expect(row).toMatchObject({ status: 'authorized', auctionId: GENERAL_AUTHORIZATION_AUCTION_ID, expiresAt: new Date(captureBefore * 1000) });
    expect(row!.providerReference).toMatch(/^pi_/);
    expect((await t.as(buyer).post('/api/authorizations/check', { auction_id: await makeAuction(t, seller.id) })).json()).toEqual({
      has_authorization: true,
      status: 'active',
      expires_at: new Date(captureBefore * 1000).toISOString(),
    });
  });

  it('accepts webhooks only with a valid signature (the SDK’s own test header)', async () => {
    const auctionId = await makeAuction(t, seller.id);
    const sessionId = await authorize(rival, auctionId);
    const payload = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { id: sessionId, object: 'checkout.session' } },
    });
    const stripe = new Stripe('sk_test_123');
    const forged = stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_wrong' });
    const bad = await t.anonymous.post('/api/payments/webhook', payload, { 'content-type': 'application/json', 'stripe-signature': forged });
    expect(bad.statusCode).toBe(400);
    expect((await t.as(rival).post('/api/authorizations/check', { auction_id: auctionId })).json()).toMatchObject({ has_authorization: false });
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const good = await t.anonymous.post('/api/payments/webhook', payload, { 'content-type': 'application/json', 'stripe-signature': header });
    expect(good.statusCode).toBe(200);
    expect(good.json()).toEqual({ received: true });
    expect((await t.as(rival).post('/api/authorizations/check', { auction_id: auctionId })).json()).toMatchObject({ has_authorization: true });
  });

  it('tests the connection with a balance read, and says what Stripe answered when the key is refused', async () => {
    expect(await provider().testConnection!()).toEqual({ ok: true, message: 'Stripe answered in test mode.' });
    expect(standIn.calls.findLast((c) => c.path === '/v1/balance')?.method).toBe('GET');
    const refused = createStripePayments({ secretKey: 'sk_live_wrong', webhookSecret: null, host: '127.0.0.1', port: standIn.port, protocol: 'http' });
    expect(await refused.testConnection!()).toEqual({ ok: false, message: 'Invalid API Key provided' });
  });

  it('places 2.5% holds on the saved card after commit, cancels the outbid one and captures the fee at close', async () => {
    const auctionId = await makeAuction(t, seller.id, { startingPrice: 10_000 });
    const holder = await makeUser(t, 'Stripe Holder', { authorized: false });
    const outbid = await makeUser(t, 'Stripe Outbid', { authorized: false });
    for (const u of [holder, outbid]) {
      const sessionId = await authorize(u, auctionId);
      expect((await t.as(u).post('/api/authorizations/verify', { session_id: sessionId })).json().success).toBe(true);
    }
    expect((await t.as(holder).post('/api/bids', { auction_id: auctionId, amount: 10_100 })).statusCode).toBe(200);
    expect((await t.as(outbid).post('/api/bids', { auction_id: auctionId, amount: 10_200 })).statusCode).toBe(200);
    await syncHolds(t.deps, auctionId);
    let holds = await t.database.db.select().from(paymentHolds).where(eq(paymentHolds.auctionId, auctionId));
    expect(holds.every((h) => h.providerSyncedStatus === h.status && h.providerReference?.startsWith('pi_'))).toBe(true);
    const released = holds.find((h) => h.status === 'released')!;
    const held = holds.find((h) => h.status === 'held')!;
    expect(standIn.paymentIntent(released.providerReference!)).toMatchObject({ status: 'canceled', amount: 25_300, capture_method: 'manual' });
    expect(standIn.paymentIntent(held.providerReference!)).toMatchObject({ status: 'requires_capture', amount: 25_500 });

    await t.database.db
      .update(auctions)
      .set({ endTime: new Date(Date.now() - 1000) })
      .where(eq(auctions.id, auctionId));
    expect(await closeAuction(t.deps, auctionId)).toBe(true);
    await syncHolds(t.deps, auctionId);
    holds = await t.database.db.select().from(paymentHolds).where(eq(paymentHolds.auctionId, auctionId));
    const fee = holds.find((h) => h.status === 'captured')!;
    expect(fee.userId).toBe(outbid.id);
    expect(standIn.paymentIntent(fee.providerReference!)).toMatchObject({ status: 'succeeded', amount_received: 25_500 });
    expect(await auditAuction(t.database.db, auctionId)).toEqual([]);
  });
  it('when the card holds lapse: asks for a renewal, takes the buyer fee from the saved card at close, charges an accepted offer to it', async () => {
    const member = await makeUser(t, 'Stripe Lapsing', { authorized: false });
    const auctionId = await makeAuction(t, seller.id, { startingPrice: 10_000 });
    const first = await authorize(member, auctionId);
    expect((await t.as(member).post('/api/authorizations/verify', { session_id: first })).json()).toEqual({ success: true });
    const general = async () => (await t.database.db.select().from(bidderAuthorizations).where(eq(bidderAuthorizations.userId, member.id)))[0]!;
    const authorizationIntent = (await general()).providerReference!;
    expect((await t.as(member).post('/api/bids', { auction_id: auctionId, amount: 10_100 })).statusCode).toBe(200);
    await syncHolds(t.deps, auctionId);
    const [bidHold] = await t.database.db.select().from(paymentHolds).where(eq(paymentHolds.auctionId, auctionId));
    const card = standIn.paymentIntent(bidHold!.providerReference!)!;
    expect(card).toMatchObject({ status: 'requires_capture', customer: standIn.paymentIntent(authorizationIntent)!.customer });

    try {
      // Eight days on, Stripe has cancelled both uncaptured card holds.
      ahead = 8 * DAY;
      standIn.lapse(authorizationIntent);
      standIn.lapse(bidHold!.providerReference!);
      const lapsedAt = (await general()).expiresAt!.toISOString();
      expect((await t.as(member).post('/api/authorizations/check', { auction_id: auctionId })).json()).toEqual({
        has_authorization: false,
        status: 'lapsed',
        expires_at: lapsedAt,
      });
      const other = await makeAuction(t, seller.id, {}, clock.now());
      const refused = await t.as(member).post('/api/bids', { auction_id: other, amount: 10_100 });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'AUTHORIZATION_REQUIRED', error: 'Your $250 authorization has expired. Please renew it to bid.' });

      // The sale goes on: the lapsed bid hold's fee is charged to the card it was on, off-session.
      await t.database.db
        .update(auctions)
        .set({ endTime: new Date(clock.now().getTime() - 1000) })
        .where(eq(auctions.id, auctionId));
      expect(await closeAuction(t.deps, auctionId)).toBe(true);
      await syncHolds(t.deps, auctionId);
      const [fee] = await t.database.db.select().from(paymentHolds).where(eq(paymentHolds.auctionId, auctionId));
      expect(fee).toMatchObject({ status: 'captured', providerSyncedStatus: 'captured', userId: member.id });
      const charge = standIn.calls.findLast(
        (c) => c.path === '/v1/payment_intents' && c.method === 'POST' && c.params.get('metadata[purpose]') === 'buyer_fee',
      )!;
      expect(Object.fromEntries(['amount', 'customer', 'payment_method', 'confirm', 'off_session'].map((k) => [k, charge.params.get(k)]))).toEqual({
        amount: '25300',
        customer: card.customer,
        payment_method: card.payment_method,
        confirm: 'true',
        off_session: 'true',
      });
      expect(await auditAuction(t.database.db, auctionId)).toEqual([]);

      // An accepted offer is charged to the card the lapsed authorization saved.
      const paid = await t.deps.payments.chargeOffer({
        paymentId: 'lapsed-offer',
        attempt: 1,
        userId: member.id,
        auctionId: other,
        amountCents: 500_000,
        description: 'Accepted offer',
        authorizationReference: authorizationIntent,
      });
      expect(standIn.paymentIntent(paid.reference)).toMatchObject({ status: 'succeeded', amount: 500_000, customer: card.customer });

      // Renewing: a new checkout; the lapsed record keeps naming the saved card until the new hold is verified.
      const renewal = await authorize(member, other, Math.floor(clock.now().getTime() / 1000) + 7 * 86_400);
      expect(await general()).toMatchObject({ status: 'authorized', providerReference: authorizationIntent });
      expect((await t.as(member).post('/api/authorizations/verify', { session_id: renewal })).json()).toEqual({ success: true });
      const renewed = await general();
      expect(renewed.providerReference).not.toBe(authorizationIntent);
      expect(renewed.expiresAt!.getTime()).toBeGreaterThan(clock.now().getTime());
      expect((await t.as(member).post('/api/bids', { auction_id: other, amount: 10_100 })).statusCode).toBe(200);
      // The lapsed checkout verified again renews nothing.
      expect((await t.as(member).post('/api/authorizations/verify', { session_id: first })).json()).toMatchObject({ success: false });
    } finally {
      ahead = 0;
    }
  });
});
