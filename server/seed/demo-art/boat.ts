/** Boats: bowrider, express cruiser, center console, sloop and pontoon, afloat or on a road trailer. */
import { mix } from './color.ts';
import { box, clipModelAbove, extrude, loft, material, orient, type Face, type Material, type Model, type Part, type Tube, type Wheel } from './geometry.ts';
import type { V3 } from './math3d.ts';
import { accentFor, palette, roundRect2, sideFaces } from './parts.ts';
import { tankX } from './truck.ts';

type BoatStyle = 'bowrider' | 'cruiser' | 'console' | 'sloop' | 'pontoon';

const STYLE_BY_VARIANT: BoatStyle[] = ['bowrider', 'cruiser', 'console', 'sloop', 'cruiser', 'bowrider', 'pontoon', 'console', 'cruiser', 'sloop'];

interface HullSpec {
  x0: number;
  length: number;
  beam: number;
  transomW: number;
  sheer0: number;
  sheer1: number;
  chine0: number;
  keel0: number;
  deadrise: number;
}

interface Hull {
  part: Part;
  sheerZ: (x: number) => number;
  sheerW: (x: number) => number;
  chineZ: (x: number) => number;
  /** Point on the hull side at fraction f between sheer (0) and chine (1). */
  sidePoint: (x: number, f: number, s: number) => V3;
}

function buildHull(h: HullSpec, topside: Material, bottom: Material, deck: Material): Hull {
  const tOf = (x: number): number => Math.max(0, Math.min(1, (x - h.x0) / h.length));
  const sheerW = (x: number): number => {
    const t = tOf(x);
    if (t < 0.4) return h.transomW + (h.beam - h.transomW) * Math.sin((t / 0.4) * (Math.PI / 2));
    const u = (t - 0.4) / 0.6;
    return h.beam * Math.sqrt(Math.max(0, 1 - u * u * u * 0.98 - u * 0.02));
  };
  const sheerZ = (x: number): number => h.sheer0 + (h.sheer1 - h.sheer0) * Math.pow(tOf(x), 2.2);
  const chineZ = (x: number): number => h.chine0 + (h.sheer1 - 0.15 - h.chine0) * Math.pow(tOf(x), 3.2);
  const keelZ = (x: number): number => h.keel0 + (h.sheer1 - 0.1 - h.keel0) * Math.pow(tOf(x), 4.5);
  const sections: V3[][] = [];
  const N = 32;
  for (let i = 0; i <= N; i++) {
    const t = i / N;
    const x = h.x0 + t * h.length;
    const w = Math.max(0.001, sheerW(x));
    const zs = sheerZ(x);
    const zc = Math.min(chineZ(x), zs - 0.05);
    const zk = Math.min(keelZ(x), zc - 0.02);
    const wc = w * 0.88;
    const wm = w * 0.97;
    const zm = zs + (zc - zs) * 0.5;
    sections.push([
      [x, w, zs],
      [x, wm, zm],
      [x, wc, zc],
      [x, 0, zk],
      [x, -wc, zc],
      [x, -wm, zm],
      [x, -w, zs],
    ]);
  }
  const part = loft(sections, topside, {
    capStart: topside,
    capEnd: null,
    matAt: (_r, seg) => (seg === 6 ? deck : seg === 2 || seg === 3 ? bottom : undefined),
  });
  // boot stripe and a sheer highlight line
  const stripe: Face[] = [];
  for (const s of [1, -1]) {
    const top: V3[] = [];
    const bot: V3[] = [];
    for (let i = 0; i <= 24; i++) {
      const x = h.x0 + (i / 24) * h.length * 0.97;
      const w = sheerW(x);
      const zs = sheerZ(x);
      const zc = Math.min(chineZ(x), zs - 0.05);
      const f0 = 0.12;
      const f1 = 0.2;
      top.push([x, s * (w - (w - w * 0.97) * f0 * 2 + 0.006), zs + (zc - zs) * f0]);
      bot.push([x, s * (w - (w - w * 0.97) * f1 * 2 + 0.006), zs + (zc - zs) * f1]);
    }
    stripe.push({ pts: orient([...top, ...bot.reverse()], [0, s, 0]), mat: deck });
  }
  part.decals.push(...stripe);
  const sidePoint = (x: number, f: number, s: number): V3 => {
    const w = sheerW(x);
    const zs = sheerZ(x);
    const zc = Math.min(chineZ(x), zs - 0.05);
    return [x, s * (w * (1 - 0.03 * f * 2) + 0.008), zs + (zc - zs) * f];
  };
  return { part, sheerZ, sheerW, chineZ, sidePoint };
}

function portholes(hull: Hull, xs: readonly number[], f: number, r: number, mat: Material): Face[] {
  const out: Face[] = [];
  for (const x of xs)
    for (const s of [1, -1]) {
      const c = hull.sidePoint(x, f, s);
      const pts: V3[] = [];
      for (let i = 0; i < 14; i++) {
        const a = (i / 14) * Math.PI * 2;
        pts.push([c[0] + Math.cos(a) * r * 2.2, c[1], c[2] + Math.sin(a) * r]);
      }
      out.push({ pts: orient(pts, [0, s, 0]), mat });
    }
  return out;
}

/** Windscreen as a two-sided curved pane across the boat. */
function windscreen(xc: number, z0: number, h: number, halfW: number, sweep: number, glass: Material): Part {
  const part: Part = { faces: [], decals: [], group: 1, stack: 3 };
  const n = 8;
  for (let i = 0; i < n; i++) {
    const u0 = -1 + (2 * i) / n;
    const u1 = -1 + (2 * (i + 1)) / n;
    const px = (u: number): number => xc - sweep * u * u;
    const lean = 0.35;
    part.faces.push({
      pts: [
        [px(u0), u0 * halfW, z0],
        [px(u1), u1 * halfW, z0],
        [px(u1) - lean * h, u1 * halfW * 0.96, z0 + h],
        [px(u0) - lean * h, u0 * halfW * 0.96, z0 + h],
      ],
      mat: glass,
      twoSided: true,
      opacity: 0.85,
    });
  }
  return part;
}

function outboard(x: number, y: number, z: number, cowl: Material): { parts: Part[]; tubes: Tube[] } {
  const hood = extrude({
    profile: [
      [x - 0.35, z + 0.1],
      [x + 0.05, z + 0.1],
      [x + 0.08, z + 0.6],
      [x - 0.1, z + 0.75],
      [x - 0.42, z + 0.62],
    ],
    halfWidth: 0.22,
    y0: y,
    bevel: 0.08,
    bevelSegs: 3,
    mat: cowl,
    sheen: true,
    stack: 2,
  });
  hood.part.decals.push(
    ...sideFaces(
      hood,
      [
        [x - 0.38, z + 0.4],
        [x + 0.04, z + 0.42],
        [x + 0.04, z + 0.47],
        [x - 0.39, z + 0.45],
      ],
      material('paint', '#d8dadd'),
    ),
  );
  const leg = extrude({
    profile: [
      [x - 0.22, z + 0.12],
      [x - 0.02, z + 0.12],
      [x - 0.05, z - 0.9],
      [x - 0.2, z - 0.9],
    ],
    halfWidth: 0.07,
    y0: y,
    bevel: 0.03,
    mat: material('paint', '#2a2c30', 0.6),
    stack: 1,
  });
  return { parts: [hood.part, leg.part], tubes: [] };
}

export function buildBoat(variant: number, paintHex: string, afloat: boolean): Model {
  const style = STYLE_BY_VARIANT[variant % 10] as BoatStyle;
  const pal = palette(paintHex);
  const white = material('paint', '#f4f4f1');
  const offWhite = material('paint', '#e9e7e0', 0.7);
  const teak = material('matte', '#b98a55', 0.3);
  const steel = material('chrome', '#dfe3e8');
  const glass = material('glass', '#203040');
  const cushion = material('matte', '#efe9dc', 0.25);
  const parts: Part[] = [];
  const tubes: Tube[] = [];
  let footprint: [number, number, number, number];
  const focus: Model['focus'] = [];
  const topside = pal.paint;
  const bottomMat = afloat ? material('paint', '#f0f0ec') : material('paint', variant % 2 ? '#a5282a' : '#1f2d44', 0.6);

  if (style === 'pontoon') {
    const L = 7.2;
    for (const s of [1, -1]) parts.push(tankX(-L / 2 + 0.1, L / 2 - 0.3, s * 0.85, 0.05, 0.3, steel, steel));
    // nose cones
    for (const s of [1, -1])
      parts.push(
        extrude({
          profile: [
            [L / 2 - 0.35, -0.25],
            [L / 2 + 0.25, 0.1],
            [L / 2 - 0.35, 0.35],
          ],
          halfWidth: 0.22,
          y0: s * 0.85,
          bevel: 0.1,
          bevelSegs: 2,
          mat: steel,
        }).part,
      );
    const deck = box(-L / 2, L / 2, 0.36, 0.5, 1.25, material('metal', '#bfc4ca', 0.5));
    parts.push(deck.part);
    const fence = extrude({
      profile: [
        [-L / 2 + 0.4, 0.5],
        [L / 2 - 0.6, 0.5],
        [L / 2 - 0.6, 1.35],
        [-L / 2 + 0.4, 1.35],
      ],
      halfWidth: 1.2,
      bevel: 0.05,
      mat: pal.paint,
      sheen: true,
      stack: 1,
    });
    fence.part.decals.push(
      ...sideFaces(
        fence,
        [
          [-L / 2 + 0.5, 1.05],
          [L / 2 - 0.7, 1.05],
          [L / 2 - 0.7, 1.15],
          [-L / 2 + 0.5, 1.15],
        ],
        white,
      ),
    );
    fence.part.decals.push(...sideFaces(fence, roundRect2(-1.0, 0.6, 0.4, 0.95, 0.05), material('paint', accentFor(paintHex))));
    parts.push(fence.part);
    // bimini
    for (const s of [1, -1])
      tubes.push({
        pts: [
          [-1.6, s * 1.15, 1.35],
          [-1.2, s * 1.15, 2.35],
          [0.6, s * 1.15, 2.35],
          [1.0, s * 1.15, 1.35],
        ],
        radius: 0.02,
        mat: steel,
        group: 1,
        stack: 4,
      });
    parts.push(
      extrude({
        profile: [
          [-1.25, 2.3],
          [0.65, 2.3],
          [0.6, 2.42],
          [-1.2, 2.42],
        ],
        halfWidth: 1.18,
        bevel: 0.03,
        mat: material('matte', mix(pal.paintHex, '#222222', 0.5), 0.2),
        stack: 5,
      }).part,
    );
    const ob = outboard(-L / 2 - 0.05, 0, 0.55, pal.paint);
    parts.push(...ob.parts);
    footprint = [-L / 2 - 0.4, L / 2 + 0.3, -1.25, 1.25];
    focus.push({ point: [L / 2, 0.8, 0.4], radius: 0.9, azimuth: 35, elevation: 10 }, { point: [-L / 2, 0, 0.9], radius: 0.7, azimuth: 140, elevation: 10 });
  } else {
    const spec: HullSpec = {
      bowrider: { x0: -3.2, length: 6.6, beam: 1.22, transomW: 1.05, sheer0: 0.78, sheer1: 1.15, chine0: 0.05, keel0: -0.35, deadrise: 0 },
      cruiser: { x0: -5.6, length: 11.4, beam: 1.95, transomW: 1.8, sheer0: 1.15, sheer1: 1.75, chine0: 0.1, keel0: -0.55, deadrise: 0 },
      console: { x0: -3.7, length: 7.6, beam: 1.3, transomW: 1.15, sheer0: 0.85, sheer1: 1.3, chine0: 0.05, keel0: -0.4, deadrise: 0 },
      sloop: { x0: -4.6, length: 9.8, beam: 1.6, transomW: 1.2, sheer0: 0.85, sheer1: 1.25, chine0: 0.0, keel0: -0.5, deadrise: 0 },
    }[style];
    const hull = buildHull(spec, topside, bottomMat, white);
    const x0 = spec.x0;
    const x1 = spec.x0 + spec.length;
    parts.push(hull.part);
    const deckZ = (x: number): number => hull.sheerZ(x);
    if (style === 'bowrider') {
      // cockpit floor, seats, console, windscreen
      const floorPts: V3[] = [];
      for (let i = 0; i <= 12; i++) {
        const x = x0 + 0.25 + (i / 12) * 3.9;
        floorPts.push([x, hull.sheerW(x) - 0.16, deckZ(x) + 0.004]);
      }
      for (let i = 12; i >= 0; i--) {
        const x = x0 + 0.25 + (i / 12) * 3.9;
        floorPts.push([x, -(hull.sheerW(x) - 0.16), deckZ(x) + 0.004]);
      }
      hull.part.decals.push({ pts: orient(floorPts, [0, 0, 1]), mat: material('matte', '#cfc8b8', 0.2) });
      parts.push(box(x0 + 0.3, x0 + 0.85, deckZ(x0) - 0.25, deckZ(x0) + 0.05, 0.9, cushion, { stack: 2, bevel: 0.08, bevelSegs: 3 }).part);
      parts.push(box(x0 + 0.22, x0 + 0.42, deckZ(x0) - 0.1, deckZ(x0) + 0.3, 0.9, cushion, { stack: 2, bevel: 0.08, bevelSegs: 3 }).part);
      for (const s of [1, -1]) {
        parts.push(box(-0.65, -0.15, deckZ(0) - 0.25, deckZ(0) + 0.05, 0.24, cushion, { y0: s * 0.5, stack: 2, bevel: 0.07, bevelSegs: 3 }).part);
        parts.push(box(-0.7, -0.55, deckZ(0) - 0.1, deckZ(0) + 0.35, 0.24, cushion, { y0: s * 0.5, stack: 2, bevel: 0.06, bevelSegs: 3 }).part);
      }
      parts.push(box(0.15, 0.75, deckZ(0.4) - 0.2, deckZ(0.4) + 0.22, 0.3, white, { y0: 0.5, stack: 2, bevel: 0.08, bevelSegs: 3 }).part);
      tubes.push({
        pts: [
          [0.12, 0.5, deckZ(0.3) + 0.2],
          [0.05, 0.5, deckZ(0.3) + 0.42],
        ],
        radius: 0.02,
        mat: pal.trim,
        group: 1,
        stack: 3,
      });
      parts.push(windscreen(0.85, deckZ(0.8) + 0.02, 0.42, hull.sheerW(0.8) - 0.05, 0.5, glass));
      for (const s of [1, -1])
        tubes.push({
          pts: [
            [1.6, s * (hull.sheerW(1.6) - 0.06), deckZ(1.6)],
            [1.6, s * (hull.sheerW(1.6) - 0.06), deckZ(1.6) + 0.35],
            [x1 - 0.5, s * (hull.sheerW(x1 - 0.5) - 0.04), deckZ(x1 - 0.5) + 0.35],
            [x1 - 0.3, 0, deckZ(x1 - 0.3) + 0.32],
          ],
          radius: 0.015,
          mat: steel,
          group: 1,
          stack: 4,
        });
      const ob = outboard(x0 - 0.05, 0, deckZ(x0) - 0.45, material('paint', variant % 2 ? '#f2f2f0' : '#1e2024', 0.9));
      parts.push(...ob.parts);
      hull.part.decals.push(...sideStripe(hull, x0 + 0.5, x1 - 1.6, 0.38, 0.55, material('paint', accentFor(paintHex))));
      focus.push(
        { point: [x1 - 1.2, 1.0, 0.8], radius: 0.9, azimuth: 35, elevation: 12 },
        { point: [0.4, 0.6, deckZ(0.4) + 0.2], radius: 0.9, azimuth: 60, elevation: 25 },
      );
    } else if (style === 'console') {
      parts.push(box(-0.4, 0.5, deckZ(0) - 0.05, deckZ(0) + 1.05, 0.45, white, { stack: 2 }).part);
      parts.push(windscreen(0.55, deckZ(0.5) + 1.0, 0.35, 0.42, 0.15, glass));
      parts.push(box(-1.3, -0.8, deckZ(-1) - 0.05, deckZ(-1) + 0.8, 0.4, cushion, { stack: 2 }).part);
      for (const [x, s] of [
        [-0.5, 1],
        [-0.5, -1],
        [0.7, 1],
        [0.7, -1],
      ] as const)
        tubes.push({
          pts: [
            [x, s * 0.5, deckZ(x)],
            [x + 0.1, s * 0.62, deckZ(x) + 2.1],
          ],
          radius: 0.03,
          mat: steel,
          group: 1,
          stack: 3,
        });
      parts.push(box(-0.8, 1.1, deckZ(0) + 2.1, deckZ(0) + 2.2, 0.85, pal.paint, { stack: 5 }).part);
      for (const y of [0.4, -0.4]) {
        const ob = outboard(x0 - 0.05, y, deckZ(x0) - 0.45, material('paint', '#f2f2f0'));
        parts.push(...ob.parts);
      }
      for (const s of [1, -1])
        tubes.push({
          pts: [
            [1.8, s * (hull.sheerW(1.8) - 0.06), deckZ(1.8)],
            [1.8, s * (hull.sheerW(1.8) - 0.06), deckZ(1.8) + 0.4],
            [x1 - 0.5, s * (hull.sheerW(x1 - 0.5) - 0.04), deckZ(x1 - 0.5) + 0.4],
            [x1 - 0.3, 0, deckZ(x1 - 0.3) + 0.38],
          ],
          radius: 0.016,
          mat: steel,
          group: 1,
          stack: 4,
        });
      hull.part.decals.push(...sideStripe(hull, x0 + 0.3, x1 - 1.2, 0.5, 0.62, white));
      focus.push(
        { point: [x0, 0, deckZ(x0)], radius: 1.0, azimuth: 140, elevation: 12 },
        { point: [0, 0.5, deckZ(0) + 1], radius: 1.0, azimuth: 50, elevation: 15 },
      );
    } else if (style === 'cruiser') {
      const sx0 = -3.0;
      const sx1 = 2.6;
      const base = deckZ(0) - 0.02;
      const sup = extrude({
        profile: [
          [sx0 - 0.4, base],
          [sx1 + 0.5, base],
          [sx1 - 0.6, base + 0.95],
          [sx0 + 0.3, base + 1.05],
          [sx0 - 0.4, base + 1.0],
        ],
        halfWidth: (x) => Math.max(0.4, Math.min(1.55, hull.sheerW(x) - 0.25)),
        bevel: 0.12,
        bevelSegs: 3,
        mat: white,
        sheen: true,
        stack: 2,
        edgeMat: (_i, a, b) => (a[1] > base + 0.05 && b[1] > base + 0.05 && Math.abs(a[0] - b[0]) > 0.5 && a[0] > sx1 - 1 && b[0] < sx1 ? glass : undefined),
      });
      sup.part.decals.push(
        ...sideFaces(
          sup,
          [
            [sx1 - 0.2, base + 0.45],
            [sx1 - 0.75, base + 0.85],
            [sx0 + 0.5, base + 0.88],
            [sx0 + 0.2, base + 0.45],
          ],
          glass,
        ),
      );
      parts.push(sup.part);
      // hardtop over the cockpit
      parts.push(
        extrude({
          profile: [
            [sx0 - 1.8, base + 1.75],
            [sx1 - 1.2, base + 1.75],
            [sx1 - 1.6, base + 1.9],
            [sx0 - 1.6, base + 1.9],
          ],
          halfWidth: 1.5,
          bevel: 0.06,
          mat: white,
          sheen: true,
          stack: 4,
        }).part,
      );
      for (const s of [1, -1])
        tubes.push({
          pts: [
            [sx0 - 0.2, s * 1.3, base + 1.0],
            [sx0 - 1.2, s * 1.35, base + 1.75],
          ],
          radius: 0.07,
          mat: white,
          group: 1,
          stack: 3,
        });
      hull.part.decals.push(...portholes(hull, [-1.2, 0.2, 1.6], 0.3, 0.07, glass));
      hull.part.decals.push(...sideStripe(hull, x0 + 0.3, x1 - 2.5, 0.26, 0.36, glass));
      parts.push(box(x0 - 0.9, x0, 0.28, 0.36, spec.transomW - 0.05, teak).part);
      for (const s of [1, -1])
        tubes.push({
          pts: [
            [-0.5, s * (hull.sheerW(-0.5) - 0.06), deckZ(-0.5) + 0.5],
            [x1 - 0.8, s * (hull.sheerW(x1 - 0.8) - 0.05), deckZ(x1 - 0.8) + 0.5],
            [x1 - 0.4, 0, deckZ(x1 - 0.4) + 0.48],
          ],
          radius: 0.018,
          mat: steel,
          group: 1,
          stack: 4,
        });
      focus.push(
        { point: [x1 - 2, 1.4, 1.3], radius: 1.4, azimuth: 35, elevation: 10 },
        { point: [sx1 - 0.5, 1.0, base + 0.6], radius: 1.2, azimuth: 50, elevation: 12 },
      );
    } else {
      // sloop
      const base = deckZ(0) - 0.02;
      const cab = extrude({
        profile: [
          [-1.4, base],
          [2.3, base],
          [1.9, base + 0.5],
          [-1.2, base + 0.55],
          [-1.4, base + 0.45],
        ],
        halfWidth: (x) => Math.max(0.3, hull.sheerW(x) - 0.45),
        bevel: 0.1,
        bevelSegs: 3,
        mat: offWhite,
        sheen: true,
        stack: 2,
      });
      cab.part.decals.push(
        ...sideFaces(
          cab,
          [
            [1.6, base + 0.3],
            [1.2, base + 0.38],
            [-0.9, base + 0.38],
            [-1.0, base + 0.28],
          ],
          glass,
        ),
      );
      parts.push(cab.part);
      const mastX = 1.4;
      const top = 11.5;
      tubes.push({
        pts: [
          [mastX, 0, base + 0.5],
          [mastX - 0.05, 0, top],
        ],
        radius: 0.07,
        mat: material('metal', '#c9cdd2'),
        group: 1,
        stack: 6,
      });
      tubes.push({
        pts: [
          [mastX, 0, base + 1.4],
          [x0 + 0.3, 0, base + 1.3],
        ],
        radius: 0.06,
        mat: material('metal', '#c9cdd2'),
        group: 1,
        stack: 6,
      });
      tubes.push({
        pts: [
          [mastX - 0.05, 0, top - 0.3],
          [x1 - 0.1, 0, deckZ(x1 - 0.1) + 0.05],
        ],
        radius: 0.008,
        mat: pal.trim,
        group: 1,
        stack: 6,
      });
      tubes.push({
        pts: [
          [mastX - 0.05, 0, top],
          [x0 + 0.1, 0, deckZ(x0) + 0.1],
        ],
        radius: 0.008,
        mat: pal.trim,
        group: 1,
        stack: 6,
      });
      for (const s of [1, -1])
        tubes.push({
          pts: [
            [mastX - 0.05, 0, top - 1],
            [mastX - 0.2, s * (hull.sheerW(mastX) - 0.05), deckZ(mastX)],
          ],
          radius: 0.006,
          mat: pal.trim,
          group: 1,
          stack: 6,
        });
      const sailMat = material('emissive', '#eeece4');
      const main: V3[] = [
        [mastX - 0.08, 0, base + 1.5],
        [mastX - 0.1, 0, top - 0.3],
        [mastX - 1.3, 0, base + 6.5],
        [x0 + 0.4, 0, base + 1.45],
      ];
      const jib: V3[] = [
        [x1 - 0.25, 0, deckZ(x1 - 0.25) + 0.4],
        [mastX, 0.02, top - 0.6],
        [mastX + 0.1, 0.25, base + 0.8],
      ];
      const sails: Part = {
        faces: [
          { pts: main, mat: sailMat, twoSided: true },
          { pts: jib, mat: sailMat, twoSided: true },
        ],
        decals: [],
        group: 1,
        stack: 7,
      };
      sails.decals.push({
        pts: [
          [mastX - 0.35, 0.01, base + 3.0],
          [mastX - 2.2, 0.01, base + 2.2],
        ],
        mat: material('paint', pal.paintHex),
        stroke: 0.05,
        normal: [0, 1, 0],
      });
      sails.decals.push({
        pts: [
          [mastX - 0.35, -0.01, base + 3.0],
          [mastX - 2.2, -0.01, base + 2.2],
        ],
        mat: material('paint', pal.paintHex),
        stroke: 0.05,
        normal: [0, -1, 0],
      });
      parts.push(sails);
      for (const s of [1, -1])
        tubes.push({
          pts: [
            [x0 + 0.2, s * (hull.sheerW(x0 + 0.2) - 0.04), deckZ(x0 + 0.2) + 0.55],
            [x1 - 0.8, s * (hull.sheerW(x1 - 0.8) - 0.04), deckZ(x1 - 0.8) + 0.55],
          ],
          radius: 0.008,
          mat: steel,
          group: 1,
          stack: 4,
        });
      hull.part.decals.push(...sideStripe(hull, x0 + 0.3, x1 - 0.8, 0.05, 0.1, material('paint', accentFor(paintHex))));
      focus.push(
        { point: [x1 - 1.5, 1.0, 1.0], radius: 1.2, azimuth: 35, elevation: 12 },
        { point: [0, 0.6, base + 1], radius: 1.6, azimuth: 60, elevation: 14 },
      );
    }
    footprint = [x0 - 0.3, x1, -spec.beam, spec.beam];
  }

  let model: Model = { parts, wheels: [], tubes, footprint, focus };
  if (afloat) return clipModelAbove(model, material('emissive', '#f4fbff'));
  // on a road trailer: lift the boat and add bunks, frame, wheels and a winch post
  const lift = style === 'pontoon' ? 0.45 : style === 'cruiser' ? 1.1 : style === 'sloop' ? 1.05 : 0.85;
  model = liftModel(model, lift);
  const frame = material('metal', '#8e949b', 0.6);
  const [fx0, fx1] = model.footprint;
  const trailerTubes: Tube[] = [];
  for (const s of [1, -1])
    trailerTubes.push({
      pts: [
        [fx0 + 0.4, s * 0.55, 0.5],
        [fx1 - 0.6, s * 0.3, 0.5],
      ],
      radius: 0.05,
      mat: frame,
      group: 1,
      stack: -1,
    });
  trailerTubes.push({
    pts: [
      [fx1 - 0.6, 0, 0.5],
      [fx1 + 1.2, 0, 0.48],
    ],
    radius: 0.06,
    mat: frame,
    group: 1,
    stack: -1,
  });
  trailerTubes.push({
    pts: [
      [fx1 - 0.2, 0, 0.5],
      [fx1 - 0.2, 0, lift + 0.5],
    ],
    radius: 0.05,
    mat: frame,
    group: 1,
    stack: -1,
  });
  const cx = (fx0 + fx1) / 2 - 0.6;
  const wheels: Wheel[] = [];
  for (const x of [cx - 0.45, cx + 0.45])
    for (const s of [1, -1])
      wheels.push({
        center: [x, s * 1.05, 0.33],
        axis: [0, s, 0],
        radius: 0.33,
        width: 0.2,
        rimRatio: 0.62,
        style: 'dish',
        rimColor: '#cfd3d8',
        group: 'auto',
      });
  const fenders: Part[] = [1, -1].map(
    (s) =>
      extrude({
        profile: [
          [cx - 0.9, 0.55],
          [cx - 0.8, 0.74],
          [cx + 0.8, 0.74],
          [cx + 0.9, 0.55],
        ],
        halfWidth: 0.13,
        y0: s * 1.08,
        bevel: 0.03,
        mat: frame,
        group: s > 0 ? 3 : 0,
      }).part,
  );
  return { ...model, parts: [...model.parts, ...fenders], tubes: [...model.tubes, ...trailerTubes], wheels, footprint: [fx0, fx1 + 1.2, -1.2, 1.2] };
}

function sideStripe(hull: Hull, xa: number, xb: number, f0: number, f1: number, mat: Material): Face[] {
  const out: Face[] = [];
  for (const s of [1, -1]) {
    const top: V3[] = [];
    const bot: V3[] = [];
    for (let i = 0; i <= 16; i++) {
      const x = xa + ((xb - xa) * i) / 16;
      const taper = Math.sin((i / 16) * Math.PI) * 0.2 + 0.8;
      top.push(hull.sidePoint(x, f0, s));
      bot.push(hull.sidePoint(x, f0 + (f1 - f0) * taper, s));
    }
    out.push({ pts: orient([...top, ...bot.reverse()], [0, s, 0]), mat });
  }
  return out;
}

function liftModel(m: Model, dz: number): Model {
  const f = (p: V3): V3 => [p[0], p[1], p[2] + dz];
  return {
    ...m,
    parts: m.parts.map((p) => ({
      ...p,
      faces: p.faces.map((fc) => ({ ...fc, pts: fc.pts.map(f), smooth: fc.smooth ? { ...fc.smooth, a: f(fc.smooth.a), b: f(fc.smooth.b) } : undefined })),
      decals: p.decals.map((fc) => ({ ...fc, pts: fc.pts.map(f) })),
    })),
    tubes: m.tubes.map((t) => ({ ...t, pts: t.pts.map(f) })),
    focus: m.focus.map((fo) => ({ ...fo, point: f(fo.point) })),
  };
}
