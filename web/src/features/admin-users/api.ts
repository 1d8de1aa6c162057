import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import type { AdminUserDetail, AdminUserRow } from '../../../../domain/admin-rows.ts';

export type AdminUser = AdminUserRow;
export type { AdminUserDetail };

export function useAdminUsers(search: string, status: string) {
  return useInfiniteQuery({
    queryKey: ['admin', 'users', search, status],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => {
      const p = new URLSearchParams();
      if (search) p.set('search', search);
      if (status) p.set('status', status);
      if (pageParam) p.set('cursor', pageParam);
      return api<{ users: AdminUser[]; nextCursor: string | null }>(`/api/admin/users?${p}`);
    },
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 0,
  });
}

export function useAdminUser(id: string | null) {
  return useQuery({ queryKey: ['admin', 'user', id], queryFn: () => api<AdminUserDetail>(`/api/admin/users/${id}`), enabled: Boolean(id), staleTime: 0 });
}

export type UserChange =
  | { kind: 'admin'; isAdmin: boolean }
  | { kind: 'verified'; isVerified: boolean }
  | { kind: 'status'; status: 'active' }
  | { kind: 'status'; status: 'suspended'; reason: string; cancelBids: boolean };

/** Issue 27 item 6: what a suspension that cancelled the member's bids changed. */
export interface CancelledBids {
  auctions: { auctionId: string; cancelledBids: number; currentBid: number; previousBid: number }[];
  offers: number;
}

export function useChangeUser(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (c: UserChange) => {
      const { kind, ...body } = c;
      return api<AdminUserDetail & { cancelled?: CancelledBids }>(`/api/admin/users/${id}/${kind}`, { method: 'PUT', body });
    },
    onSuccess: ({ cancelled: _cancelled, ...detail }) => {
      qc.setQueryData(['admin', 'user', id], detail);
      void qc.invalidateQueries({ queryKey: ['admin', 'users'] });
    },
  });
}
