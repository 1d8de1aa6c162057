import { useState } from 'react';
import { errorMessage } from '../../lib/api-client.ts';
import { useSearchParamSetter } from '../../lib/use-search-param-setter.ts';
import { Button } from '../../ui/button.tsx';
import { controlClass } from '../../ui/field.tsx';
import { Badge, EmptyState, ErrorState, Panel, TableSkeleton, Table, cellClass, formatAdminTime } from '../../ui/admin-kit.tsx';
import { useAuditFacets, useAuditLog, type AuditLogEntry as AuditEntry } from './api.ts';
import type { AuditFilters } from './audit-filters.ts';

const KEYS = ['action', 'entity', 'actor', 'from', 'to'] as const;

/** The audit log with its filters; the filters live in the address, so a filtered view can be shared. */
export function AuditLogView() {
  const [params, setFilters] = useSearchParamSetter();
  const filters = Object.fromEntries(KEYS.map((k) => [k, params.get(k) ?? ''])) as unknown as AuditFilters;
  const facets = useAuditFacets();
  const log = useAuditLog(filters);
  const [actor, setActor] = useState(filters.actor);

  const set = (k: (typeof KEYS)[number], v: string) => setFilters({ [k]: v });

  const entries = log.data?.pages.flatMap((p) => p.entries) ?? [];
  return (
    <Panel
      title="Changes"
      actions={
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            set('actor', actor.trim());
          }}
        >
          <label className="text-xs font-medium text-slate-600">
            Action
            <select aria-label="Action" className={`${controlClass} mt-1 py-1.5`} value={filters.action} onChange={(e) => set('action', e.target.value)}>
              <option value="">All actions</option>
              {facets.data?.actions.map((a) => (
                <option key={a}>{a}</option>
              ))}
            </select>
          </label>
          <label className="text-xs font-medium text-slate-600">
            Entity
            <select aria-label="Entity" className={`${controlClass} mt-1 py-1.5`} value={filters.entity} onChange={(e) => set('entity', e.target.value)}>
              <option value="">All entities</option>
              {facets.data?.entities.map((a) => (
                <option key={a}>{a}</option>
              ))}
            </select>
          </label>
          <label className="text-xs font-medium text-slate-600">
            From
            <input type="date" className={`${controlClass} mt-1 py-1.5`} value={filters.from} onChange={(e) => set('from', e.target.value)} />
          </label>
          <label className="text-xs font-medium text-slate-600">
            To
            <input type="date" className={`${controlClass} mt-1 py-1.5`} value={filters.to} onChange={(e) => set('to', e.target.value)} />
          </label>
          <label className="text-xs font-medium text-slate-600">
            Admin
            <input
              type="search"
              placeholder="Name or e-mail"
              className={`${controlClass} mt-1 py-1.5`}
              value={actor}
              onChange={(e) => setActor(e.target.value)}
            />
          </label>
          <Button type="submit" variant="secondary" size="sm" className="h-[34px]">
            Filter
          </Button>
        </form>
      }
    >
      {log.isPending ? (
        <TableSkeleton cols={5} />
      ) : log.isError ? (
        <ErrorState message={errorMessage(log.error, 'Failed to load the audit log')} onRetry={() => void log.refetch()} />
      ) : entries.length === 0 ? (
        <EmptyState title="No changes found" line="Changes made in the admin area appear here." />
      ) : (
        <>
          <Table label="Audit log" head={['When', 'Admin', 'Action', 'Entity', 'Change']}>
            {entries.map((e) => (
              <AuditRow key={e.id} entry={e} />
            ))}
          </Table>
          {log.hasNextPage && (
            <div className="border-t border-slate-100 p-4 text-center">
              <Button variant="secondary" size="sm" disabled={log.isFetchingNextPage} onClick={() => void log.fetchNextPage()}>
                {log.isFetchingNextPage ? 'Loading...' : 'Load more'}
              </Button>
            </div>
          )}
        </>
      )}
    </Panel>
  );
}

function AuditRow({ entry: e }: { entry: AuditEntry }) {
  return (
    <tr data-testid="audit-row">
      <td className={`${cellClass} whitespace-nowrap text-slate-600`}>{formatAdminTime(e.createdAt)}</td>
      <td className={cellClass}>
        <div className="font-medium text-slate-900">{e.actorName ?? 'System'}</div>
        {e.actorEmail && <div className="text-xs text-slate-500 [overflow-wrap:anywhere]">{e.actorEmail}</div>}
      </td>
      <td className={cellClass}>
        <Badge tone="blue">{e.action}</Badge>
      </td>
      <td className={`${cellClass} text-slate-700`}>
        {e.entity}
        {e.entityId && (
          <div className="max-w-[14rem] truncate font-mono text-xs text-slate-500" title={e.entityId}>
            {e.entityId}
          </div>
        )}
      </td>
      <td className={`${cellClass} max-w-[26rem]`}>
        <ChangeSummary before={e.before} after={e.after} />
      </td>
    </tr>
  );
}

/** Before and after, field by field where both are objects; otherwise the two values. */
function ChangeSummary({ before, after }: { before: unknown; after: unknown }) {
  const b = isRecord(before) ? before : null;
  const a = isRecord(after) ? after : null;
  if (b || a) {
    const keys = [...new Set([...Object.keys(b ?? {}), ...Object.keys(a ?? {})])].filter((k) => JSON.stringify(b?.[k]) !== JSON.stringify(a?.[k]));
    if (keys.length === 0) return <span className="text-slate-500">No field changed</span>;
    return (
      <dl className="space-y-1 text-xs">
        {keys.map((k) => (
          <div key={k} className="flex flex-wrap gap-x-1.5">
            <dt className="font-semibold text-slate-700">{k}:</dt>
            <dd className="min-w-0 text-slate-500 line-through decoration-slate-300 [overflow-wrap:anywhere]">{show(b?.[k])}</dd>
            <dd className="min-w-0 text-slate-900 [overflow-wrap:anywhere]">→ {show(a?.[k])}</dd>
          </div>
        ))}
      </dl>
    );
  }
  return (
    <span className="text-xs text-slate-700 [overflow-wrap:anywhere]">
      {show(before)} → {show(after)}
    </span>
  );
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function show(v: unknown): string {
  if (v === undefined || v === null) return '—';
  const s = typeof v === 'string' ? v : JSON.stringify(v);
  return s.length > 120 ? `${s.slice(0, 117)}...` : s;
}
