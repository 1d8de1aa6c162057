import { Gavel } from 'lucide-react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { auctionPath } from '../../../../domain/listings/auction-path.ts';
import { readSoldParams, totalPages, writeSoldParams, type SoldQuery } from '../../../../domain/listings/listing-filters.ts';
import { formatUsd } from '../../../../domain/shared/money.ts';
import { formatWholeNumber } from '../../../../domain/shared/format.ts';
import { DateText } from '../../ui/date-text.tsx';
import { makesFor, modelsFor } from '../../../../domain/listings/vehicle-catalogue.ts';
import { categoryName } from '../../../../domain/listings/vehicle-categories.ts';
import { useBrowseCategories } from '../../lib/site-categories.ts';
import { SmartImage } from '../../ui/smart-image.tsx';
import { Button } from '../../ui/button.tsx';
import { formQuery, useFollowedValue } from '../../ui/followed-value.ts';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useSoldResults } from './page-api.ts';
import { EmptyState } from './listing-grid.tsx';
import { Pagination } from './pagination.tsx';
import { PriceChart } from './price-chart.tsx';

const control =
  'block h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none';
/** /sold-results: the archive of concluded auctions, filterable, with a chart of sold prices over time. */
export function SoldResultsView() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const q = readSoldParams(params);
  const query = useSoldResults(q);
  const data = query.data;
  const set = (changes: Partial<SoldQuery>) => setParams(writeSoldParams({ ...q, ...changes, page: 1 }));
  // Uncontrolled fields that follow the address: a choice made before the app took the page over stays, and
  // Enter sends it with the rest of the form, as the form's GET does before the scripts.
  const category = useFollowedValue<HTMLSelectElement>(q.category ?? '');
  const make = useFollowedValue<HTMLSelectElement>(q.make ?? '');
  const model = useFollowedValue<HTMLSelectElement>(q.model ?? '');
  const makes = makesFor(q.category);
  const models = modelsFor(q.category, q.make);
  // The shown categories; a hidden one already chosen in the address stays shown as chosen.
  const categories = useBrowseCategories();
  const categoryOptions =
    q.category && !categories.some((c) => c.slug === q.category)
      ? [...categories, { slug: q.category, title: categoryName(q.category) ?? q.category }]
      : categories;
  const label =
    [q.yearMin || q.yearMax ? `${q.yearMin ?? '…'}–${q.yearMax ?? '…'}` : '', q.make, q.model].filter(Boolean).join(' ') ||
    categoryOptions.find((c) => c.slug === q.category)?.title ||
    'All vehicles';

  return (
    <div>
      {/* A GET form to this page, so the filters work before the scripts run. */}
      <form
        action={location.pathname}
        method="get"
        className="grid grid-cols-2 gap-3 rounded-2xl border border-slate-200 bg-slate-50 p-4 md:grid-cols-5"
        aria-label="Sold results filters"
        onSubmit={(e) => {
          e.preventDefault();
          setParams(writeSoldParams({ ...readSoldParams(formQuery(e.currentTarget)), page: 1 }));
        }}
      >
        <label className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
          Category
          <select
            ref={category}
            name="category"
            className={`${control} mt-1 normal-case`}
            defaultValue={q.category ?? ''}
            onChange={(e) => set({ category: e.target.value || undefined, make: undefined, model: undefined })}
          >
            <option value="">Any</option>
            {categoryOptions.map((c) => (
              <option key={c.slug} value={c.slug}>
                {c.title}
              </option>
            ))}
          </select>
        </label>
        <label className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
          Make
          <select
            ref={make}
            name="make"
            className={`${control} mt-1 normal-case`}
            defaultValue={q.make ?? ''}
            onChange={(e) => set({ make: e.target.value || undefined, model: undefined })}
          >
            <option value="">Any</option>
            {makes.map((m) => (
              <option key={m}>{m}</option>
            ))}
          </select>
        </label>
        <label className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
          Model
          <select
            ref={model}
            name="model"
            className={`${control} mt-1 normal-case`}
            disabled={!q.make}
            defaultValue={q.model ?? ''}
            onChange={(e) => set({ model: e.target.value || undefined })}
          >
            <option value="">Any</option>
            {models.map((m) => (
              <option key={m}>{m}</option>
            ))}
          </select>
        </label>
        <YearInput name="yearMin" label="Year from" value={q.yearMin} onCommit={(v) => set({ yearMin: v })} />
        <YearInput name="yearMax" label="Year to" value={q.yearMax} onCommit={(v) => set({ yearMax: v })} />
        {/* The default button (Enter in a year submits the form); without JavaScript, a visible one. */}
        <button type="submit" tabIndex={-1} aria-hidden className="sr-only">
          Apply
        </button>
        <noscript>
          <Button type="submit" className="col-span-2 md:col-span-5">
            Apply filters
          </Button>
        </noscript>
      </form>

      {query.isError && !data ? (
        <div className="mt-8">
          <EmptyState
            title="Sold results could not be loaded"
            text="Please check your connection and try again."
            action={<Button onClick={() => void query.refetch()}>Try again</Button>}
          />
        </div>
      ) : (
        <>
          <div className="mt-8">{!data ? <Skeleton className="h-72 w-full rounded-2xl" /> : <PriceChart points={data.chart} label={label} />}</div>

          <p data-testid="result-count" className="mt-8 mb-4 text-sm font-semibold text-slate-700">
            {data ? (data.total === 1 ? '1 sold auction' : `${formatWholeNumber(data.total)} sold auctions`) : 'Loading results…'}
          </p>

          {!data ? (
            <div className="space-y-3">
              {Array.from({ length: 6 }, (_, i) => (
                <Skeleton key={i} className="h-24 w-full rounded-xl" />
              ))}
            </div>
          ) : data.items.length === 0 ? (
            <EmptyState title="No sold results" text="No concluded auction matches these filters yet." />
          ) : (
            <>
              <ul data-testid="sold-list" className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white">
                {data.items.map((item) => (
                  <li key={item.id}>
                    <Link to={auctionPath(item)} className="flex items-center gap-4 p-3 hover:bg-slate-50 sm:p-4">
                      <SmartImage src={item.imageUrl} alt={item.title} sizes="160px" className="aspect-[4/3] w-24 shrink-0 rounded-lg sm:w-32" />
                      <div className="min-w-0 flex-1">
                        <p className="truncate font-semibold text-slate-900">{item.title}</p>
                        <p className="mt-0.5 text-sm text-slate-600">
                          {item.soldAt ? (
                            <>
                              Sold <DateText ms={Date.parse(item.soldAt)} format="shortDate" />
                            </>
                          ) : (
                            'Sold'
                          )}
                          {' · '}
                          <span className="inline-flex items-center gap-1">
                            <Gavel className="size-3.5" aria-hidden />
                            {item.bidCount === 1 ? '1 bid' : `${item.bidCount} bids`}
                          </span>
                          {item.location ? ` · ${item.location}` : ''}
                        </p>
                      </div>
                      <div className="text-right">
                        <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">Sold For</p>
                        <p className="text-lg font-extrabold text-slate-900 tabular-nums">{formatUsd(item.finalPrice)}</p>
                      </div>
                    </Link>
                  </li>
                ))}
              </ul>
              <Pagination
                page={q.page}
                pages={totalPages(data.total, data.pageSize)}
                hrefFor={(page) => {
                  const qs = writeSoldParams({ ...q, page }).toString();
                  return `${location.pathname}${qs ? `?${qs}` : ''}`;
                }}
              />
            </>
          )}
        </>
      )}
    </div>
  );
}

/** Applies its year when it loses focus; Enter in it sends the form (its default button), which applies every field. */
function YearInput({ name, label, value, onCommit }: { name: string; label: string; value: number | undefined; onCommit: (v: number | undefined) => void }) {
  const input = useFollowedValue<HTMLInputElement>(value === undefined ? '' : String(value));
  const commit = (text: string) => {
    const n = text.trim() ? Number(text) : undefined;
    if (n !== value && (n === undefined || Number.isInteger(n))) onCommit(n);
  };
  return (
    <label className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
      {label}
      <input
        ref={input}
        name={name}
        type="number"
        inputMode="numeric"
        defaultValue={value ?? ''}
        className={`${control} mt-1`}
        onBlur={(e) => commit(e.target.value)}
      />
    </label>
  );
}
