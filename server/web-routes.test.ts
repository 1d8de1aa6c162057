import { describe, expect, it } from 'vitest';
import { listingFormRedirect } from './web-routes.ts';

// A filter form submitted before the scripts run lands at the address the app writes.
describe('listingFormRedirect', () => {
  it('rewrites what a GET form sends on the listing pages', () => {
    expect(listingFormRedirect('/auctions', 'search=+porsche+')).toBe('/auctions?search=porsche');
    expect(listingFormRedirect('/auctions', 'search=')).toBe('/auctions');
    expect(listingFormRedirect('/classifieds', 'make=&yearMin=1990&sort=ending_soon')).toBe('/classifieds?yearMin=1990');
    expect(listingFormRedirect('/presale', 'sort=price_asc&search=bmw')).toBe('/presale?search=bmw&sort=price_asc');
    expect(listingFormRedirect('/sold-results', 'category=cars&make=&model=&yearMin=&yearMax=')).toBe('/sold-results?category=cars');
  });

  it('category pages keep the keys their path sets out of the query', () => {
    expect(listingFormRedirect('/category/cars', 'category=cars&make=BMW&featured=true')).toBe('/category/cars?make=BMW&featured=true');
    expect(listingFormRedirect('/category/cars/BMW', 'make=Audi&model=M3')).toBe('/category/cars/BMW?model=M3');
    expect(listingFormRedirect('/category/cars/BMW/M3', 'model=&search=x')).toBe('/category/cars/BMW/M3?search=x');
  });

  it("leaves alone the app's own addresses and every other page", () => {
    expect(listingFormRedirect('/auctions', '')).toBeNull();
    expect(listingFormRedirect('/auctions', 'search=porsche&sort=price_desc&page=2')).toBeNull();
    expect(listingFormRedirect('/about', 'search=')).toBeNull();
    expect(listingFormRedirect('/auction/x', 'search=')).toBeNull();
    expect(listingFormRedirect('//evil.example/auctions', 'search=')).toBeNull();
  });
});
