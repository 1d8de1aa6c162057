import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import type { AdminDealDetail, AdminDealFilter, AdminDealRow, ResolutionChoice } from '../../../../domain/admin-deals.ts';

export type { AdminDealDetail, AdminDealRow };

const KEY = ['admin', 'deals'] as const;

export function useAdminDeals(state: AdminDealFilter) {
  return useQuery({
    queryKey: [...KEY, 'list', state],
    queryFn: () => api<{ deals: AdminDealRow[]; openDisputes: number; overdue: number }>(`/api/admin/deals?state=${state}`),
  });
}

export function useAdminDeal(id: string | null) {
  return useQuery({ queryKey: [...KEY, 'detail', id], queryFn: () => api<AdminDealDetail>(`/api/admin/deals/${id}`), enabled: id !== null });
}

export function useResolveDispute(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (r: ResolutionChoice & { reason: string }) => api<AdminDealDetail>(`/api/admin/deals/${id}/resolve`, { method: 'POST', body: r }),
    onSuccess: (detail) => {
      queryClient.setQueryData([...KEY, 'detail', id], detail);
      void queryClient.invalidateQueries({ queryKey: [...KEY, 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
    },
  });
}
