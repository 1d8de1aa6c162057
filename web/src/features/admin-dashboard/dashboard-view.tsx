import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { AlarmClock, ArrowRight, CircleDollarSign, Flag, Gavel, Inbox, ListChecks, Scale, Tag, UserPlus, type LucideIcon } from 'lucide-react';
import { formatUsd, formatWholeNumber } from '../../../../domain/shared/format.ts';
import { DASHBOARD_CHART_DAYS, DASHBOARD_PERIODS, type DashboardPeriod } from '../../../../domain/admin/admin-dashboard.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { compactNumber, compactUsd, shortDay } from '../../lib/chart-format.ts';
import { BarChart } from '../../ui/bar-chart.tsx';
import { ErrorState, Panel } from '../../ui/admin-kit.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { cn } from '../../ui/cn.ts';
import { useDashboard, type DashboardData } from './api.ts';

/** The figures an operator starts the day with, each a link to the page that acts on it. */
export function DashboardView() {
  const d = useDashboard();
  if (d.isPending) return <DashboardSkeleton />;
  if (d.isError) return <ErrorState message={errorMessage(d.error, 'Failed to load the dashboard')} onRetry={() => void d.refetch()} />;
  return <Dashboard data={d.data} />;
}

function Dashboard({ data }: { data: DashboardData }) {
  const [period, setPeriod] = useState<DashboardPeriod>(30);
  const sales = data.sales.find((s) => s.days === period)!;
  const users = data.newUsers.find((s) => s.days === period)!;
  const todo = [
    { to: '/admin/auctions', label: 'Listings awaiting approval', value: data.awaitingApproval, icon: ListChecks },
    { to: '/admin/content?tab=reports', label: 'Reported comments', value: data.openReports, icon: Flag },
    { to: '/admin/content', label: 'Contact messages to handle', value: data.unhandledMessages, icon: Inbox },
    { to: '/admin/deals?state=disputed', label: 'Open disputes', value: data.openDisputes, icon: Scale },
    { to: '/admin/deals', label: 'Overdue deals', value: data.overdueDeals, icon: AlarmClock },
  ];
  return (
    <div className="space-y-6" data-testid="admin-dashboard">
      <section aria-labelledby="needs-you" className="space-y-3">
        <h2 id="needs-you" className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
          Needs you
        </h2>
        <ul className="grid grid-cols-2 gap-3 xl:grid-cols-3">
          {todo.map((t) => (
            <li key={t.to}>
              <Link
                to={t.to}
                className={cn(
                  'group flex h-full flex-col items-start gap-2 rounded-xl border bg-white p-3 shadow-sm transition-colors hover:border-slate-300 sm:flex-row sm:items-center sm:gap-3 sm:p-4',
                  t.value > 0 ? 'border-amber-300 ring-1 ring-amber-200' : 'border-slate-200',
                )}
              >
                <span
                  className={cn(
                    'flex size-10 shrink-0 items-center justify-center rounded-lg',
                    t.value > 0 ? 'bg-amber-100 text-amber-700' : 'bg-slate-100 text-slate-500',
                  )}
                >
                  <t.icon className="size-5" aria-hidden />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block text-2xl font-bold text-slate-900 tabular-nums">{formatWholeNumber(t.value)}</span>
                  <span className="block text-sm text-slate-600">{t.label}</span>
                </span>
                <ArrowRight
                  className="hidden size-4 shrink-0 text-slate-300 sm:block transition-transform group-hover:translate-x-0.5 group-hover:text-slate-500"
                  aria-hidden
                />
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="marketplace" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="marketplace" className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
            Marketplace
          </h2>
          <div role="radiogroup" aria-label="Period" className="inline-flex rounded-lg border border-slate-200 bg-white p-0.5 shadow-sm">
            {DASHBOARD_PERIODS.map((p) => (
              <button
                key={p}
                type="button"
                role="radio"
                aria-checked={period === p}
                onClick={() => setPeriod(p)}
                className={cn('rounded-md px-3 py-1 text-sm font-medium', period === p ? 'bg-slate-900 text-white' : 'text-slate-600 hover:bg-slate-100')}
              >
                {p} days
              </button>
            ))}
          </div>
        </div>
        <ul className="grid grid-cols-2 gap-3 lg:grid-cols-3 2xl:grid-cols-6">
          <Tile to="/admin/auctions?view=all&status=active&type=auction" icon={Gavel} label="Live auctions" value={formatWholeNumber(data.liveAuctions)} />
          <Tile
            to="/admin/auctions?view=all&status=active&type=classified"
            icon={Tag}
            label="Live classifieds"
            value={formatWholeNumber(data.liveClassifieds)}
          />
          <Tile to="/admin/analytics" icon={Gavel} label="Bids today" value={formatWholeNumber(data.bidsToday)} />
          <Tile to="/admin/auctions?view=all&status=sold" icon={CircleDollarSign} label={`Sales, ${period} days`} value={formatWholeNumber(sales.count)} />
          <Tile to="/admin/auctions?view=all&status=sold" icon={CircleDollarSign} label={`GMV, ${period} days`} value={formatUsd(sales.gmv)} />
          <Tile to="/admin/users" icon={UserPlus} label={`New users, ${period} days`} value={formatWholeNumber(users.count)} />
        </ul>
      </section>

      <TrendPanel data={data} />
    </div>
  );
}

function Tile({ to, icon: Icon, label, value }: { to: string; icon: LucideIcon; label: string; value: ReactNode }) {
  return (
    <li>
      <Link
        to={to}
        className="block h-full rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition-colors hover:border-slate-300 hover:bg-slate-50/60"
      >
        <span className="flex items-center gap-1.5 text-xs font-medium text-slate-500">
          <Icon className="size-3.5" aria-hidden />
          {label}
        </span>
        <span className="mt-1.5 block truncate text-xl font-bold text-slate-900 tabular-nums sm:text-2xl">{value}</span>
      </Link>
    </li>
  );
}

const METRICS = [
  { id: 'bids', label: 'Bids', format: compactNumber, total: (v: number) => `${formatWholeNumber(v)} bids` },
  { id: 'gmv', label: 'GMV', format: compactUsd, total: (v: number) => `${formatUsd(v)} sold` },
  { id: 'signups', label: 'Sign-ups', format: compactNumber, total: (v: number) => `${formatWholeNumber(v)} new users` },
] as const;

function TrendPanel({ data }: { data: DashboardData }) {
  const [metric, setMetric] = useState<(typeof METRICS)[number]['id']>('bids');
  const m = METRICS.find((x) => x.id === metric)!;
  const series = data.daily.map((d) => ({ label: shortDay(d.day), value: d[metric] }));
  const total = series.reduce((s, d) => s + d.value, 0);
  return (
    <Panel
      title={`Last ${DASHBOARD_CHART_DAYS} days`}
      actions={
        <div role="tablist" aria-label="Chart" className="inline-flex rounded-lg bg-slate-100 p-0.5">
          {METRICS.map((x) => (
            <button
              key={x.id}
              type="button"
              role="tab"
              aria-selected={metric === x.id}
              onClick={() => setMetric(x.id)}
              className={cn(
                'rounded-md px-3 py-1 text-sm font-medium',
                metric === x.id ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900',
              )}
            >
              {x.label}
            </button>
          ))}
        </div>
      }
    >
      <div className="p-4 sm:p-5">
        <p className="mb-4 text-sm text-slate-600">
          <span className="font-semibold text-slate-900">{m.total(total)}</span> in the last {DASHBOARD_CHART_DAYS} days
        </p>
        <BarChart
          data={series}
          format={m.format}
          label={`${m.label} per day, last ${DASHBOARD_CHART_DAYS} days`}
          tone={metric === 'gmv' ? 'slate' : metric === 'signups' ? 'sky' : 'brand'}
        />
      </div>
    </Panel>
  );
}

function DashboardSkeleton() {
  return (
    <div role="status" aria-label="Loading" className="space-y-6">
      <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-[74px] rounded-xl" />
        ))}
      </div>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-3 2xl:grid-cols-6">
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <Skeleton key={i} className="h-[86px] rounded-xl" />
        ))}
      </div>
      <Skeleton className="h-72 rounded-xl" />
    </div>
  );
}
