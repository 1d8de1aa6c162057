import { describe, expect, it } from 'vitest';
import { activeFilterCount, listingQuerySchema, prefixTsQuery, readListingParams, totalPages, writeListingParams } from './listing-filters.ts';

describe('prefixTsQuery', () => {
  it('makes every word a required prefix, lowercased, in any order', () => {
    expect(prefixTsQuery('Porsche 911')).toBe('porsche:* & 911:*');
    expect(prefixTsQuery('  pors  ')).toBe('pors:*');
  });
  it('keeps letters and digits only, so operators cannot be injected', () => {
    expect(prefixTsQuery("it's a & b | !c:*")).toBe('it:* & s:* & a:* & b:* & c:*');
    expect(prefixTsQuery('Citroën')).toBe('citroen:*');
    expect(prefixTsQuery("'&|!()")).toBeNull();
    expect(prefixTsQuery(undefined)).toBeNull();
  });
});

describe('listing URL state', () => {
  it('reads filters, sort and page leniently, dropping invalid values', () => {
    const state = readListingParams(new URLSearchParams('search=911&yearMin=1970&yearMax=abc&sort=price_desc&page=3&featured=true&transmission=warp'));
    expect(state).toEqual({ filters: { search: '911', yearMin: 1970, featured: true }, sort: 'price_desc', page: 3 });
    expect(readListingParams(new URLSearchParams('sort=nope&page=-1'))).toEqual({ filters: {}, sort: 'ending_soon', page: 1 });
  });
  it('writes only what differs from the defaults, leaving out fixed keys', () => {
    const params = writeListingParams({ filters: { category: 'cars', make: 'Porsche', priceMin: 0 }, sort: 'ending_soon', page: 1 }, ['category']);
    expect(params.toString()).toBe('make=Porsche&priceMin=0');
    expect(writeListingParams({ filters: {}, sort: 'most_bids', page: 2 }).toString()).toBe('sort=most_bids&page=2');
  });
  it('round-trips', () => {
    const state = readListingParams(new URLSearchParams('make=Ford&reserve=no_reserve&sort=mileage_asc&page=2'));
    expect(readListingParams(writeListingParams(state))).toEqual(state);
  });
  it('counts filters in use, without search and fixed keys', () => {
    expect(activeFilterCount({ search: 'x', category: 'cars', make: 'Ford', featured: true }, ['category'])).toBe(2);
  });
});

describe('listingQuerySchema', () => {
  it('defaults to live auctions, ending soonest, page 1', () => {
    expect(listingQuerySchema.parse({})).toMatchObject({ kind: 'auctions', sort: 'ending_soon', page: 1 });
  });
  it('treats blank text as absent', () => {
    expect(listingQuerySchema.parse({ search: '   ', location: '' })).not.toHaveProperty('search', expect.anything());
  });
});

describe('totalPages', () => {
  it('is at least 1', () => {
    expect(totalPages(0)).toBe(1);
    expect(totalPages(24)).toBe(1);
    expect(totalPages(25)).toBe(2);
  });
});
