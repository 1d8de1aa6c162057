import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatUsd, formatWholeNumber } from '../../../../domain/shared/format.ts';
import { ANALYTICS_PERIODS, DEFAULT_ANALYTICS_PERIOD, formatPercent, type AnalyticsPeriod, type TopListing } from '../../../../domain/admin/admin-analytics.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { useSearchParamSetter } from '../../lib/use-search-param-setter.ts';
import { compactNumber, compactUsd, shortDay } from '../../lib/chart-format.ts';
import { BarChart } from '../../ui/bar-chart.tsx';
import { cellClass, EmptyState, ErrorState, Panel, Table } from '../../ui/admin-kit.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { cn } from '../../ui/cn.ts';
import { useAnalytics, type AnalyticsData } from './api.ts';

const CONVERSION_NOTE = 'View → bid conversion: people who bid ÷ people who viewed the listings in the period, each person counted once.';

/** A column heading over figures, aligned with them. */
const alignRight = (label: string) => (
  <span key={label} className="block text-right">
    {label}
  </span>
);

function periodOf(raw: string | null): AnalyticsPeriod {
  return ANALYTICS_PERIODS.find((p) => String(p) === raw) ?? DEFAULT_ANALYTICS_PERIOD;
}

/** Views, bids, watchers and sales per day and per category, conversion and the top listings. */
export function AnalyticsView() {
  const [params, setParams] = useSearchParamSetter();
  const days = periodOf(params.get('days'));
  const q = useAnalytics(days);
  const choose = (p: AnalyticsPeriod) => setParams({ days: p === DEFAULT_ANALYTICS_PERIOD ? null : String(p) });

  return (
    <div className="space-y-6" data-testid="admin-analytics">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600" aria-live="polite">
          {q.data ? (
            <>
              Last {q.data.days} days:{' '}
              <span className="font-medium text-slate-900">
                {shortDay(q.data.from)} – {shortDay(q.data.to)}
              </span>
            </>
          ) : (
            `Last ${days} days`
          )}
        </p>
        <div role="radiogroup" aria-label="Period" className="inline-flex rounded-lg border border-slate-200 bg-white p-0.5 shadow-sm">
          {ANALYTICS_PERIODS.map((p) => (
            <button
              key={p}
              type="button"
              role="radio"
              aria-checked={days === p}
              onClick={() => choose(p)}
              className={cn('rounded-md px-3 py-1 text-sm font-medium', days === p ? 'bg-slate-900 text-white' : 'text-slate-600 hover:bg-slate-100')}
            >
              {p} days
            </button>
          ))}
        </div>
      </div>
      {q.isPending ? (
        <AnalyticsSkeleton />
      ) : q.isError ? (
        <ErrorState message={errorMessage(q.error, 'Failed to load the analytics')} onRetry={() => void q.refetch()} />
      ) : (
        <div className={cn('space-y-6 transition-opacity', q.isPlaceholderData && 'opacity-60')} aria-busy={q.isPlaceholderData}>
          <Totals data={q.data} />
          <DailyCharts data={q.data} />
          <CategoryTable data={q.data} />
          <div className="grid gap-6 2xl:grid-cols-2">
            <TopTable title="Top listings by bids" rows={q.data.topByBids} by="bids" days={q.data.days} />
            <TopTable title="Top listings by views" rows={q.data.topByViews} by="views" days={q.data.days} />
          </div>
        </div>
      )}
    </div>
  );
}

function Totals({ data }: { data: AnalyticsData }) {
  const t = data.totals;
  const tiles = [
    { label: 'Views', value: formatWholeNumber(t.views), hint: `${formatWholeNumber(t.viewers)} viewers` },
    { label: 'Bids', value: formatWholeNumber(t.bids), hint: `${formatWholeNumber(t.bidders)} bidders` },
    { label: 'View → bid conversion', value: formatPercent(t.conversion), hint: 'bidders ÷ viewers' },
    { label: 'New watchers', value: formatWholeNumber(t.watchers), hint: 'watchlist adds' },
    { label: 'Sales', value: formatWholeNumber(t.sales), hint: 'listings sold' },
    { label: 'Sales value', value: formatUsd(t.salesValue), hint: 'sum of sale prices' },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-3 2xl:grid-cols-6">
      {tiles.map((x) => (
        <div key={x.label} className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <dt className="truncate text-xs font-medium text-slate-500">{x.label}</dt>
          <dd className="mt-1.5 truncate text-xl font-bold text-slate-900 tabular-nums sm:text-2xl">{x.value}</dd>
          <dd className="mt-0.5 truncate text-xs text-slate-500">{x.hint}</dd>
        </div>
      ))}
    </dl>
  );
}

function DailyCharts({ data }: { data: AnalyticsData }) {
  const series = (pick: (d: AnalyticsData['daily'][number]) => number) => data.daily.map((d) => ({ label: shortDay(d.day), value: pick(d) }));
  const charts = [
    {
      title: 'Views per day',
      total: `${formatWholeNumber(data.totals.views)} views`,
      data: series((d) => d.views),
      format: compactNumber,
      tone: 'sky' as const,
    },
    { title: 'Bids per day', total: `${formatWholeNumber(data.totals.bids)} bids`, data: series((d) => d.bids), format: compactNumber, tone: 'brand' as const },
    {
      title: 'New watchers per day',
      total: `${formatWholeNumber(data.totals.watchers)} watchlist adds`,
      data: series((d) => d.watchers),
      format: compactNumber,
      tone: 'sky' as const,
    },
    {
      title: 'Sales per day',
      total: `${formatWholeNumber(data.totals.sales)} sold for ${formatUsd(data.totals.salesValue)}`,
      data: series((d) => d.salesValue),
      format: compactUsd,
      tone: 'slate' as const,
    },
  ];
  return (
    <Panel title="Per day">
      <div className="grid gap-x-8 gap-y-6 p-4 sm:p-5 lg:grid-cols-2">
        {charts.map((c) => (
          <section key={c.title} aria-label={c.title} className="min-w-0">
            <div className="mb-3 flex flex-wrap items-baseline justify-between gap-x-3">
              <h3 className="text-sm font-semibold text-slate-900">{c.title}</h3>
              <p className="text-xs text-slate-500 tabular-nums">{c.total}</p>
            </div>
            <BarChart data={c.data} format={c.format} tone={c.tone} label={`${c.title}, last ${data.days} days`} />
          </section>
        ))}
      </div>
    </Panel>
  );
}

function CategoryTable({ data }: { data: AnalyticsData }) {
  const t = data.totals;
  const num = (v: number) => <span className="tabular-nums">{formatWholeNumber(v)}</span>;
  const right = cn(cellClass, 'text-right');
  return (
    <Panel title="Per category">
      {data.categories.length === 0 ? (
        <EmptyState title="No categories yet" />
      ) : (
        <>
          <Table label="By category" head={['Category', ...['Views', 'Bids', 'View → bid', 'New watchers', 'Sales', 'Sales value'].map(alignRight)]}>
            {data.categories.map((c) => (
              <tr key={c.category}>
                <th scope="row" className={cn(cellClass, 'font-medium whitespace-nowrap text-slate-900')}>
                  {c.title}
                </th>
                <td className={right}>
                  <Figure value={c.views} people={c.viewers} noun="viewer" />
                </td>
                <td className={right}>
                  <Figure value={c.bids} people={c.bidders} noun="bidder" />
                </td>
                <td className={cn(right, 'font-medium text-slate-900')}>{formatPercent(c.conversion)}</td>
                <td className={right}>{num(c.watchers)}</td>
                <td className={right}>{num(c.sales)}</td>
                <td className={cn(right, 'tabular-nums')}>{formatUsd(c.salesValue)}</td>
              </tr>
            ))}
            <tr className="bg-slate-50 font-semibold text-slate-900">
              <th scope="row" className={cellClass}>
                All categories
              </th>
              <td className={right}>
                <Figure value={t.views} people={t.viewers} noun="viewer" />
              </td>
              <td className={right}>
                <Figure value={t.bids} people={t.bidders} noun="bidder" />
              </td>
              <td className={right}>{formatPercent(t.conversion)}</td>
              <td className={right}>{num(t.watchers)}</td>
              <td className={right}>{num(t.sales)}</td>
              <td className={cn(right, 'tabular-nums')}>{formatUsd(t.salesValue)}</td>
            </tr>
          </Table>
          <p className="border-t border-slate-100 px-4 py-3 text-xs text-slate-500 sm:px-5">
            {CONVERSION_NOTE} Viewers and bidders in “All categories” count each person once across categories.
          </p>
        </>
      )}
    </Panel>
  );
}

/** A count over the distinct people behind it: '194' above '112 viewers'. */
function Figure({ value, people, noun }: { value: number; people: number; noun: string }) {
  return (
    <>
      <span className="block tabular-nums">{formatWholeNumber(value)}</span>
      <span className="block text-xs font-normal whitespace-nowrap text-slate-500 tabular-nums">
        {formatWholeNumber(people)} {people === 1 ? noun : `${noun}s`}
      </span>
    </>
  );
}

function TopTable({ title, rows, by, days }: { title: string; rows: TopListing[]; by: 'bids' | 'views'; days: number }) {
  const right = cn(cellClass, 'text-right tabular-nums');
  const strong = (col: 'bids' | 'views') => (by === col ? 'font-semibold text-slate-900' : '');
  return (
    <Panel title={title} className="min-w-0">
      {rows.length === 0 ? (
        <EmptyState
          title={by === 'bids' ? 'No bids in this period' : 'No views in this period'}
          line={`Listings appear here once they get ${by} in the last ${days} days.`}
        />
      ) : (
        <Table label={title} head={['#', 'Listing', ...['Bids', 'Views', 'Watchers', 'Price'].map(alignRight)]}>
          {rows.map((l, i) => (
            <tr key={l.id}>
              <td className={cn(cellClass, 'w-8 text-slate-500 tabular-nums')}>{i + 1}</td>
              <td className={cellClass}>
                <Link to={l.path} className="block max-w-[18rem] truncate font-medium text-slate-900 hover:text-brand-700 hover:underline">
                  {l.title}
                </Link>
                <span className="text-xs text-slate-500">{l.categoryTitle}</span>
              </td>
              <td className={cn(right, strong('bids'))}>{formatWholeNumber(l.bids)}</td>
              <td className={cn(right, strong('views'))}>{formatWholeNumber(l.views)}</td>
              <td className={right}>{formatWholeNumber(l.watchers)}</td>
              <td className={right}>{formatUsd(l.currentPrice)}</td>
            </tr>
          ))}
        </Table>
      )}
    </Panel>
  );
}

function AnalyticsSkeleton(): ReactNode {
  return (
    <div role="status" aria-label="Loading" className="space-y-6">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-3 2xl:grid-cols-6">
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <Skeleton key={i} className="h-[98px] rounded-xl" />
        ))}
      </div>
      <Skeleton className="h-[520px] rounded-xl" />
      <Skeleton className="h-64 rounded-xl" />
    </div>
  );
}
