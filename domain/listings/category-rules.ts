// The rules of a site category that the pages need without the input schemas (domain/listings/site-categories.ts),
// so that the home page's tiles do not load zod: the count text, the built-in seven, the slug rule.
import { slugify } from './auction-path.ts';
import { CATEGORY_SLUGS } from './vehicle-categories.ts';

export const CATEGORY_LIMITS = { title: 60, description: 300, imageUrl: 2000, slug: 60 } as const;

/**
 * SPEC 2 Browse by Category: '1 active auction' or 'N active auctions'. The text is always worked out from
 * the live auctions of the category (never stored), so the home page's tiles and /admin/categories agree.
 */
export function categoryCountText(n: number): string {
  return n === 1 ? '1 active auction' : `${n} active auctions`;
}

/** Whether `slug` is one of SPEC 3's seven built-in categories (they can be hidden, never deleted). */
export function isBuiltInCategory(slug: string): boolean {
  return (CATEGORY_SLUGS as readonly string[]).includes(slug);
}

/** The address a new category gets from its name: the domain's slug rule (auction-path.ts), at most 60 characters. */
export function categorySlugFor(title: string): string {
  return slugify(title).slice(0, CATEGORY_LIMITS.slug).replace(/-+$/, '');
}

/** Whether `slug` is a slug the rule could have made: lowercase letters and digits, single hyphens between. */
export function isCategorySlug(slug: string): boolean {
  return slug.length > 0 && slug.length <= CATEGORY_LIMITS.slug && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug);
}
