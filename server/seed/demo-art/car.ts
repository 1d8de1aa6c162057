/** Cars: five body styles (sports coupe, sedan, SUV, classic muscle, hatchback) from profile extrusions. */
import { mix } from './color.ts';
import { extrude, material, orient, spline, type Face, type Model, type P2, type Part, type RimStyle, type Wheel } from './geometry.ts';
import type { V3 } from './math3d.ts';
import { accentFor, archShape, clipX, endFace, endFacePair, inset, palette, profileTopZ, roundRect2, sideFaces, sideLines } from './parts.ts';

type CarStyle = 'sports' | 'sedan' | 'suv' | 'muscle' | 'hatch';

interface CarShape {
  upper: P2[];
  bottom: number;
  house: P2[];
  hw: number;
  houseHw: [number, number];
  wheelR: number;
  rimRatio: number;
  axles: [number, number];
  doors: 2 | 4;
  bPillar: number;
  cPillar: number;
  aBase: number;
}

const SHAPES: Record<CarStyle, CarShape> = {
  sports: {
    upper: [
      [2.2, 0.2],
      [2.31, 0.27],
      [2.35, 0.38],
      [2.28, 0.48],
      [1.9, 0.6],
      [1.3, 0.74],
      [0.6, 0.84],
      [-0.2, 0.86],
      [-1.2, 0.9],
      [-1.85, 0.93],
      [-2.18, 0.9],
      [-2.27, 0.72],
      [-2.26, 0.42],
      [-2.18, 0.2],
    ],
    bottom: 0.2,
    house: [
      [0.68, 0.82],
      [0.1, 1.06],
      [-0.45, 1.18],
      [-0.9, 1.17],
      [-1.45, 1.04],
      [-1.95, 0.9],
    ],
    hw: 0.96,
    houseHw: [0.78, 0.62],
    wheelR: 0.345,
    rimRatio: 0.74,
    axles: [1.38, -1.3],
    doors: 2,
    bPillar: -1.05,
    cPillar: -1.5,
    aBase: 0.68,
  },
  sedan: {
    upper: [
      [2.3, 0.28],
      [2.4, 0.4],
      [2.43, 0.56],
      [2.36, 0.7],
      [1.9, 0.8],
      [1.3, 0.88],
      [0.85, 0.94],
      [0, 0.97],
      [-1.5, 1.0],
      [-1.9, 1.02],
      [-2.28, 0.98],
      [-2.4, 0.86],
      [-2.42, 0.5],
      [-2.32, 0.28],
    ],
    bottom: 0.28,
    house: [
      [0.9, 0.93],
      [0.0, 1.38],
      [-0.45, 1.44],
      [-1.05, 1.41],
      [-1.55, 1.2],
      [-1.95, 1.0],
    ],
    hw: 0.93,
    houseHw: [0.8, 0.66],
    wheelR: 0.345,
    rimRatio: 0.68,
    axles: [1.45, -1.4],
    doors: 4,
    bPillar: -0.2,
    cPillar: -1.42,
    aBase: 0.9,
  },
  suv: {
    upper: [
      [2.28, 0.44],
      [2.38, 0.56],
      [2.42, 0.8],
      [2.36, 0.98],
      [1.8, 1.07],
      [1.1, 1.13],
      [0.9, 1.15],
      [0, 1.17],
      [-1.8, 1.19],
      [-2.25, 1.19],
      [-2.36, 1.08],
      [-2.4, 0.72],
      [-2.34, 0.44],
    ],
    bottom: 0.44,
    house: [
      [0.98, 1.14],
      [0.25, 1.7],
      [-0.3, 1.77],
      [-1.6, 1.77],
      [-2.14, 1.74],
      [-2.27, 1.55],
      [-2.3, 1.16],
    ],
    hw: 0.96,
    houseHw: [0.86, 0.74],
    wheelR: 0.4,
    rimRatio: 0.62,
    axles: [1.45, -1.42],
    doors: 4,
    bPillar: -0.3,
    cPillar: -1.95,
    aBase: 0.98,
  },
  muscle: {
    upper: [
      [2.42, 0.3],
      [2.5, 0.4],
      [2.52, 0.62],
      [2.46, 0.78],
      [1.8, 0.83],
      [0.9, 0.88],
      [0.6, 0.9],
      [-0.5, 0.92],
      [-1.6, 0.94],
      [-2.2, 0.95],
      [-2.45, 0.9],
      [-2.5, 0.7],
      [-2.48, 0.44],
      [-2.4, 0.3],
    ],
    bottom: 0.3,
    house: [
      [0.65, 0.89],
      [0.05, 1.25],
      [-0.5, 1.29],
      [-0.95, 1.27],
      [-1.45, 1.1],
      [-1.95, 0.94],
    ],
    hw: 0.94,
    houseHw: [0.8, 0.68],
    wheelR: 0.35,
    rimRatio: 0.6,
    axles: [1.5, -1.35],
    doors: 2,
    bPillar: -0.9,
    cPillar: -1.35,
    aBase: 0.65,
  },
  hatch: {
    upper: [
      [1.98, 0.27],
      [2.08, 0.4],
      [2.1, 0.58],
      [2.0, 0.74],
      [1.5, 0.84],
      [1.0, 0.92],
      [0.75, 0.95],
      [0, 0.98],
      [-1.5, 1.02],
      [-1.92, 1.02],
      [-2.02, 0.88],
      [-2.04, 0.5],
      [-1.97, 0.27],
    ],
    bottom: 0.27,
    house: [
      [0.8, 0.94],
      [-0.05, 1.43],
      [-0.5, 1.48],
      [-1.5, 1.46],
      [-1.9, 1.38],
      [-1.98, 1.0],
    ],
    hw: 0.9,
    houseHw: [0.8, 0.68],
    wheelR: 0.33,
    rimRatio: 0.66,
    axles: [1.3, -1.28],
    doors: 4,
    bPillar: -0.3,
    cPillar: -1.55,
    aBase: 0.8,
  },
};

const STYLE_BY_VARIANT: CarStyle[] = ['sports', 'sedan', 'suv', 'muscle', 'hatch', 'sports', 'sedan', 'suv', 'muscle', 'hatch'];
const RIMS: RimStyle[] = ['spoke5', 'spoke10', 'offroad', 'classic', 'spoke5', 'mesh', 'spoke5', 'spoke10', 'wire', 'mesh'];
const RIM_COLORS = ['#c9ced6', '#b8bec6', '#2a2c30', '#dfe3e8', '#c2c7ce', '#3a3c40', '#a9afb7', '#c9ced6', '#e0e4ea', '#bfa36a'];
const CALIPERS = ['#d4202a', '#2a2d33', undefined, undefined, '#2a2d33', '#f2c200', '#d4202a', '#2a2d33', undefined, '#d4202a'];

export function buildCar(variant: number, paintHex: string): Model {
  const style = STYLE_BY_VARIANT[variant % 10] as CarStyle;
  const sh = SHAPES[style];
  const pal = palette(paintHex);
  const classic = style === 'muscle';
  const bevel = style === 'suv' ? 0.1 : 0.12;
  const front = spline(sh.upper, 4);
  const profile: P2[] = front;
  const xsP = profile.map((p) => p[0]);
  const bx0 = Math.min(...xsP);
  const bx1 = Math.max(...xsP);
  const bxc = (bx0 + bx1) / 2;
  const bhl = (bx1 - bx0) / 2;
  const bodyHw = (x: number, z: number): number => {
    const t = Math.abs(x - bxc) / bhl;
    const plan = 1 - 0.13 * Math.pow(t, 5) - (x > bxc ? 0.04 * Math.pow(t, 3) : 0);
    const bulge = 1 - 0.03 * Math.pow(Math.max(0, z - sh.bottom - 0.35) / 0.6, 2);
    return sh.hw * plan * bulge;
  };
  const body = extrude({ profile, halfWidth: bodyHw, bevel, bevelSegs: 3, mat: pal.paint, sheen: true });
  const [hwBase, hwTop] = sh.houseHw;
  const houseBase = sh.house[0]?.[1] ?? 0.9;
  const houseTopZ = Math.max(...sh.house.map((p) => p[1]));
  const hx0 = Math.min(...sh.house.map((p) => p[0]));
  const hx1 = Math.max(...sh.house.map((p) => p[0]));
  const houseHw = (x: number, z: number): number => {
    const t = Math.abs(x - (hx0 + hx1) / 2) / ((hx1 - hx0) / 2);
    return (hwBase + ((hwTop - hwBase) * (z - houseBase)) / (houseTopZ - houseBase || 1)) * (1 - 0.06 * t * t);
  };
  const houseLine = spline(sh.house, 4);
  const lastHouse = houseLine[houseLine.length - 1] as P2;
  const houseProfile: P2[] = [...houseLine, [lastHouse[0], houseBase - 0.04], [(sh.house[0] as P2)[0], houseBase - 0.04]];
  const roofMat = variant >= 5 && style !== 'suv' ? material('paint', '#15171a', 0.9) : pal.paint;
  const cabin = extrude({
    profile: houseProfile,
    halfWidth: houseHw,
    bevel: 0.07,
    bevelSegs: 2,
    mat: pal.paint,
    stack: 1,
    edgeMat: (_i, a, b) => {
      const dx = b[0] - a[0];
      const dz = b[1] - a[1];
      const l = Math.hypot(dx, dz) || 1;
      const nx = dz / l;
      const nz = -dx / l;
      const onTop = Math.min(a[1], b[1]) >= houseBase - 0.001 && Math.max(a[1], b[1]) > houseBase + 0.02;
      if (onTop && Math.abs(nx) > 0.22) return pal.glass;
      if (nz > 0.8) return roofMat;
      return undefined;
    },
  });

  // ---- body decals
  const d = body.part.decals;
  const [fx, rx] = sh.axles;
  const R = sh.wheelR;
  for (const ax of [fx, rx]) {
    d.push(...sideFaces(body, archShape(ax, R, R * 1.13, sh.bottom - 0.01), pal.darkTrim));
    d.push(...sideLines(body, archShape(ax, R, R * 1.16, sh.bottom + 0.005), material('paint', mix(pal.paintHex, '#ffffff', 0.25)), 0.018, { opacity: 0.7 }));
  }
  // rocker / sill trim
  const sillZ = sh.bottom;
  d.push(
    ...sideFaces(
      body,
      [
        [fx - R * 1.2, sillZ + 0.005],
        [rx + R * 1.2, sillZ + 0.005],
        [rx + R * 1.2, sillZ + 0.07],
        [fx - R * 1.2, sillZ + 0.07],
      ],
      classic ? pal.chrome : pal.trim,
    ),
  );
  // door seams and handles
  const beltZ = houseBase - 0.02;
  const doorFront = sh.aBase - 0.05;
  const doorLines: P2[][] = [];
  doorLines.push([
    [doorFront, beltZ],
    [doorFront + 0.04, sillZ + 0.1],
  ]);
  if (sh.doors === 4) {
    doorLines.push([
      [sh.bPillar, beltZ],
      [sh.bPillar, sillZ + 0.09],
    ]);
    doorLines.push([
      [sh.cPillar + 0.1, beltZ],
      [rx + R * 1.25, beltZ - 0.25],
      [rx + R * 1.2, sillZ + 0.12],
    ]);
  } else {
    doorLines.push([
      [sh.bPillar, beltZ],
      [sh.bPillar + 0.05, sillZ + 0.1],
    ]);
  }
  for (const l of doorLines) d.push(...sideLines(body, l, pal.darkTrim, 0.008, { opacity: 0.55 }));
  d.push(
    ...sideLines(
      body,
      [
        [doorFront, sillZ + 0.1],
        [sh.doors === 4 ? sh.bPillar : sh.bPillar + 0.05, sillZ + 0.1],
      ],
      pal.darkTrim,
      0.006,
      { opacity: 0.35 },
    ),
  );
  const handles = sh.doors === 4 ? [sh.bPillar + 0.12, sh.cPillar + 0.2] : [sh.bPillar + 0.16];
  for (const hx of handles) d.push(...sideFaces(body, roundRect2(hx, beltZ - 0.12, hx + 0.17, beltZ - 0.08, 0.02), classic ? pal.chrome : mixMat(pal, 0.2)));
  // character line highlight along the shoulder
  // keep the line on the body: start where the nose has risen above it
  let lineStart = 2.0;
  while (lineStart > 0.5 && profileTopZ(profile, lineStart) < beltZ - 0.02) lineStart -= 0.05;
  let lineEnd = -1.9;
  while (lineEnd < -0.5 && profileTopZ(profile, lineEnd) < beltZ) lineEnd += 0.05;
  d.push(
    ...sideLines(
      body,
      [
        [lineStart, beltZ - 0.12],
        [0, beltZ - 0.1],
        [lineEnd, beltZ - 0.08],
      ],
      material('paint', mix(pal.paintHex, '#ffffff', 0.35)),
      0.012,
      { opacity: 0.5 },
    ),
  );
  if (classic)
    d.push(
      ...sideLines(
        body,
        [
          [2.2, 0.55],
          [-2.3, 0.55],
        ],
        pal.chrome,
        0.02,
      ),
    );
  if (variant === 5)
    d.push(
      ...sideFaces(
        body,
        [
          [1.6, 0.42],
          [-1.0, 0.42],
          [-1.0, 0.47],
          [1.6, 0.47],
        ],
        material('paint', accentFor(pal.paintHex.slice(1))),
      ),
    );

  // front: lamps, grille, intake, badge
  const lampZ0 = { sports: 0.4, sedan: 0.58, suv: 0.84, muscle: 0.58, hatch: 0.6 }[style];
  const lampZ1 = lampZ0 + { sports: 0.07, sedan: 0.1, suv: 0.11, muscle: 0.12, hatch: 0.12 }[style];
  const lampBody = material('lamp', '#cfd8e2');
  const drl = material('emissive', '#f4fbff');
  if (classic) {
    for (const u of [0.8, 0.58]) {
      const r = 0.075;
      d.push(...endFacePair(body, ringPts(u, (lampZ0 + lampZ1) / 2, (r + 0.018) / sh.hw, r + 0.018), true, bevel, pal.chrome));
      d.push(...endFacePair(body, ringPts(u, (lampZ0 + lampZ1) / 2, r / sh.hw, r), true, bevel, pal.headlight, { glow: 0.3 }));
      d.push(...endFacePair(body, ringPts(u - 0.015, (lampZ0 + lampZ1) / 2 + 0.02, 0.025 / sh.hw, 0.025), true, bevel, drl));
    }
  } else if (style === 'hatch') {
    d.push(
      ...endFacePair(
        body,
        roundRect2(0.56, lampZ0, 0.95, lampZ1, 0.05).map(([u, z]) => [u, z] as P2),
        true,
        bevel,
        lampBody,
        { glow: 0.35 },
      ),
    );
    d.push(...endFacePair(body, ringPts(0.82, (lampZ0 + lampZ1) / 2, 0.05 / sh.hw, 0.045), true, bevel, pal.headlight));
    d.push(
      ...endFacePair(
        body,
        [
          [0.6, lampZ0 + 0.015],
          [0.7, lampZ0 + 0.015],
          [0.7, lampZ1 - 0.015],
          [0.6, lampZ1 - 0.015],
        ],
        true,
        bevel,
        drl,
      ),
    );
  } else {
    // swept modern lamp with a light-guide signature
    d.push(
      ...endFacePair(
        body,
        [
          [0.5, lampZ0 + 0.01],
          [0.9, lampZ0],
          [0.985, lampZ0 + 0.03],
          [0.985, lampZ1],
          [0.66, lampZ1 + 0.005],
          [0.52, lampZ0 + 0.045],
        ],
        true,
        bevel,
        lampBody,
        { glow: 0.35 },
      ),
    );
    d.push(...endFacePair(body, ringPts(0.8, lampZ0 + (lampZ1 - lampZ0) * 0.5, 0.045 / sh.hw, 0.03), true, bevel, pal.headlight));
    d.push(
      ...endFacePair(
        body,
        [
          [0.54, lampZ0 + 0.022],
          [0.9, lampZ0 + 0.01],
          [0.95, lampZ0 + 0.022],
          [0.9, lampZ0 + 0.024],
          [0.56, lampZ0 + 0.036],
        ],
        true,
        bevel,
        drl,
      ),
    );
    // side marker wrapping round the corner
    d.push(
      ...sideFaces(
        body,
        [
          [(2.0 * (sh.upper[1]?.[0] ?? 2.3)) / 2.3, lampZ0 + 0.01],
          [(sh.upper[1]?.[0] ?? 2.3) - 0.12, lampZ0 + 0.015],
          [(sh.upper[1]?.[0] ?? 2.3) - 0.12, lampZ1 - 0.02],
          [(2.0 * (sh.upper[1]?.[0] ?? 2.3)) / 2.3, lampZ1 - 0.01],
        ],
        pal.amber,
      ),
    );
  }
  const gTop = { sports: lampZ1 - 0.03, sedan: lampZ1, suv: lampZ1 + 0.02, muscle: lampZ1 + 0.02, hatch: lampZ1 - 0.04 }[style];
  const gBot = { sports: sh.bottom + 0.16, sedan: lampZ0 - 0.12, suv: lampZ0 - 0.26, muscle: lampZ0 - 0.1, hatch: lampZ0 - 0.02 }[style];
  const gw = { sports: 0.3, sedan: 0.42, suv: 0.5, muscle: 0.46, hatch: 0.36 }[style];
  const grille: P2[] =
    style === 'sports'
      ? [
          [-gw - 0.1, gBot],
          [gw + 0.1, gBot],
          [gw, gTop],
          [-gw, gTop],
        ]
      : roundRect2(-gw, gBot, gw, gTop, 0.03);
  d.push(endFace(body, grille, true, bevel, pal.grille));
  const bars = classic ? 6 : style === 'suv' ? 4 : 3;
  for (let i = 1; i <= bars; i++) {
    const z = gBot + ((gTop - gBot) * i) / (bars + 1);
    d.push({
      ...endFace(
        body,
        [
          [-gw + 0.02, z],
          [gw - 0.02, z],
        ],
        true,
        bevel,
        classic || style === 'suv' ? pal.chrome : material('metal', '#41464d'),
      ),
      stroke: classic ? 0.012 : 0.009,
    });
  }
  if (style === 'sedan' || style === 'suv')
    d.push({
      ...endFace(body, [...roundRect2(-gw, gBot, gw, gTop, 0.03), roundRect2(-gw, gBot, gw, gTop, 0.03)[0] as P2], true, bevel, pal.chrome),
      stroke: 0.014,
    });
  // lower intake and splitter
  d.push(
    endFace(
      body,
      [
        [-0.62, sh.bottom + 0.03],
        [0.62, sh.bottom + 0.03],
        [0.56, sh.bottom + 0.12],
        [-0.56, sh.bottom + 0.12],
      ],
      true,
      bevel,
      pal.grille,
    ),
  );
  if (style === 'sports')
    for (const sg of [1, -1])
      d.push(
        endFace(
          body,
          [
            [sg * 0.7, sh.bottom + 0.05],
            [sg * 0.92, sh.bottom + 0.06],
            [sg * 0.9, sh.bottom + 0.15],
            [sg * 0.72, sh.bottom + 0.14],
          ],
          true,
          bevel,
          pal.grille,
        ),
      );
  if (classic)
    d.push(
      endFace(
        body,
        [
          [-0.99, sh.bottom + 0.13],
          [0.99, sh.bottom + 0.13],
          [0.99, sh.bottom + 0.2],
          [-0.99, sh.bottom + 0.2],
        ],
        true,
        0,
        pal.chrome,
      ),
    );
  d.push(endFace(body, ringPts(0, style === 'sports' ? lampZ1 + 0.02 : (gTop + gBot) / 2, 0.045, 0.04), true, bevel, pal.chrome));

  // rear: lamps, plate, diffuser, exhausts
  const tz0 = style === 'suv' ? 0.92 : style === 'sports' ? 0.62 : 0.74;
  const tz1 = tz0 + 0.1;
  d.push(
    ...endFacePair(
      body,
      [
        [0.55, tz0],
        [0.985, tz0 - 0.01],
        [0.985, tz1],
        [0.6, tz1],
      ],
      false,
      bevel,
      pal.taillight,
      { glow: 0.3 },
    ),
  );
  d.push(
    ...endFacePair(
      body,
      [
        [0.62, tz0 + 0.035],
        [0.95, tz0 + 0.03],
        [0.95, tz0 + 0.05],
        [0.62, tz0 + 0.055],
      ],
      false,
      bevel,
      material('emissive', '#ff3b3b'),
    ),
  );
  if (style === 'sports' || style === 'sedan')
    d.push(
      endFace(
        body,
        [
          [-0.56, tz0 + 0.04],
          [0.56, tz0 + 0.04],
          [0.56, tz0 + 0.06],
          [-0.56, tz0 + 0.06],
        ],
        false,
        bevel,
        pal.taillight,
        { glow: 0.2 },
      ),
    );
  const pz = style === 'suv' ? 0.62 : 0.46;
  d.push(
    endFace(
      body,
      [
        [-0.25, pz],
        [0.25, pz],
        [0.25, pz + 0.13],
        [-0.25, pz + 0.13],
      ],
      false,
      bevel,
      pal.plate,
    ),
  );
  d.push(
    endFace(
      body,
      [
        [-0.8, sh.bottom + 0.02],
        [0.8, sh.bottom + 0.02],
        [0.72, sh.bottom + 0.12],
        [-0.72, sh.bottom + 0.12],
      ],
      false,
      bevel,
      pal.grille,
    ),
  );
  for (const u of style === 'sports' || style === 'muscle' ? [-0.6, -0.45, 0.45, 0.6] : [-0.55, 0.55])
    d.push(endFace(body, ringPts(u, sh.bottom + 0.06, 0.055, 0.04), false, bevel, pal.chrome));
  if (classic)
    d.push(
      endFace(
        body,
        [
          [-0.98, sh.bottom + 0.13],
          [0.98, sh.bottom + 0.13],
          [0.98, sh.bottom + 0.19],
          [-0.98, sh.bottom + 0.19],
        ],
        false,
        0,
        pal.chrome,
      ),
    );

  // ---- cabin decals: side windows with trim, mirrors
  const cd = cabin.part.decals;
  const dlo = inset(houseProfile, 0.055);
  const dloClipped = clipX(dlo, sh.cPillar, sh.aBase);
  const windows = [clipX(dloClipped, sh.bPillar + 0.05, 10), clipX(dloClipped, -10, sh.bPillar - 0.05)].filter((w) => w.length >= 3);
  if (style === 'suv') windows.push(clipX(dlo, -10, sh.cPillar - 0.1));
  for (const w of windows) {
    cd.push(...sideFaces(cabin, w, pal.glass));
    cd.push(...sideLines(cabin, [...w, w[0] as P2], classic || variant === 6 ? pal.chrome : pal.darkTrim, 0.014));
  }
  // roof rails on SUVs
  const tubes: Model['tubes'] = [];
  const extraParts: Part[] = [];
  if (style === 'suv') {
    for (const s of [1, -1])
      tubes.push({
        pts: [
          [0.0, s * 0.62, 1.79],
          [-0.3, s * 0.62, 1.84],
          [-1.8, s * 0.62, 1.84],
          [-2.0, s * 0.62, 1.79],
        ],
        radius: 0.022,
        mat: material('metal', '#2b2d31'),
        group: 1,
        stack: 3,
      });
  }
  if (style === 'sports' && variant === 5) {
    // rear wing
    const wing = extrude({
      profile: [
        [-2.25, 1.0],
        [-1.95, 1.02],
        [-1.95, 1.05],
        [-2.28, 1.04],
      ],
      halfWidth: 0.8,
      bevel: 0.01,
      bevelSegs: 1,
      mat: material('paint', '#15171a', 0.7),
      stack: 2,
    });
    tubes.push({
      pts: [
        [-2.08, 0.55, 0.9],
        [-2.1, 0.55, 1.02],
      ],
      radius: 0.02,
      mat: pal.trim,
      group: 1,
      stack: 2,
    });
    tubes.push({
      pts: [
        [-2.08, -0.55, 0.9],
        [-2.1, -0.55, 1.02],
      ],
      radius: 0.02,
      mat: pal.trim,
      group: 1,
      stack: 2,
    });
    extraParts.push(wing.part);
  }
  const parts: Part[] = [body.part, cabin.part, ...extraParts];
  // mirrors
  for (const s of [1, -1]) {
    const mx = sh.aBase - 0.12;
    const mz = houseBase - 0.01;
    const my = s * (houseHw(mx, houseBase) + 0.09);
    const m = extrude({
      profile: [
        [mx - 0.1, mz],
        [mx + 0.05, mz],
        [mx + 0.07, mz + 0.11],
        [mx - 0.08, mz + 0.12],
      ],
      halfWidth: 0.095,
      y0: my,
      bevel: 0.035,
      bevelSegs: 2,
      mat: pal.paint,
      stack: 2,
    });
    m.part.decals.push({
      pts: orient(
        [
          [mx - 0.092, my - 0.07, mz + 0.025],
          [mx - 0.092, my + 0.07, mz + 0.025],
          [mx - 0.075, my + 0.07, mz + 0.1],
          [mx - 0.075, my - 0.07, mz + 0.1],
        ],
        [-1, 0, 0.1],
      ),
      mat: pal.glass,
    });
    parts.push(m.part);
  }

  const wheels: Wheel[] = [];
  const rim = RIMS[variant % 10] as RimStyle;
  const rimColor = RIM_COLORS[variant % 10] as string;
  const width = style === 'suv' ? 0.28 : 0.26;
  for (const [x, steer] of [
    [fx, 0.0],
    [rx, 0],
  ] as const) {
    for (const s of [1, -1]) {
      wheels.push({
        center: [x, s * (sh.hw - width / 2 - 0.02), R],
        axis: [Math.sin(steer) * -s, s * Math.cos(steer), 0],
        radius: R,
        width,
        rimRatio: sh.rimRatio,
        style: rim,
        rimColor,
        caliper: CALIPERS[variant % 10],
        whitewall: rim === 'classic' || rim === 'wire',
        group: 'auto',
      });
    }
  }
  const xs = profile.map((p) => p[0]);
  const xMax = Math.max(...xs);
  const xMin = Math.min(...xs);
  const focusFront: V3 = [xMax - 0.1, sh.hw * 0.72, lampZ0 + 0.05];
  return {
    parts,
    wheels,
    tubes,
    footprint: [xMin, xMax, -sh.hw, sh.hw],
    focus: [
      { point: [fx, sh.hw, R], radius: R * 1.25, azimuth: 55, elevation: 6 },
      { point: focusFront, radius: 0.42, azimuth: 32, elevation: 8 },
    ],
  };
}

function mixMat(pal: ReturnType<typeof palette>, t: number): Face['mat'] {
  return material('paint', mix(pal.paintHex, '#ffffff', t));
}

function ringPts(u: number, z: number, ru: number, rz: number): P2[] {
  const pts: P2[] = [];
  for (let i = 0; i < 14; i++) {
    const a = (i / 14) * Math.PI * 2;
    pts.push([u + Math.cos(a) * ru, z + Math.sin(a) * rz]);
  }
  return pts;
}
