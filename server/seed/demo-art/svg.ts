/** Minimal SVG writer: compact number formatting, element helpers and a defs registry with stable ids. */

export type Pt = readonly [number, number];

/** One decimal is plenty at 1600 px and keeps the document small. */
export function num(n: number): string {
  const r = Math.round(n * 10) / 10;
  return Object.is(r, -0) ? '0' : String(r);
}

export function pathOf(points: readonly Pt[], close = true): string {
  let d = '';
  for (let i = 0; i < points.length; i++) {
    const p = points[i] as Pt;
    d += `${i === 0 ? 'M' : 'L'}${num(p[0])} ${num(p[1])}`;
  }
  return close ? `${d}Z` : d;
}

/** Smooth closed/open path through points (Catmull-Rom converted to cubic Béziers). */
export function smoothPath(points: readonly Pt[], close = true, tension = 0.5): string {
  const n = points.length;
  if (n < 3) return pathOf(points, close);
  const at = (i: number): Pt => (close ? (points[(i + n) % n] as Pt) : (points[Math.max(0, Math.min(n - 1, i))] as Pt));
  let d = `M${num(at(0)[0])} ${num(at(0)[1])}`;
  const last = close ? n : n - 1;
  for (let i = 0; i < last; i++) {
    const p0 = at(i - 1);
    const p1 = at(i);
    const p2 = at(i + 1);
    const p3 = at(i + 2);
    const k = tension / 3;
    const c1: Pt = [p1[0] + (p2[0] - p0[0]) * k, p1[1] + (p2[1] - p0[1]) * k];
    const c2: Pt = [p2[0] - (p3[0] - p1[0]) * k, p2[1] - (p3[1] - p1[1]) * k];
    d += `C${num(c1[0])} ${num(c1[1])} ${num(c2[0])} ${num(c2[1])} ${num(p2[0])} ${num(p2[1])}`;
  }
  return close ? `${d}Z` : d;
}

export type Attrs = Record<string, string | number | undefined>;

export function attrs(a: Attrs): string {
  let s = '';
  for (const [k, v] of Object.entries(a)) {
    if (v === undefined) continue;
    s += ` ${k}="${typeof v === 'number' ? num(v) : v}"`;
  }
  return s;
}

export function el(name: string, a: Attrs, children?: string): string {
  return children === undefined ? `<${name}${attrs(a)}/>` : `<${name}${attrs(a)}>${children}</${name}>`;
}

export const path = (d: string, a: Attrs = {}): string => el('path', { d, ...a });
export const poly = (points: readonly Pt[], a: Attrs = {}): string => el('path', { d: pathOf(points), ...a });
export const rect = (x: number, y: number, w: number, h: number, a: Attrs = {}): string => el('rect', { x, y, width: w, height: h, ...a });
export const circle = (cx: number, cy: number, r: number, a: Attrs = {}): string => el('circle', { cx, cy, r, ...a });
export const ellipse = (cx: number, cy: number, rx: number, ry: number, a: Attrs = {}): string => el('ellipse', { cx, cy, rx, ry, ...a });
export const line = (x1: number, y1: number, x2: number, y2: number, a: Attrs = {}): string => el('line', { x1, y1, x2, y2, ...a });
export const group = (children: string, a: Attrs = {}): string => el('g', a, children);

export type Stop = readonly [offset: number, color: string, opacity?: number];

function stopsOf(stops: readonly Stop[]): string {
  return stops
    .map(
      ([o, c, op]) =>
        `<stop offset="${num(o * 100)}%" stop-color="${c}"${op === undefined || op === 1 ? '' : ` stop-opacity="${Math.round(op * 1000) / 1000}"`}/>`,
    )
    .join('');
}

export interface LinearOpts {
  x1?: number;
  y1?: number;
  x2?: number;
  y2?: number;
  /** Coordinates in user space (pixels) instead of the shape's bounding box. */
  user?: boolean;
}

export interface RadialOpts {
  cx?: number;
  cy?: number;
  r?: number;
  fx?: number;
  fy?: number;
  user?: boolean;
  transform?: string;
}

/** Collects <defs> and hands out ids; identical definitions are shared. */
export class SvgDoc {
  private readonly defs: string[] = [];
  private readonly cache = new Map<string, string>();
  private counter = 0;
  readonly body: string[] = [];

  constructor(
    readonly width: number,
    readonly height: number,
  ) {}

  uid(prefix: string): string {
    this.counter += 1;
    return `${prefix}${this.counter}`;
  }

  add(...parts: string[]): void {
    for (const p of parts) this.body.push(p);
  }

  /** Registers a definition (keyed by its content) and returns its id. */
  def(prefix: string, make: (id: string) => string, key?: string): string {
    const k = key ?? make('§');
    const hit = this.cache.get(k);
    if (hit) return hit;
    const id = this.uid(prefix);
    this.defs.push(make(id));
    this.cache.set(k, id);
    return id;
  }

  linear(stops: readonly Stop[], o: LinearOpts = {}): string {
    const a: Attrs = {
      x1: o.x1 ?? 0,
      y1: o.y1 ?? 0,
      x2: o.x2 ?? 0,
      y2: o.y2 ?? 1,
      gradientUnits: o.user ? 'userSpaceOnUse' : undefined,
    };
    const inner = stopsOf(stops);
    const id = this.def('g', (i) => `<linearGradient id="${i}"${attrs(a)}>${inner}</linearGradient>`);
    return `url(#${id})`;
  }

  radial(stops: readonly Stop[], o: RadialOpts = {}): string {
    const a: Attrs = {
      cx: o.cx ?? 0.5,
      cy: o.cy ?? 0.5,
      r: o.r ?? 0.5,
      fx: o.fx,
      fy: o.fy,
      gradientUnits: o.user ? 'userSpaceOnUse' : undefined,
      gradientTransform: o.transform,
    };
    const inner = stopsOf(stops);
    const id = this.def('r', (i) => `<radialGradient id="${i}"${attrs(a)}>${inner}</radialGradient>`);
    return `url(#${id})`;
  }

  /** Gaussian blur filter; the region is generous so soft shadows are not clipped. */
  blur(std: number): string {
    const s = Math.round(std * 10) / 10;
    const id = this.def('b', (i) => `<filter id="${i}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${s}"/></filter>`);
    return `url(#${id})`;
  }

  /** A raw definition (clipPath, mask, pattern) written by the caller with the given id. */
  raw(prefix: string, make: (id: string) => string): string {
    const id = this.uid(prefix);
    this.defs.push(make(id));
    return id;
  }

  toString(): string {
    const w = this.width;
    const h = this.height;
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>`;
  }
}
