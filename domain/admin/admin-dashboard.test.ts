import { describe, expect, it } from 'vitest';
import { lastDays, localDay, startOfLocalDay } from './admin-dashboard.ts';

describe('the viewer’s calendar days', () => {
  const at = Date.parse('2030-03-10T01:30:00Z');
  it('reads the day in the viewer’s zone', () => {
    expect(localDay(at, 0)).toBe('2030-03-10');
    expect(localDay(at, 300)).toBe('2030-03-09'); // UTC-5: still the evening before
    expect(localDay(at, -600)).toBe('2030-03-10'); // UTC+10
  });
  it('lists the last days up to today, oldest first', () => {
    expect(lastDays(at, 3, 300)).toEqual(['2030-03-07', '2030-03-08', '2030-03-09']);
  });
  it('finds the instant today began', () => {
    expect(startOfLocalDay(at, 300).toISOString()).toBe('2030-03-09T05:00:00.000Z');
    expect(startOfLocalDay(at, 0).toISOString()).toBe('2030-03-10T00:00:00.000Z');
  });
});
