import { z } from 'zod';

/** Decision 003: the `featured_listing_fee` setting is cents; 2500 ($25) when it is missing or malformed. */
export const DEFAULT_FEATURED_LISTING_FEE_CENTS = 2500;

export function parseFeaturedListingFee(value: unknown): number {
  const raw = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof raw === 'number' && Number.isInteger(raw) && raw >= 0 && raw <= 100_000_000) return raw;
  if (raw && typeof raw === 'object' && 'amount' in raw) return parseFeaturedListingFee((raw as { amount: unknown }).amount);
  return DEFAULT_FEATURED_LISTING_FEE_CENTS;
}

/** The fee in whole dollars for display (SPEC 1: no decimals, so $25.50 would show as $26). */
export const featuredFeeDollars = (cents: number): number => Math.round(cents / 100);

/** GET /api/featured-listing-fee: the fee in cents. */
export const featuredListingFeeSchema = z.object({ amount_cents: z.number().int() });

/** POST /api/featured-listing-checkout: the listing to feature; answers the checkout to go to. */
export const featuredCheckoutBodySchema = z.object({ auction_id: z.string().uuid() });
export type FeaturedCheckoutBody = z.infer<typeof featuredCheckoutBodySchema>;
export const featuredCheckoutSchema = z.object({ url: z.string() });

/** POST /api/featured-listing-checkout/verify: the checkout session the seller came back from. */
export const featuredVerifyBodySchema = z.object({ session_id: z.string().min(1).max(300) });
export type FeaturedVerifyBody = z.infer<typeof featuredVerifyBodySchema>;
/** POST /api/featured-listing-checkout/cancel: the pending payment the seller walked away from. */
export const featuredCancelBodySchema = z.object({ payment_id: z.string().uuid() });
export type FeaturedCancelBody = z.infer<typeof featuredCancelBodySchema>;

/** What the featured fee's checkout came to (/seller-success). */
export const featuredOutcomeSchema = z.discriminatedUnion('status', [
  z.object({ status: z.enum(['held', 'captured', 'cancelled']), auction_id: z.string(), title: z.string() }),
  z.object({ status: z.literal('failed'), reason: z.string() }),
]);
export type FeaturedOutcome = z.infer<typeof featuredOutcomeSchema>;
