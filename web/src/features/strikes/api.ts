import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { memberStrikeSchema, memberStrikesSchema, type LiftStrikeBody } from '../../../../domain/membership/member-strikes.ts';

/** GET /api/strikes: the signed-in member's strikes. */
export function useMyStrikes(enabled = true) {
  return useQuery({ queryKey: ['strikes', 'mine'], queryFn: async () => memberStrikesSchema.parse(await api('/api/strikes')), enabled });
}

/** GET /api/admin/strikes: a member's strikes, or a deal's. */
export function useAdminStrikes(by: { userId: string } | { dealId: string }) {
  const query = 'userId' in by ? `userId=${by.userId}` : `dealId=${by.dealId}`;
  return useQuery({
    queryKey: ['admin', 'strikes', by],
    queryFn: async () => memberStrikesSchema.parse(await api(`/api/admin/strikes?${query}`)),
    staleTime: 0,
  });
}

/** POST /api/admin/strikes/:id/lift, with the admin's reason. */
export function useLiftStrike() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...body }: LiftStrikeBody & { id: string }) =>
      memberStrikeSchema.parse(await api(`/api/admin/strikes/${id}/lift`, { method: 'POST', body })),
    onSuccess: () => void qc.invalidateQueries({ queryKey: ['admin', 'strikes'] }),
  });
}
