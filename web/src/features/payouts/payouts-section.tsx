import { useMutation, useQuery } from '@tanstack/react-query';
import { BadgeCheck, Landmark } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { api, ApiError } from '../../lib/api-client.ts';
import { Button } from '../../ui/button.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';

interface PayoutStatus {
  state: 'none' | 'pending' | 'enabled';
  details_submitted: boolean;
  charges_enabled: boolean;
  payouts_enabled: boolean;
}

export const PAYOUT_TEXTS = {
  none: 'Set up payouts to receive the price of your sales paid by held payment. It takes a few minutes with the payment provider.',
  pending: 'Your payouts are not set up yet. Finish the setup with the payment provider to receive the price of your sales.',
  enabled: 'Payouts are set up. When a buyer confirms a handover, the price is sent to your payout account.',
  loadFailed: 'Your payout status could not be loaded. Please reload the page.',
  startFailed: 'Payouts could not be set up just now. Please try again in a few minutes.',
} as const;

/**
 * /profile: the seller's payouts: Connect onboarding with the payment provider, where a
 * held deal's price is transferred on release. The provider sends the seller back here.
 */
export function PayoutsSection() {
  const [params] = useSearchParams();
  const returning = params.get('payouts') !== null;
  const status = useQuery({ queryKey: ['payouts-status', returning], queryFn: () => api<PayoutStatus>('/api/payouts/status') });
  const start = useMutation({
    mutationFn: () => api<{ url: string }>('/api/payouts/onboarding', { method: 'POST' }),
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (err) => toast.error(err instanceof ApiError && err.message ? err.message : PAYOUT_TEXTS.startFailed),
  });
  const s = status.data;
  return (
    <section id="payouts" aria-labelledby="payouts-title" className="mt-10 scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="payouts-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Landmark className="size-5 text-brand-600" aria-hidden />
        Payouts
      </h2>
      {status.isPending ? (
        <div className="mt-4 space-y-3" role="status" aria-label="Loading">
          <Skeleton className="h-5 w-3/4" />
          <Skeleton className="h-11 w-48" />
        </div>
      ) : status.isError || !s ? (
        <p className="mt-2 text-sm text-red-700">{PAYOUT_TEXTS.loadFailed}</p>
      ) : (
        <div className="mt-2 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between" data-testid="payouts-status" data-state={s.state}>
          <p className="max-w-xl text-sm text-slate-600">
            {s.state === 'enabled' && <BadgeCheck className="-mt-0.5 mr-1.5 inline size-4 text-emerald-600" aria-hidden />}
            {PAYOUT_TEXTS[s.state]}
          </p>
          {s.state !== 'enabled' && (
            <Button onClick={() => start.mutate()} disabled={start.isPending || start.isSuccess} className="shrink-0">
              {s.state === 'none' ? 'Set up payouts' : 'Finish payout setup'}
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
