import { createServer, type IncomingMessage, type Server } from 'node:http';
import { randomBytes } from 'node:crypto';

/**
 * A local HTTP stand-in that answers the part of Stripe's API the provider uses (tests only): the
 * SDK is pointed at it by host, port and protocol, so requests, encoding and parsing are the SDK's own.
 */
export interface StripeStandIn {
  port: number;
  calls: { method: string; path: string; params: URLSearchParams }[];
  /** What the hosted checkout does when the buyer pays: the manual-capture intent awaits capture. */
  completeCheckout(sessionId: string): void;
  paymentIntent(id: string): Record<string, unknown> | undefined;
  /** The next payment that charges at once (not a manual-capture hold) is declined by the bank with this reason. */
  declineNextCharge(message: string): void;
  close(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

async function body(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const sessions = new Map<string, Record<string, unknown>>();
  const intents = new Map<string, Record<string, unknown>>();
  const calls: StripeStandIn['calls'] = [];
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
      if (!req.headers.authorization?.startsWith('Bearer sk_test_')) return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      const parts = url.pathname.split('/').filter(Boolean);
      if (req.method === 'GET' && url.pathname === '/v1/balance') return send(200, { object: 'balance', livemode: false, available: [{ amount: 0, currency: 'usd' }], pending: [{ amount: 0, currency: 'usd' }] });
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
          metadata: { user_id: params.get('metadata[user_id]'), auction_id: params.get('metadata[auction_id]') },
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
        const expand = url.searchParams.getAll('expand[]').includes('payment_intent') || url.searchParams.getAll('expand[0]').includes('payment_intent');
        const pi = typeof s.payment_intent === 'string' ? intents.get(s.payment_intent) : null;
        return send(200, { ...s, payment_intent: expand ? (pi ?? null) : s.payment_intent });
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
          metadata: { hold_id: params.get('metadata[hold_id]') },
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
          pi.status = 'succeeded';
          pi.amount_received = Number(params.get('amount_to_capture') ?? pi.amount);
        }
        return send(200, pi);
      }
      return send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${url.pathname})` } });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    calls,
    completeCheckout(sessionId) {
      const s = sessions.get(sessionId);
      if (!s) throw new Error(`no session ${sessionId}`);
      const pi = { id: id('pi'), object: 'payment_intent', amount: s.amount_total, currency: 'usd', customer: id('cus'), payment_method: id('pm'), capture_method: 'manual', status: 'requires_capture' };
      intents.set(pi.id, pi);
      s.status = 'complete';
      s.payment_intent = pi.id;
    },
    paymentIntent: (piId) => intents.get(piId),
    declineNextCharge(message) {
      decline = message;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
