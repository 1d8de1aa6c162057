/** Home-page hero: wide cinematic compositions of several vehicles (2400x1000). */
import { buildBoat } from './boat.ts';
import { buildCar } from './car.ts';
import { hexToRgb, rgbToHsl, hsl, mix } from './color.ts';
import { buildEquipment } from './equipment.ts';
import { renderExterior } from './exterior.ts';
import { orbitCamera } from './camera.ts';
import { placeModel, type Model } from './geometry.ts';
import type { V3 } from './math3d.ts';
import { buildMotorcycle } from './motorcycle.ts';
import { buildRv } from './rv.ts';
import { glow } from './scene-kit.ts';
import { getScene, type SceneId } from './scenes.ts';
import { buildTrailer } from './trailer.ts';
import { buildTruck } from './truck.ts';
import { frameModel, modelBounds } from './views.ts';

export const HERO_WIDTH = 2400;
export const HERO_HEIGHT = 1000;

type Builder = (variant: number, paint: string) => Model;

interface Slot {
  build: Builder;
  variant: number;
  /** 'hero' uses the requested paint; others get harmonious neutrals. */
  paint: 'hero' | 'silver' | 'graphite' | 'white' | 'accent';
  at: V3;
  yawDeg: number;
  /** Position relative to the camera instead: metres to the right on screen and further back. */
  rel?: [number, number];
}

interface Composition {
  scene: SceneId;
  slots: Slot[];
  azimuth: number;
  /** Camera height over the tallest vehicle's height. */
  height: number;
  afloat?: boolean;
}

const car: Builder = buildCar;
const moto: Builder = buildMotorcycle;

const COMPOSITIONS: Composition[] = [
  {
    scene: 'showroom',
    azimuth: 22,
    height: 0.95,
    slots: [
      { build: car, variant: 1, paint: 'silver', at: [0, 0, 0], rel: [-5.2, 4.5], yawDeg: 10 },
      { build: car, variant: 0, paint: 'hero', at: [0, 0, 0], yawDeg: 0 },
      { build: car, variant: 7, paint: 'graphite', at: [0, 0, 0], rel: [5.4, 5.5], yawDeg: -8 },
    ],
  },
  {
    scene: 'sunset',
    azimuth: 34,
    height: 0.9,
    slots: [
      { build: car, variant: 5, paint: 'hero', at: [0, 0, 0], yawDeg: 0 },
      { build: moto, variant: 0, paint: 'graphite', at: [-1.2, 2.8, 0], yawDeg: 0 },
    ],
  },
  {
    scene: 'desert',
    azimuth: 40,
    height: 0.95,
    slots: [
      { build: car, variant: 2, paint: 'hero', at: [0, 0, 0], yawDeg: 0 },
      { build: buildTrailer, variant: 1, paint: 'accent', at: [-6.3, 0, 0], yawDeg: 0 },
    ],
  },
  {
    scene: 'marina',
    azimuth: 42,
    height: 1.1,
    afloat: true,
    slots: [
      { build: (v, p) => buildBoat(v, p, true), variant: 1, paint: 'hero', at: [0, 0, 0], yawDeg: 0 },
      { build: (v, p) => buildBoat(v, p, true), variant: 0, paint: 'white', at: [-4, 6.5, 0], yawDeg: 8 },
    ],
  },
  {
    scene: 'city-night',
    azimuth: 24,
    height: 0.9,
    slots: [
      { build: car, variant: 3, paint: 'graphite', at: [0, 0, 0], rel: [-5.0, 5.0], yawDeg: 0 },
      { build: car, variant: 5, paint: 'hero', at: [0, 0, 0], yawDeg: 0 },
      { build: car, variant: 6, paint: 'silver', at: [0, 0, 0], rel: [5.2, 6.5], yawDeg: 0 },
    ],
  },
  {
    scene: 'autumn',
    azimuth: 36,
    height: 0.95,
    slots: [
      { build: buildRv, variant: 2, paint: 'hero', at: [0, 0, 0], yawDeg: 0 },
      { build: moto, variant: 3, paint: 'accent', at: [-0.5, 2.6, 0], yawDeg: 0 },
    ],
  },
  {
    scene: 'snow',
    azimuth: 36,
    height: 0.9,
    slots: [
      { build: buildTruck, variant: 0, paint: 'hero', at: [0, 0, 0], yawDeg: 0 },
      { build: car, variant: 7, paint: 'white', at: [-1.0, 4.4, 0], yawDeg: 0 },
    ],
  },
  {
    scene: 'racetrack',
    azimuth: 30,
    height: 0.9,
    slots: [
      { build: car, variant: 0, paint: 'hero', at: [0, 0, 0], yawDeg: 0 },
      { build: car, variant: 5, paint: 'accent', at: [0, 0, 0], rel: [-4.2, 6.5], yawDeg: 0 },
    ],
  },
  {
    scene: 'construction',
    azimuth: 36,
    height: 0.7,
    slots: [
      { build: buildEquipment, variant: 0, paint: 'hero', at: [0, 0, 0], yawDeg: 25 },
      { build: buildTruck, variant: 4, paint: 'graphite', at: [0, 0, 0], rel: [-7.5, 9], yawDeg: 0 },
      { build: buildEquipment, variant: 1, paint: 'hero', at: [0, 0, 0], rel: [7.5, 4], yawDeg: -15 },
    ],
  },
  {
    scene: 'studio',
    azimuth: 30,
    height: 0.75,
    slots: [{ build: car, variant: 3, paint: 'hero', at: [0, 0, 0], yawDeg: 0 }],
  },
];

function paintFor(kind: Slot['paint'], hero: string): string {
  switch (kind) {
    case 'hero':
      return hero;
    case 'silver':
      return 'b8bec6';
    case 'graphite':
      return '3a3f47';
    case 'white':
      return 'eeeeea';
    default: {
      const [h, s, l] = rgbToHsl(hexToRgb(`#${hero}`));
      return hsl(h + 150, Math.min(0.7, s * 0.8 + 0.1), Math.max(0.3, Math.min(0.6, l))).slice(1);
    }
  }
}

export function renderHero(variant: number, paint: string): string {
  const comp = COMPOSITIONS[variant % COMPOSITIONS.length] as Composition;
  const scene = getScene(comp.scene);
  const az = (comp.azimuth * Math.PI) / 180;
  // screen-right and away-from-camera directions on the ground for this azimuth
  const right: [number, number] = [-Math.sin(az), Math.cos(az)];
  const back: [number, number] = [-Math.cos(az), -Math.sin(az)];
  const models = comp.slots.map((slot) => {
    const p = paintFor(slot.paint, paint);
    const at: V3 = slot.rel ? [right[0] * slot.rel[0] + back[0] * slot.rel[1], right[1] * slot.rel[0] + back[1] * slot.rel[1], 0] : slot.at;
    const m = placeModel(slot.build(slot.variant, p), at, (slot.yawDeg * Math.PI) / 180);
    return { ...m, paint: p };
  });
  const bounds = models.map(modelBounds);
  const min: V3 = [Math.min(...bounds.map((b) => b.min[0])), Math.min(...bounds.map((b) => b.min[1])), 0];
  const max: V3 = [Math.max(...bounds.map((b) => b.max[0])), Math.max(...bounds.map((b) => b.max[1])), Math.max(...bounds.map((b) => b.max[2]))];
  const heroB = bounds[comp.slots.findIndex((s) => s.paint === 'hero')] ?? bounds[0];
  const size = Math.max(max[0] - min[0], max[1] - min[1]);
  const target: V3 = [(min[0] + max[0]) / 2, (min[1] + max[1]) / 2, max[2] * 0.35];
  const camZ = (heroB ? heroB.max[2] : max[2]) * comp.height + 0.1;
  const dist = size * 1.05 + 5;
  const elev = (Math.atan2(camZ - target[2], dist) * 180) / Math.PI;
  const cam0 = orbitCamera(target, dist, comp.azimuth, elev);
  const cam = frameModel(cam0, models, { width: HERO_WIDTH, height: HERO_HEIGHT, fillW: 0.7, fillH: 0.72, centerX: 0.6, centerY: 0.6 });
  const accent = `#${paint}`;
  return renderExterior({
    width: HERO_WIDTH,
    height: HERO_HEIGHT,
    scene,
    cam,
    models,
    paintHex: paint,
    seed: `hero:${variant}`,
    view: 'hero',
    overlay: (c) => {
      // cinematic grade: a soft light sweep behind the hero and a darker left side for copy
      const grad = c.doc.linear(
        [
          [0, '#05070c', 0.55],
          [0.42, '#05070c', 0.0],
        ],
        { x1: 0, y1: 0, x2: 1, y2: 0 },
      );
      return (
        `<rect width="${HERO_WIDTH}" height="${HERO_HEIGHT}" fill="${grad}"/>` +
        glow(c, HERO_WIDTH * 0.62, HERO_HEIGHT * 0.9, HERO_WIDTH * 0.3, 60, mix(accent, '#ffffff', 0.5), 0.18)
      );
    },
  });
}
