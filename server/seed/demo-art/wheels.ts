/** Wheels: tyre as a projected cylinder, then sidewall, rim barrel, brake, spokes, lip and hub. */
import { project } from './camera.ts';
import { mix, rgbToHex } from './color.ts';
import { material, type Wheel } from './geometry.ts';
import { convexHull, cross, dot, normalize, sub, type V3 } from './math3d.ts';
import type { RenderTarget } from './render-target.ts';
import { shade } from './shading.ts';
import { num, pathOf, type Pt } from './svg.ts';

const N = 44;

function frame(w: Wheel): { u: V3; z: V3 } {
  const u = normalize(cross(w.axis, [0, 0, 1]));
  return { u, z: [0, 0, 1] };
}

function wheelPoint(w: Wheel, r: number, ang: number, depth: number): V3 {
  const { u, z } = frame(w);
  const o = w.width / 2 - depth;
  const c = Math.cos(ang) * r;
  const s = Math.sin(ang) * r;
  return [
    w.center[0] + w.axis[0] * o + u[0] * c + z[0] * s,
    w.center[1] + w.axis[1] * o + u[1] * c + z[1] * s,
    w.center[2] + w.axis[2] * o + u[2] * c + z[2] * s,
  ];
}

/** Points on the tyre's two faces (for framing). */
export function wheelOutline(w: Wheel): V3[] {
  const out: V3[] = [];
  for (let i = 0; i < 16; i++) {
    const a = (i / 16) * Math.PI * 2;
    out.push(wheelPoint(w, w.radius, a, 0), wheelPoint(w, w.radius, a, w.width));
  }
  return out;
}

export function drawWheel(t: RenderTarget, wheel: Wheel): void {
  const mirror = t.mirror;
  let w = wheel;
  if (w.symmetric && dot(w.axis, sub(t.cam.pos, w.center)) < 0) w = { ...w, axis: [-w.axis[0], -w.axis[1], -w.axis[2]] };
  const P = (r: number, ang: number, d: number): Pt => {
    const p = wheelPoint(w, r, ang, d);
    const q = project(t.cam, mirror ? [p[0], p[1], -p[2]] : p);
    return [q[0], q[1]];
  };
  const ring = (r: number, d: number, n = N, a0 = 0): Pt[] => {
    const pts: Pt[] = [];
    for (let i = 0; i < n; i++) pts.push(P(r, a0 + (i / n) * Math.PI * 2, d));
    return pts;
  };
  const arc = (r: number, d: number, a0: number, a1: number, n = 10): Pt[] => {
    const pts: Pt[] = [];
    for (let i = 0; i <= n; i++) pts.push(P(r, a0 + ((a1 - a0) * i) / n, d));
    return pts;
  };
  const out = t.out;
  const fillPath = (pts: readonly Pt[], fill: string, extra = ''): void => {
    out.push(`<path d="${pathOf(pts)}" fill="${fill}"${extra}/>`);
  };
  const center = mirror ? ([w.center[0], w.center[1], -w.center[2]] as V3) : w.center;
  const outerC: V3 = [center[0] + (w.axis[0] * w.width) / 2, center[1] + (w.axis[1] * w.width) / 2, center[2]];
  const toCam = sub(t.cam.pos, outerC);
  const v = normalize(toCam);
  const outerVisible = dot(w.axis, toCam) > 0;
  const R = w.radius;
  const W = w.width;
  const rubber = material('rubber', '#1c1d21');
  const tread = rgbToHex(shade(t.env, rubber, normalize([v[0], v[1], 0.6]), v));
  const side = rgbToHex(shade(t.env, material('matte', '#2a2c31', 0.15), w.axis, v));
  const sideHi = rgbToHex(shade(t.env, material('matte', '#3a3d43', 0.3), normalize([w.axis[0], w.axis[1], 0.7]), v));

  // tyre body: hull of the rounded shoulders
  const hullPts: Pt[] = [...ring(R * 0.95, 0, 28), ...ring(R, W * 0.14, 28), ...ring(R, W * 0.86, 28), ...ring(R * 0.95, W, 28)];
  fillPath(convexHull(hullPts), tread);
  if (w.knobby) {
    const blocks = 22;
    for (let i = 0; i < blocks; i++) {
      const a = (i / blocks) * Math.PI * 2;
      const radial = normalize(sub(wheelPoint(w, R, a, W / 2), w.center));
      const rr: V3 = mirror ? [radial[0], radial[1], -radial[2]] : radial;
      if (dot(rr, normalize(sub(t.cam.pos, center))) < 0.05) continue;
      const da = (Math.PI * 2) / blocks / 2.4;
      const off = i % 2 === 0 ? 0 : W * 0.12;
      const q = [
        P(R * 1.015, a - da, W * 0.08 + off),
        P(R * 1.015, a + da, W * 0.08 + off),
        P(R * 1.015, a + da, W * 0.55 + off),
        P(R * 1.015, a - da, W * 0.55 + off),
      ];
      fillPath(q, mix(tread, '#000000', 0.35));
    }
  }
  if (!outerVisible) {
    fillPath(ring(R * 0.97, W), mix(side, '#000000', 0.3));
    fillPath(ring(R * w.rimRatio * 0.95, W - 0.01), '#16171a');
    return;
  }
  // sidewall
  fillPath(ring(R * 0.985, 0), side);
  if (mirror) {
    // reflections only need the silhouette and the rim's sheen
    fillPath(ring(R * w.rimRatio, 0), mix(rgbToHex(shade(t.env, material('chrome', w.rimColor), w.axis, v)), '#000000', 0.15));
    fillPath(ring(R * w.rimRatio * 0.25, 0.01, 16), '#2a2c30');
    return;
  }
  out.push(
    `<path d="${pathOf(arc(R * 0.9, -0.002, Math.PI * 0.55, Math.PI * 0.95, 12), false)}" fill="none" stroke="${sideHi}" stroke-width="${num(Math.max(1, R * 0.05 * scaleAt(t, center)))}" stroke-linecap="round" opacity="0.7"/>`,
  );
  const rimR = R * w.rimRatio;
  if (w.whitewall) {
    const ww: Pt[] = ring(R * 0.86, -0.001);
    const inner = ring(rimR * 1.08, -0.001).reverse();
    out.push(`<path d="${pathOf(ww)}${pathOf(inner)}" fill="#ecebe4" fill-rule="evenodd"/>`);
  }
  // metallic rim colours
  const rimM = material(w.style === 'offroad' ? 'metal' : 'chrome', w.rimColor);
  const rimLit = rgbToHex(shade(t.env, rimM, normalize([w.axis[0] + 0.3 * v[0], w.axis[1] + 0.3 * v[1], 0.45]), v));
  const rimMid = rgbToHex(shade(t.env, rimM, w.axis, v));
  const rimDark = mix(rgbToHex(shade(t.env, rimM, normalize([w.axis[0], w.axis[1], -0.5]), v)), '#000000', 0.25);
  const rimGrad = t.doc.linear(
    [
      [0, mix(rimLit, '#ffffff', 0.15)],
      [0.45, rimMid],
      [1, rimDark],
    ],
    { x1: 0.15, y1: 0, x2: 0.85, y2: 1 },
  );
  // barrel and brake
  fillPath(ring(rimR, 0.004), mix(rimDark, '#000000', 0.35));
  fillPath(ring(rimR * 0.93, W * 0.6), '#111215');
  if (w.style !== 'dish' && w.style !== 'truck' && w.style !== 'classic' && w.style !== 'steel' && w.style !== 'moto' && w.style !== 'wire') {
    const discR = rimR * 0.8;
    const disc = ring(discR, W * 0.38);
    const discGrad = t.doc.linear(
      [
        [0, '#b9bcc0'],
        [1, '#5c6066'],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    );
    fillPath(disc, discGrad);
    fillPath(ring(discR * 0.45, W * 0.36), '#3d4046');
    if (w.caliper) {
      const a0 = Math.PI * 0.12;
      const a1 = Math.PI * 0.42;
      const cal = [...arc(discR * 1.02, W * 0.3, a0, a1, 6), ...arc(discR * 0.62, W * 0.3, a1, a0, 6)];
      fillPath(cal, w.caliper);
      out.push(
        `<path d="${pathOf(arc(discR * 0.95, W * 0.28, a0 + 0.05, a1 - 0.05, 6), false)}" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="${num(Math.max(1, rimR * 0.03 * scaleAt(t, center)))}"/>`,
      );
    }
  }
  const spokeDepthHub = W * 0.16;
  const spokeDepthRim = W * 0.02;
  const spoke = (ang: number, halfHub: number, halfRim: number, rHub: number, rRim: number, fill: string, thick = true): void => {
    const face = [
      P(rHub, ang - halfHub, spokeDepthHub),
      P(rRim, ang - halfRim, spokeDepthRim),
      P(rRim, ang + halfRim, spokeDepthRim),
      P(rHub, ang + halfHub, spokeDepthHub),
    ];
    if (thick) {
      const back = [
        P(rHub, ang - halfHub, spokeDepthHub + W * 0.14),
        P(rRim, ang - halfRim, spokeDepthRim + W * 0.12),
        P(rRim, ang + halfRim, spokeDepthRim + W * 0.12),
        P(rHub, ang + halfHub, spokeDepthHub + W * 0.14),
      ];
      fillPath(convexHull([...face, ...back]), rimDark);
    }
    fillPath(face, fill);
  };
  const px = scaleAt(t, center);
  switch (w.style) {
    case 'spoke5':
    case 'offroad': {
      const k = w.style === 'offroad' ? 6 : 5;
      for (let i = 0; i < k; i++) {
        const a = (i / k) * Math.PI * 2 + 0.3;
        spoke(a, 0.3, 0.2, rimR * 0.2, rimR * 0.95, rimGrad);
      }
      break;
    }
    case 'spoke10': {
      for (let i = 0; i < 10; i++) {
        const a = (i / 10) * Math.PI * 2 + 0.2;
        spoke(a, 0.13, 0.07, rimR * 0.22, rimR * 0.95, rimGrad);
      }
      break;
    }
    case 'mesh': {
      for (let i = 0; i < 10; i++) {
        const a = (i / 10) * Math.PI * 2;
        const p1 = [P(rimR * 0.26, a, spokeDepthHub), P(rimR * 0.95, a + 0.45, spokeDepthRim)];
        const p2 = [P(rimR * 0.26, a, spokeDepthHub), P(rimR * 0.95, a - 0.45, spokeDepthRim)];
        for (const seg of [p1, p2])
          out.push(
            `<path d="${pathOf(seg, false)}" fill="none" stroke="${rimMid}" stroke-width="${num(Math.max(1, rimR * 0.07 * px))}" stroke-linecap="round"/>`,
          );
      }
      const mid = ring(rimR * 0.62, W * 0.08, 36);
      out.push(`<path d="${pathOf(mid)}" fill="none" stroke="${rimLit}" stroke-width="${num(Math.max(1, rimR * 0.05 * px))}"/>`);
      break;
    }
    case 'wire': {
      for (let i = 0; i < 36; i++) {
        const a = (i / 36) * Math.PI * 2;
        const seg = [P(rimR * 0.2, a, spokeDepthHub + (i % 2 ? W * 0.1 : 0)), P(rimR * 0.96, a + (i % 2 ? 0.35 : -0.35), spokeDepthRim)];
        out.push(`<path d="${pathOf(seg, false)}" fill="none" stroke="${rimMid}" stroke-width="${num(Math.max(0.7, rimR * 0.018 * px))}"/>`);
      }
      break;
    }
    case 'moto': {
      for (let i = 0; i < 6; i++) {
        const a = (i / 6) * Math.PI * 2;
        spoke(a + (i % 2 ? 0.12 : -0.12), 0.16, 0.05, rimR * 0.22, rimR * 0.96, rimGrad, false);
      }
      break;
    }
    case 'dish':
    case 'steel':
    case 'truck':
    case 'classic': {
      const faceDepth = w.style === 'truck' ? W * 0.2 : W * 0.06;
      const faceR = rimR * (w.style === 'truck' ? 0.86 : 0.92);
      // conical transition from lip to face
      fillPath(convexHull([...ring(rimR * 0.98, 0.005, 24), ...ring(faceR, faceDepth, 24)]), rimDark);
      fillPath(ring(faceR, faceDepth), rimGrad);
      const holes = w.style === 'truck' ? 10 : w.style === 'classic' ? 0 : 8;
      for (let i = 0; i < holes; i++) {
        const a = (i / holes) * Math.PI * 2 + 0.2;
        const hr = w.style === 'truck' ? rimR * 0.09 : rimR * 0.1;
        const pts: Pt[] = [];
        const r0 = rimR * 0.64;
        const elong = w.style === 'truck' ? 1.5 : 1;
        for (let j = 0; j < 14; j++) {
          const b = (j / 14) * Math.PI * 2;
          pts.push(P(r0 + hr * Math.cos(b), a + (hr * elong * Math.sin(b)) / r0, faceDepth - 0.001));
        }
        fillPath(pts, '#0d0e10');
      }
      if (w.style === 'classic') {
        for (const [r, c] of [
          [0.72, rimLit],
          [0.5, rimMid],
          [0.3, mix(rimLit, '#ffffff', 0.4)],
        ] as const)
          fillPath(ring(rimR * r, faceDepth - 0.01 - r * 0.02), c);
      }
      break;
    }
  }
  if (w.style === 'moto' || (w.style === 'wire' && w.symmetric)) {
    // exposed brake rotor with drilled holes and a caliper
    const ro = rimR * 0.62;
    const ri = rimR * 0.4;
    const rotorGrad = t.doc.linear(
      [
        [0, '#d9dcdf'],
        [1, '#7b8087'],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    );
    out.push(`<path d="${pathOf(ring(ro, -0.01))}${pathOf(ring(ri, -0.01).reverse())}" fill="${rotorGrad}" fill-rule="evenodd"/>`);
    for (let i = 0; i < 12; i++) {
      const c = P((ro + ri) / 2, (i / 12) * Math.PI * 2, -0.012);
      out.push(`<circle cx="${num(c[0])}" cy="${num(c[1])}" r="${num(Math.max(0.6, rimR * 0.022 * scaleAt(t, center)))}" fill="#3a3d42"/>`);
    }
    if (w.caliper) {
      const a0 = Math.PI * 0.05;
      const a1 = Math.PI * 0.3;
      fillPath([...arc(ro * 1.08, -0.03, a0, a1, 6), ...arc(ro * 0.78, -0.03, a1, a0, 6)], w.caliper);
    }
  }
  // rim lip
  const lip = ring(rimR, 0);
  const lipIn = ring(rimR * 0.9, 0.012).reverse();
  out.push(`<path d="${pathOf(lip)}${pathOf(lipIn)}" fill="${rimGrad}" fill-rule="evenodd"/>`);
  out.push(
    `<path d="${pathOf(arc(rimR * 0.97, -0.001, Math.PI * 0.55, Math.PI * 1.05, 10), false)}" fill="none" stroke="#ffffff" stroke-opacity="0.55" stroke-width="${num(Math.max(0.8, rimR * 0.025 * px))}" stroke-linecap="round"/>`,
  );
  if (w.style === 'offroad') {
    for (let i = 0; i < 16; i++) {
      const a = (i / 16) * Math.PI * 2;
      const c = P(rimR * 0.95, a, -0.002);
      out.push(`<circle cx="${num(c[0])}" cy="${num(c[1])}" r="${num(Math.max(0.8, rimR * 0.025 * px))}" fill="${rimLit}"/>`);
    }
  }
  // hub and lug nuts
  const hubD = w.style === 'truck' ? W * 0.1 : spokeDepthHub - W * 0.02;
  fillPath(ring(rimR * (w.style === 'truck' ? 0.34 : 0.22), hubD, 24), rimMid);
  fillPath(ring(rimR * (w.style === 'truck' ? 0.22 : 0.12), hubD - 0.015, 20), w.style === 'truck' ? rimDark : mix(rimLit, '#ffffff', 0.2));
  const lugs = w.style === 'truck' ? 10 : w.style === 'wire' ? 0 : 5;
  for (let i = 0; i < lugs; i++) {
    const a = (i / lugs) * Math.PI * 2 + 0.6;
    const c = P(rimR * (w.style === 'truck' ? 0.28 : 0.17), a, hubD - 0.01);
    out.push(`<circle cx="${num(c[0])}" cy="${num(c[1])}" r="${num(Math.max(0.7, rimR * (w.style === 'truck' ? 0.035 : 0.028) * px))}" fill="${rimDark}"/>`);
  }
}

function scaleAt(t: RenderTarget, p: V3): number {
  const d = sub(p, t.cam.pos);
  const z = dot(d, t.cam.fwd);
  return t.cam.s / Math.max(z, 1e-3);
}
