/**
 * Demo photo names: `/media/demo/{category}/{view}-{variant}-{paint}.webp`, and for the home-page hero
 * `/media/demo/hero/hero-{variant}-{paint}.webp`. Parsing is strict: anything that does not match
 * exactly (unknown category or view, variant outside 0-9, paint not 6 lowercase hex digits, extra
 * characters, path separators) is refused, so the renderer only ever sees known inputs.
 */

export const DEMO_CATEGORIES = ['cars', 'motorcycles', 'heavy-duty-trucks-buses', 'trailers', 'boats', 'heavy-equipment', 'rvs'] as const;

/** The special category of home-page hero compositions (file `hero-{variant}-{paint}.webp`). */
export const DEMO_HERO_CATEGORY = 'hero';

export const DEMO_EXTERIOR_VIEWS = ['front34', 'side', 'rear34', 'front', 'rear', 'detail'] as const;
export const DEMO_INTERIOR_VIEWS = ['dash', 'seats', 'cabin', 'gauges'] as const;

/** Variants are 0 to DEMO_VARIANT_COUNT - 1. */
export const DEMO_VARIANT_COUNT = 10;

export type DemoVehicleCategory = (typeof DEMO_CATEGORIES)[number];
export type DemoCategory = DemoVehicleCategory | typeof DEMO_HERO_CATEGORY;
export type DemoExteriorView = (typeof DEMO_EXTERIOR_VIEWS)[number];
export type DemoInteriorView = (typeof DEMO_INTERIOR_VIEWS)[number];
export type DemoView = DemoExteriorView | DemoInteriorView | 'hero';

export interface DemoImageSpec {
  category: DemoCategory;
  view: DemoView;
  /** 0-9: scene and small shape variations. */
  variant: number;
  /** Body colour: 6 lowercase hex digits, no '#'. */
  paint: string;
}

const FILE_PATTERN = /^([a-z0-9]+)-([0-9])-([0-9a-f]{6})\.webp$/;
const PAINT_PATTERN = /^[0-9a-f]{6}$/;

export function isDemoVehicleCategory(value: string): value is DemoVehicleCategory {
  return (DEMO_CATEGORIES as readonly string[]).includes(value);
}

export function isDemoExteriorView(value: string): value is DemoExteriorView {
  return (DEMO_EXTERIOR_VIEWS as readonly string[]).includes(value);
}

export function isDemoInteriorView(value: string): value is DemoInteriorView {
  return (DEMO_INTERIOR_VIEWS as readonly string[]).includes(value);
}

/** `parseDemoImagePath('cars', 'side-3-c0392b.webp')`; null when the name is not a demo image. */
export function parseDemoImagePath(category: string, fileName: string): DemoImageSpec | null {
  const match = FILE_PATTERN.exec(fileName);
  if (!match) return null;
  const [, view = '', variantText = '', paint = ''] = match;
  const variant = Number(variantText);
  if (category === DEMO_HERO_CATEGORY) {
    return view === 'hero' ? { category: DEMO_HERO_CATEGORY, view: 'hero', variant, paint } : null;
  }
  if (!isDemoVehicleCategory(category)) return null;
  if (!isDemoExteriorView(view) && !isDemoInteriorView(view)) return null;
  return { category, view, variant, paint };
}

/** True when the spec names an image the renderer can draw (the inverse of parsing). */
export function isValidDemoImageSpec(spec: DemoImageSpec): boolean {
  if (!Number.isInteger(spec.variant) || spec.variant < 0 || spec.variant >= DEMO_VARIANT_COUNT) return false;
  if (!PAINT_PATTERN.test(spec.paint)) return false;
  if (spec.category === DEMO_HERO_CATEGORY) return spec.view === 'hero';
  return isDemoVehicleCategory(spec.category) && (isDemoExteriorView(spec.view) || isDemoInteriorView(spec.view));
}

/** `/media/demo/cars/side-3-c0392b.webp`; throws on a spec that parsing would refuse. */
export function demoImageUrl(spec: DemoImageSpec): string {
  const normalized = { ...spec, paint: spec.paint.toLowerCase().replace(/^#/, '') };
  if (!isValidDemoImageSpec(normalized)) throw new RangeError(`Invalid demo image spec: ${JSON.stringify(spec)}`);
  return `/media/demo/${normalized.category}/${normalized.view}-${normalized.variant}-${normalized.paint}.webp`;
}
