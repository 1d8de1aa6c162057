import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { AlertCircle, Inbox, X } from 'lucide-react';
import { formatDateTime } from '../../../domain/shared/format.ts';
import { cn } from './cn.ts';
import { DialogClose, DialogFrame, DialogTitle } from './dialog-shell.tsx';
import { Skeleton } from './skeleton.tsx';
import { Button } from './button.tsx';

/**
 * A white card of the admin area with an optional title row. It may shrink below its contents' width in a
 * grid or flex row (min-w-0): a wide table scrolls inside it, never the page.
 */
export function Panel({ title, actions, children, className }: { title?: ReactNode; actions?: ReactNode; children: ReactNode; className?: string }) {
  return (
    <section className={cn('min-w-0 rounded-xl border border-slate-200 bg-white shadow-sm', className)}>
      {(title || actions) && (
        <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-100 px-4 py-3 sm:px-5">
          {title && <h2 className="text-base font-semibold text-slate-900">{title}</h2>}
          {actions}
        </div>
      )}
      {children}
    </section>
  );
}

export function EmptyState({ title, line }: { title: string; line?: string }) {
  return (
    <div className="flex flex-col items-center justify-center px-6 py-12 text-center">
      <Inbox className="size-8 text-slate-300" aria-hidden />
      <p className="mt-3 font-semibold text-slate-800">{title}</p>
      {line && <p className="mt-1 text-sm text-slate-500">{line}</p>}
    </div>
  );
}

export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-center justify-center px-6 py-10 text-center">
      <AlertCircle className="size-8 text-red-500" aria-hidden />
      <p className="mt-3 font-semibold text-slate-800">{message}</p>
      {onRetry && (
        <Button variant="secondary" size="sm" className="mt-4" onClick={onRetry}>
          Try again
        </Button>
      )}
    </div>
  );
}

/** Rows of grey bars while a table loads. */
export function TableSkeleton({ rows = 6, cols = 4 }: { rows?: number; cols?: number }) {
  return (
    <div role="status" aria-label="Loading" className="divide-y divide-slate-100">
      {Array.from({ length: rows }, (_, r) => (
        <div key={r} className="flex gap-4 px-5 py-4">
          {Array.from({ length: cols }, (_, c) => (
            <Skeleton key={c} className={cn('h-4', c === 0 ? 'w-1/3' : 'w-1/6')} />
          ))}
        </div>
      ))}
    </div>
  );
}

export function Badge({ tone = 'slate', children }: { tone?: 'slate' | 'green' | 'amber' | 'red' | 'blue'; children: ReactNode }) {
  const tones = {
    slate: 'bg-slate-100 text-slate-700',
    green: 'bg-emerald-50 text-emerald-700 ring-emerald-600/20',
    amber: 'bg-amber-50 text-amber-800 ring-amber-600/20',
    red: 'bg-red-50 text-red-700 ring-red-600/20',
    blue: 'bg-sky-50 text-sky-700 ring-sky-600/20',
  } as const;
  return (
    <span
      className={cn('inline-flex items-center rounded-full px-2 py-0.5 whitespace-nowrap text-xs font-medium ring-1 ring-transparent ring-inset', tones[tone])}
    >
      {children}
    </span>
  );
}

/**
 * An admin list: a table from 640 px, that scrolls sideways inside its own box rather than squeezing below
 * `minWidth`; on a phone, cards (one a row, each cell beside its column's name: .admin-table in index.css, issue
 * 39 item 9). The box is a labelled, focusable region so that a keyboard user can scroll it too (axe:
 * scrollable-region-focusable).
 */
export function Table({
  head,
  children,
  label = 'Table',
  minWidth = 'min-w-[640px]',
}: {
  head: ReactNode[];
  children: ReactNode;
  label?: string;
  minWidth?: `min-w-[${number}px]`;
}) {
  const table = useRef<HTMLTableElement>(null);
  // Each cell carries its column's name for the phone's cards (rows may come from components of their own).
  useLayoutEffect(() => {
    const el = table.current;
    if (!el) return;
    const names = [...el.querySelectorAll('thead th')].map((th) => th.textContent?.trim() ?? '');
    for (const row of el.querySelectorAll('tbody tr')) {
      [...row.children].forEach((cell, i) => {
        const name = names[i];
        if (name) cell.setAttribute('data-label', name);
        else cell.removeAttribute('data-label');
      });
    }
  });
  return (
    <div
      className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600"
      role="region"
      aria-label={label}
      tabIndex={0}
    >
      <table ref={table} className={cn('admin-table w-full text-left text-sm', minWidth)}>
        <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase">
          <tr>
            {head.map((h, i) => (
              <th key={i} scope="col" className="px-4 py-2.5 whitespace-nowrap sm:px-5">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  );
}

export const cellClass = 'px-4 py-3 align-top sm:px-5';

/**
 * 'Nov 23, 2026, 10:04 AM' on the viewer's clock (admin pages render in the browser only): the one date-and-time
 * format of every page, domain/shared/format.ts's formatDateTime, so an admin and a member read a time alike.
 */
export function formatAdminTime(iso: string): string {
  return formatDateTime(Date.parse(iso), 'local');
}

/** A panel that slides in from the right (a full-height sheet on phones): the detail of one row. */
export function SideSheet({ open, onClose, title, children }: { open: boolean; onClose: () => void; title: ReactNode; children: ReactNode }) {
  return (
    <DialogFrame open={open} onOpenChange={(o) => !o && onClose()} frame="side" className="w-full max-w-xl" aria-describedby={undefined}>
      <div className="flex items-start justify-between gap-3 border-b border-slate-200 px-5 py-4">
        <DialogTitle className="min-w-0 text-lg font-bold tracking-tight text-slate-900">{title}</DialogTitle>
        <DialogClose
          className="rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
          aria-label="Close"
        >
          <X className="size-5" aria-hidden />
        </DialogClose>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">{children}</div>
    </DialogFrame>
  );
}

/** A figure in a row of figures: a label above a value. */
export function Stat({ label, value, hint }: { label: string; value: ReactNode; hint?: ReactNode }) {
  return (
    <div className="min-w-0 rounded-lg bg-slate-50 px-3 py-2.5">
      <dt className="truncate text-xs text-slate-500">{label}</dt>
      <dd className="mt-0.5 truncate text-base font-semibold text-slate-900">{value}</dd>
      {hint && <dd className="truncate text-xs text-slate-500">{hint}</dd>}
    </div>
  );
}

/** The tabs of an admin page (the page keeps the chosen one in its address). */
export function AdminTabs<T extends string>({
  label,
  tabs,
  value,
  onChange,
}: {
  label: string;
  tabs: readonly { id: T; label: string; count?: number }[];
  value: T;
  onChange: (id: T) => void;
}) {
  return (
    <div role="tablist" aria-label={label} className="-mx-4 flex gap-1 overflow-x-auto border-b border-slate-200 px-4 sm:mx-0 sm:px-0">
      {tabs.map((t) => (
        <button
          key={t.id}
          type="button"
          role="tab"
          aria-selected={value === t.id}
          onClick={() => onChange(t.id)}
          className={cn(
            '-mb-px inline-flex shrink-0 items-center gap-2 border-b-2 px-3 py-2.5 text-sm font-semibold whitespace-nowrap transition-colors',
            value === t.id ? 'border-slate-900 text-slate-900' : 'border-transparent text-slate-500 hover:text-slate-800',
          )}
        >
          {t.label}
          {t.count !== undefined && t.count > 0 && <span className="rounded-full bg-brand-500 px-2 py-0.5 text-xs font-bold text-slate-950">{t.count}</span>}
        </button>
      ))}
    </div>
  );
}
