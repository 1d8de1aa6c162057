import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { auditFacetsSchema, auditLogPageSchema, type AuditLogEntry } from '../../../../domain/admin/admin-rows.ts';
import type { AuditFilters } from './audit-filters.ts';

export type { AuditLogEntry };

function query(f: AuditFilters, cursor: string | null): string {
  const p = new URLSearchParams();
  if (f.action) p.set('action', f.action);
  if (f.entity) p.set('entity', f.entity);
  if (f.actor.trim()) p.set('actor', f.actor.trim());
  // Dates from the date inputs are whole days in the viewer's zone; 'to' includes its day.
  if (f.from) p.set('from', new Date(`${f.from}T00:00:00`).toISOString());
  if (f.to) p.set('to', new Date(new Date(`${f.to}T00:00:00`).getTime() + 86_400_000).toISOString());
  if (cursor) p.set('cursor', cursor);
  return p.toString();
}

export function useAuditLog(f: AuditFilters) {
  return useInfiniteQuery({
    queryKey: ['admin', 'audit-log', f],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => api(`/api/admin/audit-log?${query(f, pageParam)}`, { schema: auditLogPageSchema }),
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 0,
  });
}

export function useAuditFacets() {
  return useQuery({
    queryKey: ['admin', 'audit-log', 'facets'],
    queryFn: () => api('/api/admin/audit-log/facets', { schema: auditFacetsSchema }),
    staleTime: 0,
  });
}
