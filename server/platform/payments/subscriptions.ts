/**
 * Membership plans renew every month through the payment provider. The sandbox
 * emulates it (this site's renewal job charges each month through `chargeRenewal`); Stripe runs a
 * Billing subscription, charges it itself and says what happened by webhook (invoice.paid,
 * invoice.payment_failed, customer.subscription.deleted). Amounts are cents (decision 003).
 */
import type { Period } from '../../../domain/membership/membership-renewal.ts';

export interface SubscriptionCheckoutRequest {
  userId: string;
  email: string;
  /** What the checkout page shows, e.g. 'Fleet membership, renews monthly'. */
  description: string;
  /** The monthly price. */
  amountCents: number;
  /** Where a paid checkout returns ({CHECKOUT_SESSION_ID} stands for the session), absolute and as a path. */
  returnUrl: string;
  returnPath: string;
  /** Where a cancelled checkout returns. */
  cancelUrl: string;
  cancelPath: string;
}

export interface SubscriptionVerification {
  /** The first month is paid and the subscription is in place. */
  paid: boolean;
  userId: string | null;
  /** The provider's subscription, which later periods renew. */
  subscriptionId: string | null;
  /** The provider's first period (Stripe's); null: the site's own (a month from the verification). */
  period: Period | null;
}

/** A renewal this site charges (providers whose renewals are 'site'). */
export interface RenewalCharge {
  /** The membership period being renewed; with the attempt, the charge's idempotency key. */
  membershipId: string;
  attempt: number;
  subscriptionId: string | null;
  userId: string;
  amountCents: number;
  description: string;
}

export interface SubscriptionBilling {
  /** 'site': this site's renewal job charges each month through chargeRenewal; 'provider': the provider charges and reports by webhook. */
  renewals: 'site' | 'provider';
  createCheckout(request: SubscriptionCheckoutRequest): Promise<{ sessionId: string; url: string }>;
  verifyCheckout(sessionId: string): Promise<SubscriptionVerification>;
  /** Charges one renewal; throws ChargeDeclinedError with the reason when the card is refused. */
  chargeRenewal(charge: RenewalCharge): Promise<{ reference: string }>;
  /** The member cancelled (true: the subscription stops at the period's end) or resumed (false). */
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<void>;
  /** Stops the subscription at once (a plan replaced by another, a renewal given up); stopping a stopped one is a no-op. */
  cancelNow(subscriptionId: string): Promise<void>;
}

/** What the provider's webhook says about a subscription (Stripe's invoice and subscription events). */
export type SubscriptionEvent =
  | { kind: 'renewal_paid'; subscriptionId: string; invoiceId: string; period: Period }
  | { kind: 'renewal_failed'; subscriptionId: string; invoiceId: string; attemptCount: number; nextAttemptAt: Date | null }
  | { kind: 'ended'; subscriptionId: string; reason: 'payment_failed' | 'cancelled' | 'other' };
