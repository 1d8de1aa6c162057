import { useState } from 'react';
import { formatUsd } from '../../../../domain/money.ts';
import { formatMonthYear, formatShortDate } from '../../../../domain/format.ts';
import { useDateZone } from '../../lib/date-zone.ts';

export interface PricePoint {
  id: string;
  title: string;
  price: number;
  soldAt: string;
}

const W = 720;
const H = 260;
const PAD = { top: 16, right: 16, bottom: 32, left: 64 };

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

/** Sold prices over time: one dot per sale, a line through them in date order (a hand-drawn SVG). */
export function PriceChart({ points, label }: { points: PricePoint[]; label: string }) {
  const [active, setActive] = useState<PricePoint | null>(null);
  const zone = useDateZone();
  const data = points.filter((p) => p.price > 0).map((p) => ({ ...p, t: Date.parse(p.soldAt) }));
  if (data.length === 0) return null;
  const tMin = Math.min(...data.map((d) => d.t));
  const tMax = Math.max(...data.map((d) => d.t));
  const prices = data.map((d) => d.price);
  const ticks = niceTicks(0, Math.max(...prices));
  const yMax = ticks[ticks.length - 1] || 1;
  const x = (t: number) => (tMax === tMin ? (PAD.left + W - PAD.right) / 2 : PAD.left + ((t - tMin) / (tMax - tMin)) * (W - PAD.left - PAD.right));
  const y = (v: number) => H - PAD.bottom - (v / yMax) * (H - PAD.top - PAD.bottom);
  const line = data.map((d, i) => `${i === 0 ? 'M' : 'L'}${x(d.t).toFixed(1)},${y(d.price).toFixed(1)}`).join(' ');
  const average = Math.round(prices.reduce((a, b) => a + b, 0) / prices.length);

  return (
    <figure data-testid="price-chart" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <figcaption className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <span className="text-lg font-bold text-slate-900">Sold prices over time · {label}</span>
        <span className="text-sm text-slate-600">
          {data.length} {data.length === 1 ? 'sale' : 'sales'} · average {formatUsd(average)}
        </span>
      </figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} className="h-auto w-full" role="img" aria-label={`Sold prices over time for ${label}`}>
        {ticks.map((v) => (
          <g key={v}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(v)} y2={y(v)} className="stroke-slate-200" strokeDasharray={v === 0 ? undefined : '4 4'} />
            <text x={PAD.left - 8} y={y(v) + 4} textAnchor="end" className="fill-slate-500 text-[11px]">
              {shortUsd(v)}
            </text>
          </g>
        ))}
        <text x={PAD.left} y={H - 8} className="fill-slate-500 text-[11px]">
          {formatMonthYear(tMin, zone)}
        </text>
        {tMax !== tMin && (
          <text x={W - PAD.right} y={H - 8} textAnchor="end" className="fill-slate-500 text-[11px]">
            {formatMonthYear(tMax, zone)}
          </text>
        )}
        <path d={line} fill="none" className="stroke-brand-500" strokeWidth={2} strokeLinejoin="round" />
        {data.map((d) => (
          <circle
            key={d.id}
            cx={x(d.t)}
            cy={y(d.price)}
            r={active?.id === d.id ? 6 : 4}
            className="fill-white stroke-brand-700"
            strokeWidth={2}
            tabIndex={0}
            onMouseEnter={() => setActive(d)}
            onFocus={() => setActive(d)}
            onMouseLeave={() => setActive(null)}
            onBlur={() => setActive(null)}
          >
            <title>{`${d.title}: ${formatUsd(d.price)} on ${formatShortDate(d.t, zone)}`}</title>
          </circle>
        ))}
      </svg>
      <p className="mt-2 min-h-5 text-sm text-slate-700" aria-live="polite">
        {active ? `${active.title} · ${formatUsd(active.price)} · ${formatShortDate(Date.parse(active.soldAt), zone)}` : 'Point at a dot for the sale.'}
      </p>
    </figure>
  );
}
