// Before a bid, an offer or a buy now is confirmed, the buyer sees what they will pay in all:
// the amount, the 2.5% buyer fee of SPEC 9 (the same rule the hold and the capture use) and the total.
import { buyerFeeCents, HOLD_RATE_PERCENT } from './holds.ts';
import { formatWholeNumber } from '../shared/format.ts';
import type { ListingType } from '../shared/auction-types.ts';

export interface BuyerTotal {
  amountCents: number;
  feeCents: number;
  totalCents: number;
}

/**
 * What the buyer pays for a whole-dollar amount; null for an amount that is not one (still being typed). A classified
 * takes no buyer fee (the fee comes from an auction's bid hold, decisions 028 and 031), so its total is the amount.
 */
export function buyerTotal(amountDollars: number | null | undefined, listingType: ListingType = 'auction'): BuyerTotal | null {
  if (amountDollars == null || !Number.isSafeInteger(amountDollars) || amountDollars <= 0) return null;
  const amountCents = amountDollars * 100;
  const feeCents = listingType === 'classified' ? 0 : buyerFeeCents(amountDollars);
  return { amountCents, feeCents, totalCents: amountCents + feeCents };
}

/** Cents as dollars: '$1,234' when whole, '$308.63' otherwise (SPEC 1 shows whole dollars; a fee may have cents). */
export function formatUsdCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  const dollars = formatWholeNumber(Math.floor(abs / 100));
  const rest = abs % 100;
  return rest === 0 ? `${sign}$${dollars}` : `${sign}$${dollars}.${String(rest).padStart(2, '0')}`;
}

export const BUYER_FEE_LABEL = `Buyer fee (${HOLD_RATE_PERCENT}%)`;
export const NO_BUYER_FEE_LABEL = 'Buyer fee (none on a classified)';
export const BUYER_TOTAL_LABEL = 'Total you pay';
