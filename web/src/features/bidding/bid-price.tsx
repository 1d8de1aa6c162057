import { useEffect, useState } from 'react';
import { LoaderCircle } from 'lucide-react';
import { formatUsd } from '../../../../domain/shared/money.ts';
import { useLiveStatus } from '../../lib/live-client.ts';
import { cn } from '../../ui/cn.ts';
import type { BiddingState } from './api.ts';
import { ReserveBadge, TimeLeft } from './bid-summary.tsx';

/** The bid panel's figures: the price (lit when a live bid lands), the count of bids, the reserve and the time left. */
export function BidPrice({ state, lastBidId }: { state: BiddingState; lastBidId: string | null }) {
  const flashing = useFlash(lastBidId);
  // While the live stream is down the price may be behind: it is dimmed and says so.
  const reconnecting = useLiveStatus() === 'reconnecting';
  const presale = state.status === 'scheduled';
  const priceLabel = presale || state.bidCount === 0 ? 'Starting Price' : 'Current Bid';
  const shownPrice = presale || state.bidCount === 0 ? state.startingPrice : state.currentBid;
  return (
    <div className="mt-4">
      <div className="flex items-end justify-between gap-3">
        <div>
          <p className="flex items-center gap-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">
            {priceLabel}
            {reconnecting && (
              <span role="status" className="flex items-center gap-1 font-medium tracking-normal normal-case" data-testid="bid-panel-reconnecting">
                <LoaderCircle className="size-3 animate-spin motion-reduce:animate-none" aria-hidden="true" />
                Reconnecting...
              </span>
            )}
          </p>
          <p
            className={cn(
              '-mx-1.5 mt-0.5 rounded-md px-1.5 text-3xl font-extrabold text-slate-900 tabular-nums transition-colors duration-700',
              flashing && 'bg-amber-100',
              reconnecting && 'text-slate-500',
            )}
            data-testid="bid-panel-current"
            aria-busy={reconnecting || undefined}
          >
            {formatUsd(shownPrice)}
          </p>
        </div>
        <p className="pb-1 text-sm text-slate-600" data-testid="bid-panel-count">
          {state.bidCount === 1 ? '1 bid' : `${state.bidCount} bids`}
        </p>
      </div>
      {presale && state.bidCount > 0 && (
        <p className="mt-1 text-sm text-slate-600">
          Presale high bid: <span className="font-semibold text-slate-900 tabular-nums">{formatUsd(state.currentBid)}</span>
        </p>
      )}
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 pt-3">
        <ReserveBadge state={state} />
        <span className="flex items-center gap-1.5 text-sm text-slate-600">
          {presale ? 'Starts in' : 'Time left'} <TimeLeft state={state} />
        </span>
      </div>
    </div>
  );
}

/** True for a moment after the key changes: the price lights up when a live bid lands. */
function useFlash(key: string | null): boolean {
  const [flashing, setFlashing] = useState(false);
  useEffect(() => {
    if (!key) return;
    setFlashing(true);
    const t = setTimeout(() => setFlashing(false), 1200);
    return () => clearTimeout(t);
  }, [key]);
  return flashing;
}
