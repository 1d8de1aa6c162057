/**
 * The renderer: a pinhole camera, painter's ordering with back-face culling, and a small
 * physically-flavoured shading model (ambient from sky and ground, a key light, environment
 * reflections with Fresnel, a sun highlight) that turns faces into flat or gradient-filled paths.
 */
import { addRgb, hexToRgb, mixRgb, mulRgb, rgbToHex, scaleRgb, type Rgb } from './color.ts';
import type { Face, Material, Model, Part, Tube } from './geometry.ts';
import { centroid, cross, dot, length, normalize, polygonNormal, sub, type V3 } from './math3d.ts';
import { num, pathOf, type Pt, type SvgDoc } from './svg.ts';
import { drawWheel, wheelOutline } from './wheels.ts';

export interface Lighting {
  /** Direction towards the key light (sun or softbox). */
  sun: V3;
  sunColor: string;
  sunStrength: number;
  skyAmbient: string;
  groundAmbient: string;
  ambientStrength: number;
  /** What glossy surfaces mirror: up, at the horizon, down. */
  envSky: string;
  envHorizon: string;
  envGround: string;
  /** Lamps glow, interiors lit. */
  night: boolean;
  /** Optional coloured rim light from behind (dramatic scenes). */
  rim?: { dir: V3; color: string; strength: number };
}

export interface Camera {
  pos: V3;
  right: V3;
  up: V3;
  fwd: V3;
  /** Screen mapping: sx = ox + s * x / z, sy = oy - s * y / z. */
  s: number;
  ox: number;
  oy: number;
}

export function makeCamera(pos: V3, target: V3): Camera {
  const fwd = normalize(sub(target, pos));
  let right = cross(fwd, [0, 0, 1]);
  if (length(right) < 1e-6) right = [1, 0, 0];
  right = normalize(right);
  const up = cross(right, fwd);
  return { pos, right, up, fwd, s: 1, ox: 0, oy: 0 };
}

/** Camera looking at target from an azimuth (0 = from +x, 90 = from +y) and elevation, in degrees. */
export function orbitCamera(target: V3, distance: number, azimuthDeg: number, elevationDeg: number, heightOffset = 0): Camera {
  const a = (azimuthDeg * Math.PI) / 180;
  const e = (elevationDeg * Math.PI) / 180;
  const pos: V3 = [target[0] + distance * Math.cos(e) * Math.cos(a), target[1] + distance * Math.cos(e) * Math.sin(a), target[2] + distance * Math.sin(e) + heightOffset];
  return makeCamera(pos, target);
}

/** Camera-space coordinates: x right, y up, z depth. */
export function toCamera(cam: Camera, p: V3): V3 {
  const d = sub(p, cam.pos);
  return [dot(d, cam.right), dot(d, cam.up), dot(d, cam.fwd)];
}

export function project(cam: Camera, p: V3): [number, number, number] {
  const c = toCamera(cam, p);
  const z = Math.max(c[2], 1e-4);
  return [cam.ox + (cam.s * c[0]) / z, cam.oy - (cam.s * c[1]) / z, c[2]];
}

/** Screen y of the horizon (the vanishing line of the ground plane). */
export function horizonY(cam: Camera): number {
  const h = Math.hypot(cam.fwd[0], cam.fwd[1]) || 1e-6;
  const d: V3 = [cam.fwd[0] / h, cam.fwd[1] / h, 0];
  const y = dot(d, cam.up);
  const z = Math.max(dot(d, cam.fwd), 1e-6);
  return cam.oy - (cam.s * y) / z;
}

/** Pixels per metre at a world point. */
export function pixelScale(cam: Camera, p: V3): number {
  return cam.s / Math.max(toCamera(cam, p)[2], 1e-4);
}

// ---------------------------------------------------------------------------------------------
// Shading

export interface ShadeEnv {
  light: Lighting;
  sun: V3;
  sunRgb: Rgb;
  skyAmb: Rgb;
  groundAmb: Rgb;
  envSky: Rgb;
  envHorizon: Rgb;
  envGround: Rgb;
  rim?: { dir: V3; rgb: Rgb; strength: number };
}

export function shadeEnv(light: Lighting): ShadeEnv {
  return {
    light,
    sun: normalize(light.sun),
    sunRgb: hexToRgb(light.sunColor),
    skyAmb: hexToRgb(light.skyAmbient),
    groundAmb: hexToRgb(light.groundAmbient),
    envSky: hexToRgb(light.envSky),
    envHorizon: hexToRgb(light.envHorizon),
    envGround: hexToRgb(light.envGround),
    rim: light.rim ? { dir: normalize(light.rim.dir), rgb: hexToRgb(light.rim.color), strength: light.rim.strength } : undefined,
  };
}

function envColor(env: ShadeEnv, r: V3): Rgb {
  if (r[2] >= 0) return mixRgb(env.envHorizon, env.envSky, Math.min(1, Math.sqrt(r[2]) * 1.1));
  return mixRgb(env.envHorizon, env.envGround, Math.min(1, Math.sqrt(-r[2]) * 1.8));
}

/** Colour of a surface with normal n seen along v (unit vector from the surface to the eye). */
export function shade(env: ShadeEnv, m: Material, n: V3, v: V3): Rgb {
  const base = hexToRgb(m.color);
  if (m.kind === 'emissive') return env.light.night ? mixRgb(base, [255, 255, 255], 0.25) : base;
  const L = env.light;
  const ndl = Math.max(0, dot(n, env.sun));
  const hemi = 0.5 + 0.5 * n[2];
  const amb = scaleRgb(mixRgb(env.groundAmb, env.skyAmb, hemi), L.ambientStrength);
  let lightRgb = addRgb(amb, scaleRgb(env.sunRgb, ndl * L.sunStrength));
  if (env.rim) lightRgb = addRgb(lightRgb, scaleRgb(env.rim.rgb, Math.max(0, dot(n, env.rim.dir)) * env.rim.strength));
  const ndv = Math.max(0, dot(n, v));
  const r: V3 = [2 * ndv * n[0] - v[0], 2 * ndv * n[1] - v[1], 2 * ndv * n[2] - v[2]];
  const fres = 0.04 + 0.96 * Math.pow(1 - ndv, 5);
  const envRgb = envColor(env, r);
  const spec = Math.pow(Math.max(0, dot(r, env.sun)), 48) * L.sunStrength;
  let out: Rgb;
  switch (m.kind) {
    case 'chrome': {
      const lum = (envRgb[0] * 0.3 + envRgb[1] * 0.55 + envRgb[2] * 0.15) / 255;
      const neutral: Rgb = [lum * 255, lum * 255, lum * 255];
      out = mulRgb(mixRgb(neutral, envRgb, 0.4), mixRgb(base, [255, 255, 255], 0.35));
      out = addRgb(out, scaleRgb(env.sunRgb, spec * 0.9));
      break;
    }
    case 'glass': {
      const k = 0.18 + 0.7 * fres;
      out = mixRgb(base, envRgb, k * m.gloss);
      out = addRgb(out, scaleRgb(env.sunRgb, spec * 0.8));
      break;
    }
    case 'lamp': {
      const lit = L.night ? mixRgb(base, [255, 255, 255], 0.35) : mixRgb(base, mulRgb(base, addRgb(amb, scaleRgb(env.sunRgb, 0.5 + ndl * 0.3))), 0.4);
      out = mixRgb(lit, envRgb, 0.12 + 0.4 * fres);
      out = addRgb(out, scaleRgb(env.sunRgb, spec));
      break;
    }
    default: {
      const diffuse = mulRgb(base, lightRgb);
      const k = m.kind === 'paint' ? 0.07 + 0.55 * fres : m.kind === 'metal' ? 0.25 + 0.4 * fres : 0.02 + 0.1 * fres;
      out = mixRgb(diffuse, envRgb, Math.min(1, k * m.gloss));
      out = addRgb(out, scaleRgb(env.sunRgb, spec * m.gloss * (m.kind === 'paint' ? 0.75 : 0.4)));
    }
  }
  return out;
}

function tilt(n: V3, up: number): V3 {
  return normalize([n[0], n[1], n[2] + up]);
}

// ---------------------------------------------------------------------------------------------
// Drawing

export interface RenderTarget {
  doc: SvgDoc;
  cam: Camera;
  env: ShadeEnv;
  /** Draw the reflection in the floor (geometry mirrored in z = 0). */
  mirror: boolean;
  out: string[];
  glows: { x: number; y: number; r: number; color: string }[];
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
    t.out.push(`<path d="${pathOf(scr, f.closed ?? false)}" fill="none" stroke="${col}" stroke-width="${num(w)}" stroke-linecap="round" stroke-linejoin="round"${op}/>`);
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
  const faces = part.faces
    .map((f) => ({ f, d: distTo(t.cam, t.mirror ? mirrorPt(centroid(f.pts)) : centroid(f.pts)) }))
    .sort((a, b) => b.d - a.d);
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
  t.out.push(`<path d="${d}" fill="none" stroke="${base}" stroke-width="${num(w * 0.72)}" stroke-linecap="round" stroke-linejoin="round" transform="translate(0 ${num(off * 0.5)})"/>`);
  if (w > 2.5) t.out.push(`<path d="${d}" fill="none" stroke="${hi}" stroke-width="${num(w * 0.22)}" stroke-linecap="round" stroke-linejoin="round" opacity="0.8" transform="translate(0 ${num(off)})"/>`);
}

/** Draw a whole model (or its floor reflection) into t.out. */
export function drawModel(t: RenderTarget, model: Model): void {
  const items: Drawable[] = [];
  const sgn = t.mirror ? -1 : 1;
  for (const part of model.parts) {
    const pts = part.faces.flatMap((f) => f.pts);
    const c = centroid(pts.length ? pts : [[0, 0, 0]]);
    items.push({ group: part.group, stack: part.stack * sgn, depth: distTo(t.cam, t.mirror ? mirrorPt(c) : c) + (part.bias ?? 0), draw: () => drawPart(t, part) });
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
    items.push({ group: tube.group, stack: tube.stack * sgn, depth: distTo(t.cam, t.mirror ? mirrorPt(c) : c) + (tube.bias ?? 0), draw: () => drawTube(t, tube) });
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
  for (const w of model.wheels) for (const p of wheelOutline(w)) {
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
