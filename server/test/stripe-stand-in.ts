import { createServer, type IncomingMessage, type Server } from 'node:http';
import { randomBytes } from 'node:crypto';
import { createBillingStandIn, type BillingStandIn } from './stripe-stand-in-billing.ts';

/**
 * A local HTTP stand-in that answers the part of Stripe's API the provider uses (tests only): the
 * SDK is pointed at it by host, port and protocol, so requests, encoding and parsing are the SDK's own.
 */
export interface StripeStandIn {
  port: number;
  calls: { method: string; path: string; params: URLSearchParams }[];
  /**
   * What the hosted checkout does when the buyer pays: the manual-capture intent awaits capture, and its
   * charge must be captured before `captureBefore` (unix seconds; Stripe's 7 days for a card by default).
   */
  completeCheckout(sessionId: string, o?: { captureBefore?: number }): void;
  paymentIntent(id: string): Record<string, unknown> | undefined;
  /** What Stripe does to an uncaptured card hold past its capture deadline: the intent is cancelled. */
  lapse(paymentIntentId: string): void;
  /** The next payment that charges at once (not a manual-capture hold) is declined by the bank with this reason. */
  declineNextCharge(message: string): void;
  /** Connect: what the hosted Express onboarding does when the seller finishes it. */
  completeOnboarding(accountId: string): void;
  account(id: string): Record<string, unknown> | undefined;
  /** The account.updated event Stripe sends when a connected account's standing changes. */
  accountUpdatedEvent(accountId: string): { id: string; object: 'event'; type: string; data: { object: Record<string, unknown> } };
  /** The checkout.session.completed event of a session. */
  checkoutCompletedEvent(sessionId: string): { id: string; object: 'event'; type: string; data: { object: Record<string, unknown> } };
  transfers: Map<string, Record<string, unknown>>;
  refunds: Map<string, Record<string, unknown>>;
  /** Stripe Billing: subscription checkouts, subscriptions and their renewal events. */
  billing: BillingStandIn;
  close(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const unixNow = () => Math.floor(Date.now() / 1000);
const WEEK_S = 7 * 86_400;

/** The expand[] paths of a request, however the SDK numbers them. */
const expandsOf = (params: URLSearchParams) => [...params.entries()].filter(([k]) => k.startsWith('expand[')).map(([, v]) => v);

async function body(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const sessions = new Map<string, Record<string, unknown>>();
  const intents = new Map<string, Record<string, unknown>>();
  const charges = new Map<string, Record<string, unknown>>();
  const calls: StripeStandIn['calls'] = [];
  const accounts = new Map<string, Record<string, unknown>>();
  const transfers = new Map<string, Record<string, unknown>>();
  const refunds = new Map<string, Record<string, unknown>>();
  const invalid = (message: string, code = 'parameter_invalid') => ({ error: { type: 'invalid_request_error', code, message } });
  const billing = createBillingStandIn();
  let decline: string | null = null;
  // Stripe answers a repeated Idempotency-Key with the first response.
  const idempotent = new Map<string, { status: number; json: unknown }>();

  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const params = req.method === 'GET' ? url.searchParams : await body(req);
      calls.push({ method: req.method ?? 'GET', path: url.pathname, params });
      const key = req.method === 'POST' ? req.headers['idempotency-key'] : undefined;
      const seen = typeof key === 'string' ? idempotent.get(key) : undefined;
      if (seen) {
        res.writeHead(seen.status, { 'content-type': 'application/json', 'idempotent-replayed': 'true' });
        return res.end(JSON.stringify(seen.json));
      }
      const send = (status: number, json: unknown) => {
        if (typeof key === 'string') idempotent.set(key, { status, json });
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
        res.end(JSON.stringify(json));
      };
      if (!req.headers.authorization?.startsWith('Bearer sk_test_'))
        return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      const parts = url.pathname.split('/').filter(Boolean);
      if (billing.handle(req.method ?? 'GET', parts, params, send)) return;
      if (req.method === 'GET' && url.pathname === '/v1/balance')
        return send(200, { object: 'balance', livemode: false, available: [{ amount: 0, currency: 'usd' }], pending: [{ amount: 0, currency: 'usd' }] });
      if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        const s = {
          id: id('cs_test'),
          object: 'checkout.session',
          status: 'open',
          mode: params.get('mode'),
          url: '',
          amount_total: Number(params.get('line_items[0][price_data][unit_amount]')),
          customer_email: params.get('customer_email'),
          client_reference_id: params.get('client_reference_id'),
          metadata: Object.fromEntries(
            ['user_id', 'auction_id', 'purpose', 'deal_id'].flatMap((k) => (params.get(`metadata[${k}]`) !== null ? [[k, params.get(`metadata[${k}]`)]] : [])),
          ),
          transfer_group: params.get('payment_intent_data[transfer_group]'),
          success_url: params.get('success_url'),
          cancel_url: params.get('cancel_url'),
          capture_method: params.get('payment_intent_data[capture_method]'),
          setup_future_usage: params.get('payment_intent_data[setup_future_usage]'),
          payment_intent: null as string | null,
        };
        s.url = `https://checkout.stripe.test/c/pay/${s.id}`;
        sessions.set(s.id, s);
        return send(200, s);
      }
      if (req.method === 'GET' && parts[1] === 'checkout' && parts[2] === 'sessions' && parts[3]) {
        const s = sessions.get(parts[3]);
        if (!s) return send(404, { error: { type: 'invalid_request_error', message: 'No such checkout.session' } });
        const expands = expandsOf(url.searchParams);
        const pi = typeof s.payment_intent === 'string' ? intents.get(s.payment_intent) : null;
        const charge = pi && typeof pi.latest_charge === 'string' && expands.includes('payment_intent.latest_charge') ? charges.get(pi.latest_charge) : null;
        const expanded = pi ? { ...pi, ...(charge ? { latest_charge: charge } : {}) } : null;
        return send(200, { ...s, payment_intent: expands.includes('payment_intent') ? expanded : s.payment_intent });
      }
      if (req.method === 'POST' && url.pathname === '/v1/payment_intents') {
        if (decline && params.get('capture_method') !== 'manual') {
          const message = decline;
          decline = null;
          return send(402, { error: { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds', message } });
        }
        const pi = {
          id: id('pi'),
          object: 'payment_intent',
          amount: Number(params.get('amount')),
          currency: params.get('currency'),
          customer: params.get('customer'),
          payment_method: params.get('payment_method'),
          capture_method: params.get('capture_method'),
          status: params.get('confirm') !== 'true' ? 'requires_confirmation' : params.get('capture_method') === 'manual' ? 'requires_capture' : 'succeeded',
          created: unixNow(),
          metadata: { hold_id: params.get('metadata[hold_id]'), purpose: params.get('metadata[purpose]') },
        };
        intents.set(pi.id, pi);
        return send(200, pi);
      }
      if (parts[1] === 'payment_intents' && parts[2]) {
        const pi = intents.get(parts[2]);
        if (!pi) return send(404, { error: { type: 'invalid_request_error', message: 'No such payment_intent' } });
        if (req.method === 'GET') return send(200, pi);
        if (parts[3] === 'cancel') pi.status = 'canceled';
        if (parts[3] === 'capture') {
          if (pi.status !== 'requires_capture') {
            return send(400, {
              error: {
                type: 'invalid_request_error',
                code: 'payment_intent_unexpected_state',
                message: `This PaymentIntent could not be captured because it has a status of ${String(pi.status)}.`,
              },
            });
          }
          pi.status = 'succeeded';
          pi.amount_received = Number(params.get('amount_to_capture') ?? pi.amount);
        }
        return send(200, pi);
      }
      // ---- Connect: Express accounts, onboarding links, transfers and refunds
      if (req.method === 'POST' && url.pathname === '/v1/accounts') {
        if (params.get('type') !== 'express') return send(400, invalid('Only Express accounts are emulated'));
        const a = {
          id: id('acct'),
          object: 'account',
          type: 'express',
          email: params.get('email'),
          details_submitted: false,
          charges_enabled: false,
          payouts_enabled: false,
          capabilities: { transfers: params.get('capabilities[transfers][requested]') === 'true' ? 'inactive' : undefined },
          metadata: { user_id: params.get('metadata[user_id]') },
        };
        accounts.set(a.id, a);
        return send(200, a);
      }
      if (req.method === 'GET' && parts[1] === 'accounts' && parts[2]) {
        const a = accounts.get(parts[2]);
        return a ? send(200, a) : send(404, invalid(`No such account: '${parts[2]}'`, 'resource_missing'));
      }
      if (req.method === 'POST' && url.pathname === '/v1/account_links') {
        const account = params.get('account') ?? '';
        if (!accounts.has(account)) return send(400, invalid(`No such account: '${account}'`, 'resource_missing'));
        if (!params.get('return_url') || !params.get('refresh_url')) return send(400, invalid('return_url and refresh_url are required'));
        return send(200, {
          object: 'account_link',
          created: unixNow(),
          expires_at: unixNow() + 300,
          url: `https://connect.stripe.test/setup/e/${account}/${id('link')}`,
        });
      }
      const chargeOf = (chargeId: string) => [...intents.values()].find((pi) => pi.latest_charge === chargeId);
      const movedFrom = (pi: Record<string, unknown>) =>
        [...refunds.values()].filter((r) => r.payment_intent === pi.id).reduce((n, r) => n + Number(r.amount), 0) +
        [...transfers.values()].filter((t) => t.source_transaction === pi.latest_charge).reduce((n, t) => n + Number(t.amount), 0);
      if (req.method === 'POST' && url.pathname === '/v1/transfers') {
        const destination = accounts.get(params.get('destination') ?? '');
        if (!destination) return send(400, invalid(`No such destination: '${params.get('destination')}'`, 'resource_missing'));
        if (!destination.payouts_enabled)
          return send(
            400,
            invalid(
              'Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments',
              'insufficient_capabilities_for_transfer',
            ),
          );
        const pi = chargeOf(params.get('source_transaction') ?? '');
        if (!pi || pi.status !== 'succeeded') return send(400, invalid('No such charge for source_transaction', 'resource_missing'));
        const amount = Number(params.get('amount'));
        // The stand-in also refuses paying out what was refunded (Stripe would take it from the platform's balance).
        if (amount + movedFrom(pi) > Number(pi.amount_received ?? pi.amount))
          return send(400, invalid('Insufficient funds from the source transaction', 'balance_insufficient'));
        const t = {
          id: id('tr'),
          object: 'transfer',
          amount,
          currency: params.get('currency'),
          destination: destination.id,
          transfer_group: params.get('transfer_group'),
          source_transaction: params.get('source_transaction'),
          metadata: { deal_id: params.get('metadata[deal_id]'), step: params.get('metadata[step]') },
        };
        transfers.set(t.id, t);
        return send(200, t);
      }
      if (req.method === 'POST' && url.pathname === '/v1/refunds') {
        const pi = intents.get(params.get('payment_intent') ?? '');
        if (!pi || pi.status !== 'succeeded') return send(400, invalid(`No such payment_intent: '${params.get('payment_intent')}'`, 'resource_missing'));
        const received = Number(pi.amount_received ?? pi.amount);
        const amount = params.get('amount') !== null ? Number(params.get('amount')) : received - movedFrom(pi);
        if (amount <= 0 || amount + movedFrom(pi) > received)
          return send(400, invalid(`Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge`, 'amount_too_large'));
        const r = {
          id: id('re'),
          object: 'refund',
          amount,
          status: 'succeeded',
          payment_intent: pi.id,
          charge: pi.latest_charge,
          metadata: { deal_id: params.get('metadata[deal_id]'), step: params.get('metadata[step]') },
        };
        refunds.set(r.id, r);
        return send(200, r);
      }
      return send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${url.pathname})` } });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    calls,
    completeCheckout(sessionId, o = {}) {
      const s = sessions.get(sessionId);
      if (!s) throw new Error(`no session ${sessionId}`);
      const created = unixNow();
      const charge = {
        id: id('ch'),
        object: 'charge',
        payment_method_details: { type: 'card', card: { capture_before: o.captureBefore ?? created + WEEK_S } },
      };
      charges.set(charge.id, charge);
      // A held-payment checkout is captured at once and joins its deal's transfer group.
      const manual = s.capture_method === 'manual';
      const pi = {
        id: id('pi'),
        object: 'payment_intent',
        amount: s.amount_total,
        ...(manual ? {} : { amount_received: s.amount_total }),
        currency: 'usd',
        customer: id('cus'),
        payment_method: id('pm'),
        capture_method: manual ? 'manual' : 'automatic',
        status: manual ? 'requires_capture' : 'succeeded',
        transfer_group: s.transfer_group ?? null,
        created,
        latest_charge: charge.id,
        metadata: s.metadata,
      };
      intents.set(pi.id, pi);
      s.status = 'complete';
      s.payment_intent = pi.id;
    },
    paymentIntent: (piId) => intents.get(piId),
    lapse(piId) {
      const pi = intents.get(piId);
      if (!pi) throw new Error(`no payment intent ${piId}`);
      pi.status = 'canceled';
      pi.cancellation_reason = 'automatic';
    },
    completeOnboarding(accountId) {
      const a = accounts.get(accountId);
      if (!a) throw new Error(`no account ${accountId}`);
      Object.assign(a, { details_submitted: true, charges_enabled: true, payouts_enabled: true, capabilities: { transfers: 'active' } });
    },
    account: (accountId) => accounts.get(accountId),
    accountUpdatedEvent(accountId) {
      const a = accounts.get(accountId);
      if (!a) throw new Error(`no account ${accountId}`);
      return { id: id('evt'), object: 'event', type: 'account.updated', data: { object: { ...a } } };
    },
    checkoutCompletedEvent(sessionId) {
      const s = sessions.get(sessionId);
      if (!s) throw new Error(`no session ${sessionId}`);
      return { id: id('evt'), object: 'event', type: 'checkout.session.completed', data: { object: { ...s } } };
    },
    transfers,
    refunds,
    declineNextCharge(message) {
      decline = message;
    },
    billing,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
