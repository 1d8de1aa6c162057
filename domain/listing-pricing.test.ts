import { describe, expect, it } from 'vitest';
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
  it('refuses fractions and absurd amounts', () => {
    expect(auction(10.5)).toEqual([`startingPrice: ${PRICE_MESSAGES.whole}`]);
    expect(auction(100_000_001)).toEqual([`startingPrice: ${PRICE_MESSAGES.tooHigh}`]);
  });
});

describe('classified pricing', () => {
  it('needs the sale price, kept as buy now', () => {
    expect(pricingProblems({ listingType: 'classified', buyNowPrice: 42_500 })).toEqual([]);
    expect(pricingProblems({ listingType: 'classified', buyNowPrice: null })).toEqual([{ field: 'buyNowPrice', message: PRICE_MESSAGES.salePriceRequired }]);
  });
  it('ignores the auction prices', () => {
    expect(pricingProblems({ listingType: 'classified', startingPrice: 0, reservePrice: 1, buyNowPrice: 10 })).toEqual([]);
  });
});
