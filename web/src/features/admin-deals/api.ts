import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import {
  adminDealDetailSchema,
  adminDealListSchema,
  type AdminDealDetail,
  type AdminDealFilter,
  type AdminDealRow,
  type ResolutionChoice,
} from '../../../../domain/admin/admin-deals.ts';

export type { AdminDealDetail, AdminDealRow };

const KEY = ['admin', 'deals'] as const;

export function useAdminDeals(state: AdminDealFilter) {
  return useQuery({
    queryKey: [...KEY, 'list', state],
    queryFn: () => api(`/api/admin/deals?state=${state}`, { schema: adminDealListSchema }),
  });
}

export function useAdminDeal(id: string | null) {
  return useQuery({ queryKey: [...KEY, 'detail', id], queryFn: () => api(`/api/admin/deals/${id}`, { schema: adminDealDetailSchema }), enabled: id !== null });
}

export function useResolveDispute(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (r: ResolutionChoice & { reason: string }) => api(`/api/admin/deals/${id}/resolve`, { method: 'POST', body: r, schema: adminDealDetailSchema }),
    onSuccess: (detail) => {
      queryClient.setQueryData([...KEY, 'detail', id], detail);
      void queryClient.invalidateQueries({ queryKey: [...KEY, 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
    },
  });
}
