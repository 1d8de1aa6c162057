import type { PublicCategory } from '../../../../domain/listings/site-categories.ts';

/** SPEC 3/8: the seven built-in categories, shown when the categories fetch fails. */
export const DEFAULT_CATEGORIES: PublicCategory[] = [
  { slug: 'cars', title: 'Cars', paint: 'b91c1c', description: 'Collector cars, sports cars, classic trucks and 4x4s.' },
  { slug: 'motorcycles', title: 'Motorcycles', paint: '1d4ed8', description: 'Vintage and modern motorcycles.' },
  { slug: 'heavy-duty-trucks-buses', title: 'Heavy-Duty Trucks/Buses', paint: 'b45309', description: 'Tractors, vocational trucks and buses.' },
  { slug: 'trailers', title: 'Trailers', paint: 'e5e7eb', description: 'Dry vans, flatbeds, car haulers and more.' },
  { slug: 'heavy-equipment', title: 'Heavy Equipment', paint: 'eab308', description: 'Excavators, dozers, loaders and compact equipment.' },
  { slug: 'boats', title: 'Boats', paint: '0e7490', description: 'Runabouts, center consoles, cruisers and wake boats.' },
  { slug: 'rvs', title: 'RVs', paint: '64748b', description: 'Motorhomes, camper vans and travel trailers.' },
].map((c, i) => ({
  id: `default-${c.slug}`,
  slug: c.slug,
  title: c.title,
  description: c.description,
  imageUrl: `/media/demo/${c.slug}/front34-${i}-${c.paint}.webp`,
  displayOrder: i + 1,
}));
