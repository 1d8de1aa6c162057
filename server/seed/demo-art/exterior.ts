/** Exterior photographs: scene, soft shadow, floor reflection, the vehicle, lamp glows, overlays. */
import { pixelScale, project, type Camera } from './camera.ts';
import { mix } from './color.ts';
import { drawGlows, drawModel, modelScreenPoints } from './engine.ts';
import type { Model } from './geometry.ts';
import { normalize, type V3 } from './math3d.ts';
import { createRandom } from './random.ts';
import type { RenderTarget } from './render-target.ts';
import { projectGround, vignette, type SceneCtx } from './scene-kit.ts';
import type { Scene, SceneLight } from './scenes.ts';
import { shadeEnv, type Lighting } from './shading.ts';
import { num, pathOf, SvgDoc } from './svg.ts';

/** Turn a camera-relative light into world directions. */
export function resolveLight(l: SceneLight, cam: Camera): Lighting {
  const toWorld = (d: V3): V3 => {
    const fh = normalize([cam.fwd[0], cam.fwd[1], 0]);
    const rh = normalize([cam.right[0], cam.right[1], 0]);
    return normalize([rh[0] * d[0] - fh[0] * d[2], rh[1] * d[0] - fh[1] * d[2], d[1]]);
  };
  return {
    sun: toWorld(l.key),
    sunColor: l.sunColor,
    sunStrength: l.sunStrength,
    skyAmbient: l.skyAmbient,
    groundAmbient: l.groundAmbient,
    ambientStrength: l.ambientStrength,
    envSky: l.envSky,
    envHorizon: l.envHorizon,
    envGround: l.envGround,
    night: l.night,
    rim: l.rim ? { dir: toWorld(l.rim.dir), color: l.rim.color, strength: l.rim.strength } : undefined,
  };
}

export interface Placed {
  model: Model;
}

export interface ExteriorOptions {
  width: number;
  height: number;
  scene: Scene;
  cam: Camera;
  models: Model[];
  paintHex: string;
  seed: string;
  view: string;
  /** Extra overlay drawn last (hero light effects). */
  overlay?: (c: SceneCtx) => string;
}

function subjectBox(cam: Camera, models: readonly Model[]): SceneCtx['subject'] {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const m of models)
    for (const [x, y] of modelScreenPoints(cam, m)) {
      x0 = Math.min(x0, x);
      y0 = Math.min(y0, y);
      x1 = Math.max(x1, x);
      y1 = Math.max(y1, y);
    }
  return { x0, y0, x1, y1 };
}

type Pose = Model['pose'];

function posed(p: V3, pose: Pose): V3 {
  if (!pose) return p;
  const c = Math.cos(pose.yaw);
  const s = Math.sin(pose.yaw);
  return [p[0] * c - p[1] * s + pose.offset[0], p[0] * s + p[1] * c + pose.offset[1], p[2] + pose.offset[2]];
}

/** Rounded-rectangle outline on the ground (superellipse), for filter-free soft shadows. */
function footprintRing(cx: number, cy: number, hx: number, hy: number, pose: Pose, n = 28): V3[] {
  const pts: V3[] = [];
  for (let i = 0; i < n; i++) {
    const t = (i / n) * Math.PI * 2;
    const c = Math.cos(t);
    const s = Math.sin(t);
    pts.push(posed([cx + hx * Math.sign(c) * Math.pow(Math.abs(c), 0.45), cy + hy * Math.sign(s) * Math.pow(Math.abs(s), 0.45), 0], pose));
  }
  return pts;
}

/** Soft shadow as stacked translucent rings (much cheaper to rasterise than a blur filter). */
function softShadow(cam: Camera, cx: number, cy: number, hx: number, hy: number, spread: number, opacity: number, layers: number, pose: Pose): string {
  let s = '';
  const per = 1 - Math.pow(1 - opacity, 1 / layers);
  for (let k = 0; k < layers; k++) {
    const g = spread * (1 - k / (layers - 1 || 1)) - spread * 0.25;
    const ring = projectGround(cam, footprintRing(cx, cy, Math.max(0.02, hx + g), Math.max(0.02, hy + g), pose));
    if (ring.length >= 3) s += `<path d="${pathOf(ring)}" fill="#000000" opacity="${num(per)}"/>`;
  }
  return s;
}

function shadows(doc: SvgDoc, cam: Camera, m: Model, strength: number, paintHex: string): string {
  const [x0, x1, y0, y1] = m.footprint;
  const cx = (x0 + x1) / 2;
  const cy = (y0 + y1) / 2;
  const hx = (x1 - x0) / 2;
  const hy = (y1 - y0) / 2;
  const centre = posed([cx, cy, 0], m.pose);
  const ppm = pixelScale(cam, centre);
  let s = '';
  if (strength > 0) {
    s += softShadow(cam, cx, cy, hx, hy, 0.55, strength * 0.4, 9, m.pose);
    s += softShadow(cam, cx, cy, hx - 0.08, hy - 0.08, 0.2, strength * 0.5, 5, m.pose);
  }
  // coloured bounce of the paint on the floor (or its tint in the water)
  const c = project(cam, centre);
  const bounce = doc.radial([
    [0, `#${paintHex}`, strength > 0 ? 0.22 : 0.16],
    [1, `#${paintHex}`, 0],
  ]);
  s += `<ellipse cx="${num(c[0])}" cy="${num(c[1])}" rx="${num((hx + 0.8) * ppm)}" ry="${num((hy + 0.3) * ppm * 0.5)}" fill="${bounce}"/>`;
  // contact shadows under the tyres (wheel centres are already in world coordinates)
  for (const w of m.wheels) {
    if (strength <= 0 || w.center[2] - w.radius > 0.05) continue;
    const yaw = m.pose?.yaw ?? 0;
    s += softShadow(cam, 0, 0, w.radius * 0.5, w.width / 2 + 0.02, 0.12, Math.min(0.9, strength * 1.4), 4, { offset: [w.center[0], w.center[1], 0], yaw });
  }
  return s;
}

export function renderExterior(o: ExteriorOptions): string {
  const { width: W, height: H, scene, cam } = o;
  const doc = new SvgDoc(W, H);
  const light = resolveLight(scene.light, cam);
  const env = shadeEnv(light);
  const subject = subjectBox(cam, o.models);
  const horizonScreen = horizonOf(cam);
  const ctx: SceneCtx = { doc, W, H, cam, horizon: horizonScreen, rng: createRandom(o.seed), subject, view: o.view };
  doc.add(scene.back(ctx));
  const ordered = o.models
    .map((m) => ({ m, d: Math.hypot(...(centerOf(m).map((v, i) => v - (cam.pos[i] as number)) as [number, number, number])) }))
    .sort((a, b) => b.d - a.d)
    .map((x) => x.m);
  for (const m of ordered) doc.add(shadows(doc, cam, m, scene.shadow, m.paint ?? o.paintHex));
  if (scene.reflection > 0) {
    const t: RenderTarget = { doc, cam, env, mirror: true, out: [], glows: [] };
    for (const m of ordered) drawModel(t, m);
    const top = subject.y1 - (subject.y1 - subject.y0) * 0.35;
    const bottom = subject.y1 + (subject.y1 - subject.y0) * 0.75;
    const grad = doc.linear(
      [
        [0, '#ffffff', 1],
        [1, '#ffffff', 0],
      ],
      { x1: 0, y1: top, x2: 0, y2: bottom, user: true },
    );
    const maskId = doc.raw(
      'm',
      (id) =>
        `<mask id="${id}" maskUnits="userSpaceOnUse" x="0" y="0" width="${W}" height="${H}"><rect x="0" y="${num(top)}" width="${W}" height="${num(bottom - top)}" fill="${grad}"/></mask>`,
    );
    doc.add(`<g opacity="${num(scene.reflection)}" mask="url(#${maskId})">${t.out.join('')}</g>`);
    if (scene.water) {
      let ripple = '';
      for (let y = subject.y1 - 10; y < bottom; y += 9) ripple += `M${num(subject.x0 - 40)} ${num(y)}H${num(subject.x1 + 40)}`;
      doc.add(`<path d="${ripple}" stroke="${mix(light.envGround, '#ffffff', 0.1)}" stroke-width="3" opacity="0.35"/>`);
    }
  }
  const t: RenderTarget = { doc, cam, env, mirror: false, out: [], glows: [] };
  for (const m of ordered) drawModel(t, m);
  drawGlows(t);
  doc.add(t.out.join(''));
  if (scene.front) doc.add(scene.front(ctx));
  if (o.overlay) doc.add(o.overlay(ctx));
  doc.add(vignette(ctx, scene.vignette));
  return doc.toString();
}

function centerOf(m: Model): V3 {
  const [x0, x1, y0, y1] = m.footprint;
  return posed([(x0 + x1) / 2, (y0 + y1) / 2, 0.5], m.pose);
}

function horizonOf(cam: Camera): number {
  const h = Math.hypot(cam.fwd[0], cam.fwd[1]) || 1e-6;
  const d: V3 = [cam.fwd[0] / h, cam.fwd[1] / h, 0];
  const y = d[0] * cam.up[0] + d[1] * cam.up[1];
  const z = d[0] * cam.fwd[0] + d[1] * cam.fwd[1];
  return cam.oy - (cam.s * y) / Math.max(z, 1e-6);
}
