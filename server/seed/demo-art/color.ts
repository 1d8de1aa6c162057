/** Small colour toolkit: everything works on [r, g, b] in 0..255 and prints as `#rrggbb`. */

export type Rgb = readonly [number, number, number];

export function hexToRgb(hex: string): Rgb {
  const h = hex.replace(/^#/, '');
  const n = Number.parseInt(h.length === 3 ? h.replace(/./g, '$&$&') : h, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function clampByte(v: number): number {
  return v <= 0 ? 0 : v >= 255 ? 255 : Math.round(v);
}

export function rgbToHex(c: Rgb): string {
  return `#${((1 << 24) | (clampByte(c[0]) << 16) | (clampByte(c[1]) << 8) | clampByte(c[2])).toString(16).slice(1)}`;
}

export function mixRgb(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

/** Mix two `#rrggbb` colours: t = 0 gives a, 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  return rgbToHex(mixRgb(hexToRgb(a), hexToRgb(b), t));
}

export function lighten(c: string, t: number): string {
  return mix(c, '#ffffff', t);
}

export function darken(c: string, t: number): string {
  return mix(c, '#000000', t);
}

export function scaleRgb(c: Rgb, k: number): Rgb {
  return [c[0] * k, c[1] * k, c[2] * k];
}

export function mulRgb(a: Rgb, b: Rgb): Rgb {
  return [(a[0] * b[0]) / 255, (a[1] * b[1]) / 255, (a[2] * b[2]) / 255];
}

export function addRgb(a: Rgb, b: Rgb): Rgb {
  return [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
}

/** Relative luminance 0..1 (sRGB approximation, good enough for picking contrasts). */
export function luminance(c: string | Rgb): number {
  const [r, g, b] = typeof c === 'string' ? hexToRgb(c) : c;
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

export function rgbToHsl(c: Rgb): [number, number, number] {
  const r = c[0] / 255;
  const g = c[1] / 255;
  const b = c[2] / 255;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  let h: number;
  if (max === r) h = (g - b) / d + (g < b ? 6 : 0);
  else if (max === g) h = (b - r) / d + 2;
  else h = (r - g) / d + 4;
  return [h * 60, s, l];
}

export function hslToRgb(h: number, s: number, l: number): Rgb {
  const hh = (((h % 360) + 360) % 360) / 360;
  if (s === 0) return [l * 255, l * 255, l * 255];
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const f = (t: number): number => {
    let x = t;
    if (x < 0) x += 1;
    if (x > 1) x -= 1;
    if (x < 1 / 6) return p + (q - p) * 6 * x;
    if (x < 1 / 2) return q;
    if (x < 2 / 3) return p + (q - p) * (2 / 3 - x) * 6;
    return p;
  };
  return [f(hh + 1 / 3) * 255, f(hh) * 255, f(hh - 1 / 3) * 255];
}

export function hsl(h: number, s: number, l: number): string {
  return rgbToHex(hslToRgb(h, Math.max(0, Math.min(1, s)), Math.max(0, Math.min(1, l))));
}

/** Rotate the hue of a colour (degrees), keeping saturation and lightness. */
export function rotateHue(c: string, degrees: number): string {
  const [h, s, l] = rgbToHsl(hexToRgb(c));
  return hsl(h + degrees, s, l);
}

/** Set the lightness of a colour (0..1), keeping hue and saturation. */
export function withLightness(c: string, l: number): string {
  const [h, s] = rgbToHsl(hexToRgb(c));
  return hsl(h, s, l);
}

export function saturate(c: string, factor: number): string {
  const [h, s, l] = rgbToHsl(hexToRgb(c));
  return hsl(h, s * factor, l);
}
