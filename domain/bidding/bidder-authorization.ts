import { z } from 'zod';

/**
 * SPEC 3 and 9: the $250 bidder authorization is a hold on the member's payment method, kept as the
 * general record (the all-zero auction id) that covers every listing. A card hold does not last:
 * Stripe lets an uncaptured card authorization lapse after 7 days, and the sandbox does the same.
 * Until then nobody is asked again; once it lapses the member renews it.
 */
export const AUTHORIZATION_HOLD_DAYS = 7;
export const AUTHORIZATION_HOLD_MS = AUTHORIZATION_HOLD_DAYS * 86_400_000;

/** Where a member stands: no authorization, one in force (until expiresAt; null: a manual record that never lapses), or one that lapsed at expiresAt. */
export const authorizationStandingSchema = z.object({
  status: z.enum(['none', 'active', 'lapsed']),
  expiresAt: z.string().nullable(),
});
export type AuthorizationStanding = z.infer<typeof authorizationStandingSchema>;

/** SPEC 7 check-bidder-authorization's answer: has_authorization, and whether a hold lapsed and when. */
export const authorizationCheckSchema = z.object({
  has_authorization: z.boolean(),
  status: authorizationStandingSchema.shape.status,
  expires_at: z.string().nullable(),
});
export type AuthorizationCheck = z.infer<typeof authorizationCheckSchema>;

export const NO_AUTHORIZATION: AuthorizationStanding = { status: 'none', expiresAt: null };

/** A stored bidder_authorizations row as far as its standing goes. */
export interface AuthorizationRecord {
  status: string;
  expiresAt: Date | null;
}

const later = (a: Date | null, b: Date | null) => a === null || (b !== null && a.getTime() > b.getTime());

/**
 * The standing from a member's records for a listing (the general one and, from before authorizations were general,
 * one of the listing's own): the longest-lasting authorized record in force wins; otherwise the
 * latest lapsed one says when it lapsed. A hold lapses at its expiry, not a moment after.
 */
export function authorizationStanding(records: readonly AuthorizationRecord[], now: Date): AuthorizationStanding {
  let active: AuthorizationRecord | null = null;
  let lapsed: Date | null = null;
  for (const r of records) {
    if (r.status !== 'authorized') continue;
    if (r.expiresAt === null || r.expiresAt.getTime() > now.getTime()) {
      if (active === null || later(r.expiresAt, active.expiresAt)) active = r;
    } else if (lapsed === null || r.expiresAt.getTime() > lapsed.getTime()) {
      lapsed = r.expiresAt;
    }
  }
  if (active) return { status: 'active', expiresAt: active.expiresAt?.toISOString() ?? null };
  if (lapsed) return { status: 'lapsed', expiresAt: lapsed.toISOString() };
  return NO_AUTHORIZATION;
}

/** When a hold placed at `heldAt` lapses: the provider's own deadline when it gives one, else 7 days on. */
export function holdExpiry(providerDeadline: Date | null, heldAt: Date): Date {
  return providerDeadline ?? new Date(heldAt.getTime() + AUTHORIZATION_HOLD_MS);
}

/** What a gate asks the authorization for; each gate says so. */
export type AuthorizationPurpose = 'bid' | 'buy_now' | 'offer' | 'message';

const ACTIONS: Record<AuthorizationPurpose, string> = {
  bid: 'bid',
  buy_now: 'use Buy It Now',
  offer: 'make an offer',
  message: 'message the seller',
};

/** SPEC 2 titles the bidding dialog two ways (detail page, card); the others say what they are for. */
export const AUTHORIZATION_TITLES = {
  bid: 'Bidding Authorization Required',
  bidCard: 'Authorization Required to Bid',
  buy_now: 'Authorization Required to Buy Now',
  offer: 'Authorization Required to Make an Offer',
  message: 'Authorization Required to Message the Seller',
} as const;
export type AuthorizationTitle = (typeof AUTHORIZATION_TITLES)[keyof typeof AUTHORIZATION_TITLES];

/** The dialog's opening sentence for a member without an authorization. */
export const authorizationIntro = (purpose: AuthorizationPurpose) =>
  `Before you can ${ACTIONS[purpose]}, we place a temporary $250 authorization hold on your payment method.`;

/** What one authorization covers and for how long: never 'one-time', as it is asked again when it lapses. */
export const AUTHORIZATION_COVERAGE = `One authorization covers bidding, Buy It Now, offers and messages to sellers on every listing for ${AUTHORIZATION_HOLD_DAYS} days. When the hold lapses, we ask you to renew it.`;

/** The dialog's opening sentence for a member whose hold lapsed (`expiredOn` as the viewer reads dates). */
export const lapsedIntro = (purpose: AuthorizationPurpose, expiredOn: string) =>
  `Your $250 authorization expired on ${expiredOn}. Card holds lapse after ${AUTHORIZATION_HOLD_DAYS} days, so please renew it to ${ACTIONS[purpose]}.`;

/** The server's refusal when the hold lapsed (code AUTHORIZATION_REQUIRED, so the dialog opens). */
export const lapsedRefusal = (purpose: AuthorizationPurpose) => `Your $250 authorization has expired. Please renew it to ${ACTIONS[purpose]}.`;

export const RENEW_AUTHORIZATION = 'Renew $250 Authorization';
export const AUTHORIZE = 'Authorize $250';
