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
