import { Search, SlidersHorizontal, X } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import {
  activeFilterCount,
  LISTING_SORTS,
  readListingParams,
  SORT_LABELS,
  totalPages,
  writeListingParams,
  type ListingFilters,
  type ListingKind,
  type ListingPageState,
  type ListingSort,
} from '../../../../domain/listings/listing-filters.ts';
import { formatWholeNumber } from '../../../../domain/shared/format.ts';
import { formatUsd } from '../../../../domain/shared/money.ts';
import { Button } from '../../ui/button.tsx';
import { formQuery, useFollowedValue } from '../../ui/followed-value.ts';
import type { ListingCard } from './api.ts';
import { useListingPage } from './page-api.ts';
import { FilterPanel, type FilterKey } from './filter-panel.tsx';
import { EmptyState, GridSkeleton, ListingGrid } from './listing-grid.tsx';
import { Pagination } from './pagination.tsx';

export interface ListingBrowserProps {
  kind: ListingKind;
  /** Filters fixed by the page's path (category, make, model). */
  fixed?: Partial<Record<'category' | 'make' | 'model', string>>;
  bidAction?: (listing: ListingCard) => ReactNode;
  emptyTitle?: string;
  emptyText?: string;
  /** Beside the result count, e.g. the page's 'Save search'. */
  actions?: ReactNode;
}

/**
 * Every SPEC 2 listing page: search, filters, sort, result count, pagination, skeletons and an empty state.
 * The whole state lives in the URL (shareable; back and forward work): filters, sort and page.
 */
export function ListingBrowser({
  kind,
  fixed = {},
  bidAction,
  emptyTitle = 'No listings found',
  emptyText = 'Try removing a filter or searching for something else.',
  actions,
}: ListingBrowserProps) {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const urlState = readListingParams(params);
  const state: ListingPageState = { ...urlState, filters: { ...urlState.filters, ...fixed } };
  const fixedKeys = Object.keys(fixed);
  const query = useListingPage(kind, state);
  const [filtersOpen, setFiltersOpen] = useState(false);
  // Search, sort and filters are one GET form to this page's own address, so they work before the scripts
  // run; the server rewrites what it sends to the address the app writes.
  const formId = useId();

  const navigate = (next: ListingPageState) => setParams(writeListingParams(next, fixedKeys));
  // Built from the address bar itself, not from useSearchParams' copy: React Router renders navigations
  // as transitions, so under load that copy can lag one change behind and a quick second change would
  // drop the first.
  const latest = () => readListingParams(new URLSearchParams(window.location.search));
  const change = (changes: Partial<Record<FilterKey, string | undefined>>) =>
    setParams(() => {
      const current = latest();
      const merged: Record<string, unknown> = { ...current.filters };
      for (const [k, v] of Object.entries(changes)) merged[k] = v;
      // Re-read through the schema so typed values (numbers, booleans) are validated once, in one place.
      const reparsed = readListingParams(writeListingParams({ filters: merged as ListingFilters, sort: current.sort, page: 1 }));
      return writeListingParams({ ...reparsed, page: 1 }, fixedKeys);
    });
  // Enter in the search or in any filter sends the whole form, as it does before the scripts: the address
  // becomes what its fields hold, a filter typed before the app took the page over included.
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setParams(writeListingParams({ ...readListingParams(formQuery(e.currentTarget)), page: 1 }, fixedKeys));
  };
  const hrefFor = (page: number) => {
    const qs = writeListingParams({ ...urlState, page }, fixedKeys).toString();
    return `${location.pathname}${qs ? `?${qs}` : ''}`;
  };

  // A new page of results starts at the top of the page.
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [state.page]);

  const data = query.data;
  const filterCount = activeFilterCount(state.filters, fixedKeys);
  const sortLabel = (s: ListingSort) => (kind === 'presale' && s === 'ending_soon' ? 'Starting Soonest' : SORT_LABELS[s]);

  const panel = (
    <FilterPanel filters={state.filters} fixed={fixed} onChange={change} onClear={() => navigate({ filters: {}, sort: state.sort, page: 1 })} form={formId} />
  );

  return (
    <div className="lg:grid lg:grid-cols-[16rem_1fr] lg:gap-10">
      <aside className="hidden lg:block" aria-label="Filters">
        <h2 className="mb-4 text-sm font-bold tracking-wide text-slate-900 uppercase">Filters</h2>
        {panel}
      </aside>

      <div className="min-w-0">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <SearchField formId={formId} action={location.pathname} value={state.filters.search} onSubmit={submit} />
          <div className="flex flex-wrap gap-3">
            <SortSelect
              form={formId}
              value={state.sort}
              label={sortLabel}
              onChange={(sort) => setParams(() => writeListingParams({ ...latest(), sort, page: 1 }, fixedKeys))}
            />
            <Button variant="secondary" className="h-10 lg:hidden" onClick={() => setFiltersOpen((o) => !o)} aria-expanded={filtersOpen}>
              <SlidersHorizontal className="size-4" aria-hidden /> Filters{filterCount ? ` (${filterCount})` : ''}
            </Button>
          </div>
        </div>
        {filtersOpen && <div className="mt-4 rounded-xl border border-slate-200 bg-slate-50 p-4 lg:hidden">{panel}</div>}

        <div className="mt-5 mb-5 flex min-h-6 flex-wrap items-center gap-2">
          <p data-testid="result-count" aria-live="polite" className="text-sm font-semibold text-slate-700">
            {data ? (data.total === 1 ? '1 result' : `${formatWholeNumber(data.total)} results`) : 'Loading results…'}
          </p>
          <ActiveChips filters={urlState.filters} onRemove={(k) => change({ [k]: undefined })} />
          {actions && <div className="ml-auto">{actions}</div>}
        </div>

        {query.isError && !data ? (
          <EmptyState
            title="Listings could not be loaded"
            text="Please check your connection and try again."
            action={<Button onClick={() => void query.refetch()}>Try again</Button>}
          />
        ) : !data ? (
          <GridSkeleton count={6} />
        ) : data.items.length === 0 ? (
          <EmptyState
            title={emptyTitle}
            text={emptyText}
            action={
              filterCount > 0 || state.filters.search ? (
                <Button variant="secondary" onClick={() => navigate({ filters: {}, sort: state.sort, page: 1 })}>
                  Clear filters
                </Button>
              ) : undefined
            }
          />
        ) : (
          <div className={query.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined} aria-busy={query.isPlaceholderData}>
            <ListingGrid items={data.items} bidAction={bidAction} priorityCount={2} />
            <Pagination page={state.page} pages={totalPages(data.total, data.pageSize)} hrefFor={hrefFor} />
          </div>
        )}
      </div>
    </div>
  );
}

function SearchField({
  formId,
  action,
  value,
  onSubmit,
}: {
  formId: string;
  action: string;
  value: string | undefined;
  onSubmit: (e: FormEvent<HTMLFormElement>) => void;
}) {
  const id = useId();
  const input = useFollowedValue<HTMLInputElement>(value ?? '');
  return (
    <form id={formId} action={action} method="get" role="search" aria-label="Search listings" onSubmit={onSubmit} className="relative flex-1">
      <label htmlFor={id} className="sr-only">
        Search listings
      </label>
      <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" aria-hidden />
      <input
        id={id}
        ref={input}
        name="search"
        type="search"
        defaultValue={value ?? ''}
        placeholder="Search title, make, model, trim…"
        className="h-10 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-9 text-sm shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none"
      />
      {/* The form's default button: Enter in any of its fields (filters too) submits it before the scripts run. */}
      <button type="submit" tabIndex={-1} aria-hidden className="sr-only">
        Apply
      </button>
    </form>
  );
}

function SortSelect({
  form,
  value,
  label,
  onChange,
}: {
  form: string;
  value: ListingSort;
  label: (s: ListingSort) => string;
  onChange: (s: ListingSort) => void;
}) {
  const id = useId();
  const select = useFollowedValue<HTMLSelectElement>(value);
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium whitespace-nowrap text-slate-600">
        Sort by
      </label>
      <select
        ref={select}
        id={id}
        name="sort"
        form={form}
        defaultValue={value}
        onChange={(e) => onChange(e.target.value as ListingSort)}
        className="h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none"
      >
        {LISTING_SORTS.map((s) => (
          <option key={s} value={s}>
            {label(s)}
          </option>
        ))}
      </select>
      {/* Without JavaScript a select cannot apply itself. */}
      <noscript>
        <Button type="submit" form={form}>
          Apply
        </Button>
      </noscript>
    </div>
  );
}

const CHIP_LABELS: Partial<Record<FilterKey, (v: unknown) => string>> = {
  search: (v) => `“${String(v)}”`,
  yearMin: (v) => `From ${String(v)}`,
  yearMax: (v) => `To ${String(v)}`,
  priceMin: (v) => `Min ${formatUsd(Number(v))}`,
  priceMax: (v) => `Max ${formatUsd(Number(v))}`,
  mileageMax: (v) => `Under ${formatWholeNumber(Number(v))} mi`,
  reserve: (v) => (v === 'reserve' ? 'With reserve' : 'No reserve'),
  featured: () => 'Featured',
};

function ActiveChips({ filters, onRemove }: { filters: ListingFilters; onRemove: (k: FilterKey) => void }) {
  const entries = (Object.entries(filters) as Array<[FilterKey, unknown]>).filter(([, v]) => v !== undefined);
  return (
    <>
      {entries.map(([k, v]) => {
        const label = (CHIP_LABELS[k] ?? ((x: unknown) => String(x)))(v);
        return (
          // The name starts with what the chip shows (axe: label-content-name-mismatch; speech input says what it sees).
          <button
            key={k}
            type="button"
            onClick={() => onRemove(k)}
            className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-3 py-1 text-xs font-semibold text-slate-700 hover:bg-slate-200"
            aria-label={`${label}: remove this filter`}
          >
            {label}
            <X className="size-3" aria-hidden />
          </button>
        );
      })}
    </>
  );
}
