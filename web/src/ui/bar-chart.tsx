import { cn } from './cn.ts';

export interface BarDatum {
  /** Shown under the chart for the first, middle and last bar, and in each bar's tooltip. */
  label: string;
  value: number;
}

/** A round upper bound for the axis (1, 2, 4, 6, 8 or 10 times a power of ten), at least the largest value; its half is round too. */
export function niceMax(max: number): number {
  if (max <= 0) return 1;
  const p = 10 ** Math.floor(Math.log10(max));
  return [1, 2, 4, 6, 8, 10].map((m) => m * p).find((v) => v >= max)!;
}

/**
 * A bar chart drawn in SVG (no chart library): bars scale to the width of their box, the axis and
 * labels are HTML so that text never stretches. Each bar has a tooltip; the figures are also a
 * visually hidden table for screen readers.
 */
export function BarChart({
  data,
  format,
  label,
  className,
  tone = 'brand',
}: {
  data: BarDatum[];
  format: (v: number) => string;
  label: string;
  className?: string;
  tone?: 'brand' | 'slate' | 'sky';
}) {
  const top = niceMax(Math.max(0, ...data.map((d) => d.value)));
  const n = Math.max(1, data.length);
  const fill = { brand: 'fill-brand-500', slate: 'fill-slate-700', sky: 'fill-sky-500' }[tone];
  const ticks = top > 1 ? [top, top / 2, 0] : [top, 0];
  const marks = data.length > 2 ? [0, Math.floor((data.length - 1) / 2), data.length - 1] : data.map((_, i) => i);
  return (
    <figure className={cn('w-full', className)}>
      <div className="flex gap-2">
        <div className="flex h-44 w-12 shrink-0 flex-col justify-between text-right text-[11px] text-slate-600 tabular-nums" aria-hidden>
          {ticks.map((v) => (
            <span key={v} className="-translate-y-1/2 first:translate-y-0 last:translate-y-0">
              {format(v)}
            </span>
          ))}
        </div>
        <div className="relative h-44 min-w-0 flex-1">
          <div className="absolute inset-0 flex flex-col justify-between" aria-hidden>
            {ticks.map((v) => (
              <div key={v} className="border-t border-dashed border-slate-200 last:border-solid last:border-slate-300" />
            ))}
          </div>
          <svg viewBox={`0 0 ${n * 10} 100`} preserveAspectRatio="none" className="absolute inset-0 size-full" role="img" aria-label={label}>
            {data.map((d, i) => {
              const h = (d.value / top) * 100;
              return (
                <rect
                  key={d.label}
                  x={i * 10 + 1.5}
                  y={100 - h}
                  width={7}
                  height={Math.max(h, d.value > 0 ? 0.8 : 0)}
                  rx={1}
                  className={cn(fill, 'opacity-90 hover:opacity-100')}
                >
                  <title>{`${d.label}: ${format(d.value)}`}</title>
                </rect>
              );
            })}
          </svg>
        </div>
      </div>
      <div className="relative mt-1.5 ml-14 h-4 text-[11px] text-slate-500" aria-hidden>
        {marks.map((i) => (
          <span
            key={i}
            className="absolute -translate-x-1/2 whitespace-nowrap first:translate-x-0 last:-translate-x-full"
            style={{ left: `${((i + 0.5) / n) * 100}%` }}
          >
            {data[i]?.label}
          </span>
        ))}
      </div>
      <table className="sr-only">
        <caption>{label}</caption>
        <tbody>
          {data.map((d) => (
            <tr key={d.label}>
              <th scope="row">{d.label}</th>
              <td>{format(d.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
