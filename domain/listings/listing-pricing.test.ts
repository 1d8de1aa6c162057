import { describe, expect, it } from 'vitest';
import { MAX_AMOUNT } from '../shared/amount-limit.ts';
import { PRICE_MESSAGES, pricingProblems } from './listing-pricing.ts';

const auction = (startingPrice: number | null, reservePrice: number | null = null, buyNowPrice: number | null = null) =>
  pricingProblems({ listingType: 'auction', startingPrice, reservePrice, buyNowPrice }).map((p) => `${p.field}: ${p.message}`);

describe('auction pricing', () => {
  it('accepts a starting price alone, with a reserve, with buy now', () => {
    expect(auction(5000)).toEqual([]);
    expect(auction(5000, 5000)).toEqual([]);
    expect(auction(5000, 8000, 8001)).toEqual([]);
    expect(auction(5000, null, 5001)).toEqual([]);
  });
  it('needs a starting price of at least $1', () => {
    expect(auction(null)).toEqual([`startingPrice: ${PRICE_MESSAGES.startingRequired}`]);
    expect(auction(0)).toEqual([`startingPrice: ${PRICE_MESSAGES.startingRequired}`]);
  });
  it('refuses a reserve below the starting price', () => {
    expect(auction(5000, 4999)).toEqual([`reservePrice: ${PRICE_MESSAGES.reserveBelowStart}`]);
  });
  it('refuses buy now at or below the reserve, or the start without a reserve', () => {
    expect(auction(5000, 8000, 8000)).toEqual([`buyNowPrice: ${PRICE_MESSAGES.buyNowNotAboveReserve}`]);
    expect(auction(5000, null, 5000)).toEqual([`buyNowPrice: ${PRICE_MESSAGES.buyNowNotAboveStart}`]);
  });
  it('refuses fractions', () => {
    expect(auction(10.5)).toEqual([`startingPrice: ${PRICE_MESSAGES.whole}`]);
  });
  it('caps the starting price, reserve and buy now at MAX_AMOUNT (domain/shared/amount-limit.ts), naming the field', () => {
    expect(MAX_AMOUNT).toBe(500_000_000);
    expect(auction(MAX_AMOUNT - 2, MAX_AMOUNT - 1, MAX_AMOUNT)).toEqual([]);
    expect(auction(MAX_AMOUNT + 1)).toEqual(['startingPrice: The starting price cannot exceed $500,000,000']);
    expect(auction(5000, MAX_AMOUNT + 1)).toEqual(['reservePrice: The reserve price cannot exceed $500,000,000']);
    expect(auction(5000, 8000, MAX_AMOUNT + 1)).toEqual(['buyNowPrice: The buy now price cannot exceed $500,000,000']);
    expect(auction(5000, null, 2 ** 53)).toEqual(['buyNowPrice: The buy now price cannot exceed $500,000,000']);
  });
  it('judges the relations between amounts only once each is acceptable', () => {
    // A too-high start with a lower reserve says what is wrong, not that the reserve is below the start.
    expect(auction(MAX_AMOUNT + 1, 1000, 2000)).toEqual([`startingPrice: ${PRICE_MESSAGES.startingTooHigh}`]);
  });
});

describe('classified pricing', () => {
  it('needs the sale price, kept as buy now', () => {
    expect(pricingProblems({ listingType: 'classified', buyNowPrice: 42_500 })).toEqual([]);
    expect(pricingProblems({ listingType: 'classified', buyNowPrice: null })).toEqual([{ field: 'buyNowPrice', message: PRICE_MESSAGES.salePriceRequired }]);
  });
  it('caps the sale price at MAX_AMOUNT', () => {
    expect(pricingProblems({ listingType: 'classified', buyNowPrice: MAX_AMOUNT })).toEqual([]);
    expect(pricingProblems({ listingType: 'classified', buyNowPrice: MAX_AMOUNT + 1 })).toEqual([
      { field: 'buyNowPrice', message: 'The sale price cannot exceed $500,000,000' },
    ]);
  });
  it('ignores the auction prices', () => {
    expect(pricingProblems({ listingType: 'classified', startingPrice: 0, reservePrice: 1, buyNowPrice: 10 })).toEqual([]);
  });
});
