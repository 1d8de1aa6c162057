import { Link } from 'react-router';
import { formatUsd } from '../../../../domain/shared/money.ts';
import { cn } from '../../ui/cn.ts';
import { DateText } from '../../ui/date-text.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useOfferPayments, type OfferPaymentItem } from './api.ts';

const STATE: Record<string, { label: string; cls: string }> = {
  checkout_due: { label: 'Buyer pays at checkout', cls: 'bg-amber-50 text-amber-800 ring-amber-200' },
  overdue: { label: 'Payment overdue', cls: 'bg-red-50 text-red-700 ring-red-200' },
  direct_due: { label: 'Buyer pays the seller directly', cls: 'bg-slate-100 text-slate-700 ring-slate-200' },
  checkout: { label: 'Paid at checkout', cls: 'bg-emerald-50 text-emerald-700 ring-emerald-200' },
  charged: { label: 'Paid', cls: 'bg-emerald-50 text-emerald-700 ring-emerald-200' },
  direct: { label: 'Paid to the seller directly', cls: 'bg-slate-100 text-slate-700 ring-slate-200' },
  cancelled: { label: 'Sale cancelled', cls: 'bg-slate-100 text-slate-700 ring-slate-200' },
  none: { label: 'No deal', cls: 'bg-slate-100 text-slate-700 ring-slate-200' },
};

/**
 * Decision 033: an accepted offer is paid through its deal (the buyer's checkout, or directly to the seller), never by
 * an admin's charge; this list says where each payment stands and links to the deal. An overdue one is an admin's
 * matter in /admin/deals (counted in the dashboard's 'Overdue deals'), as every deal is.
 */
function statusOf(item: OfferPaymentItem): string {
  const d = item.deal;
  if (!d) return 'none';
  if (d.state === 'cancelled') return 'cancelled';
  if (d.state === 'awaiting_payment') return d.overdue ? 'overdue' : d.paymentMethod === 'direct' ? 'direct_due' : 'checkout_due';
  if (d.paymentMethod === 'direct') return 'direct';
  // A charge an admin made before decision 033 paid some deals; it reads as paid.
  return d.paidAtCheckout ? 'checkout' : 'charged';
}

/** SPEC 1, 6: the accepted offers and how each is being paid, read-only. */
export function AdminOfferPayments() {
  const { data, isLoading, isError, refetch } = useOfferPayments();

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
    return (
      <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-sm text-slate-600">
        No accepted offers yet. Each offer a seller accepts appears here with its deal.
      </p>
    );
  }
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600" data-testid="offer-payments-note">
        The buyer of an accepted offer pays on the deal page (or directly to the seller, when the seller chose it); nobody at VehicleBid charges it. An overdue
        payment is handled in{' '}
        <Link to="/admin/deals" className="font-medium text-brand-700 hover:underline">
          Deals
        </Link>
        .
      </p>
      <ul className="space-y-3" data-testid="offer-payments">
        {data.map((item) => {
          const status = statusOf(item);
          const state = STATE[status] ?? STATE.none!;
          const due = item.deal?.state === 'awaiting_payment' ? item.deal.dueAt : null;
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
                    {due && (
                      <>
                        {' · '}
                        {item.deal?.overdue ? 'was due' : 'due'} <DateText ms={Date.parse(due)} />
                      </>
                    )}
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
            </li>
          );
        })}
      </ul>
    </div>
  );
}
