import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PAGE_PATHS, isPagePath } from './page-paths.ts';
import { HOME_TITLE, NOT_FOUND_NAME, pageTitle, withSiteName } from './page-titles.ts';
import { VEHICLE_CATEGORIES } from '../listings/vehicle-categories.ts';

const NOT_FOUND = withSiteName(NOT_FOUND_NAME);
/** A path segment as a browser sends it: any text, percent-encoded. */
const segment = fc.string({ minLength: 1, maxLength: 12 }).map(encodeURIComponent);
/** A page path of the route table with its parameters filled in. */
const pagePath = fc
  .constantFrom(...PAGE_PATHS)
  .chain((p) => fc.tuple(...p.split('/').map((s) => (s.startsWith(':') ? segment : fc.constant(s)))).map((parts) => parts.join('/') || '/'));

describe('pageTitle (issue 25 item 16)', () => {
  it('names every page of the route table, each static page differently, the site after it', () => {
    const statics = PAGE_PATHS.filter((p) => !p.includes(':'));
    const titles = statics.map((p) => pageTitle(p));
    expect(new Set(titles).size).toBe(statics.length);
    expect(pageTitle('/')).toBe(HOME_TITLE);
    for (const t of titles.filter((t) => t !== HOME_TITLE)) expect(t).toMatch(/^\S.* \| VehicleBid$/);
    expect(titles).not.toContain(NOT_FOUND);
    expect(pageTitle('/sold-results')).toBe('Sold Results | VehicleBid');
    expect(pageTitle('/admin/signals')).toBe('Admin: Bidding Signals | VehicleBid');
  });

  it('names a path the not-found page exactly when the router has no such page', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          pagePath,
          fc.webPath(),
          pagePath.map((p) => `${p}/x/y/z/w`),
        ),
        (path) => {
          expect(pageTitle(path) === NOT_FOUND).toBe(!isPagePath(path));
        },
      ),
    );
  });

  it('matches as the router does: any case, one trailing slash', () => {
    expect(pageTitle('/Sold-Results/')).toBe(pageTitle('/sold-results'));
    expect(pageTitle('/auctions//')).toBe(NOT_FOUND);
  });

  it('names a listing page before its data, a category page by its category', () => {
    fc.assert(
      fc.property(segment, (slug) => {
        expect(pageTitle(`/auction/${slug}`)).toBe('Auction | VehicleBid');
      }),
    );
    for (const c of VEHICLE_CATEGORIES) {
      expect(pageTitle(`/category/${c.slug}`)).toBe(withSiteName(c.name));
      expect(pageTitle(`/category/${c.slug}/some-make/some-model`)).toBe(withSiteName(c.name));
    }
    expect(pageTitle('/category/not-a-category')).toBe('Category | VehicleBid');
  });

  it('names a search of the auctions by what was searched, trimmed', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (text) => {
        const title = pageTitle('/auctions', `?${new URLSearchParams({ search: text })}`);
        expect(title).toBe(text.trim() ? withSiteName(`Results for “${text.trim()}”`) : 'Live Auctions | VehicleBid');
      }),
    );
  });
});
