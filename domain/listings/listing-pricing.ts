// Pricing rules of a new listing. Whole US dollars (SPEC 1).
// Auction: a starting price; an optional reserve at or above it; an optional buy now above the reserve
// (or above the starting price when there is no reserve). Classified: one sale price, kept in
// buy_now_price (SPEC 3 "buy_now_price (sale price for classifieds)").

import { exceedsAmountLimit, MAX_AMOUNT } from '../shared/amount-limit.ts';
import type { ListingType } from '../shared/auction-types.ts';
import { formatUsd } from '../shared/money.ts';

/** The site's one amount limit (domain/shared/amount-limit.ts): bids and listing prices share it. */
export { MAX_AMOUNT };

export interface ListingPrices {
  listingType: ListingType;
  startingPrice?: number | null;
  reservePrice?: number | null;
  buyNowPrice?: number | null;
}

export interface PriceProblem {
  field: 'startingPrice' | 'reservePrice' | 'buyNowPrice';
  message: string;
}

export const PRICE_MESSAGES = {
  startingRequired: 'Enter a starting price of at least $1',
  salePriceRequired: 'Enter a sale price of at least $1',
  whole: 'Prices are whole dollars',
  startingTooHigh: `The starting price cannot exceed ${formatUsd(MAX_AMOUNT)}`,
  reserveTooHigh: `The reserve price cannot exceed ${formatUsd(MAX_AMOUNT)}`,
  buyNowTooHigh: `The buy now price cannot exceed ${formatUsd(MAX_AMOUNT)}`,
  salePriceTooHigh: `The sale price cannot exceed ${formatUsd(MAX_AMOUNT)}`,
  reserveBelowStart: 'The reserve must be at least the starting price',
  buyNowNotAboveReserve: 'Buy now must be more than the reserve',
  buyNowNotAboveStart: 'Buy now must be more than the starting price',
} as const;

const TOO_HIGH: Record<PriceProblem['field'], string> = {
  startingPrice: PRICE_MESSAGES.startingTooHigh,
  reservePrice: PRICE_MESSAGES.reserveTooHigh,
  buyNowPrice: PRICE_MESSAGES.buyNowTooHigh,
};

function amountProblem(field: PriceProblem['field'], value: number, listingType: ListingType): PriceProblem | null {
  if (!Number.isInteger(value)) return { field, message: PRICE_MESSAGES.whole };
  if (exceedsAmountLimit(value)) return { field, message: listingType === 'classified' ? PRICE_MESSAGES.salePriceTooHigh : TOO_HIGH[field] };
  return null;
}

/** Every pricing problem, in the order of the form's fields; empty when the prices are sane. */
export function pricingProblems(p: ListingPrices): PriceProblem[] {
  const problems: PriceProblem[] = [];
  if (p.listingType === 'classified') {
    const price = p.buyNowPrice;
    if (price == null || price < 1) problems.push({ field: 'buyNowPrice', message: PRICE_MESSAGES.salePriceRequired });
    else {
      const bad = amountProblem('buyNowPrice', price, 'classified');
      if (bad) problems.push(bad);
    }
    return problems;
  }
  const start = p.startingPrice;
  if (start == null || start < 1) problems.push({ field: 'startingPrice', message: PRICE_MESSAGES.startingRequired });
  for (const field of ['startingPrice', 'reservePrice', 'buyNowPrice'] as const) {
    const v = p[field];
    if (v != null && v >= 1) {
      const bad = amountProblem(field, v, 'auction');
      if (bad) problems.push(bad);
    }
  }
  const reserve = p.reservePrice ?? null;
  const buyNow = p.buyNowPrice ?? null;
  // Relations between amounts are judged only when each one is itself acceptable.
  if (problems.some((x) => x.message !== PRICE_MESSAGES.startingRequired)) return problems;
  if (reserve != null && start != null && reserve < start) {
    problems.push({ field: 'reservePrice', message: PRICE_MESSAGES.reserveBelowStart });
  }
  if (buyNow != null) {
    if (reserve != null && buyNow <= reserve) problems.push({ field: 'buyNowPrice', message: PRICE_MESSAGES.buyNowNotAboveReserve });
    else if (reserve == null && start != null && buyNow <= start) problems.push({ field: 'buyNowPrice', message: PRICE_MESSAGES.buyNowNotAboveStart });
  }
  return problems;
}
