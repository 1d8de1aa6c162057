import { Link } from 'react-router';
import { Skeleton } from '../../ui/skeleton.tsx';
import { SmartImage } from '../../ui/smart-image.tsx';
import { categoryCountText } from '../../../../domain/listings/category-rules.ts';
import { useCategories } from '../../lib/site-categories.ts';
import { useCategoryCounts, useShowBrowseCategories } from './api.ts';
import { DEFAULT_CATEGORIES } from './default-categories.ts';

/** SPEC 9: 7 skeleton placeholders while loading. */
export const CATEGORY_SKELETONS = 7;

/** SPEC 2 'Browse by Category' (when show_browse_categories is on); SPEC 8: failed categories fall back to the 7 defaults. */
export function BrowseCategories() {
  const enabled = useShowBrowseCategories();
  const categories = useCategories();
  const counts = useCategoryCounts();
  if (enabled.data === false) return null;
  const list = categories.isError ? DEFAULT_CATEGORIES : categories.data;
  return (
    <section data-testid="browse-categories" className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <h2 className="text-2xl font-bold tracking-tight text-slate-900 md:text-3xl">Browse by Category</h2>
      <p className="mt-1 text-slate-600">Cars to combines: every kind of vehicle, one marketplace.</p>
      <div className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-4 lg:grid-cols-7">
        {!list || enabled.isPending
          ? Array.from({ length: CATEGORY_SKELETONS }, (_, i) => (
              <div key={i} data-testid="category-skeleton" className="overflow-hidden rounded-xl border border-slate-200 bg-white">
                <Skeleton className="aspect-[4/3] w-full rounded-none" />
                <div className="space-y-2 p-3">
                  <Skeleton className="h-4 w-3/4" />
                  <Skeleton className="h-3 w-1/2" />
                </div>
              </div>
            ))
          : list.map((c) => {
              const n = counts.data?.[c.slug] ?? 0;
              return (
                <Link
                  key={c.slug}
                  to={`/category/${c.slug}`}
                  data-testid="category-card"
                  className="group overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:border-brand-400 hover:shadow-md"
                >
                  <SmartImage src={c.imageUrl} alt="" sizes="(min-width: 1024px) 180px, 50vw" className="aspect-[4/3] w-full" />
                  <div className="p-3">
                    <p className="text-sm font-bold text-slate-900 group-hover:text-brand-700">{c.title}</p>
                    <p data-testid="category-count" className="mt-0.5 text-xs text-slate-500">
                      {counts.data ? categoryCountText(n) : '\u00a0'}
                    </p>
                  </div>
                </Link>
              );
            })}
      </div>
    </section>
  );
}
