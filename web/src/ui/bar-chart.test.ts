import { describe, expect, it } from 'vitest';
import { niceMax } from './bar-chart.tsx';

describe('niceMax', () => {
  it('rounds the axis up to a round figure with a round half', () => {
    expect(niceMax(0)).toBe(1);
    expect(niceMax(1)).toBe(1);
    expect(niceMax(3)).toBe(4);
    expect(niceMax(7)).toBe(8);
    expect(niceMax(9)).toBe(10);
    expect(niceMax(150)).toBe(200);
    expect(niceMax(450)).toBe(600);
    expect(niceMax(1_250_000)).toBe(2_000_000);
  });
});
