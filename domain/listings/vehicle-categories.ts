// SPEC 3: the seven vehicle categories and the category path rule, without the make/model data
// (domain/listings/vehicle-catalogue.ts), so the app shell can name and link categories cheaply.

export const VEHICLE_CATEGORIES = [
  { slug: 'cars', name: 'Cars' },
  { slug: 'motorcycles', name: 'Motorcycles' },
  { slug: 'heavy-duty-trucks-buses', name: 'Heavy-Duty Trucks/Buses' },
  { slug: 'trailers', name: 'Trailers' },
  { slug: 'boats', name: 'Boats' },
  { slug: 'heavy-equipment', name: 'Heavy Equipment' },
  { slug: 'rvs', name: 'RVs' },
] as const;

export const CATEGORY_SLUGS = VEHICLE_CATEGORIES.map((c) => c.slug) as unknown as readonly [
  'cars',
  'motorcycles',
  'heavy-duty-trucks-buses',
  'trailers',
  'boats',
  'heavy-equipment',
  'rvs',
];

export type CategorySlug = (typeof VEHICLE_CATEGORIES)[number]['slug'];

export function categoryName(slug: string): string | undefined {
  return VEHICLE_CATEGORIES.find((c) => c.slug === slug)?.name;
}

/** SPEC 2 path rule: make and model lowercased, spaces turned into hyphens. */
export function toPathSegment(value: string): string {
  return value.trim().toLowerCase().replace(/\s+/g, '-');
}

export function categoryPath(category: string, make?: string, model?: string): string {
  const parts = [category];
  if (make) {
    parts.push(make);
    if (model) parts.push(model);
  }
  return `/category/${parts.map((p) => encodeURIComponent(toPathSegment(p))).join('/')}`;
}
