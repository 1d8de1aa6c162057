import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import { adminAuditLog, paymentWebhookEvents } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { admin, member, type SignedIn } from '../../test/admin.ts';
import { makeAuction, makeUser } from '../../test/auction-fixtures.ts';
import { createStripePayments } from '../../platform/payments/stripe-payments.ts';
import { startStripeStandIn, type StripeStandIn } from '../../test/stripe-stand-in.ts';
import { recordWebhookEvent, WEBHOOK_EVENTS_KEPT } from './record-webhook-event.ts';
import { secretKeyStatus } from './payments-overview.ts';

const SECRET_KEY = 'sk_test_51SuperSecretKeyValue0123456789';
const WEBHOOK_SECRET = 'whsec_TopSecretWebhookValue987654321';

const webhook = (t: TestApp, payload: string, signature?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: { 'content-type': 'application/json', ...(signature && { 'stripe-signature': signature }) },
    payload,
  });
const auditsOf = async (t: TestApp, action: string) =>
  (await t.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.action, action))).sort((a, b) => +a.createdAt - +b.createdAt);

describe('the sandbox provider (the default)', () => {
  let t: TestApp;
  let boss: SignedIn;
  let mel: SignedIn;
  beforeAll(async () => {
    t = await createTestApp();
    boss = await admin(t, 'boss@example.com', 'Boss Admin');
    mel = await member(t, 'mel@example.com', 'Mel Member');
  }, 240_000);
  afterAll(async () => {
    await t.close();
  });

  it('shows the admin the provider, unset keys and the webhook address; refuses members and visitors', async () => {
    const res = await t.as(boss).get('/api/admin/payments');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      provider: 'sandbox',
      isTestSite: false,
      mode: null,
      secretKey: { set: false, hint: null },
      webhookSecret: { set: false, hint: null },
      webhookUrl: 'http://localhost:3000/api/payments/webhook',
      events: [],
    });
    expect((await t.as(mel).get('/api/admin/payments')).statusCode).toBe(403);
    expect((await t.as(mel).post('/api/admin/payments/test')).statusCode).toBe(403);
    expect((await t.anonymous.get('/api/admin/payments')).statusCode).toBe(401);
    expect((await t.anonymous.post('/api/admin/payments/test')).statusCode).toBe(401);
    expect(await auditsOf(t, 'payments.test')).toEqual([]);
  });

  it('tests the connection: the built-in sandbox is OK, and the test is in the audit log', async () => {
    const res = await t.as(boss).post('/api/admin/payments/test');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ provider: 'sandbox', ok: true, message: expect.stringContaining('built-in sandbox') });
    const [entry] = await auditsOf(t, 'payments.test');
    expect(entry).toMatchObject({ actorId: boss.id, entity: 'payments', entityId: 'sandbox', after: { provider: 'sandbox', ok: true } });
  });

  it('records a webhook call the sandbox cannot take as rejected, without its payload', async () => {
    const res = await webhook(t, '{"type":"checkout.session.completed","data":{"object":{"id":"cs_x"}}}', 't=1,v1=abc');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Invalid signature', code: 'INVALID_SIGNATURE' });
    const events = (await t.as(boss).get('/api/admin/payments')).json().events;
    expect(events).toEqual([
      expect.objectContaining({ provider: 'sandbox', outcome: 'rejected', eventType: null, reference: null, detail: 'The sandbox provider takes no webhooks' }),
    ]);
  });

  it('keeps only the newest calls, so a flood of bad calls cannot grow the record without bound', async () => {
    const start = Date.now() - 86_400_000;
    await t.database.db
      .insert(paymentWebhookEvents)
      .values(
        Array.from({ length: WEBHOOK_EVENTS_KEPT + 20 }, (_, i) => ({ provider: 'sandbox', outcome: 'rejected', createdAt: new Date(start + i * 1000) })),
      );
    await webhook(t, '{}', 't=1,v1=abc');
    const rows = await t.database.db.select({ createdAt: paymentWebhookEvents.createdAt }).from(paymentWebhookEvents);
    expect(rows.length).toBe(WEBHOOK_EVENTS_KEPT);
    // The oldest went; the call just made stayed.
    expect(Math.min(...rows.map((r) => +r.createdAt))).toBeGreaterThan(start + 20 * 1000);
    expect(Math.max(...rows.map((r) => +r.createdAt))).toBeGreaterThan(Date.now() - 60_000);
  });
});

describe('the Stripe provider (against a local stand-in of Stripe’s API)', () => {
  let t: TestApp;
  let standIn: StripeStandIn;
  let boss: SignedIn;
  const stripe = new Stripe('sk_test_123');
  const sign = (payload: string, secret = WEBHOOK_SECRET) => stripe.webhooks.generateTestHeaderString({ payload, secret });
  const event = (type: string, object: Record<string, unknown>) => JSON.stringify({ id: `evt_${type}`, object: 'event', type, data: { object } });
  const events = async () =>
    (await t.as(boss).get('/api/admin/payments')).json().events as {
      eventType: string | null;
      reference: string | null;
      outcome: string;
      detail: string | null;
    }[];
  const standInPayments = (secretKey: string) =>
    createStripePayments({ secretKey, webhookSecret: WEBHOOK_SECRET, host: '127.0.0.1', port: standIn.port, protocol: 'http' });

  beforeAll(async () => {
    standIn = await startStripeStandIn();
    t = await createTestApp({ env: { PAYMENTS_PROVIDER: 'stripe', STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET } });
    t.deps.payments = standInPayments(SECRET_KEY);
    boss = await admin(t, 'boss@example.com', 'Boss Admin');
  }, 240_000);
  afterAll(async () => {
    await t.close();
    await standIn.close();
  });

  it('says which keys are set and in which mode, and never shows a secret', async () => {
    const res = await t.as(boss).get('/api/admin/payments');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      provider: 'stripe',
      mode: 'test',
      secretKey: { set: true, hint: 'sk_test_…' },
      webhookSecret: { set: true, hint: 'whsec_…' },
    });
    expect(res.body).not.toContain(SECRET_KEY);
    expect(res.body).not.toContain(WEBHOOK_SECRET);
    expect(res.body).not.toContain('SuperSecret');
    expect(res.body).not.toContain('TopSecret');
  });

  it('records each webhook call with its outcome, newest first, and answers Stripe as before', async () => {
    const seller = await makeUser(t, 'Webhook Seller');
    const bidder = await makeUser(t, 'Webhook Bidder', { authorized: false });
    const auctionId = await makeAuction(t, seller.id);
    const created = await t.as(bidder).post('/api/authorizations', { auction_id: auctionId, return_path: '/auction/x' });
    const sessionId = (created.json() as { checkout_url: string }).checkout_url.split('/').pop()!;
    standIn.completeCheckout(sessionId);

    const paid = event('checkout.session.completed', { id: sessionId, object: 'checkout.session' });
    const forged = await webhook(t, paid, sign(paid, 'whsec_wrong'));
    expect(forged.statusCode).toBe(400);
    const unsigned = await webhook(t, paid);
    expect(unsigned.statusCode).toBe(400);
    const other = event('payment_intent.created', { id: 'pi_123', object: 'payment_intent' });
    expect((await webhook(t, other, sign(other))).json()).toEqual({ received: true });
    const unknown = event('checkout.session.completed', { id: 'cs_test_unknown', object: 'checkout.session' });
    expect((await webhook(t, unknown, sign(unknown))).json()).toEqual({ received: true });
    const good = await webhook(t, paid, sign(paid));
    expect(good.statusCode).toBe(200);
    expect(good.json()).toEqual({ received: true });
    const check = await t.as(bidder).post('/api/authorizations/check', { auction_id: auctionId });
    expect(check.json()).toMatchObject({ has_authorization: true, status: 'active' });

    expect((await events()).map((e) => [e.outcome, e.eventType, e.reference, e.detail])).toEqual([
      ['processed', 'checkout.session.completed', sessionId, 'Bidder authorization recorded'],
      ['failed', 'checkout.session.completed', 'cs_test_unknown', 'The checkout was not verified as paid'],
      ['ignored', 'payment_intent.created', null, 'Not an event this site acts on'],
      ['rejected', null, null, 'No Stripe-Signature header'],
      ['rejected', null, null, 'Invalid signature'],
    ]);
  });

  it('answers the webhook the same when its record cannot be written', async () => {
    const before = await t.database.db.select().from(paymentWebhookEvents);
    const clock = t.deps.clock;
    t.deps.clock = { now: () => new Date(Number.NaN) };
    try {
      const other = event('customer.created', { id: 'cus_1', object: 'customer' });
      const res = await webhook(t, other, sign(other));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ received: true });
    } finally {
      t.deps.clock = clock;
    }
    expect(await t.database.db.select().from(paymentWebhookEvents)).toHaveLength(before.length);
  });

  it('tests the connection with a read at Stripe, ok or failed with Stripe’s message, each in the audit log', async () => {
    const ok = await t.as(boss).post('/api/admin/payments/test');
    expect(ok.json()).toMatchObject({ provider: 'stripe', ok: true, message: 'Stripe answered in test mode.' });
    expect(standIn.calls.findLast((c) => c.path === '/v1/balance')).toBeDefined();

    t.deps.payments = standInPayments('sk_live_refused');
    try {
      const failed = await t.as(boss).post('/api/admin/payments/test');
      expect(failed.statusCode).toBe(200);
      expect(failed.json()).toMatchObject({ provider: 'stripe', ok: false, message: 'Invalid API Key provided' });
    } finally {
      t.deps.payments = standInPayments(SECRET_KEY);
    }
    expect((await auditsOf(t, 'payments.test')).map((e) => [e.actorId, e.entityId, e.after])).toEqual([
      [boss.id, 'stripe', { provider: 'stripe', ok: true, message: 'Stripe answered in test mode.' }],
      [boss.id, 'stripe', { provider: 'stripe', ok: false, message: 'Invalid API Key provided' }],
    ]);
  });
});

describe('recording webhook events', () => {
  it('never throws, even when the database refuses the record', async () => {
    const warnings: unknown[] = [];
    const deps = {
      db: {
        insert: () => {
          throw new Error('database down');
        },
      },
      clock: { now: () => new Date() },
      logger: { warn: (o: unknown) => warnings.push(o) },
    } as unknown as Parameters<typeof recordWebhookEvent>[0];
    await expect(recordWebhookEvent(deps, { provider: 'stripe', outcome: 'rejected' })).resolves.toBeUndefined();
    expect(warnings).toHaveLength(1);
  });

  it('hints at a key’s kind and mode only by its documented prefix', () => {
    expect(secretKeyStatus(undefined)).toEqual({ set: false, hint: null, mode: null });
    expect(secretKeyStatus('sk_live_abc')).toEqual({ set: true, hint: 'sk_live_…', mode: 'live' });
    expect(secretKeyStatus('rk_test_abc')).toEqual({ set: true, hint: 'rk_test_…', mode: 'test' });
    expect(secretKeyStatus('something-else')).toEqual({ set: true, hint: null, mode: null });
  });
});
