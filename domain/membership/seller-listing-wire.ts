// The seller's own listings (/my-auctions; docs/product-rules.md 4.6, 5.5) as the API takes and sends them,
// written once for the server's routes and the web app's hooks.
import { z } from 'zod';
import type { sellerGroupOf } from '../listings/listing-review.ts';
import { DEFAULT_RENEWAL_DURATION, DEFAULT_RENEWAL_START_TIME } from '../listings/renewal.ts';

/** The groups of /my-auctions a listing falls in (sellerGroupOf). */
const SELLER_LISTING_GROUPS = ['awaiting_approval', 'scheduled', 'live', 'ended', 'sold', 'classifieds', 'closed'] as const satisfies readonly ReturnType<
  typeof sellerGroupOf
>[];

/** One of the seller's listings with its numbers, group and allowed actions. */
export const sellerListingSchema = z.object({
  id: z.string(),
  title: z.string(),
  path: z.string(),
  status: z.string(),
  group: z.enum(SELLER_LISTING_GROUPS),
  listing_type: z.string(),
  image_url: z.string().nullable(),
  year: z.number().nullable(),
  make: z.string().nullable(),
  model: z.string().nullable(),
  current_bid: z.number(),
  starting_price: z.number(),
  reserve_price: z.number().nullable(),
  reserve_met: z.boolean(),
  buy_now_price: z.number().nullable(),
  bid_count: z.number(),
  watchers: z.number(),
  views: z.number(),
  start_time: z.string().nullable(),
  end_time: z.string().nullable(),
  timezone: z.string().nullable(),
  featured: z.boolean(),
  featured_fee: z.enum(['held', 'captured']).nullable(),
  awaiting: z.enum(['listing', 'renewal']).nullable(),
  is_renewal: z.boolean(),
  rejected_at: z.string().nullable(),
  rejection_reason: z.string().nullable(),
  withdrawn_at: z.string().nullable(),
  can_withdraw: z.boolean(),
  can_renew: z.boolean(),
  /** Why an ended auction that missed its reserve cannot be renewed yet, else null. */
  renew_blocked: z.string().nullable(),
  renewal: z.object({ id: z.string(), path: z.string(), status: z.string(), awaiting: z.boolean() }).nullable(),
});
export type SellerListing = z.infer<typeof sellerListingSchema>;

/** GET /api/my-auctions. */
export const sellerListingsSchema = z.object({ listings: z.array(sellerListingSchema) });

/** GET /api/my-auctions/:id/stats: the 'Your Listing' panel's numbers. */
export const listingStatsSchema = z.object({ bid_count: z.number(), watchers: z.number(), views: z.number() });
export type ListingStats = z.infer<typeof listingStatsSchema>;

/** POST /api/my-auctions/:id/withdraw. */
export const withdrawnSchema = z.object({ withdrawn: z.literal(true) });

// Whole dollars; over MAX_AMOUNT is refused by the renewal's check with its message (amount-limit.ts).
const money = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/** POST /api/auctions/:id/renewal (5.5). */
export const renewalBodySchema = z.object({
  duration_days: z.number().int().default(DEFAULT_RENEWAL_DURATION),
  reserve_enabled: z.boolean(),
  reserve_price: money.nullable().default(null),
  // Absent: the original's buy now price; null: none.
  buy_now_price: money.nullable().optional(),
  start_date: z.string().max(10),
  start_time: z.string().max(5).default(DEFAULT_RENEWAL_START_TIME),
  featured: z.boolean().default(false),
  time_zone: z.string().max(64).optional(),
});
export type RenewBody = z.input<typeof renewalBodySchema>;

/** The renewal made (201): where it is, and the featured fee's checkout when one is due. */
export const renewedSchema = z.object({ auction_id: z.string(), path: z.string(), message: z.string(), checkout_url: z.string().nullable() });
