import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import { payoutAccounts } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { makeAuction, makeUser, type TestUser } from '../../test/auction-fixtures.ts';
import { MoneyMoveError, type PaymentsProvider } from './payments.ts';
import { completeSandboxCheckout, completeSandboxOnboarding, createSandboxPayments, sandboxMovesOf } from './sandbox-payments.ts';
import { createStripePayments } from './stripe-payments.ts';
import { startStripeStandIn, type StripeStandIn } from '../../test/stripe-stand-in.ts';

/**
 * A held deal's money through the payments interface, the same on the sandbox and on
 * Stripe (against the local stand-in of its API): the checkout in the deal's transfer group, a transfer
 * and a refund each retried under the same (deal, step) moving money once, never more out than came in,
 * and Connect onboarding of a seller.
 */
const WEBHOOK_SECRET = 'whsec_deal_secret';
let t: TestApp;
let standIn: StripeStandIn;
let seller: TestUser;
let buyer: TestUser;
let auctionId: string;

beforeAll(async () => {
  standIn = await startStripeStandIn();
  t = await createTestApp();
  seller = await makeUser(t, 'Payout Seller');
  buyer = await makeUser(t, 'Deal Buyer');
  auctionId = await makeAuction(t, seller.id, { title: '1967 Jaguar E-Type' });
});
afterAll(async () => {
  await t.close();
  await standIn.close();
});

const stripeProvider = () =>
  createStripePayments({ secretKey: 'sk_test_deal', webhookSecret: WEBHOOK_SECRET, host: '127.0.0.1', port: standIn.port, protocol: 'http' });

interface Emulated {
  provider: () => PaymentsProvider;
  /** What the hosted checkout does when the buyer pays. */
  pay(sessionId: string): Promise<void>;
  /** What the hosted onboarding does when the seller finishes it. */
  onboard(accountId: string): Promise<void>;
  /** How many transfers and refunds the provider holds for a charge. */
  moves(reference: string): Promise<{ transfers: number; refunds: number }>;
}

/** A deal's checkout of `amountCents` by the buyer, coming back to the deal's page. */
const dealCheckout = (dealId: string, amountCents: number) => ({
  dealId,
  userId: buyer.id,
  email: buyer.email,
  auctionId,
  description: '1967 Jaguar E-Type',
  amountCents,
  successUrl: `http://localhost:3000/deals/${dealId}?deal_payment={CHECKOUT_SESSION_ID}`,
  successPath: `/deals/${dealId}?deal_payment={CHECKOUT_SESSION_ID}`,
  cancelUrl: `http://localhost:3000/deals/${dealId}?deal_payment=cancelled`,
  cancelPath: `/deals/${dealId}?deal_payment=cancelled`,
});

const providers: Record<'sandbox' | 'stripe', Emulated> = {
  sandbox: {
    provider: () => createSandboxPayments(t.database.db),
    pay: async (id) => void (await completeSandboxCheckout(t.database.db, id, 'authorized')),
    onboard: async (id) => void (await completeSandboxOnboarding(t.database.db, id)),
    async moves(reference) {
      const rows = await sandboxMovesOf(t.database.db, reference);
      return { transfers: rows.filter((r) => r.kind === 'transfer').length, refunds: rows.filter((r) => r.kind === 'refund').length };
    },
  },
  stripe: {
    provider: stripeProvider,
    pay: async (id) => standIn.completeCheckout(id),
    onboard: async (id) => standIn.completeOnboarding(id),
    async moves(reference) {
      const charge = standIn.paymentIntent(reference)!.latest_charge;
      return {
        transfers: [...standIn.transfers.values()].filter((x) => x.source_transaction === charge).length,
        refunds: [...standIn.refunds.values()].filter((x) => x.payment_intent === reference).length,
      };
    },
  },
};

describe.each(['sandbox', 'stripe'] as const)('a held deal’s money on the %s provider', (kind) => {
  const e = providers[kind];

  it('onboards a seller: an Express account, a link to its onboarding, and payouts enabled once it is done', async () => {
    const p = e.provider();
    const { accountId } = await p.createPayoutAccount({ userId: seller.id, email: seller.email });
    const link = await p.createOnboardingLink({
      accountId,
      returnUrl: 'http://localhost:3000/profile?payouts=return',
      returnPath: '/profile?payouts=return',
      refreshUrl: 'http://localhost:3000/profile?payouts=refresh',
      refreshPath: '/profile?payouts=refresh',
    });
    expect(link.url).toMatch(kind === 'sandbox' ? /^\/sandbox\/connect\/acct_sandbox_/ : /^https:\/\/connect\.stripe\.test\/setup\//);
    expect(await p.payoutAccountStatus(accountId)).toEqual({ detailsSubmitted: false, chargesEnabled: false, payoutsEnabled: false });
    await e.onboard(accountId);
    expect(await p.payoutAccountStatus(accountId)).toEqual({ detailsSubmitted: true, chargesEnabled: true, payoutsEnabled: true });
    if (kind === 'stripe') {
      const call = standIn.calls.findLast((c) => c.path === '/v1/accounts')!;
      expect([call.params.get('type'), call.params.get('capabilities[transfers][requested]'), call.params.get('metadata[user_id]')]).toEqual([
        'express',
        'true',
        seller.id,
      ]);
    }
  });

  it('charges the price in the deal’s transfer group; a transfer and a refund retried under the same key happen once; no more goes out than came in', async () => {
    const p = e.provider();
    const dealId = crypto.randomUUID();
    const { accountId } = await p.createPayoutAccount({ userId: `${seller.id}`, email: `${kind}-payee@example.com` });
    await e.onboard(accountId);

    const checkout = await p.createDealCheckout(dealCheckout(dealId, 5_000_000));
    expect(await p.verifyDealCheckout(checkout.sessionId)).toMatchObject({ paid: false, dealId });
    if (kind === 'stripe') {
      const call = standIn.calls.findLast((c) => c.path === '/v1/checkout/sessions')!;
      expect(call.params.get('payment_intent_data[transfer_group]')).toBe(`deal_${dealId}`);
      expect(call.params.get('payment_intent_data[capture_method]')).toBeNull();
      expect(call.params.get('metadata[purpose]')).toBe('deal_payment');
    }
    await e.pay(checkout.sessionId);
    const paid = await p.verifyDealCheckout(checkout.sessionId);
    expect(paid).toMatchObject({ paid: true, dealId, userId: buyer.id, amountCents: 5_000_000 });
    const reference = paid.reference!;
    if (kind === 'stripe') expect(standIn.paymentIntent(reference)).toMatchObject({ status: 'succeeded', transfer_group: `deal_${dealId}` });

    // A split: $30,000 to the seller, $20,000 back to the buyer, each asked three times (two at once).
    const transfer = { dealId, step: 'transfer', paymentReference: reference, destinationAccount: accountId, amountCents: 3_000_000 };
    const refund = { dealId, step: 'refund', paymentReference: reference, amountCents: 2_000_000 };
    const transfers = await Promise.all([p.transferToSeller(transfer), p.transferToSeller(transfer)]);
    transfers.push(await p.transferToSeller(transfer));
    const refunds = await Promise.all([p.refundBuyer(refund), p.refundBuyer(refund)]);
    refunds.push(await p.refundBuyer(refund));
    expect(new Set(transfers.map((x) => x.reference)).size).toBe(1);
    expect(new Set(refunds.map((x) => x.reference)).size).toBe(1);
    expect(await e.moves(reference)).toEqual({ transfers: 1, refunds: 1 });
    if (kind === 'stripe') {
      expect(standIn.transfers.get(transfers[0]!.reference)).toMatchObject({ amount: 3_000_000, destination: accountId, transfer_group: `deal_${dealId}` });
      expect(standIn.refunds.get(refunds[0]!.reference)).toMatchObject({ amount: 2_000_000, payment_intent: reference });
    }

    // Nothing is left: another step's refund or transfer is refused with the provider's reason, and moves nothing.
    await expect(p.refundBuyer({ ...refund, step: 'refund-again', amountCents: 100 })).rejects.toBeInstanceOf(MoneyMoveError);
    await expect(p.transferToSeller({ ...transfer, step: 'transfer-again', amountCents: 100 })).rejects.toBeInstanceOf(MoneyMoveError);
    expect(await e.moves(reference)).toEqual({ transfers: 1, refunds: 1 });
  });

  it('returns a second payment of a deal in full from that payment, under its own step, once; the payment that paid the deal is untouched', async () => {
    const p = e.provider();
    const dealId = crypto.randomUUID();
    const paidCheckout = async () => {
      const c = await p.createDealCheckout(dealCheckout(dealId, 4_000_000));
      await e.pay(c.sessionId);
      return (await p.verifyDealCheckout(c.sessionId)).reference!;
    };
    const first = await paidCheckout();
    const second = await paidCheckout();
    expect(second).not.toBe(first);
    const ret = { dealId, step: `return:${second}`, paymentReference: second, amountCents: 4_000_000 };
    const done = await Promise.all([p.refundBuyer(ret), p.refundBuyer(ret)]);
    expect(new Set(done.map((x) => x.reference)).size).toBe(1);
    expect(await e.moves(second)).toEqual({ transfers: 0, refunds: 1 });
    expect(await e.moves(first)).toEqual({ transfers: 0, refunds: 0 });
    if (kind === 'stripe') expect(standIn.refunds.get(done[0]!.reference)).toMatchObject({ amount: 4_000_000, payment_intent: second });
  });

  it('refuses a transfer to an account that cannot receive payouts yet (and takes it once it can), and a refund of an unpaid checkout', async () => {
    const p = e.provider();
    const dealId = crypto.randomUUID();
    const { accountId } = await p.createPayoutAccount({ userId: crypto.randomUUID(), email: `${kind}-pending@example.com` });
    const checkout = await p.createDealCheckout({
      dealId,
      userId: buyer.id,
      email: buyer.email,
      auctionId,
      description: 'Car',
      amountCents: 100_000,
      successUrl: 'http://localhost:3000/x',
      successPath: '/x',
      cancelUrl: 'http://localhost:3000/y',
      cancelPath: '/y',
    });
    const unpaidRef = kind === 'sandbox' ? checkout.sessionId : 'pi_unknown';
    await expect(p.refundBuyer({ dealId, step: 'refund-unpaid', paymentReference: unpaidRef, amountCents: 100 })).rejects.toBeInstanceOf(MoneyMoveError);
    await e.pay(checkout.sessionId);
    const { reference } = await p.verifyDealCheckout(checkout.sessionId);
    await expect(
      p.transferToSeller({ dealId, step: 'transfer', paymentReference: reference!, destinationAccount: accountId, amountCents: 100_000 }),
    ).rejects.toBeInstanceOf(MoneyMoveError);
    expect(await e.moves(reference!)).toEqual({ transfers: 0, refunds: 0 });
    // Once the seller finishes onboarding, the same step's retry goes through (a refusal is not kept under its key).
    await e.onboard(accountId);
    await p.transferToSeller({ dealId, step: 'transfer', paymentReference: reference!, destinationAccount: accountId, amountCents: 60_000 });
    expect(await e.moves(reference!)).toEqual({ transfers: 1, refunds: 0 });
    // The rest is refunded.
    await p.refundBuyer({ dealId, step: 'refund', paymentReference: reference!, amountCents: 40_000 });
    expect(await e.moves(reference!)).toEqual({ transfers: 1, refunds: 1 });
  });
});

describe('payouts from the seller’s profile (POST /api/payouts/onboarding, GET /api/payouts/status)', () => {
  const get = (user: TestUser, url: string) => t.as(user).get(url);
  const post = (user: TestUser, url: string) => t.as(user).post(url);

  it('on the sandbox: its onboarding page, back to the profile, payouts enabled', async () => {
    t.deps.payments = createSandboxPayments(t.database.db);
    const member = await makeUser(t, 'Sandbox Payee');
    expect((await get(member, '/api/payouts/status')).json()).toEqual({
      state: 'none',
      details_submitted: false,
      charges_enabled: false,
      payouts_enabled: false,
    });
    const started = await post(member, '/api/payouts/onboarding');
    expect(started.statusCode).toBe(200);
    const url: string = started.json().url;
    expect(url).toMatch(/^\/sandbox\/connect\/acct_sandbox_[0-9a-f]+$/);
    // A second press keeps the same account.
    expect((await post(member, '/api/payouts/onboarding')).json().url).toBe(url);
    expect((await get(member, '/api/payouts/status')).json()).toMatchObject({ state: 'pending', payouts_enabled: false });
    const page = await t.anonymous.get(url);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('TEST MODE · Sandbox payouts');
    expect(page.body).toContain('Complete test setup');
    const done = await t.anonymous.post(`${url}/complete`, '', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe('/profile?payouts=return');
    expect((await get(member, '/api/payouts/status')).json()).toEqual({
      state: 'enabled',
      details_submitted: true,
      charges_enabled: true,
      payouts_enabled: true,
    });
    expect((await t.anonymous.get('/sandbox/connect/acct_sandbox_nope')).statusCode).toBe(404);
  });

  it('on Stripe: an Express account and its link; its account.updated webhook, signed, enables payouts', async () => {
    t.deps.payments = stripeProvider();
    const member = await makeUser(t, 'Stripe Payee');
    const started = await post(member, '/api/payouts/onboarding');
    expect(started.json().url).toMatch(/^https:\/\/connect\.stripe\.test\/setup\/e\/acct_/);
    const link = standIn.calls.findLast((c) => c.path === '/v1/account_links')!;
    expect([link.params.get('type'), link.params.get('return_url'), link.params.get('refresh_url')]).toEqual([
      'account_onboarding',
      'http://localhost:3000/profile?payouts=return',
      'http://localhost:3000/profile?payouts=refresh',
    ]);
    const [row] = await t.database.db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, member.id));
    expect(row).toMatchObject({ provider: 'stripe', payoutsEnabled: false });
    standIn.completeOnboarding(row!.accountId);

    const payload = JSON.stringify(standIn.accountUpdatedEvent(row!.accountId));
    const stripe = new Stripe('sk_test_deal');
    const forged = await t.anonymous.post('/api/payments/webhook', payload, {
      'content-type': 'application/json',
      'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_wrong' }),
    });
    expect(forged.statusCode).toBe(400);
    expect((await t.database.db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, member.id)))[0]!.payoutsEnabled).toBe(false);
    const signed = await t.anonymous.post('/api/payments/webhook', payload, {
      'content-type': 'application/json',
      'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
    });
    expect(signed.statusCode).toBe(200);
    expect((await t.database.db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, member.id)))[0]).toMatchObject({
      payoutsEnabled: true,
      chargesEnabled: true,
      detailsSubmitted: true,
    });
    const accountReads = standIn.calls.filter((c) => c.method === 'GET' && c.path === `/v1/accounts/${row!.accountId}`).length;
    expect((await get(member, '/api/payouts/status')).json()).toEqual({
      state: 'enabled',
      details_submitted: true,
      charges_enabled: true,
      payouts_enabled: true,
    });
    // Enabled is kept: the status no longer asks Stripe.
    expect(standIn.calls.filter((c) => c.method === 'GET' && c.path === `/v1/accounts/${row!.accountId}`).length).toBe(accountReads);
  });
});
