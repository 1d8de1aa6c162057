/**
 * Interior photographs (dash, seats, cabin, gauges), drawn in 2D with gradients. The view through
 * the glass is the same scene as the exterior photos of that variant, seen from the driver's seat.
 */
import { darken, lighten, luminance, mix } from './color.ts';
import { makeCamera } from './camera.ts';
import { dial, screen, seat, sevenSegment, steeringWheel, stitch, vent, vgrad } from './interior-kit.ts';
import type { DemoInteriorView, DemoVehicleCategory } from './parse.ts';
import { createRandom, type Random } from './random.ts';
import { vignette, type SceneCtx } from './scene-kit.ts';
import { getScene, sceneIdFor, type Scene } from './scenes.ts';
import { num, SvgDoc } from './svg.ts';

const W = 1600;
const H = 1200;

const LEATHERS = ['#1d1e22', '#8a5a3b', '#e3d9c6', '#6b1f24', '#3c4048', '#1d1e22', '#a0764e', '#d9d4cb', '#2b2f38', '#5a3a2a'];

export interface InteriorCtx {
  doc: SvgDoc;
  rng: Random;
  paint: string;
  leather: string;
  thread: string;
  trim: 'paint' | 'wood' | 'carbon' | 'alloy';
  scene: Scene;
  category: DemoVehicleCategory;
  variant: number;
  night: boolean;
  accent: string;
}

/** The variant's scene seen through a window outline (clip path), from eye height, looking ahead. */
function outside(c: InteriorCtx, clipD: string, horizonY: number, yawDeg = 0, eye = 1.25): string {
  const yaw = (yawDeg * Math.PI) / 180;
  const cam0 = makeCamera([0, 0.4, eye], [100 * Math.cos(yaw), 0.4 + 100 * Math.sin(yaw), eye]);
  const cam = { ...cam0, s: W * 0.62, ox: W / 2, oy: horizonY };
  const ctx: SceneCtx = {
    doc: c.doc,
    W,
    H,
    cam,
    horizon: horizonY,
    rng: createRandom(`${c.category}:${c.variant}`),
    subject: { x0: W * 0.4, y0: horizonY - 80, x1: W * 0.6, y1: horizonY + 60 },
    view: 'interior',
  };
  const id = c.doc.raw('c', (i) => `<clipPath id="${i}"><path d="${clipD}"/></clipPath>`);
  const fog = c.doc.linear([
    [0, '#ffffff', 0.06],
    [1, '#ffffff', 0.0],
  ]);
  return `<g clip-path="url(#${id})">${c.scene.back(ctx)}<path d="${clipD}" fill="${fog}"/></g>`;
}

function trimFill(c: InteriorCtx, x: number, y: number, w: number, h: number): string {
  const d = c.doc;
  switch (c.trim) {
    case 'wood':
      return d.linear(
        [
          [0, '#6b3d1f'],
          [0.3, '#9a5f33'],
          [0.55, '#7a4524'],
          [0.8, '#a86b3c'],
          [1, '#5e341a'],
        ],
        { x1: x, y1: y, x2: x + w, y2: y + h * 0.2, user: true },
      );
    case 'carbon':
      return d.linear([
        [0, '#2c2e33'],
        [0.5, '#17181b'],
        [1, '#34363c'],
      ]);
    case 'alloy':
      return d.linear([
        [0, '#dfe3e7'],
        [0.5, '#9ba1a8'],
        [1, '#c9ced4'],
      ]);
    default:
      return d.linear([
        [0, lighten(c.paint, 0.25)],
        [0.5, c.paint],
        [1, darken(c.paint, 0.35)],
      ]);
  }
}

function ambient(c: InteriorCtx): string {
  const l = c.scene.light;
  const tint = l.night ? '#0a1030' : l.skyAmbient;
  return `<rect width="${W}" height="${H}" fill="${tint}" opacity="${l.night ? 0.28 : 0.07}"/>`;
}

function finish(c: InteriorCtx, body: string): string {
  c.doc.add(body, ambient(c));
  c.doc.add(vignette({ doc: c.doc, W, H } as SceneCtx, 0.55));
  return c.doc.toString();
}

// ---------------------------------------------------------------------------------------------
// Dashboards

interface DashStyle {
  wheel: 'car' | 'truck' | 'boat' | 'none' | 'moto';
  windshieldTop: number;
  dashTop: number;
  split?: boolean;
  clusterDials: number;
}

function dashFor(category: DemoVehicleCategory): DashStyle {
  switch (category) {
    case 'heavy-duty-trucks-buses':
    case 'rvs':
      return { wheel: 'truck', windshieldTop: 90, dashTop: 600, split: category === 'heavy-duty-trucks-buses', clusterDials: 4 };
    case 'boats':
      return { wheel: 'boat', windshieldTop: 170, dashTop: 640, clusterDials: 3 };
    default:
      return { wheel: 'car', windshieldTop: 150, dashTop: 560, clusterDials: 2 };
  }
}

function drawDash(c: InteriorCtx): string {
  const d = c.doc;
  const st = dashFor(c.category);
  const L = c.leather;
  const dashCol = luminance(L) > 0.5 ? '#2a2b30' : mix(L, '#1b1c20', 0.6);
  let s = '';
  // headliner and glass
  s += `<rect width="${W}" height="${H}" fill="${vgrad(d, '#cfcac2', '#3b3c40')}"/>`;
  const wt = st.windshieldTop;
  const glass = `M${200} ${wt}Q${W / 2} ${wt - 40} ${W - 200} ${wt}L${W - 20} ${st.dashTop + 20}Q${W / 2} ${st.dashTop - 60} 20 ${st.dashTop + 20}Z`;
  s += outside(c, glass, st.dashTop - 110);
  s += `<path d="${glass}" fill="none" stroke="#0c0c0e" stroke-width="10"/>`;
  if (st.split)
    s += `<path d="M${W / 2 - 14} ${wt - 30}L${W / 2 + 14} ${wt - 30}L${W / 2 + 18} ${st.dashTop}L${W / 2 - 18} ${st.dashTop}Z" fill="${vgrad(d, '#3a3b40', '#151619')}"/>`;
  // pillars
  s += `<path d="M0 0L${200} ${wt}L20 ${st.dashTop + 20}L0 ${st.dashTop + 60}Z" fill="${d.linear(
    [
      [0, '#4a4b50'],
      [1, '#1a1b1e'],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0 },
  )}"/>`;
  s += `<path d="M${W} 0L${W - 200} ${wt}L${W - 20} ${st.dashTop + 20}L${W} ${st.dashTop + 60}Z" fill="${d.linear(
    [
      [0, '#1a1b1e'],
      [1, '#4a4b50'],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0 },
  )}"/>`;
  // rear-view mirror
  if (st.wheel !== 'boat') {
    s += `<path d="M${W / 2 - 6} ${wt - 40}v70h12v-70Z" fill="#1b1c1f"/>`;
    s += `<rect x="${W / 2 - 150}" y="${wt + 25}" width="300" height="70" rx="26" fill="#141518"/>`;
    s += `<rect x="${W / 2 - 138}" y="${wt + 34}" width="276" height="52" rx="20" fill="${vgrad(d, '#8c97a6', '#3b424c')}"/>`;
  }
  // dash body
  const top = st.dashTop;
  const dashPath = `M0 ${top + 50}Q${W * 0.25} ${top - 40} ${W / 2} ${top - 30}Q${W * 0.75} ${top - 40} ${W} ${top + 50}L${W} ${H}L0 ${H}Z`;
  s += `<path d="${dashPath}" fill="${vgrad(d, lighten(dashCol, 0.12), darken(dashCol, 0.55), dashCol)}"/>`;
  s += `<path d="M0 ${top + 50}Q${W * 0.25} ${top - 40} ${W / 2} ${top - 30}Q${W * 0.75} ${top - 40} ${W} ${top + 50}" fill="none" stroke="#ffffff" stroke-width="3" opacity="0.12"/>`;
  // trim band across the dash
  const ty = top + 140;
  const band = `M0 ${ty + 30}Q${W / 2} ${ty - 40} ${W} ${ty + 30}L${W} ${ty + 78}Q${W / 2} ${ty + 8} 0 ${ty + 78}Z`;
  s += `<path d="${band}" fill="${trimFill(c, 0, ty - 40, W, 120)}"/>`;
  s += `<path d="M0 ${ty + 30}Q${W / 2} ${ty - 40} ${W} ${ty + 30}" fill="none" stroke="#ffffff" stroke-width="2" opacity="0.3"/>`;
  s += `<path d="M0 ${ty + 24}Q${W / 2} ${ty - 46} ${W} ${ty + 24}" fill="none" stroke="${c.paint}" stroke-width="${c.trim === 'paint' ? 2 : 5}"/>`;
  if (c.night) s += `<path d="M0 ${ty + 80}Q${W / 2} ${ty + 10} ${W} ${ty + 80}" fill="none" stroke="${c.accent}" stroke-width="4" opacity="0.9"/>`;
  // vents
  s += vent(d, 60, ty - 10, 170, 80, dashCol);
  s += vent(d, W - 230, ty - 10, 170, 80, dashCol);
  s += vent(d, W / 2 + 80, ty - 30, 130, 60, dashCol);
  s += vent(d, W / 2 + 230, ty - 30, 130, 60, dashCol);
  // cluster hood and dials (driver on the left)
  const cx = st.wheel === 'boat' ? W / 2 : 520;
  const hoodY = top - 20;
  s += `<path d="M${cx - 260} ${hoodY + 140}Q${cx - 250} ${hoodY - 20} ${cx} ${hoodY - 30}Q${cx + 250} ${hoodY - 20} ${cx + 260} ${hoodY + 140}Z" fill="${vgrad(d, lighten(dashCol, 0.1), darken(dashCol, 0.6))}"/>`;
  s += `<rect x="${cx - 235}" y="${hoodY + 20}" width="470" height="150" rx="40" fill="#060608"/>`;
  const n = st.clusterDials;
  for (let i = 0; i < n; i++) {
    const r = n === 2 ? 68 : 48;
    const x = cx - ((n - 1) * (n === 2 ? 180 : 112)) / 2 + i * (n === 2 ? 180 : 112);
    s += dial(d, { cx: x, cy: hoodY + 95, r, accent: c.accent, value: 0.25 + 0.15 * ((i + c.variant) % 4), redZone: i === n - 1, bezel: 'dark', majors: 6 });
  }
  // centre screen
  if (st.wheel !== 'boat') s += screen(d, W / 2 + 60, top + 10, 300, 170, c.accent, c.rng);
  else s += screen(d, W / 2 + 230, top + 20, 330, 200, c.accent, c.rng, 'chart');
  // centre console with shifter or throttle
  const consoleTop = top + 330;
  s += `<path d="M${W / 2 + 10} ${consoleTop}L${W / 2 + 420} ${consoleTop}L${W / 2 + 560} ${H}L${W / 2 - 110} ${H}Z" fill="${vgrad(d, lighten(dashCol, 0.15), darken(dashCol, 0.5))}"/>`;
  s += `<path d="M${W / 2 + 60} ${consoleTop + 40}L${W / 2 + 370} ${consoleTop + 40}L${W / 2 + 440} ${H - 60}L${W / 2 - 20} ${H - 60}Z" fill="${trimFill(c, W / 2, consoleTop, 400, 300)}" opacity="0.9"/>`;
  const gx = W / 2 + 215;
  const gy = consoleTop + 150;
  if (st.wheel === 'boat') {
    for (const k of [-1, 1]) {
      s += `<path d="M${gx + k * 40} ${gy + 120}L${gx + k * 55} ${gy - 60}" stroke="${vgrad(d, '#eef1f4', '#7b8188')}" stroke-width="22" stroke-linecap="round"/>`;
      s += `<ellipse cx="${gx + k * 58}" cy="${gy - 75}" rx="40" ry="26" fill="${vgrad(d, '#3a3c41', '#101113')}"/>`;
    }
  } else {
    s += `<ellipse cx="${gx}" cy="${gy + 40}" rx="90" ry="40" fill="#0d0e10"/>`;
    s += stitch(`M${gx - 80} ${gy + 40}A80 32 0 0 1 ${gx + 80} ${gy + 40}`, c.thread, 2.5);
    s += `<path d="M${gx - 14} ${gy + 40}L${gx - 20} ${gy - (st.wheel === 'truck' ? 140 : 40)}L${gx + 20} ${gy - (st.wheel === 'truck' ? 140 : 40)}L${gx + 14} ${gy + 40}Z" fill="${vgrad(d, '#5a5d63', '#1a1b1e')}"/>`;
    s += `<ellipse cx="${gx}" cy="${gy - (st.wheel === 'truck' ? 160 : 60)}" rx="48" ry="52" fill="${d.radial(
      [
        [0, lighten(L, 0.3)],
        [0.7, L],
        [1, darken(L, 0.6)],
      ],
      { cx: 0.4, cy: 0.35 },
    )}"/>`;
  }
  // steering wheel
  if (st.wheel === 'car')
    s += steeringWheel(d, { cx, cy: top + 330, rx: 300, ry: 270, thick: 48, rim: L === '#e3d9c6' ? '#2a2b2f' : L, spokes: 3, hub: '#1c1d21', accent: c.paint });
  else if (st.wheel === 'truck')
    s += steeringWheel(d, { cx, cy: top + 380, rx: 360, ry: 210, thick: 44, rim: '#202125', spokes: 4, hub: '#1a1b1e', accent: c.paint });
  else if (st.wheel === 'boat')
    s += steeringWheel(d, { cx, cy: top + 360, rx: 280, ry: 250, thick: 26, rim: '#d9dde2', spokes: 3, hub: '#c8cdd3', accent: c.paint, stainless: true });
  return s;
}

function drawMotoCockpit(c: InteriorCtx, wide: boolean): string {
  const d = c.doc;
  let s = `<rect width="${W}" height="${H}" fill="#6f7f90"/>`;
  s += outside(c, `M0 0H${W}V${H}H0Z`, wide ? 430 : 380, 0, 1.35);
  // tank in the paint colour
  const tank = `M${W / 2 - 420} ${H}C${W / 2 - 380} ${H - 260} ${W / 2 - 200} ${H - 360} ${W / 2} ${H - 370}C${W / 2 + 200} ${H - 360} ${W / 2 + 380} ${H - 260} ${W / 2 + 420} ${H}Z`;
  s += `<path d="${tank}" fill="${d.radial(
    [
      [0, lighten(c.paint, 0.35)],
      [0.5, c.paint],
      [1, darken(c.paint, 0.55)],
    ],
    { cx: 0.45, cy: 0.2, r: 0.8 },
  )}"/>`;
  s += `<path d="M${W / 2 - 160} ${H - 300}Q${W / 2} ${H - 340} ${W / 2 + 160} ${H - 300}" stroke="#ffffff" stroke-width="8" opacity="0.35" fill="none"/>`;
  s += `<ellipse cx="${W / 2}" cy="${H - 250}" rx="70" ry="30" fill="${vgrad(d, '#eef1f4', '#6f757c')}"/>`;
  // triple clamp and bars
  s += `<path d="M${W / 2 - 170} ${H - 470}Q${W / 2} ${H - 520} ${W / 2 + 170} ${H - 470}L${W / 2 + 140} ${H - 400}Q${W / 2} ${H - 430} ${W / 2 - 140} ${H - 400}Z" fill="${vgrad(d, '#4a4d53', '#141518')}"/>`;
  for (const k of [-1, 1]) {
    s += `<path d="M${W / 2 + k * 120} ${H - 480}Q${W / 2 + k * 380} ${H - 520} ${W / 2 + k * 640} ${H - 440}" stroke="${vgrad(d, '#5a5d63', '#1a1b1e')}" stroke-width="30" fill="none" stroke-linecap="round"/>`;
    s += `<path d="M${W / 2 + k * 560} ${H - 455}L${W / 2 + k * 760} ${H - 420}" stroke="#141517" stroke-width="64" stroke-linecap="round"/>`;
    s += `<path d="M${W / 2 + k * 420} ${H - 500}L${W / 2 + k * 520} ${H - 640}" stroke="#222327" stroke-width="10"/>`;
    s += `<ellipse cx="${W / 2 + k * 540}" cy="${H - 680}" rx="90" ry="56" fill="#151619"/><ellipse cx="${W / 2 + k * 540}" cy="${H - 680}" rx="78" ry="46" fill="${vgrad(d, '#9aa6b5', '#3c444e')}"/>`;
  }
  s += dial(d, { cx: W / 2 - 75, cy: H - 560, r: 95, accent: c.accent, value: 0.45, redZone: true, bezel: 'chrome', majors: 7 });
  s += `<rect x="${W / 2 + 30}" y="${H - 640}" width="150" height="110" rx="16" fill="#0a0b0d"/>`;
  s += sevenSegment(String(40 + c.variant * 7), W / 2 + 105, H - 585, 50, c.accent);
  return s;
}

function drawEquipmentCab(c: InteriorCtx): string {
  const d = c.doc;
  let s = `<rect width="${W}" height="${H}" fill="#2a2b2f"/>`;
  const win = `M120 40H${W - 120}V${H - 330}H120Z`;
  s += outside(c, win, 520, 0, 2.6);
  // the machine's own arm and bucket in front (paint colour)
  const arm = d.linear([
    [0, lighten(c.paint, 0.2)],
    [1, darken(c.paint, 0.35)],
  ]);
  s += `<g clip-path="url(#${d.raw('c', (i) => `<clipPath id="${i}"><path d="${win}"/></clipPath>`)})">`;
  s += `<path d="M${W * 0.62} ${H}L${W * 0.7} 260L${W * 0.78} 220L${W * 0.74} ${H}Z" fill="${arm}"/>`;
  s += `<path d="M${W * 0.69} 300L${W * 0.86} 520L${W * 0.8} 560L${W * 0.66} 360Z" fill="${arm}"/>`;
  s += `<path d="M${W * 0.8} 520C${W * 0.95} 520 ${W * 0.98} 640 ${W * 0.92} 720L${W * 0.78} 700C${W * 0.76} 640 ${W * 0.76} 560 ${W * 0.8} 520Z" fill="${vgrad(d, '#4a4d53', '#1e1f22')}"/>`;
  s += `<path d="M${W * 0.71} 330L${W * 0.82} 470" stroke="#dfe3e7" stroke-width="14" stroke-linecap="round"/>`;
  s += `</g>`;
  // cab frame
  s += `<path d="${win}M0 0H${W}V${H}H0Z" fill="${vgrad(d, '#3c3e43', '#151619')}" fill-rule="evenodd"/>`;
  s += `<rect x="${W / 2 - 10}" y="40" width="20" height="${H - 370}" fill="#1b1c1f"/>`;
  s += `<rect x="120" y="${H / 2 - 120}" width="${W - 240}" height="14" fill="#1b1c1f"/>`;
  // monitor on the right pillar
  s += `<rect x="${W - 330}" y="${H - 520}" width="230" height="170" rx="14" fill="#0a0a0c"/>`;
  s += `<rect x="${W - 318}" y="${H - 508}" width="206" height="146" rx="8" fill="${vgrad(d, '#16314d', '#0b1726')}"/>`;
  for (let i = 0; i < 4; i++)
    s += `<rect x="${W - 300 + i * 46}" y="${H - 470 + (i % 2) * 20}" width="28" height="${80 - (i % 2) * 20}" rx="4" fill="${i === 2 ? '#e0a030' : c.accent}" opacity="0.9"/>`;
  // console arms and joysticks
  for (const k of [-1, 1]) {
    const x = W / 2 + k * 520;
    s += `<path d="M${x - 170} ${H}L${x - 130} ${H - 260}Q${x} ${H - 300} ${x + 130} ${H - 260}L${x + 170} ${H}Z" fill="${vgrad(d, '#45474d', '#141518')}"/>`;
    s += `<path d="M${x - 20} ${H - 270}L${x - 30} ${H - 420}L${x + 30} ${H - 420}L${x + 20} ${H - 270}Z" fill="#1a1b1e"/>`;
    s += `<path d="M${x - 45} ${H - 420}Q${x - 50} ${H - 520} ${x} ${H - 540}Q${x + 50} ${H - 520} ${x + 45} ${H - 420}Z" fill="${vgrad(d, '#3b3d42', '#0f1012')}"/>`;
    s += `<circle cx="${x - 12}" cy="${H - 500}" r="10" fill="${k < 0 ? '#d94a2b' : c.paint}"/>`;
    for (let b = 0; b < 4; b++) s += `<rect x="${x - 90 + b * 45}" y="${H - 220}" width="34" height="22" rx="5" fill="${b === 1 ? c.accent : '#2b2d31'}"/>`;
  }
  return s;
}

function drawTrailerWall(c: InteriorCtx, kind: 'galley' | 'panel'): string {
  const d = c.doc;
  const wood = d.linear([
    [0, '#caa27a'],
    [1, '#9c7450'],
  ]);
  let s = `<rect width="${W}" height="${H}" fill="${vgrad(d, '#efe9df', '#cfc6b8')}"/>`;
  // window to the outside
  const win = `M${W * 0.3} 170H${W * 0.7}V480H${W * 0.3}Z`;
  s += outside(c, win, 400, 90);
  s += `<path d="${win}" fill="none" stroke="#2a2b2e" stroke-width="18" stroke-linejoin="round"/>`;
  s += `<path d="M${W * 0.28} 150H${W * 0.72}V175H${W * 0.28}Z" fill="${c.paint}"/>`;
  // upper cabinets
  for (const x of [60, W * 0.72 + 20]) {
    s += `<rect x="${x}" y="80" width="${W * 0.28 - 80}" height="300" rx="12" fill="${wood}"/>`;
    s += `<rect x="${x + 20}" y="100" width="${(W * 0.28 - 120) / 2}" height="260" rx="8" fill="none" stroke="#7a5636" stroke-width="4"/>`;
    s += `<rect x="${x + 40 + (W * 0.28 - 120) / 2}" y="100" width="${(W * 0.28 - 120) / 2}" height="260" rx="8" fill="none" stroke="#7a5636" stroke-width="4"/>`;
  }
  if (kind === 'galley') {
    s += `<rect x="0" y="640" width="${W}" height="60" fill="${vgrad(d, '#f4f1ea', '#c9c2b6')}"/>`;
    s += `<rect x="0" y="700" width="${W}" height="${H - 700}" fill="${wood}"/>`;
    for (let i = 0; i < 4; i++)
      s += `<rect x="${40 + i * 395}" y="740" width="360" height="${H - 780}" rx="10" fill="none" stroke="#7a5636" stroke-width="5"/><rect x="${200 + i * 395}" y="760" width="40" height="10" rx="5" fill="#c0c4c9"/>`;
    s += `<ellipse cx="${W * 0.32}" cy="655" rx="150" ry="34" fill="${vgrad(d, '#d9dde2', '#8e949b')}"/><ellipse cx="${W * 0.32}" cy="658" rx="125" ry="24" fill="#6f757c"/>`;
    s += `<path d="M${W * 0.32 + 90} 655V560Q${W * 0.32 + 90} 520 ${W * 0.32 + 50} 520" stroke="#c9ced4" stroke-width="12" fill="none"/>`;
    s += `<rect x="${W * 0.55}" y="610" width="330" height="50" rx="8" fill="#1a1b1e"/>`;
    for (const k of [0, 1]) s += `<circle cx="${W * 0.55 + 90 + k * 150}" cy="630" r="34" fill="none" stroke="#555" stroke-width="8"/>`;
    s += `<rect x="${W * 0.55 - 20}" y="700" width="370" height="24" fill="${c.paint}"/>`;
  } else {
    s += `<rect x="${W * 0.25}" y="560" width="${W * 0.5}" height="420" rx="18" fill="${vgrad(d, '#2b2d31', '#121316')}"/>`;
    for (let r = 0; r < 4; r++) {
      const y = 610 + r * 90;
      s += `<rect x="${W * 0.28}" y="${y}" width="${W * 0.26}" height="50" rx="8" fill="#050607"/>`;
      const lvl = (r * 3 + c.variant) % 6;
      for (let k = 0; k < 6; k++)
        s += `<rect x="${W * 0.28 + 12 + k * 62}" y="${y + 12}" width="50" height="26" rx="4" fill="${k <= lvl ? (r === 1 ? '#e0a030' : c.accent) : '#222428'}"/>`;
      s += `<rect x="${W * 0.58}" y="${y + 5}" width="70" height="40" rx="20" fill="#3a3d42"/><circle cx="${W * 0.58 + (r % 2 ? 50 : 20)}" cy="${y + 25}" r="16" fill="${r % 2 ? c.accent : '#9aa0a8'}"/>`;
    }
    s += sevenSegment('12' + String(c.variant % 10), W * 0.68, 700, 80, c.accent);
  }
  return s;
}

// ---------------------------------------------------------------------------------------------
// Seats and cabins

function drawSeats(c: InteriorCtx): string {
  const d = c.doc;
  let s = '';
  const boat = c.category === 'boats';
  const leather = boat ? '#f1eee6' : c.leather;
  // rear of the cabin: bench, rear glass with the scene
  s += `<rect width="${W}" height="${H}" fill="${vgrad(d, '#bdb7ae', '#2a2b2e')}"/>`;
  const glass = boat ? `M0 0H${W}V520H0Z` : `M260 70Q${W / 2} 30 ${W - 260} 70L${W - 340} 330Q${W / 2} 310 340 330Z`;
  s += outside(c, glass, boat ? 380 : 250, 180);
  if (!boat) {
    s += `<path d="${glass}" fill="none" stroke="#141518" stroke-width="12"/>`;
    s += `<path d="M0 340Q${W / 2} 300 ${W} 340V${H}H0Z" fill="${vgrad(d, darken(leather, 0.35), darken(leather, 0.75))}"/>`;
    for (const x of [W * 0.25, W * 0.5, W * 0.75])
      s += `<rect x="${x - 120}" y="360" width="240" height="280" rx="60" fill="${vgrad(d, darken(leather, 0.15), darken(leather, 0.6))}"/>`;
  } else {
    s += `<rect x="0" y="470" width="${W}" height="${H - 470}" fill="${vgrad(d, '#f4f4f1', '#bfc1c0')}"/>`;
    s += `<path d="M0 470H${W}V520H0Z" fill="${c.paint}"/>`;
    s += `<path d="M0 430H${W}" stroke="#dfe3e8" stroke-width="14"/>`;
  }
  const thread = c.thread;
  const quilt = c.variant % 3 !== 1;
  s += seat(d, { x: W * 0.27, y: 1000, k: 1.05, leather, piping: c.paint, thread, quilt });
  s += seat(d, { x: W * 0.73, y: 1000, k: 1.05, leather, piping: c.paint, thread, quilt, flip: true });
  // console between the seats
  s += `<path d="M${W / 2 - 120} ${H}L${W / 2 - 90} 760Q${W / 2} 730 ${W / 2 + 90} 760L${W / 2 + 120} ${H}Z" fill="${vgrad(d, lighten(c.leather, 0.1), darken(c.leather, 0.6))}"/>`;
  s += stitch(`M${W / 2 - 80} 775Q${W / 2} 748 ${W / 2 + 80} 775`, thread, 2.5);
  return s;
}

function drawBusAisle(c: InteriorCtx): string {
  const d = c.doc;
  let s = `<rect width="${W}" height="${H}" fill="${vgrad(d, '#d9d6cf', '#58585a')}"/>`;
  // perspective windows on both sides
  const vx = W / 2;
  const vy = 420;
  for (const k of [-1, 1]) {
    const win = `M${vx + k * 260} ${vy - 120}L${vx + k * 800} ${vy - 330}L${vx + k * 800} ${vy + 90}L${vx + k * 260} ${vy + 10}Z`;
    s += outside(c, win, vy, k * 80);
    for (let i = 0; i < 5; i++) {
      const t = i / 5;
      const x = vx + k * (260 + 540 * t * t);
      s += `<path d="M${x} ${vy - 130 - 210 * t * t}V${vy + 15 + 80 * t * t}" stroke="#2a2b2e" stroke-width="${6 + 18 * t}"/>`;
    }
  }
  s += `<path d="M${vx - 90} ${vy + 40}L${vx + 90} ${vy + 40}L${vx + 330} ${H}L${vx - 330} ${H}Z" fill="${vgrad(d, '#6b6259', '#2c2824')}"/>`;
  // rows of seats receding
  for (let i = 5; i >= 0; i--) {
    const t = i / 5;
    const k = 0.28 + (1 - t) * 0.75;
    const y = vy + 60 + (1 - t) * (1 - t) * 520;
    for (const side of [-1, 1])
      for (const off of [0.45, 1.05]) {
        const x = vx + side * (120 + off * 330) * k;
        s += `<rect x="${x - 120 * k}" y="${y - 260 * k}" width="${240 * k}" height="${300 * k}" rx="${40 * k}" fill="${vgrad(d, lighten(c.paint, 0.15), darken(c.paint, 0.5), c.paint)}"/>`;
        s += `<rect x="${x - 100 * k}" y="${y - 300 * k}" width="${200 * k}" height="${70 * k}" rx="${30 * k}" fill="${vgrad(d, '#e9e6df', '#a9a59e')}"/>`;
      }
  }
  return s;
}

function drawLiving(c: InteriorCtx, kind: 'rv' | 'cargo' | 'boat' | 'sleeper' | 'dinette'): string {
  const d = c.doc;
  const wood = d.linear([
    [0, '#caa27a'],
    [1, '#8f6844'],
  ]);
  let s = '';
  if (kind === 'cargo') {
    s += `<rect width="${W}" height="${H}" fill="#d9d8d4"/>`;
    const vx = W / 2;
    const vy = 470;
    s += `<path d="M0 0H${W}L${vx + 300} ${vy - 200}H${vx - 300}Z" fill="${vgrad(d, '#f2f2f0', '#c9c9c6')}"/>`;
    s += `<path d="M0 0L${vx - 300} ${vy - 200}V${vy + 200}L0 ${H}Z" fill="${d.linear(
      [
        [0, '#b9b4aa'],
        [1, '#e4e1da'],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    )}"/>`;
    s += `<path d="M${W} 0L${vx + 300} ${vy - 200}V${vy + 200}L${W} ${H}Z" fill="${d.linear(
      [
        [0, '#e4e1da'],
        [1, '#b9b4aa'],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    )}"/>`;
    s += `<path d="M0 ${H}L${vx - 300} ${vy + 200}H${vx + 300}L${W} ${H}Z" fill="${wood}"/>`;
    let planks = '';
    for (let i = -10; i <= 10; i++) planks += `M${vx + i * 30} ${vy + 200}L${vx + i * 160} ${H}`;
    s += `<path d="${planks}" stroke="#7a5636" stroke-width="2" opacity="0.5"/>`;
    // open ramp door showing the scene
    const door = `M${vx - 300} ${vy - 200}H${vx + 300}V${vy + 200}H${vx - 300}Z`;
    s += outside(c, door, vy + 40, 180);
    s += `<path d="${door}" fill="none" stroke="#8d939b" stroke-width="16"/>`;
    for (const k of [-1, 1])
      for (const t of [0.35, 0.6])
        s += `<path d="M${k < 0 ? 0 : W} ${H * t}L${vx + k * 300} ${vy - 200 + 400 * t}" stroke="#6b7078" stroke-width="${10}" opacity="0.8" stroke-dasharray="26 10"/>`;
    s += `<rect x="${vx - 80}" y="30" width="160" height="24" rx="12" fill="#fffbe8"/>`;
    s += `<path d="M0 ${H * 0.62}L${vx - 300} ${vy + 110}" stroke="${c.paint}" stroke-width="18"/><path d="M${W} ${H * 0.62}L${vx + 300} ${vy + 110}" stroke="${c.paint}" stroke-width="18"/>`;
    return s;
  }
  // living space: sofa or berth, windows, cabinets, floor
  s += `<rect width="${W}" height="${H}" fill="${vgrad(d, kind === 'boat' ? '#e7ddcc' : '#eee8de', '#b7ad9f')}"/>`;
  const winY = kind === 'boat' ? 300 : 240;
  const wins =
    kind === 'boat'
      ? [
          [W * 0.3, 170, 90],
          [W * 0.5, 170, 90],
          [W * 0.7, 170, 90],
        ]
      : [[W * 0.5, 330, 190]];
  for (const [x, w, h] of wins as [number, number, number][]) {
    const win =
      kind === 'boat'
        ? `M${x - w} ${winY}a${w} ${h / 2} 0 1 0 ${2 * w} 0a${w} ${h / 2} 0 1 0 ${-2 * w} 0Z`
        : `M${x - w} ${winY - h / 2}H${x + w}V${winY + h / 2}H${x - w}Z`;
    s += outside(c, win, winY + 10, 90);
    s += `<path d="${win}" fill="none" stroke="${kind === 'boat' ? '#c9ced4' : '#3a3b3f'}" stroke-width="14"/>`;
  }
  s += `<rect x="0" y="0" width="${W}" height="90" fill="${wood}"/>`;
  if (kind === 'boat') for (let i = 0; i < 9; i++) s += `<rect x="${i * 190 - 20}" y="0" width="24" height="90" fill="#7a5636" opacity="0.5"/>`;
  // floor
  s += `<path d="M0 ${H - 220}H${W}V${H}H0Z" fill="${kind === 'boat' ? wood : vgrad(d, '#9d8a74', '#6b5b49')}"/>`;
  let planks = '';
  for (let i = 0; i < 12; i++) planks += `M${i * 150} ${H - 220}L${i * 150 - 200} ${H}`;
  s += `<path d="${planks}" stroke="#000000" stroke-width="2" opacity="0.15"/>`;
  // sofa / berth in the upholstery with paint-coloured cushions
  const L = kind === 'boat' ? '#f1eee6' : c.leather;
  s += `<path d="M120 ${H - 200}V${H - 470}Q120 ${H - 520} 170 ${H - 520}H${W - 170}Q${W - 120} ${H - 520} ${W - 120} ${H - 470}V${H - 200}Z" fill="${vgrad(d, lighten(L, 0.1), darken(L, 0.45))}"/>`;
  s += `<path d="M100 ${H - 330}H${W - 100}V${H - 170}H100Z" fill="${vgrad(d, lighten(L, 0.2), darken(L, 0.3))}" rx="30"/>`;
  for (let i = 0; i < 3; i++) {
    const x = 200 + i * 420;
    s += `<rect x="${x}" y="${H - 500}" width="380" height="180" rx="40" fill="${vgrad(d, lighten(L, 0.15), darken(L, 0.2))}"/>`;
    s += stitch(`M${x + 30} ${H - 485}H${x + 350}`, c.thread, 2.5);
  }
  for (const x of [300, W - 420])
    s += `<rect x="${x}" y="${H - 470}" width="150" height="120" rx="30" transform="rotate(${x < W / 2 ? -8 : 8} ${x + 75} ${H - 410})" fill="${vgrad(d, lighten(c.paint, 0.25), darken(c.paint, 0.3), c.paint)}"/>`;
  s += stitch(`M110 ${H - 320}H${W - 110}`, c.thread, 2.5);
  if (kind === 'dinette') {
    // benches facing each other across a table, seen end-on
    for (const k of [-1, 1]) {
      const x = W / 2 + k * 560;
      s += `<path d="M${x - 170} ${H}V${H - 560}Q${x - 170} ${H - 640} ${x - 90} ${H - 640}H${x + 90}Q${x + 170} ${H - 640} ${x + 170} ${H - 560}V${H}Z" fill="${vgrad(d, lighten(L, 0.15), darken(L, 0.5), L)}"/>`;
      s += stitch(`M${x - 140} ${H - 560}H${x + 140}M${x - 140} ${H - 300}H${x + 140}`, c.thread, 3);
      s += `<rect x="${x - 200}" y="${H - 260}" width="400" height="130" rx="30" fill="${vgrad(d, lighten(c.paint, 0.2), darken(c.paint, 0.4), c.paint)}"/>`;
    }
    s += `<path d="M${W / 2 - 330} ${H - 330}H${W / 2 + 330}L${W / 2 + 380} ${H - 250}H${W / 2 - 380}Z" fill="${wood}"/>`;
    s += `<rect x="${W / 2 - 380}" y="${H - 250}" width="760" height="26" fill="#6b4a2f"/><rect x="${W / 2 - 20}" y="${H - 224}" width="40" height="224" fill="#8d939b"/>`;
    s += `<ellipse cx="${W / 2 - 100}" cy="${H - 300}" rx="60" ry="16" fill="#f4f4f2"/><ellipse cx="${W / 2 + 150}" cy="${H - 295}" rx="36" ry="12" fill="${c.paint}"/>`;
    return s;
  }
  // table
  if (kind !== 'sleeper') {
    s += `<path d="M${W / 2 - 280} ${H - 150}L${W / 2 + 280} ${H - 150}L${W / 2 + 340} ${H - 80}L${W / 2 - 340} ${H - 80}Z" fill="${wood}"/>`;
    s += `<path d="M${W / 2 - 340} ${H - 80}L${W / 2 + 340} ${H - 80}V${H - 60}H${W / 2 - 340}Z" fill="#6b4a2f"/>`;
    s += `<ellipse cx="${W / 2 + 120}" cy="${H - 125}" rx="34" ry="12" fill="#f4f4f2"/><path d="M${W / 2 + 95} ${H - 125}L${W / 2 + 100} ${H - 180}H${W / 2 + 140}L${W / 2 + 145} ${H - 125}Z" fill="#f4f4f2" opacity="0.85"/>`;
  }
  // warm lights
  for (const x of [W * 0.2, W * 0.8])
    s += `<circle cx="${x}" cy="60" r="16" fill="#fff4d6"/><ellipse cx="${x}" cy="200" rx="260" ry="220" fill="${d.radial([
      [0, '#fff1d0', 0.35],
      [1, '#fff1d0', 0],
    ])}"/>`;
  return s;
}

// ---------------------------------------------------------------------------------------------
// Gauge close-ups

function drawGaugeCluster(c: InteriorCtx): string {
  const d = c.doc;
  const marine = c.category === 'boats';
  const many = c.category === 'heavy-duty-trucks-buses' || c.category === 'heavy-equipment';
  let s = `<rect width="${W}" height="${H}" fill="${marine ? vgrad(d, '#f0f0ee', '#bdbfbf') : vgrad(d, '#26272b', '#070708')}"/>`;
  if (!marine) {
    // carbon-like texture
    let tex = '';
    for (let y = 0; y < H; y += 16) tex += `M0 ${y}H${W}`;
    s += `<path d="${tex}" stroke="#ffffff" stroke-width="1" opacity="0.03"/>`;
  }
  const hood = `M40 ${H}V300Q40 140 220 130H${W - 220}Q${W - 40} 140 ${W - 40} 300V${H}Z`;
  s += `<path d="${hood}" fill="${marine ? vgrad(d, '#ffffff', '#d6d7d6') : vgrad(d, '#1a1b1e', '#050506')}"/>`;
  s += `<path d="${hood}" fill="none" stroke="${marine ? '#c9ced4' : '#34363b'}" stroke-width="10"/>`;
  s += `<path d="M220 130H${W - 220}" stroke="${c.paint}" stroke-width="${c.trim === 'paint' || marine ? 14 : 5}" stroke-linecap="round"/>`;
  const accent = c.accent;
  if (many) {
    const big = [
      [W * 0.3, 520, 230],
      [W * 0.7, 520, 230],
    ] as const;
    big.forEach(
      ([x, y, r], i) =>
        (s += dial(d, {
          cx: x,
          cy: y,
          r,
          accent,
          value: 0.3 + 0.25 * i,
          redZone: i === 1,
          bezel: 'chrome',
          majors: 8,
          digits: i === 0 ? '1' + String(c.variant) + '4' : undefined,
        })),
    );
    for (let i = 0; i < 5; i++)
      s += dial(d, {
        cx: 260 + i * 270,
        cy: 950,
        r: 95,
        accent,
        value: 0.2 + ((i * 37 + c.variant * 11) % 60) / 100,
        bezel: 'chrome',
        majors: 4,
        redZone: i === 2,
      });
    s += `<rect x="${W / 2 - 120}" y="430" width="240" height="180" rx="16" fill="#050607"/>`;
    s += sevenSegment(String(1000 + c.variant * 137).slice(0, 4), W / 2, 520, 70, accent);
  } else {
    const face = marine ? '#0e1116' : '#0b0c0e';
    s += dial(d, {
      cx: W * 0.285,
      cy: 560,
      r: 300,
      accent,
      face,
      value: 0.62,
      redZone: false,
      bezel: marine ? 'chrome' : 'dark',
      majors: 8,
      digits: String(80 + c.variant * 9),
    });
    s += dial(d, { cx: W * 0.715, cy: 560, r: 300, accent, face, value: 0.35, redZone: true, bezel: marine ? 'chrome' : 'dark', majors: 8 });
    s += `<rect x="${W / 2 - 115}" y="760" width="230" height="150" rx="18" fill="#050607" stroke="#2a2c30" stroke-width="4"/>`;
    s += sevenSegment(c.category === 'boats' ? 'N' : 'D' + String((c.variant % 6) + 1), W / 2, 835, 80, accent);
    for (let i = 0; i < 6; i++)
      s += `<rect x="${W / 2 - 105 + i * 36}" y="930" width="26" height="${30 + ((i * 13 + c.variant) % 4) * 12}" rx="4" fill="${i < 4 ? accent : '#333'}" opacity="0.9"/>`;
  }
  // warning lamps row
  const lamps = ['#2fbf5a', '#e0a030', c.accent, '#3a8ef0', '#e0402a'];
  lamps.forEach((col, i) => (s += `<circle cx="${W / 2 - 160 + i * 80}" cy="200" r="18" fill="${col}" opacity="${i === c.variant % 5 ? 1 : 0.25}"/>`));
  s += `<path d="M60 ${H}V330Q60 170 230 160H${W - 230}Q${W - 60} 170 ${W - 60} 330V${H}" fill="none" stroke="#ffffff" stroke-width="3" opacity="${marine ? 0.5 : 0.08}"/>`;
  return s;
}

function drawMotoSeat(c: InteriorCtx): string {
  const d = c.doc;
  let s = `<rect width="${W}" height="${H}" fill="#777"/>`;
  s += outside(c, `M0 0H${W}V${H}H0Z`, 360, 90, 0.8);
  const seatCol = c.variant % 2 ? '#3b2a20' : '#1b1c1f';
  const paintGrad = d.linear([
    [0, lighten(c.paint, 0.35)],
    [0.45, c.paint],
    [1, darken(c.paint, 0.55)],
  ]);
  // rear wheel and swingarm, engine and frame behind the panels
  s += `<circle cx="${W * 0.74}" cy="${H + 40}" r="330" fill="#141517"/><circle cx="${W * 0.74}" cy="${H + 40}" r="230" fill="${d.radial([
    [0, '#6b7078'],
    [1, '#2a2c30'],
  ])}"/>`;
  for (let i = 0; i < 6; i++) {
    const a = (i / 6) * Math.PI * 2 + 0.3;
    s += `<path d="M${num(W * 0.74)} ${H + 40}L${num(W * 0.74 + Math.cos(a) * 220)} ${num(H + 40 + Math.sin(a) * 220)}" stroke="#9aa0a8" stroke-width="18"/>`;
  }
  s += `<path d="M${W * 0.05} ${H}L${W * 0.2} 860H${W * 0.55}L${W * 0.62} ${H}Z" fill="${vgrad(d, '#4a4e55', '#1b1c1f')}"/>`;
  for (let k = 0; k < 6; k++) s += `<path d="M${W * 0.22 + k * 40} 880V${H}" stroke="#8d939b" stroke-width="10" opacity="0.8"/>`;
  s += `<path d="M${W * 0.55} 900L${W * 0.95} 1010" stroke="#2a2c30" stroke-width="34" stroke-linecap="round"/>`;
  // tank rear (left) with knee recess and badge stripe
  const tank = `M-40 520C120 440 420 430 640 520C700 560 720 650 690 760C600 820 260 850 -40 860Z`;
  s += `<path d="${tank}" fill="${paintGrad}"/>`;
  s += `<path d="M140 640C300 600 480 610 600 660C560 720 380 760 160 760Z" fill="#000000" opacity="0.12"/>`;
  s += `<path d="M-40 560C180 480 420 480 620 545" stroke="#ffffff" stroke-width="10" opacity="0.35" fill="none"/>`;
  s += `<path d="M40 700C220 660 420 660 600 700" stroke="${accentLine(c)}" stroke-width="16" fill="none"/>`;
  // side panel and tail in the paint colour
  s += `<path d="M640 760C800 790 1100 800 1380 730C1460 710 1560 650 ${W + 40} 600V820C1400 880 1000 900 700 880Z" fill="${paintGrad}"/>`;
  s += `<path d="M760 830C980 850 1200 840 1420 780" stroke="${accentLine(c)}" stroke-width="12" fill="none"/>`;
  // the seat: scooped rider pad, step, pillion hump
  const seatPath = `M600 560C700 600 860 640 1000 650C1100 656 1160 640 1220 610C1300 570 1420 560 1520 585C1570 600 1580 650 1540 690C1380 760 1100 790 820 790C700 788 640 760 610 700C590 650 585 590 600 560Z`;
  s += `<path d="${seatPath}" fill="${vgrad(d, lighten(seatCol, 0.3), darken(seatCol, 0.5), seatCol)}"/>`;
  s += `<path d="M600 560C700 600 860 640 1000 650C1100 656 1160 640 1220 610C1300 570 1420 560 1520 585" stroke="#ffffff" stroke-width="6" opacity="0.22" fill="none"/>`;
  s += stitch(`M625 600C720 640 870 676 1000 684C1100 690 1170 672 1230 645C1310 610 1420 600 1510 620`, c.thread, 3.5);
  let pleats = '';
  for (let i = 0; i < 6; i++) {
    const x = 700 + i * 75;
    pleats += `M${x} ${618 + i * 8}Q${x + 12} 700 ${x - 4} ${770}`;
  }
  s += `<path d="${pleats}" stroke="${darken(seatCol, 0.7)}" stroke-width="7" fill="none" opacity="0.55"/>`;
  s += stitch(pleats, c.thread, 2.4);
  s += stitch(`M630 740C760 775 1000 778 1220 760C1350 748 1460 720 1530 690`, c.thread, 3);
  // grab rail and tail lamp
  s += `<path d="M1280 700C1380 640 1500 630 1560 650" stroke="${vgrad(d, '#e6e9ec', '#7d838a')}" stroke-width="16" fill="none" stroke-linecap="round"/>`;
  s += `<ellipse cx="${W - 10}" cy="690" rx="40" ry="26" fill="#c0141c"/>`;
  return s;
}

function accentLine(c: InteriorCtx): string {
  return luminance(c.paint) > 0.55 ? '#15171a' : '#f3f1ea';
}

// ---------------------------------------------------------------------------------------------

export function renderInterior(category: DemoVehicleCategory, view: DemoInteriorView, variant: number, paintHex: string): string {
  const doc = new SvgDoc(W, H);
  // a studio backdrop seen through glass reads as an overexposed blank: use the showroom instead
  const sceneId = sceneIdFor(category, variant);
  const scene = getScene(sceneId === 'studio' ? 'showroom' : sceneId);
  const paint = `#${paintHex}`;
  const leather = LEATHERS[variant % LEATHERS.length] as string;
  const accentBase = luminance(paint) < 0.12 ? mix(paint, '#ffffff', 0.6) : paint;
  const c: InteriorCtx = {
    doc,
    rng: createRandom(`${category}:${view}:${variant}`),
    paint,
    leather,
    thread: luminance(leather) > 0.5 ? darken(paint, 0.1) : lighten(paint, 0.15),
    trim: (['paint', 'wood', 'carbon', 'alloy', 'paint'] as const)[variant % 5] as InteriorCtx['trim'],
    scene,
    category,
    variant,
    night: scene.light.night,
    accent: mix(accentBase, '#ffffff', 0.15),
  };
  let body: string;
  switch (view) {
    case 'dash':
      body =
        category === 'motorcycles'
          ? drawMotoCockpit(c, false)
          : category === 'heavy-equipment'
            ? `<g transform="translate(-260 -330) scale(1.32)">${drawEquipmentCab(c)}</g>`
            : category === 'trailers'
              ? drawTrailerWall(c, 'galley')
              : drawDash(c);
      break;
    case 'seats':
      body =
        category === 'motorcycles'
          ? drawMotoSeat(c)
          : category === 'trailers' || category === 'rvs'
            ? drawLiving(c, 'dinette')
            : category === 'heavy-duty-trucks-buses' && variant % 10 === 2
              ? drawBusAisle(c)
              : drawSeats(c);
      break;
    case 'cabin':
      body =
        category === 'motorcycles'
          ? drawMotoCockpit(c, true)
          : category === 'trailers'
            ? drawLiving(c, 'cargo')
            : category === 'boats'
              ? drawLiving(c, 'boat')
              : category === 'rvs'
                ? drawLiving(c, 'rv')
                : category === 'heavy-duty-trucks-buses'
                  ? variant % 10 === 2 || variant % 10 === 6
                    ? drawBusAisle(c)
                    : drawLiving(c, 'sleeper')
                  : category === 'heavy-equipment'
                    ? drawEquipmentCab(c)
                    : drawCabinWide(c);
      break;
    default:
      body = category === 'trailers' ? drawTrailerWall(c, 'panel') : drawGaugeCluster(c);
  }
  return finish(c, body);
}

/** Wide cabin view from the back seat: the dash further away, the front seat backs in front. */
function drawCabinWide(c: InteriorCtx): string {
  const d = c.doc;
  let s = `<g transform="translate(${W * 0.14} ${H * 0.05}) scale(0.72)">${drawDash(c)}</g>`;
  s = `<rect width="${W}" height="${H}" fill="${vgrad(d, '#cfcac2', '#2b2c30')}"/>` + s;
  const L = c.leather;
  for (const k of [-1, 1]) {
    const x = W / 2 + k * 470;
    const back = `M${x - 300} ${H}C${x - 330} ${H - 380} ${x - 280} ${H - 600} ${x - 180} ${H - 660}Q${x} ${H - 700} ${x + 180} ${H - 660}C${x + 280} ${H - 600} ${x + 330} ${H - 380} ${x + 300} ${H}Z`;
    s += `<path d="${back}" fill="${vgrad(d, lighten(L, 0.15), darken(L, 0.6), L)}"/>`;
    s += stitch(`M${x - 240} ${H - 40}C${x - 260} ${H - 360} ${x - 220} ${H - 560} ${x - 150} ${H - 610}`, c.thread, 3);
    s += stitch(`M${x + 240} ${H - 40}C${x + 260} ${H - 360} ${x + 220} ${H - 560} ${x + 150} ${H - 610}`, c.thread, 3);
    s += `<path d="${back}" fill="none" stroke="${c.paint}" stroke-width="6" opacity="0.8"/>`;
    s += `<rect x="${x - 140}" y="${H - 860}" width="280" height="190" rx="80" fill="${vgrad(d, lighten(L, 0.2), darken(L, 0.4))}"/>`;
    s += `<path d="M${x - 40} ${H - 675}v30M${x + 40} ${H - 675}v30" stroke="#9aa0a7" stroke-width="12"/>`;
  }
  return s;
}
