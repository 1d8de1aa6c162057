/** Shared helpers for building vehicles: decals on extrusions, polygon clipping and insets, common materials. */
import { darken, lighten, luminance, mix } from './color.ts';
import { material, orient, type Extrusion, type Face, type Material, type P2 } from './geometry.ts';
import type { V3 } from './math3d.ts';

export interface Palette {
  paint: Material;
  paintDark: Material;
  paintLight: Material;
  trim: Material;
  darkTrim: Material;
  chrome: Material;
  glass: Material;
  rubber: Material;
  headlight: Material;
  taillight: Material;
  amber: Material;
  grille: Material;
  metal: Material;
  plate: Material;
  shadow: Material;
  white: Material;
  paintHex: string;
}

export function palette(paintHex: string): Palette {
  const p = `#${paintHex}`;
  return {
    paint: material('paint', p),
    paintDark: material('paint', darken(p, 0.3), 0.8),
    paintLight: material('paint', lighten(p, 0.25)),
    trim: material('matte', '#1e2024', 0.2),
    darkTrim: material('matte', '#0f1012', 0.1),
    chrome: material('chrome', '#d8dde3'),
    glass: material('glass', '#141a22'),
    rubber: material('rubber', '#18191b'),
    headlight: material('lamp', '#e8eef5'),
    taillight: material('lamp', '#b3121c'),
    amber: material('lamp', '#f29b1d'),
    grille: material('matte', '#101113', 0.25),
    metal: material('metal', '#8d939b'),
    plate: material('matte', '#e9e6da', 0.2),
    shadow: material('matte', '#08090a', 0),
    white: material('paint', '#f1f1ee'),
    paintHex: p,
  };
}

/** A contrasting accent for stripes and trims that reads on the paint. */
export function accentFor(paintHex: string): string {
  const p = `#${paintHex}`;
  return luminance(p) > 0.55 ? mix(p, '#101010', 0.85) : mix(p, '#ffffff', 0.88);
}

export function sideFace(ext: Extrusion, pts: readonly P2[], s: number, mat: Material, extra: Partial<Face> = {}): Face {
  return {
    pts: orient(
      pts.map(([x, z]) => ext.side(x, z, s)),
      [0, s, 0],
    ),
    mat,
    ...extra,
  };
}

/** Both sides at once. */
export function sideFaces(ext: Extrusion, pts: readonly P2[], mat: Material, extra: Partial<Face> = {}): Face[] {
  return [sideFace(ext, pts, 1, mat, extra), sideFace(ext, pts, -1, mat, extra)];
}

export function sideLines(ext: Extrusion, pts: readonly P2[], mat: Material, width: number, extra: Partial<Face> = {}): Face[] {
  return [1, -1].map((s) => ({ pts: pts.map(([x, z]) => ext.side(x, z, s)), mat, stroke: width, normal: [0, s, 0] as V3, ...extra }));
}

/** x of the profile's front-most (or rear-most) point at height z. */
export function profileX(profile: readonly P2[], z: number, front: boolean): number {
  let best = front ? -Infinity : Infinity;
  for (let i = 0; i < profile.length; i++) {
    const a = profile[i] as P2;
    const b = profile[(i + 1) % profile.length] as P2;
    if ((a[1] - z) * (b[1] - z) > 0 || a[1] === b[1]) continue;
    const t = (z - a[1]) / (b[1] - a[1]);
    const x = a[0] + (b[0] - a[0]) * t;
    best = front ? Math.max(best, x) : Math.min(best, x);
  }
  if (!Number.isFinite(best)) best = front ? Math.max(...profile.map((p) => p[0])) : Math.min(...profile.map((p) => p[0]));
  return best;
}

/** z of the profile's top surface at x. */
export function profileTopZ(profile: readonly P2[], x: number): number {
  let best = -Infinity;
  for (let i = 0; i < profile.length; i++) {
    const a = profile[i] as P2;
    const b = profile[(i + 1) % profile.length] as P2;
    if ((a[0] - x) * (b[0] - x) > 0 || a[0] === b[0]) continue;
    const t = (x - a[0]) / (b[0] - a[0]);
    best = Math.max(best, a[1] + (b[1] - a[1]) * t);
  }
  return Number.isFinite(best) ? best : 0;
}

/** Point on the front (or rear) surface: u across the width (-1..1), z height. */
export function endPoint(ext: Extrusion, u: number, z: number, front: boolean, bevel: number, lift = 0.006): V3 {
  const x = profileX(ext.profile, z, front);
  const hw = ext.halfWidth(x, z) - bevel;
  return [x + (front ? lift : -lift), u * hw, z];
}

export function endFace(ext: Extrusion, pts: readonly P2[], front: boolean, bevel: number, mat: Material, extra: Partial<Face> = {}): Face {
  const p3 = pts.map(([u, z]) => endPoint(ext, u, z, front, bevel));
  return { pts: orient(p3, [front ? 1 : -1, 0, 0]), mat, ...extra };
}

/** Mirror-pair of end faces (left and right lamps): u values given for the +y side. */
export function endFacePair(ext: Extrusion, pts: readonly P2[], front: boolean, bevel: number, mat: Material, extra: Partial<Face> = {}): Face[] {
  return [endFace(ext, pts, front, bevel, mat, extra), endFace(ext, pts.map(([u, z]) => [-u, z] as P2).reverse(), front, bevel, mat, extra)];
}

/** Point on the top surface (hood, roof, deck): x along, u across (-1..1). */
export function topPoint(ext: Extrusion, x: number, u: number, bevel: number, lift = 0.006): V3 {
  const z = profileTopZ(ext.profile, x);
  return [x, u * (ext.halfWidth(x, z) - bevel), z + lift];
}

/** Sutherland-Hodgman clip of a polygon to x in [x0, x1]. */
export function clipX(poly: readonly P2[], x0: number, x1: number): P2[] {
  const clip = (pts: readonly P2[], keep: (p: P2) => boolean, cutX: number): P2[] => {
    const out: P2[] = [];
    for (let i = 0; i < pts.length; i++) {
      const a = pts[i] as P2;
      const b = pts[(i + 1) % pts.length] as P2;
      const ka = keep(a);
      const kb = keep(b);
      if (ka) out.push(a);
      if (ka !== kb) {
        const t = (cutX - a[0]) / (b[0] - a[0]);
        out.push([cutX, a[1] + (b[1] - a[1]) * t]);
      }
    }
    return out;
  };
  return clip(
    clip(poly, (p) => p[0] >= x0, x0),
    (p) => p[0] <= x1,
    x1,
  );
}

export function clipZ(poly: readonly P2[], z0: number, z1: number): P2[] {
  const swapped = poly.map(([x, z]) => [z, x] as P2);
  return clipX(swapped, z0, z1).map(([z, x]) => [x, z] as P2);
}

/** Inset a polygon by d (positive shrinks), miter joins. */
export function inset(poly: readonly P2[], d: number): P2[] {
  let area = 0;
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i] as P2;
    const b = poly[(i + 1) % poly.length] as P2;
    area += a[0] * b[1] - b[0] * a[1];
  }
  const sgn = area > 0 ? 1 : -1;
  const n = poly.length;
  const out: P2[] = [];
  for (let i = 0; i < n; i++) {
    const p0 = poly[(i - 1 + n) % n] as P2;
    const p1 = poly[i] as P2;
    const p2 = poly[(i + 1) % n] as P2;
    const e0 = norm2([p1[0] - p0[0], p1[1] - p0[1]]);
    const e1 = norm2([p2[0] - p1[0], p2[1] - p1[1]]);
    // inward normals (left of the edge for CCW)
    const n0: P2 = [-e0[1] * sgn, e0[0] * sgn];
    const n1: P2 = [-e1[1] * sgn, e1[0] * sgn];
    const m = norm2([n0[0] + n1[0], n0[1] + n1[1]]);
    const k = 1 / Math.max(0.35, m[0] * n1[0] + m[1] * n1[1]);
    out.push([p1[0] + m[0] * d * k, p1[1] + m[1] * d * k]);
  }
  return out;
}

function norm2(v: P2): P2 {
  const l = Math.hypot(v[0], v[1]) || 1;
  return [v[0] / l, v[1] / l];
}

/** Points of an arc (x, z) around a centre, angles in radians. */
export function arc2(cx: number, cz: number, r: number, a0: number, a1: number, n = 12): P2[] {
  const out: P2[] = [];
  for (let i = 0; i <= n; i++) {
    const a = a0 + ((a1 - a0) * i) / n;
    out.push([cx + Math.cos(a) * r, cz + Math.sin(a) * r]);
  }
  return out;
}

/** Rounded rectangle outline in a 2D plane. */
export function roundRect2(x0: number, z0: number, x1: number, z1: number, r: number, n = 4): P2[] {
  const rr = Math.min(r, (x1 - x0) / 2, (z1 - z0) / 2);
  return [
    ...arc2(x1 - rr, z0 + rr, rr, -Math.PI / 2, 0, n),
    ...arc2(x1 - rr, z1 - rr, rr, 0, Math.PI / 2, n),
    ...arc2(x0 + rr, z1 - rr, rr, Math.PI / 2, Math.PI, n),
    ...arc2(x0 + rr, z0 + rr, rr, Math.PI, Math.PI * 1.5, n),
  ];
}

/** Wheel-arch cut-out for the side of a body (dark well above the tyre), down to the body's bottom. */
export function archShape(cx: number, cz: number, r: number, bottom: number): P2[] {
  const s = Math.max(-1, Math.min(1, (bottom - cz) / r));
  const a0 = Math.asin(s);
  return arc2(cx, cz, r, a0, Math.PI - a0, 18);
}

/** Round the corners of a polygon: each vertex becomes a short curve from r before to r after it. */
export function rounded(points: readonly P2[], r: number | readonly number[], segs = 3): P2[] {
  const n = points.length;
  const out: P2[] = [];
  for (let i = 0; i < n; i++) {
    const p0 = points[(i - 1 + n) % n] as P2;
    const p1 = points[i] as P2;
    const p2 = points[(i + 1) % n] as P2;
    const rad = typeof r === 'number' ? r : (r[i] ?? 0);
    const l0 = Math.hypot(p1[0] - p0[0], p1[1] - p0[1]) || 1;
    const l2 = Math.hypot(p2[0] - p1[0], p2[1] - p1[1]) || 1;
    const d0 = Math.min(rad, l0 / 2);
    const d2 = Math.min(rad, l2 / 2);
    if (rad <= 0) {
      out.push(p1);
      continue;
    }
    const a: P2 = [p1[0] + ((p0[0] - p1[0]) * d0) / l0, p1[1] + ((p0[1] - p1[1]) * d0) / l0];
    const b: P2 = [p1[0] + ((p2[0] - p1[0]) * d2) / l2, p1[1] + ((p2[1] - p1[1]) * d2) / l2];
    for (let k = 0; k <= segs; k++) {
      const t = k / segs;
      const u = 1 - t;
      out.push([u * u * a[0] + 2 * u * t * p1[0] + t * t * b[0], u * u * a[1] + 2 * u * t * p1[1] + t * t * b[1]]);
    }
  }
  return out;
}
