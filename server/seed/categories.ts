import type { categories } from '../db/schema.ts';

// SPEC 3: the seven built-in categories, in menu order.
export const DEMO_CATEGORIES = [
  {
    slug: 'cars',
    title: 'Cars',
    paint: 'b91c1c',
    description: 'Collector cars, sports cars, classic trucks and 4x4s, from pre-war classics to modern supercars.',
  },
  {
    slug: 'motorcycles',
    title: 'Motorcycles',
    paint: '1d4ed8',
    description: 'Vintage and modern motorcycles: American V-twins, Japanese fours, European superbikes and adventure bikes.',
  },
  {
    slug: 'heavy-duty-trucks-buses',
    title: 'Heavy-Duty Trucks/Buses',
    paint: 'b45309',
    description: 'Class 8 tractors, vocational trucks, school buses and motorcoaches from fleets and owner-operators.',
  },
  {
    slug: 'trailers',
    title: 'Trailers',
    paint: 'e5e7eb',
    description: 'Dry vans, reefers, flatbeds, lowboys, car haulers, horse and livestock trailers.',
  },
  {
    slug: 'heavy-equipment',
    title: 'Heavy Equipment',
    paint: 'eab308',
    description: 'Excavators, dozers, backhoes, loaders and compact equipment with documented hours.',
  },
  {
    slug: 'boats',
    title: 'Boats',
    paint: '0e7490',
    description: 'Classic wooden runabouts, center consoles, cruisers, wake boats and go-fast boats.',
  },
  {
    slug: 'rvs',
    title: 'RVs',
    paint: '64748b',
    description: 'Motorhomes, camper vans, travel trailers, fifth wheels and bus conversions.',
  },
] as const;

export type CategorySlug = (typeof DEMO_CATEGORIES)[number]['slug'];

/** The seven rows. Their count text is not stored: it is worked out from the live auctions. */
export function buildCategories(createdAt: Date): (typeof categories.$inferInsert)[] {
  return DEMO_CATEGORIES.map((c, i) => ({
    slug: c.slug,
    title: c.title,
    description: c.description,
    displayOrder: i + 1,
    isActive: true,
    imageUrl: `/media/demo/${c.slug}/front34-${i}-${c.paint}.webp`,
    createdAt,
  }));
}
