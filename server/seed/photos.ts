// Demo photo URLs. The media route renders these locally (no network at run time):
// /media/demo/{category}/{view}-{variant}-{paint}.webp, variant = scene 0-9, paint = body colour hex.

export const EXTERIOR_VIEWS = ['front34', 'side', 'rear34', 'front', 'rear', 'detail'] as const;
export const INTERIOR_VIEWS = ['dash', 'seats', 'cabin', 'gauges'] as const;
export type PhotoView = (typeof EXTERIOR_VIEWS)[number] | (typeof INTERIOR_VIEWS)[number];

export interface DemoPhoto {
  url: string;
  category: 'exterior' | 'interior';
}

export function demoPhotoUrl(category: string, view: PhotoView, variant: number, paint: string): string {
  if (!/^[0-9a-f]{6}$/.test(paint)) throw new Error(`Paint must be 6 lowercase hex digits: ${paint}`);
  return `/media/demo/${category}/${view}-${variant % 10}-${paint}.webp`;
}

// Trailers have no dashboard or seats: their "interior" is the inside of the box, deck or stalls.
function interiorViews(category: string): readonly PhotoView[] {
  return category === 'trailers' ? ['cabin'] : INTERIOR_VIEWS;
}

/**
 * 4-6 exterior then 2-8 interior photos, all distinct; counts and scenes derived from `seed`.
 * The variant picks the scene AND the body style, so every exterior view of a listing shares one
 * variant (the same vehicle from six angles); interiors are drawn flat and may vary.
 */
export function demoPhotoSet(category: string, paint: string, seed: number, vehicle = ''): DemoPhoto[] {
  const exteriorCount = 4 + ((seed * 5) % 3);
  const interiorCount = 2 + ((seed * 3) % 7);
  const style = category === 'cars' ? carStyleOf(vehicle) : undefined;
  // Car variants v and v+5 draw the same body style (demo-art car.ts): pick one that suits the model.
  const base = style === undefined ? (seed * 7) % 10 : style + 5 * (seed % 2);
  const photos: DemoPhoto[] = [];
  for (let k = 0; k < exteriorCount; k++) {
    const view = EXTERIOR_VIEWS[k % EXTERIOR_VIEWS.length] ?? 'front34';
    photos.push({ url: demoPhotoUrl(category, view, base, paint), category: 'exterior' });
  }
  const views = interiorViews(category);
  for (let k = 0; k < interiorCount; k++) {
    const view = views[k % views.length] ?? 'cabin';
    const variant = base + 1 + Math.floor(k / views.length) * (views.length === 1 ? 1 : 3);
    photos.push({ url: demoPhotoUrl(category, view, variant, paint), category: 'interior' });
  }
  return photos;
}

// Body styles of the demo car drawings, by variant % 5: sports, sedan, suv, muscle, hatch.
const CAR_STYLE_KEYWORDS: Array<[number, RegExp]> = [
  [
    2,
    /cayenne|macan|urus|bentayga|land cruiser|bronco|defender|wagoneer|suburban|blazer|4runner|range rover|g-class|g 550|escalade|scout|wrangler|cj-|fj|tahoe|yukon|hummer|raptor|f-150|pickup|truck|k5|ramcharger/i,
  ],
  [3, /mustang|camaro|chevelle|charger|challenger|gto|grand national|cuda|barracuda|firebird|trans am|442|road runner|nova|impala ss|galaxie|torino|hemi/i],
  [
    0,
    /911|nsx|supra|corvette|\bgt\b|miata|mx-5|viper|ferrari|lamborghini|porsche|2000gt|240z|300zx|rx-7|s2000|carrera|boxster|cayman|spider|roadster|cobra|lotus|mclaren|f40|testarossa|countach|diablo|huracan|aventador|z28|z06|m3|m4|amg gt|sl\b|slk|e-type|jaguar/i,
  ],
  [4, /golf|gti|civic|mini|hatch|fiesta|focus|beetle|corolla|integra|fit\b|polo|r32/i],
];

function carStyleOf(vehicle: string): number {
  return CAR_STYLE_KEYWORDS.find(([, re]) => re.test(vehicle))?.[0] ?? 1;
}
