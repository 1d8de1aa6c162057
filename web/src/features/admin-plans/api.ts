import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { adminPlanSchema, adminPlansSchema, type AdminPlan } from '../../../../domain/membership/membership-plans.ts';

export type { AdminPlan };

export type PlanFields = Pick<AdminPlan, 'name' | 'description' | 'monthlyPrice' | 'listingsIncluded' | 'featuredCredits' | 'isActive' | 'displayOrder'>;

const KEY = ['admin', 'membership-plans'] as const;

export const useAdminPlans = () =>
  useQuery({ queryKey: KEY, queryFn: () => api('/api/admin/membership-plans', { schema: adminPlansSchema }).then((r) => r.plans), staleTime: 0 });

export function usePlanMutations() {
  const qc = useQueryClient();
  const done = () => {
    void qc.invalidateQueries({ queryKey: KEY });
    void qc.invalidateQueries({ queryKey: ['membership-plans'] });
  };
  return {
    create: useMutation({
      mutationFn: (b: PlanFields) => api('/api/admin/membership-plans', { method: 'POST', body: b, schema: adminPlanSchema }),
      onSuccess: done,
    }),
    update: useMutation({
      mutationFn: ({ id, ...patch }: Partial<PlanFields> & { id: string }) =>
        api(`/api/admin/membership-plans/${id}`, { method: 'PATCH', body: patch, schema: adminPlanSchema }),
      onSuccess: done,
    }),
    remove: useMutation({ mutationFn: (id: string) => api(`/api/admin/membership-plans/${id}`, { method: 'DELETE' }), onSuccess: done }),
  };
}
