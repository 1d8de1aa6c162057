import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

export type WebhookOutcome = 'processed' | 'ignored' | 'rejected' | 'failed';

export interface WebhookEvent {
  id: string;
  provider: string;
  eventType: string | null;
  reference: string | null;
  outcome: WebhookOutcome;
  detail: string | null;
  createdAt: string;
}

/** Whether a secret is set and at most its documented prefix: the server never sends a secret. */
export interface SecretStatus {
  set: boolean;
  hint: string | null;
}

export interface PaymentsOverview {
  provider: 'sandbox' | 'stripe';
  isTestSite: boolean;
  mode: 'test' | 'live' | null;
  secretKey: SecretStatus;
  webhookSecret: SecretStatus;
  webhookUrl: string;
  events: WebhookEvent[];
}

export interface ConnectionTestResult {
  provider: 'sandbox' | 'stripe';
  ok: boolean;
  message: string;
  testedAt: string;
}

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
