import type { Config } from '../../config.ts';
import Stripe from 'stripe';
import { holdExpiry } from '../../../domain/bidding/bidder-authorization.ts';
import {
  ChargeDeclinedError,
  dealMoneyKey,
  dealTransferGroup,
  MoneyMoveError,
  purposeOf,
  withQuery,
  type CheckoutPurpose,
  type PaymentsProvider,
  type PayoutAccountStatus,
} from './payments.ts';
import { createStripeSubscriptions, subscriptionEventOf } from './stripe-subscriptions.ts';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string | null;
  /** A local stand-in in tests: the SDK pointed at it by host, port and protocol. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

const purposeFromMetadata = (p: string | undefined): CheckoutPurpose => (p === 'featured_listing' || p === 'membership' ? p : 'bidder_authorization');

/** When the $250 hold lapses: the card's capture deadline when Stripe gives it, else 7 days after the intent was made. */
function authorizationHoldExpiry(pi: Stripe.PaymentIntent): Date | null {
  const charge = typeof pi.latest_charge === 'object' ? pi.latest_charge : null;
  const deadline = charge?.payment_method_details?.card?.capture_before;
  if (deadline) return new Date(deadline * 1000);
  return typeof pi.created === 'number' ? holdExpiry(null, new Date(pi.created * 1000)) : null;
}

const accountStatus = (a: Pick<Stripe.Account, 'details_submitted' | 'charges_enabled' | 'payouts_enabled'>): PayoutAccountStatus => ({
  detailsSubmitted: a.details_submitted ?? false,
  chargesEnabled: a.charges_enabled ?? false,
  payoutsEnabled: a.payouts_enabled ?? false,
});

/** A refused transfer or refund (too much, an account not yet enabled) carries Stripe's reason; anything else is retried by the caller. */
function refusedMove(err: unknown): never {
  if (err instanceof Stripe.errors.StripeInvalidRequestError) throw new MoneyMoveError(err.message);
  throw err;
}

/** PAYMENTS_PROVIDER=stripe selects Stripe (config.ts has checked that the secret key is set). */
export function stripeSettingsFrom(config: Pick<Config, 'PAYMENTS_PROVIDER' | 'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET'>): StripeSettings | null {
  if (config.PAYMENTS_PROVIDER !== 'stripe' || !config.STRIPE_SECRET_KEY) return null;
  return { secretKey: config.STRIPE_SECRET_KEY, webhookSecret: config.STRIPE_WEBHOOK_SECRET ?? null };
}

/**
 * Stripe: a Checkout Session for the $250 manual-capture hold that saves the card for
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

  // SPEC 9: the featured fee is held (manual capture) and taken only when an admin approves.
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

  return {
    kind: 'stripe',
    remoteHolds: true,
    subscriptions: createStripeSubscriptions(stripe),
    async createCheckout(r) {
      if (purposeOf(r) === 'featured_listing') return featuredCheckout(r);
      // A membership is a Billing subscription, checked out through `subscriptions`.
      if (purposeOf(r) === 'membership') throw new Error('A membership checks out through subscriptions.createCheckout');
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
      const session = await stripe.checkout.sessions.retrieve(sessionId, { expand: ['payment_intent', 'payment_intent.latest_charge'] });
      const pi = typeof session.payment_intent === 'object' ? session.payment_intent : null;
      const held = pi !== null && (pi.status === 'requires_capture' || pi.status === 'succeeded');
      const purpose = purposeFromMetadata(session.metadata?.purpose);
      return {
        paid: session.status === 'complete' && held,
        purpose,
        userId: session.metadata?.user_id ?? session.client_reference_id ?? null,
        auctionId: session.metadata?.auction_id ?? null,
        reference: pi?.id ?? null,
        holdExpiresAt: pi && purpose === 'bidder_authorization' ? authorizationHoldExpiry(pi) : null,
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
      const pi = await stripe.paymentIntents.retrieve(reference);
      if (pi.status === 'succeeded') return;
      if (pi.status === 'requires_capture') {
        try {
          await stripe.paymentIntents.capture(reference, { amount_to_capture: amountCents }, { idempotencyKey: `capture_${reference}` });
          return;
        } catch (err) {
          // The hold lapsed between the read and the capture: charged below like any lapsed hold.
          if (!(err instanceof Stripe.errors.StripeInvalidRequestError)) throw err;
        }
      }
      // An uncaptured card hold lapses after 7 days (Stripe cancels it); the buyer fee
      // is then charged to the card the hold was on, which the authorization saved for off-session use.
      const customer = typeof pi.customer === 'string' ? pi.customer : pi.customer?.id;
      const paymentMethod = typeof pi.payment_method === 'string' ? pi.payment_method : pi.payment_method?.id;
      if (!customer || !paymentMethod) throw new Error('The lapsed hold has no saved card to charge');
      await stripe.paymentIntents.create(
        {
          amount: amountCents,
          currency: 'usd',
          customer,
          payment_method: paymentMethod,
          confirm: true,
          off_session: true,
          metadata: { ...pi.metadata, purpose: 'buyer_fee', lapsed_hold: reference },
        },
        { idempotencyKey: `capture_lapsed_${reference}` },
      );
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
            metadata: {
              offer_payment_id: r.paymentId,
              auction_id: r.auctionId,
              user_id: r.userId,
              purpose: 'accepted_offer',
              ...(r.dealId ? { deal_id: r.dealId } : {}),
            },
            ...(r.dealId ? { transfer_group: dealTransferGroup(r.dealId) } : {}),
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
    // "separate charges and transfers": the price is charged to the platform at once (a card
    // hold would lapse in 7 days), in the deal's transfer group; the seller's share is transferred on release.
    async createDealCheckout(r) {
      const metadata = { deal_id: r.dealId, user_id: r.userId, auction_id: r.auctionId, purpose: 'deal_payment' };
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        customer_email: r.email,
        client_reference_id: r.userId,
        metadata,
        payment_intent_data: { transfer_group: dealTransferGroup(r.dealId), metadata },
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'usd',
              unit_amount: r.amountCents,
              product_data: { name: 'Vehicle price (held until the handover)', description: r.description },
            },
          },
        ],
        success_url: r.successUrl,
        cancel_url: r.cancelUrl,
      });
      if (!session.url) throw new Error('Stripe returned no checkout URL');
      return { sessionId: session.id, url: session.url };
    },
    async verifyDealCheckout(sessionId) {
      const session = await stripe.checkout.sessions.retrieve(sessionId, { expand: ['payment_intent'] });
      const pi = typeof session.payment_intent === 'object' ? session.payment_intent : null;
      const isDeal = session.metadata?.purpose === 'deal_payment';
      return {
        paid: isDeal && session.status === 'complete' && pi?.status === 'succeeded',
        dealId: isDeal ? (session.metadata?.deal_id ?? null) : null,
        userId: session.metadata?.user_id ?? session.client_reference_id ?? null,
        amountCents: pi?.amount_received ?? pi?.amount ?? session.amount_total ?? 0,
        reference: isDeal ? (pi?.id ?? null) : null,
      };
    },
    async transferToSeller(r) {
      // The transfer is tied to the deal's charge (source_transaction), so it waits for those funds, never the platform's others.
      // Stripe keeps a refused request's answer under its idempotency key: a transfer asked before the seller's
      // account can take it would be refused again on every retry, so the account is read first.
      const destination = await stripe.accounts.retrieve(r.destinationAccount).catch(refusedMove);
      if (!destination.payouts_enabled) throw new MoneyMoveError('The seller’s payout account cannot receive transfers yet.');
      const pi = await stripe.paymentIntents.retrieve(r.paymentReference).catch(refusedMove);
      const charge = typeof pi.latest_charge === 'string' ? pi.latest_charge : (pi.latest_charge?.id ?? null);
      if (!charge) throw new MoneyMoveError('The deal’s payment has no charge to transfer from.');
      const transfer = await stripe.transfers
        .create(
          {
            amount: r.amountCents,
            currency: 'usd',
            destination: r.destinationAccount,
            transfer_group: dealTransferGroup(r.dealId),
            source_transaction: charge,
            metadata: { deal_id: r.dealId, step: r.step },
          },
          { idempotencyKey: dealMoneyKey(r) },
        )
        .catch(refusedMove);
      return { reference: transfer.id };
    },
    async refundBuyer(r) {
      const refund = await stripe.refunds
        .create(
          { payment_intent: r.paymentReference, amount: r.amountCents, metadata: { deal_id: r.dealId, step: r.step } },
          { idempotencyKey: dealMoneyKey(r) },
        )
        .catch(refusedMove);
      return { reference: refund.id };
    },
    // Connect Express: Stripe hosts the seller's onboarding; the account must be able to receive transfers.
    async createPayoutAccount(r) {
      const account = await stripe.accounts.create(
        { type: 'express', email: r.email, capabilities: { transfers: { requested: true } }, metadata: { user_id: r.userId } },
        { idempotencyKey: `payout_account_${r.userId}` },
      );
      return { accountId: account.id };
    },
    async createOnboardingLink(r) {
      const link = await stripe.accountLinks.create({ account: r.accountId, type: 'account_onboarding', return_url: r.returnUrl, refresh_url: r.refreshUrl });
      return { url: link.url };
    },
    async payoutAccountStatus(accountId) {
      return accountStatus(await stripe.accounts.retrieve(accountId));
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
      const object = event.data.object as { object?: string; id?: string; metadata?: Record<string, string> | null };
      const isSession = object.object === 'checkout.session';
      return {
        type: event.type,
        checkoutSessionId: isSession ? (object.id ?? null) : null,
        subscription: subscriptionEventOf(event),
        // A deal's held payment, and a seller's connected account whose standing changed.
        dealCheckout: isSession && object.metadata?.purpose === 'deal_payment',
        account:
          event.type === 'account.updated'
            ? { accountId: (event.data.object as Stripe.Account).id, ...accountStatus(event.data.object as Stripe.Account) }
            : null,
      };
    },
  };
}
