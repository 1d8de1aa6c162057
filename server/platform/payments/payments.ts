/**
 * The payments adapter (DESIGN "platform"): the $250 bidder authorization through a hosted
 * checkout, and the 2.5% bid holds (SPEC 9). Amounts are cents at this boundary (DESIGN "Data").
 */
/** What a checkout pays for: the $250 bidder authorization hold, a listing's featured fee (issue 11), or a month of a membership plan (issue 14). */
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
}

export interface HoldRequest {
  holdId: string;
  userId: string;
  auctionId: string;
  amountCents: number;
  /** The provider reference of the bidder's authorization (its saved payment method). */
  authorizationReference: string | null;
}

/** The payment of an accepted offer (issue 12): charged to the buyer's saved payment method. */
export interface ChargeRequest {
  paymentId: string;
  /** The attempt's number: each attempt is its own provider request (its own idempotency key). */
  attempt: number;
  userId: string;
  auctionId: string;
  amountCents: number;
  description: string;
  authorizationReference: string | null;
}

/** A charge the provider refused, with its reason (shown to the admin, who may retry). */
export class ChargeDeclinedError extends Error {}

export interface PaymentsProvider {
  kind: 'sandbox' | 'stripe';
  /** True when holds must be told to the provider after commit (a remote API); false when the ledger is the provider. */
  remoteHolds: boolean;
  createCheckout(request: CheckoutRequest): Promise<{ sessionId: string; url: string }>;
  verifyCheckout(sessionId: string): Promise<CheckoutVerification>;
  placeHold(request: HoldRequest): Promise<{ reference: string }>;
  releaseHold(reference: string): Promise<void>;
  captureHold(reference: string, amountCents: number): Promise<void>;
  /** Charges an accepted offer; throws ChargeDeclinedError with the provider's reason when refused. */
  chargeOffer(request: ChargeRequest): Promise<{ reference: string }>;
  /** Providers that call back: checks the signature and says which checkout completed; throws on a bad signature. */
  parseWebhook?(payload: Buffer | string, signature: string): { type: string; checkoutSessionId: string | null };
  /** A cheap read that proves the provider answers with these credentials (the admin's connection test); never throws. */
  testConnection?(): Promise<ConnectionTest>;
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
