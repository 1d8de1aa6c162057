/**
 * The payments adapter (DESIGN "platform"): the $250 bidder authorization through a hosted
 * checkout, and the 2.5% bid holds (SPEC 9). Amounts are cents at this boundary (DESIGN "Data").
 */
import type { SubscriptionBilling, SubscriptionEvent } from './subscriptions.ts';

/** What a checkout pays for: the $250 bidder authorization hold, a listing's featured fee, or a month of a membership plan. */
export type CheckoutPurpose = 'bidder_authorization' | 'featured_listing' | 'membership';

export interface CheckoutRequest {
  /** Default bidder_authorization. */
  purpose?: CheckoutPurpose;
  userId: string;
  email: string;
  auctionId: string;
  /** What the checkout page shows, e.g. the listing's title. */
  description: string;
  amountCents: number;
  /** Absolute URL of the page to come back to; the provider adds authorization_success / authorization_cancelled. */
  returnUrl: string;
  /** The same path, for providers that redirect relative to this site. */
  returnPath: string;
  /**
   * A featured-listing checkout returns to returnUrl as given (it carries its own query, where
   * {CHECKOUT_SESSION_ID} stands for the session) when paid, and to cancelUrl when cancelled.
   */
  cancelUrl?: string;
  cancelPath?: string;
}

export interface CheckoutVerification {
  paid: boolean;
  /** A featured-listing payment must never count as a bidder authorization, and the other way round. */
  purpose: CheckoutPurpose;
  userId: string | null;
  auctionId: string | null;
  /** The provider's reference of the authorized payment (kept on the authorization). */
  reference: string | null;
  /**
   * When the provider lets the hold lapse if it is not captured (Stripe: the card's capture deadline,
   * 7 days for online card payments); null when the provider does not say.
   */
  holdExpiresAt: Date | null;
}

export interface HoldRequest {
  holdId: string;
  userId: string;
  auctionId: string;
  amountCents: number;
  /** The provider reference of the bidder's authorization (its saved payment method). */
  authorizationReference: string | null;
}

/** The payment of an accepted offer: charged to the buyer's saved payment method. */
export interface ChargeRequest {
  paymentId: string;
  /** The attempt's number: each attempt is its own provider request (its own idempotency key). */
  attempt: number;
  userId: string;
  auctionId: string;
  amountCents: number;
  description: string;
  authorizationReference: string | null;
  /** The deal this charge pays (held payment): it joins the deal's transfer group, so its seller is paid from it. */
  dealId?: string | null;
}

/** A charge the provider refused, with its reason (shown to the admin, who may retry). */
export class ChargeDeclinedError extends Error {}

/**
 * The buyer's payment of a deal's price, held by the site: a charge to the platform
 * (captured at once, so it cannot lapse as a card hold does), tagged with the deal's transfer group so
 * the later transfer to the seller and any refund are tied to it (Stripe "separate charges and transfers").
 */
export interface DealCheckoutRequest {
  dealId: string;
  userId: string;
  email: string;
  /** The auction sold (the sandbox keeps it beside the deal). */
  auctionId: string;
  description: string;
  amountCents: number;
  /** Absolute URLs (where {CHECKOUT_SESSION_ID} stands for the session) and the same as paths, for providers that redirect relative to this site. */
  successUrl: string;
  successPath: string;
  cancelUrl: string;
  cancelPath: string;
}

export interface DealCheckoutVerification {
  paid: boolean;
  dealId: string | null;
  userId: string | null;
  amountCents: number;
  /** The provider's reference of the charge: what a transfer and a refund of this deal take. */
  reference: string | null;
}

/** Which step of a deal a money move belongs to: with the deal, the move's idempotency key (a retry of the same step moves money once). */
export interface DealMoneyStep {
  dealId: string;
  /** e.g. 'release', 'refund', 'resolve' — one move per (deal, step). */
  step: string;
}

export interface TransferRequest extends DealMoneyStep {
  /** The deal's charge (DealCheckoutVerification.reference). */
  paymentReference: string;
  /** The seller's connected account. */
  destinationAccount: string;
  amountCents: number;
}

export interface RefundRequest extends DealMoneyStep {
  paymentReference: string;
  /** Whole or part of the charge. */
  amountCents: number;
}

/** A seller's connected account's standing at the provider (Connect Express). */
export interface PayoutAccountStatus {
  detailsSubmitted: boolean;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
}

/** The idempotency key of a deal's money move: one per deal and step. */
export const dealMoneyKey = (s: DealMoneyStep) => `deal_${s.dealId}_${s.step}`;
/** The transfer group that ties a deal's charge, transfer and refunds together. */
export const dealTransferGroup = (dealId: string) => `deal_${dealId}`;

/** A money move the provider refused (e.g. more than is left of the charge), with its reason. */
export class MoneyMoveError extends Error {}

export interface PaymentsProvider {
  kind: 'sandbox' | 'stripe';
  /** True when holds must be told to the provider after commit (a remote API); false when the ledger is the provider. */
  remoteHolds: boolean;
  createCheckout(request: CheckoutRequest): Promise<{ sessionId: string; url: string }>;
  verifyCheckout(sessionId: string): Promise<CheckoutVerification>;
  placeHold(request: HoldRequest): Promise<{ reference: string }>;
  releaseHold(reference: string): Promise<void>;
  /** Takes the amount from a hold; a hold that lapsed meanwhile is charged to its saved payment method instead. */
  captureHold(reference: string, amountCents: number): Promise<void>;
  /** Charges an accepted offer; throws ChargeDeclinedError with the provider's reason when refused. */
  chargeOffer(request: ChargeRequest): Promise<{ reference: string }>;
  /** The checkout of a deal's held payment; verified like the others, on return or by webhook. */
  createDealCheckout(request: DealCheckoutRequest): Promise<{ sessionId: string; url: string }>;
  verifyDealCheckout(sessionId: string): Promise<DealCheckoutVerification>;
  /** The seller's share, on release; idempotent per (deal, step). Throws MoneyMoveError when refused. */
  transferToSeller(request: TransferRequest): Promise<{ reference: string }>;
  /** The buyer's money back, whole or part; idempotent per (deal, step). Throws MoneyMoveError when refused. */
  refundBuyer(request: RefundRequest): Promise<{ reference: string }>;
  /** Connect onboarding: an Express account for a seller, a link to its onboarding, and its standing. */
  createPayoutAccount(request: { userId: string; email: string }): Promise<{ accountId: string }>;
  createOnboardingLink(request: {
    accountId: string;
    returnUrl: string;
    returnPath: string;
    refreshUrl: string;
    refreshPath: string;
  }): Promise<{ url: string }>;
  payoutAccountStatus(accountId: string): Promise<PayoutAccountStatus>;
  /** Providers that call back: checks the signature and says which checkout completed; throws on a bad signature. */
  parseWebhook?(
    payload: Buffer | string,
    signature: string,
  ): {
    type: string;
    checkoutSessionId: string | null;
    subscription?: SubscriptionEvent | null;
    dealCheckout?: boolean;
    account?: ({ accountId: string } & PayoutAccountStatus) | null;
  };
  /** A cheap read that proves the provider answers with these credentials (the admin's connection test); never throws. */
  testConnection?(): Promise<ConnectionTest>;
  /** Membership plans renewed every month: the sandbox emulates it, Stripe runs Billing subscriptions. */
  subscriptions: SubscriptionBilling;
}

/** The answer of a connection test: the provider's own message when it failed. */
export interface ConnectionTest {
  ok: boolean;
  message: string;
}

/** The checkout's purpose with its default. */
export const purposeOf = (r: Pick<CheckoutRequest, 'purpose'>): CheckoutPurpose => r.purpose ?? 'bidder_authorization';

/** Builds the return URL the checkout comes back to (SPEC 2: the detail page's query string). */
export function withQuery(url: string, params: Record<string, string>): string {
  const [base, hash] = url.split('#', 2) as [string, string | undefined];
  const sep = base.includes('?') ? '&' : '?';
  const query = Object.entries(params)
    .map(([k, v]) => (v === '{CHECKOUT_SESSION_ID}' ? `${k}=${v}` : `${k}=${encodeURIComponent(v)}`))
    .join('&');
  return `${base}${sep}${query}${hash ? `#${hash}` : ''}`;
}
