// The sold-price chart's rules: one category at a time, the sales of a day as one point,
// and an x-axis whose labels are unique and suit the span of dates shown. Times are read on a wall clock
// (DateZone, as every date the site writes): a "wall time" is the instant shifted by the zone's offset, read
// with the UTC getters.
import type { DateZone } from '../shared/format.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
export const DAY_MS = 86_400_000;
const NOON_MS = DAY_MS / 2;

/** The wall time of an instant in the zone (its clock reading, as if it were UTC). */
export function wallTime(ms: number, zone: DateZone): number {
  if (zone === 'utc') return ms;
  if (typeof zone === 'object') return ms - zone.offsetMinutes * 60_000;
  return ms - new Date(ms).getTimezoneOffset() * 60_000;
}

export interface ChartSale {
  id: string;
  title: string;
  price: number;
  /** ISO instant of the sale. */
  soldAt: string;
  category: string;
}

/** The categories of the sales, most sales first (then by name), for choosing which one the chart shows. */
export function chartCategories(sales: readonly Pick<ChartSale, 'category' | 'price'>[]): { category: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const s of sales) if (s.price > 0) counts.set(s.category, (counts.get(s.category) ?? 0) + 1);
  return [...counts].map(([category, count]) => ({ category, count })).sort((a, b) => b.count - a.count || a.category.localeCompare(b.category));
}

/** The sales of one calendar day, drawn as one point at the day's middle. */
export interface SaleDay<S extends ChartSale = ChartSale> {
  /** YYYY-MM-DD on the wall clock. */
  day: string;
  /** The wall time of the day's noon: where the point is drawn. */
  x: number;
  sales: S[];
  count: number;
  average: number;
  min: number;
  max: number;
}

const pad = (n: number) => String(n).padStart(2, '0');
const dayKey = (wall: number) => {
  const d = new Date(wall);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
};

/** The sales with a price, grouped by calendar day in the zone, oldest day first; a day's sales in time order. */
export function salesByDay<S extends ChartSale>(sales: readonly S[], zone: DateZone): SaleDay<S>[] {
  const days = new Map<string, { x: number; sales: { sale: S; wall: number }[] }>();
  for (const sale of sales) {
    const t = Date.parse(sale.soldAt);
    if (!(sale.price > 0) || !Number.isFinite(t)) continue;
    const wall = wallTime(t, zone);
    const key = dayKey(wall);
    let day = days.get(key);
    if (!day) days.set(key, (day = { x: Math.floor(wall / DAY_MS) * DAY_MS + NOON_MS, sales: [] }));
    day.sales.push({ sale, wall });
  }
  return [...days]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([day, { x, sales: list }]) => {
      const ordered = list.sort((a, b) => a.wall - b.wall).map((s) => s.sale);
      const prices = ordered.map((s) => s.price);
      return {
        day,
        x,
        sales: ordered,
        count: ordered.length,
        average: Math.round(prices.reduce((a, b) => a + b, 0) / prices.length),
        min: Math.min(...prices),
        max: Math.max(...prices),
      };
    });
}

/** The wall-time span the chart shows for these days: from the first day's start to the last day's end. */
export function dayDomain(days: readonly Pick<SaleDay, 'x'>[]): { start: number; end: number } {
  const xs = days.map((d) => d.x);
  return { start: Math.min(...xs) - NOON_MS, end: Math.max(...xs) + NOON_MS };
}

export interface TimeTick {
  /** Wall time. */
  x: number;
  label: string;
}

type Step = { unit: 'day' | 'month' | 'year'; size: number };
/** Each step at most 2.5 times the one before, so the first that fits still gives two ticks or more. */
const STEPS: Step[] = [
  ...[1, 2, 3, 7, 14].map((size) => ({ unit: 'day' as const, size })),
  ...[1, 2, 3, 6].map((size) => ({ unit: 'month' as const, size })),
  ...[1, 2, 5, 10, 20, 50, 100].map((size) => ({ unit: 'year' as const, size })),
];

function ticksOf(start: number, end: number, step: Step, limit: number): number[] {
  const out: number[] = [];
  if (step.unit === 'day') {
    // At the middle of the first day and of every size-th day after it, where those days' points are drawn.
    const day = Math.ceil((start - NOON_MS) / DAY_MS);
    for (let x = day * DAY_MS + NOON_MS; x <= end && out.length <= limit; x += step.size * DAY_MS) out.push(x);
    return out;
  }
  const first = new Date(start);
  // Months counted from year 0, so 3-month ticks fall on quarters and 6-month ones on half years.
  let month = first.getUTCFullYear() * 12 + first.getUTCMonth();
  const size = step.unit === 'year' ? step.size * 12 : step.size;
  month = Math.ceil(month / size) * size;
  for (;;) {
    const x = Date.UTC(Math.floor(month / 12), month % 12, 1);
    if (x > end || out.length > limit) break;
    if (x >= start) out.push(x);
    month += size;
  }
  return out;
}

function labelOf(x: number, unit: Step['unit'], years: boolean): string {
  const d = new Date(x);
  const year = d.getUTCFullYear();
  if (unit === 'year') return String(year);
  if (unit === 'month') return years ? `${MONTHS[d.getUTCMonth()]} ${year}` : MONTHS[d.getUTCMonth()]!;
  return years ? `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${year}` : `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}`;
}

/**
 * The x-axis ticks of a wall-time span: days (at their middle, where a day's point is), months or years,
 * the finest step giving at most `maxTicks`. Labels are unique, and name the year only when the ticks do
 * not all fall in one year (a single tick always names it).
 */
export function timeTicks(start: number, end: number, maxTicks = 6): TimeTick[] {
  const limit = Math.max(1, Math.floor(maxTicks));
  for (const step of STEPS) {
    const xs = ticksOf(start, end, step, limit);
    if (xs.length === 0 || xs.length > limit) continue;
    const years = xs.length === 1 || new Date(xs[0]!).getUTCFullYear() !== new Date(xs[xs.length - 1]!).getUTCFullYear();
    return xs.map((x) => ({ x, label: labelOf(x, step.unit, years && step.unit !== 'year') }));
  }
  return [];
}
