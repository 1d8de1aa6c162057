/**
 * Backgrounds and their light. Each scene paints what is behind the vehicle (sky, landscape,
 * ground in the camera's perspective), optionally what is in front of it (snow, light rays),
 * and tells the renderer how the vehicle is lit and what its paint mirrors.
 */
import { mix } from './color.ts';
import type { Lighting } from './shading.ts';
import type { V3 } from './math3d.ts';
import type { DemoVehicleCategory } from './parse.ts';
import { band, clouds, glow, groundPoly, pine, ridge, road, skyline, snowCaps, softHaze, sunDisc, treeLine, type SceneCtx } from './scene-kit.ts';
import { num } from './svg.ts';

export type SceneId =
  | 'studio'
  | 'sunset'
  | 'desert'
  | 'coastal'
  | 'city-night'
  | 'autumn'
  | 'snow'
  | 'racetrack'
  | 'showroom'
  | 'harbour'
  | 'construction'
  | 'quarry'
  | 'site-night'
  | 'depot'
  | 'campground'
  | 'marina'
  | 'open-sea'
  | 'lake'
  | 'tropical'
  | 'meadow'
  | 'bay-night'
  | 'lake-forest'
  | 'alpine-lake'
  | 'open-sea-day';

/** Light given relative to the camera: [right, up, towards the camera]. */
export interface SceneLight extends Omit<Lighting, 'sun' | 'rim'> {
  key: V3;
  rim?: { dir: V3; color: string; strength: number };
}

export interface Scene {
  id: SceneId;
  light: SceneLight;
  /** Opacity of the vehicle's mirror image in a glossy floor or calm water (0 = none). */
  reflection: number;
  shadow: number;
  /** The vehicle floats (boats): waterline instead of a ground shadow. */
  water?: boolean;
  vignette: number;
  back: (c: SceneCtx) => string;
  front?: (c: SceneCtx) => string;
}

const SCENES_BY_CATEGORY: Record<DemoVehicleCategory, SceneId[]> = {
  cars: ['studio', 'sunset', 'desert', 'coastal', 'city-night', 'autumn', 'snow', 'racetrack', 'showroom', 'harbour'],
  motorcycles: ['studio', 'sunset', 'desert', 'coastal', 'city-night', 'autumn', 'snow', 'racetrack', 'showroom', 'meadow'],
  'heavy-duty-trucks-buses': ['studio', 'sunset', 'desert', 'depot', 'city-night', 'autumn', 'snow', 'coastal', 'showroom', 'construction'],
  trailers: ['studio', 'sunset', 'desert', 'depot', 'campground', 'autumn', 'snow', 'meadow', 'showroom', 'coastal'],
  boats: ['studio', 'marina', 'open-sea', 'tropical', 'bay-night', 'lake-forest', 'alpine-lake', 'open-sea-day', 'showroom', 'marina'],
  'heavy-equipment': ['studio', 'construction', 'quarry', 'construction', 'site-night', 'autumn', 'snow', 'desert', 'showroom', 'quarry'],
  rvs: ['studio', 'sunset', 'desert', 'coastal', 'campground', 'autumn', 'snow', 'meadow', 'showroom', 'lake'],
};

export function sceneIdFor(category: DemoVehicleCategory, variant: number): SceneId {
  return SCENES_BY_CATEGORY[category][variant % 10] as SceneId;
}

/** Ground colour band from the horizon down. */
function ground(c: SceneCtx, far: string, near: string): string {
  return band(c, c.horizon - 1, c.H, [
    [0, far],
    [1, near],
  ]);
}

function sky(c: SceneCtx, stops: readonly (readonly [number, string])[]): string {
  return band(c, 0, c.horizon + 2, stops);
}

// ------------------------------------------------------------------------------------------------

const studio: Scene = {
  id: 'studio',
  reflection: 0.2,
  shadow: 0.55,
  vignette: 0.22,
  light: {
    key: [-0.55, 0.75, 0.6],
    sunColor: '#ffffff',
    sunStrength: 0.62,
    skyAmbient: '#f4f6fa',
    groundAmbient: '#9da3ab',
    ambientStrength: 0.62,
    envSky: '#ffffff',
    envHorizon: '#c9cdd3',
    envGround: '#3c4046',
    night: false,
  },
  back: (c) => {
    let s = band(c, 0, c.H, [
      [0, '#c9cdd3'],
      [Math.max(0.05, (c.horizon - 160) / c.H), '#e7e9ec'],
      [Math.min(0.95, (c.horizon + 90) / c.H), '#f2f3f5'],
      [1, '#c3c7cd'],
    ]);
    const cx = (c.subject.x0 + c.subject.x1) / 2;
    s += glow(c, cx, c.horizon, c.W * 0.55, c.H * 0.32, '#ffffff', 0.9);
    s += glow(c, cx, c.subject.y1, c.W * 0.5, c.H * 0.12, '#ffffff', 0.5);
    return s;
  },
};

const showroom: Scene = {
  id: 'showroom',
  reflection: 0.32,
  shadow: 0.6,
  vignette: 0.45,
  light: {
    key: [0.2, 0.95, 0.3],
    sunColor: '#fff6ea',
    sunStrength: 0.75,
    skyAmbient: '#d8dce4',
    groundAmbient: '#2a2c30',
    ambientStrength: 0.42,
    envSky: '#fafafa',
    envHorizon: '#3a3e45',
    envGround: '#101113',
    night: false,
    rim: { dir: [0.8, 0.3, -0.6], color: '#9fc4ff', strength: 0.35 },
  },
  back: (c) => {
    let s = band(c, 0, c.horizon + 2, [
      [0, '#0e1013'],
      [0.7, '#1c1f24'],
      [1, '#2a2d33'],
    ]);
    // wall panels with LED strips
    const panels = 9;
    for (let i = 0; i <= panels; i++) {
      const x = (i / panels) * c.W;
      s += `<rect x="${num(x - 3)}" y="${num(c.horizon * 0.15)}" width="6" height="${num(c.horizon * 0.85)}" fill="#e9f1ff" opacity="0.55"/>`;
      s += glow(c, x, c.horizon * 0.55, 40, c.horizon * 0.5, '#cfe0ff', 0.25);
    }
    s += `<rect x="0" y="${num(c.horizon * 0.12)}" width="${c.W}" height="5" fill="#f6f8ff" opacity="0.6"/>`;
    s += ground(c, '#2b2e33', '#0c0d0f');
    // floor tiles in perspective
    let d = '';
    for (let x = -40; x <= 40; x += 2.4) d += lineOnGround(c, [x, -40], [x, 40]);
    for (let y = -40; y <= 40; y += 2.4) d += lineOnGround(c, [-40, y], [40, y]);
    s += `<path d="${d}" stroke="#5a5f68" stroke-width="1.2" opacity="0.35" fill="none"/>`;
    const cx = (c.subject.x0 + c.subject.x1) / 2;
    // ceiling spot cones
    for (const k of [-0.6, 0, 0.6]) {
      const x = cx + k * c.W * 0.35;
      const cone = c.doc.linear([
        [0, '#fff7e6', 0.35],
        [1, '#fff7e6', 0],
      ]);
      s += `<path d="M${num(x - 30)} 0L${num(x + 30)} 0L${num(x + 260)} ${num(c.subject.y1)}L${num(x - 260)} ${num(c.subject.y1)}Z" fill="${cone}"/>`;
    }
    s += glow(c, cx, c.subject.y1, c.W * 0.45, c.H * 0.1, '#fff3dd', 0.4);
    return s;
  },
};

function lineOnGround(c: SceneCtx, a: readonly [number, number], b: readonly [number, number]): string {
  const g = groundPoly(c, [a, [b[0] + 1e-3, b[1] + 1e-3], b], 'none');
  const m = /d="([^"]+)"/.exec(g);
  if (!m) return '';
  // take the first two points of the clipped triangle as a line
  const pts = (m[1] as string).replace('Z', '').split(/[ML]/).filter(Boolean);
  return pts.length >= 2 ? `M${pts[0]}L${pts[pts.length - 1]}` : '';
}

const sunset: Scene = {
  id: 'sunset',
  reflection: 0,
  shadow: 0.5,
  vignette: 0.4,
  light: {
    key: [-0.4, 0.35, 0.8],
    sunColor: '#ffc79a',
    sunStrength: 0.6,
    skyAmbient: '#c49ac0',
    groundAmbient: '#5a3d4e',
    ambientStrength: 0.62,
    envSky: '#f6a26b',
    envHorizon: '#ffd8a0',
    envGround: '#2e2230',
    night: false,
    rim: { dir: [0.5, 0.25, -0.85], color: '#ff9a4d', strength: 0.9 },
  },
  back: (c) => {
    const h = c.horizon;
    let s = sky(c, [
      [0, '#2d2a5a'],
      [0.38, '#7b4a8a'],
      [0.68, '#e0697a'],
      [0.88, '#f9a35c'],
      [1, '#ffd88a'],
    ]);
    const sx = c.W * (0.62 + c.rng.range(-0.08, 0.08));
    s += sunDisc(c, sx, h - c.H * 0.06, c.H * 0.045, '#fff4d6', '#ffb46a');
    s += clouds(c, 5, h * 0.25, h * 0.7, '#f7a7a0', '#7d4f84', 0.5);
    s += ridge(c, h - 60, 70, 0.55, '#6a4377', h + 2, { smooth: true }).svg;
    s += ridge(c, h - 22, 40, 0.5, '#3f2a4f', h + 2, { smooth: true }).svg;
    s += ground(c, '#4b3346', '#1d1520');
    s += softHaze(c, '#ffb77a', 40, 30, 0.45);
    s += road(c, -4.2, 3.6, '#2a2230', '#f3d7b0', { center: -0.3, dashed: true });
    s += groundPoly(
      c,
      [
        [-400, -4.2],
        [400, -4.2],
        [400, -4.6],
        [-400, -4.6],
      ],
      '#5c3b4c',
    );
    return s;
  },
  front: (c) =>
    band(c, 0, c.H, [
      [0, '#ff9d5c'],
      [1, '#7a3d6b'],
    ]).replace('/>', ' opacity="0.08"/>'),
};

const desert: Scene = {
  id: 'desert',
  reflection: 0,
  shadow: 0.6,
  vignette: 0.25,
  light: {
    key: [-0.6, 0.8, 0.35],
    sunColor: '#fff1dc',
    sunStrength: 0.85,
    skyAmbient: '#a9c8ec',
    groundAmbient: '#c98d5e',
    ambientStrength: 0.5,
    envSky: '#9cc3ef',
    envHorizon: '#f3dcc0',
    envGround: '#8a5a3c',
    night: false,
  },
  back: (c) => {
    const h = c.horizon;
    let s = sky(c, [
      [0, '#3f7fcf'],
      [0.6, '#8fbbe8'],
      [1, '#f2dcc4'],
    ]);
    s += clouds(c, 3, h * 0.15, h * 0.45, '#ffffff', '#c9d9ee', 0.55);
    // mesas with strata
    const mesa = (x0: number, w: number, top: number, col: string, shadeCol: string): string => {
      const y = h - top;
      const body = `M${num(x0)} ${num(h + 2)}L${num(x0 + w * 0.08)} ${num(y + top * 0.35)}L${num(x0 + w * 0.16)} ${num(y + 4)}L${num(x0 + w * 0.2)} ${num(y)}L${num(x0 + w * 0.78)} ${num(y)}L${num(x0 + w * 0.82)} ${num(y + 6)}L${num(x0 + w * 0.9)} ${num(y + top * 0.4)}L${num(x0 + w)} ${num(h + 2)}Z`;
      let strata = '';
      for (let k = 1; k < 4; k++) strata += `M${num(x0 + w * 0.12)} ${num(y + (top * k) / 4)}L${num(x0 + w * 0.88)} ${num(y + (top * k) / 4 + 3)}`;
      return `<path d="${body}" fill="${col}"/><path d="${strata}" stroke="${shadeCol}" stroke-width="3" opacity="0.5"/><path d="M${num(x0 + w * 0.55)} ${num(y)}L${num(x0 + w * 0.78)} ${num(y)}L${num(x0 + w * 0.82)} ${num(y + 6)}L${num(x0 + w * 0.9)} ${num(y + top * 0.4)}L${num(x0 + w)} ${num(h + 2)}L${num(x0 + w * 0.62)} ${num(h + 2)}Z" fill="${shadeCol}" opacity="0.35"/>`;
    };
    s += mesa(c.W * c.rng.range(-0.1, 0.1), c.W * 0.35, c.H * 0.12, '#d9a07a', '#a86a4c');
    s += mesa(c.W * c.rng.range(0.55, 0.75), c.W * 0.4, c.H * 0.16, '#c98462', '#8f5236');
    s += ridge(c, h - 8, 10, 0.5, '#d7a77d', h + 2).svg;
    s += ground(c, '#e3b98c', '#b77b50');
    s += softHaze(c, '#f6e2c8', 30, 20, 0.6);
    s += road(c, -4, 3.6, '#6b5a50', '#efe6d6', { center: -0.2, dashed: false });
    // scrub and pebbles
    s += speckles(c, 40, ['#8a7a4a', '#7a6a3a'], 0.35, [-60, 60, -40, 40], 0.45);
    s += speckles(c, 160, ['#c99f74', '#a77b55', '#e8c9a0'], 0.05, [-30, 30, -20, 20]);
    return s;
  },
};

function blob(x: number, y: number, r: number): [number, number][] {
  const pts: [number, number][] = [];
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2;
    pts.push([x + Math.cos(a) * r, y + Math.sin(a) * r * 0.8]);
  }
  return pts;
}

const coastal: Scene = {
  id: 'coastal',
  reflection: 0,
  shadow: 0.55,
  vignette: 0.25,
  light: {
    key: [-0.5, 0.7, 0.5],
    sunColor: '#fffaf0',
    sunStrength: 0.75,
    skyAmbient: '#bcd8f4',
    groundAmbient: '#7c8a78',
    ambientStrength: 0.55,
    envSky: '#a8d0f5',
    envHorizon: '#e9f2f7',
    envGround: '#4a5550',
    night: false,
  },
  back: (c) => {
    const h = c.horizon;
    let s = sky(c, [
      [0, '#2f7ed8'],
      [0.75, '#9fd0f5'],
      [1, '#e4f2fb'],
    ]);
    s += clouds(c, 5, h * 0.1, h * 0.55, '#ffffff', '#c7dcee', 0.85);
    const seaTop = h - c.H * 0.03;
    s += `<rect x="0" y="${num(seaTop)}" width="${c.W}" height="${num(c.H * 0.06)}" fill="${c.doc.linear([
      [0, '#2e78a8'],
      [1, '#1f5f8d'],
    ])}"/>`;
    let sh = '';
    for (let i = 0; i < 40; i++) sh += `M${num(c.rng.range(0, c.W))} ${num(seaTop + c.rng.range(3, c.H * 0.05))}h${num(c.rng.range(10, 50))}`;
    s += `<path d="${sh}" stroke="#cfe9f7" stroke-width="2" opacity="0.5"/>`;
    // headland
    const side = c.rng.chance(0.5);
    const hx = side ? c.W * 0.72 : c.W * 0.0;
    s += `<path d="M${num(hx)} ${num(seaTop + 6)}C${num(hx + c.W * 0.08)} ${num(seaTop - c.H * 0.12)} ${num(hx + c.W * 0.2)} ${num(seaTop - c.H * 0.14)} ${num(hx + c.W * 0.32)} ${num(seaTop - c.H * 0.1)}L${num(hx + c.W * 0.32)} ${num(seaTop + 6)}Z" fill="#6f8a6a"/>`;
    s += `<path d="M${num(hx + c.W * 0.02)} ${num(seaTop + 6)}C${num(hx + c.W * 0.06)} ${num(seaTop - c.H * 0.04)} ${num(hx + c.W * 0.1)} ${num(seaTop - c.H * 0.06)} ${num(hx + c.W * 0.14)} ${num(seaTop - c.H * 0.07)}L${num(hx + c.W * 0.16)} ${num(seaTop + 6)}Z" fill="#b8a58a" opacity="0.7"/>`;
    s += band(c, h + c.H * 0.03 - 1, c.H, [
      [0, '#8fa46f'],
      [1, '#52663f'],
    ]);
    s += road(c, -4, 3.6, '#4d5156', '#f4f4f0', { center: -0.2, dashed: true });
    // guard rail behind the road
    let rail = '';
    for (let x = -60; x <= 60; x += 2.5) {
      rail += postPath(c, x, -4.7, 0.75);
    }
    s += `<path d="${rail}" stroke="#8d949b" stroke-width="3" fill="none"/>`;
    s += railBand(c, -4.7, 0.6, 0.72, '#c3c9cf');
    return s;
  },
};

function postPath(c: SceneCtx, x: number, y: number, hgt: number): string {
  const a = projectPt(c, [x, y, 0]);
  const b = projectPt(c, [x, y, hgt]);
  if (!a || !b) return '';
  return `M${num(a[0])} ${num(a[1])}L${num(b[0])} ${num(b[1])}`;
}

function projectPt(c: SceneCtx, p: V3): [number, number] | null {
  const d: V3 = [p[0] - c.cam.pos[0], p[1] - c.cam.pos[1], p[2] - c.cam.pos[2]];
  const z = d[0] * c.cam.fwd[0] + d[1] * c.cam.fwd[1] + d[2] * c.cam.fwd[2];
  if (z < 0.6) return null;
  const x = d[0] * c.cam.right[0] + d[1] * c.cam.right[1] + d[2] * c.cam.right[2];
  const y = d[0] * c.cam.up[0] + d[1] * c.cam.up[1] + d[2] * c.cam.up[2];
  return [c.cam.ox + (c.cam.s * x) / z, c.cam.oy - (c.cam.s * y) / z];
}

/** A vertical band (rail, wall) standing on the ground along x at lateral position y. */
function railBand(c: SceneCtx, y: number, z0: number, z1: number, fill: string, from = -200, to = 200): string {
  const pts: [number, number][] = [];
  const top: [number, number][] = [];
  const steps = 60;
  for (let i = 0; i <= steps; i++) {
    const x = from + ((to - from) * i) / steps;
    const a = projectPt(c, [x, y, z0]);
    const b = projectPt(c, [x, y, z1]);
    if (a && b) {
      pts.push(a);
      top.push(b);
    }
  }
  if (pts.length < 2) return '';
  const d = [...pts, ...top.reverse()].map((p, i) => `${i ? 'L' : 'M'}${num(p[0])} ${num(p[1])}`).join('') + 'Z';
  return `<path d="${d}" fill="${fill}"/>`;
}

const cityNight: Scene = {
  id: 'city-night',
  reflection: 0.22,
  shadow: 0.45,
  vignette: 0.5,
  light: {
    key: [-0.3, 0.8, 0.55],
    sunColor: '#b9cdfa',
    sunStrength: 0.42,
    skyAmbient: '#3a4a78',
    groundAmbient: '#1b1d2a',
    ambientStrength: 0.5,
    envSky: '#2a3766',
    envHorizon: '#e6a0d8',
    envGround: '#0d0f18',
    night: true,
    rim: { dir: [0.7, 0.2, -0.7], color: '#ff5fc8', strength: 0.55 },
  },
  back: (c) => {
    const h = c.horizon;
    let s = sky(c, [
      [0, '#070b1d'],
      [0.7, '#1a2150'],
      [1, '#4b3a74'],
    ]);
    let stars = '';
    for (let i = 0; i < 60; i++) stars += `M${num(c.rng.range(0, c.W))} ${num(c.rng.range(0, h * 0.5))}h1.6`;
    s += `<path d="${stars}" stroke="#ffffff" stroke-width="1.6" opacity="0.5"/>`;
    s += skyline(c, h + 2, c.H * 0.12, c.H * 0.3, '#141a36', '#ffd58a', 0.35);
    s += skyline(c, h + 2, c.H * 0.05, c.H * 0.16, '#0c1026', '#9fd6ff', 0.25);
    s += softHaze(c, '#b05ab0', 60, 10, 0.35);
    s += ground(c, '#1c1f33', '#07080f');
    s += road(c, -5, 4, '#151726', '#c9cde6', { center: -0.4, dashed: true });
    // bokeh street lights
    for (let i = 0; i < 14; i++) {
      const x = c.rng.range(0, c.W);
      const y = c.rng.range(h - c.H * 0.12, h + 4);
      const col = c.rng.pick(['#ffcf7a', '#ff6fc8', '#6fd6ff', '#fff1d0']);
      s += glow(c, x, y, c.rng.range(14, 36), c.rng.range(14, 36), col, 0.5);
    }
    // wet reflections of lights on the road
    for (let i = 0; i < 8; i++) {
      const x = c.rng.range(0, c.W);
      const col = c.rng.pick(['#ffcf7a', '#ff6fc8', '#6fd6ff']);
      const g = c.doc.linear([
        [0, col, 0.35],
        [1, col, 0],
      ]);
      s += `<rect x="${num(x - 6)}" y="${num(h + 4)}" width="12" height="${num(c.H * 0.35)}" fill="${g}"/>`;
    }
    return s;
  },
};

const autumn: Scene = {
  id: 'autumn',
  reflection: 0,
  shadow: 0.55,
  vignette: 0.35,
  light: {
    key: [-0.55, 0.6, 0.55],
    sunColor: '#ffe2b0',
    sunStrength: 0.68,
    skyAmbient: '#d9c3a4',
    groundAmbient: '#5a3d24',
    ambientStrength: 0.55,
    envSky: '#f0d9b8',
    envHorizon: '#c9753a',
    envGround: '#3b2a1c',
    night: false,
  },
  back: (c) => {
    const h = c.horizon;
    let s = sky(c, [
      [0, '#8fb3d9'],
      [1, '#f3dfc2'],
    ]);
    s += clouds(c, 3, h * 0.1, h * 0.4, '#fff6e8', '#d8c2a8', 0.6);
    s += ridge(c, h - c.H * 0.14, 30, 0.5, '#b68a6a', h + 2, { smooth: true }).svg;
    s += treeLine(c, h - c.H * 0.02, c.H * 0.18, c.H * 0.3, 1.2, 'broadleaf', ['#c8632a', '#d98b2b', '#a8401f', '#e0a63a', '#8f5a2a'], '#4a3020');
    s += treeLine(c, h + 4, c.H * 0.12, c.H * 0.2, 1.0, 'pine', ['#2f4a2e', '#3a5634'], '#3b2a20');
    s += ground(c, '#7a5a2e', '#4b3520');
    s += road(c, -4, 3.6, '#3d3a3a', '#ece6d8', { center: -0.2, dashed: false });
    s += speckles(c, 240, ['#d46a2a', '#e8a23a', '#b8431f', '#f0c24a'], 0.09);
    return s;
  },
};

/** Small marks scattered on the ground in perspective (gravel, leaves, flowers). */
function speckles(
  c: SceneCtx,
  count: number,
  colors: readonly string[],
  size: number,
  area: [number, number, number, number] = [-30, 30, -12, 16],
  squash = 0.5,
): string {
  let s = '';
  const buckets = new Map<string, string>();
  for (let i = 0; i < count; i++) {
    const x = c.rng.range(area[0], area[1]);
    const y = c.rng.range(area[2], area[3]);
    const p = projectPt(c, [x, y, 0]);
    if (!p || p[1] < c.horizon) continue;
    const sz = Math.max(1.2, (c.cam.s / Math.max(1, distance(c, [x, y, 0]))) * size * c.rng.range(0.6, 1.4));
    const col = c.rng.pick(colors);
    buckets.set(
      col,
      (buckets.get(col) ?? '') +
        `M${num(p[0] - sz)} ${num(p[1])}a${num(sz)} ${num(sz * squash)} 0 1 0 ${num(2 * sz)} 0a${num(sz)} ${num(sz * squash)} 0 1 0 ${num(-2 * sz)} 0Z`,
    );
  }
  for (const [col, d] of buckets) s += `<path d="${d}" fill="${col}"/>`;
  return s;
}

function distance(c: SceneCtx, p: V3): number {
  return Math.hypot(p[0] - c.cam.pos[0], p[1] - c.cam.pos[1], p[2] - c.cam.pos[2]);
}

const snow: Scene = {
  id: 'snow',
  reflection: 0,
  shadow: 0.45,
  vignette: 0.25,
  light: {
    key: [-0.5, 0.65, 0.55],
    sunColor: '#fff7ee',
    sunStrength: 0.6,
    skyAmbient: '#cfe2f7',
    groundAmbient: '#dfe9f3',
    ambientStrength: 0.62,
    envSky: '#b9d6f3',
    envHorizon: '#f4f8fc',
    envGround: '#9fb3c8',
    night: false,
  },
  back: (c) => {
    const h = c.horizon;
    let s = sky(c, [
      [0, '#4f86c6'],
      [0.7, '#a8cbec'],
      [1, '#e8f1fa'],
    ]);
    const far = ridge(c, h - c.H * 0.13, c.H * 0.05, 0.55, '#8ea9c8', h + 2, { peaks: 3 });
    s += far.svg + snowCaps(c, far.pts, h - c.H * 0.2, '#f4f8fd');
    const mid = ridge(c, h - c.H * 0.06, c.H * 0.03, 0.55, '#6d87a6', h + 2, { peaks: 2 });
    s += mid.svg + snowCaps(c, mid.pts, h - c.H * 0.11, '#e9f1fa');
    s += softHaze(c, '#eef5fc', 80, 10, 0.5);
    let trees = '';
    let x = -20;
    while (x < c.W + 20) {
      const th = c.rng.range(0.06, 0.13) * c.H;
      trees += pine(x, h + 3 + c.rng.range(-3, 3), th, c.rng.pick(['#24422f', '#2d4e38', '#1d3828']), '#f2f6fb');
      x += th * c.rng.range(0.25, 0.6);
    }
    s += trees;
    s += ground(c, '#eef4fa', '#cbd9e8');
    s += road(c, -4, 3.6, '#8795a6', '#eef2f6', { edge: false });
    // tyre tracks
    for (const y of [-2.6, -1.0, 0.9, 2.4])
      s += groundPoly(
        c,
        [
          [-300, y - 0.15],
          [300, y - 0.15],
          [300, y + 0.15],
          [-300, y + 0.15],
        ],
        '#6d7b8c',
        ' opacity="0.35"',
      );
    return s;
  },
  front: (c) => {
    let s = '';
    for (let i = 0; i < 90; i++)
      s += `<circle cx="${num(c.rng.range(0, c.W))}" cy="${num(c.rng.range(0, c.H))}" r="${num(c.rng.range(1.2, 3.6))}" fill="#ffffff" opacity="${num(c.rng.range(0.4, 0.9))}"/>`;
    return s;
  },
};

const racetrack: Scene = {
  id: 'racetrack',
  reflection: 0,
  shadow: 0.6,
  vignette: 0.3,
  light: {
    key: [-0.6, 0.75, 0.4],
    sunColor: '#fffaf2',
    sunStrength: 0.8,
    skyAmbient: '#b6d2f0',
    groundAmbient: '#6c7076',
    ambientStrength: 0.5,
    envSky: '#a9ccf2',
    envHorizon: '#eef3f7',
    envGround: '#3b3e43',
    night: false,
  },
  back: (c) => {
    const h = c.horizon;
    let s = sky(c, [
      [0, '#3a78c9'],
      [1, '#cfe5f7'],
    ]);
    s += clouds(c, 4, h * 0.1, h * 0.5, '#ffffff', '#cdddee', 0.8);
    // grandstand
    const gy = h - c.H * 0.1;
    s += `<path d="M${num(c.W * 0.05)} ${num(h + 2)}L${num(c.W * 0.05)} ${num(gy)}L${num(c.W * 0.95)} ${num(gy - c.H * 0.03)}L${num(c.W * 0.95)} ${num(h + 2)}Z" fill="#5d646e"/>`;
    let crowd = '';
    for (let i = 0; i < 700; i++) {
      const x = c.rng.range(c.W * 0.06, c.W * 0.94);
      const y = c.rng.range(gy + 6, h - 8) - ((x - c.W * 0.05) / (c.W * 0.9)) * c.H * 0.03;
      crowd += `<rect x="${num(x)}" y="${num(y)}" width="3" height="3" fill="${c.rng.pick(['#e4e4e4', '#d23b3b', '#2c5fb3', '#f2c230', '#333333'])}"/>`;
    }
    s += crowd;
    s += `<path d="M${num(c.W * 0.03)} ${num(gy - 4)}L${num(c.W * 0.97)} ${num(gy - c.H * 0.03 - 4)}L${num(c.W * 0.97)} ${num(gy - c.H * 0.03 - 22)}L${num(c.W * 0.03)} ${num(gy - 22)}Z" fill="#d8dde3"/>`;
    s += ground(c, '#6f8f4f', '#4d6a35');
    s += road(c, -9, 6, '#4a4d52', '#f2f2f2', { edge: true });
    // kerbs
    let red = '';
    let white = '';
    for (let x = -120; x < 120; x += 1.2) {
      const strip = groundPoly(
        c,
        [
          [x, 6],
          [x + 1.2, 6],
          [x + 1.2, 6.8],
          [x, 6.8],
        ],
        'x',
      );
      const m = /d="([^"]+)"/.exec(strip);
      if (m) {
        if (Math.round(x / 1.2) % 2 === 0) red += m[1];
        else white += m[1];
      }
    }
    s += `<path d="${red}" fill="#d62d2d"/><path d="${white}" fill="#f4f4f4"/>`;
    s += railBand(c, -12, 0, 1.0, '#dfe3e8');
    s += railBand(c, -12, 0.25, 0.5, '#d62d2d');
    return s;
  },
};

const harbour: Scene = {
  id: 'harbour',
  reflection: 0,
  shadow: 0.55,
  vignette: 0.3,
  light: {
    key: [-0.5, 0.55, 0.6],
    sunColor: '#ffe9c8',
    sunStrength: 0.7,
    skyAmbient: '#c6d6ec',
    groundAmbient: '#7d7468',
    ambientStrength: 0.55,
    envSky: '#b7cfee',
    envHorizon: '#f6e4cc',
    envGround: '#4e4a45',
    night: false,
  },
  back: (c) => {
    const h = c.horizon;
    let s = sky(c, [
      [0, '#5b8fcf'],
      [0.8, '#cfe0f2'],
      [1, '#f7e5cc'],
    ]);
    s += clouds(c, 4, h * 0.1, h * 0.5, '#ffffff', '#d3dbe6', 0.7);
    // far town on the other shore
    s += skyline(c, h - c.H * 0.05, c.H * 0.02, c.H * 0.06, '#9aa8ba', '#f8f1e0', 0.05);
    s += `<rect x="0" y="${num(h - c.H * 0.05)}" width="${c.W}" height="${num(c.H * 0.05 + 2)}" fill="${c.doc.linear([
      [0, '#4f84b0'],
      [1, '#2f6490'],
    ])}"/>`;
    // masts of moored boats
    let masts = '';
    for (let i = 0; i < 14; i++) {
      const x = c.rng.range(0, c.W);
      const mh = c.rng.range(0.08, 0.2) * c.H;
      masts += `M${num(x)} ${num(h - c.H * 0.02)}v${num(-mh)}`;
      s += `<path d="M${num(x - 30)} ${num(h - c.H * 0.025)}h60l-8 10h-44Z" fill="#f2f4f6"/>`;
    }
    s += `<path d="${masts}" stroke="#e9edf2" stroke-width="2.5"/>`;
    s += ground(c, '#b9aa92', '#8c7c66');
    // paving joints
    let d = '';
    for (let x = -60; x <= 60; x += 1.6) d += lineOnGround(c, [x, -30], [x, 30]);
    for (let y = -30; y <= 30; y += 1.6) d += lineOnGround(c, [-60, y], [60, y]);
    s += `<path d="${d}" stroke="#6f6252" stroke-width="1" opacity="0.25" fill="none"/>`;
    s += railBand(c, -9, 0.0, 0.35, '#8e806c');
    return s;
  },
};

const depot: Scene = {
  id: 'depot',
  reflection: 0,
  shadow: 0.55,
  vignette: 0.3,
  light: {
    key: [-0.55, 0.7, 0.45],
    sunColor: '#fff4e2',
    sunStrength: 0.72,
    skyAmbient: '#c3d4e8',
    groundAmbient: '#7a7872',
    ambientStrength: 0.55,
    envSky: '#b9cde6',
    envHorizon: '#e8ebee',
    envGround: '#45474a',
    night: false,
  },
  back: (c) => {
    const h = c.horizon;
    let s = sky(c, [
      [0, '#4c86c8'],
      [1, '#d9e7f3'],
    ]);
    s += clouds(c, 4, h * 0.1, h * 0.45, '#ffffff', '#cfdbe8', 0.75);
    // warehouse with loading docks, standing on the ground far behind
    const wallY = -26;
    s += railBand(c, wallY, 0, 9, '#c9ced4', -80, 80);
    s += railBand(c, wallY + 0.01, 8.3, 9, '#2d5f9a', -80, 80);
    for (let x = -72; x < 72; x += 8) {
      const a = projectPt(c, [x, wallY + 0.02, 0.6]);
      const b = projectPt(c, [x + 4.2, wallY + 0.02, 4.6]);
      if (a && b)
        s += `<rect x="${num(Math.min(a[0], b[0]))}" y="${num(Math.min(a[1], b[1]))}" width="${num(Math.abs(b[0] - a[0]))}" height="${num(Math.abs(b[1] - a[1]))}" fill="#7b838d"/>`;
      const y0 = projectPt(c, [x, wallY + 0.03, 0.3]);
      const y1 = projectPt(c, [x + 4.2, wallY + 0.03, 0.6]);
      if (y0 && y1)
        s += `<rect x="${num(Math.min(y0[0], y1[0]))}" y="${num(Math.min(y0[1], y1[1]))}" width="${num(Math.abs(y1[0] - y0[0]))}" height="${num(Math.abs(y1[1] - y0[1]) + 2)}" fill="#f2c230"/>`;
    }
    s += ground(c, '#a4a29c', '#6d6b66');
    // parking bay lines
    let d = '';
    for (let x = -60; x <= 60; x += 4.5) d += lineOnGround(c, [x, -20], [x, -8]);
    d += lineOnGround(c, [-200, -8], [200, -8]);
    d += lineOnGround(c, [-200, 7], [200, 7]);
    s += `<path d="${d}" stroke="#f5f3ea" stroke-width="3" opacity="0.75" fill="none"/>`;
    return s;
  },
};

const construction: Scene = {
  id: 'construction',
  reflection: 0,
  shadow: 0.55,
  vignette: 0.35,
  light: {
    key: [-0.55, 0.6, 0.5],
    sunColor: '#ffe6c0',
    sunStrength: 0.75,
    skyAmbient: '#d4c9b8',
    groundAmbient: '#7a5d40',
    ambientStrength: 0.52,
    envSky: '#dfd2bd',
    envHorizon: '#f1d7b2',
    envGround: '#5c4632',
    night: false,
  },
  back: (c) => {
    const h = c.horizon;
    let s = sky(c, [
      [0, '#6c9bd1'],
      [0.75, '#e6d7c0'],
      [1, '#f5d9b0'],
    ]);
    s += clouds(c, 3, h * 0.1, h * 0.4, '#fff8ee', '#e0cfb8', 0.6);
    // building frame under construction
    const bx = c.W * c.rng.range(0.05, 0.2);
    const bw = c.W * 0.3;
    const floors = 6;
    const fh = c.H * 0.045;
    let frame = '';
    for (let f = 0; f <= floors; f++) frame += `M${num(bx)} ${num(h - f * fh)}h${num(bw)}`;
    for (let k = 0; k <= 6; k++) frame += `M${num(bx + (k * bw) / 6)} ${num(h)}v${num(-floors * fh)}`;
    s += `<rect x="${num(bx)}" y="${num(h - floors * fh)}" width="${num(bw)}" height="${num(floors * fh)}" fill="#b9b0a4" opacity="0.35"/>`;
    s += `<path d="${frame}" stroke="#7b7268" stroke-width="5"/>`;
    // tower crane
    const cx = c.W * c.rng.range(0.6, 0.8);
    const top = h - c.H * 0.42;
    let crane = `M${num(cx)} ${num(h)}V${num(top)}M${num(cx + 18)} ${num(h)}V${num(top)}`;
    for (let y = h; y > top; y -= 22) crane += `M${num(cx)} ${num(y)}L${num(cx + 18)} ${num(y - 22)}`;
    crane += `M${num(cx - c.W * 0.12)} ${num(top)}H${num(cx + c.W * 0.3)}M${num(cx - c.W * 0.12)} ${num(top + 14)}H${num(cx + c.W * 0.3)}`;
    for (let x = cx - c.W * 0.12; x < cx + c.W * 0.3; x += 24)
      crane += `M${num(x)} ${num(top + 14)}L${num(x + 12)} ${num(top)}L${num(x + 24)} ${num(top + 14)}`;
    crane += `M${num(cx + 9)} ${num(top)}V${num(top - 40)}L${num(cx + c.W * 0.3)} ${num(top)}M${num(cx + 9)} ${num(top - 40)}L${num(cx - c.W * 0.12)} ${num(top)}`;
    crane += `M${num(cx + c.W * 0.2)} ${num(top + 14)}V${num(top + c.H * 0.16)}`;
    s += `<path d="${crane}" stroke="#e0a81e" stroke-width="3.5" fill="none"/>`;
    s += `<rect x="${num(cx - c.W * 0.12)}" y="${num(top - 4)}" width="36" height="26" fill="#8b8f96"/>`;
    s += ridge(c, h - 14, 14, 0.5, '#a68a6a', h + 2, { smooth: true }).svg;
    s += ground(c, '#b08a5e', '#7c5a3a');
    // dirt mounds and tyre ruts
    for (let i = 0; i < 3; i++) {
      const x = c.rng.range(-40, 40);
      const y = c.rng.range(-30, -14);
      s += groundPoly(c, blob(x, y, c.rng.range(3, 6)), '#94704a');
    }
    for (const y of [-1.3, 1.3])
      s += groundPoly(
        c,
        [
          [-300, y - 0.3],
          [300, y - 0.3],
          [300, y + 0.3],
          [-300, y + 0.3],
        ],
        '#6b4d33',
        ' opacity="0.35"',
      );
    s += speckles(c, 260, ['#8c6a45', '#c9a57a', '#6e5238', '#a88660'], 0.07);
    // cones
    for (const [x, y] of [
      [-7, -5],
      [-3.5, -5.5],
      [8, -6],
      [11, 4.5],
    ] as const)
      s += cone(c, x, y);
    return s;
  },
};

function cone(c: SceneCtx, x: number, y: number): string {
  const b = projectPt(c, [x, y, 0]);
  const t = projectPt(c, [x, y, 0.7]);
  if (!b || !t) return '';
  const hgt = b[1] - t[1];
  const w = hgt * 0.42;
  return `<path d="M${num(b[0] - w)} ${num(b[1])}L${num(b[0] + w)} ${num(b[1])}L${num(t[0] + w * 0.12)} ${num(t[1])}L${num(t[0] - w * 0.12)} ${num(t[1])}Z" fill="#f26b1d"/><path d="M${num(b[0] - w * 0.62)} ${num(b[1] - hgt * 0.45)}L${num(b[0] + w * 0.62)} ${num(b[1] - hgt * 0.45)}L${num(b[0] + w * 0.5)} ${num(b[1] - hgt * 0.6)}L${num(b[0] - w * 0.5)} ${num(b[1] - hgt * 0.6)}Z" fill="#ffffff"/><rect x="${num(b[0] - w * 1.2)}" y="${num(b[1] - hgt * 0.06)}" width="${num(w * 2.4)}" height="${num(hgt * 0.08)}" fill="#c9541a"/>`;
}

const quarry: Scene = {
  id: 'quarry',
  reflection: 0,
  shadow: 0.55,
  vignette: 0.35,
  light: {
    key: [-0.6, 0.7, 0.4],
    sunColor: '#fff0da',
    sunStrength: 0.78,
    skyAmbient: '#c7d3e2',
    groundAmbient: '#8a7d6d',
    ambientStrength: 0.5,
    envSky: '#c5d6ea',
    envHorizon: '#e8e0d3',
    envGround: '#5b5248',
    night: false,
  },
  back: (c) => {
    const h = c.horizon;
    let s = sky(c, [
      [0, '#5e90cc'],
      [1, '#e4e6e2'],
    ]);
    // terraced quarry walls
    const tiers = 4;
    for (let i = 0; i < tiers; i++) {
      const y = h - c.H * (0.26 - i * 0.06);
      const col = mix('#a39585', '#c7b9a4', i / tiers);
      s += ridge(c, y, 12, 0.45, col, h + 2).svg;
      s += `<rect x="0" y="${num(y + 8)}" width="${c.W}" height="6" fill="#7d7164" opacity="0.35"/>`;
    }
    s += ground(c, '#b5a690', '#857662');
    for (let i = 0; i < 4; i++)
      s += groundPoly(c, blob(c.rng.range(-40, 40), c.rng.range(-35, -15), c.rng.range(2, 5)), c.rng.pick(['#9c8f7c', '#b8ad9a', '#8a7e6c']));
    for (const y of [-1.3, 1.3])
      s += groundPoly(
        c,
        [
          [-300, y - 0.35],
          [300, y - 0.35],
          [300, y + 0.35],
          [-300, y + 0.35],
        ],
        '#6d6152',
        ' opacity="0.3"',
      );
    s += speckles(c, 260, ['#9c8f7c', '#c9bfae', '#7d7262', '#b3a690'], 0.08);
    return s;
  },
};

const siteNight: Scene = {
  id: 'site-night',
  reflection: 0.12,
  shadow: 0.5,
  vignette: 0.5,
  light: {
    key: [0.3, 0.85, 0.45],
    sunColor: '#fff0c8',
    sunStrength: 0.8,
    skyAmbient: '#3a4566',
    groundAmbient: '#2a2722',
    ambientStrength: 0.42,
    envSky: '#3b4770',
    envHorizon: '#e8c890',
    envGround: '#15130f',
    night: true,
    rim: { dir: [-0.7, 0.3, -0.6], color: '#8fb4ff', strength: 0.4 },
  },
  back: (c) => {
    const h = c.horizon;
    let s = sky(c, [
      [0, '#0a0f22'],
      [0.8, '#232c52'],
      [1, '#4a4668'],
    ]);
    s += skyline(c, h + 2, c.H * 0.04, c.H * 0.12, '#121730', '#ffd58a', 0.2);
    s += ground(c, '#3b3429', '#15120e');
    // flood light towers
    for (const fx of [0.15, 0.85]) {
      const x = c.W * fx;
      const top = h - c.H * 0.28;
      s += `<path d="M${num(x)} ${num(h + 10)}V${num(top)}" stroke="#5c6068" stroke-width="6"/>`;
      s += `<rect x="${num(x - 34)}" y="${num(top - 16)}" width="68" height="20" rx="4" fill="#fff7d8"/>`;
      const beam = c.doc.linear([
        [0, '#fff3c4', 0.4],
        [1, '#fff3c4', 0],
      ]);
      s += `<path d="M${num(x - 34)} ${num(top)}L${num(x + 34)} ${num(top)}L${num(x + (fx < 0.5 ? 520 : -180))} ${num(c.H)}L${num(x + (fx < 0.5 ? 180 : -520))} ${num(c.H)}Z" fill="${beam}"/>`;
      s += glow(c, x, top - 6, 120, 70, '#fff1c0', 0.6);
    }
    for (const [x, y] of [
      [-7, -5],
      [8, -6],
      [12, 5],
    ] as const)
      s += cone(c, x, y);
    return s;
  },
};

const campground: Scene = {
  id: 'campground',
  reflection: 0,
  shadow: 0.5,
  vignette: 0.45,
  light: {
    key: [-0.4, 0.5, 0.7],
    sunColor: '#ffd2a1',
    sunStrength: 0.55,
    skyAmbient: '#7e86b6',
    groundAmbient: '#3a3a2a',
    ambientStrength: 0.52,
    envSky: '#8f8fc0',
    envHorizon: '#ffbf8a',
    envGround: '#272a1e',
    night: true,
    rim: { dir: [0.6, 0.2, -0.8], color: '#ff9f5a', strength: 0.5 },
  },
  back: (c) => {
    const h = c.horizon;
    let s = sky(c, [
      [0, '#1d2450'],
      [0.55, '#58528a'],
      [0.85, '#d9889a'],
      [1, '#ffc28a'],
    ]);
    let stars = '';
    for (let i = 0; i < 50; i++) stars += `M${num(c.rng.range(0, c.W))} ${num(c.rng.range(0, h * 0.4))}h1.5`;
    s += `<path d="${stars}" stroke="#ffffff" stroke-width="1.5" opacity="0.6"/>`;
    s += ridge(c, h - c.H * 0.1, c.H * 0.05, 0.55, '#4a4876', h + 2, { smooth: true }).svg;
    s += treeLine(c, h + 4, c.H * 0.16, c.H * 0.3, 1.1, 'pine', ['#1f2d33', '#25343a', '#1a262b']);
    s += ground(c, '#3d4a2e', '#1c2416');
    // campfire glow and string lights
    s += glow(c, c.W * 0.88, c.subject.y1 - 10, 200, 120, '#ff9a3c', 0.45);
    let bulbs = '';
    for (let i = 0; i <= 24; i++) {
      const x = (i / 24) * c.W;
      const y = h - c.H * 0.2 + Math.sin((i / 24) * Math.PI * 3) * 18 + 20;
      bulbs += glow(c, x, y, 16, 16, '#ffd98a', 0.7) + `<circle cx="${num(x)}" cy="${num(y)}" r="3" fill="#fff3cf"/>`;
    }
    s +=
      `<path d="M0 ${num(h - c.H * 0.2 + 20)}Q${num(c.W / 2)} ${num(h - c.H * 0.12)} ${c.W} ${num(h - c.H * 0.2 + 20)}" stroke="#3a3028" stroke-width="2" fill="none"/>` +
      bulbs;
    return s;
  },
};

const meadow: Scene = {
  id: 'meadow',
  reflection: 0,
  shadow: 0.55,
  vignette: 0.3,
  light: {
    key: [-0.55, 0.65, 0.5],
    sunColor: '#fff5df',
    sunStrength: 0.75,
    skyAmbient: '#bcd6f0',
    groundAmbient: '#6d7e45',
    ambientStrength: 0.55,
    envSky: '#b1d1f1',
    envHorizon: '#eef4e8',
    envGround: '#3f4a2a',
    night: false,
  },
  back: (c) => {
    const h = c.horizon;
    let s = sky(c, [
      [0, '#3d82d0'],
      [1, '#d7eaf7'],
    ]);
    s += clouds(c, 5, h * 0.1, h * 0.55, '#ffffff', '#cbdcee', 0.85);
    const far = ridge(c, h - c.H * 0.12, c.H * 0.05, 0.55, '#8ea6c0', h + 2, { peaks: 2 });
    s += far.svg + snowCaps(c, far.pts, h - c.H * 0.18, '#f3f7fb');
    s += ridge(c, h - c.H * 0.05, c.H * 0.03, 0.5, '#6f9455', h + 2, { smooth: true }).svg;
    s += treeLine(c, h + 2, c.H * 0.06, c.H * 0.12, 0.5, 'pine', ['#2f5a36', '#3a6a3e']);
    s += ground(c, '#8fb05a', '#5b7a35');
    s += speckles(c, 200, ['#f5e66b', '#ffffff', '#e98bc0', '#b08be0'], 0.05, [-30, 30, -30, 30], 1);
    s += road(c, -3.6, 3.4, '#b59f7c', '#b59f7c', { edge: false });
    return s;
  },
};

// ---- water scenes ----------------------------------------------------------------------------

function waterSurface(c: SceneCtx, far: string, near: string, sparkle: string, sparkleOpacity: number): string {
  let s = band(c, c.horizon - 1, c.H, [
    [0, far],
    [1, near],
  ]);
  let d = '';
  for (let i = 0; i < 180; i++) {
    const t = Math.pow(c.rng.next(), 1.8);
    const y = c.horizon + 3 + t * (c.H - c.horizon);
    const len = 8 + t * 90;
    const x = c.rng.range(-20, c.W);
    d += `M${num(x)} ${num(y)}h${num(len)}`;
  }
  s += `<path d="${d}" stroke="${sparkle}" stroke-width="2" opacity="${num(sparkleOpacity)}" stroke-linecap="round"/>`;
  return s;
}

const marina: Scene = {
  id: 'marina',
  reflection: 0.3,
  shadow: 0,
  water: true,
  vignette: 0.3,
  light: {
    key: [-0.5, 0.6, 0.6],
    sunColor: '#fff3de',
    sunStrength: 0.75,
    skyAmbient: '#bcd6f2',
    groundAmbient: '#3f6f8a',
    ambientStrength: 0.55,
    envSky: '#b3d3f3',
    envHorizon: '#eef6fb',
    envGround: '#2e5f7c',
    night: false,
  },
  back: (c) => {
    const h = c.horizon;
    let s = sky(c, [
      [0, '#3f86d2'],
      [1, '#dbeef9'],
    ]);
    s += clouds(c, 4, h * 0.1, h * 0.55, '#ffffff', '#cfdff0', 0.8);
    s += ridge(c, h - c.H * 0.07, c.H * 0.03, 0.5, '#7c9bb0', h + 2, { smooth: true }).svg;
    s += skyline(c, h - c.H * 0.01, c.H * 0.02, c.H * 0.05, '#d8d2c6', '#8a7a66', 0.2);
    // moored boats and masts
    let masts = '';
    for (let i = 0; i < 16; i++) {
      const x = c.rng.range(0, c.W);
      masts += `M${num(x)} ${num(h)}v${num(-c.rng.range(0.08, 0.22) * c.H)}`;
      s += `<path d="M${num(x - 34)} ${num(h - 8)}h68l-9 12h-50Z" fill="#f4f6f8"/><rect x="${num(x - 14)}" y="${num(h - 18)}" width="26" height="10" fill="#dfe6ec"/>`;
    }
    s += `<path d="${masts}" stroke="#eef2f6" stroke-width="2.5"/>`;
    s += waterSurface(c, '#3f7fa6', '#0f3f63', '#d9f0ff', 0.45);
    // pontoon behind the boat
    s += groundPoly(
      c,
      [
        [-200, -9],
        [200, -9],
        [200, -11.5],
        [-200, -11.5],
      ],
      '#b89a72',
      '',
      0.35,
    );
    let planks = '';
    for (let x = -80; x < 80; x += 0.9) planks += lineOnGround(c, [x, -9], [x, -11.5]).replace(/M/g, 'M');
    s += `<path d="${planks}" stroke="#8a6f4e" stroke-width="1" opacity="0.5"/>`;
    return s;
  },
};

const openSea: Scene = {
  id: 'open-sea',
  reflection: 0.22,
  shadow: 0,
  water: true,
  vignette: 0.4,
  light: {
    key: [-0.35, 0.35, 0.85],
    sunColor: '#ffd0a0',
    sunStrength: 0.55,
    skyAmbient: '#c6a4b8',
    groundAmbient: '#2f4560',
    ambientStrength: 0.55,
    envSky: '#f1a77a',
    envHorizon: '#ffd9a8',
    envGround: '#1f3550',
    night: false,
    rim: { dir: [0.5, 0.25, -0.85], color: '#ffa060', strength: 0.8 },
  },
  back: (c) => {
    const h = c.horizon;
    let s = sky(c, [
      [0, '#34417a'],
      [0.5, '#8b5e8e'],
      [0.8, '#ef8f6e'],
      [1, '#ffd59a'],
    ]);
    const sx = c.W * c.rng.range(0.3, 0.7);
    s += sunDisc(c, sx, h - c.H * 0.05, c.H * 0.04, '#fff3d2', '#ffb06a');
    s += clouds(c, 4, h * 0.2, h * 0.7, '#f6a59a', '#6e4f86', 0.45);
    s += waterSurface(c, '#6d6a8e', '#1c2846', '#ffc98c', 0.6);
    // sun glitter path
    let d = '';
    for (let i = 0; i < 90; i++) {
      const t = Math.pow(c.rng.next(), 1.5);
      const y = h + 2 + t * (c.H - h);
      const spread = 20 + t * 260;
      d += `M${num(sx + c.rng.range(-spread, spread))} ${num(y)}h${num(10 + t * 60)}`;
    }
    s += `<path d="${d}" stroke="#ffe2b0" stroke-width="3" opacity="0.7" stroke-linecap="round"/>`;
    return s;
  },
};

const tropical: Scene = {
  id: 'tropical',
  reflection: 0.18,
  shadow: 0,
  water: true,
  vignette: 0.25,
  light: {
    key: [-0.6, 0.75, 0.4],
    sunColor: '#fffaf0',
    sunStrength: 0.8,
    skyAmbient: '#b8dcf5',
    groundAmbient: '#3fb0b5',
    ambientStrength: 0.55,
    envSky: '#a8d6f8',
    envHorizon: '#effafd',
    envGround: '#1f8fa0',
    night: false,
  },
  back: (c) => {
    const h = c.horizon;
    let s = sky(c, [
      [0, '#2a86dd'],
      [1, '#d6f0fb'],
    ]);
    s += clouds(c, 5, h * 0.2, h * 0.7, '#ffffff', '#d0e4f2', 0.9);
    // island with palms
    const ix = c.W * c.rng.range(0.6, 0.8);
    s += `<path d="M${num(ix - 260)} ${num(h + 2)}Q${num(ix)} ${num(h - c.H * 0.09)} ${num(ix + 300)} ${num(h + 2)}Z" fill="#3f8a4a"/>`;
    s += `<path d="M${num(ix - 300)} ${num(h + 2)}Q${num(ix)} ${num(h - 14)} ${num(ix + 340)} ${num(h + 2)}Z" fill="#efe0b4"/>`;
    for (let k = 0; k < 4; k++) {
      const px = ix - 120 + k * 70;
      const top = h - c.H * c.rng.range(0.11, 0.16);
      s += `<path d="M${num(px)} ${num(h - 6)}Q${num(px + 12)} ${num((top + h) / 2)} ${num(px + 6)} ${num(top)}" stroke="#6b5236" stroke-width="5" fill="none"/>`;
      for (let f = 0; f < 6; f++) {
        const a = (f / 6) * Math.PI * 2;
        s += `<path d="M${num(px + 6)} ${num(top)}q${num(Math.cos(a) * 30)} ${num(-14)} ${num(Math.cos(a) * 60)} ${num(Math.abs(Math.sin(a)) * 20 + 6)}" stroke="#2f7a3a" stroke-width="7" fill="none" stroke-linecap="round"/>`;
      }
    }
    s += waterSurface(c, '#3cc3c8', '#0c7f95', '#ffffff', 0.5);
    return s;
  },
};

const lake: Scene = {
  id: 'lake',
  reflection: 0.3,
  shadow: 0.5,
  vignette: 0.35,
  light: {
    key: [-0.5, 0.55, 0.6],
    sunColor: '#ffe9c8',
    sunStrength: 0.7,
    skyAmbient: '#c4d3e6',
    groundAmbient: '#3f5a4a',
    ambientStrength: 0.55,
    envSky: '#c0d6ee',
    envHorizon: '#f0e4cf',
    envGround: '#2a3a32',
    night: false,
  },
  back: (c) => {
    const h = c.horizon;
    let s = sky(c, [
      [0, '#5287c8'],
      [1, '#f1e3cc'],
    ]);
    s += clouds(c, 3, h * 0.1, h * 0.45, '#ffffff', '#d9dde6', 0.7);
    const far = ridge(c, h - c.H * 0.13, c.H * 0.05, 0.55, '#7f94ad', h - c.H * 0.04, { peaks: 2 });
    s += far.svg + snowCaps(c, far.pts, h - c.H * 0.19, '#f4f7fb');
    s += treeLine(c, h - c.H * 0.035, c.H * 0.05, c.H * 0.09, 0.7, 'pine', ['#2f5038', '#36583c', '#29452f']);
    s += `<rect x="0" y="${num(h - c.H * 0.04)}" width="${c.W}" height="${num(c.H * 0.04 + 2)}" fill="${c.doc.linear([
      [0, '#5b7f8f'],
      [1, '#3d6577'],
    ])}"/>`;
    s += ground(c, '#6f8f55', '#4a6537');
    return s;
  },
};

const bayNight: Scene = {
  id: 'bay-night',
  reflection: 0.28,
  shadow: 0,
  water: true,
  vignette: 0.5,
  light: { ...cityNight.light, groundAmbient: '#1a2238', envGround: '#0c1428' },
  back: (c) => {
    const h = c.horizon;
    let s = sky(c, [
      [0, '#070b1d'],
      [0.7, '#1a2150'],
      [1, '#4b3a74'],
    ]);
    let stars = '';
    for (let i = 0; i < 60; i++) stars += `M${num(c.rng.range(0, c.W))} ${num(c.rng.range(0, h * 0.5))}h1.6`;
    s += `<path d="${stars}" stroke="#ffffff" stroke-width="1.6" opacity="0.5"/>`;
    s += skyline(c, h - c.H * 0.01, c.H * 0.1, c.H * 0.26, '#141a36', '#ffd58a', 0.35);
    s += softHaze(c, '#b05ab0', 50, 6, 0.3);
    s += waterSurface(c, '#1d2448', '#060914', '#ffcf7a', 0.35);
    // light columns reflected in the bay
    for (let i = 0; i < 16; i++) {
      const x = c.rng.range(0, c.W);
      const col = c.rng.pick(['#ffcf7a', '#ff6fc8', '#6fd6ff', '#fff1d0']);
      const g = c.doc.linear([
        [0, col, 0.45],
        [1, col, 0],
      ]);
      let d = '';
      for (let y = h + 2; y < h + c.H * 0.3; y += 7) d += `M${num(x - c.rng.range(4, 14))} ${num(y)}h${num(c.rng.range(8, 28))}`;
      s += `<path d="${d}" stroke="${g}" stroke-width="3"/>`;
    }
    return s;
  },
};

const lakeForest: Scene = {
  id: 'lake-forest',
  reflection: 0.32,
  shadow: 0,
  water: true,
  vignette: 0.35,
  light: { ...autumn.light, groundAmbient: '#3d5260', envGround: '#2a3a44' },
  back: (c) => {
    const h = c.horizon;
    let s = sky(c, [
      [0, '#8fb3d9'],
      [1, '#f3dfc2'],
    ]);
    s += clouds(c, 3, h * 0.1, h * 0.4, '#fff6e8', '#d8c2a8', 0.6);
    s += ridge(c, h - c.H * 0.12, 26, 0.5, '#b68a6a', h + 2, { smooth: true }).svg;
    s += treeLine(c, h - c.H * 0.005, c.H * 0.14, c.H * 0.24, 1.2, 'broadleaf', ['#c8632a', '#d98b2b', '#a8401f', '#e0a63a', '#8f5a2a'], '#4a3020');
    s += treeLine(c, h + 3, c.H * 0.1, c.H * 0.16, 1.0, 'pine', ['#2f4a2e', '#3a5634'], '#3b2a20');
    s += waterSurface(c, '#5c7a86', '#1f3a48', '#f5e2c0', 0.4);
    // the shore mirrored in the water, softly
    s += `<rect x="0" y="${num(h)}" width="${c.W}" height="${num(c.H * 0.06)}" fill="#b8652c" opacity="0.25"/>`;
    return s;
  },
};

const alpineLake: Scene = {
  id: 'alpine-lake',
  reflection: 0.34,
  shadow: 0,
  water: true,
  vignette: 0.3,
  light: { ...snow.light, groundAmbient: '#6f8ca6', envGround: '#3d5a73' },
  back: (c) => {
    const h = c.horizon;
    let s = sky(c, [
      [0, '#4f86c6'],
      [0.7, '#a8cbec'],
      [1, '#e8f1fa'],
    ]);
    const far = ridge(c, h - c.H * 0.14, c.H * 0.06, 0.55, '#8ea9c8', h + 2, { peaks: 3 });
    s += far.svg + snowCaps(c, far.pts, h - c.H * 0.21, '#f4f8fd');
    const mid = ridge(c, h - c.H * 0.06, c.H * 0.03, 0.55, '#6d87a6', h + 2, { peaks: 2 });
    s += mid.svg + snowCaps(c, mid.pts, h - c.H * 0.11, '#e9f1fa');
    let trees = '';
    let x = -20;
    while (x < c.W + 20) {
      const th = c.rng.range(0.04, 0.08) * c.H;
      trees += pine(x, h + 2, th, c.rng.pick(['#24422f', '#2d4e38', '#1d3828']), '#f2f6fb');
      x += th * c.rng.range(0.25, 0.6);
    }
    s += trees;
    s += waterSurface(c, '#7ea4c4', '#2a4f70', '#ffffff', 0.4);
    return s;
  },
};

const openSeaDay: Scene = {
  id: 'open-sea-day',
  reflection: 0.16,
  shadow: 0,
  water: true,
  vignette: 0.25,
  light: { ...tropical.light, groundAmbient: '#2a6d9a', envGround: '#1d5a86' },
  back: (c) => {
    const h = c.horizon;
    let s = sky(c, [
      [0, '#1f6fd1'],
      [1, '#cfe6f7'],
    ]);
    s += clouds(c, 6, h * 0.15, h * 0.75, '#ffffff', '#c9dcee', 0.9);
    s += `<path d="M${num(c.W * 0.1)} ${num(h + 1)}q${num(c.W * 0.08)} ${num(-c.H * 0.03)} ${num(c.W * 0.2)} 0Z" fill="#7f98ad" opacity="0.6"/>`;
    s += waterSurface(c, '#2d7fb8', '#0b3f6e', '#e8f6ff', 0.55);
    // a few whitecaps
    let d = '';
    for (let i = 0; i < 40; i++) {
      const t = Math.pow(c.rng.next(), 1.6);
      d += `M${num(c.rng.range(0, c.W))} ${num(h + 4 + t * (c.H - h))}q6 -4 ${num(10 + t * 40)} 0`;
    }
    s += `<path d="${d}" stroke="#ffffff" stroke-width="2.5" fill="none" opacity="0.6"/>`;
    return s;
  },
};

const SCENES: Record<SceneId, Scene> = {
  studio,
  sunset,
  desert,
  coastal,
  'city-night': cityNight,
  autumn,
  snow,
  racetrack,
  showroom,
  harbour,
  construction,
  quarry,
  'site-night': siteNight,
  depot,
  campground,
  marina,
  'open-sea': openSea,
  tropical,
  lake,
  meadow,
  'bay-night': bayNight,
  'lake-forest': lakeForest,
  'alpine-lake': alpineLake,
  'open-sea-day': openSeaDay,
};

export function getScene(id: SceneId): Scene {
  return SCENES[id];
}
