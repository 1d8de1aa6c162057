/** Building blocks for backgrounds: skies, sun, clouds, ridges, tree lines, skylines, ground plane shapes. */
import { project, type Camera } from './camera.ts';
import type { V3 } from './math3d.ts';
import type { Random } from './random.ts';
import { num, pathOf, smoothPath, type Pt, type SvgDoc } from './svg.ts';

export interface SceneCtx {
  doc: SvgDoc;
  W: number;
  H: number;
  cam: Camera;
  horizon: number;
  rng: Random;
  /** Screen box of the vehicle(s), for placing lights and keeping clutter away. */
  subject: { x0: number; y0: number; x1: number; y1: number };
  /** 'side' | 'front' ... helps ground details pick a layout. */
  view: string;
}

/** Full-width rectangle from y0 to y1 filled with a vertical gradient. */
export function band(c: SceneCtx, y0: number, y1: number, stops: readonly (readonly [number, string])[]): string {
  const fill = c.doc.linear(
    stops.map(([o, col]) => [o, col] as const),
    { x1: 0, y1: y0, x2: 0, y2: y1, user: true },
  );
  return `<rect x="0" y="${num(y0)}" width="${c.W}" height="${num(y1 - y0)}" fill="${fill}"/>`;
}

export function glow(c: SceneCtx, x: number, y: number, rx: number, ry: number, color: string, opacity: number): string {
  const fill = c.doc.radial([
    [0, color, opacity],
    [0.4, color, opacity * 0.45],
    [1, color, 0],
  ]);
  return `<ellipse cx="${num(x)}" cy="${num(y)}" rx="${num(rx)}" ry="${num(ry)}" fill="${fill}"/>`;
}

export function sunDisc(c: SceneCtx, x: number, y: number, r: number, core: string, halo: string): string {
  return (
    glow(c, x, y, r * 9, r * 6, halo, 0.55) +
    glow(c, x, y, r * 3.2, r * 3.2, halo, 0.7) +
    `<circle cx="${num(x)}" cy="${num(y)}" r="${num(r)}" fill="${core}"/>`
  );
}

/** Soft cumulus clouds made of radial blobs (no filters: cheap to rasterise). */
export function clouds(c: SceneCtx, count: number, yMin: number, yMax: number, color: string, shade: string, opacity = 0.9): string {
  let s = '';
  const lit = c.doc.radial([
    [0, color, opacity],
    [0.55, color, opacity * 0.85],
    [1, color, 0],
  ]);
  const dark = c.doc.radial([
    [0, shade, opacity * 0.8],
    [0.6, shade, opacity * 0.4],
    [1, shade, 0],
  ]);
  for (let i = 0; i < count; i++) {
    const cx = c.rng.range(-0.1, 1.1) * c.W;
    const cy = c.rng.range(yMin, yMax);
    const w = c.rng.range(0.12, 0.3) * c.W * (0.6 + ((cy - yMin) / Math.max(1, yMax - yMin)) * 0.2);
    const puffs = c.rng.int(4, 7);
    for (let k = 0; k < puffs; k++) {
      const px = cx + (k / (puffs - 1) - 0.5) * w + c.rng.range(-0.05, 0.05) * w;
      const r = w * c.rng.range(0.14, 0.26) * (1 - Math.abs(k / (puffs - 1) - 0.5));
      s += `<ellipse cx="${num(px)}" cy="${num(cy + r * 0.35)}" rx="${num(r * 1.6)}" ry="${num(r * 0.7)}" fill="${dark}"/>`;
      s += `<ellipse cx="${num(px)}" cy="${num(cy - r * 0.1)}" rx="${num(r * 1.5)}" ry="${num(r * 0.95)}" fill="${lit}"/>`;
    }
  }
  return s;
}

/** A ridge line by midpoint displacement, filled down to yBottom. */
export function ridge(
  c: SceneCtx,
  baseY: number,
  amp: number,
  rough: number,
  fill: string,
  yBottom: number,
  opts: { peaks?: number; smooth?: boolean } = {},
): { svg: string; pts: Pt[] } {
  const n = 64;
  const ys: number[] = new Array(n + 1).fill(0);
  let step = n;
  let a = amp;
  ys[0] = c.rng.range(-0.5, 0.5) * amp;
  ys[n] = c.rng.range(-0.5, 0.5) * amp;
  while (step > 1) {
    const half = step / 2;
    for (let i = half; i < n; i += step) ys[i] = ((ys[i - half] as number) + (ys[i + half] as number)) / 2 + c.rng.range(-1, 1) * a;
    a *= rough;
    step = half;
  }
  const peaks = opts.peaks ?? 0;
  for (let p = 0; p < peaks; p++) {
    const center = c.rng.range(0.1, 0.9) * n;
    const width = c.rng.range(6, 14);
    const height = c.rng.range(0.6, 1.2) * amp;
    for (let i = 0; i <= n; i++) ys[i] = (ys[i] as number) - height * Math.max(0, 1 - Math.abs(i - center) / width);
  }
  const pts: Pt[] = ys.map((y, i) => [(i / n) * (c.W + 40) - 20, baseY + y]);
  const d = opts.smooth ? smoothPath(pts, false) : pathOf(pts, false);
  return { svg: `<path d="${d}L${c.W + 20} ${num(yBottom)}L-20 ${num(yBottom)}Z" fill="${fill}"/>`, pts };
}

/** Snow caps: the part of a ridge above a line, lightened. */
export function snowCaps(c: SceneCtx, pts: readonly Pt[], snowLine: number, color: string): string {
  let s = '';
  let run: Pt[] = [];
  const flush = (): void => {
    if (run.length >= 3) {
      const jag = run.map(([x, y], i) => [x, i === 0 || i === run.length - 1 ? y : Math.max(y, snowLine + (i % 3 === 0 ? 18 : i % 2 ? 6 : -4))] as Pt);
      s += `<path d="${pathOf(run, false)}${jag
        .slice()
        .reverse()
        .map(([x, y]) => `L${num(x)} ${num(y)}`)
        .join('')}Z" fill="${color}"/>`;
    }
    run = [];
  };
  for (const p of pts) {
    if (p[1] < snowLine) run.push(p);
    else flush();
  }
  flush();
  return s;
}

/** Conifer silhouette. */
export function pine(x: number, base: number, h: number, fill: string, snow?: string): string {
  const w = h * 0.42;
  const tiers = 4;
  let d = '';
  let snowD = '';
  for (let i = 0; i < tiers; i++) {
    const t0 = base - h * (0.12 + i * 0.2);
    const top = t0 - h * 0.42;
    const ww = w * (1 - i * 0.2);
    d += `M${num(x - ww / 2)} ${num(t0)}L${num(x)} ${num(top)}L${num(x + ww / 2)} ${num(t0)}Z`;
    if (snow) snowD += `M${num(x - ww * 0.28)} ${num(top + h * 0.2)}L${num(x)} ${num(top)}L${num(x + ww * 0.3)} ${num(top + h * 0.18)}Z`;
  }
  d += `M${num(x - h * 0.03)} ${num(base)}h${num(h * 0.06)}v${num(-h * 0.16)}h${num(-h * 0.06)}Z`;
  return `<path d="${d}" fill="${fill}"/>` + (snow ? `<path d="${snowD}" fill="${snow}"/>` : '');
}

/** Broadleaf tree: trunk and a crown of blobs in a few tones. */
export function broadleaf(c: SceneCtx, x: number, base: number, h: number, tones: readonly string[], trunk: string): string {
  let s = `<path d="M${num(x - h * 0.035)} ${num(base)}L${num(x - h * 0.015)} ${num(base - h * 0.55)}L${num(x + h * 0.015)} ${num(base - h * 0.55)}L${num(x + h * 0.035)} ${num(base)}Z" fill="${trunk}"/>`;
  const blobs = 7;
  for (let i = 0; i < blobs; i++) {
    const a = (i / blobs) * Math.PI * 2;
    const r = h * c.rng.range(0.17, 0.24);
    const bx = x + Math.cos(a) * h * 0.17;
    const by = base - h * 0.68 + Math.sin(a) * h * 0.14;
    s += `<circle cx="${num(bx)}" cy="${num(by)}" r="${num(r)}" fill="${tones[i % tones.length]}"/>`;
  }
  s += `<circle cx="${num(x - h * 0.05)}" cy="${num(base - h * 0.76)}" r="${num(h * 0.2)}" fill="${tones[0]}"/>`;
  return s;
}

/** Row of trees along a baseline with depth-faded colours. */
export function treeLine(
  c: SceneCtx,
  baseY: number,
  minH: number,
  maxH: number,
  density: number,
  kind: 'pine' | 'broadleaf',
  tones: readonly string[],
  trunk = '#3b2a20',
  snow?: string,
): string {
  let s = '';
  let x = -30 + c.rng.range(0, 20);
  while (x < c.W + 40) {
    const h = c.rng.range(minH, maxH);
    const y = baseY + c.rng.range(-0.05, 0.08) * h;
    if (kind === 'pine') s += pine(x, y, h, c.rng.pick(tones), snow);
    else s += broadleaf(c, x, y, h, [c.rng.pick(tones), c.rng.pick(tones), c.rng.pick(tones)], trunk);
    x += (h * 0.45) / density;
  }
  return s;
}

/** City skyline with lit windows. */
export function skyline(c: SceneCtx, baseY: number, minH: number, maxH: number, fill: string, windowColor: string, litRatio: number): string {
  let s = '';
  let win = '';
  let x = -20;
  while (x < c.W + 20) {
    const w = c.rng.range(0.04, 0.09) * c.W;
    const h = c.rng.range(minH, maxH);
    const top = baseY - h;
    s += `M${num(x)} ${num(baseY)}V${num(top)}H${num(x + w)}V${num(baseY)}Z`;
    if (c.rng.chance(0.3)) s += `M${num(x + w * 0.4)} ${num(top)}v${num(-h * 0.12)}h${num(w * 0.08)}v${num(h * 0.12)}Z`;
    const cols = Math.max(2, Math.floor(w / 14));
    const rows = Math.floor((h - 12) / 16);
    for (let r = 0; r < rows; r++)
      for (let k = 0; k < cols; k++) {
        if (!c.rng.chance(litRatio)) continue;
        const wx = x + 5 + (k * (w - 10)) / cols;
        const wy = top + 8 + r * 16;
        win += `M${num(wx)} ${num(wy)}h${num(Math.max(3, (w - 10) / cols - 5))}v7h${num(-Math.max(3, (w - 10) / cols - 5))}Z`;
      }
    x += w + c.rng.range(-4, 6);
  }
  return `<path d="${s}" fill="${fill}"/><path d="${win}" fill="${windowColor}" opacity="0.85"/>`;
}

/** Clip a ground polygon (world) to the camera's near plane and project it. */
export function projectGround(cam: Camera, pts: readonly V3[], near = 0.6): Pt[] {
  const cz = (p: V3): number => (p[0] - cam.pos[0]) * cam.fwd[0] + (p[1] - cam.pos[1]) * cam.fwd[1] + (p[2] - cam.pos[2]) * cam.fwd[2];
  const clipped: V3[] = [];
  for (let i = 0; i < pts.length; i++) {
    const a = pts[i] as V3;
    const b = pts[(i + 1) % pts.length] as V3;
    const za = cz(a);
    const zb = cz(b);
    if (za >= near) clipped.push(a);
    if (za >= near !== zb >= near) {
      const t = (near - za) / (zb - za);
      clipped.push([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t]);
    }
  }
  return clipped.map((p) => {
    const q = project(cam, p);
    return [q[0], q[1]] as Pt;
  });
}

export function groundPoly(c: SceneCtx, pts: readonly (readonly [number, number])[], fill: string, extra = '', z = 0): string {
  const scr = projectGround(
    c.cam,
    pts.map(([x, y]) => [x, y, z] as V3),
  );
  if (scr.length < 3) return '';
  return `<path d="${pathOf(scr)}" fill="${fill}"${extra}/>`;
}

/** Road along the x axis (the vehicle's heading) between y0 and y1, with edge lines and a dashed centre. */
export function road(
  c: SceneCtx,
  y0: number,
  y1: number,
  asphalt: string,
  lineColor: string,
  opts: { center?: number; dashed?: boolean; edge?: boolean; wet?: boolean } = {},
): string {
  const L = 400;
  let s = groundPoly(
    c,
    [
      [-L, y0],
      [L, y0],
      [L, y1],
      [-L, y1],
    ],
    asphalt,
  );
  const edge = opts.edge ?? true;
  if (edge) {
    for (const y of [y0 + 0.35, y1 - 0.35])
      s += groundPoly(
        c,
        [
          [-L, y - 0.07],
          [L, y - 0.07],
          [L, y + 0.07],
          [-L, y + 0.07],
        ],
        lineColor,
        ' opacity="0.85"',
      );
  }
  if (opts.center !== undefined) {
    const y = opts.center;
    if (opts.dashed === false) {
      s += groundPoly(
        c,
        [
          [-L, y - 0.12],
          [L, y - 0.12],
          [L, y - 0.02],
          [-L, y - 0.02],
        ],
        '#e8b923',
      );
      s += groundPoly(
        c,
        [
          [-L, y + 0.02],
          [L, y + 0.02],
          [L, y + 0.12],
          [-L, y + 0.12],
        ],
        '#e8b923',
      );
    } else {
      let d = '';
      for (let x = -120; x < 120; x += 9) {
        const scr = projectGround(c.cam, [
          [x, y - 0.07, 0],
          [x + 3.5, y - 0.07, 0],
          [x + 3.5, y + 0.07, 0],
          [x, y + 0.07, 0],
        ]);
        if (scr.length >= 3) d += pathOf(scr);
      }
      s += `<path d="${d}" fill="${lineColor}" opacity="0.9"/>`;
    }
  }
  return s;
}

/** Haze band around the horizon: transparent above and below, `opacity` at the horizon. */
export function softHaze(c: SceneCtx, color: string, above: number, below: number, opacity: number): string {
  const fill = c.doc.linear(
    [
      [0, color, 0],
      [above / (above + below), color, opacity],
      [1, color, 0],
    ],
    { x1: 0, y1: c.horizon - above, x2: 0, y2: c.horizon + below, user: true },
  );
  return `<rect x="0" y="${num(c.horizon - above)}" width="${c.W}" height="${num(above + below)}" fill="${fill}"/>`;
}

export function vignette(c: SceneCtx, strength: number, color = '#000000'): string {
  const fill = c.doc.radial(
    [
      [0, color, 0],
      [0.62, color, 0],
      [1, color, strength],
    ],
    { cx: c.W / 2, cy: c.H * 0.52, r: Math.hypot(c.W, c.H) * 0.56, user: true },
  );
  return `<rect width="${c.W}" height="${c.H}" fill="${fill}"/>`;
}
