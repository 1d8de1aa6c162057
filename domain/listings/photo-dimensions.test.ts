import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PHOTO_DIMENSION_LIMITS as L, photoDimensionProblem } from './photo-dimensions.ts';

describe('photoDimensionProblem', () => {
  it('passes what cameras and phones take, either way up', () => {
    for (const [w, h] of [
      [4032, 3024], // a phone's 12 MP
      [8064, 6048], // a phone's 48 MP mode
      [9504, 6336], // a 61 MP full-frame camera
      [6000, 4000],
      [1080, 1920],
      [12_000, 3000], // a 4:1 panorama at the longest side
      [1, 1],
    ]) {
      expect(photoDimensionProblem(w!, h!), `${w} x ${h}`).toBeNull();
      expect(photoDimensionProblem(h!, w!), `${h} x ${w}`).toBeNull();
    }
  });

  it('refuses the reported 100 x 999,999 PNG and a 10,000 x 10,000 one', () => {
    expect(photoDimensionProblem(100, 999_999)).toBe('side');
    expect(photoDimensionProblem(10_000, 10_000)).toBe('pixels');
    expect(photoDimensionProblem(12_000, 200)).toBe('aspect');
    expect(photoDimensionProblem(0, 100)).toBe('empty');
  });

  it('passes exactly what is within every limit (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2_000_000 }), fc.integer({ min: 1, max: 2_000_000 }), (w, h) => {
        const within = Math.max(w, h) <= L.maxSide && w * h <= L.maxPixels && Math.max(w, h) <= L.maxAspect * Math.min(w, h);
        expect(photoDimensionProblem(w, h) === null).toBe(within);
        expect(photoDimensionProblem(w, h)).toBe(photoDimensionProblem(h, w));
      }),
      { numRuns: 2000 },
    );
  });

  it('every passing photo fits WebP at the largest stored width (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: L.maxSide }), fc.integer({ min: 1, max: L.maxSide }), (w, h) => {
        fc.pre(photoDimensionProblem(w, h) === null);
        const scaledHeight = Math.ceil((h * Math.min(w, 2400)) / w);
        expect(scaledHeight).toBeLessThanOrEqual(16_383);
      }),
    );
  });
});
