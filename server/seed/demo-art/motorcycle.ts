/** Motorcycles: sport bike with fairing, naked roadster, V-twin cruiser and café racer. */
import { mix } from './color.ts';
import {
  ellipse3,
  extrude,
  mapPart,
  material,
  orient,
  spline,
  type Face,
  type Material,
  type Model,
  type P2,
  type Part,
  type RimStyle,
  type Tube,
  type Wheel,
} from './geometry.ts';
import { rotZ } from './math3d.ts';
import { arc2, palette, rounded, sideFaces, sideLines } from './parts.ts';

type BikeStyle = 'sport' | 'naked' | 'cruiser' | 'cafe';

const STYLE_BY_VARIANT: BikeStyle[] = ['sport', 'naked', 'cruiser', 'cafe', 'sport', 'naked', 'cruiser', 'cafe', 'sport', 'cruiser'];

/** A cylinder lying along x (headlights, mufflers seen end-on). */
function cylinderX(cx: number, cy: number, cz: number, r: number, len: number, mat: Material, capMat?: Material): Part {
  const prof: P2[] = [];
  for (let i = 0; i < 18; i++) {
    const a = (i / 18) * Math.PI * 2;
    prof.push([Math.cos(a) * r, Math.sin(a) * r]);
  }
  const e = extrude({ profile: prof, halfWidth: len / 2, bevel: Math.min(r * 0.25, len / 4), bevelSegs: 2, mat, sideMat: capMat });
  // the extrusion runs along y; turn it to run along x and move it into place
  return mapPart(e.part, (p) => {
    const q = rotZ([p[0], p[1], p[2]], -Math.PI / 2);
    return [q[0] + cx, q[1] + cy, q[2] + cz];
  });
}

function lens(x: number, y: number, z: number, r: number, mat: Material, facing = 1): Face {
  return { pts: orient(ellipse3([x, y, z], [0, r, 0], [0, 0, r], 20), [facing, 0, 0]), mat, glow: r * 3 };
}

export function buildMotorcycle(variant: number, paintHex: string): Model {
  const style = STYLE_BY_VARIANT[variant % 10] as BikeStyle;
  const pal = palette(paintHex);
  const paint = pal.paint;
  const metal = material('metal', '#5b6069');
  const darkMetal = material('metal', '#2f3237', 0.5);
  const chrome = pal.chrome;
  const seatMat = material('matte', variant % 2 ? '#3b2a20' : '#1b1c1f', 0.25);
  const parts: Part[] = [];
  const tubes: Tube[] = [];
  const wheels: Wheel[] = [];
  const cruiser = style === 'cruiser';
  const fx = cruiser ? 0.86 : 0.72;
  const rx = cruiser ? -0.8 : -0.72;
  const fr = cruiser ? 0.33 : 0.31;
  const rr = cruiser ? 0.34 : 0.32;
  const rim: RimStyle = style === 'cafe' || cruiser ? 'wire' : 'moto';
  const rimColor = style === 'sport' ? (variant >= 5 ? '#d4a017' : '#22252a') : style === 'naked' ? '#2a2d31' : '#d7dbe0';
  const caliper = style === 'sport' ? '#c8a23a' : '#9aa0a8';
  wheels.push({
    center: [fx, 0, fr],
    axis: [0, 1, 0],
    radius: fr,
    width: 0.13,
    rimRatio: 0.72,
    style: rim,
    rimColor,
    caliper,
    group: 1,
    symmetric: true,
    whitewall: cruiser && variant === 6,
  });
  wheels.push({
    center: [rx, 0, rr],
    axis: [0, 1, 0],
    radius: rr,
    width: cruiser ? 0.17 : 0.18,
    rimRatio: 0.72,
    style: rim,
    rimColor,
    caliper,
    group: 1,
    symmetric: true,
    whitewall: cruiser && variant === 6,
  });

  // fork and steering head
  const rake = cruiser ? 0.62 : style === 'sport' ? 0.42 : 0.46;
  const headZ = cruiser ? 1.0 : 0.98;
  const headX = fx - rake * (headZ - fr);
  const forkMat = style === 'sport' ? material('metal', '#c9a13b', 0.8) : chrome;
  for (const s of [1, -1]) {
    tubes.push({
      pts: [
        [fx, s * 0.09, fr],
        [fx - rake * 0.5 * (headZ - fr), s * 0.09, fr + 0.5 * (headZ - fr)],
      ],
      radius: 0.032,
      mat: style === 'sport' ? material('metal', '#2a2c30') : forkMat,
      group: 1,
      stack: 0,
      bias: -0.02,
    });
    tubes.push({
      pts: [
        [fx - rake * 0.45 * (headZ - fr), s * 0.09, fr + 0.45 * (headZ - fr)],
        [headX, s * 0.09, headZ],
      ],
      radius: 0.025,
      mat: forkMat,
      group: 1,
      stack: 0,
      bias: -0.02,
    });
  }
  // frame: down tube and rear loop (the top tube hides under the tank)
  const frameMat = style === 'sport' ? material('metal', '#3a3d43', 0.6) : material('matte', '#1d1f23', 0.4);
  if (style === 'naked') {
    for (const s of [1, -1])
      tubes.push({
        pts: [
          [headX - 0.02, s * 0.1, headZ - 0.06],
          [0.05, s * 0.16, 0.72],
          [-0.24, s * 0.12, 0.52],
        ],
        radius: 0.03,
        mat: frameMat,
        group: 1,
        stack: 0,
        bias: s > 0 ? -0.08 : 0.2,
      });
    tubes.push({
      pts: [
        [-0.2, 0, 0.7],
        [-0.55, 0, 0.84],
      ],
      radius: 0.02,
      mat: frameMat,
      group: 1,
      stack: 0,
      bias: 0.1,
    });
  } else if (style === 'sport') {
    tubes.push({
      pts: [
        [-0.1, 0, 0.62],
        [-0.5, 0, 0.8],
      ],
      radius: 0.025,
      mat: frameMat,
      group: 1,
      stack: 0,
      bias: 0.1,
    });
  } else
    tubes.push({
      pts: [
        [headX, 0, headZ - 0.05],
        [headX - 0.12, 0, 0.55],
        [0.05, 0, 0.22],
        [-0.3, 0, 0.24],
        [-0.28, 0, 0.55],
        [-0.62, 0, 0.86],
      ],
      radius: 0.026,
      mat: material('matte', '#1d1f23', 0.4),
      group: 1,
      stack: 0,
      bias: 0.1,
    });
  // swingarm and shock
  for (const s of [1, -1])
    tubes.push({
      pts: [
        [-0.26, s * 0.1, 0.42],
        [rx, s * 0.1, rr],
      ],
      radius: 0.032,
      mat: style === 'sport' ? metal : frameMat,
      group: 1,
      stack: 0,
    });
  if (cruiser || style === 'cafe')
    for (const s of [1, -1])
      tubes.push({
        pts: [
          [rx + 0.08, s * 0.12, rr + 0.06],
          [rx + 0.18, s * 0.12, 0.82],
        ],
        radius: 0.035,
        mat: chrome,
        group: 1,
        stack: 0,
      });

  // engine
  if (cruiser) {
    const crank = extrude({
      profile: spline(
        [
          [-0.32, 0.22],
          [0.1, 0.2],
          [0.24, 0.3],
          [0.18, 0.46],
          [-0.2, 0.48],
          [-0.36, 0.36],
        ],
        3,
        true,
      ),
      halfWidth: 0.13,
      bevel: 0.05,
      mat: chrome,
      sideMat: chrome,
    });
    parts.push(crank.part);
    for (const [ang, cx] of [
      [0.45, 0.05],
      [-0.45, -0.2],
    ] as const) {
      const local: P2[] = [
        [-0.08, 0],
        [0.08, 0],
        [0.09, 0.34],
        [-0.09, 0.34],
      ];
      const prof: P2[] = local.map(([x, z]) => {
        const c = Math.cos(ang);
        const sn = Math.sin(ang);
        return [cx + x * c + z * sn, 0.4 + -x * sn + z * c] as P2;
      });
      const cyl = extrude({ profile: prof, halfWidth: 0.1, bevel: 0.03, mat: metal, stack: 1 });
      for (let k = 1; k < 8; k++) {
        const t = k / 8;
        const a = prof[0] as P2;
        const b = prof[3] as P2;
        const c2 = prof[1] as P2;
        const d2 = prof[2] as P2;
        cyl.part.decals.push(
          ...sideLines(
            cyl,
            [
              [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t],
              [c2[0] + (d2[0] - c2[0]) * t, c2[1] + (d2[1] - c2[1]) * t],
            ],
            darkMetal,
            0.012,
          ),
        );
      }
      parts.push(cyl.part);
    }
  } else {
    const blockProf: P2[] =
      style === 'sport'
        ? [
            [-0.22, 0.26],
            [0.3, 0.24],
            [0.42, 0.5],
            [0.28, 0.7],
            [-0.12, 0.66],
          ]
        : [
            [-0.2, 0.26],
            [0.26, 0.24],
            [0.4, 0.66],
            [0.26, 0.8],
            [-0.05, 0.74],
          ];
    const block = extrude({ profile: rounded(blockProf, 0.04, 2), halfWidth: 0.16, bevel: 0.04, mat: material('metal', '#3b3f46', 0.5) });
    if (style !== 'sport') {
      // finned cylinder barrel in silver over the dark cases
      const cyl: P2[] = [
        [0.06, 0.5],
        [0.33, 0.44],
        [0.4, 0.66],
        [0.26, 0.79],
        [0.0, 0.74],
      ];
      block.part.decals.push(...sideFaces(block, cyl, material('metal', '#aab0b8', 0.6)));
      for (let k = 0; k < 7; k++)
        block.part.decals.push(
          ...sideLines(
            block,
            [
              [0.04 + k * 0.025, 0.52 + k * 0.034],
              [0.33 + k * 0.01, 0.46 + k * 0.047],
            ],
            darkMetal,
            0.008,
          ),
        );
    }
    block.part.decals.push(...sideFaces(block, arc2(-0.04, 0.38, 0.1, 0, Math.PI * 2, 18), chrome));
    block.part.decals.push(...sideFaces(block, arc2(-0.04, 0.38, 0.05, 0, Math.PI * 2, 12), material('metal', '#6b7078')));
    if (style === 'sport' || style === 'naked') {
      const rad = extrude({
        profile: [
          [headX - 0.22, 0.5],
          [headX - 0.12, 0.5],
          [headX - 0.06, 0.8],
          [headX - 0.16, 0.82],
        ],
        halfWidth: 0.17,
        bevel: 0.02,
        bevelSegs: 1,
        mat: material('matte', '#16171a', 0.3),
      });
      rad.part.bias = -0.05;
      parts.push(rad.part);
    }
    parts.push(block.part);
  }
  // exhaust
  const pipe = style === 'sport' ? material('metal', '#8a8f96', 0.9) : chrome;
  if (style === 'sport') {
    tubes.push({
      pts: [
        [0.38, 0.05, 0.5],
        [0.32, 0.08, 0.26],
        [0.0, 0.12, 0.22],
        [-0.3, 0.15, 0.3],
      ],
      radius: 0.03,
      mat: pipe,
      group: 1,
      stack: 0,
    });
    tubes.push({
      pts: [
        [-0.3, 0.17, 0.34],
        [-0.62, 0.19, 0.52],
      ],
      radius: 0.065,
      mat: material('metal', '#3a3d42', 0.9),
      group: 1,
      stack: 0,
    });
  } else if (cruiser) {
    tubes.push({
      pts: [
        [0.22, 0.16, 0.62],
        [0.3, 0.18, 0.4],
        [0.1, 0.2, 0.2],
        [-0.5, 0.22, 0.24],
        [-1.05, 0.22, 0.3],
      ],
      radius: 0.038,
      mat: pipe,
      group: 1,
      stack: 0,
      bias: -0.05,
    });
    tubes.push({
      pts: [
        [-0.12, 0.16, 0.66],
        [-0.05, 0.2, 0.42],
        [-0.3, 0.24, 0.36],
        [-1.05, 0.24, 0.42],
      ],
      radius: 0.038,
      mat: pipe,
      group: 1,
      stack: 0,
      bias: -0.06,
    });
  } else {
    tubes.push({
      pts: [
        [0.36, 0.06, 0.6],
        [0.4, 0.1, 0.3],
        [0.1, 0.14, 0.2],
        [-0.35, 0.17, 0.28],
      ],
      radius: 0.03,
      mat: pipe,
      group: 1,
      stack: 0,
      bias: -0.03,
    });
    tubes.push({
      pts: [
        [-0.35, 0.18, 0.3],
        [-0.8, 0.2, style === 'cafe' ? 0.42 : 0.52],
      ],
      radius: style === 'cafe' ? 0.045 : 0.05,
      mat: style === 'naked' ? material('metal', '#4a4e55', 0.8) : pipe,
      group: 1,
      stack: 0,
      bias: -0.04,
    });
  }

  // tank
  const tankProfiles: Record<BikeStyle, P2[]> = {
    sport: [
      [0.44, 0.88],
      [0.34, 1.03],
      [0.06, 1.06],
      [-0.1, 0.97],
      [-0.08, 0.82],
      [0.38, 0.8],
    ],
    naked: [
      [0.44, 0.9],
      [0.32, 1.08],
      [0.02, 1.1],
      [-0.2, 1.0],
      [-0.18, 0.82],
      [0.42, 0.8],
    ],
    cruiser: [
      [0.45, 0.92],
      [0.32, 1.06],
      [0.0, 1.06],
      [-0.22, 0.98],
      [-0.2, 0.86],
      [0.42, 0.84],
    ],
    cafe: [
      [0.42, 0.94],
      [0.3, 1.06],
      [-0.1, 1.06],
      [-0.3, 0.98],
      [-0.28, 0.88],
      [0.4, 0.86],
    ],
  };
  const tankProf = tankProfiles[style];
  const tankProfile = spline(tankProf, 3, true);
  const txs = tankProfile.map((p) => p[0]);
  const tx0 = Math.min(...txs);
  const tx1 = Math.max(...txs);
  const tank = extrude({
    profile: tankProfile,
    halfWidth: (x) => 0.17 * (1 - 0.35 * Math.pow((2 * (x - (tx0 + tx1) / 2)) / (tx1 - tx0), 2)),
    bevel: 0.085,
    bevelSegs: 4,
    mat: paint,
    sheen: true,
    stack: 0,
    group: 1,
  });
  tank.part.bias = -0.15;
  // stripe / badge
  const stripe = material('paint', variant % 3 === 0 ? '#f3f1ea' : mix(pal.paintHex, '#000000', 0.55));
  tank.part.decals.push(
    ...sideFaces(
      tank,
      [
        [0.3, 0.94],
        [0.0, 0.97],
        [-0.08, 0.94],
        [0.28, 0.9],
      ],
      stripe,
    ),
  );
  parts.push(tank.part);

  // seat and tail
  const seatProfiles: Record<BikeStyle, P2[]> = {
    sport: [
      [-0.06, 0.9],
      [-0.12, 0.95],
      [-0.46, 0.93],
      [-0.5, 0.87],
      [-0.08, 0.84],
    ],
    naked: [
      [-0.14, 0.9],
      [-0.2, 0.98],
      [-0.64, 0.97],
      [-0.72, 0.9],
      [-0.16, 0.85],
    ],
    cruiser: [
      [-0.16, 0.88],
      [-0.26, 0.86],
      [-0.42, 0.79],
      [-0.58, 0.8],
      [-0.7, 0.9],
      [-0.76, 0.86],
      [-0.62, 0.72],
      [-0.2, 0.76],
    ],
    cafe: [
      [-0.26, 0.92],
      [-0.3, 0.97],
      [-0.6, 0.96],
      [-0.62, 0.9],
      [-0.26, 0.88],
    ],
  };
  const seatProf = rounded(seatProfiles[style], 0.035, 3);
  const seat = extrude({ profile: seatProf, halfWidth: 0.13, bevel: 0.045, bevelSegs: 3, mat: seatMat });
  seat.part.bias = -0.1;
  parts.push(seat.part);
  if (style === 'sport') {
    const tail = extrude({
      profile: rounded(
        [
          [-0.36, 0.86],
          [-0.5, 0.92],
          [-0.94, 1.05],
          [-0.98, 1.0],
          [-0.62, 0.8],
          [-0.3, 0.74],
        ],
        0.03,
        2,
      ),
      halfWidth: (x) => 0.12 - Math.max(0, -x - 0.45) * 0.12,
      bevel: 0.04,
      mat: paint,
      sheen: true,
    });
    tail.part.decals.push({
      pts: orient(
        [
          [-0.975, -0.03, 0.99],
          [-0.975, 0.03, 0.99],
          [-0.955, 0.03, 1.02],
          [-0.955, -0.03, 1.02],
        ],
        [-1, 0, 0.3],
      ),
      mat: pal.taillight,
      glow: 0.08,
    });
    tail.part.bias = -0.12;
    parts.push(tail.part);
  } else if (style === 'cafe') {
    const hump = extrude({
      profile: spline(
        [
          [-0.6, 0.9],
          [-0.66, 1.02],
          [-0.8, 1.0],
          [-0.84, 0.9],
        ],
        3,
      ),
      halfWidth: 0.12,
      bevel: 0.05,
      mat: paint,
      sheen: true,
    });
    parts.push(hump.part);
  }
  // fenders
  const fenderArc = (cx: number, cz: number, r: number, a0: number, a1: number, thick: number): P2[] => [
    ...arc2(cx, cz, r + thick, a0, a1, 10),
    ...arc2(cx, cz, r + 0.015, a1, a0, 10),
  ];
  const front = extrude({
    profile: cruiser ? fenderArc(fx, fr, fr + 0.03, 0.15, 2.4, 0.03) : fenderArc(fx, fr, fr + 0.02, 0.5, 1.9, 0.025),
    halfWidth: cruiser ? 0.09 : 0.07,
    bevel: 0.02,
    mat: paint,
    sheen: true,
  });
  front.part.bias = -0.05;
  parts.push(front.part);
  if (cruiser || style === 'cafe' || style === 'naked') {
    const rear = extrude({
      profile: cruiser ? fenderArc(rx, rr, rr + 0.03, 0.4, 2.9, 0.03) : fenderArc(rx, rr, rr + 0.03, 1.2, 2.4, 0.02),
      halfWidth: cruiser ? 0.11 : 0.08,
      bevel: 0.02,
      mat: style === 'naked' ? pal.trim : paint,
      sheen: true,
    });
    rear.part.bias = -0.05;
    parts.push(rear.part);
  }
  if (style !== 'sport') {
    const tl = cylinderX(cruiser ? rx - 0.28 : rx - 0.1, 0, cruiser ? 0.72 : 0.78, 0.035, 0.06, pal.trim);
    tl.decals.push(lens(cruiser ? rx - 0.311 : rx - 0.131, 0, cruiser ? 0.72 : 0.78, 0.03, pal.taillight, -1));
    parts.push(tl);
  }

  // front end: fairing or round headlight
  if (style === 'sport') {
    const fairProf = rounded(
      [
        [0.92, 0.86],
        [0.84, 0.7],
        [0.7, 0.5],
        [0.52, 0.36],
        [0.2, 0.28],
        [-0.02, 0.32],
        [0.02, 0.5],
        [0.22, 0.62],
        [0.36, 0.86],
        [0.55, 0.98],
        [0.76, 1.0],
      ],
      [0.03, 0.05, 0.05, 0.08, 0.06, 0.06, 0.04, 0.05, 0.04, 0.03, 0.03],
      2,
    );
    const fair = extrude({
      profile: fairProf,
      halfWidth: (x) => 0.08 + 0.1 * Math.min(1, Math.max(0, (0.92 - x) / 0.4)),
      bevel: 0.04,
      bevelSegs: 3,
      mat: paint,
      sheen: true,
    });
    fair.part.bias = -0.35;
    const accent = material('paint', variant >= 5 ? '#f3f1ea' : '#15171a', 0.9);
    fair.part.decals.push(
      ...sideFaces(
        fair,
        [
          [0.64, 0.48],
          [0.3, 0.34],
          [0.04, 0.36],
          [0.06, 0.44],
          [0.32, 0.44],
        ],
        accent,
      ),
    );
    fair.part.decals.push(
      ...sideFaces(
        fair,
        [
          [0.56, 0.74],
          [0.34, 0.64],
          [0.26, 0.56],
          [0.5, 0.6],
        ],
        pal.grille,
      ),
    );
    fair.part.decals.push(
      ...sideFaces(
        fair,
        [
          [0.78, 0.9],
          [0.6, 0.8],
          [0.5, 0.78],
          [0.66, 0.9],
        ],
        material('paint', variant >= 5 ? '#15171a' : '#f3f1ea'),
      ),
    );
    for (const s of [1, -1])
      fair.part.decals.push({
        pts: orient(
          [
            [0.905, s * 0.015, 0.84],
            [0.89, s * 0.075, 0.85],
            [0.865, s * 0.1, 0.8],
            [0.885, s * 0.035, 0.79],
          ],
          [1, 0, 0.2],
        ),
        mat: pal.headlight,
        glow: 0.18,
      });
    parts.push(fair.part);
    const screen = extrude({
      profile: [
        [0.56, 0.95],
        [0.74, 0.97],
        [0.58, 1.1],
        [0.5, 1.1],
      ],
      halfWidth: 0.1,
      bevel: 0.02,
      bevelSegs: 1,
      mat: material('glass', '#2a3440'),
      sideMat: material('glass', '#2a3440'),
    });
    screen.part.bias = -0.25;
    parts.push(screen.part);
  } else {
    const hlx = headX + 0.12;
    const hlz = headZ - 0.08;
    const r = cruiser ? 0.1 : 0.085;
    const lamp = cylinderX(hlx, 0, hlz, r, 0.12, style === 'naked' ? pal.trim : chrome, style === 'naked' ? pal.trim : chrome);
    lamp.decals.push(lens(hlx + 0.061, 0, hlz, r * 0.86, pal.headlight));
    lamp.decals.push(lens(hlx + 0.062, 0, hlz + r * 0.25, r * 0.25, material('emissive', '#ffffff')));
    lamp.bias = -0.3;
    parts.push(lamp);
    // instrument pod
    const pod = cylinderX(headX + 0.02, 0, headZ + 0.06, 0.05, 0.05, pal.trim);
    parts.push(pod);
  }
  // handlebars
  const barMat = material('metal', '#26282c', 0.6);
  const gripMat = material('rubber', '#141517');
  const barZ = style === 'sport' ? headZ + 0.0 : cruiser ? headZ + 0.18 : headZ + 0.1;
  const barX = style === 'sport' || style === 'cafe' ? headX - 0.06 : headX - 0.1;
  const half = style === 'sport' || style === 'cafe' ? 0.3 : 0.38;
  tubes.push({
    pts: [
      [barX + 0.04, -half, barZ],
      [barX + 0.06, -0.12, barZ - 0.04],
      [barX + 0.06, 0.12, barZ - 0.04],
      [barX + 0.04, half, barZ],
    ],
    radius: 0.014,
    mat: cruiser ? chrome : barMat,
    group: 1,
    stack: 0,
    bias: -0.1,
  });
  for (const s of [1, -1])
    tubes.push({
      pts: [
        [barX + 0.04, s * (half - 0.1), barZ],
        [barX + 0.03, s * (half + 0.02), barZ + 0.005],
      ],
      radius: 0.02,
      mat: gripMat,
      group: 1,
      stack: 0,
      bias: -0.12,
    });
  // mirrors
  if (style !== 'cafe')
    for (const s of [1, -1]) {
      const mz = style === 'sport' ? 0.98 : barZ + 0.12;
      const mx = style === 'sport' ? 0.62 : barX + 0.02;
      const my = style === 'sport' ? s * 0.2 : s * (half - 0.08);
      if (style !== 'sport')
        tubes.push({
          pts: [
            [barX + 0.04, s * (half - 0.12), barZ],
            [mx, my, mz - 0.02],
          ],
          radius: 0.006,
          mat: barMat,
          group: 1,
          stack: 0,
          bias: -0.1,
        });
      tubes.push({
        pts: [
          [mx, my - s * 0.035, mz],
          [mx, my + s * 0.035, mz],
        ],
        radius: 0.024,
        mat: style === 'sport' ? paint : pal.trim,
        group: 1,
        stack: 0,
        bias: -0.25,
      });
    }

  return {
    parts,
    wheels,
    tubes,
    footprint: [rx - rr - 0.1, fx + fr + 0.1, -0.25, 0.25],
    sideOn: true,
    focus: [
      { point: [fx, 0.06, fr], radius: fr * 1.2, azimuth: 62, elevation: 8 },
      { point: [0.05, 0.15, 0.72], radius: 0.42, azimuth: 70, elevation: 12 },
    ],
  };
}
