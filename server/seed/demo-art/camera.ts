/** The pinhole camera of the demo renderer: placing it, and projecting world points to the screen. */
import { cross, dot, length, normalize, sub, type V3 } from './math3d.ts';

export interface Camera {
  pos: V3;
  right: V3;
  up: V3;
  fwd: V3;
  /** Screen mapping: sx = ox + s * x / z, sy = oy - s * y / z. */
  s: number;
  ox: number;
  oy: number;
}

export function makeCamera(pos: V3, target: V3): Camera {
  const fwd = normalize(sub(target, pos));
  let right = cross(fwd, [0, 0, 1]);
  if (length(right) < 1e-6) right = [1, 0, 0];
  right = normalize(right);
  const up = cross(right, fwd);
  return { pos, right, up, fwd, s: 1, ox: 0, oy: 0 };
}

/** Camera looking at target from an azimuth (0 = from +x, 90 = from +y) and elevation, in degrees. */
export function orbitCamera(target: V3, distance: number, azimuthDeg: number, elevationDeg: number, heightOffset = 0): Camera {
  const a = (azimuthDeg * Math.PI) / 180;
  const e = (elevationDeg * Math.PI) / 180;
  const pos: V3 = [
    target[0] + distance * Math.cos(e) * Math.cos(a),
    target[1] + distance * Math.cos(e) * Math.sin(a),
    target[2] + distance * Math.sin(e) + heightOffset,
  ];
  return makeCamera(pos, target);
}

/** Camera-space coordinates: x right, y up, z depth. */
export function toCamera(cam: Camera, p: V3): V3 {
  const d = sub(p, cam.pos);
  return [dot(d, cam.right), dot(d, cam.up), dot(d, cam.fwd)];
}

export function project(cam: Camera, p: V3): [number, number, number] {
  const c = toCamera(cam, p);
  const z = Math.max(c[2], 1e-4);
  return [cam.ox + (cam.s * c[0]) / z, cam.oy - (cam.s * c[1]) / z, c[2]];
}

/** Pixels per metre at a world point. */
export function pixelScale(cam: Camera, p: V3): number {
  return cam.s / Math.max(toCamera(cam, p)[2], 1e-4);
}
