/**
 * Demo listing photos, drawn locally as SVG (a route rasterises them to WebP with sharp).
 * 1600x1200 for vehicle views, 2400x1000 for the home-page hero. Deterministic: the same spec
 * always yields the same document.
 */
import { buildBoat } from './boat.ts';
import { buildCar } from './car.ts';
import { buildEquipment } from './equipment.ts';
import { buildMotorcycle } from './motorcycle.ts';
import { buildRv } from './rv.ts';
import { buildTrailer } from './trailer.ts';
import { buildTruck } from './truck.ts';
import { renderExterior } from './exterior.ts';
import { renderHero } from './hero.ts';
import { renderInterior } from './interior.ts';
import type { Model } from './geometry.ts';
import { isDemoInteriorView, type DemoExteriorView, type DemoImageSpec, type DemoVehicleCategory } from './parse.ts';
import { getScene, sceneIdFor } from './scenes.ts';
import { exteriorCamera } from './views.ts';

export const DEMO_IMAGE_SIZE = { width: 1600, height: 1200 } as const;
export const DEMO_HERO_SIZE = { width: 2400, height: 1000 } as const;

export function buildVehicle(category: DemoVehicleCategory, variant: number, paint: string, afloat: boolean): Model {
  switch (category) {
    case 'motorcycles':
      return buildMotorcycle(variant, paint);
    case 'heavy-duty-trucks-buses':
      return buildTruck(variant, paint);
    case 'trailers':
      return buildTrailer(variant, paint);
    case 'boats':
      return buildBoat(variant, paint, afloat);
    case 'heavy-equipment':
      return buildEquipment(variant, paint);
    case 'rvs':
      return buildRv(variant, paint);
    default:
      return buildCar(variant, paint);
  }
}

export function renderDemoSvg(spec: DemoImageSpec): string {
  const paint = spec.paint.toLowerCase();
  if (spec.category === 'hero') return renderHero(spec.variant, paint);
  const category = spec.category;
  if (isDemoInteriorView(spec.view)) return renderInterior(category, spec.view, spec.variant, paint);
  const view = spec.view as DemoExteriorView;
  const scene = getScene(sceneIdFor(category, spec.variant));
  const model = buildVehicle(category, spec.variant, paint, scene.water === true);
  const { width, height } = DEMO_IMAGE_SIZE;
  const cam = exteriorCamera(view, model, spec.variant, width, height);
  return renderExterior({ width, height, scene, cam, models: [model], paintHex: paint, seed: `${category}:${spec.variant}`, view });
}
