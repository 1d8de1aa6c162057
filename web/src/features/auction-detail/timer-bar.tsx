import { CalendarClock } from 'lucide-react';
import { timerBarControl, type AuctionDetail } from '../../../../domain/auction-detail.ts';
import { isEnded } from '../../../../domain/countdown.ts';
import { formatUsd } from '../../../../domain/money.ts';
import { useServerNow } from '../../lib/use-server-now.ts';
import { Button } from '../../ui/button.tsx';
import { scrollToBidSection } from './constants.ts';
import { CountdownAnnouncer, DetailCountdown } from './detail-countdown.tsx';

/** SPEC 2/4: the sticky timer bar of a non-ended, non-classified auction: Time Left, High Bid, status control. */
export function TimerBar({ auction: a, authLoading }: { auction: AuctionDetail; authLoading: boolean }) {
  const now = useServerNow();
  const control = timerBarControl({ status: a.status, ended: isEnded(a, now), isOwner: a.viewer.isOwner, loading: authLoading });
  return (
    <div
      role="region"
      aria-label="Auction timer"
      data-testid="timer-bar"
      className="fixed inset-x-0 bottom-[calc(3.5rem+env(safe-area-inset-bottom))] z-30 border-t border-slate-200 bg-white/95 shadow-[0_-4px_16px_rgba(15,23,42,0.08)] backdrop-blur md:bottom-0"
    >
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-3 py-2 sm:gap-6 sm:px-6">
        <div className="min-w-0">
          <p className="text-[11px] font-medium tracking-wide text-slate-500 uppercase">Time Left</p>
          <DetailCountdown auction={a} now={now} size="sm" />
          <CountdownAnnouncer auction={a} now={now} />
        </div>
        <div className="min-w-0">
          <p className="text-[11px] font-medium tracking-wide text-slate-500 uppercase">High Bid</p>
          <p className="text-base font-bold whitespace-nowrap text-slate-900 tabular-nums sm:text-lg" data-testid="timer-bar-bid">
            {formatUsd(a.currentBid)}
          </p>
        </div>
        <div className="ml-auto flex items-center gap-2" data-testid="timer-bar-control">
          {control === 'Place Bid' && (
            <Button onClick={scrollToBidSection} className="px-4 whitespace-nowrap sm:px-6">
              Place Bid
            </Button>
          )}
          {control === 'Scheduled' && (
            <>
              <span className="inline-flex items-center gap-1 rounded-full bg-violet-50 px-2.5 py-1 text-xs font-semibold text-violet-700">
                <CalendarClock className="size-3.5" aria-hidden />
                Scheduled
              </span>
              {!a.viewer.isOwner && (
                <Button size="sm" onClick={scrollToBidSection} className="whitespace-nowrap">
                  {/* SPEC 4 timer bar: scheduled shows Scheduled plus the presale bid action. */}
                  Place A Presale Bid
                </Button>
              )}
            </>
          )}
          {(control === 'Ended' || control === 'Upcoming' || control === 'Your Listing' || control === 'Loading...') && (
            <Button variant="secondary" disabled className="whitespace-nowrap">
              {control}
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
