import { TrendingUp } from 'lucide-react';
import { outbidNotice } from '../../../../domain/bidding/bid-placement.ts';
import { formatBidInput } from '../../../../domain/bidding/bid-input.ts';
import { formatUsd } from '../../../../domain/shared/money.ts';
import type { BiddingState } from './api.ts';
import type { Outbid } from './use-place-bid.ts';

/**
 * In the bid panel, right after a bid a proxy outbid at once: who leads now and the new
 * minimum, with a way to put that minimum in the field. The figures follow live bids (never below what the
 * bid's answer said); it goes once the bidder leads again or bids anew.
 */
export function OutbidNotice({ outbid, state, onUseMinimum }: { outbid: Outbid | null; state: BiddingState; onUseMinimum: (value: string) => void }) {
  if (!outbid || state.leaderIsMe) return null;
  const minimumBid = Math.max(outbid.minimumBid, state.minimumBid);
  const notice = outbidNotice({ leading: false, minimumBid, auction: { currentBid: Math.max(outbid.currentBid, state.currentBid) } })!;
  return (
    <div role="status" className="mt-3 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2.5 text-sm text-amber-950" data-testid="outbid-notice">
      <p className="flex items-center gap-2 font-semibold">
        <TrendingUp className="size-4 shrink-0" aria-hidden />
        {notice.title}
      </p>
      <p className="mt-0.5">{notice.detail}</p>
      <button
        type="button"
        onClick={() => onUseMinimum(formatBidInput(String(minimumBid)))}
        className="mt-2 rounded-full border border-amber-400 bg-white px-3 py-1 text-xs font-semibold text-amber-950 tabular-nums hover:bg-amber-100"
      >
        Bid {formatUsd(minimumBid)}
      </button>
    </div>
  );
}
