/** Heavy-duty trucks and buses: long-nose sleeper tractor, cab-over tractor, coach, box truck, dump truck. */
import { mix } from './color.ts';
import { box, extrude, mapPart, material, spline, type Extrusion, type Material, type Model, type P2, type Part, type Tube, type Wheel } from './geometry.ts';
import { rotZ } from './math3d.ts';
import { accentFor, archShape, clipX, endFace, endFacePair, palette, roundRect2, sideFaces, sideLines, type Palette } from './parts.ts';

type TruckStyle = 'longnose' | 'cabover' | 'coach' | 'boxtruck' | 'dump';

const STYLE_BY_VARIANT: TruckStyle[] = ['longnose', 'cabover', 'coach', 'boxtruck', 'dump', 'longnose', 'coach', 'cabover', 'longnose', 'dump'];

/** Cylinder along x (fuel tanks, air tanks). */
export function tankX(x0: number, x1: number, y: number, z: number, r: number, mat: Material, capMat?: Material): Part {
  const prof: P2[] = [];
  for (let i = 0; i < 20; i++) {
    const a = (i / 20) * Math.PI * 2;
    prof.push([Math.cos(a) * r, Math.sin(a) * r]);
  }
  const e = extrude({ profile: prof, halfWidth: (x1 - x0) / 2, bevel: r * 0.3, bevelSegs: 2, mat, sideMat: capMat ?? mat });
  return mapPart(e.part, (p) => {
    const q = rotZ(p, -Math.PI / 2);
    return [q[0] + (x0 + x1) / 2, q[1] + y, q[2] + z];
  });
}

interface Axle {
  x: number;
  dual: boolean;
}

function axleWheels(axles: readonly Axle[], r: number, hw: number, rimColor: string, group: Wheel['group'] = 'auto'): Wheel[] {
  const out: Wheel[] = [];
  for (const a of axles)
    for (const s of [1, -1]) {
      const width = a.dual ? 0.62 : 0.34;
      out.push({ center: [a.x, s * (hw - width / 2), r], axis: [0, s, 0], radius: r, width, rimRatio: 0.55, style: 'truck', rimColor, group });
    }
  return out;
}

function windowsOn(ext: Extrusion, outline: readonly P2[], pal: Palette, pillars: readonly number[], gap: number): Part['decals'] {
  const out: Part['decals'] = [];
  const xs = outline.map((p) => p[0]);
  let from = Math.min(...xs);
  const cuts = [...pillars, Math.max(...xs) + 1];
  for (const c of cuts) {
    const w = clipX(outline, from, c - gap / 2);
    if (w.length >= 3) out.push(...sideFaces(ext, w, pal.glass), ...sideLines(ext, [...w, w[0] as P2], pal.darkTrim, 0.02));
    from = c + gap / 2;
  }
  return out;
}

export function buildTruck(variant: number, paintHex: string): Model {
  const style = STYLE_BY_VARIANT[variant % 10] as TruckStyle;
  const pal = palette(paintHex);
  const parts: Part[] = [];
  const tubes: Tube[] = [];
  let wheels: Wheel[];
  const chrome = pal.chrome;
  const black = material('matte', '#17181b', 0.3);
  const alloy = material('chrome', '#c8cdd3');
  const rimColor = variant % 2 ? '#d9dde2' : '#b9bec5';
  let footprint: [number, number, number, number];
  const focus: Model['focus'] = [];

  if (style === 'longnose' || style === 'boxtruck' || style === 'dump') {
    const big = style === 'longnose';
    const R = big ? 0.52 : 0.5;
    const hwCab = big ? 1.2 : 1.15;
    const noseX = big ? 3.7 : 3.2;
    const cowlX = big ? 1.7 : 2.1;
    const hoodTop = big ? 2.05 : 1.9;
    // frame rails and chassis
    const rearEnd = style === 'longnose' ? -3.7 : -4.6;
    parts.push(box(rearEnd, noseX - 0.3, 0.72, 1.02, 0.5, black).part);
    // hood with fenders
    const hood = extrude({
      profile: spline(
        [
          [noseX, 0.95],
          [noseX + 0.06, 1.3],
          [noseX - 0.02, hoodTop - 0.15],
          [noseX - 0.45, hoodTop],
          [cowlX + 0.2, hoodTop + 0.08],
          [cowlX, hoodTop + 0.1],
        ],
        3,
      ).concat([[cowlX, 0.95] as P2]),
      halfWidth: (x) => (big ? 0.98 : 1.0) - Math.max(0, x - (noseX - 0.8)) * 0.12,
      bevel: 0.16,
      bevelSegs: 3,
      mat: pal.paint,
      sheen: true,
    });
    const fx = noseX - (big ? 1.05 : 0.75);
    hood.part.decals.push(...sideFaces(hood, archShape(fx, R, R * 1.16, 0.94), pal.darkTrim));
    // grille, lamps
    hood.part.decals.push(endFace(hood, roundRect2(-0.55, 1.05, 0.55, hoodTop - 0.12, 0.06), true, 0.16, chrome));
    hood.part.decals.push(endFace(hood, roundRect2(-0.48, 1.12, 0.48, hoodTop - 0.2, 0.04), true, 0.16, pal.grille));
    for (let k = -5; k <= 5; k++)
      hood.part.decals.push({
        ...endFace(
          hood,
          [
            [k * 0.085, 1.14],
            [k * 0.085, hoodTop - 0.22],
          ],
          true,
          0.16,
          chrome,
        ),
        stroke: 0.018,
      });
    hood.part.decals.push(...endFacePair(hood, roundRect2(0.66, 1.18, 0.92, 1.42, 0.05), true, 0.16, pal.headlight, { glow: 0.5 }));
    hood.part.decals.push(...endFacePair(hood, roundRect2(0.68, 1.46, 0.9, 1.54, 0.03), true, 0.16, pal.amber));
    parts.push(hood.part);
    // bumper
    parts.push(box(noseX - 0.05, noseX + 0.28, 0.55, 0.95, 1.22, chrome, { bevel: 0.06 }).part);
    // cab
    const cabBack = big ? 0.1 : 0.7;
    const roof = big ? 3.05 : 2.85;
    const cab = extrude({
      profile: [
        [cowlX + 0.02, 0.95],
        [cowlX + 0.02, hoodTop + 0.05],
        [cowlX - 0.3, roof - 0.1],
        [cowlX - 0.45, roof],
        [cabBack, roof],
        [cabBack, 0.95],
      ],
      halfWidth: hwCab,
      bevel: 0.14,
      bevelSegs: 3,
      mat: pal.paint,
      sheen: true,
      stack: 1,
      edgeMat: (_i, a, b) =>
        a[0] > cowlX - 0.5 && b[0] > cowlX - 0.5 && Math.min(a[1], b[1]) > hoodTop - 0.01 && Math.abs(a[0] - b[0]) > 0.05 ? pal.glass : undefined,
    });
    const winTop = roof - 0.22;
    const win: P2[] = [
      [cowlX - 0.08, hoodTop + 0.22],
      [cowlX - 0.34, winTop],
      [cabBack + 0.55, winTop],
      [cabBack + 0.55, hoodTop + 0.22],
    ];
    cab.part.decals.push(...sideFaces(cab, win, pal.glass), ...sideLines(cab, [...win, win[0] as P2], pal.darkTrim, 0.025));
    cab.part.decals.push(
      ...sideLines(
        cab,
        [
          [cowlX - 0.02, 1.0],
          [cowlX - 0.02, hoodTop + 0.15],
          [cowlX - 0.32, winTop + 0.06],
          [cabBack + 0.45, winTop + 0.06],
          [cabBack + 0.45, 1.0],
        ],
        pal.darkTrim,
        0.012,
        { opacity: 0.5 },
      ),
    );
    cab.part.decals.push(...sideFaces(cab, roundRect2(cabBack + 0.55, hoodTop - 0.02, cabBack + 0.8, hoodTop + 0.04, 0.02), chrome));
    parts.push(cab.part);
    // mirrors on arms
    for (const s of [1, -1]) {
      tubes.push({
        pts: [
          [cowlX - 0.15, s * hwCab, hoodTop + 0.3],
          [cowlX - 0.1, s * (hwCab + 0.3), hoodTop + 0.4],
          [cowlX - 0.1, s * (hwCab + 0.3), hoodTop + 0.95],
        ],
        radius: 0.02,
        mat: chrome,
        group: 1,
        stack: 3,
      });
      parts.push(box(cowlX - 0.16, cowlX - 0.04, hoodTop + 0.45, hoodTop + 0.9, 0.09, black, { y0: s * (hwCab + 0.32), stack: 3 }).part);
    }
    // steps and tanks under the cab
    for (const s of [1, -1]) parts.push(tankX(cabBack - 0.2, cowlX - 0.05, s * (hwCab - 0.3), 0.82, 0.3, alloy, alloy));
    if (big) {
      // sleeper
      const sl = extrude({
        profile: [
          [0.12, 0.95],
          [0.12, 3.05],
          [-0.2, 3.4],
          [-1.7, 3.4],
          [-1.7, 0.95],
        ],
        halfWidth: hwCab,
        bevel: 0.16,
        bevelSegs: 3,
        mat: pal.paint,
        sheen: true,
        stack: 1,
      });
      sl.part.decals.push(...sideFaces(sl, roundRect2(-1.2, 2.2, -0.6, 2.6, 0.06), pal.glass));
      const accent = material('paint', accentFor(paintHex));
      sl.part.decals.push(
        ...sideFaces(
          sl,
          [
            [0.12, 1.25],
            [-1.7, 1.25],
            [-1.7, 1.4],
            [0.12, 1.4],
          ],
          accent,
        ),
      );
      cab.part.decals.push(
        ...sideFaces(
          cab,
          [
            [cowlX, 1.25],
            [0.1, 1.25],
            [0.1, 1.4],
            [cowlX, 1.4],
          ],
          accent,
        ),
      );
      hood.part.decals.push(
        ...sideFaces(
          hood,
          [
            [noseX - 0.1, 1.25],
            [cowlX, 1.25],
            [cowlX, 1.4],
            [noseX - 0.1, 1.4],
          ],
          accent,
        ),
      );
      parts.push(sl.part);
      for (const s of [1, -1])
        tubes.push({
          pts: [
            [-1.78, s * 1.05, 1.2],
            [-1.78, s * 1.05, 4.1],
          ],
          radius: 0.08,
          mat: chrome,
          group: 1,
          stack: 2,
        });
      // fifth wheel and mud flaps
      parts.push(box(-3.3, -2.3, 1.02, 1.2, 0.95, black).part);
      for (const s of [1, -1]) parts.push(box(-3.72, -3.68, 0.25, 1.0, 0.3, black, { y0: s * 0.95 }).part);
      wheels = axleWheels(
        [
          { x: fx, dual: false },
          { x: -2.2, dual: true },
          { x: -3.2, dual: true },
        ],
        R,
        1.24,
        rimColor,
      );
      footprint = [-3.8, noseX + 0.3, -1.25, 1.25];
    } else {
      // body: box or dump bed
      if (style === 'boxtruck') {
        const body = box(-4.6, 0.55, 1.05, 3.75, 1.27, material('paint', variant % 2 ? '#f2f2ef' : mix(pal.paintHex, '#ffffff', 0.82)), {
          bevel: 0.06,
          stack: 1,
        });
        body.part.decals.push(
          ...sideFaces(
            body,
            [
              [-4.3, 1.5],
              [0.2, 1.5],
              [0.2, 1.72],
              [-4.3, 1.72],
            ],
            pal.paint,
          ),
        );
        body.part.decals.push(
          ...sideFaces(
            body,
            [
              [-4.3, 1.8],
              [-1.5, 1.8],
              [-1.5, 1.86],
              [-4.3, 1.86],
            ],
            pal.paintDark,
          ),
        );
        body.part.decals.push(
          endFace(
            body,
            [
              [-0.96, 1.1],
              [0.96, 1.1],
              [0.96, 3.6],
              [-0.96, 3.6],
            ],
            false,
            0.06,
            material('metal', '#cfd3d8', 0.4),
          ),
        );
        for (let k = 1; k < 5; k++)
          body.part.decals.push({
            ...endFace(
              body,
              [
                [-0.96, 1.1 + k * 0.5],
                [0.96, 1.1 + k * 0.5],
              ],
              false,
              0.06,
              black,
            ),
            stroke: 0.015,
          });
        body.part.decals.push(
          ...endFacePair(
            body,
            [
              [0.85, 1.2],
              [0.95, 1.2],
              [0.95, 1.45],
              [0.85, 1.45],
            ],
            false,
            0.06,
            pal.taillight,
            { glow: 0.2 },
          ),
        );
        parts.push(body.part);
      } else {
        const bed = extrude({
          profile: [
            [-4.5, 1.2],
            [0.4, 1.2],
            [0.55, 2.7],
            [-4.7, 2.7],
          ],
          halfWidth: 1.22,
          bevel: 0.05,
          mat: pal.paintDark,
          sheen: true,
          stack: 1,
        });
        for (let k = 0; k < 6; k++)
          bed.part.decals.push(
            ...sideLines(
              bed,
              [
                [-4.3 + k * 0.8, 1.25],
                [-4.3 + k * 0.8, 2.65],
              ],
              pal.paint,
              0.06,
            ),
          );
        bed.part.decals.push(
          ...sideLines(
            bed,
            [
              [-4.55, 2.45],
              [0.45, 2.45],
            ],
            pal.paint,
            0.06,
          ),
        );
        parts.push(bed.part);
        parts.push(box(0.45, 0.75, 2.0, 3.2, 1.1, pal.paintDark, { stack: 2 }).part);
      }
      wheels = axleWheels(
        style === 'dump'
          ? [
              { x: fx, dual: false },
              { x: -2.6, dual: true },
              { x: -3.75, dual: true },
            ]
          : [
              { x: fx, dual: false },
              { x: -3.0, dual: true },
            ],
        R,
        1.22,
        rimColor,
      );
      footprint = [-4.7, noseX + 0.3, -1.25, 1.25];
    }
    focus.push({ point: [fx, 1.2, R], radius: R * 1.3, azimuth: 50, elevation: 6 }, { point: [noseX, 0.7, 1.45], radius: 0.6, azimuth: 35, elevation: 6 });
  } else if (style === 'cabover') {
    const R = 0.52;
    const front = 3.0;
    const back = 1.0;
    parts.push(box(-3.2, front - 0.4, 0.72, 1.02, 0.5, black).part);
    const cab = extrude({
      profile: [
        [front, 0.75],
        [front + 0.08, 1.6],
        [front + 0.05, 2.3],
        [front - 0.1, 3.3],
        [front - 0.3, 3.55],
        [back, 3.6],
        [back, 0.75],
      ],
      halfWidth: 1.25,
      bevel: 0.2,
      bevelSegs: 3,
      mat: pal.paint,
      sheen: true,
      stack: 1,
      edgeMat: (_i, a, b) => (Math.min(a[1], b[1]) > 2.25 && Math.max(a[1], b[1]) < 3.4 && a[0] > front - 0.2 ? pal.glass : undefined),
    });
    // front: grille bands, lamps, brand bar
    for (let k = 0; k < 4; k++)
      cab.part.decals.push(
        endFace(
          cab,
          [
            [-0.78, 1.55 + k * 0.16],
            [0.78, 1.55 + k * 0.16],
            [0.78, 1.64 + k * 0.16],
            [-0.78, 1.64 + k * 0.16],
          ],
          true,
          0.2,
          pal.grille,
        ),
      );
    cab.part.decals.push(
      endFace(
        cab,
        [
          [-0.8, 2.18],
          [0.8, 2.18],
          [0.8, 2.24],
          [-0.8, 2.24],
        ],
        true,
        0.2,
        chrome,
      ),
    );
    cab.part.decals.push(
      ...endFacePair(
        cab,
        [
          [0.62, 0.98],
          [0.97, 0.98],
          [0.97, 1.22],
          [0.7, 1.22],
        ],
        true,
        0.2,
        pal.headlight,
        { glow: 0.5 },
      ),
    );
    cab.part.decals.push(
      endFace(
        cab,
        [
          [-0.98, 0.8],
          [0.98, 0.8],
          [0.98, 0.95],
          [-0.98, 0.95],
        ],
        true,
        0.2,
        material('matte', '#2a2c30', 0.3),
      ),
    );
    cab.part.decals.push(
      ...sideFaces(
        cab,
        [
          [front - 0.15, 2.35],
          [front - 0.28, 3.25],
          [front - 1.2, 3.25],
          [front - 1.2, 2.35],
        ],
        pal.glass,
      ),
    );
    cab.part.decals.push(
      ...sideLines(
        cab,
        [
          [front - 0.05, 0.9],
          [front - 0.05, 2.3],
          [front - 0.2, 3.3],
          [front - 1.3, 3.3],
          [front - 1.3, 0.9],
        ],
        pal.darkTrim,
        0.012,
        { opacity: 0.5 },
      ),
    );
    const accent = material('paint', accentFor(paintHex));
    cab.part.decals.push(
      ...sideFaces(
        cab,
        [
          [front, 1.4],
          [back + 0.1, 1.8],
          [back + 0.1, 1.9],
          [front, 1.5],
        ],
        accent,
      ),
    );
    parts.push(cab.part);
    // roof fairing
    parts.push(
      extrude({
        profile: [
          [front - 0.35, 3.5],
          [front - 1.0, 3.85],
          [back + 0.1, 3.95],
          [back, 3.5],
        ],
        halfWidth: 1.18,
        bevel: 0.12,
        mat: pal.paint,
        sheen: true,
        stack: 2,
      }).part,
    );
    cab.part.decals.push(
      endFace(
        cab,
        [
          [-0.98, 3.28],
          [0.98, 3.28],
          [0.98, 3.4],
          [-0.98, 3.4],
        ],
        true,
        0.2,
        black,
      ),
    );
    for (const s of [1, -1]) {
      tubes.push({
        pts: [
          [front - 0.1, s * 1.2, 2.5],
          [front + 0.15, s * 1.45, 2.6],
          [front + 0.15, s * 1.45, 3.2],
        ],
        radius: 0.025,
        mat: black,
        group: 1,
        stack: 3,
      });
      parts.push(box(front + 0.08, front + 0.22, 2.6, 3.15, 0.1, black, { y0: s * 1.48, stack: 3 }).part);
      parts.push(tankX(-0.6, 0.9, s * 0.95, 0.82, 0.3, alloy));
    }
    parts.push(box(-2.6, -1.6, 1.02, 1.2, 0.95, black).part);
    wheels = axleWheels(
      [
        { x: front - 0.7, dual: false },
        { x: -1.4, dual: true },
        { x: -2.6, dual: true },
      ],
      R,
      1.24,
      rimColor,
    );
    footprint = [-3.2, front + 0.3, -1.25, 1.25];
    focus.push(
      { point: [front - 0.7, 1.2, R], radius: R * 1.3, azimuth: 50, elevation: 6 },
      { point: [front, 0.75, 1.2], radius: 0.7, azimuth: 30, elevation: 6 },
    );
  } else {
    // coach
    const R = 0.5;
    const L = 6.1;
    const body = extrude({
      profile: [
        [-L, 0.45],
        [L - 0.15, 0.45],
        [L, 0.6],
        [L + 0.04, 1.3],
        [L + 0.02, 2.6],
        [L - 0.15, 3.3],
        [L - 0.5, 3.56],
        [-L + 0.3, 3.58],
        [-L + 0.02, 3.3],
        [-L, 0.6],
      ],
      halfWidth: 1.27,
      bevel: 0.2,
      bevelSegs: 3,
      mat: material('paint', '#f1f2f0'),
      sheen: true,
    });
    const band: P2[] = [
      [L - 0.4, 1.95],
      [-L + 0.2, 1.95],
      [-L + 0.2, 3.25],
      [L - 0.6, 3.25],
    ];
    body.part.decals.push(...windowsOn(body, band, pal, [3.8, 2.1, 0.4, -1.3, -3.0, -4.6], 0.1));
    // livery swoosh in the paint colour
    const swTop = spline(
      [
        [L - 0.2, 1.8],
        [2.0, 1.6],
        [-2.0, 1.0],
        [-L + 0.15, 1.5],
      ],
      6,
    );
    body.part.decals.push(...sideFaces(body, [...swTop, [-L + 0.15, 0.55], [L - 0.2, 0.55]], pal.paint, { sheen: true }));
    const swLine = spline(
      [
        [L - 0.2, 1.9],
        [2.0, 1.72],
        [-2.0, 1.14],
        [-L + 0.15, 1.62],
      ],
      6,
    );
    body.part.decals.push(
      ...sideFaces(
        body,
        [
          ...swLine,
          ...swTop
            .slice()
            .reverse()
            .map(([x, z]) => [x, z + 0.04] as P2),
        ],
        material('paint', accentFor(paintHex)),
      ),
    );
    for (const ax of [4.2, -2.7, -3.9]) body.part.decals.push(...sideFaces(body, archShape(ax, R, R * 1.14, 0.44), pal.darkTrim));
    // front: windscreen, lamps, grille
    body.part.decals.push(
      endFace(
        body,
        [
          [-0.9, 2.0],
          [0.9, 2.0],
          [0.86, 3.3],
          [-0.86, 3.3],
        ],
        true,
        0.22,
        pal.glass,
      ),
    );
    body.part.decals.push(
      endFace(
        body,
        [
          [-0.55, 0.8],
          [0.55, 0.8],
          [0.55, 1.05],
          [-0.55, 1.05],
        ],
        true,
        0.22,
        pal.grille,
      ),
    );
    body.part.decals.push(
      ...endFacePair(
        body,
        [
          [0.62, 0.82],
          [0.95, 0.82],
          [0.95, 1.05],
          [0.62, 1.05],
        ],
        true,
        0.22,
        pal.headlight,
        { glow: 0.5 },
      ),
    );
    body.part.decals.push(
      endFace(
        body,
        [
          [-0.9, 2.8],
          [0.9, 2.8],
          [0.86, 3.3],
          [-0.86, 3.3],
        ],
        false,
        0.22,
        pal.glass,
      ),
    );
    body.part.decals.push(
      ...endFacePair(
        body,
        [
          [0.7, 1.0],
          [0.96, 1.0],
          [0.96, 1.6],
          [0.7, 1.6],
        ],
        false,
        0.22,
        pal.taillight,
        { glow: 0.3 },
      ),
    );
    body.part.decals.push(
      endFace(
        body,
        [
          [-0.6, 1.0],
          [0.6, 1.0],
          [0.6, 2.3],
          [-0.6, 2.3],
        ],
        false,
        0.22,
        material('matte', '#2a2c30', 0.3),
      ),
    );
    parts.push(body.part);
    for (const s of [1, -1]) {
      tubes.push({
        pts: [
          [L - 0.2, s * 1.2, 3.2],
          [L + 0.2, s * 1.35, 3.1],
          [L + 0.35, s * 1.3, 2.6],
        ],
        radius: 0.025,
        mat: black,
        group: 1,
        stack: 3,
      });
      parts.push(box(L + 0.25, L + 0.4, 2.2, 2.65, 0.1, black, { y0: s * 1.3, stack: 3 }).part);
    }
    wheels = axleWheels(
      [
        { x: 4.2, dual: false },
        { x: -2.7, dual: true },
        { x: -3.9, dual: false },
      ],
      R,
      1.2,
      '#c9ced6',
    );
    footprint = [-L, L, -1.27, 1.27];
    focus.push({ point: [4.2, 1.2, R], radius: R * 1.3, azimuth: 55, elevation: 6 }, { point: [L, 0.8, 1.0], radius: 0.8, azimuth: 30, elevation: 6 });
  }
  return { parts, wheels, tubes, footprint, focus };
}
