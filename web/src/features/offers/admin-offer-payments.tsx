import { useState } from 'react';
import { CreditCard, LoaderCircle, RotateCcw } from 'lucide-react';
import { Link } from 'react-router';
import { formatUsd } from '../../../../domain/money.ts';
import { Button } from '../../ui/button.tsx';
import { cn } from '../../ui/cn.ts';
import { DateText } from '../../ui/date-text.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useOfferPayments, useProcessPayment, type OfferPaymentItem } from './api.ts';
import { ChargeOfferDialog } from './charge-offer-dialog.tsx';

const STATE: Record<string, { label: string; cls: string }> = {
  awaiting: { label: 'Awaiting payment', cls: 'bg-amber-50 text-amber-800 ring-amber-200' },
  processing: { label: 'Processing', cls: 'bg-sky-50 text-sky-700 ring-sky-200' },
  succeeded: { label: 'Paid', cls: 'bg-emerald-50 text-emerald-700 ring-emerald-200' },
  failed: { label: 'Failed', cls: 'bg-red-50 text-red-700 ring-red-200' },
  checkout: { label: 'Paid at checkout', cls: 'bg-emerald-50 text-emerald-700 ring-emerald-200' },
  direct: { label: 'Paid to the seller directly', cls: 'bg-slate-100 text-slate-700 ring-slate-200' },
  cancelled: { label: 'Sale cancelled', cls: 'bg-slate-100 text-slate-700 ring-slate-200' },
};

/**
 * Issue 26 item 10: an accepted offer's payment is its deal's payment step. The admin charges the buyer only
 * while the deal awaits a held payment; a buyer who paid at the deal's checkout, a direct payment and a cancelled
 * sale need no charge here.
 */
function statusOf(item: OfferPaymentItem): string {
  const own = item.payment?.status;
  if (own === 'succeeded' || own === 'processing') return own;
  if (item.deal?.state === 'cancelled') return 'cancelled';
  if (item.deal?.paymentMethod === 'direct') return 'direct';
  if (item.deal?.paidAtCheckout) return 'checkout';
  return own ?? 'awaiting';
}

/** SPEC 1, 6: the accepted offers awaiting payment; the admin processes each through the payments adapter. */
export function AdminOfferPayments() {
  const { data, isLoading, isError, refetch } = useOfferPayments();
  const process = useProcessPayment();
  // No one-click charge: the button opens the confirmation that names the charge and asks for its reason.
  const [charging, setCharging] = useState<OfferPaymentItem | null>(null);
  const close = () => {
    setCharging(null);
    process.reset();
  };

  if (isLoading) {
    return (
      <div className="space-y-3" data-testid="offer-payments-loading">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-24 w-full" />
        ))}
      </div>
    );
  }
  if (isError || !data) {
    return (
      <p className="rounded-xl bg-red-50 p-4 text-sm text-red-700">
        Failed to load accepted offers.{' '}
        <button type="button" className="font-semibold underline" onClick={() => void refetch()}>
          Try again
        </button>
      </p>
    );
  }
  if (data.length === 0) {
    return <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-sm text-slate-600">No accepted offers yet. Offers that sellers accept appear here for payment.</p>;
  }
  return (
    <>
      <ul className="space-y-3" data-testid="offer-payments">
        {data.map((item) => {
          const status = statusOf(item);
          const state = STATE[status] ?? STATE.awaiting!;
          const busy = process.isPending && process.variables?.offerId === item.offerId;
          return (
            <li key={item.offerId} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="offer-payment">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0">
                  <Link to={item.auctionPath} className="font-semibold text-slate-900 hover:underline">
                    {item.auctionTitle}
                  </Link>
                  <p className="mt-0.5 text-sm text-slate-600">
                    {item.buyerName} · {item.buyerEmail}
                  </p>
                  <p className="text-xs text-slate-500">
                    Accepted <DateText ms={Date.parse(item.acceptedAt)} />
                    {item.deal && (
                      <>
                        {' · '}
                        <Link to={`/deals/${item.deal.id}`} className="font-medium text-brand-700 hover:underline">
                          Open the deal
                        </Link>
                      </>
                    )}
                  </p>
                </div>
                <div className="text-right">
                  <p className="text-xl font-bold text-slate-900 tabular-nums" data-testid="offer-payment-amount">
                    {formatUsd(item.amount)}
                  </p>
                  <span className={cn('mt-1 inline-block rounded-full px-2 py-0.5 text-xs font-semibold ring-1', state.cls)} data-testid="payment-status">
                    {state.label}
                  </span>
                </div>
              </div>
              {status === 'failed' && item.payment?.failureReason && (
                <p className="mt-3 rounded-lg bg-red-50 p-2.5 text-sm text-red-700" data-testid="payment-failure">
                  {item.payment.failureReason}
                </p>
              )}
              {(status === 'awaiting' || status === 'failed') && (
                <Button className="mt-3" size="sm" variant={status === 'failed' ? 'secondary' : 'primary'} disabled={busy} onClick={() => setCharging(item)}>
                  {busy ? <LoaderCircle className="size-4 animate-spin" aria-hidden /> : status === 'failed' ? <RotateCcw className="size-4" aria-hidden /> : <CreditCard className="size-4" aria-hidden />}
                  {status === 'failed' ? 'Retry Payment' : 'Process Payment'}
                </Button>
              )}
              {status === 'succeeded' && item.payment?.providerReference && <p className="mt-2 text-xs text-slate-500">Reference {item.payment.providerReference}</p>}
            </li>
          );
        })}
      </ul>
      {charging && <ChargeOfferDialog item={charging} process={process} onClose={close} />}
    </>
  );
}
