import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { asc, eq } from 'drizzle-orm';
import { membershipSubscriptions, notifications, paymentWebhookEvents } from '../../db/schema.ts';
import { fixedClock } from '../clock.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { admin, member, type SignedIn } from '../../test/admin.ts';
import { createStripePayments } from './stripe-payments.ts';
import { startStripeStandIn, type StripeStandIn } from '../../test/stripe-stand-in.ts';

// A membership is a Stripe Billing subscription. The adapter is driven against a local
// stand-in that speaks Stripe's HTTP protocol; the renewals arrive as signed webhooks, as Stripe sends them.
const WEBHOOK_SECRET = 'whsec_test_secret';
const clock = fixedClock(new Date());
let standIn: StripeStandIn;
let t: TestApp;
let solo: { id: string };
let fleet: { id: string };

beforeAll(async () => {
  standIn = await startStripeStandIn();
  t = await createTestApp({ clock });
  t.deps.payments = createStripePayments({ secretKey: 'sk_test_123', webhookSecret: WEBHOOK_SECRET, host: '127.0.0.1', port: standIn.port, protocol: 'http' });
  const boss = await admin(t, 'boss@example.com');
  const create = (body: object) =>
    t
      .as(boss)
      .post('/api/admin/membership-plans', body)
      .then((r) => r.json());
  solo = await create({ name: 'Solo', monthlyPrice: 19, listingsIncluded: 1, featuredCredits: 1 });
  fleet = await create({ name: 'Fleet', monthlyPrice: 249, listingsIncluded: 50 });
}, 240_000);
afterAll(async () => {
  await t.close();
  await standIn.close();
});

const membership = (user: SignedIn) =>
  t
    .as(user)
    .get('/api/membership')
    .then((r) => r.json().membership);
const rows = (user: SignedIn) =>
  t.database.db.select().from(membershipSubscriptions).where(eq(membershipSubscriptions.userId, user.id)).orderBy(asc(membershipSubscriptions.createdAt));
const iso = (unix: unknown) => new Date(Number(unix) * 1000).toISOString();
const periodOf = (subId: string) => ({
  ...(standIn.billing.subscription(subId)!.items as { data: { current_period_start: number; current_period_end: number }[] }).data[0]!,
});

/** Delivers an event to the webhook as Stripe does, signed with the endpoint's secret (or another). */
function deliver(event: object, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  const header = new Stripe('sk_test_123').webhooks.generateTestHeaderString({ payload, secret });
  return t.anonymous.post('/api/payments/webhook', payload, { 'content-type': 'application/json', 'stripe-signature': header });
}

/** Subscribes through Stripe Checkout, pays it at the stand-in and verifies the return; answers the subscription. */
async function subscribe(user: SignedIn, planId: string): Promise<string> {
  const res = await t.as(user).post('/api/membership/subscribe', { planId });
  expect(res.statusCode, res.body).toBe(200);
  const sessionId = res.json<{ url: string }>().url.split('/').pop()!;
  const subId = standIn.billing.completeCheckout(sessionId);
  clock.set(new Date(Date.now() + 1000));
  expect((await t.as(user).post('/api/membership/checkout/verify', { session_id: sessionId })).json()).toMatchObject({ status: 'active' });
  return subId;
}

describe('membership subscriptions with Stripe Billing (against the stand-in)', () => {
  it('checks out a monthly subscription and starts the period Stripe bills', async () => {
    clock.set(new Date());
    const sam = await member(t, 'sam@example.com', 'Sam Stripe');
    const res = await t.as(sam).post('/api/membership/subscribe', { planId: solo.id });
    expect(res.json().url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
    const call = standIn.calls.findLast((c) => c.path === '/v1/checkout/sessions')!;
    expect(Object.fromEntries([...call.params.entries()].filter(([k]) => !k.startsWith('customer_email')))).toEqual({
      mode: 'subscription',
      client_reference_id: sam.id,
      'metadata[user_id]': sam.id,
      'metadata[purpose]': 'membership',
      'subscription_data[metadata][user_id]': sam.id,
      'subscription_data[metadata][purpose]': 'membership',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '1900',
      'line_items[0][price_data][recurring][interval]': 'month',
      'line_items[0][price_data][product_data][name]': 'Solo membership, renews monthly',
      success_url: 'http://localhost:3000/my-auctions?membership_success=true&session_id={CHECKOUT_SESSION_ID}',
      cancel_url: expect.stringMatching(/^http:\/\/localhost:3000\/my-auctions\?membership_cancelled=true&subscription_id=[0-9a-f-]{36}$/),
    });
    const sessionId = res.json().url.split('/').pop();
    // Not paid yet: nothing starts.
    expect((await t.as(sam).post('/api/membership/checkout/verify', { session_id: sessionId })).json()).toMatchObject({ status: 'failed' });
    const subId = standIn.billing.completeCheckout(sessionId);
    clock.set(new Date(Date.now() + 1000));
    expect((await t.as(sam).post('/api/membership/checkout/verify', { session_id: sessionId })).json()).toMatchObject({ status: 'active', planName: 'Solo' });
    const item = periodOf(subId);
    expect(await membership(sam)).toMatchObject({
      state: 'active',
      currentPeriodStart: iso(item.current_period_start),
      currentPeriodEnd: iso(item.current_period_end),
    });
    expect((await rows(sam))[0]).toMatchObject({ provider: 'stripe', providerSubscriptionId: subId, amountCents: 1900 });
  });

  it('starts the plan from the checkout.session.completed webhook alone (the member never came back)', async () => {
    clock.set(new Date());
    const wes = await member(t, 'wes@example.com', 'Wes Webhook');
    const sessionId = (await t.as(wes).post('/api/membership/subscribe', { planId: solo.id })).json<{ url: string }>().url.split('/').pop()!;
    const subId = standIn.billing.completeCheckout(sessionId);
    clock.set(new Date(Date.now() + 1000));
    const res = await deliver({
      id: 'evt_checkout',
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { id: sessionId, object: 'checkout.session' } },
    });
    expect(res.json()).toEqual({ received: true });
    expect(await membership(wes)).toMatchObject({ planName: 'Solo', state: 'active', currentPeriodEnd: iso(periodOf(subId).current_period_end) });
    const [recorded] = await t.database.db.select().from(paymentWebhookEvents).where(eq(paymentWebhookEvents.reference, sessionId));
    expect(recorded).toMatchObject({ outcome: 'processed', detail: 'Membership active' });
  });

  it('cancels at the period’s end and resumes through the subscription', async () => {
    clock.set(new Date());
    const cara = await member(t, 'cara@example.com', 'Cara Stripe');
    const subId = await subscribe(cara, solo.id);
    expect((await t.as(cara).post('/api/membership/cancel')).json().membership).toMatchObject({ state: 'ending' });
    expect(standIn.calls.findLast((c) => c.path === `/v1/subscriptions/${subId}`)?.params.get('cancel_at_period_end')).toBe('true');
    expect(standIn.billing.subscription(subId)).toMatchObject({ cancel_at_period_end: true, status: 'active' });
    expect((await t.as(cara).post('/api/membership/resume')).json().membership).toMatchObject({ state: 'active' });
    expect(standIn.billing.subscription(subId)).toMatchObject({ cancel_at_period_end: false });
    // Cancelled again, Stripe ends it at the period's end: the plan ends quietly.
    await t.as(cara).post('/api/membership/cancel');
    clock.set(new Date(periodOf(subId).current_period_end * 1000));
    expect((await deliver(standIn.billing.deletedEvent(subId, 'cancellation_requested'))).statusCode).toBe(200);
    expect((await rows(cara)).map((r) => [r.status, r.endReason, r.providerStopPending])).toEqual([['ended', 'cancelled', false]]);
    expect(await t.database.db.select().from(notifications).where(eq(notifications.userId, cara.id))).toEqual([]);
  });

  it('starts the next period when Stripe says the renewal is paid, once however often it says so', async () => {
    clock.set(new Date());
    const rob = await member(t, 'rob@example.com', 'Rob Renew');
    const subId = await subscribe(rob, solo.id);
    const first = periodOf(subId);
    const paid = standIn.billing.renewalEvent(subId, { paid: true });
    clock.set(new Date(first.current_period_end * 1000 + 3_600_000));
    // A forged event changes nothing.
    expect((await deliver(paid, 'whsec_wrong')).statusCode).toBe(400);
    expect(await rows(rob)).toHaveLength(1);
    for (let i = 0; i < 2; i++) expect((await deliver(paid)).json()).toEqual({ received: true });
    const second = periodOf(subId);
    const periods = await rows(rob);
    expect(periods.map((r) => [r.status, r.currentPeriodStart?.toISOString(), r.currentPeriodEnd?.toISOString(), r.checkoutSessionId])).toEqual([
      ['renewed', iso(first.current_period_start), iso(first.current_period_end), expect.stringMatching(/^cs_test_/)],
      ['active', iso(second.current_period_start), iso(second.current_period_end), (paid.data.object as { id: string }).id],
    ]);
    expect(second.current_period_start).toBe(first.current_period_end);
    expect(await membership(rob)).toMatchObject({ state: 'active', currentPeriodEnd: iso(second.current_period_end), listingsUsed: 0 });
    const recorded = await t.database.db.select().from(paymentWebhookEvents).where(eq(paymentWebhookEvents.reference, subId));
    expect(recorded.map((r) => [r.eventType, r.outcome, r.detail])).toEqual(
      expect.arrayContaining([
        ['invoice.paid', 'processed', `Membership renewed until ${iso(second.current_period_end)}`],
        ['invoice.paid', 'processed', 'This period was already recorded'],
      ]),
    );
  });

  it('shows Stripe’s retries of a failed renewal, then ends the plan and its subscription with a notice', async () => {
    clock.set(new Date());
    const dee = await member(t, 'dee@example.com', 'Dee Declined');
    const subId = await subscribe(dee, solo.id);
    const end = periodOf(subId).current_period_end * 1000;
    clock.set(new Date(end + 3_600_000));
    const retryAt = new Date(end + 86_400_000);
    const failed = standIn.billing.renewalEvent(subId, { paid: false, nextPaymentAttempt: retryAt });
    await deliver(failed);
    await deliver(failed);
    expect(await membership(dee)).toMatchObject({ state: 'past_due', nextRenewalAttemptAt: retryAt.toISOString() });
    expect((await t.mailer.list()).filter((m) => m.to === 'dee@example.com' && m.subject === 'We could not renew your Solo membership')).toHaveLength(1);
    for (let n = 2; n <= 3; n++) await deliver(standIn.billing.renewalEvent(subId, { paid: false, nextPaymentAttempt: new Date(end + n * 86_400_000) }));
    expect((await rows(dee))[0]).toMatchObject({ status: 'active', renewalFailures: 3 });
    // The fourth failure ends it, whatever Stripe's own schedule: the subscription is cancelled there.
    await deliver(standIn.billing.renewalEvent(subId, { paid: false, nextPaymentAttempt: new Date(end + 7 * 86_400_000) }));
    expect(await membership(dee)).toBeNull();
    expect((await rows(dee)).map((r) => [r.status, r.endReason, r.providerStopPending])).toEqual([['ended', 'payment_failed', false]]);
    expect(standIn.billing.subscription(subId)).toMatchObject({ status: 'canceled' });
    expect(standIn.calls.filter((c) => c.method === 'DELETE' && c.path === `/v1/subscriptions/${subId}`)).toHaveLength(1);
    const kinds = (await t.database.db.select().from(notifications).where(eq(notifications.userId, dee.id))).map((n) => n.notificationType).sort();
    expect(kinds).toEqual(['membership_ended', 'membership_payment_failed']);
    expect((await t.mailer.list()).filter((m) => m.to === 'dee@example.com' && m.subject === 'Your Solo membership has ended')).toHaveLength(1);
    // Stripe's own deletion afterwards changes nothing more.
    await deliver(standIn.billing.deletedEvent(subId, 'payment_failed'));
    expect((await t.mailer.list()).filter((m) => m.to === 'dee@example.com' && m.subject === 'Your Solo membership has ended')).toHaveLength(1);
  });

  it('ends the plan when Stripe gives up retrying, and when it cancels the subscription after failed payments', async () => {
    clock.set(new Date());
    const ed = await member(t, 'ed@example.com', 'Ed Ended');
    const subId = await subscribe(ed, solo.id);
    clock.set(new Date(periodOf(subId).current_period_end * 1000 + 3_600_000));
    await deliver(standIn.billing.renewalEvent(subId, { paid: false, nextPaymentAttempt: null }));
    expect((await rows(ed)).map((r) => [r.status, r.endReason])).toEqual([['ended', 'payment_failed']]);

    clock.set(new Date());
    const flo = await member(t, 'flo@example.com', 'Flo Failed');
    const floSub = await subscribe(flo, solo.id);
    clock.set(new Date(periodOf(floSub).current_period_end * 1000 + 3_600_000));
    await deliver(standIn.billing.deletedEvent(floSub, 'payment_failed'));
    expect((await rows(flo)).map((r) => [r.status, r.endReason])).toEqual([['ended', 'payment_failed']]);
    expect((await t.mailer.list()).filter((m) => m.to === 'flo@example.com' && m.subject === 'Your Solo membership has ended')).toHaveLength(1);
  });

  it('a new plan replaces the old at once, and the old subscription is cancelled at Stripe', async () => {
    clock.set(new Date());
    const uma = await member(t, 'uma@example.com', 'Uma Upgrade');
    const old = await subscribe(uma, solo.id);
    const next = await subscribe(uma, fleet.id);
    expect(await membership(uma)).toMatchObject({ planName: 'Fleet', state: 'active' });
    expect(standIn.billing.subscription(old)).toMatchObject({ status: 'canceled' });
    expect(standIn.billing.subscription(next)).toMatchObject({ status: 'active' });
    expect((await rows(uma)).map((r) => [r.status, r.providerStopPending])).toEqual([
      ['cancelled', false],
      ['active', false],
    ]);
  });
});
