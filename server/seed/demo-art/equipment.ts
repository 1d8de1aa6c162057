/** Heavy equipment: excavator, wheel loader, dozer, backhoe loader, skid steer. */
import { mix } from './color.ts';
import { box, extrude, material, spline, type Extrusion, type Material, type Model, type P2, type Part, type Tube, type Wheel } from './geometry.ts';
import type { V3 } from './math3d.ts';
import { accentFor, arc2, clipX, endFace, endFacePair, inset, palette, roundRect2, sideFaces, sideLines } from './parts.ts';

type EquipStyle = 'excavator' | 'loader' | 'dozer' | 'backhoe' | 'skid';

const STYLE_BY_VARIANT: EquipStyle[] = ['excavator', 'loader', 'dozer', 'backhoe', 'excavator', 'loader', 'dozer', 'skid', 'excavator', 'loader'];

const steelDark = material('metal', '#2b2d31', 0.4);
const steelMid = material('metal', '#4a4e55', 0.4);
const rod = material('chrome', '#e2e6ea');

function plate(profile: readonly P2[], y0: number, hw: number, mat: Material, stack = 2, bevel = 0.04): Extrusion {
  return extrude({ profile, halfWidth: hw, y0, bevel, bevelSegs: 2, mat, sheen: true, stack });
}

/** Hydraulic ram: painted barrel and a chrome rod. */
function ram(a: V3, b: V3, r: number, barrel: Material, stack = 3, split = 0.55): Tube[] {
  const m: V3 = [a[0] + (b[0] - a[0]) * split, a[1] + (b[1] - a[1]) * split, a[2] + (b[2] - a[2]) * split];
  return [
    { pts: [a, m], radius: r, mat: barrel, group: 1, stack },
    { pts: [m, b], radius: r * 0.55, mat: rod, group: 1, stack },
  ];
}

/** Crawler track: stadium-shaped belt with rollers, sprocket and shoe lines. */
function track(x0: number, x1: number, h: number, y0: number, hw: number): Part {
  const r = h / 2;
  const prof: P2[] = [...arc2(x1 - r, r, r, -Math.PI / 2, Math.PI / 2, 10), ...arc2(x0 + r, r, r, Math.PI / 2, Math.PI * 1.5, 10)];
  const e = extrude({ profile: prof, halfWidth: hw, y0, bevel: 0.05, bevelSegs: 2, mat: material('matte', '#25272b', 0.25), sideMat: steelMid });
  const d = e.part.decals;
  d.push(...sideFaces(e, inset(prof, 0.1), material('metal', '#3a3d43', 0.4)));
  for (const cx of [x1 - r, x0 + r]) {
    d.push(...sideFaces(e, arc2(cx, r, r * 0.72, 0, Math.PI * 2, 18), steelDark));
    d.push(...sideFaces(e, arc2(cx, r, r * 0.3, 0, Math.PI * 2, 12), material('metal', '#6b7078')));
  }
  const rollers = Math.max(3, Math.round((x1 - x0 - 2 * r) / 0.45));
  for (let i = 0; i <= rollers; i++) {
    const cx = x0 + r + ((x1 - x0 - 2 * r) * i) / rollers;
    d.push(...sideFaces(e, arc2(cx, 0.2, 0.13, 0, Math.PI * 2, 12), material('metal', '#5d6169')));
  }
  // shoe grousers across the top and the ends
  for (let i = 0; i < e.profile.length; i++) {
    const n = e.edgeNormal(i);
    if (n[1] < -0.5) continue;
    for (const v of [0.25, 0.75])
      d.push({ pts: [e.strip(i, -0.98, v), e.strip(i, 0.98, v)], mat: material('matte', '#111214', 0.2), stroke: 0.025, normal: [n[0], 0, n[1]] });
  }
  return e.part;
}

function cabGlass(cab: Extrusion, outline: readonly P2[], pal: ReturnType<typeof palette>, pillarXs: readonly number[] = []): void {
  const win = inset(outline, 0.07);
  const xs = win.map((p) => p[0]);
  let from = Math.min(...xs);
  for (const c of [...pillarXs, Math.max(...xs) + 1]) {
    const w = clipX(win, from, c - 0.04);
    if (w.length >= 3) cab.part.decals.push(...sideFaces(cab, w, pal.glass));
    from = c + 0.04;
  }
}

export function buildEquipment(variant: number, paintHex: string): Model {
  const style = STYLE_BY_VARIANT[variant % 10] as EquipStyle;
  const pal = palette(paintHex);
  const paint = pal.paint;
  const black = material('matte', '#1b1c1f', 0.3);
  const accent = material('paint', accentFor(paintHex));
  const parts: Part[] = [];
  const tubes: Tube[] = [];
  const wheels: Wheel[] = [];
  let footprint: [number, number, number, number];
  const focus: Model['focus'] = [];

  const cab = (x0: number, x1: number, z0: number, z1: number, y0: number, hw: number, lean = 0.15): Extrusion => {
    const outline: P2[] = [
      [x0, z0],
      [x1, z0],
      [x1 + lean * 0.3, z0 + (z1 - z0) * 0.5],
      [x1 - lean, z1],
      [x0, z1],
    ];
    const c = extrude({
      profile: outline,
      halfWidth: hw,
      y0,
      bevel: 0.06,
      bevelSegs: 2,
      mat: black,
      stack: 3,
      edgeMat: (_i, a, b) =>
        Math.abs(a[1] - b[1]) > 0.2 && Math.min(a[0], b[0]) > x1 - lean - 0.05 && Math.min(a[1], b[1]) > z0 + 0.1 ? pal.glass : undefined,
    });
    cabGlass(c, outline, pal, [(x0 + x1) / 2]);
    parts.push(c.part);
    parts.push(box(x0 - 0.05, x1 + 0.05 - lean, z1, z1 + 0.08, hw + 0.04, paint, { y0, stack: 4 }).part);
    return c;
  };

  if (style === 'excavator' || style === 'dozer') {
    const ex = style === 'excavator';
    const tx0 = ex ? -2.0 : -2.1;
    const tx1 = ex ? 2.0 : 1.9;
    const th = ex ? 0.9 : 1.0;
    for (const s of [1, -1]) parts.push(track(tx0, tx1, th, s * 1.15, 0.3));
    parts.push(box(tx0 + 0.6, tx1 - 0.6, 0.35, th - 0.05, 0.85, steelDark).part);
    if (ex) {
      const house = extrude({
        profile: spline(
          [
            [1.3, 1.0],
            [1.35, 1.85],
            [0.2, 1.95],
            [-1.2, 1.95],
            [-1.75, 1.8],
            [-1.85, 1.3],
            [-1.7, 1.0],
          ],
          3,
          false,
        ),
        halfWidth: 1.22,
        bevel: 0.12,
        bevelSegs: 3,
        mat: paint,
        sheen: true,
        stack: 1,
      });
      house.part.decals.push(
        ...sideFaces(
          house,
          [
            [-1.8, 1.25],
            [1.3, 1.25],
            [1.3, 1.33],
            [-1.8, 1.33],
          ],
          accent,
        ),
      );
      for (let k = 0; k < 6; k++)
        house.part.decals.push(
          ...sideLines(
            house,
            [
              [-1.2 + k * 0.12, 1.45],
              [-1.2 + k * 0.12, 1.8],
            ],
            black,
            0.035,
          ),
        );
      parts.push(house.part);
      parts.push(box(-1.5, -0.2, 1.95, 2.2, 1.0, paint, { stack: 2 }).part);
      parts.push(box(0.05, 0.7, 0.92, 1.02, 1.22, steelDark, { stack: 1 }).part);
      cab(0.05, 1.3, 1.95, 3.05, 0.62, 0.5);
      tubes.push({
        pts: [
          [-1.1, -0.6, 2.2],
          [-1.1, -0.6, 2.75],
        ],
        radius: 0.06,
        mat: black,
        group: 1,
        stack: 3,
      });
      // boom, stick, bucket
      const boomProf = spline(
        [
          [1.0, 1.2],
          [1.6, 1.2],
          [3.2, 2.7],
          [4.15, 3.35],
          [4.0, 3.75],
          [3.2, 3.4],
          [1.2, 2.0],
        ],
        2,
        true,
      );
      const boom = plate(boomProf, -0.15, 0.24, paint, 4, 0.06);
      parts.push(boom.part);
      const stick = plate(
        [
          [3.75, 3.7],
          [4.15, 3.55],
          [5.05, 1.2],
          [4.8, 1.05],
        ],
        -0.15,
        0.17,
        paint,
        5,
        0.05,
      );
      parts.push(stick.part);
      const bucket = plate(
        spline(
          [
            [4.75, 1.15],
            [5.3, 1.05],
            [5.55, 0.55],
            [5.35, 0.12],
            [4.8, 0.05],
            [4.65, 0.45],
          ],
          3,
          true,
        ),
        -0.15,
        0.48,
        steelDark,
        5,
        0.05,
      );
      for (let k = -2; k <= 2; k++)
        bucket.part.decals.push({
          pts: [
            [4.82, -0.15 + k * 0.18, 0.03],
            [4.62, -0.15 + k * 0.18, 0.0],
          ],
          mat: material('metal', '#9aa0a8'),
          stroke: 0.05,
          normal: [0, 0, -1],
        });
      parts.push(bucket.part);
      tubes.push(...ram([1.55, -0.15, 1.45], [2.9, -0.15, 2.75], 0.09, paint, 5));
      tubes.push(...ram([3.45, -0.15, 3.6], [4.55, -0.15, 2.05], 0.07, paint, 6));
      footprint = [-2.1, 5.6, -1.45, 1.45];
      focus.push({ point: [1.3, 1.3, 0.45], radius: 0.8, azimuth: 40, elevation: 10 }, { point: [5.0, -0.15, 0.6], radius: 0.9, azimuth: 40, elevation: 14 });
    } else {
      const body = extrude({
        profile: [
          [0.15, 0.95],
          [1.95, 0.95],
          [2.05, 1.9],
          [0.1, 2.05],
          [-1.9, 1.55],
          [-2.0, 0.95],
        ],
        halfWidth: 0.85,
        bevel: 0.1,
        bevelSegs: 3,
        mat: paint,
        sheen: true,
        stack: 1,
      });
      for (let k = 0; k < 7; k++)
        body.part.decals.push(
          ...sideLines(
            body,
            [
              [0.6 + k * 0.16, 1.15],
              [0.6 + k * 0.16, 1.75],
            ],
            black,
            0.04,
          ),
        );
      body.part.decals.push(endFace(body, roundRect2(-0.6, 1.1, 0.6, 1.8, 0.05), true, 0.1, black));
      parts.push(body.part);
      cab(-1.7, 0.1, 1.55, 3.25, 0, 0.75, 0.05);
      tubes.push({
        pts: [
          [1.2, 0.3, 1.95],
          [1.2, 0.3, 2.7],
        ],
        radius: 0.07,
        mat: black,
        group: 1,
        stack: 3,
      });
      // blade and push arms
      const blade = extrude({
        profile: spline(
          [
            [2.55, 0.0],
            [2.85, 0.05],
            [2.75, 0.6],
            [2.95, 1.3],
            [2.75, 1.35],
            [2.45, 0.6],
          ],
          3,
          true,
        ),
        halfWidth: 1.75,
        bevel: 0.05,
        mat: paint,
        sheen: true,
        stack: 2,
      });
      blade.part.decals.push(
        endFace(
          blade,
          [
            [-0.97, 0.02],
            [0.97, 0.02],
            [0.97, 0.12],
            [-0.97, 0.12],
          ],
          true,
          0.05,
          material('metal', '#9aa0a8'),
        ),
      );
      parts.push(blade.part);
      for (const s of [1, -1])
        parts.push(
          plate(
            [
              [0.0, 0.35],
              [2.55, 0.35],
              [2.55, 0.6],
              [0.0, 0.55],
            ],
            s * 1.2,
            0.08,
            paint,
            2,
          ).part,
        );
      for (const s of [1, -1]) tubes.push(...ram([1.4, s * 0.75, 1.7], [2.6, s * 0.9, 1.05], 0.07, paint, 3));
      tubes.push({
        pts: [
          [-2.0, 0, 1.0],
          [-2.6, 0, 0.9],
          [-2.7, 0, 0.2],
        ],
        radius: 0.07,
        mat: steelDark,
        group: 1,
        stack: 1,
      });
      footprint = [-2.7, 3.0, -1.75, 1.75];
      focus.push({ point: [2.75, 1.2, 0.6], radius: 1.0, azimuth: 35, elevation: 10 }, { point: [1.6, 1.15, 0.5], radius: 0.7, azimuth: 55, elevation: 12 });
    }
  } else if (style === 'loader' || style === 'backhoe' || style === 'skid') {
    const small = style === 'skid';
    const R = style === 'loader' ? 0.82 : style === 'backhoe' ? 0.7 : 0.4;
    const RF = style === 'backhoe' ? 0.5 : R;
    const track = style === 'loader' ? 1.05 : style === 'backhoe' ? 0.95 : 0.75;
    const xf = style === 'loader' ? 1.1 : style === 'backhoe' ? 1.5 : 0.55;
    const xr = style === 'loader' ? -2.1 : style === 'backhoe' ? -0.9 : -0.55;
    const rimColor = mix(pal.paintHex, '#ffffff', 0.1);
    for (const [x, r] of [
      [xf, RF],
      [xr, R],
    ] as const)
      for (const s of [1, -1])
        wheels.push({
          center: [x, s * track, r],
          axis: [0, s, 0],
          radius: r,
          width: small ? 0.28 : 0.55,
          rimRatio: 0.55,
          style: 'dish',
          rimColor,
          group: 'auto',
          knobby: true,
        });
    if (style === 'loader') {
      const rear = extrude({
        profile: [
          [-0.7, 0.75],
          [-0.7, 2.0],
          [-2.9, 2.05],
          [-3.3, 1.8],
          [-3.35, 0.75],
        ],
        halfWidth: 0.82,
        bevel: 0.12,
        bevelSegs: 3,
        mat: paint,
        sheen: true,
        stack: 1,
      });
      for (let k = 0; k < 8; k++)
        rear.part.decals.push(
          endFace(
            rear,
            [
              [-0.7, 0.95 + k * 0.11],
              [0.7, 0.95 + k * 0.11],
              [0.7, 1.0 + k * 0.11],
              [-0.7, 1.0 + k * 0.11],
            ],
            false,
            0.12,
            black,
          ),
        );
      rear.part.decals.push(
        ...endFacePair(
          rear,
          [
            [0.75, 1.7],
            [0.95, 1.7],
            [0.95, 1.85],
            [0.75, 1.85],
          ],
          false,
          0.12,
          pal.taillight,
          { glow: 0.2 },
        ),
      );
      rear.part.decals.push(
        ...sideFaces(
          rear,
          [
            [-0.7, 1.0],
            [-3.3, 1.0],
            [-3.3, 1.08],
            [-0.7, 1.08],
          ],
          accent,
        ),
      );
      parts.push(rear.part);
      for (const s of [1, -1])
        parts.push(
          extrude({
            profile: spline(
              [
                [-3.0, 1.3],
                [-2.8, 1.75],
                [-2.1, 1.85],
                [-1.4, 1.75],
                [-1.2, 1.3],
              ],
              3,
            ),
            halfWidth: 0.3,
            y0: s * 1.05,
            bevel: 0.04,
            mat: paint,
            group: s > 0 ? 3 : 0,
          }).part,
        );
      parts.push(box(-0.75, 1.5, 0.7, 1.3, 0.55, steelDark).part);
      cab(-2.0, -0.55, 2.0, 3.5, 0, 0.72);
      for (const s of [1, -1])
        parts.push(
          plate(
            [
              [-0.2, 1.75],
              [0.2, 2.0],
              [2.65, 1.0],
              [2.45, 0.75],
            ],
            s * 0.62,
            0.1,
            paint,
            2,
          ).part,
        );
      const bucket = extrude({
        profile: spline(
          [
            [2.3, 0.05],
            [3.35, 0.0],
            [3.25, 0.25],
            [2.9, 1.2],
            [2.6, 1.35],
            [2.35, 1.0],
          ],
          3,
          true,
        ),
        halfWidth: 1.35,
        bevel: 0.05,
        mat: paint,
        sheen: true,
        stack: 3,
      });
      bucket.part.decals.push(
        endFace(
          bucket,
          [
            [-0.98, 0.02],
            [0.98, 0.02],
            [0.98, 0.1],
            [-0.98, 0.1],
          ],
          true,
          0.05,
          material('metal', '#9aa0a8'),
        ),
      );
      parts.push(bucket.part);
      tubes.push(...ram([0.4, 0, 1.4], [2.3, 0, 1.25], 0.1, paint, 4));
      tubes.push({
        pts: [
          [-2.6, -0.45, 2.0],
          [-2.6, -0.45, 2.6],
        ],
        radius: 0.07,
        mat: black,
        group: 1,
        stack: 3,
      });
      footprint = [-3.4, 3.4, -1.4, 1.4];
      focus.push({ point: [xf, 1.3, R], radius: R * 1.2, azimuth: 45, elevation: 8 }, { point: [2.9, 0.9, 0.6], radius: 1.0, azimuth: 30, elevation: 10 });
    } else if (style === 'backhoe') {
      const body = extrude({
        profile: [
          [2.2, 0.75],
          [2.25, 1.55],
          [1.9, 1.75],
          [0.1, 1.8],
          [-1.6, 1.7],
          [-1.7, 0.75],
        ],
        halfWidth: 0.9,
        bevel: 0.12,
        bevelSegs: 3,
        mat: paint,
        sheen: true,
        stack: 1,
      });
      body.part.decals.push(endFace(body, roundRect2(-0.5, 1.0, 0.5, 1.55, 0.05), true, 0.12, black));
      body.part.decals.push(
        ...endFacePair(
          body,
          [
            [0.6, 1.4],
            [0.9, 1.4],
            [0.9, 1.6],
            [0.6, 1.6],
          ],
          true,
          0.12,
          pal.headlight,
          { glow: 0.3 },
        ),
      );
      parts.push(body.part);
      for (const s of [1, -1])
        parts.push(
          extrude({
            profile: spline(
              [
                [-1.7, 1.2],
                [-1.55, 1.6],
                [-0.9, 1.68],
                [-0.25, 1.6],
                [-0.1, 1.2],
              ],
              3,
            ),
            halfWidth: 0.32,
            y0: s * 0.98,
            bevel: 0.04,
            mat: paint,
            group: s > 0 ? 3 : 0,
          }).part,
        );
      cab(-1.4, 0.2, 1.75, 3.1, 0, 0.78, 0.05);
      for (const s of [1, -1])
        parts.push(
          plate(
            [
              [0.3, 1.6],
              [0.7, 1.75],
              [2.95, 0.95],
              [2.75, 0.7],
            ],
            s * 0.75,
            0.08,
            paint,
            2,
          ).part,
        );
      const bucket = extrude({
        profile: spline(
          [
            [2.6, 0.1],
            [3.5, 0.05],
            [3.4, 0.3],
            [3.1, 1.05],
            [2.8, 1.15],
            [2.62, 0.8],
          ],
          3,
          true,
        ),
        halfWidth: 1.15,
        bevel: 0.05,
        mat: paint,
        sheen: true,
        stack: 3,
      });
      parts.push(bucket.part);
      // rear backhoe (folded)
      parts.push(
        plate(
          spline(
            [
              [-1.7, 1.3],
              [-2.2, 1.5],
              [-2.6, 3.2],
              [-2.35, 3.35],
              [-1.9, 1.8],
            ],
            2,
            true,
          ),
          0,
          0.16,
          paint,
          4,
        ).part,
      );
      parts.push(
        plate(
          [
            [-2.5, 3.2],
            [-2.25, 3.3],
            [-2.0, 1.3],
            [-2.2, 1.2],
          ],
          0,
          0.12,
          paint,
          5,
        ).part,
      );
      parts.push(
        plate(
          spline(
            [
              [-2.3, 1.3],
              [-1.85, 1.25],
              [-1.75, 0.85],
              [-2.05, 0.7],
              [-2.35, 0.95],
            ],
            3,
            true,
          ),
          0,
          0.32,
          steelDark,
          5,
        ).part,
      );
      tubes.push(...ram([-1.8, 0, 1.6], [-2.4, 0, 2.9], 0.07, paint, 5));
      for (const s of [1, -1])
        tubes.push({
          pts: [
            [-1.75, s * 0.9, 0.9],
            [-1.95, s * 1.15, 0.5],
            [-1.95, s * 1.15, 0.1],
          ],
          radius: 0.07,
          mat: paint,
          group: 1,
          stack: 2,
        });
      footprint = [-2.6, 3.5, -1.2, 1.2];
      focus.push({ point: [xr, 1.2, R], radius: R * 1.2, azimuth: 50, elevation: 8 }, { point: [3.0, 0.7, 0.6], radius: 0.9, azimuth: 30, elevation: 10 });
    } else {
      const body = extrude({
        profile: [
          [0.75, 0.28],
          [0.8, 0.9],
          [0.4, 1.05],
          [-0.9, 1.1],
          [-1.15, 0.9],
          [-1.15, 0.28],
        ],
        halfWidth: 0.72,
        bevel: 0.08,
        bevelSegs: 3,
        mat: paint,
        sheen: true,
      });
      body.part.decals.push(endFace(body, roundRect2(-0.5, 0.45, 0.5, 0.9, 0.04), false, 0.08, black));
      parts.push(body.part);
      const c = extrude({
        profile: [
          [-0.75, 1.05],
          [0.45, 1.05],
          [0.4, 2.0],
          [-0.7, 2.0],
        ],
        halfWidth: 0.52,
        bevel: 0.05,
        mat: black,
        stack: 2,
        edgeMat: (_i, a, b) => (a[0] > 0.3 && b[0] > 0.3 ? pal.glass : undefined),
      });
      cabGlass(
        c,
        [
          [-0.75, 1.05],
          [0.45, 1.05],
          [0.4, 2.0],
          [-0.7, 2.0],
        ],
        pal,
      );
      parts.push(c.part);
      parts.push(box(-0.78, 0.45, 2.0, 2.08, 0.56, paint, { stack: 3 }).part);
      for (const s of [1, -1])
        parts.push(
          plate(
            spline(
              [
                [-1.05, 1.0],
                [-0.7, 1.9],
                [0.2, 1.6],
                [1.0, 0.75],
                [0.85, 0.6],
                [0.1, 1.3],
                [-0.8, 1.55],
              ],
              2,
              true,
            ),
            s * 0.62,
            0.06,
            paint,
            3,
          ).part,
        );
      const bucket = extrude({
        profile: spline(
          [
            [0.9, 0.02],
            [1.65, 0.0],
            [1.55, 0.2],
            [1.2, 0.85],
            [0.95, 0.9],
            [0.92, 0.5],
          ],
          3,
          true,
        ),
        halfWidth: 0.9,
        bevel: 0.04,
        mat: steelDark,
        sheen: true,
        stack: 3,
      });
      parts.push(bucket.part);
      footprint = [-1.2, 1.7, -1.0, 1.0];
      focus.push({ point: [xf, 0.9, R], radius: R * 1.3, azimuth: 50, elevation: 10 }, { point: [1.2, 0.5, 0.4], radius: 0.7, azimuth: 30, elevation: 14 });
    }
  } else {
    footprint = [-2, 2, -1, 1];
  }
  return { parts, wheels, tubes, footprint, focus };
}
