import { randomBytes } from 'node:crypto';
import { addMonths } from '../../domain/membership/membership-renewal.ts';

/**
 * The Stripe Billing part of the local stand-in (tests only): Checkout Sessions in
 * subscription mode, the subscriptions they start (their period on the item, as in API versions since
 * 2025) and the update, retrieve and cancel calls the provider makes; plus what Stripe would send by
 * webhook when it renews one (invoices with billing_reason subscription_cycle) or ends it.
 */
export interface BillingStandIn {
  /** What the hosted checkout does when the customer pays the first month: the subscription starts now. */
  completeCheckout(sessionId: string): string;
  subscription(id: string): Record<string, unknown> | undefined;
  /**
   * Stripe's monthly charge of a subscription, as its webhook event: paid, the invoice is paid and the
   * subscription moves to the next month; failed, the same invoice stays open with its attempt count.
   */
  renewalEvent(
    subscriptionId: string,
    o: { paid: boolean; nextPaymentAttempt?: Date | null },
  ): { id: string; object: 'event'; type: string; data: { object: Record<string, unknown> } };
  /** customer.subscription.deleted, as Stripe sends it when a subscription ends (the period's end of a cancelled one, failed payments). */
  deletedEvent(
    subscriptionId: string,
    reason: 'cancellation_requested' | 'payment_failed',
  ): { id: string; object: 'event'; type: string; data: { object: Record<string, unknown> } };
  /** Answers a request of its part of the API; false when the request is not one of them. */
  handle(method: string, parts: string[], params: URLSearchParams, send: (status: number, json: unknown) => void): boolean;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const unix = (d: Date) => Math.floor(d.getTime() / 1000);
const noSuch = (what: string) => ({ error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` } });

export function createBillingStandIn(): BillingStandIn {
  const sessions = new Map<string, Record<string, unknown>>();
  const subscriptions = new Map<string, Record<string, unknown> & { items: { object: 'list'; data: Record<string, unknown>[] } }>();
  const openInvoices = new Map<string, Record<string, unknown>>();
  const item = (s: { items: { data: Record<string, unknown>[] } }) => s.items.data[0]!;

  return {
    completeCheckout(sessionId) {
      const s = sessions.get(sessionId);
      if (!s) throw new Error(`no subscription session ${sessionId}`);
      const start = new Date();
      const sub = {
        id: id('sub'),
        object: 'subscription',
        status: 'active',
        customer: id('cus'),
        cancel_at_period_end: false,
        canceled_at: null as number | null,
        billing_cycle_anchor: unix(start),
        metadata: s.subscription_metadata,
        items: {
          object: 'list' as const,
          data: [
            {
              id: id('si'),
              object: 'subscription_item',
              current_period_start: unix(start),
              current_period_end: unix(addMonths(start, 1)),
              price: { unit_amount: s.amount_total, recurring: { interval: s.interval } },
            },
          ],
        },
      };
      subscriptions.set(sub.id, sub);
      Object.assign(s, { status: 'complete', payment_status: 'paid', subscription: sub.id });
      return sub.id;
    },
    subscription: (subId) => subscriptions.get(subId),
    renewalEvent(subId, o) {
      const sub = subscriptions.get(subId);
      if (!sub) throw new Error(`no subscription ${subId}`);
      const it = item(sub);
      const anchor = new Date(Number(sub.billing_cycle_anchor) * 1000);
      const start = Number(it.current_period_end);
      // The next monthly date from the anchor after this period's end (Stripe keeps the day of the month).
      let n = 1;
      while (unix(addMonths(anchor, n)) <= start) n++;
      const end = unix(addMonths(anchor, n));
      const invoice = openInvoices.get(subId) ?? {
        id: id('in'),
        object: 'invoice',
        billing_reason: 'subscription_cycle',
        customer: sub.customer,
        amount_due: it.price && (it.price as { unit_amount: number }).unit_amount,
        attempt_count: 0,
        parent: { type: 'subscription_details', subscription_details: { subscription: subId, metadata: sub.metadata } },
        lines: { object: 'list', data: [{ id: id('il'), object: 'line_item', period: { start, end } }] },
      };
      invoice.attempt_count = Number(invoice.attempt_count) + 1;
      if (o.paid) {
        openInvoices.delete(subId);
        Object.assign(invoice, { status: 'paid', next_payment_attempt: null });
        Object.assign(it, { current_period_start: start, current_period_end: end });
        sub.status = 'active';
        return { id: id('evt'), object: 'event', type: 'invoice.paid', data: { object: { ...invoice } } };
      }
      openInvoices.set(subId, invoice);
      sub.status = 'past_due';
      Object.assign(invoice, { status: 'open', next_payment_attempt: o.nextPaymentAttempt ? unix(o.nextPaymentAttempt) : null });
      return { id: id('evt'), object: 'event', type: 'invoice.payment_failed', data: { object: { ...invoice } } };
    },
    deletedEvent(subId, reason) {
      const sub = subscriptions.get(subId);
      if (!sub) throw new Error(`no subscription ${subId}`);
      Object.assign(sub, { status: 'canceled', ended_at: unix(new Date()), cancellation_details: { reason } });
      return { id: id('evt'), object: 'event', type: 'customer.subscription.deleted', data: { object: { ...sub } } };
    },
    handle(method, parts, params, send) {
      if (method === 'POST' && parts.join('/') === 'v1/checkout/sessions' && params.get('mode') === 'subscription') {
        const s: Record<string, unknown> = {
          id: id('cs_test'),
          object: 'checkout.session',
          mode: 'subscription',
          status: 'open',
          payment_status: 'unpaid',
          amount_total: Number(params.get('line_items[0][price_data][unit_amount]')),
          currency: params.get('line_items[0][price_data][currency]'),
          interval: params.get('line_items[0][price_data][recurring][interval]'),
          customer_email: params.get('customer_email'),
          client_reference_id: params.get('client_reference_id'),
          metadata: { user_id: params.get('metadata[user_id]'), purpose: params.get('metadata[purpose]') },
          subscription_metadata: { user_id: params.get('subscription_data[metadata][user_id]'), purpose: params.get('subscription_data[metadata][purpose]') },
          success_url: params.get('success_url'),
          cancel_url: params.get('cancel_url'),
          subscription: null,
        };
        s.url = `https://checkout.stripe.test/c/pay/${String(s.id)}`;
        sessions.set(String(s.id), s);
        send(200, s);
        return true;
      }
      if (method === 'GET' && parts[1] === 'checkout' && parts[2] === 'sessions' && parts[3] && sessions.has(parts[3])) {
        const s = sessions.get(parts[3])!;
        const expand = [...params.entries()].some(([k, v]) => k.startsWith('expand[') && v === 'subscription');
        const sub = typeof s.subscription === 'string' ? subscriptions.get(s.subscription) : null;
        send(200, { ...s, subscription: expand ? (sub ?? null) : s.subscription });
        return true;
      }
      if (parts[1] !== 'subscriptions' || !parts[2]) return false;
      const sub = subscriptions.get(parts[2]);
      if (!sub) {
        send(404, noSuch(`subscription: '${parts[2]}'`));
        return true;
      }
      if (method === 'POST' && params.has('cancel_at_period_end')) sub.cancel_at_period_end = params.get('cancel_at_period_end') === 'true';
      if (method === 'DELETE') {
        if (sub.status === 'canceled') {
          send(400, { error: { type: 'invalid_request_error', message: 'This subscription has already been canceled.' } });
          return true;
        }
        Object.assign(sub, { status: 'canceled', canceled_at: unix(new Date()), cancellation_details: { reason: 'cancellation_requested' } });
      }
      send(200, sub);
      return true;
    },
  };
}
