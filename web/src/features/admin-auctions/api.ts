import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import {
  adminAuctionDeletedSchema,
  adminAuctionDetailSchema,
  adminAuctionPageSchema,
  type AdminAuctionDetail,
  type AdminAuctionRow,
  type AdminFeaturedBody,
  type AdminReasonBody,
} from '../../../../domain/admin/admin-auctions.ts';
import type { AuctionAction } from './auction-action.ts';
import type { AuctionFilters } from './auction-filters.ts';

export type { AdminAuctionDetail, AdminAuctionRow };

const LIST = ['admin', 'auctions'] as const;

export function useAdminAuctions(f: AuctionFilters) {
  return useInfiniteQuery({
    queryKey: [...LIST, f],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => {
      const p = new URLSearchParams();
      for (const [k, v] of Object.entries(f)) if (v) p.set(k, v);
      if (pageParam) p.set('cursor', pageParam);
      return api(`/api/admin/auctions?${p}`, { schema: adminAuctionPageSchema });
    },
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 0,
  });
}

export function useAdminAuction(id: string | null) {
  return useQuery({
    queryKey: ['admin', 'auction', id],
    queryFn: () => api(`/api/admin/auctions/${id}`, { schema: adminAuctionDetailSchema }),
    enabled: Boolean(id),
    staleTime: 0,
  });
}

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
          return api(`${url}/featured`, { method: 'PUT', body: { featured: a.featured } satisfies AdminFeaturedBody, schema: adminAuctionDetailSchema });
        case 'edit':
          return api(url, { method: 'PATCH', body: a.patch, schema: adminAuctionDetailSchema });
        case 'end':
          return api(`${url}/end`, { method: 'POST', body: { reason: a.reason } satisfies AdminReasonBody, schema: adminAuctionDetailSchema });
        case 'cancel':
          return api(`${url}/cancel`, { method: 'POST', body: { reason: a.reason } satisfies AdminReasonBody, schema: adminAuctionDetailSchema });
      }
    },
    onSuccess: (detail) => {
      qc.setQueryData(['admin', 'auction', id], detail);
      refresh();
    },
  });
  const remove = useMutation({
    mutationFn: () => api(`/api/admin/auctions/${id}`, { method: 'DELETE', schema: adminAuctionDeletedSchema }),
    onSuccess: () => {
      qc.removeQueries({ queryKey: ['admin', 'auction', id] });
      refresh();
    },
  });
  return { act, remove };
}
