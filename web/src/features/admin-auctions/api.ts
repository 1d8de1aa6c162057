import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import type { AdminAuctionDetail, AdminAuctionRow } from '../../../../domain/admin-auctions.ts';

export type { AdminAuctionDetail, AdminAuctionRow };

/** A category as the filter and the edit form offer it. */
export interface CategoryOption {
  slug: string;
  title: string;
}

export interface AuctionFilters {
  search: string;
  status: string;
  type: string;
  category: string;
  seller: string;
  featured: string;
}

const LIST = ['admin', 'auctions'] as const;

export function useAdminAuctions(f: AuctionFilters) {
  return useInfiniteQuery({
    queryKey: [...LIST, f],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => {
      const p = new URLSearchParams();
      for (const [k, v] of Object.entries(f)) if (v) p.set(k, v);
      if (pageParam) p.set('cursor', pageParam);
      return api<{ auctions: AdminAuctionRow[]; nextCursor: string | null }>(`/api/admin/auctions?${p}`);
    },
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 0,
  });
}

export function useAdminAuction(id: string | null) {
  return useQuery({ queryKey: ['admin', 'auction', id], queryFn: () => api<AdminAuctionDetail>(`/api/admin/auctions/${id}`), enabled: Boolean(id), staleTime: 0 });
}

export type AuctionAction =
  | { kind: 'featured'; featured: boolean }
  | { kind: 'edit'; patch: Record<string, unknown> }
  | { kind: 'end'; reason: string }
  | { kind: 'cancel'; reason: string };

export function useAuctionActions(id: string) {
  const qc = useQueryClient();
  const refresh = () => {
    void qc.invalidateQueries({ queryKey: LIST });
    void qc.invalidateQueries({ queryKey: ['admin', 'approvals'] });
  };
  const act = useMutation({
    mutationFn: (a: AuctionAction) => {
      const url = `/api/admin/auctions/${id}`;
      switch (a.kind) {
        case 'featured':
          return api<AdminAuctionDetail>(`${url}/featured`, { method: 'PUT', body: { featured: a.featured } });
        case 'edit':
          return api<AdminAuctionDetail>(url, { method: 'PATCH', body: a.patch });
        case 'end':
          return api<AdminAuctionDetail>(`${url}/end`, { method: 'POST', body: { reason: a.reason } });
        case 'cancel':
          return api<AdminAuctionDetail>(`${url}/cancel`, { method: 'POST', body: { reason: a.reason } });
      }
    },
    onSuccess: (detail) => {
      qc.setQueryData(['admin', 'auction', id], detail);
      refresh();
    },
  });
  const remove = useMutation({
    mutationFn: () => api<{ deleted: true }>(`/api/admin/auctions/${id}`, { method: 'DELETE' }),
    onSuccess: () => {
      qc.removeQueries({ queryKey: ['admin', 'auction', id] });
      refresh();
    },
  });
  return { act, remove };
}
