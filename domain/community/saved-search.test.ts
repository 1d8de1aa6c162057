import { describe, expect, it } from 'vitest';
import { canonicalSearchQuery, describeSearch, SAVED_SEARCH_NAME_MAX } from './saved-search.ts';

describe('canonicalSearchQuery', () => {
  it('keeps valid filters in one order and drops sort, page, invalid values and the fixed keys', () => {
    expect(canonicalSearchQuery('page=2&make=Ford&search=mustang&sort=price_asc&yearMin=abc&priceMax=50000').query).toBe(
      'search=mustang&make=Ford&priceMax=50000',
    );
    expect(canonicalSearchQuery('?category=cars&make=Ford&model=Mustang', ['category', 'make']).query).toBe('model=Mustang');
    expect(canonicalSearchQuery('').query).toBe('');
  });

  it('answers the same for the same search written differently', () => {
    expect(canonicalSearchQuery('make=Ford&search=gt').query).toBe(canonicalSearchQuery('search=gt&make=Ford&sort=most_bids').query);
  });
});

describe('describeSearch', () => {
  it('names a search after its words, filters and page', () => {
    expect(describeSearch('Live Auctions', { search: 'mustang', make: 'Ford', yearMin: 1960, yearMax: 1970, priceMax: 50_000 })).toBe(
      '“mustang” · Ford · 1960-1970 · Under $50,000 · Live Auctions',
    );
    expect(describeSearch('Classifieds', { transmission: 'manual', reserve: 'no_reserve', featured: true })).toBe(
      'Manual · No reserve · Featured · Classifieds',
    );
    expect(describeSearch('Cars', {})).toBe('Cars');
  });

  it('is never longer than a name may be', () => {
    expect(describeSearch('Live Auctions', { search: 'x'.repeat(100), location: 'y'.repeat(60) }).length).toBe(SAVED_SEARCH_NAME_MAX);
  });
});
