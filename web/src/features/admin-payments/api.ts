import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import {
  connectionTestSchema,
  paymentsOverviewSchema,
  type ConnectionTestResult,
  type PaymentsOverview,
  type SecretStatus,
  type WebhookEvent,
  type WebhookOutcome,
} from '../../../../domain/admin/payments-overview.ts';

export type { ConnectionTestResult, PaymentsOverview, SecretStatus, WebhookEvent, WebhookOutcome };

const KEY = ['admin', 'payments'] as const;

export const usePaymentsOverview = () =>
  useQuery({ queryKey: KEY, queryFn: () => api('/api/admin/payments', { schema: paymentsOverviewSchema }), staleTime: 0 });

export function useTestConnection() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api('/api/admin/payments/test', { method: 'POST', schema: connectionTestSchema }),
    // The test is in the audit log now.
    onSettled: () => void qc.invalidateQueries({ queryKey: ['admin', 'audit-log'] }),
  });
}
