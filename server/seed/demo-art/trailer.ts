/** Trailers: V-nose cargo trailer, retro camper, car hauler, horse trailer and a 53 ft dry van. */
import { mix } from './color.ts';
import { box, extrude, material, spline, type Model, type P2, type Part, type Tube, type Wheel } from './geometry.ts';
import { accentFor, archShape, endFace, endFacePair, palette, roundRect2, sideFaces, sideLines } from './parts.ts';
import { tankX } from './truck.ts';

type TrailerStyle = 'cargo' | 'camper' | 'hauler' | 'horse' | 'van';

const STYLE_BY_VARIANT: TrailerStyle[] = ['cargo', 'camper', 'hauler', 'horse', 'van', 'cargo', 'camper', 'hauler', 'horse', 'camper'];

function tandem(xs: readonly number[], r: number, y: number, rimColor: string, style: Wheel['style'] = 'steel'): Wheel[] {
  const out: Wheel[] = [];
  for (const x of xs)
    for (const s of [1, -1]) out.push({ center: [x, s * y, r], axis: [0, s, 0], radius: r, width: 0.2, rimRatio: 0.62, style, rimColor, group: 'auto' });
  return out;
}

/** A-frame tongue with coupler and jack, from the trailer front at x0 to the ball at x1. */
function tongue(x0: number, x1: number, z: number, spread: number, paint: Tube['mat']): Tube[] {
  const dark = material('matte', '#1c1d20', 0.3);
  return [
    {
      pts: [
        [x0, spread, z],
        [x1 - 0.25, 0.05, z],
      ],
      radius: 0.045,
      mat: paint,
      group: 1,
      stack: 0,
    },
    {
      pts: [
        [x0, -spread, z],
        [x1 - 0.25, -0.05, z],
      ],
      radius: 0.045,
      mat: paint,
      group: 1,
      stack: 0,
    },
    {
      pts: [
        [x1 - 0.3, 0, z + 0.02],
        [x1, 0, z + 0.04],
      ],
      radius: 0.06,
      mat: dark,
      group: 1,
      stack: 1,
    },
    {
      pts: [
        [x1 - 0.75, 0.18, 0.08],
        [x1 - 0.75, 0.18, z + 0.35],
      ],
      radius: 0.035,
      mat: dark,
      group: 1,
      stack: 2,
    },
    {
      pts: [
        [x1 - 0.75, 0.18, z + 0.35],
        [x1 - 0.75, 0.3, z + 0.42],
      ],
      radius: 0.015,
      mat: dark,
      group: 1,
      stack: 2,
    },
  ];
}

export function buildTrailer(variant: number, paintHex: string): Model {
  const style = STYLE_BY_VARIANT[variant % 10] as TrailerStyle;
  const pal = palette(paintHex);
  const parts: Part[] = [];
  let tubes: Tube[] = [];
  let wheels: Wheel[];
  const black = material('matte', '#1a1b1e', 0.3);
  const alu = material('metal', '#c3c8ce', 0.7);
  let footprint: [number, number, number, number];
  const focus: Model['focus'] = [];

  if (style === 'cargo' || style === 'horse') {
    const L0 = -2.6;
    const L1 = 2.2;
    const top = style === 'horse' ? 2.55 : 2.35;
    const hw = 1.02;
    const body = extrude({
      profile: [
        [L0, 0.42],
        [L1 + 0.55, 0.42],
        [L1 + 0.62, top - 0.4],
        [L1 + 0.4, top],
        [L0, top],
      ],
      halfWidth: (x) => (x <= L1 ? hw : hw - (x - L1) * 1.25),
      bevel: 0.08,
      bevelSegs: 2,
      mat: style === 'horse' ? material('paint', '#f0f0ee') : pal.paint,
      sheen: true,
    });
    const d = body.part.decals;
    for (const ax of [-0.35, -1.15]) d.push(...sideFaces(body, archShape(ax, 0.36, 0.42, 0.41), pal.darkTrim));
    if (style === 'cargo') {
      d.push(
        ...sideLines(body, [...roundRect2(0.9, 0.55, 1.75, 2.05, 0.04), [1.75 - 0.04, 0.55] as P2], material('matte', '#000000', 0), 0.01, { opacity: 0.35 }),
      );
      d.push(...sideFaces(body, roundRect2(1.62, 1.2, 1.68, 1.4, 0.01), alu));
      for (let x = L0 + 0.4; x < L1; x += 0.41)
        d.push(
          ...sideLines(
            body,
            [
              [x, 0.48],
              [x, top - 0.05],
            ],
            material('paint', mix(pal.paintHex, '#000000', 0.2)),
            0.006,
            { opacity: 0.5 },
          ),
        );
      d.push(
        ...sideFaces(
          body,
          [
            [L0 + 0.05, 0.44],
            [L1 + 0.5, 0.44],
            [L1 + 0.5, 0.6],
            [L0 + 0.05, 0.6],
          ],
          alu,
        ),
      );
      d.push(
        endFace(
          body,
          [
            [-0.92, 0.5],
            [0.92, 0.5],
            [0.92, top - 0.08],
            [-0.92, top - 0.08],
          ],
          false,
          0.08,
          material('paint', mix(pal.paintHex, '#000000', 0.1)),
        ),
      );
      d.push({
        ...endFace(
          body,
          [
            [-0.92, 0.5],
            [0.92, 0.5],
            [0.92, top - 0.08],
            [-0.92, top - 0.08],
            [-0.92, 0.5],
          ],
          false,
          0.08,
          alu,
        ),
        stroke: 0.03,
      });
    } else {
      const lower = material('paint', pal.paintHex);
      d.push(
        ...sideFaces(
          body,
          [
            [L0 + 0.02, 0.44],
            [L1 + 0.55, 0.44],
            [L1 + 0.6, 1.05],
            [L0 + 0.02, 1.05],
          ],
          lower,
          { sheen: true },
        ),
      );
      d.push(
        ...sideFaces(
          body,
          [
            [L0 + 0.02, 1.08],
            [L1 + 0.6, 1.08],
            [L1 + 0.6, 1.14],
            [L0 + 0.02, 1.14],
          ],
          material('paint', accentFor(paintHex)),
        ),
      );
      for (const x of [-2.1, -1.1, -0.1])
        d.push(
          ...sideFaces(body, roundRect2(x, 1.6, x + 0.7, 2.1, 0.06), pal.glass),
          ...sideLines(body, [...roundRect2(x, 1.6, x + 0.7, 2.1, 0.06), [x + 0.64, 1.6] as P2], alu, 0.025),
        );
      for (let k = 0; k < 5; k++)
        d.push(
          ...sideLines(
            body,
            [
              [1.0, 1.6 + k * 0.1],
              [1.8, 1.6 + k * 0.1],
            ],
            black,
            0.03,
          ),
        );
      d.push(
        endFace(
          body,
          [
            [-0.92, 0.5],
            [0.92, 0.5],
            [0.92, top - 0.08],
            [-0.92, top - 0.08],
          ],
          false,
          0.08,
          material('paint', '#e6e6e3'),
        ),
      );
      d.push({
        ...endFace(
          body,
          [
            [0, 0.5],
            [0, top - 0.08],
          ],
          false,
          0.08,
          black,
        ),
        stroke: 0.02,
      });
    }
    d.push(
      ...endFacePair(
        body,
        [
          [0.84, 0.55],
          [0.95, 0.55],
          [0.95, 0.75],
          [0.84, 0.75],
        ],
        false,
        0.08,
        pal.taillight,
        { glow: 0.2 },
      ),
    );
    for (const x of [L0 + 0.1, -0.2, L1 - 0.1]) d.push(...sideFaces(body, roundRect2(x - 0.04, top - 0.14, x + 0.04, top - 0.08, 0.015), pal.amber));
    parts.push(body.part);
    for (const x of [-0.75])
      for (const s of [1, -1])
        parts.push(
          extrude({
            profile: [
              ...spline(
                [
                  [x - 0.85, 0.45],
                  [x - 0.75, 0.82],
                  [x, 0.92],
                  [x + 0.75, 0.82],
                  [x + 0.85, 0.45],
                ],
                4,
              ),
            ],
            halfWidth: 0.13,
            y0: s * (hw + 0.1),
            bevel: 0.03,
            mat: alu,
            group: s > 0 ? 3 : 0,
          }).part,
        );
    wheels = tandem([-0.35, -1.15], 0.36, hw - 0.02, '#c9ced6', 'steel');
    tubes = tongue(L1 + 0.5, L1 + 1.9, 0.45, 0.55, pal.trim);
    footprint = [L0, L1 + 1.9, -hw - 0.15, hw + 0.15];
    focus.push(
      { point: [-0.35, hw, 0.36], radius: 0.5, azimuth: 60, elevation: 8 },
      { point: [L0 + 0.1, hw - 0.2, 0.9], radius: 0.65, azimuth: 140, elevation: 8 },
    );
  } else if (style === 'camper') {
    const hw = 1.0;
    const prof = spline(
      [
        [-2.3, 0.5],
        [2.0, 0.5],
        [2.35, 0.9],
        [2.2, 1.9],
        [1.6, 2.45],
        [-1.5, 2.5],
        [-2.3, 2.1],
        [-2.45, 1.2],
      ],
      4,
      true,
    );
    const body = extrude({ profile: prof, halfWidth: hw, bevel: 0.22, bevelSegs: 4, mat: material('paint', '#f4f1e8'), sheen: true });
    const d = body.part.decals;
    // two-tone lower body in the paint colour with a chrome belt
    const lower = spline(
      [
        [-2.38, 0.6],
        [-2.0, 0.53],
        [1.9, 0.53],
        [2.28, 0.85],
        [2.3, 1.3],
      ],
      4,
    );
    d.push(...sideFaces(body, [...lower, [-2.42, 1.3]], pal.paint, { sheen: true }));
    d.push(
      ...sideLines(
        body,
        [
          [-2.42, 1.32],
          [2.3, 1.32],
        ],
        pal.chrome,
        0.03,
      ),
    );
    d.push(
      ...sideLines(
        body,
        spline(
          [
            [1.7, 1.2],
            [1.95, 1.7],
            [1.6, 2.15],
            [0.9, 2.35],
          ],
          4,
        ),
        pal.paint,
        0.08,
      ),
    );
    d.push(
      ...sideFaces(body, roundRect2(-1.6, 1.55, -0.4, 2.1, 0.12), pal.glass),
      ...sideLines(body, [...roundRect2(-1.6, 1.55, -0.4, 2.1, 0.12), [-0.52, 1.55] as P2], pal.chrome, 0.025),
    );
    d.push(
      ...sideFaces(body, roundRect2(0.9, 0.7, 1.5, 2.1, 0.1), material('paint', '#ece8dc')),
      ...sideLines(body, [...roundRect2(0.9, 0.7, 1.5, 2.1, 0.1), [1.4, 0.7] as P2], pal.chrome, 0.02),
    );
    d.push(...sideFaces(body, roundRect2(1.0, 1.6, 1.4, 1.95, 0.08), pal.glass));
    d.push(
      ...endFacePair(
        body,
        [
          [0.3, 1.5],
          [0.75, 1.5],
          [0.75, 1.95],
          [0.3, 1.95],
        ],
        true,
        0.22,
        pal.glass,
      ),
    );
    d.push(
      ...endFacePair(
        body,
        [
          [0.7, 0.7],
          [0.82, 0.7],
          [0.82, 0.85],
          [0.7, 0.85],
        ],
        false,
        0.22,
        pal.taillight,
        { glow: 0.2 },
      ),
    );
    d.push(...sideFaces(body, archShape(-0.5, 0.34, 0.4, 0.49), pal.darkTrim));
    parts.push(body.part);
    // awning over the window
    parts.push(
      extrude({
        profile: [
          [-1.75, 2.2],
          [-0.25, 2.2],
          [-0.25, 2.24],
          [-1.75, 2.24],
        ],
        halfWidth: 0.22,
        y0: hw + 0.15,
        bevel: 0.01,
        bevelSegs: 1,
        mat: material('matte', mix(pal.paintHex, '#ffffff', 0.4), 0.2),
        stack: 2,
      }).part,
    );
    parts.push(box(-2.2, 2.0, 0.3, 0.5, 0.7, black).part);
    wheels = tandem([-0.5], 0.34, hw - 0.02, '#e3e6ea', 'classic');
    for (const w of wheels) w.whitewall = true;
    tubes = tongue(2.2, 3.4, 0.45, 0.45, pal.trim);
    tubes.push({
      pts: [
        [2.4, 0, 0.55],
        [2.4, 0, 0.95],
      ],
      radius: 0.18,
      mat: material('metal', '#d9dde2', 0.7),
      group: 1,
      stack: 2,
    });
    footprint = [-2.45, 3.4, -hw, hw];
    focus.push({ point: [-0.5, hw, 0.34], radius: 0.5, azimuth: 60, elevation: 8 }, { point: [1.2, hw, 1.4], radius: 0.8, azimuth: 70, elevation: 6 });
  } else if (style === 'hauler') {
    const hw = 1.05;
    const deck = extrude({
      profile: [
        [-3.2, 0.55],
        [2.3, 0.55],
        [2.3, 0.72],
        [-3.2, 0.72],
      ],
      halfWidth: hw,
      bevel: 0.02,
      bevelSegs: 1,
      mat: material('metal', '#9aa0a8', 0.5),
      sideMat: pal.paint,
    });
    for (let x = -3.1; x < 2.3; x += 0.25)
      deck.part.decals.push({
        pts: [
          [x, -hw + 0.03, 0.724],
          [x, hw - 0.03, 0.724],
        ],
        mat: material('metal', '#6d737b'),
        stroke: 0.02,
        normal: [0, 0, 1],
      });
    parts.push(deck.part);
    // front rack and side rails
    for (const s of [1, -1]) {
      tubes.push({
        pts: [
          [-3.1, s * (hw - 0.02), 0.72],
          [-3.1, s * (hw - 0.02), 0.98],
          [2.2, s * (hw - 0.02), 0.98],
          [2.2, s * (hw - 0.02), 0.72],
        ],
        radius: 0.025,
        mat: pal.paint,
        group: 1,
        stack: 2,
      });
      for (let x = -2.6; x < 2.2; x += 0.9)
        tubes.push({
          pts: [
            [x, s * (hw - 0.02), 0.72],
            [x, s * (hw - 0.02), 0.98],
          ],
          radius: 0.018,
          mat: pal.paint,
          group: 1,
          stack: 2,
        });
    }
    const rack = box(2.15, 2.3, 0.72, 1.5, hw, pal.paint, { stack: 2 });
    for (let k = 0; k < 4; k++)
      rack.part.decals.push(
        endFace(
          rack,
          [
            [-0.9, 0.85 + k * 0.16],
            [0.9, 0.85 + k * 0.16],
            [0.9, 0.9 + k * 0.16],
            [-0.9, 0.9 + k * 0.16],
          ],
          true,
          0.04,
          black,
        ),
      );
    parts.push(rack.part);
    // ramps at the back
    for (const s of [1, -1])
      parts.push(
        extrude({
          profile: [
            [-3.2, 0.72],
            [-3.25, 0.72],
            [-4.4, 0.06],
            [-4.3, 0.02],
          ],
          halfWidth: 0.2,
          y0: s * 0.7,
          bevel: 0.01,
          bevelSegs: 1,
          mat: alu,
        }).part,
      );
    // fenders
    for (const s of [1, -1])
      parts.push(
        extrude({
          profile: [
            [-1.9, 0.72],
            [-1.8, 0.9],
            [-0.2, 0.9],
            [-0.1, 0.72],
          ],
          halfWidth: 0.14,
          y0: s * (hw + 0.12),
          bevel: 0.03,
          mat: pal.paint,
          sheen: true,
          group: s > 0 ? 3 : 0,
        }).part,
      );
    wheels = tandem([-0.6, -1.4], 0.36, hw + 0.08, '#2a2c30', 'spoke5');
    tubes.push(...tongue(2.3, 3.7, 0.6, 0.5, pal.paint));
    footprint = [-4.4, 3.7, -hw - 0.2, hw + 0.2];
    focus.push({ point: [-0.6, hw + 0.1, 0.36], radius: 0.5, azimuth: 55, elevation: 10 }, { point: [3.2, 0, 0.6], radius: 0.6, azimuth: 40, elevation: 22 });
  } else {
    // 53 ft dry van
    const hw = 1.3;
    const L0 = -8.0;
    const L1 = 8.0;
    const vanMat = material('paint', variant % 2 ? '#f3f3f1' : pal.paintHex);
    const body = extrude({
      profile: [
        [L0, 1.25],
        [L1, 1.25],
        [L1, 4.1],
        [L0, 4.1],
      ],
      halfWidth: hw,
      bevel: 0.06,
      bevelSegs: 2,
      mat: vanMat,
      sheen: true,
    });
    const d = body.part.decals;
    d.push(
      ...sideFaces(
        body,
        [
          [L0 + 0.3, 2.2],
          [L1 - 0.3, 2.2],
          [L1 - 0.3, 3.4],
          [L0 + 0.3, 3.4],
        ],
        variant % 2 ? pal.paint : material('paint', '#f3f3f1'),
        { sheen: true },
      ),
    );
    d.push(
      ...sideFaces(
        body,
        [
          [L0 + 0.3, 2.05],
          [L1 - 0.3, 2.05],
          [L1 - 0.3, 2.12],
          [L0 + 0.3, 2.12],
        ],
        material('paint', accentFor(paintHex)),
      ),
    );
    for (let x = L0 + 0.6; x < L1; x += 1.2)
      d.push(
        ...sideLines(
          body,
          [
            [x, 1.3],
            [x, 4.05],
          ],
          material('metal', '#9aa0a8'),
          0.01,
          { opacity: 0.5 },
        ),
      );
    d.push(
      ...sideFaces(
        body,
        [
          [L0 + 0.05, 1.26],
          [L1 - 0.05, 1.26],
          [L1 - 0.05, 1.36],
          [L0 + 0.05, 1.36],
        ],
        alu,
      ),
    );
    d.push(
      endFace(
        body,
        [
          [-0.97, 1.3],
          [-0.02, 1.3],
          [-0.02, 4.0],
          [-0.97, 4.0],
        ],
        false,
        0.06,
        material('metal', '#d0d4d9', 0.4),
      ),
    );
    d.push(
      endFace(
        body,
        [
          [0.02, 1.3],
          [0.97, 1.3],
          [0.97, 4.0],
          [0.02, 4.0],
        ],
        false,
        0.06,
        material('metal', '#d0d4d9', 0.4),
      ),
    );
    for (const u of [-0.5, 0.5])
      d.push({
        ...endFace(
          body,
          [
            [u, 1.4],
            [u, 3.9],
          ],
          false,
          0.06,
          material('metal', '#8d939b'),
        ),
        stroke: 0.03,
      });
    d.push(
      ...endFacePair(
        body,
        [
          [0.8, 1.35],
          [0.95, 1.35],
          [0.95, 1.6],
          [0.8, 1.6],
        ],
        false,
        0.06,
        pal.taillight,
        { glow: 0.25 },
      ),
    );
    for (let x = L0 + 0.3; x < L1; x += 3) d.push(...sideFaces(body, roundRect2(x - 0.05, 3.92, x + 0.05, 4.0, 0.02), pal.amber));
    parts.push(body.part);
    parts.push(box(L0, L1 - 0.5, 1.05, 1.25, 0.5, black).part);
    parts.push(box(L0 + 0.6, L0 + 3.2, 0.85, 1.25, 0.55, black).part);
    for (const s of [1, -1])
      tubes.push({
        pts: [
          [L1 - 3.4, s * 0.9, 0.0],
          [L1 - 3.4, s * 0.9, 1.2],
        ],
        radius: 0.06,
        mat: black,
        group: 0,
        stack: 0,
      });
    for (const s of [1, -1]) parts.push(box(L1 - 3.55, L1 - 3.25, 0.0, 0.06, 0.18, black, { y0: s * 0.9 }).part);
    parts.push(box(L0 - 0.02, L0 + 0.15, 0.55, 0.8, 1.2, material('paint', '#d32f2f'), { stack: 1 }).part);
    parts.push(tankX(0.5, 1.4, 0.3, 1.0, 0.12, alu));
    wheels = [];
    for (const x of [L0 + 1.3, L0 + 2.55])
      for (const s of [1, -1])
        wheels.push({
          center: [x, s * (hw - 0.31), 0.52],
          axis: [0, s, 0],
          radius: 0.52,
          width: 0.62,
          rimRatio: 0.55,
          style: 'truck',
          rimColor: '#cfd3d8',
          group: 'auto',
        });
    footprint = [L0, L1, -hw, hw];
    focus.push({ point: [L0 + 1.3, hw, 0.52], radius: 0.7, azimuth: 55, elevation: 6 }, { point: [L0, 0.7, 1.6], radius: 1.0, azimuth: 150, elevation: 8 });
  }
  return { parts, wheels, tubes, footprint, focus };
}
