/**
 * The renderer: painter's ordering with back-face culling over a pinhole camera (camera.ts), turning
 * faces shaded by shading.ts into flat or gradient-filled paths.
 */
import { hexToRgb, mixRgb, rgbToHex } from './color.ts';
import { pixelScale, project, type Camera } from './camera.ts';
import type { Face, Model, Part, Tube } from './geometry.ts';
import { centroid, cross, dot, length, normalize, polygonNormal, sub, type V3 } from './math3d.ts';
import type { RenderTarget } from './render-target.ts';
import { shade } from './shading.ts';
import { num, pathOf, type Pt } from './svg.ts';
import { drawWheel, wheelOutline } from './wheels.ts';

function tilt(n: V3, up: number): V3 {
  return normalize([n[0], n[1], n[2] + up]);
}

const mirrorPt = (p: V3): V3 => [p[0], p[1], -p[2]];

function tinyOnScreen(pts: readonly Pt[], limit: number): boolean {
  let x0 = Infinity;
  let x1 = -Infinity;
  let y0 = Infinity;
  let y1 = -Infinity;
  for (const [x, y] of pts) {
    if (x < x0) x0 = x;
    if (x > x1) x1 = x;
    if (y < y0) y0 = y;
    if (y > y1) y1 = y;
  }
  return Math.min(x1 - x0, y1 - y0) < limit && Math.max(x1 - x0, y1 - y0) < limit * 3;
}

function mixHex(a: string, b: string): string {
  return rgbToHex(mixRgb(hexToRgb(a), hexToRgb(b), 0.5));
}

interface Drawable {
  group: number;
  stack: number;
  depth: number;
  draw: () => void;
}

function distTo(cam: Camera, p: V3): number {
  return length(sub(p, cam.pos));
}

export function drawFace(t: RenderTarget, f: Face, seam = 1.2): void {
  const pts = t.mirror ? f.pts.map(mirrorPt) : f.pts;
  let n = f.normal ?? polygonNormal(f.pts);
  if (t.mirror) n = [n[0], n[1], -n[2]];
  const c = centroid(pts);
  const v = normalize(sub(t.cam.pos, c));
  if (dot(n, v) <= 0) {
    if (!f.twoSided) return;
    n = [-n[0], -n[1], -n[2]];
  }
  const scr: Pt[] = [];
  for (const p of pts) {
    const q = project(t.cam, p);
    if (q[2] < 0.05) return;
    scr.push([q[0], q[1]]);
  }
  const op = f.opacity !== undefined && f.opacity < 1 ? ` opacity="${num(f.opacity)}"` : '';
  if (f.stroke !== undefined) {
    const w = Math.max(0.6, f.stroke * pixelScale(t.cam, c));
    const col = rgbToHex(shade(t.env, f.mat, n, v));
    t.out.push(
      `<path d="${pathOf(scr, f.closed ?? false)}" fill="none" stroke="${col}" stroke-width="${num(w)}" stroke-linecap="round" stroke-linejoin="round"${op}/>`,
    );
    return;
  }
  let fill: string;
  if (f.sheen) {
    const up = rgbToHex(shade(t.env, f.mat, tilt(n, 0.9), v));
    const hi = rgbToHex(shade(t.env, f.mat, tilt(n, 0.2), v));
    const lo = rgbToHex(shade(t.env, f.mat, tilt(n, -0.12), v));
    const down = rgbToHex(shade(t.env, f.mat, tilt(n, -0.7), v));
    const flip = t.mirror;
    fill = t.doc.linear(
      flip
        ? [
            [0, down],
            [0.5, lo],
            [0.54, hi],
            [1, up],
          ]
        : [
            [0, up],
            [0.42, hi],
            [0.47, lo],
            [1, down],
          ],
    );
    // the base paint stays visible in the document as the face's nominal colour
  } else if (f.mat.kind === 'glass') {
    const a = rgbToHex(shade(t.env, f.mat, tilt(n, 0.6), v));
    const b = rgbToHex(shade(t.env, f.mat, tilt(n, -0.4), v));
    fill = t.doc.linear(
      [
        [0, a],
        [0.55, a, 1],
        [0.56, b],
        [1, b],
      ],
      { x1: 0, y1: 0, x2: 0.35, y2: 1 },
    );
  } else if (f.smooth && (t.mirror || tinyOnScreen(scr, 10))) {
    const sm = f.smooth;
    const n0: V3 = t.mirror ? [sm.n0[0], sm.n0[1], -sm.n0[2]] : sm.n0;
    const n1: V3 = t.mirror ? [sm.n1[0], sm.n1[1], -sm.n1[2]] : sm.n1;
    fill = mixHex(rgbToHex(shade(t.env, f.mat, n0, v)), rgbToHex(shade(t.env, f.mat, n1, v)));
  } else if (f.smooth) {
    const sm = f.smooth;
    const n0: V3 = t.mirror ? [sm.n0[0], sm.n0[1], -sm.n0[2]] : sm.n0;
    const n1: V3 = t.mirror ? [sm.n1[0], sm.n1[1], -sm.n1[2]] : sm.n1;
    const c0 = rgbToHex(shade(t.env, f.mat, n0, v));
    const c1 = rgbToHex(shade(t.env, f.mat, n1, v));
    if (c0 === c1) fill = c0;
    else {
      const a = project(t.cam, t.mirror ? mirrorPt(sm.a) : sm.a);
      const b = project(t.cam, t.mirror ? mirrorPt(sm.b) : sm.b);
      if (sm.iso) {
        const tip: V3 = [sm.a[0] + sm.iso[0], sm.a[1] + sm.iso[1], sm.a[2] + sm.iso[2]];
        const q = project(t.cam, t.mirror ? mirrorPt(tip) : tip);
        const dx = q[0] - a[0];
        const dy = q[1] - a[1];
        const l2 = dx * dx + dy * dy;
        if (l2 > 1e-6) {
          const k = ((b[0] - a[0]) * dx + (b[1] - a[1]) * dy) / l2;
          b[0] -= dx * k;
          b[1] -= dy * k;
        }
      }
      if (Math.hypot(b[0] - a[0], b[1] - a[1]) < 1.5) fill = mixHex(c0, c1);
      else
        fill = t.doc.linear(
          [
            [0, c0],
            [1, c1],
          ],
          { x1: a[0], y1: a[1], x2: b[0], y2: b[1], user: true },
        );
    }
  } else {
    fill = rgbToHex(shade(t.env, f.mat, n, v));
  }
  t.out.push(`<path d="${pathOf(scr)}" fill="${fill}"${seam > 0 ? ` stroke="${fill}" stroke-width="${seam}" stroke-linejoin="round"` : ''}${op}/>`);
  if (f.glow && t.env.light.night && !t.mirror) {
    const q = project(t.cam, c);
    t.glows.push({ x: q[0], y: q[1], r: f.glow * pixelScale(t.cam, c), color: f.mat.color });
  }
}

function drawPart(t: RenderTarget, part: Part): void {
  const faces = part.faces.map((f) => ({ f, d: distTo(t.cam, t.mirror ? mirrorPt(centroid(f.pts)) : centroid(f.pts)) })).sort((a, b) => b.d - a.d);
  for (const { f } of faces) drawFace(t, f);
  for (const d of part.decals) if (!t.mirror || d.stroke === undefined) drawFace(t, d, 0.5);
}

function drawTube(t: RenderTarget, tube: Tube): void {
  const pts = t.mirror ? tube.pts.map(mirrorPt) : tube.pts;
  const scr: Pt[] = [];
  for (const p of pts) {
    const q = project(t.cam, p);
    if (q[2] < 0.05) return;
    scr.push([q[0], q[1]]);
  }
  const c = centroid(pts);
  const w = Math.max(0.8, tube.radius * 2 * pixelScale(t.cam, c));
  const v = normalize(sub(t.cam.pos, c));
  const side = normalize(cross(v, [0, 0, 1]));
  const nUp = normalize([side[0] * 0.2 + 0, side[1] * 0.2, 1]);
  const base = rgbToHex(shade(t.env, tube.mat, normalize([(v[0] + nUp[0]) / 2, (v[1] + nUp[1]) / 2, (v[2] + nUp[2]) / 2]), v));
  const dark = rgbToHex(shade(t.env, tube.mat, normalize([v[0] - nUp[0] * 0.8, v[1] - nUp[1] * 0.8, v[2] - nUp[2] * 0.8]), v));
  const hi = rgbToHex(shade(t.env, tube.mat, nUp, v));
  const d = pathOf(scr, false);
  const off = w * (t.mirror ? 0.18 : -0.18);
  t.out.push(`<path d="${d}" fill="none" stroke="${dark}" stroke-width="${num(w)}" stroke-linecap="round" stroke-linejoin="round"/>`);
  t.out.push(
    `<path d="${d}" fill="none" stroke="${base}" stroke-width="${num(w * 0.72)}" stroke-linecap="round" stroke-linejoin="round" transform="translate(0 ${num(off * 0.5)})"/>`,
  );
  if (w > 2.5)
    t.out.push(
      `<path d="${d}" fill="none" stroke="${hi}" stroke-width="${num(w * 0.22)}" stroke-linecap="round" stroke-linejoin="round" opacity="0.8" transform="translate(0 ${num(off)})"/>`,
    );
}

/** Draw a whole model (or its floor reflection) into t.out. */
export function drawModel(t: RenderTarget, model: Model): void {
  const items: Drawable[] = [];
  const sgn = t.mirror ? -1 : 1;
  for (const part of model.parts) {
    const pts = part.faces.flatMap((f) => f.pts);
    const c = centroid(pts.length ? pts : [[0, 0, 0]]);
    items.push({
      group: part.group,
      stack: part.stack * sgn,
      depth: distTo(t.cam, t.mirror ? mirrorPt(c) : c) + (part.bias ?? 0),
      draw: () => drawPart(t, part),
    });
  }
  for (const w of model.wheels) {
    const c = t.mirror ? mirrorPt(w.center) : w.center;
    let group: number;
    if (w.group === 'auto') {
      const outer: V3 = [c[0] + (w.axis[0] * w.width) / 2, c[1] + (w.axis[1] * w.width) / 2, c[2]];
      group = dot(w.axis, sub(t.cam.pos, outer)) > 0 ? 2 : 0;
    } else group = w.group;
    items.push({ group, stack: (w.stack ?? 0) * sgn, depth: distTo(t.cam, c) + (w.bias ?? 0), draw: () => drawWheel(t, w) });
  }
  for (const tube of model.tubes) {
    const c = centroid(tube.pts);
    items.push({
      group: tube.group,
      stack: tube.stack * sgn,
      depth: distTo(t.cam, t.mirror ? mirrorPt(c) : c) + (tube.bias ?? 0),
      draw: () => drawTube(t, tube),
    });
  }
  items.sort((a, b) => a.group - b.group || a.stack - b.stack || b.depth - a.depth);
  for (const it of items) it.draw();
}

/** Screen-space points of a model's geometry (for framing), with the camera at s = 1. */
export function modelScreenPoints(cam: Camera, model: Model): Pt[] {
  const out: Pt[] = [];
  for (const part of model.parts)
    for (const f of part.faces)
      for (const p of f.pts) {
        const q = project(cam, p);
        out.push([q[0], q[1]]);
      }
  for (const w of model.wheels)
    for (const p of wheelOutline(w)) {
      const q = project(cam, p);
      out.push([q[0], q[1]]);
    }
  for (const tube of model.tubes)
    for (const p of tube.pts) {
      const q = project(cam, p);
      out.push([q[0], q[1]]);
    }
  return out;
}

export function drawGlows(t: RenderTarget): void {
  for (const g of t.glows) {
    const r = Math.max(6, g.r);
    const fill = t.doc.radial([
      [0, '#ffffff', 0.9],
      [0.12, g.color, 0.7],
      [0.45, g.color, 0.18],
      [1, g.color, 0],
    ]);
    t.out.push(`<ellipse cx="${num(g.x)}" cy="${num(g.y)}" rx="${num(r * 1.6)}" ry="${num(r)}" fill="${fill}"/>`);
  }
}
