/**
 * The demo renderer's small physically-flavoured shading model: ambient from sky and ground, a key
 * light, environment reflections with Fresnel, a sun highlight. Shared by the engine and the wheels.
 */
import { addRgb, hexToRgb, mixRgb, mulRgb, scaleRgb, type Rgb } from './color.ts';
import type { Material } from './geometry.ts';
import { dot, normalize, type V3 } from './math3d.ts';

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
