import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import {
  adminUserDetailSchema,
  adminUserPageSchema,
  adminUserStatusAnswerSchema,
  type AdminUserDetail,
  type AdminUserRow,
} from '../../../../domain/admin/admin-rows.ts';
import type { CancelledBids } from '../../../../domain/membership/member-suspension.ts';
import type { UserChange } from './user-change.ts';

export type AdminUser = AdminUserRow;
export type { AdminUserDetail, CancelledBids };

export function useAdminUsers(search: string, status: string) {
  return useInfiniteQuery({
    queryKey: ['admin', 'users', search, status],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => {
      const p = new URLSearchParams();
      if (search) p.set('search', search);
      if (status) p.set('status', status);
      if (pageParam) p.set('cursor', pageParam);
      return api(`/api/admin/users?${p}`, { schema: adminUserPageSchema });
    },
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 0,
  });
}

export function useAdminUser(id: string | null) {
  return useQuery({
    queryKey: ['admin', 'user', id],
    queryFn: () => api(`/api/admin/users/${id}`, { schema: adminUserDetailSchema }),
    enabled: Boolean(id),
    staleTime: 0,
  });
}

export function useChangeUser(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (c: UserChange) => {
      const { kind, ...body } = c;
      return api(`/api/admin/users/${id}/${kind}`, { method: 'PUT', body, schema: adminUserStatusAnswerSchema });
    },
    onSuccess: ({ cancelled: _cancelled, ...detail }) => {
      qc.setQueryData(['admin', 'user', id], detail);
      void qc.invalidateQueries({ queryKey: ['admin', 'users'] });
    },
  });
}
