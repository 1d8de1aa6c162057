import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { approvalQueueSchema, approvedSchema, rejectedSchema, type ApprovalItem, type RejectionBody } from '../../../../domain/admin/approval-queue.ts';

export type { ApprovalItem };

const KEY = ['admin', 'approvals'] as const;

export function useApprovalQueue() {
  return useQuery({ queryKey: KEY, queryFn: () => api('/api/admin/approvals', { schema: approvalQueueSchema }).then((r) => r.items) });
}

export function useReview() {
  const qc = useQueryClient();
  const done = () => qc.invalidateQueries({ queryKey: KEY });
  const approve = useMutation({
    mutationFn: (id: string) => api(`/api/admin/approvals/${id}/approve`, { method: 'POST', schema: approvedSchema }),
    onSuccess: done,
  });
  const reject = useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      api(`/api/admin/approvals/${id}/reject`, { method: 'POST', body: { reason } satisfies RejectionBody, schema: rejectedSchema }),
    onSuccess: done,
  });
  return { approve, reject };
}
