import type { Config } from '../../config.ts';
import Stripe from 'stripe';
import { ChargeDeclinedError, purposeOf, withQuery, type CheckoutPurpose, type PaymentsProvider } from './payments.ts';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string | null;
  /** A local stand-in in tests: the SDK pointed at it by host, port and protocol. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

const purposeFromMetadata = (p: string | undefined): CheckoutPurpose => (p === 'featured_listing' || p === 'membership' ? p : 'bidder_authorization');

/** PAYMENTS_PROVIDER=stripe selects Stripe (config.ts has checked that the secret key is set). */
export function stripeSettingsFrom(config: Pick<Config, 'PAYMENTS_PROVIDER' | 'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET'>): StripeSettings | null {
  if (config.PAYMENTS_PROVIDER !== 'stripe' || !config.STRIPE_SECRET_KEY) return null;
  return { secretKey: config.STRIPE_SECRET_KEY, webhookSecret: config.STRIPE_WEBHOOK_SECRET ?? null };
}

/**
 * Stripe (issue 5): a Checkout Session for the $250 manual-capture hold that saves the card for
 * later off-session holds; the 2.5% bid holds are manual-capture PaymentIntents on that card,
 * cancelled when released and captured (the buyer fee) at close. Webhooks only with a valid signature.
 */
export function createStripePayments(settings: StripeSettings): PaymentsProvider {
  const stripe = new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(settings.host ? { host: settings.host } : {}),
    ...(settings.port ? { port: settings.port } : {}),
    ...(settings.protocol ? { protocol: settings.protocol } : {}),
  });

  const savedCard = async (authorizationReference: string | null) => {
    if (!authorizationReference) throw new Error('No saved payment method for this bidder');
    const pi = await stripe.paymentIntents.retrieve(authorizationReference);
    const customer = typeof pi.customer === 'string' ? pi.customer : pi.customer?.id;
    const paymentMethod = typeof pi.payment_method === 'string' ? pi.payment_method : pi.payment_method?.id;
    if (!customer || !paymentMethod) throw new Error('The authorization has no saved card');
    return { customer, paymentMethod };
  };

  // Issue 11, SPEC 9: the featured fee is held (manual capture) and taken only when an admin approves.
  const featuredCheckout = async (r: Parameters<PaymentsProvider['createCheckout']>[0]) => {
    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      customer_email: r.email,
      client_reference_id: r.userId,
      metadata: { user_id: r.userId, auction_id: r.auctionId, purpose: 'featured_listing' },
      payment_intent_data: {
        capture_method: 'manual',
        metadata: { user_id: r.userId, auction_id: r.auctionId, purpose: 'featured_listing' },
      },
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: 'usd',
            unit_amount: r.amountCents,
            product_data: { name: 'Featured listing (charged when the listing is approved)', description: r.description },
          },
        },
      ],
      success_url: r.returnUrl,
      cancel_url: r.cancelUrl ?? r.returnUrl,
    });
    if (!session.url) throw new Error('Stripe returned no checkout URL');
    return { sessionId: session.id, url: session.url };
  };

  // Issue 14: a month of a membership plan, paid at once (no hold, no saved card).
  const membershipCheckout = async (r: Parameters<PaymentsProvider['createCheckout']>[0]) => {
    const metadata = { user_id: r.userId, purpose: 'membership' };
    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      customer_email: r.email,
      client_reference_id: r.userId,
      metadata,
      payment_intent_data: { metadata },
      line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: r.amountCents, product_data: { name: r.description } } }],
      success_url: r.returnUrl,
      cancel_url: r.cancelUrl ?? r.returnUrl,
    });
    if (!session.url) throw new Error('Stripe returned no checkout URL');
    return { sessionId: session.id, url: session.url };
  };

  return {
    kind: 'stripe',
    remoteHolds: true,
    async createCheckout(r) {
      if (purposeOf(r) === 'featured_listing') return featuredCheckout(r);
      if (purposeOf(r) === 'membership') return membershipCheckout(r);
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        customer_creation: 'always',
        customer_email: r.email,
        client_reference_id: r.userId,
        metadata: { user_id: r.userId, auction_id: r.auctionId, purpose: 'bidder_authorization' },
        payment_intent_data: {
          capture_method: 'manual',
          setup_future_usage: 'off_session',
          metadata: { user_id: r.userId, auction_id: r.auctionId, purpose: 'bidder_authorization' },
        },
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'usd',
              unit_amount: r.amountCents,
              product_data: { name: 'Bidder authorization hold (not a charge)', description: r.description },
            },
          },
        ],
        success_url: withQuery(r.returnUrl, { authorization_success: 'true', session_id: '{CHECKOUT_SESSION_ID}' }),
        cancel_url: withQuery(r.returnUrl, { authorization_cancelled: 'true' }),
      });
      if (!session.url) throw new Error('Stripe returned no checkout URL');
      return { sessionId: session.id, url: session.url };
    },
    async verifyCheckout(sessionId) {
      const session = await stripe.checkout.sessions.retrieve(sessionId, { expand: ['payment_intent'] });
      const pi = typeof session.payment_intent === 'object' ? session.payment_intent : null;
      const held = pi !== null && (pi.status === 'requires_capture' || pi.status === 'succeeded');
      return {
        paid: session.status === 'complete' && held,
        purpose: purposeFromMetadata(session.metadata?.purpose),
        userId: session.metadata?.user_id ?? session.client_reference_id ?? null,
        auctionId: session.metadata?.auction_id ?? null,
        reference: pi?.id ?? null,
      };
    },
    async placeHold(r) {
      const card = await savedCard(r.authorizationReference);
      const pi = await stripe.paymentIntents.create(
        {
          amount: r.amountCents,
          currency: 'usd',
          customer: card.customer,
          payment_method: card.paymentMethod,
          capture_method: 'manual',
          confirm: true,
          off_session: true,
          metadata: { hold_id: r.holdId, auction_id: r.auctionId, user_id: r.userId, purpose: 'bid_hold' },
        },
        { idempotencyKey: `hold_${r.holdId}` },
      );
      return { reference: pi.id };
    },
    async releaseHold(reference) {
      await stripe.paymentIntents.cancel(reference, {}, { idempotencyKey: `release_${reference}` });
    },
    async captureHold(reference, amountCents) {
      await stripe.paymentIntents.capture(reference, { amount_to_capture: amountCents }, { idempotencyKey: `capture_${reference}` });
    },
    async chargeOffer(r) {
      const card = await savedCard(r.authorizationReference).catch((err: unknown) => {
        throw new ChargeDeclinedError(err instanceof Error ? err.message : 'No saved payment method for this buyer');
      });
      try {
        const pi = await stripe.paymentIntents.create(
          {
            amount: r.amountCents,
            currency: 'usd',
            customer: card.customer,
            payment_method: card.paymentMethod,
            confirm: true,
            off_session: true,
            description: r.description,
            metadata: { offer_payment_id: r.paymentId, auction_id: r.auctionId, user_id: r.userId, purpose: 'accepted_offer' },
          },
          { idempotencyKey: `offer_payment_${r.paymentId}_${r.attempt}` },
        );
        if (pi.status !== 'succeeded' && pi.status !== 'processing') throw new ChargeDeclinedError(`The payment is ${pi.status.replace(/_/g, ' ')}`);
        return { reference: pi.id };
      } catch (err) {
        // Card errors carry the bank's reason; the admin sees it and may retry.
        if (err instanceof Stripe.errors.StripeCardError) throw new ChargeDeclinedError(err.message);
        throw err;
      }
    },
    async testConnection() {
      // The balance is the cheapest read every key may make; one try and a short wait, as an admin is watching.
      try {
        const balance = await stripe.balance.retrieve({}, { maxNetworkRetries: 0, timeout: 10_000 });
        return { ok: true, message: `Stripe answered in ${balance.livemode ? 'live' : 'test'} mode.` };
      } catch (err) {
        return { ok: false, message: err instanceof Error && err.message ? err.message : 'Stripe could not be reached.' };
      }
    },
    parseWebhook(payload, signature) {
      if (!settings.webhookSecret) throw new Error('STRIPE_WEBHOOK_SECRET is not configured');
      const event = stripe.webhooks.constructEvent(payload, signature, settings.webhookSecret);
      const object = event.data.object as { object?: string; id?: string };
      return { type: event.type, checkoutSessionId: object.object === 'checkout.session' ? (object.id ?? null) : null };
    },
  };
}
