import Stripe from 'stripe';
import type { Period } from '../../../domain/membership/membership-renewal.ts';
import type { SubscriptionBilling, SubscriptionEvent } from './subscriptions.ts';

const at = (seconds: number) => new Date(seconds * 1000);
const idOf = (x: string | { id: string } | null | undefined) => (typeof x === 'string' ? x : (x?.id ?? null));

/** The subscription's current period: on its item in this API version (it moved off the subscription in 2025). */
function periodOf(sub: Stripe.Subscription): Period | null {
  const item = sub.items?.data?.[0];
  return item ? { start: at(item.current_period_start), end: at(item.current_period_end) } : null;
}

/**
 * A membership is a Stripe Billing subscription. Checkout in subscription mode takes
 * the first month and saves the card; Stripe charges each month itself, retries a failed charge on the
 * schedule set in its Dashboard, and tells this site by webhook (subscriptionEventOf). Cancelling sets
 * cancel_at_period_end; a replaced plan's subscription is cancelled at once.
 */
export function createStripeSubscriptions(stripe: Stripe): SubscriptionBilling {
  return {
    renewals: 'provider',
    async createCheckout(r) {
      const metadata = { user_id: r.userId, purpose: 'membership' };
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        customer_email: r.email,
        client_reference_id: r.userId,
        metadata,
        subscription_data: { metadata },
        line_items: [
          { quantity: 1, price_data: { currency: 'usd', unit_amount: r.amountCents, recurring: { interval: 'month' }, product_data: { name: r.description } } },
        ],
        success_url: r.returnUrl,
        cancel_url: r.cancelUrl,
      });
      if (!session.url) throw new Error('Stripe returned no checkout URL');
      return { sessionId: session.id, url: session.url };
    },
    async verifyCheckout(sessionId) {
      const session = await stripe.checkout.sessions.retrieve(sessionId, { expand: ['subscription'] });
      const sub = typeof session.subscription === 'object' ? session.subscription : null;
      const live = sub !== null && (sub.status === 'active' || sub.status === 'trialing');
      const paid =
        session.mode === 'subscription' &&
        session.metadata?.purpose === 'membership' &&
        session.status === 'complete' &&
        session.payment_status === 'paid' &&
        live;
      return {
        paid,
        userId: session.metadata?.user_id ?? session.client_reference_id ?? null,
        subscriptionId: sub?.id ?? null,
        period: sub ? periodOf(sub) : null,
      };
    },
    async chargeRenewal() {
      // Stripe Billing charges each renewal itself; this site never asks it to.
      throw new Error('Stripe charges subscription renewals itself');
    },
    async setCancelAtPeriodEnd(subscriptionId, cancel) {
      await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel });
    },
    async cancelNow(subscriptionId) {
      const sub = await stripe.subscriptions.retrieve(subscriptionId);
      if (sub.status === 'canceled' || sub.status === 'incomplete_expired') return;
      await stripe.subscriptions.cancel(subscriptionId, {}, { idempotencyKey: `cancel_${subscriptionId}` });
    },
  };
}

/** The subscription of an invoice, in the invoice's shape since API version 2025-03-31 (parent) and before it (subscription). */
function invoiceSubscription(invoice: Record<string, unknown>): string | null {
  const parent = invoice.parent as { subscription_details?: { subscription?: string | { id: string } } | null } | null | undefined;
  return idOf(parent?.subscription_details?.subscription) ?? idOf(invoice.subscription as string | { id: string } | null | undefined);
}

/**
 * What a verified Stripe event says about a membership subscription, or null for any other event. A
 * renewal is an invoice with billing_reason subscription_cycle (the first month is the checkout's);
 * its line's period is the month it pays for. Webhook payloads use the endpoint's API version, so both
 * invoice shapes are read.
 */
export function subscriptionEventOf(event: { type: string; data: { object: unknown } }): SubscriptionEvent | null {
  const object = event.data.object as Record<string, unknown>;
  if (event.type === 'customer.subscription.deleted') {
    const reason = (object.cancellation_details as { reason?: string } | null | undefined)?.reason;
    const id = idOf(object.id as string | undefined);
    return id
      ? {
          kind: 'ended',
          subscriptionId: id,
          reason: reason === 'payment_failed' ? 'payment_failed' : reason === 'cancellation_requested' ? 'cancelled' : 'other',
        }
      : null;
  }
  if (event.type !== 'invoice.paid' && event.type !== 'invoice.payment_failed') return null;
  if (object.billing_reason !== 'subscription_cycle') return null;
  const subscriptionId = invoiceSubscription(object);
  const invoiceId = idOf(object.id as string | undefined);
  if (!subscriptionId || !invoiceId) return null;
  if (event.type === 'invoice.payment_failed') {
    const next = object.next_payment_attempt;
    return {
      kind: 'renewal_failed',
      subscriptionId,
      invoiceId,
      attemptCount: Number(object.attempt_count ?? 1),
      nextAttemptAt: typeof next === 'number' ? at(next) : null,
    };
  }
  const line = (object.lines as { data?: { period?: { start: number; end: number } }[] } | undefined)?.data?.[0];
  if (!line?.period) return null;
  return { kind: 'renewal_paid', subscriptionId, invoiceId, period: { start: at(line.period.start), end: at(line.period.end) } };
}
