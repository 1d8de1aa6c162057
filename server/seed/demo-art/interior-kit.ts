/** 2D drawing helpers for interior views: dials, steering wheels, seats, vents, screens, stitching. */
import { darken, lighten } from './color.ts';
import type { Random } from './random.ts';
import { num, pathOf, smoothPath, type Pt, type SvgDoc } from './svg.ts';

export const TAU = Math.PI * 2;

export function polar(cx: number, cy: number, r: number, a: number, ry = r): Pt {
  return [cx + Math.cos(a) * r, cy + Math.sin(a) * ry];
}

export function arcPath(cx: number, cy: number, r: number, a0: number, a1: number, ry = r): string {
  const n = Math.max(8, Math.ceil((Math.abs(a1 - a0) / TAU) * 64));
  const pts: Pt[] = [];
  for (let i = 0; i <= n; i++) pts.push(polar(cx, cy, r, a0 + ((a1 - a0) * i) / n, ry));
  return pathOf(pts, false);
}

/** Vertical gradient fill shortcut. */
export function vgrad(doc: SvgDoc, top: string, bottom: string, mid?: string): string {
  return doc.linear(
    mid
      ? [
          [0, top],
          [0.5, mid],
          [1, bottom],
        ]
      : [
          [0, top],
          [1, bottom],
        ],
  );
}

export interface DialOpts {
  cx: number;
  cy: number;
  r: number;
  /** Glow/needle accent. */
  accent: string;
  face?: string;
  /** Needle position 0..1. */
  value: number;
  redZone?: boolean;
  majors?: number;
  /** Sweep in radians (default 270°). */
  sweep?: number;
  bezel?: 'chrome' | 'dark' | 'none';
  lit?: boolean;
  digits?: string;
}

/** Analogue gauge with bezel, ticks, red zone, needle and hub (no text: numerals are tick bars). */
export function dial(doc: SvgDoc, o: DialOpts): string {
  const { cx, cy, r } = o;
  const sweep = o.sweep ?? (Math.PI * 3) / 2;
  const start = Math.PI / 2 + (TAU - sweep) / 2;
  const majors = o.majors ?? 8;
  let s = '';
  if (o.bezel !== 'none') {
    const bez =
      o.bezel === 'dark'
        ? doc.linear(
            [
              [0, '#5a5d63'],
              [0.5, '#1e1f23'],
              [1, '#3a3c41'],
            ],
            { x1: 0, y1: 0, x2: 1, y2: 1 },
          )
        : doc.linear(
            [
              [0, '#f4f6f8'],
              [0.45, '#8f959c'],
              [0.55, '#c9ced4'],
              [1, '#5d6167'],
            ],
            { x1: 0, y1: 0, x2: 1, y2: 1 },
          );
    s += `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r * 1.08)}" fill="${bez}"/>`;
  }
  const face = o.face ?? '#0c0d10';
  s += `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" fill="${doc.radial([
    [0, lighten(face, 0.08)],
    [0.85, face],
    [1, darken(face, 0.4)],
  ])}"/>`;
  if (o.lit !== false)
    s += `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r * 0.97)}" fill="none" stroke="${o.accent}" stroke-width="${num(r * 0.018)}" opacity="0.7"/>`;
  const tickCol = lighten(face, 0.85);
  let ticks = '';
  const minors = majors * 5;
  for (let i = 0; i <= minors; i++) {
    const a = start + (sweep * i) / minors;
    const major = i % 5 === 0;
    const r0 = r * (major ? 0.76 : 0.84);
    const p0 = polar(cx, cy, r0, a);
    const p1 = polar(cx, cy, r * 0.9, a);
    ticks += `M${num(p0[0])} ${num(p0[1])}L${num(p1[0])} ${num(p1[1])}`;
  }
  s += `<path d="${ticks}" stroke="${tickCol}" stroke-width="${num(r * 0.018)}" stroke-linecap="round"/>`;
  // numeral stand-ins: short bold bars at the majors
  let bars = '';
  for (let i = 0; i <= majors; i++) {
    const a = start + (sweep * i) / majors;
    const p0 = polar(cx, cy, r * 0.6, a);
    const p1 = polar(cx, cy, r * 0.68, a);
    bars += `M${num(p0[0])} ${num(p0[1])}L${num(p1[0])} ${num(p1[1])}`;
  }
  s += `<path d="${bars}" stroke="${tickCol}" stroke-width="${num(r * 0.05)}" stroke-linecap="round" opacity="0.85"/>`;
  if (o.redZone)
    s += `<path d="${arcPath(cx, cy, r * 0.87, start + sweep * 0.8, start + sweep)}" fill="none" stroke="#e0302a" stroke-width="${num(r * 0.07)}"/>`;
  // value arc glow
  s += `<path d="${arcPath(cx, cy, r * 0.94, start, start + sweep * o.value)}" fill="none" stroke="${o.accent}" stroke-width="${num(r * 0.035)}" opacity="0.9" stroke-linecap="round"/>`;
  if (o.digits) s += sevenSegment(o.digits, cx, cy + r * 0.42, r * 0.16, o.accent);
  const na = start + sweep * o.value;
  const tip = polar(cx, cy, r * 0.88, na);
  const tail = polar(cx, cy, r * 0.18, na + Math.PI);
  const side = polar(cx, cy, r * 0.035, na + Math.PI / 2);
  const side2 = polar(cx, cy, r * 0.035, na - Math.PI / 2);
  s += `<path d="M${num(tail[0])} ${num(tail[1])}L${num(side[0])} ${num(side[1])}L${num(tip[0])} ${num(tip[1])}L${num(side2[0])} ${num(side2[1])}Z" fill="${o.accent}"/>`;
  s += `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r * 0.09)}" fill="${doc.radial([
    [0, '#6b6f76'],
    [1, '#151619'],
  ])}"/>`;
  // glass reflection
  s += `<path d="M${num(cx - r * 0.85)} ${num(cy - r * 0.2)}A${num(r)} ${num(r)} 0 0 1 ${num(cx + r * 0.6)} ${num(cy - r * 0.78)}Q${num(cx - r * 0.1)} ${num(cy - r * 0.55)} ${num(cx - r * 0.85)} ${num(cy - r * 0.2)}Z" fill="#ffffff" opacity="0.06"/>`;
  return s;
}

const SEG: Record<string, string> = {
  '0': 'abcdef',
  '1': 'bc',
  '2': 'abged',
  '3': 'abgcd',
  '4': 'fgbc',
  '5': 'afgcd',
  '6': 'afgcde',
  '7': 'abc',
  '8': 'abcdefg',
  '9': 'abcdfg',
  '-': 'g',
  P: 'abefg',
  N: 'ceg',
  D: 'bcdeg',
  E: 'adefg',
  F: 'aefg',
};

/** Seven-segment digits (no fonts needed), centred at (cx, cy) with digit height h. */
export function sevenSegment(text: string, cx: number, cy: number, h: number, color: string): string {
  const w = h * 0.55;
  const gap = h * 0.22;
  const total = text.length * w + (text.length - 1) * gap;
  let x = cx - total / 2;
  let d = '';
  const t = h * 0.11;
  for (const ch of text) {
    const segs = SEG[ch] ?? '';
    const top = cy - h / 2;
    const mid = cy;
    const bot = cy + h / 2;
    const seg = (x0: number, y0: number, x1: number, y1: number): string => `M${num(x0)} ${num(y0)}L${num(x1)} ${num(y1)}`;
    if (segs.includes('a')) d += seg(x + t, top, x + w - t, top);
    if (segs.includes('b')) d += seg(x + w, top + t, x + w, mid - t);
    if (segs.includes('c')) d += seg(x + w, mid + t, x + w, bot - t);
    if (segs.includes('d')) d += seg(x + t, bot, x + w - t, bot);
    if (segs.includes('e')) d += seg(x, mid + t, x, bot - t);
    if (segs.includes('f')) d += seg(x, top + t, x, mid - t);
    if (segs.includes('g')) d += seg(x + t, mid, x + w - t, mid);
    x += w + gap;
  }
  return `<path d="${d}" stroke="${color}" stroke-width="${num(t * 1.3)}" stroke-linecap="round"/>`;
}

export interface WheelOpts {
  cx: number;
  cy: number;
  rx: number;
  ry: number;
  thick: number;
  rim: string;
  spokes: 2 | 3 | 4;
  hub: string;
  accent: string;
  stainless?: boolean;
}

/** Steering wheel seen from the driver's seat (an ellipse tilted away). */
export function steeringWheel(doc: SvgDoc, o: WheelOpts): string {
  const { cx, cy, rx, ry, thick } = o;
  let s = '';
  // spokes first
  const spokeFill = o.stainless
    ? doc.linear([
        [0, '#eef1f4'],
        [1, '#7f858c'],
      ])
    : doc.linear([
        [0, lighten(o.hub, 0.15)],
        [1, darken(o.hub, 0.3)],
      ]);
  const angles =
    o.spokes === 2
      ? [Math.PI * 0.02, Math.PI * 0.98]
      : o.spokes === 3
        ? [Math.PI * 0.05, Math.PI * 0.95, Math.PI / 2]
        : [Math.PI * 0.2, Math.PI * 0.8, Math.PI * 1.2, Math.PI * 1.8];
  for (const a of angles) {
    const p = polar(cx, cy, rx * 0.92, a, ry * 0.92);
    const n = [Math.cos(a + Math.PI / 2), Math.sin(a + Math.PI / 2)];
    const w0 = o.stainless ? thick * 0.25 : thick * 0.9;
    const w1 = o.stainless ? thick * 0.2 : thick * 0.6;
    s += `<path d="M${num(cx + (n[0] as number) * w0)} ${num(cy + (n[1] as number) * w0)}L${num(p[0] + (n[0] as number) * w1)} ${num(p[1] + (n[1] as number) * w1)}L${num(p[0] - (n[0] as number) * w1)} ${num(p[1] - (n[1] as number) * w1)}L${num(cx - (n[0] as number) * w0)} ${num(cy - (n[1] as number) * w0)}Z" fill="${spokeFill}"/>`;
  }
  // rim: thick ring with a lit top
  const rimGrad = o.stainless
    ? doc.linear([
        [0, '#ffffff'],
        [0.3, '#c4c9cf'],
        [0.7, '#6e747b'],
        [1, '#aab0b7'],
      ])
    : doc.linear([
        [0, lighten(o.rim, 0.25)],
        [0.35, o.rim],
        [1, darken(o.rim, 0.5)],
      ]);
  s += `<ellipse cx="${num(cx)}" cy="${num(cy)}" rx="${num(rx)}" ry="${num(ry)}" fill="none" stroke="${rimGrad}" stroke-width="${num(thick)}"/>`;
  s += `<path d="${arcPath(cx, cy, rx + thick * 0.22, Math.PI * 1.12, Math.PI * 1.88, ry + thick * 0.22)}" fill="none" stroke="#ffffff" stroke-width="${num(thick * 0.12)}" opacity="0.25" stroke-linecap="round"/>`;
  if (!o.stainless) {
    // stitching along the rim and an accent top marker
    s += `<ellipse cx="${num(cx)}" cy="${num(cy)}" rx="${num(rx)}" ry="${num(ry)}" fill="none" stroke="${o.accent}" stroke-width="${num(thick * 0.06)}" stroke-dasharray="${num(thick * 0.25)} ${num(thick * 0.2)}" opacity="0.8"/>`;
    const top = polar(cx, cy, rx, -Math.PI / 2, ry);
    s += `<rect x="${num(top[0] - thick * 0.35)}" y="${num(top[1] - thick * 0.52)}" width="${num(thick * 0.7)}" height="${num(thick * 1.04)}" rx="${num(thick * 0.15)}" fill="${o.accent}"/>`;
  }
  // hub / airbag
  const hubR = o.stainless ? rx * 0.16 : rx * 0.34;
  s += `<ellipse cx="${num(cx)}" cy="${num(cy + ry * 0.04)}" rx="${num(hubR)}" ry="${num(hubR * (ry / rx) * 0.92)}" fill="${doc.radial(
    [
      [0, lighten(o.hub, 0.18)],
      [0.8, o.hub],
      [1, darken(o.hub, 0.5)],
    ],
    { cx: 0.45, cy: 0.35 },
  )}"/>`;
  s += `<ellipse cx="${num(cx)}" cy="${num(cy + ry * 0.02)}" rx="${num(hubR * 0.28)}" ry="${num(hubR * 0.2)}" fill="${doc.linear([
    [0, '#f2f4f6'],
    [1, '#7d838a'],
  ])}"/>`;
  return s;
}

/** Air vent with slats. */
export function vent(doc: SvgDoc, x: number, y: number, w: number, h: number, frame: string): string {
  let s = `<rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}" rx="${num(Math.min(w, h) * 0.2)}" fill="${doc.linear([
    [0, lighten(frame, 0.2)],
    [1, darken(frame, 0.3)],
  ])}"/>`;
  s += `<rect x="${num(x + w * 0.06)}" y="${num(y + h * 0.12)}" width="${num(w * 0.88)}" height="${num(h * 0.76)}" rx="${num(Math.min(w, h) * 0.12)}" fill="#0b0c0e"/>`;
  let d = '';
  const n = Math.max(3, Math.round(h / 14));
  for (let i = 1; i < n; i++) d += `M${num(x + w * 0.1)} ${num(y + h * 0.12 + (h * 0.76 * i) / n)}h${num(w * 0.8)}`;
  s += `<path d="${d}" stroke="#5c6068" stroke-width="${num(Math.max(1.5, h * 0.035))}"/>`;
  return s;
}

/** Infotainment / chart plotter screen with a stylised map. */
export function screen(doc: SvgDoc, x: number, y: number, w: number, h: number, accent: string, rng: Random, kind: 'map' | 'chart' = 'map'): string {
  const base = kind === 'chart' ? ['#0f3f66', '#1b6d9a'] : ['#0e1522', '#1b2740'];
  let s = `<rect x="${num(x - 8)}" y="${num(y - 8)}" width="${num(w + 16)}" height="${num(h + 16)}" rx="14" fill="#0a0a0c"/>`;
  s += `<rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}" rx="8" fill="${doc.linear(
    [
      [0, base[0] as string],
      [1, base[1] as string],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  )}"/>`;
  let roads = '';
  for (let i = 0; i < 7; i++) {
    const pts: Pt[] = [];
    let px = x + rng.range(0, w);
    let py = y + rng.range(0, h);
    for (let k = 0; k < 4; k++) {
      pts.push([px, py]);
      px = Math.max(x + 6, Math.min(x + w - 6, px + rng.range(-w * 0.4, w * 0.4)));
      py = Math.max(y + 6, Math.min(y + h - 6, py + rng.range(-h * 0.4, h * 0.4)));
    }
    roads += smoothPath(pts, false);
  }
  if (kind === 'chart') {
    s += `<path d="M${num(x)} ${num(y + h * 0.3)}C${num(x + w * 0.3)} ${num(y + h * 0.1)} ${num(x + w * 0.5)} ${num(y + h * 0.5)} ${num(x + w * 0.45)} ${num(y)}L${num(x)} ${num(y)}Z" fill="#d9c58f" opacity="0.8"/>`;
    s += `<path d="${roads}" stroke="#8fd3ff" stroke-width="1.5" fill="none" opacity="0.5" stroke-dasharray="4 6"/>`;
  } else
    s += `<path d="${roads}" stroke="#3d5a86" stroke-width="5" fill="none" stroke-linecap="round"/><path d="${roads}" stroke="#7fa6d9" stroke-width="1.6" fill="none"/>`;
  const rx = x + w * 0.55;
  const ry = y + h * 0.6;
  s += `<path d="M${num(x + w * 0.15)} ${num(y + h * 0.85)}Q${num(x + w * 0.4)} ${num(y + h * 0.8)} ${num(rx)} ${num(ry)}T${num(x + w * 0.85)} ${num(y + h * 0.2)}" stroke="${accent}" stroke-width="6" fill="none" stroke-linecap="round"/>`;
  s += `<circle cx="${num(rx)}" cy="${num(ry)}" r="12" fill="#ffffff"/><circle cx="${num(rx)}" cy="${num(ry)}" r="8" fill="${accent}"/>`;
  s += `<rect x="${num(x)}" y="${num(y + h - h * 0.16)}" width="${num(w)}" height="${num(h * 0.16)}" fill="#000000" opacity="0.45"/>`;
  for (let i = 0; i < 5; i++)
    s += `<rect x="${num(x + w * (0.08 + i * 0.18))}" y="${num(y + h * 0.88)}" width="${num(w * 0.1)}" height="${num(h * 0.06)}" rx="3" fill="#ffffff" opacity="0.55"/>`;
  s += `<path d="M${num(x)} ${num(y)}L${num(x + w * 0.45)} ${num(y)}L${num(x)} ${num(y + h * 0.7)}Z" fill="#ffffff" opacity="0.05"/>`;
  return s;
}

/** Dashed stitching along a path. */
export function stitch(d: string, color: string, width = 2.2): string {
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="${num(width)}" stroke-dasharray="${num(width * 3.2)} ${num(width * 2.4)}" stroke-linecap="round" opacity="0.9"/>`;
}

export interface SeatOpts {
  /** Centre of the backrest's bottom edge. */
  x: number;
  y: number;
  /** Overall scale (1 = about 420 px wide backrest). */
  k: number;
  leather: string;
  piping: string;
  thread: string;
  quilt: boolean;
  /** Mirror for the passenger side. */
  flip?: boolean;
  /** Show the cushion in front of the backrest. */
  cushion?: boolean;
}

/** A sports/luxury seat seen from the front: headrest, bolstered backrest, cushion. */
export function seat(doc: SvgDoc, o: SeatOpts): string {
  const { x, y, k } = o;
  const L = o.leather;
  const dark = darken(L, 0.45);
  const lit = lighten(L, 0.18);
  const body = doc.linear([
    [0, lit],
    [0.6, L],
    [1, dark],
  ]);
  const side = doc.linear(
    [
      [0, lighten(L, 0.08)],
      [1, darken(L, 0.55)],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0.4 },
  );
  const sx = (v: number): number => x + (o.flip ? -v : v) * k;
  const sy = (v: number): number => y + v * k;
  let s = '';
  // soft shadow behind
  s += `<ellipse cx="${num(x)}" cy="${num(sy(-260))}" rx="${num(260 * k)}" ry="${num(330 * k)}" fill="${doc.radial([
    [0, '#000000', 0.45],
    [1, '#000000', 0],
  ])}"/>`;
  // headrest on posts
  s += `<path d="M${num(sx(-40))} ${num(sy(-560))}v${num(60 * k)}M${num(sx(40))} ${num(sy(-560))}v${num(60 * k)}" stroke="#9aa0a7" stroke-width="${num(10 * k)}"/>`;
  s += `<rect x="${num(x - 120 * k)}" y="${num(sy(-720))}" width="${num(240 * k)}" height="${num(170 * k)}" rx="${num(70 * k)}" fill="${body}"/>`;
  s += stitch(`M${num(x - 95 * k)} ${num(sy(-690))}H${num(x + 95 * k)}`, o.thread, 2.4 * k);
  // backrest: side bolsters and centre panel
  const back = `M${num(sx(-200))} ${num(sy(-40))}C${num(sx(-230))} ${num(sy(-300))} ${num(sx(-215))} ${num(sy(-470))} ${num(sx(-150))} ${num(sy(-540))}Q${num(x)} ${num(sy(-580))} ${num(sx(150))} ${num(sy(-540))}C${num(sx(215))} ${num(sy(-470))} ${num(sx(230))} ${num(sy(-300))} ${num(sx(200))} ${num(sy(-40))}Z`;
  s += `<path d="${back}" fill="${side}"/>`;
  const panel = `M${num(sx(-120))} ${num(sy(-60))}C${num(sx(-140))} ${num(sy(-260))} ${num(sx(-130))} ${num(sy(-420))} ${num(sx(-100))} ${num(sy(-500))}Q${num(x)} ${num(sy(-525))} ${num(sx(100))} ${num(sy(-500))}C${num(sx(130))} ${num(sy(-420))} ${num(sx(140))} ${num(sy(-260))} ${num(sx(120))} ${num(sy(-60))}Z`;
  s += `<path d="${panel}" fill="${body}"/>`;
  s += `<path d="${panel}" fill="none" stroke="${o.piping}" stroke-width="${num(6 * k)}"/>`;
  if (o.quilt) {
    const clipId = doc.raw('c', (id) => `<clipPath id="${id}"><path d="${panel}"/></clipPath>`);
    let q = '';
    for (let i = -8; i <= 8; i++) {
      q += `M${num(x + i * 40 * k - 300 * k)} ${num(sy(-560))}l${num(600 * k)} ${num(600 * k)}`;
      q += `M${num(x + i * 40 * k + 300 * k)} ${num(sy(-560))}l${num(-600 * k)} ${num(600 * k)}`;
    }
    s += `<g clip-path="url(#${clipId})"><path d="${q}" stroke="${dark}" stroke-width="${num(3 * k)}" opacity="0.55"/>${stitch(q, o.thread, 1.6 * k)}</g>`;
  } else {
    let pleats = '';
    for (let i = 1; i < 7; i++) pleats += `M${num(sx(-118))} ${num(sy(-60 - i * 62))}H${num(sx(118))}`;
    s += `<path d="${pleats}" stroke="${dark}" stroke-width="${num(4 * k)}" opacity="0.5"/>`;
    s += stitch(pleats, o.thread, 1.8 * k);
  }
  s += stitch(
    `M${num(sx(-150))} ${num(sy(-70))}C${num(sx(-170))} ${num(sy(-280))} ${num(sx(-160))} ${num(sy(-440))} ${num(sx(-125))} ${num(sy(-515))}`,
    o.thread,
    2.2 * k,
  );
  s += stitch(
    `M${num(sx(150))} ${num(sy(-70))}C${num(sx(170))} ${num(sy(-280))} ${num(sx(160))} ${num(sy(-440))} ${num(sx(125))} ${num(sy(-515))}`,
    o.thread,
    2.2 * k,
  );
  if (o.cushion !== false) {
    const cush = `M${num(sx(-215))} ${num(sy(-50))}L${num(sx(215))} ${num(sy(-50))}C${num(sx(260))} ${num(sy(60))} ${num(sx(270))} ${num(sy(180))} ${num(sx(250))} ${num(sy(230))}L${num(sx(-250))} ${num(sy(230))}C${num(sx(-270))} ${num(sy(180))} ${num(sx(-260))} ${num(sy(60))} ${num(sx(-215))} ${num(sy(-50))}Z`;
    s += `<path d="${cush}" fill="${doc.linear([
      [0, dark],
      [0.3, L],
      [1, lit],
    ])}"/>`;
    const inner = `M${num(sx(-130))} ${num(sy(-40))}L${num(sx(130))} ${num(sy(-40))}L${num(sx(150))} ${num(sy(220))}L${num(sx(-150))} ${num(sy(220))}Z`;
    s += `<path d="${inner}" fill="${doc.linear([
      [0, darken(L, 0.2)],
      [1, lighten(L, 0.1)],
    ])}" stroke="${o.piping}" stroke-width="${num(5 * k)}"/>`;
    s += stitch(`M${num(sx(-140))} ${num(sy(60))}H${num(sx(140))}M${num(sx(-145))} ${num(sy(140))}H${num(sx(145))}`, o.thread, 1.8 * k);
  }
  return s;
}
