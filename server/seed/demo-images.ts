// The demo images are the demo data's own, a fixed set. The media route
// draws only these (anything else is a 404), so its disk cache holds at most these names times the
// offered widths, and the server draws them all in the background once the demo data is seeded.
import { buildCategories } from './categories.ts';
import { buildHeroImages } from './hero.ts';
import { buildListings } from './listing-builder.ts';
import { LISTING_GROUPS } from './seed-demo-data.ts';
import { buildDemoPeople } from './users.ts';

const PREFIX = '/media/demo/';

/**
 * The web app's own fallbacks (web/src/features/listings/sample-listings.ts, shown when the live
 * auctions cannot be fetched; a test keeps the two lists equal). The default categories' images are
 * the seeded categories' own.
 */
export const WEB_FALLBACK_IMAGES = [
  '/media/demo/cars/front34-1-1d4ed8.webp',
  '/media/demo/cars/side-2-b91c1c.webp',
  '/media/demo/motorcycles/side-3-0f172a.webp',
  '/media/demo/heavy-duty-trucks-buses/front34-0-f8fafc.webp',
  '/media/demo/boats/side-1-f8fafc.webp',
  '/media/demo/heavy-equipment/front34-2-eab308.webp',
] as const;

/** Every `/media/demo/...` address of the demo data, the pages' first images first (hero, categories, cards). */
export function demoImageUrls(): readonly string[] {
  // The addresses do not depend on the instant or the password (a test checks): fixed ones are used.
  const now = new Date('2026-01-01T00:00:00Z');
  const listings = buildListings(LISTING_GROUPS, buildDemoPeople(now, 'unused'), now);
  const urls = [
    ...buildHeroImages(now).map((h) => h.imageUrl),
    ...buildCategories(now).map((c) => c.imageUrl),
    ...WEB_FALLBACK_IMAGES,
    ...listings.map((l) => l.row.imageUrl),
    ...listings.flatMap((l) => l.photos.map((p) => p.imageUrl)),
  ];
  return [...new Set(urls.filter((u): u is string => typeof u === 'string' && u.startsWith(PREFIX)))];
}

let names: ReadonlySet<string> | null = null;

/** Whether `{category}/{file}` is one of the demo data's images (the media route's allow-list). */
export function isDemoImage(category: string, file: string): boolean {
  names ??= new Set(demoImageUrls().map((u) => u.slice(PREFIX.length)));
  return names.has(`${category}/${file}`);
}
