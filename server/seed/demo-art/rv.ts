/** RVs: class A motorhome, class C with over-cab bunk, high-roof camper van, vintage split-window bus. */
import { mix } from './color.ts';
import { box, extrude, material, spline, type Model, type P2, type Part, type Tube, type Wheel } from './geometry.ts';
import { accentFor, archShape, endFace, endFacePair, palette, roundRect2, sideFaces, sideLines } from './parts.ts';

type RvStyle = 'classA' | 'classC' | 'van' | 'vintage';

const STYLE_BY_VARIANT: RvStyle[] = ['classA', 'classC', 'van', 'vintage', 'classA', 'classC', 'van', 'vintage', 'classC', 'van'];

function wheelSet(xs: readonly (readonly [number, number])[], r: number, y: number, style: Wheel['style'], rimColor: string, width = 0.26): Wheel[] {
  const out: Wheel[] = [];
  for (const [x, w] of xs)
    for (const s of [1, -1])
      out.push({ center: [x, s * (y - (w || width) / 2), r], axis: [0, s, 0], radius: r, width: w || width, rimRatio: 0.6, style, rimColor, group: 'auto' });
  return out;
}

export function buildRv(variant: number, paintHex: string): Model {
  const style = STYLE_BY_VARIANT[variant % 10] as RvStyle;
  const pal = palette(paintHex);
  const white = material('paint', '#f3f3f0');
  const cream = material('paint', '#f1ecdd');
  const black = material('matte', '#1b1c1f', 0.3);
  const accent = material('paint', accentFor(paintHex));
  const parts: Part[] = [];
  const tubes: Tube[] = [];
  let wheels: Wheel[];
  let footprint: [number, number, number, number];
  const focus: Model['focus'] = [];

  if (style === 'classA') {
    const L = 5.6;
    const body = extrude({
      profile: [
        [-L, 0.55],
        [L - 0.2, 0.55],
        [L, 0.75],
        [L + 0.05, 1.5],
        [L - 0.15, 2.7],
        [L - 0.45, 3.55],
        [-L + 0.2, 3.6],
        [-L, 3.4],
      ],
      halfWidth: 1.27,
      bevel: 0.2,
      bevelSegs: 3,
      mat: white,
      sheen: true,
      edgeMat: (_i, a, b) => (a[0] > L - 0.6 && b[0] > L - 0.6 && Math.min(a[1], b[1]) > 1.45 && Math.max(a[1], b[1]) < 3.0 ? pal.glass : undefined),
    });
    const d = body.part.decals;
    // swooshes in the paint colour
    const sw = spline(
      [
        [L - 0.1, 1.1],
        [2.5, 1.5],
        [-1.0, 2.6],
        [-L + 0.1, 3.2],
      ],
      8,
    );
    const sw2 = spline(
      [
        [L - 0.1, 0.62],
        [2.0, 0.75],
        [-2.0, 1.8],
        [-L + 0.1, 2.4],
      ],
      8,
    );
    d.push(...sideFaces(body, [...sw, ...sw2.slice().reverse()], pal.paint, { sheen: true }));
    d.push(
      ...sideLines(
        body,
        sw.map(([x, z]) => [x, z + 0.06] as P2),
        accent,
        0.05,
      ),
    );
    d.push(
      ...sideFaces(
        body,
        [
          [L - 0.05, 0.57],
          [-L + 0.05, 0.57],
          [-L + 0.05, 0.85],
          [L - 0.05, 0.85],
        ],
        material('paint', mix(pal.paintHex, '#000000', 0.35)),
      ),
    );
    // windows, entry door, cockpit side window, bays
    d.push(
      ...sideFaces(
        body,
        [
          [L - 0.35, 1.6],
          [L - 0.55, 2.75],
          [L - 1.6, 2.75],
          [L - 1.6, 1.6],
        ],
        pal.glass,
      ),
    );
    for (const x of [1.2, -1.5, -4.2]) d.push(...sideFaces(body, roundRect2(x - 0.8, 2.0, x + 0.6, 2.75, 0.08), pal.glass));
    d.push(...sideLines(body, [...roundRect2(L - 2.4, 0.9, L - 1.75, 2.95, 0.08), [L - 1.8, 0.9] as P2], black, 0.02));
    d.push(...sideFaces(body, roundRect2(L - 2.3, 2.2, L - 1.85, 2.75, 0.06), pal.glass));
    for (const x of [-0.2, -1.4, -2.6])
      d.push(...sideLines(body, [...roundRect2(x - 0.5, 0.95, x + 0.5, 1.5, 0.04), [x + 0.46, 0.95] as P2], black, 0.012, { opacity: 0.6 }));
    for (const ax of [3.7, -2.3]) d.push(...sideFaces(body, archShape(ax, 0.52, 0.6, 0.54), pal.darkTrim));
    d.push(endFace(body, roundRect2(-0.6, 0.85, 0.6, 1.3, 0.05), true, 0.2, black));
    d.push(...endFacePair(body, roundRect2(0.65, 0.85, 0.95, 1.15, 0.06), true, 0.2, pal.headlight, { glow: 0.5 }));
    d.push(endFace(body, roundRect2(-0.7, 2.7, 0.7, 3.2, 0.1), false, 0.2, pal.glass));
    d.push(...endFacePair(body, roundRect2(0.75, 0.9, 0.95, 1.5, 0.05), false, 0.2, pal.taillight, { glow: 0.3 }));
    parts.push(body.part);
    parts.push(box(-2.5, -1.6, 3.6, 3.85, 0.45, white, { stack: 2 }).part);
    parts.push(box(1.5, 2.3, 3.6, 3.85, 0.45, white, { stack: 2 }).part);
    for (const s of [1, -1])
      tubes.push({
        pts: [
          [L - 0.2, s * 1.2, 3.0],
          [L + 0.2, s * 1.4, 2.9],
          [L + 0.25, s * 1.4, 2.4],
        ],
        radius: 0.025,
        mat: black,
        group: 1,
        stack: 3,
      });
    tubes.push({
      pts: [
        [-L - 0.03, -0.6, 1.0],
        [-L - 0.03, -0.6, 3.5],
      ],
      radius: 0.02,
      mat: pal.chrome,
      group: 1,
      stack: 0,
    });
    tubes.push({
      pts: [
        [-L - 0.03, -0.9, 1.0],
        [-L - 0.03, -0.9, 3.5],
      ],
      radius: 0.02,
      mat: pal.chrome,
      group: 1,
      stack: 0,
    });
    wheels = wheelSet(
      [
        [3.7, 0],
        [-2.3, 0.6],
      ],
      0.52,
      1.22,
      'truck',
      '#d7dbe0',
      0.32,
    );
    footprint = [-L, L + 0.1, -1.27, 1.27];
    focus.push({ point: [3.7, 1.2, 0.52], radius: 0.7, azimuth: 50, elevation: 6 }, { point: [L, 0.8, 1.3], radius: 1.0, azimuth: 30, elevation: 6 });
  } else if (style === 'classC') {
    const hood = extrude({
      profile: spline(
        [
          [4.35, 0.55],
          [4.42, 1.0],
          [4.3, 1.3],
          [3.7, 1.45],
          [3.25, 1.55],
        ],
        3,
      ).concat([[3.25, 0.55] as P2]),
      halfWidth: 1.0,
      bevel: 0.12,
      mat: white,
      sheen: true,
    });
    hood.part.decals.push(endFace(hood, roundRect2(-0.55, 0.75, 0.55, 1.2, 0.05), true, 0.12, material('metal', '#8b9198')));
    hood.part.decals.push(...endFacePair(hood, roundRect2(0.62, 0.95, 0.92, 1.2, 0.05), true, 0.12, pal.headlight, { glow: 0.4 }));
    hood.part.decals.push(...sideFaces(hood, archShape(3.75, 0.42, 0.5, 0.54), pal.darkTrim));
    parts.push(hood.part);
    parts.push(box(4.3, 4.5, 0.45, 0.75, 1.05, material('metal', '#9ca2a9'), { bevel: 0.05 }).part);
    const cabProf: P2[] = [
      [3.3, 0.55],
      [3.3, 1.55],
      [2.85, 2.35],
      [2.3, 2.4],
      [2.3, 0.55],
    ];
    const cab = extrude({
      profile: cabProf,
      halfWidth: 1.05,
      bevel: 0.12,
      mat: white,
      sheen: true,
      stack: 1,
      edgeMat: (_i, a, b) => (Math.min(a[1], b[1]) > 1.5 && a[0] > 2.8 && b[0] > 2.8 ? pal.glass : undefined),
    });
    cab.part.decals.push(
      ...sideFaces(
        cab,
        [
          [3.1, 1.6],
          [2.8, 2.2],
          [2.45, 2.2],
          [2.45, 1.6],
        ],
        pal.glass,
      ),
    );
    parts.push(cab.part);
    const L0 = -4.0;
    const body = extrude({
      profile: [
        [L0, 0.7],
        [2.3, 0.7],
        [2.3, 2.35],
        [3.3, 2.45],
        [3.45, 2.8],
        [3.2, 3.35],
        [L0 + 0.1, 3.4],
        [L0, 3.2],
      ],
      halfWidth: 1.22,
      bevel: 0.14,
      bevelSegs: 3,
      mat: cream,
      sheen: true,
      stack: 2,
    });
    const d = body.part.decals;
    const sw = spline(
      [
        [3.3, 2.5],
        [1.0, 2.3],
        [-1.5, 1.4],
        [L0 + 0.05, 1.2],
      ],
      8,
    );
    d.push(...sideFaces(body, [...sw, [L0 + 0.05, 0.75], [2.25, 0.75], [2.25, 2.4]], pal.paint, { sheen: true }));
    d.push(
      ...sideLines(
        body,
        sw.map(([x, z]) => [x, z + 0.07] as P2),
        accent,
        0.05,
      ),
    );
    d.push(...sideFaces(body, roundRect2(2.45, 2.6, 3.1, 3.05, 0.08), pal.glass));
    for (const x of [0.8, -2.2]) d.push(...sideFaces(body, roundRect2(x - 0.65, 1.9, x + 0.55, 2.6, 0.08), pal.glass));
    d.push(...sideLines(body, [...roundRect2(-0.9, 0.85, -0.25, 2.9, 0.08), [-0.3, 0.85] as P2], black, 0.02));
    d.push(...sideFaces(body, roundRect2(-0.8, 2.2, -0.35, 2.7, 0.06), pal.glass));
    d.push(...sideFaces(body, archShape(-2.4, 0.45, 0.52, 0.69), pal.darkTrim));
    d.push(endFace(body, roundRect2(-0.6, 2.3, 0.6, 2.9, 0.1), false, 0.14, pal.glass));
    d.push(...endFacePair(body, roundRect2(0.75, 0.9, 0.95, 1.5, 0.05), false, 0.14, pal.taillight, { glow: 0.3 }));
    parts.push(body.part);
    parts.push(box(-1.5, -0.7, 3.4, 3.62, 0.42, white, { stack: 3 }).part);
    for (const s of [1, -1])
      tubes.push({
        pts: [
          [3.2, s * 1.05, 1.9],
          [3.35, s * 1.3, 1.85],
          [3.35, s * 1.3, 1.45],
        ],
        radius: 0.02,
        mat: black,
        group: 1,
        stack: 4,
      });
    wheels = wheelSet(
      [
        [3.75, 0],
        [-2.4, 0.5],
      ],
      0.45,
      1.15,
      'dish',
      '#cfd3d8',
      0.25,
    );
    footprint = [L0, 4.5, -1.22, 1.22];
    focus.push({ point: [3.75, 1.1, 0.45], radius: 0.6, azimuth: 50, elevation: 6 }, { point: [3.2, 0.9, 2.8], radius: 0.9, azimuth: 35, elevation: 2 });
  } else if (style === 'van') {
    const prof: P2[] = [
      [-2.95, 0.45],
      [2.6, 0.45],
      ...spline(
        [
          [2.85, 0.58],
          [2.95, 0.95],
          [2.7, 1.15],
          [2.2, 1.3],
          [1.6, 2.35],
          [1.2, 2.72],
        ],
        3,
      ),
      [-2.75, 2.78],
      [-2.95, 2.68],
      [-3.0, 2.5],
      [-3.0, 0.6],
    ];
    const body = extrude({
      profile: prof,
      halfWidth: 1.02,
      bevel: 0.14,
      bevelSegs: 3,
      mat: pal.paint,
      sheen: true,
      edgeMat: (_i, a, b) => (a[0] > 1.45 && b[0] > 1.45 && Math.min(a[1], b[1]) > 1.28 && Math.max(a[1], b[1]) < 2.45 ? pal.glass : undefined),
    });
    const d = body.part.decals;
    d.push(
      ...sideFaces(
        body,
        [
          [2.0, 1.45],
          [1.5, 2.3],
          [0.9, 2.3],
          [0.9, 1.45],
        ],
        pal.glass,
      ),
    );
    d.push(...sideFaces(body, roundRect2(-0.9, 1.55, 0.45, 2.25, 0.1), pal.glass));
    d.push(...sideFaces(body, roundRect2(-2.6, 1.55, -1.5, 2.25, 0.1), pal.glass));
    d.push(
      ...sideLines(
        body,
        [
          [0.7, 2.45],
          [0.7, 0.55],
        ],
        black,
        0.01,
        { opacity: 0.6 },
      ),
    );
    d.push(
      ...sideLines(
        body,
        [
          [-1.1, 2.45],
          [-1.1, 0.55],
        ],
        black,
        0.01,
        { opacity: 0.6 },
      ),
    );
    d.push(
      ...sideFaces(
        body,
        [
          [2.9, 0.47],
          [-2.95, 0.47],
          [-2.95, 0.68],
          [2.9, 0.68],
        ],
        material('matte', '#2a2c30', 0.3),
      ),
    );
    for (const ax of [1.95, -1.75]) d.push(...sideFaces(body, archShape(ax, 0.38, 0.46, 0.44), pal.darkTrim));
    d.push(endFace(body, roundRect2(-0.55, 0.7, 0.55, 1.0, 0.05), true, 0.14, black));
    d.push(
      ...endFacePair(
        body,
        [
          [0.6, 0.85],
          [0.95, 0.9],
          [0.95, 1.1],
          [0.62, 1.05],
        ],
        true,
        0.14,
        pal.headlight,
        { glow: 0.4 },
      ),
    );
    d.push(...endFacePair(body, roundRect2(0.1, 1.5, 0.8, 2.3, 0.08), false, 0.14, pal.glass));
    d.push(...endFacePair(body, roundRect2(0.82, 0.8, 0.96, 1.6, 0.04), false, 0.14, pal.taillight, { glow: 0.3 }));
    parts.push(body.part);
    // roof rack with solar panels, awning cassette, ladder
    const rack = box(-2.6, 0.9, 2.8, 2.86, 0.9, material('matte', '#24262a', 0.3), { stack: 2 });
    for (let k = 0; k < 2; k++)
      rack.part.decals.push({
        pts: [
          [-2.4 + k * 1.6, -0.8, 2.87],
          [-1.0 + k * 1.6, -0.8, 2.87],
          [-1.0 + k * 1.6, 0.8, 2.87],
          [-2.4 + k * 1.6, 0.8, 2.87],
        ],
        mat: material('glass', '#1d2a4a'),
        normal: [0, 0, 1],
      });
    parts.push(rack.part);
    parts.push(box(-2.5, 0.6, 2.5, 2.68, 0.1, material('metal', '#c9cdd2'), { y0: 1.08, stack: 3 }).part);
    for (const z of [0.9, 1.3, 1.7, 2.1, 2.5])
      tubes.push({
        pts: [
          [-3.05, -0.75, z],
          [-3.05, -0.45, z],
        ],
        radius: 0.015,
        mat: black,
        group: 1,
        stack: 0,
      });
    for (const y of [-0.75, -0.45])
      tubes.push({
        pts: [
          [-3.05, y, 0.8],
          [-3.05, y, 2.75],
        ],
        radius: 0.018,
        mat: black,
        group: 1,
        stack: 0,
      });
    for (const s of [1, -1]) parts.push(box(1.65, 1.8, 1.75, 2.0, 0.09, pal.paint, { y0: s * 1.1, stack: 2 }).part);
    wheels = wheelSet(
      [
        [1.95, 0],
        [-1.75, 0],
      ],
      0.38,
      0.98,
      variant > 5 ? 'offroad' : 'spoke5',
      variant > 5 ? '#2a2c30' : '#c9ced6',
      0.24,
    );
    if (variant > 5) for (const w of wheels) w.knobby = true;
    footprint = [-3.0, 2.95, -1.02, 1.02];
    focus.push({ point: [1.95, 1.0, 0.38], radius: 0.5, azimuth: 50, elevation: 6 }, { point: [2.9, 0.7, 1.0], radius: 0.6, azimuth: 30, elevation: 6 });
  } else {
    const prof = spline(
      [
        [-2.1, 0.4],
        [1.9, 0.4],
        [2.15, 0.55],
        [2.2, 1.25],
        [2.12, 1.8],
        [1.95, 2.0],
        [-1.9, 2.02],
        [-2.15, 1.8],
        [-2.2, 0.6],
      ],
      3,
      true,
    );
    const body = extrude({ profile: prof, halfWidth: 0.88, bevel: 0.25, bevelSegs: 4, mat: cream, sheen: true });
    const d = body.part.decals;
    const lower: P2[] = [
      [2.2, 1.3],
      [-2.22, 1.3],
      [-2.22, 0.5],
      [-2.1, 0.42],
      [1.9, 0.42],
      [2.15, 0.57],
    ];
    d.push(...sideFaces(body, lower, pal.paint, { sheen: true }));
    // V front in the paint colour
    d.push(
      endFace(
        body,
        [
          [-0.95, 1.3],
          [0.95, 1.3],
          [0.95, 0.45],
          [-0.95, 0.45],
        ],
        true,
        0.25,
        pal.paint,
      ),
    );
    d.push(
      endFace(
        body,
        [
          [-0.5, 1.3],
          [0, 0.9],
          [0.5, 1.3],
        ],
        true,
        0.25,
        cream,
      ),
    );
    d.push(
      ...endFacePair(
        body,
        [
          [0.08, 1.38],
          [0.9, 1.38],
          [0.9, 1.85],
          [0.08, 1.85],
        ],
        true,
        0.25,
        pal.glass,
      ),
    );
    d.push(...endFacePair(body, roundRect2(0.55, 0.75, 0.85, 1.05, 0.14), true, 0.25, pal.headlight, { glow: 0.35 }));
    d.push(endFace(body, roundRect2(-0.12, 1.0, 0.12, 1.22, 0.1), true, 0.25, pal.chrome));
    for (const [a, b] of [
      [1.2, 1.9],
      [0.15, 1.1],
      [-0.9, 0.05],
      [-1.9, -1.0],
    ] as const)
      d.push(...sideFaces(body, roundRect2(a, 1.4, b, 1.85, 0.06), pal.glass));
    d.push(
      ...sideLines(
        body,
        [
          [1.35, 0.55],
          [1.35, 1.3],
        ],
        black,
        0.01,
        { opacity: 0.5 },
      ),
    );
    for (const ax of [1.35, -1.35]) d.push(...sideFaces(body, archShape(ax, 0.36, 0.43, 0.41), pal.darkTrim));
    d.push(...endFacePair(body, roundRect2(0.75, 0.7, 0.9, 0.95, 0.05), false, 0.25, pal.taillight, { glow: 0.2 }));
    d.push(endFace(body, roundRect2(-0.55, 1.35, 0.55, 1.75, 0.08), false, 0.25, pal.glass));
    parts.push(body.part);
    parts.push(box(2.05, 2.3, 0.32, 0.45, 0.95, pal.chrome, { bevel: 0.04 }).part);
    parts.push(box(-2.3, -2.1, 0.32, 0.45, 0.95, pal.chrome, { bevel: 0.04 }).part);
    // roof rack with surfboard
    for (const s of [1, -1])
      tubes.push({
        pts: [
          [-1.4, s * 0.6, 2.02],
          [-1.4, s * 0.6, 2.16],
          [1.2, s * 0.6, 2.16],
          [1.2, s * 0.6, 2.02],
        ],
        radius: 0.015,
        mat: pal.chrome,
        group: 1,
        stack: 2,
      });
    parts.push(
      extrude({
        profile: spline(
          [
            [-1.6, 2.2],
            [0.0, 2.17],
            [1.5, 2.22],
            [1.7, 2.27],
            [1.4, 2.28],
            [0, 2.26],
            [-1.6, 2.27],
          ],
          2,
          true,
        ),
        halfWidth: 0.26,
        bevel: 0.03,
        mat: material('paint', variant % 2 ? '#f0d9a8' : '#f4f1e8'),
        stack: 3,
      }).part,
    );
    wheels = wheelSet(
      [
        [1.35, 0],
        [-1.35, 0],
      ],
      0.36,
      0.84,
      'classic',
      '#e9ecef',
      0.2,
    );
    for (const w of wheels) w.whitewall = true;
    footprint = [-2.3, 2.2, -0.88, 0.88];
    focus.push({ point: [2.1, 0.5, 1.0], radius: 0.6, azimuth: 30, elevation: 8 }, { point: [1.35, 0.9, 0.36], radius: 0.5, azimuth: 50, elevation: 6 });
  }
  return { parts, wheels, tubes, footprint, focus };
}
