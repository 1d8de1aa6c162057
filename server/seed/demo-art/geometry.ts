/**
 * Model description and builders. A vehicle is a handful of parts (extruded side profiles with
 * rounded edges, lofted hulls, boxes), decals lying on their surfaces (glass, lamps, grilles,
 * panel lines), wheels and tubes. The renderer projects and shades them for any camera.
 */
import { add, centroid, cross, dot, length, normalize, polygonNormal, rotZ, sub, type V3 } from './math3d.ts';

export type MatKind = 'paint' | 'metal' | 'chrome' | 'glass' | 'matte' | 'rubber' | 'lamp' | 'emissive';

export interface Material {
  kind: MatKind;
  color: string;
  /** 0..1: how much the environment and the sun are mirrored. */
  gloss: number;
}

export const material = (kind: MatKind, color: string, gloss?: number): Material => ({
  kind,
  color,
  gloss: gloss ?? ({ paint: 0.9, metal: 0.6, chrome: 1, glass: 1, matte: 0.08, rubber: 0.04, lamp: 0.8, emissive: 0 } as const)[kind],
});

export interface Face {
  pts: V3[];
  mat: Material;
  /** Shade with a vertical gradient that mirrors the horizon (large body sides). */
  sheen?: boolean;
  twoSided?: boolean;
  /** Draw the points as a stroked line of this width (metres) instead of a filled polygon. */
  stroke?: number;
  closed?: boolean;
  opacity?: number;
  /** Lamps: glow radius in metres when the scene is dark. */
  glow?: number;
  /** Normal used for culling and shading when the points do not define one (lines, tiny shapes). */
  normal?: V3;
  /** Smooth shading: normals n0 at point a and n1 at point b, blended along a -> b on screen. */
  smooth?: Smooth;
}

export interface Smooth {
  n0: V3;
  n1: V3;
  a: V3;
  b: V3;
  /** Direction along which the shade is constant (keeps neighbouring faces seamless). */
  iso?: V3;
}

export interface Part {
  faces: Face[];
  /** Drawn after the faces, in order, each culled by its own normal. */
  decals: Face[];
  /** Coarse draw order: 0 far wheels, 1 body, 2 near wheels; parts of one group sort by stack then depth. */
  group: number;
  stack: number;
  /** Added to the distance used for painter's sorting (metres; positive draws earlier). */
  bias?: number;
}

export type RimStyle = 'spoke5' | 'spoke10' | 'mesh' | 'dish' | 'truck' | 'offroad' | 'wire' | 'classic' | 'moto' | 'steel';

export interface Wheel {
  center: V3;
  /** Unit vector pointing out of the vehicle through the wheel's outer face. */
  axis: V3;
  radius: number;
  width: number;
  /** Rim radius as a fraction of the tyre radius. */
  rimRatio: number;
  style: RimStyle;
  rimColor: string;
  caliper?: string;
  whitewall?: boolean;
  /** 'auto': behind the body unless its outer face looks at the camera. */
  group: number | 'auto';
  stack?: number;
  /** Tread blocks (off-road and equipment tyres). */
  knobby?: boolean;
  /** Motorcycle wheels: show the rim face from whichever side the camera is on. */
  symmetric?: boolean;
  bias?: number;
}

export interface Tube {
  pts: V3[];
  radius: number;
  mat: Material;
  group: number;
  stack: number;
  bias?: number;
}

export interface Focus {
  /** What a close-up looks at. */
  point: V3;
  /** Radius (metres) that should fill about half the picture height. */
  radius: number;
  /** Camera azimuth (degrees, 0 = from the front, 90 = from the left side) and elevation. */
  azimuth: number;
  elevation: number;
}

export interface Model {
  parts: Part[];
  wheels: Wheel[];
  tubes: Tube[];
  /** Ground footprint for the shadow: x from..to, y from..to. */
  footprint: [number, number, number, number];
  /** Close-up subjects for the `detail` view. */
  focus: Focus[];
  /** Boats: cut at the waterline when afloat. */
  afloat?: boolean;
  /** Where the model was moved by placeModel (the footprint stays in model coordinates). */
  pose?: { offset: V3; yaw: number };
  /** Body colour (6 hex digits) for the coloured floor bounce; defaults to the picture's paint. */
  paint?: string;
  /** Narrow vehicles (motorcycles): three-quarter views turn further towards the side. */
  sideOn?: boolean;
}

export function emptyPart(group = 1, stack = 0): Part {
  return { faces: [], decals: [], group, stack };
}

/** Orient a polygon so its normal agrees with the expected outward direction. */
export function orient(pts: V3[], expected: V3): V3[] {
  return dot(polygonNormal(pts), expected) < 0 ? pts.slice().reverse() : pts;
}

export type P2 = readonly [number, number];

export interface ExtrudeOpts {
  /** Side profile in the x-z plane (any winding). */
  profile: readonly P2[];
  /** Half width; may vary with the profile point (tapering noses, tumblehome). */
  halfWidth: number | ((x: number, z: number) => number);
  /** Radius of the rounded edge between the sides and the top/front/back strips. */
  bevel?: number;
  bevelSegs?: number;
  mat: Material;
  /** Material of the strip along profile edge i (from point i to i+1, after orientation). */
  edgeMat?: (i: number, a: P2, b: P2) => Material | undefined;
  sideMat?: Material;
  sheen?: boolean;
  y0?: number;
  group?: number;
  stack?: number;
}

export interface Extrusion {
  part: Part;
  profile: P2[];
  halfWidth: (x: number, z: number) => number;
  /** A point on the side face (s = +1 left, -1 right), lifted a hair off the surface. */
  side: (x: number, z: number, s: number) => V3;
  /** A point on the strip of edge i: u across the width (-1..1), v along the edge (0..1). */
  strip: (i: number, u: number, v: number) => V3;
  /** Index of the strip edge closest to (x, z) among edges whose outward normal is close to dir. */
  edgeAt: (x: number, z: number) => number;
  /** Outward 2D normal of edge i. */
  edgeNormal: (i: number) => P2;
}

function signedArea(p: readonly P2[]): number {
  let a = 0;
  for (let i = 0; i < p.length; i++) {
    const q = p[i] as P2;
    const r = p[(i + 1) % p.length] as P2;
    a += q[0] * r[1] - r[0] * q[1];
  }
  return a / 2;
}

/** Extrude a side profile across the width, with rounded (bevelled) edges. */
export function extrude(o: ExtrudeOpts): Extrusion {
  const prof: P2[] = signedArea(o.profile) < 0 ? o.profile.slice().reverse() : o.profile.slice();
  const n = prof.length;
  const hwf = typeof o.halfWidth === 'number' ? (): number => o.halfWidth as number : o.halfWidth;
  const y0 = o.y0 ?? 0;
  const b = o.bevel ?? 0;
  const segs = b > 0 ? (o.bevelSegs ?? 3) : 0;
  const at = (i: number): P2 => prof[((i % n) + n) % n] as P2;
  const edgeN: P2[] = [];
  for (let i = 0; i < n; i++) {
    const a = at(i);
    const c = at(i + 1);
    const dx = c[0] - a[0];
    const dz = c[1] - a[1];
    const l = Math.hypot(dx, dz) || 1;
    edgeN.push([dz / l, -dx / l]);
  }
  // vertex normals with miter length so the inset edges stay parallel
  const vn: { n: P2; k: number }[] = [];
  for (let i = 0; i < n; i++) {
    const e0 = edgeN[(i - 1 + n) % n] as P2;
    const e1 = edgeN[i] as P2;
    let nx = e0[0] + e1[0];
    let nz = e0[1] + e1[1];
    const l = Math.hypot(nx, nz) || 1;
    nx /= l;
    nz /= l;
    const cosHalf = nx * e1[0] + nz * e1[1];
    vn.push({ n: [nx, nz], k: 1 / Math.max(0.45, cosHalf) });
  }
  // ring points, precomputed: index [side][k][i]
  const cache: V3[][][] = [[], []];
  for (let si = 0; si < 2; si++) {
    const sg = si === 0 ? 1 : -1;
    for (let k = 0; k <= segs; k++) {
      const th = segs === 0 ? Math.PI / 2 : (k / segs) * (Math.PI / 2);
      const row: V3[] = [];
      for (let i = 0; i < n; i++) {
        const p = prof[i] as P2;
        const v = vn[i] as { n: P2; k: number };
        const inset = b * (1 - Math.cos(th)) * v.k;
        const y = hwf(p[0], p[1]) - b + b * Math.sin(th);
        row.push([p[0] - v.n[0] * inset, y0 + sg * y, p[1] - v.n[1] * inset]);
      }
      (cache[si] as V3[][]).push(row);
    }
  }
  const ring = (i: number, k: number, s: number): V3 => ((cache[s > 0 ? 0 : 1] as V3[][])[k] as V3[])[((i % n) + n) % n] as V3;
  // smooth normal at the start (end = false) or end (end = true) of edge i, unless the corner is a crease
  const creaseCos = Math.cos((38 * Math.PI) / 180);
  const smoothN = (i: number, end: boolean): P2 => {
    const e = edgeN[((i % n) + n) % n] as P2;
    const other = edgeN[(((end ? i + 1 : i - 1) % n) + n) % n] as P2;
    if (e[0] * other[0] + e[1] * other[1] < creaseCos) return e;
    const x = e[0] + other[0];
    const z = e[1] + other[1];
    const l = Math.hypot(x, z) || 1;
    return [x / l, z / l];
  };
  const part = emptyPart(o.group ?? 1, o.stack ?? 0);
  for (let i = 0; i < n; i++) {
    const a = at(i);
    const c = at(i + 1);
    const en = edgeN[i] as P2;
    const s0 = smoothN(i, false);
    const s1 = smoothN(i, true);
    const mat = o.edgeMat?.(i, a, c) ?? o.mat;
    const stripMat = mat;
    if (stripMat.kind !== 'glass') {
      const strip = [ring(i, 0, 1), ring(i + 1, 0, 1), ring(i + 1, 0, -1), ring(i, 0, -1)];
      part.faces.push({
        pts: orient(strip, [en[0], 0, en[1]]),
        mat: stripMat,
        smooth: { n0: [s0[0], 0, s0[1]], n1: [s1[0], 0, s1[1]], a: [a[0], y0, a[1]], b: [c[0], y0, c[1]], iso: [0, 1, 0] },
      });
    }
    const bevelMat = mat.kind === 'glass' || mat.kind === 'lamp' ? o.mat : mat;
    const sal = Math.hypot(s0[0] + s1[0], s0[1] + s1[1]) || 1;
    const sa: P2 = [(s0[0] + s1[0]) / sal, (s0[1] + s1[1]) / sal];
    for (const s of [1, -1]) {
      for (let k = 0; k < segs; k++) {
        const th = ((k + 0.5) / segs) * (Math.PI / 2);
        const exp: V3 = [en[0] * Math.cos(th), s * Math.sin(th), en[1] * Math.cos(th)];
        const quad = [ring(i, k, s), ring(i + 1, k, s), ring(i + 1, k + 1, s), ring(i, k + 1, s)];
        const t0 = (k / segs) * (Math.PI / 2);
        const t1 = ((k + 1) / segs) * (Math.PI / 2);
        const mid = (kk: number): V3 => {
          const p = ring(i, kk, s);
          const q = ring(i + 1, kk, s);
          return [(p[0] + q[0]) / 2, (p[1] + q[1]) / 2, (p[2] + q[2]) / 2];
        };
        part.faces.push({
          pts: orient(quad, exp),
          mat: bevelMat,
          smooth: {
            n0: [sa[0] * Math.cos(t0), s * Math.sin(t0), sa[1] * Math.cos(t0)],
            n1: [sa[0] * Math.cos(t1), s * Math.sin(t1), sa[1] * Math.cos(t1)],
            a: mid(k),
            b: mid(k + 1),
            iso: sub(ring(i + 1, k, s), ring(i, k, s)),
          },
        });
      }
    }
  }
  // glass runs (windscreens) become one smooth pane each
  const glassAt = (i: number): Material | undefined => {
    const m = o.edgeMat?.(((i % n) + n) % n, at(i), at(i + 1));
    return m && m.kind === 'glass' ? m : undefined;
  };
  const done = new Set<number>();
  for (let i = 0; i < n; i++) {
    const gm = glassAt(i);
    if (!gm || done.has(i)) continue;
    let a = i;
    while (glassAt(a - 1) && !done.has((((a - 1) % n) + n) % n) && a - 1 > i - n) a -= 1;
    let b = i;
    while (glassAt(b + 1) && b + 1 < a + n) b += 1;
    for (let k = a; k <= b; k++) done.add(((k % n) + n) % n);
    const top: V3[] = [];
    const bottom: V3[] = [];
    for (let k = a; k <= b + 1; k++) {
      top.push(ring(k, 0, 1));
      bottom.push(ring(k, 0, -1));
    }
    let ex = 0;
    let ez = 0;
    for (let k = a; k <= b; k++) {
      const e = edgeN[((k % n) + n) % n] as P2;
      ex += e[0];
      ez += e[1];
    }
    part.faces.push({ pts: orient([...top, ...bottom.reverse()], normalize([ex, 0, ez])), mat: gm });
  }
  const sideMat = o.sideMat ?? o.mat;
  for (const s of [1, -1]) {
    const pts: V3[] = [];
    for (let i = 0; i < n; i++) pts.push(ring(i, segs, s));
    part.faces.push({ pts: orient(pts, [0, s, 0]), mat: sideMat, sheen: o.sheen });
  }
  const lift = 0.004;
  return {
    part,
    profile: prof,
    halfWidth: hwf,
    side: (x, z, s) => [x, y0 + s * (hwf(x, z) + lift), z],
    strip: (i, u, v) => {
      const a = at(i);
      const c = at(i + 1);
      const en = edgeN[((i % n) + n) % n] as P2;
      const x = a[0] + (c[0] - a[0]) * v + en[0] * lift;
      const z = a[1] + (c[1] - a[1]) * v + en[1] * lift;
      const hw = hwf(a[0], a[1]) + (hwf(c[0], c[1]) - hwf(a[0], a[1])) * v - b;
      return [x, y0 + u * hw, z];
    },
    edgeAt: (x, z) => {
      let best = 0;
      let bd = Infinity;
      for (let i = 0; i < n; i++) {
        const a = at(i);
        const c = at(i + 1);
        const dx = c[0] - a[0];
        const dz = c[1] - a[1];
        const t = Math.max(0, Math.min(1, ((x - a[0]) * dx + (z - a[1]) * dz) / (dx * dx + dz * dz || 1)));
        const d = Math.hypot(a[0] + dx * t - x, a[1] + dz * t - z);
        if (d < bd) {
          bd = d;
          best = i;
        }
      }
      return best;
    },
    edgeNormal: (i) => edgeN[((i % n) + n) % n] as P2,
  };
}

/** Rounded box from x0..x1, y -hw..hw (around y0), z0..z1. */
export function box(x0: number, x1: number, z0: number, z1: number, hw: number, mat: Material, o: Partial<ExtrudeOpts> = {}): Extrusion {
  return extrude({
    profile: [
      [x0, z0],
      [x1, z0],
      [x1, z1],
      [x0, z1],
    ],
    halfWidth: hw,
    bevel: Math.min(0.04, (x1 - x0) / 4, (z1 - z0) / 4, hw / 2),
    bevelSegs: 2,
    mat,
    ...o,
  });
}

/**
 * Loft through cross-sections (each a closed ring of the same number of points, in the same order).
 * Side quads face away from the sections' centre line; the first and last rings are capped.
 */
export function loft(
  sections: readonly (readonly V3[])[],
  mat: Material,
  o: {
    capStart?: Material | null;
    capEnd?: Material | null;
    group?: number;
    stack?: number;
    matAt?: (ring: number, seg: number) => Material | undefined;
    creaseDeg?: number;
  } = {},
): Part {
  const part = emptyPart(o.group ?? 1, o.stack ?? 0);
  const R = sections.length - 1;
  const m = (sections[0] as readonly V3[]).length;
  // quad normals first, for crease-aware smooth shading
  const qn: (V3 | null)[][] = [];
  const quads: V3[][][] = [];
  for (let r = 0; r < R; r++) {
    const a = sections[r] as readonly V3[];
    const c = sections[r + 1] as readonly V3[];
    const ca = centroid(a);
    const cc = centroid(c);
    const axisPt = add(ca, scale2(sub(cc, ca), 0.5));
    qn.push([]);
    quads.push([]);
    for (let j = 0; j < m; j++) {
      const quad = [a[j] as V3, a[(j + 1) % m] as V3, c[(j + 1) % m] as V3, c[j] as V3];
      const exp = normalize(sub(centroid(quad), axisPt));
      const oriented = orient(quad, exp);
      const area = length(cross(sub(quad[2] as V3, quad[0] as V3), sub(quad[3] as V3, quad[1] as V3)));
      (quads[r] as V3[][]).push(oriented);
      (qn[r] as (V3 | null)[]).push(area < 1e-9 ? null : polygonNormal(oriented));
    }
  }
  const creaseCos = Math.cos(((o.creaseDeg ?? 40) * Math.PI) / 180);
  // normal at ring vertex j of quad (r, j0) averaging compatible neighbours
  const vertexNormal = (r: number, j0: number, j: number): V3 => {
    const own = qn[r]?.[j0];
    if (!own) return [0, 0, 1];
    let sx = 0;
    let sy = 0;
    let sz = 0;
    for (const rr of [r - 1, r, r + 1]) {
      if (rr < 0 || rr >= R) continue;
      for (const jj of [(j - 1 + m) % m, j % m]) {
        const nn = qn[rr]?.[jj];
        if (!nn || dot(nn, own) < creaseCos) continue;
        sx += nn[0];
        sy += nn[1];
        sz += nn[2];
      }
    }
    return normalize([sx, sy, sz]);
  };
  for (let r = 0; r < R; r++) {
    const a = sections[r] as readonly V3[];
    const c = sections[r + 1] as readonly V3[];
    for (let j = 0; j < m; j++) {
      const pts = quads[r]?.[j] as V3[];
      const own = qn[r]?.[j];
      const face: Face = { pts, mat: o.matAt?.(r, j) ?? mat };
      if (own) {
        const j1 = (j + 1) % m;
        const mid = (p: V3, q: V3): V3 => [(p[0] + q[0]) / 2, (p[1] + q[1]) / 2, (p[2] + q[2]) / 2];
        face.smooth = {
          n0: vertexNormal(r, j, j),
          n1: vertexNormal(r, j, j1),
          a: mid(a[j] as V3, c[j] as V3),
          b: mid(a[j1] as V3, c[j1] as V3),
          iso: sub(c[j] as V3, a[j] as V3),
        };
      }
      part.faces.push(face);
    }
  }
  const first = sections[0] as readonly V3[];
  const last = sections[sections.length - 1] as readonly V3[];
  const dir = normalize(sub(centroid(last), centroid(first)));
  if (o.capStart !== null) part.faces.push({ pts: orient(first.slice(), [-dir[0], -dir[1], -dir[2]]), mat: o.capStart ?? mat });
  if (o.capEnd !== null) part.faces.push({ pts: orient(last.slice(), dir), mat: o.capEnd ?? mat });
  return part;
}

function scale2(a: V3, k: number): V3 {
  return [a[0] * k, a[1] * k, a[2] * k];
}

/** Map every point of a part (rotations and translations keep the winding valid). */
export function mapPart(part: Part, f: (p: V3) => V3): Part {
  const dir = (v: V3): V3 => normalize(sub(f(v), f([0, 0, 0])));
  const mapFace = (fc: Face): Face => ({
    ...fc,
    pts: fc.pts.map(f),
    normal: fc.normal ? dir(fc.normal) : undefined,
    smooth: fc.smooth
      ? { n0: dir(fc.smooth.n0), n1: dir(fc.smooth.n1), a: f(fc.smooth.a), b: f(fc.smooth.b), iso: fc.smooth.iso ? dir(fc.smooth.iso) : undefined }
      : undefined,
  });
  return { ...part, faces: part.faces.map(mapFace), decals: part.decals.map(mapFace) };
}

/** Move and turn a whole model (yaw in radians around z). */
export function placeModel(m: Model, offset: V3, yaw = 0): Model {
  const f = (p: V3): V3 => add(rotZ(p, yaw), offset);
  const r = (v: V3): V3 => rotZ(v, yaw);
  return {
    ...m,
    parts: m.parts.map((p) => ({
      ...p,
      faces: p.faces.map((fc) => ({
        ...fc,
        pts: fc.pts.map(f),
        normal: fc.normal ? r(fc.normal) : undefined,
        smooth: fc.smooth
          ? { n0: r(fc.smooth.n0), n1: r(fc.smooth.n1), a: f(fc.smooth.a), b: f(fc.smooth.b), iso: fc.smooth.iso ? r(fc.smooth.iso) : undefined }
          : undefined,
      })),
      decals: p.decals.map((fc) => ({ ...fc, pts: fc.pts.map(f), normal: fc.normal ? r(fc.normal) : undefined })),
    })),
    wheels: m.wheels.map((w) => ({ ...w, center: f(w.center), axis: r(w.axis) })),
    tubes: m.tubes.map((t) => ({ ...t, pts: t.pts.map(f) })),
    focus: m.focus.map((fo) => ({ ...fo, point: f(fo.point), azimuth: fo.azimuth + (yaw * 180) / Math.PI })),
    pose: { offset, yaw },
  };
}

/** Points of a closed outline on a plane: origin + a*cos + b*sin style helper for round decals. */
export function ellipse3(center: V3, ax: V3, bx: V3, n = 20): V3[] {
  const pts: V3[] = [];
  for (let i = 0; i < n; i++) {
    const t = (i / n) * Math.PI * 2;
    pts.push(add(center, add(scale2(ax, Math.cos(t)), scale2(bx, Math.sin(t)))));
  }
  return pts;
}

/** Sample a smooth curve through control points (Catmull-Rom), for profiles. */
export function spline(points: readonly P2[], perSegment = 6, closed = false): P2[] {
  const n = points.length;
  const at = (i: number): P2 => (closed ? (points[(i + n) % n] as P2) : (points[Math.max(0, Math.min(n - 1, i))] as P2));
  const out: P2[] = [];
  const segs = closed ? n : n - 1;
  for (let i = 0; i < segs; i++) {
    const p0 = at(i - 1);
    const p1 = at(i);
    const p2 = at(i + 1);
    const p3 = at(i + 2);
    for (let k = 0; k < perSegment; k++) {
      const t = k / perSegment;
      const t2 = t * t;
      const t3 = t2 * t;
      const f = (a: number, b: number, c: number, d: number): number =>
        0.5 * (2 * b + (-a + c) * t + (2 * a - 5 * b + 4 * c - d) * t2 + (-a + 3 * b - 3 * c + d) * t3);
      out.push([f(p0[0], p1[0], p2[0], p3[0]), f(p0[1], p1[1], p2[1], p3[1])]);
    }
  }
  if (!closed) out.push(at(n - 1));
  return out;
}

/** Clip a polygon to z >= z0; also returns the new edge lying on the cut (for waterline foam). */
export function clipPolygonAbove(pts: readonly V3[], z0: number): { pts: V3[]; cut: V3[] } {
  const out: V3[] = [];
  const cut: V3[] = [];
  for (let i = 0; i < pts.length; i++) {
    const a = pts[i] as V3;
    const b = pts[(i + 1) % pts.length] as V3;
    const ina = a[2] >= z0;
    const inb = b[2] >= z0;
    if (ina) out.push(a);
    if (ina !== inb) {
      const t = (z0 - a[2]) / (b[2] - a[2]);
      const p: V3 = [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, z0];
      out.push(p);
      cut.push(p);
    }
  }
  return { pts: out, cut };
}

/**
 * Keep what is above the water (z >= 0) and add a foam line along the cut, for boats afloat.
 * Faces entirely under water disappear; tubes lose their submerged points; wheels go.
 */
export function clipModelAbove(m: Model, foam: Material): Model {
  const parts = m.parts.map((p) => {
    const faces: Face[] = [];
    const foamLines: Face[] = [];
    for (const f of p.faces) {
      if (f.pts.every((q) => q[2] >= 0)) {
        faces.push(f);
        continue;
      }
      const { pts, cut } = clipPolygonAbove(f.pts, 0);
      if (pts.length < 3) continue;
      const normal = f.normal ?? polygonNormal(f.pts);
      faces.push({ ...f, pts, normal });
      if (cut.length === 2 && Math.abs(normal[2]) < 0.9) {
        const a = cut[0] as V3;
        const b = cut[1] as V3;
        const lift = (q: V3): V3 => [q[0] + normal[0] * 0.01, q[1] + normal[1] * 0.01, 0.015];
        foamLines.push({ pts: [lift(a), lift(b)], mat: foam, stroke: 0.06, normal, opacity: 0.85 });
      }
    }
    const decals: Face[] = [];
    for (const f of p.decals) {
      if (f.pts.every((q) => q[2] >= 0)) {
        decals.push(f);
        continue;
      }
      if (f.stroke !== undefined) {
        const kept = f.pts.filter((q) => q[2] >= 0);
        if (kept.length >= 2) decals.push({ ...f, pts: kept });
        continue;
      }
      const { pts } = clipPolygonAbove(f.pts, 0);
      if (pts.length >= 3) decals.push({ ...f, pts, normal: f.normal ?? polygonNormal(f.pts) });
    }
    return { ...p, faces, decals: [...decals, ...foamLines] };
  });
  const tubes = m.tubes.map((t) => ({ ...t, pts: t.pts.filter((q) => q[2] >= 0) })).filter((t) => t.pts.length >= 2);
  return { ...m, parts, tubes, wheels: [], afloat: true };
}
