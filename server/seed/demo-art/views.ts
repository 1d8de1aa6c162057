/** Camera placement and framing for exterior views and close-ups. */
import { orbitCamera, pixelScale, type Camera } from './camera.ts';
import { modelScreenPoints } from './engine.ts';
import type { Model } from './geometry.ts';
import { wheelOutline } from './wheels.ts';
import type { DemoExteriorView } from './parse.ts';
import type { V3 } from './math3d.ts';

export interface Bounds {
  min: V3;
  max: V3;
}

export function modelBounds(m: Model): Bounds {
  const min = [Infinity, Infinity, Infinity];
  const max = [-Infinity, -Infinity, -Infinity];
  const take = (p: V3): void => {
    for (let i = 0; i < 3; i++) {
      min[i] = Math.min(min[i] as number, p[i] as number);
      max[i] = Math.max(max[i] as number, p[i] as number);
    }
  };
  for (const part of m.parts) for (const f of part.faces) for (const p of f.pts) take(p);
  for (const w of m.wheels) for (const p of wheelOutline(w)) take(p);
  for (const t of m.tubes) for (const p of t.pts) take(p);
  return { min: min as unknown as V3, max: max as unknown as V3 };
}

interface ViewDef {
  azimuth: number;
  /** Camera height as a fraction of the model's height (plus a little headroom). */
  height: number;
  /** Camera distance in multiples of the model's largest dimension. */
  distance: number;
}

const VIEWS: Record<Exclude<DemoExteriorView, 'detail'>, ViewDef> = {
  front34: { azimuth: 38, height: 0.95, distance: 2.5 },
  side: { azimuth: 90, height: 0.62, distance: 3.2 },
  rear34: { azimuth: 144, height: 0.98, distance: 2.5 },
  front: { azimuth: 0, height: 0.8, distance: 2.8 },
  rear: { azimuth: 180, height: 0.85, distance: 2.8 },
};

export interface Frame {
  width: number;
  height: number;
  /** Fractions of the picture the subject may fill. */
  fillW: number;
  fillH: number;
  /** Where the subject's box centre goes (fractions). */
  centerX: number;
  centerY: number;
}

/** Fit the projected model into the frame by setting the camera's screen mapping. */
export function frameModel(cam: Camera, models: readonly Model[], f: Frame): Camera {
  const pts = models.flatMap((m) => modelScreenPoints(cam, m));
  let x0 = Infinity;
  let x1 = -Infinity;
  let y0 = Infinity;
  let y1 = -Infinity;
  for (const [x, y] of pts) {
    x0 = Math.min(x0, x);
    x1 = Math.max(x1, x);
    y0 = Math.min(y0, y);
    y1 = Math.max(y1, y);
  }
  const s = Math.min((f.width * f.fillW) / (x1 - x0 || 1), (f.height * f.fillH) / (y1 - y0 || 1));
  const cx = (x0 + x1) / 2;
  const cy = (y0 + y1) / 2;
  return { ...cam, s, ox: f.width * f.centerX - s * cx, oy: f.height * f.centerY - s * cy };
}

/** Narrow vehicles (motorcycles) read better from a more side-on three-quarter angle. */
function azimuthFor(view: DemoExteriorView, base: number, narrow: boolean): number {
  if (!narrow) return base;
  if (view === 'front34') return 58;
  if (view === 'rear34') return 124;
  return base;
}

export function exteriorCamera(view: DemoExteriorView, model: Model, variant: number, width: number, height: number): Camera {
  const b = modelBounds(model);
  const size = Math.max(b.max[0] - b.min[0], b.max[1] - b.min[1], b.max[2] - b.min[2]);
  const jitter = ((variant * 7) % 5) - 2;
  if (view === 'detail') {
    const focus = model.focus[variant % model.focus.length] ?? model.focus[0];
    if (!focus) throw new Error('model without focus');
    const cam0 = orbitCamera(focus.point, focus.radius * 7, focus.azimuth + jitter * 2, focus.elevation);
    const k = pixelScale(cam0, focus.point);
    const s = (height * 0.34) / (focus.radius * k);
    return { ...cam0, s, ox: width * 0.5, oy: height * 0.54 };
  }
  const v = VIEWS[view];
  const target: V3 = [(b.min[0] + b.max[0]) / 2, (b.min[1] + b.max[1]) / 2, (b.max[2] - b.min[2]) * 0.42 + b.min[2]];
  const az = azimuthFor(view, v.azimuth, model.sideOn === true) + (view === 'front' || view === 'rear' ? 0 : jitter * 1.5);
  const dist = size * v.distance;
  const tall = b.max[2] - b.min[2];
  const camZ = Math.min(tall * (v.height + (view === 'side' ? 0 : jitter * 0.04)) + 0.1, 1.5 + tall * 0.3);
  const elevation = (Math.atan2(camZ - target[2], dist) * 180) / Math.PI;
  const cam = orbitCamera(target, dist, az, elevation);
  const wide = view === 'side' || view === 'front34' || view === 'rear34';
  return frameModel(cam, [model], {
    width,
    height,
    fillW: view === 'side' ? 0.88 : wide ? 0.84 : 0.64,
    fillH: model.sideOn && !wide ? 0.72 : 0.62,
    centerX: 0.5,
    centerY: 0.6,
  });
}
