import { BUYER_FEE_LABEL, BUYER_TOTAL_LABEL, buyerTotal, formatUsdCents, NO_BUYER_FEE_LABEL } from '../../../domain/bidding/buyer-total.ts';
import type { ListingType } from '../../../domain/shared/auction-types.ts';
import { cn } from './cn.ts';

/**
 * What the buyer pays in all for an amount (a bid, an offer, a buy now), shown before they confirm:
 * the amount, SPEC 9's 2.5% buyer fee and the total. Nothing while the amount is not a whole positive number.
 */
export function BuyerTotalLines({
  amount,
  label,
  className,
  listingType = 'auction',
}: {
  amount: number | null;
  label: string;
  className?: string;
  listingType?: ListingType;
}) {
  const total = buyerTotal(amount, listingType);
  if (!total) return null;
  return (
    <dl className={cn('divide-y divide-slate-200 rounded-xl border border-slate-200 text-sm', className)} aria-label="What you pay" data-testid="buyer-total">
      <div className="flex justify-between gap-4 px-4 py-2">
        <dt className="text-slate-600">{label}</dt>
        <dd className="font-medium text-slate-900 tabular-nums">{formatUsdCents(total.amountCents)}</dd>
      </div>
      <div className="flex justify-between gap-4 px-4 py-2">
        <dt className="text-slate-600">{listingType === 'classified' ? NO_BUYER_FEE_LABEL : BUYER_FEE_LABEL}</dt>
        <dd className="font-medium text-slate-900 tabular-nums">{formatUsdCents(total.feeCents)}</dd>
      </div>
      <div className="flex justify-between gap-4 bg-slate-50 px-4 py-2.5">
        <dt className="font-semibold text-slate-900">{BUYER_TOTAL_LABEL}</dt>
        <dd className="font-bold text-slate-900 tabular-nums">{formatUsdCents(total.totalCents)}</dd>
      </div>
    </dl>
  );
}
