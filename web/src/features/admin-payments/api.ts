import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import type { ConnectionTestResult, PaymentsOverview, SecretStatus, WebhookEvent, WebhookOutcome } from '../../../../domain/payments-overview.ts';

export type { ConnectionTestResult, PaymentsOverview, SecretStatus, WebhookEvent, WebhookOutcome };

const KEY = ['admin', 'payments'] as const;

export const usePaymentsOverview = () => useQuery({ queryKey: KEY, queryFn: () => api<PaymentsOverview>('/api/admin/payments'), staleTime: 0 });

export function useTestConnection() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api<ConnectionTestResult>('/api/admin/payments/test', { method: 'POST' }),
    // The test is in the audit log now.
    onSettled: () => void qc.invalidateQueries({ queryKey: ['admin', 'audit-log'] }),
  });
}
