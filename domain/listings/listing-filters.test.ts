import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  canonicalListingSearch,
  FILTER_RULES,
  parseField,
  readListingParams,
  readSoldParams,
  totalPages,
  writeListingParams,
  writeSoldParams,
} from './listing-filters.ts';
import { listingFiltersSchema, listingQuerySchema, soldQuerySchema } from './listing-filters-schema.ts';

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

describe('the filter rules without zod agree with the API schemas built from them', () => {
  const samples = [
    '',
    ' ',
    'x',
    '  Porsche  ',
    'a'.repeat(60),
    'a'.repeat(61),
    'a'.repeat(101),
    '0',
    '12',
    ' 12 ',
    '-1',
    '1.5',
    '1e3',
    'abc',
    '1799',
    '1800',
    '2100',
    '2101',
    '1000000000',
    '1000000001',
    '10000000',
    '10000001',
    'manual',
    'automatic',
    'Manual',
    'rwd',
    '4wd',
    'reserve',
    'no_reserve',
    'true',
    'false',
    'TRUE',
    'NaN',
    'Infinity',
  ];
  for (const key of Object.keys(FILTER_RULES) as (keyof typeof FILTER_RULES)[]) {
    it(`reads ${key} as the API does`, () => {
      for (const raw of samples) {
        const mine = parseField(FILTER_RULES[key], raw);
        const api = listingFiltersSchema.shape[key].safeParse(raw);
        expect({ raw, ok: mine.ok }).toEqual({ raw, ok: api.success });
        if (mine.ok && api.success) expect({ raw, value: mine.value }).toEqual({ raw, value: api.data });
      }
    });
  }
});

describe('sold results URL state', () => {
  it('reads leniently and writes without defaults, and the API reads the same', () => {
    const params = new URLSearchParams('category=cars&make=Ford&yearMin=1960&yearMax=x&page=2&sort=ignored');
    const q = readSoldParams(params);
    expect(q).toEqual({ category: 'cars', make: 'Ford', yearMin: 1960, page: 2 });
    expect(soldQuerySchema.parse(Object.fromEntries(writeSoldParams(q)))).toMatchObject(q);
    expect(writeSoldParams({ ...q, page: 1 }).toString()).toBe('category=cars&make=Ford&yearMin=1960');
    expect(readSoldParams(new URLSearchParams('page=0'))).toEqual({ page: 1 });
  });
});

describe('canonicalListingSearch (a filter form submitted before the scripts run)', () => {
  it('writes what the app writes: trimmed, blank and default values left out, keys in order', () => {
    expect(canonicalListingSearch('?search=++porsche+911+')).toBe('search=porsche+911');
    expect(canonicalListingSearch('?make=&yearMin=1990&transmission=&search=bmw&sort=ending_soon&featured=true')).toBe('search=bmw&yearMin=1990&featured=true');
    expect(canonicalListingSearch('search=&sort=price_asc')).toBe('sort=price_asc');
  });
  it('an empty search is the page without it', () => {
    expect(canonicalListingSearch('?search=')).toBe('');
    expect(canonicalListingSearch('?search=+++')).toBe('');
  });
  it("null when the URL is already the app's, so a redirect cannot loop", () => {
    expect(canonicalListingSearch('')).toBeNull();
    expect(canonicalListingSearch('?search=porsche%20911&sort=price_asc&page=2')).toBeNull();
    expect(canonicalListingSearch('?search=a+b')).toBeNull();
  });
  it('keeps other keys after the known ones and leaves out the keys the path fixes', () => {
    expect(canonicalListingSearch('?utm_source=x&search=bmw')).toBe('search=bmw&utm_source=x');
    expect(canonicalListingSearch('?category=cars&make=BMW', ['category'])).toBe('make=BMW');
  });
  it('sold results: their own keys, no sort', () => {
    expect(canonicalListingSearch('?category=&make=&yearMin=1990&yearMax=', [], true)).toBe('yearMin=1990');
    expect(canonicalListingSearch('?yearMin=1990', [], true)).toBeNull();
  });
});
