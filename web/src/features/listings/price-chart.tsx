import { useState } from 'react';
import { formatUsd } from '../../../../domain/shared/money.ts';
import { formatShortDate } from '../../../../domain/shared/format.ts';
import { chartCategories, dayDomain, salesByDay, timeTicks, type ChartSale, type SaleDay } from '../../../../domain/listings/price-chart.ts';
import { categoryName } from '../../../../domain/listings/vehicle-categories.ts';
import { useDateZone } from '../../lib/date-zone.ts';
import { useIsDesktop } from '../../lib/use-is-desktop.ts';
import { cn } from '../../ui/cn.ts';

export type PricePoint = ChartSale;

/** The chart's drawing size (its viewBox) per layout: a phone draws it narrower, so its text stays readable. */
const SIZES = {
  desktop: { W: 720, H: 260, ticks: 6 },
  phone: { W: 360, H: 240, ticks: 4 },
};
const PAD = { top: 16, right: 16, bottom: 32, left: 56 };

/** Rounded axis steps: 1, 2 or 5 times a power of ten. */
function niceTicks(min: number, max: number, count = 4): number[] {
  if (max <= min) return [min];
  const raw = (max - min) / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? raw;
  const ticks: number[] = [];
  for (let v = Math.floor(min / step) * step; v <= max + step / 2; v += step) ticks.push(v);
  return ticks;
}

const shortUsd = (v: number) => (v >= 1_000_000 ? `$${(v / 1_000_000).toFixed(1)}M` : v >= 1000 ? `$${Math.round(v / 1000)}k` : `$${v}`);

/** The day a point stands for, written as the site writes dates ('Nov 3, 2026'). */
const dayText = (day: SaleDay) => formatShortDate(Date.parse(`${day.day}T12:00:00Z`), 'utc');

function describeDay(day: SaleDay): string {
  if (day.count === 1) return `${day.sales[0]!.title} · ${formatUsd(day.min)} · ${dayText(day)}`;
  return `${day.count} sales on ${dayText(day)} · average ${formatUsd(day.average)} · ${formatUsd(day.min)} to ${formatUsd(day.max)}`;
}

/**
 * Sold prices over time, one category at a time (the one with the most sales first, the
 * others a click away), the sales of a day as one point at their average with a bar from the lowest to the
 * highest, and date labels that suit the span shown (domain/listings/price-chart.ts). A hand-drawn SVG.
 */
export function PriceChart({ points, label }: { points: PricePoint[]; label: string }) {
  const zone = useDateZone();
  const size = SIZES[useIsDesktop() ? 'desktop' : 'phone'];
  const categories = chartCategories(points);
  const [chosen, setChosen] = useState<string | null>(null);
  const [active, setActive] = useState<string | null>(null);
  const category = categories.find((c) => c.category === chosen)?.category ?? categories[0]?.category;
  if (!category) return null;

  const days = salesByDay(
    points.filter((p) => p.category === category),
    zone,
  );
  const { W, H } = size;
  const domain = dayDomain(days);
  const xTicks = timeTicks(domain.start, domain.end, size.ticks);
  const yTicks = niceTicks(0, Math.max(...days.map((d) => d.max)));
  const yMax = yTicks[yTicks.length - 1] || 1;
  const x = (wall: number) => PAD.left + ((wall - domain.start) / (domain.end - domain.start)) * (W - PAD.left - PAD.right);
  const y = (v: number) => H - PAD.bottom - (v / yMax) * (H - PAD.top - PAD.bottom);
  const line = days.map((d, i) => `${i === 0 ? 'M' : 'L'}${x(d.x).toFixed(1)},${y(d.average).toFixed(1)}`).join(' ');
  const sales = days.reduce((n, d) => n + d.count, 0);
  const average = Math.round(days.reduce((sum, d) => sum + d.average * d.count, 0) / sales);
  const name = categoryName(category) ?? category;
  const detail = label !== name && label !== 'All vehicles' ? label : null;
  const activeDay = days.find((d) => d.day === active);
  const anchor = (px: number) => (px < PAD.left + 24 ? 'start' : px > W - PAD.right - 24 ? 'end' : 'middle');

  return (
    <figure data-testid="price-chart" data-category={category} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <figcaption className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <span className="text-lg font-bold text-slate-900" data-testid="price-chart-title">
          Sold prices over time · {name}
          {detail && <span className="font-semibold text-slate-600"> · {detail}</span>}
        </span>
        <span className="text-sm text-slate-600">
          {sales} {sales === 1 ? 'sale' : 'sales'} · average {formatUsd(average)}
        </span>
      </figcaption>
      {categories.length > 1 && (
        <div role="group" aria-label="Chart category" className="mb-3 flex flex-wrap gap-2">
          {categories.map((c) => (
            <button
              key={c.category}
              type="button"
              aria-pressed={c.category === category}
              onClick={() => {
                setChosen(c.category);
                setActive(null);
              }}
              className={cn(
                'rounded-full border px-3 py-1 text-xs font-semibold transition',
                c.category === category ? 'border-slate-900 bg-slate-900 text-white' : 'border-slate-300 bg-white text-slate-700 hover:border-slate-400',
              )}
            >
              {categoryName(c.category) ?? c.category} ({c.count})
            </button>
          ))}
        </div>
      )}
      <svg viewBox={`0 0 ${W} ${H}`} className="h-auto w-full" role="img" aria-label={`Sold prices over time for ${name}${detail ? `, ${detail}` : ''}`}>
        {yTicks.map((v) => (
          <g key={v}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(v)} y2={y(v)} className="stroke-slate-200" strokeDasharray={v === 0 ? undefined : '4 4'} />
            <text x={PAD.left - 8} y={y(v) + 4} textAnchor="end" className="fill-slate-500 text-[11px]">
              {shortUsd(v)}
            </text>
          </g>
        ))}
        {xTicks.map((t) => (
          <g key={t.x} data-testid="price-chart-x-tick">
            <line x1={x(t.x)} x2={x(t.x)} y1={H - PAD.bottom} y2={H - PAD.bottom + 4} className="stroke-slate-300" />
            <text x={x(t.x)} y={H - 10} textAnchor={anchor(x(t.x))} className="fill-slate-500 text-[11px]">
              {t.label}
            </text>
          </g>
        ))}
        {days.length > 1 && <path d={line} fill="none" className="stroke-brand-500" strokeWidth={2} strokeLinejoin="round" />}
        {days.map((d) => (
          <g key={d.day} data-testid="price-chart-point" data-day={d.day} data-count={d.count}>
            {d.count > 1 && <line x1={x(d.x)} x2={x(d.x)} y1={y(d.min)} y2={y(d.max)} className="stroke-brand-700/40" strokeWidth={6} strokeLinecap="round" />}
            <circle
              cx={x(d.x)}
              cy={y(d.average)}
              r={(active === d.day ? 2 : 0) + Math.min(8, 4 + d.count - 1)}
              className="fill-white stroke-brand-700"
              strokeWidth={2}
              tabIndex={0}
              onMouseEnter={() => setActive(d.day)}
              onFocus={() => setActive(d.day)}
              onMouseLeave={() => setActive(null)}
              onBlur={() => setActive(null)}
            >
              <title>{describeDay(d)}</title>
            </circle>
          </g>
        ))}
      </svg>
      <p className="mt-2 min-h-5 text-sm text-slate-700" aria-live="polite">
        {activeDay ? describeDay(activeDay) : 'Point at a dot for the day’s sales.'}
      </p>
    </figure>
  );
}
