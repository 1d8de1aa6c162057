import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../ui/cn.ts';

/** Page links that keep their place in the URL (shareable; the back button returns to the previous page). */
export function Pagination({ page, pages, hrefFor }: { page: number; pages: number; hrefFor: (page: number) => string }) {
  if (pages <= 1) return null;
  const shown = pageWindow(page, pages);
  const base = 'inline-flex h-10 min-w-10 items-center justify-center rounded-lg border px-3 text-sm font-semibold';
  return (
    <nav aria-label="Pagination" className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {page > 1 && (
        <Link to={hrefFor(page - 1)} className={cn(base, 'border-slate-300 bg-white hover:bg-slate-50')} aria-label="Previous page">
          <ChevronLeft className="size-4" aria-hidden /> Previous
        </Link>
      )}
      {shown.map((p, i) =>
        p === null ? (
          <span key={`gap-${i}`} className="px-1 text-slate-500">
            …
          </span>
        ) : (
          <Link
            key={p}
            to={hrefFor(p)}
            aria-label={`Page ${p}`}
            aria-current={p === page ? 'page' : undefined}
            className={cn(base, p === page ? 'border-slate-900 bg-slate-900 text-white' : 'border-slate-300 bg-white hover:bg-slate-50')}
          >
            {p}
          </Link>
        ),
      )}
      {page < pages && (
        <Link to={hrefFor(page + 1)} className={cn(base, 'border-slate-300 bg-white hover:bg-slate-50')} aria-label="Next page">
          Next <ChevronRight className="size-4" aria-hidden />
        </Link>
      )}
    </nav>
  );
}

/** 1 … 4 5 [6] 7 8 … 20 */
export function pageWindow(page: number, pages: number): Array<number | null> {
  const set = new Set([1, pages, page - 2, page - 1, page, page + 1, page + 2].filter((p) => p >= 1 && p <= pages));
  const sorted = [...set].sort((a, b) => a - b);
  const out: Array<number | null> = [];
  for (const p of sorted) {
    const last = out[out.length - 1];
    if (typeof last === 'number' && p - last > 1) out.push(null);
    out.push(p);
  }
  return out;
}
