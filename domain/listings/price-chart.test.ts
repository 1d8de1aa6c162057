import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chartCategories, DAY_MS, dayDomain, salesByDay, timeTicks, wallTime, type ChartSale } from './price-chart.ts';

// The x-axis said 'Nov 2026 ... Nov 2026', sales of one day were stacked, categories mixed.

const at = (iso: string) => Date.parse(iso);
const sale = (soldAt: string, price: number, category = 'cars', id = soldAt + price): ChartSale => ({ id, title: `Sale ${id}`, price, soldAt, category });

describe('timeTicks', () => {
  it('labels ten days of November by day, not "Nov 2026" twice', () => {
    const ticks = timeTicks(at('2026-11-16T00:00:00Z'), at('2026-11-26T00:00:00Z'));
    expect(ticks.map((t) => t.label)).toEqual(['Nov 16', 'Nov 18', 'Nov 20', 'Nov 22', 'Nov 24']);
  });
  it('one day is one tick naming the date with its year', () => {
    expect(timeTicks(at('2026-11-16T00:00:00Z'), at('2026-11-17T00:00:00Z')).map((t) => t.label)).toEqual(['Nov 16, 2026']);
  });
  it('months within a year by name; across years with the year; long spans by year', () => {
    expect(timeTicks(at('2026-02-10T00:00:00Z'), at('2026-07-20T00:00:00Z')).map((t) => t.label)).toEqual(['Mar', 'Apr', 'May', 'Jun', 'Jul']);
    expect(timeTicks(at('2025-10-10T00:00:00Z'), at('2026-02-20T00:00:00Z')).map((t) => t.label)).toEqual(['Nov 2025', 'Dec 2025', 'Jan 2026', 'Feb 2026']);
    expect(timeTicks(at('2019-05-01T00:00:00Z'), at('2026-05-01T00:00:00Z')).map((t) => t.label)).toEqual(['2020', '2022', '2024', '2026']);
  });

  const span = fc.tuple(
    fc.integer({ min: at('1990-01-01T00:00:00Z') / DAY_MS, max: at('2060-01-01T00:00:00Z') / DAY_MS }),
    fc.integer({ min: 1, max: 40_000 }),
  );
  it('for any span of whole days: unique labels, in order, inside the span, at most the limit, two or more from two days on', () => {
    fc.assert(
      fc.property(span, fc.integer({ min: 5, max: 12 }), ([firstDay, days], max) => {
        const start = firstDay * DAY_MS;
        const end = start + days * DAY_MS;
        const ticks = timeTicks(start, end, max);
        const labels = ticks.map((t) => t.label);
        expect(new Set(labels).size).toBe(labels.length);
        expect(ticks.length).toBeGreaterThanOrEqual(days >= 2 ? 2 : 1);
        expect(ticks.length).toBeLessThanOrEqual(max);
        for (let i = 0; i < ticks.length; i++) {
          expect(ticks[i]!.x).toBeGreaterThanOrEqual(start);
          expect(ticks[i]!.x).toBeLessThanOrEqual(end);
          if (i > 0) expect(ticks[i]!.x).toBeGreaterThan(ticks[i - 1]!.x);
        }
      }),
    );
  });
});

describe('salesByDay', () => {
  it('draws the sales of a day as one point at its middle: count, average, lowest and highest', () => {
    const days = salesByDay(
      [sale('2026-11-20T09:00:00Z', 30_000), sale('2026-11-20T18:30:00Z', 50_000), sale('2026-11-21T10:00:00Z', 20_000), sale('2026-11-19T10:00:00Z', 0)],
      'utc',
    );
    expect(days.map(({ day, count, average, min, max }) => ({ day, count, average, min, max }))).toEqual([
      { day: '2026-11-20', count: 2, average: 40_000, min: 30_000, max: 50_000 },
      { day: '2026-11-21', count: 1, average: 20_000, min: 20_000, max: 20_000 },
    ]);
    expect(days[0]!.x).toBe(at('2026-11-20T12:00:00Z'));
  });
  it("reads the day on the visitor's clock", () => {
    // 02:00 UTC is still the evening before in New York (UTC-5).
    const days = salesByDay([sale('2026-11-20T02:00:00Z', 10_000), sale('2026-11-19T20:00:00Z', 12_000)], { offsetMinutes: 300 });
    expect(days.map((d) => [d.day, d.count])).toEqual([['2026-11-19', 2]]);
    expect(wallTime(at('2026-11-20T02:00:00Z'), { offsetMinutes: 300 })).toBe(at('2026-11-19T21:00:00Z'));
  });

  const sales = fc.array(
    fc.record({
      t: fc.integer({ min: at('2020-01-01T00:00:00Z'), max: at('2030-01-01T00:00:00Z') }),
      price: fc.integer({ min: 0, max: 5_000_000 }),
      category: fc.constantFrom('cars', 'boats', 'rvs'),
    }),
    { minLength: 1, maxLength: 60 },
  );
  const zone = fc.oneof(
    fc.constant('utc' as const),
    fc.integer({ min: -840, max: 720 }).map((offsetMinutes) => ({ offsetMinutes })),
  );
  it('for any sales and zone: each priced sale in exactly one day, days unique and in order, points inside the domain and the ticks', () => {
    fc.assert(
      fc.property(sales, zone, (list, z) => {
        const input = list.map((s, i) => sale(new Date(s.t).toISOString(), s.price, s.category, String(i)));
        const days = salesByDay(input, z);
        const priced = input.filter((s) => s.price > 0);
        expect(days.reduce((n, d) => n + d.count, 0)).toBe(priced.length);
        expect(new Set(days.flatMap((d) => d.sales.map((s) => s.id))).size).toBe(priced.length);
        for (let i = 0; i < days.length; i++) {
          const d = days[i]!;
          if (i > 0) expect(d.day > days[i - 1]!.day).toBe(true);
          expect(d.min).toBeLessThanOrEqual(d.average);
          expect(d.average).toBeLessThanOrEqual(d.max);
          for (const s of d.sales) expect(Math.abs(wallTime(Date.parse(s.soldAt), z) - d.x)).toBeLessThanOrEqual(DAY_MS / 2);
        }
        if (days.length === 0) return;
        const domain = dayDomain(days);
        expect(days.every((d) => d.x > domain.start && d.x < domain.end)).toBe(true);
        const ticks = timeTicks(domain.start, domain.end);
        expect(ticks.length).toBeGreaterThanOrEqual(days.length > 1 ? 2 : 1);
        expect(new Set(ticks.map((t) => t.label)).size).toBe(ticks.length);
      }),
    );
  });
});

describe('chartCategories', () => {
  it('lists the categories with priced sales, most first', () => {
    expect(
      chartCategories([
        sale('2026-01-01T00:00:00Z', 1, 'boats'),
        sale('2026-01-02T00:00:00Z', 1, 'cars'),
        sale('2026-01-03T00:00:00Z', 1, 'cars'),
        sale('2026-01-04T00:00:00Z', 0, 'rvs'),
      ]),
    ).toEqual([
      { category: 'cars', count: 2 },
      { category: 'boats', count: 1 },
    ]);
  });
});
