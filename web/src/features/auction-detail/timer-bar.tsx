import { CalendarClock } from 'lucide-react';
import { timerBarControl, type AuctionDetail } from '../../../../domain/listings/auction-detail.ts';
import { timerBarFigures } from '../../../../domain/bidding/auction-figures.ts';
import { isEnded } from '../../../../domain/bidding/countdown.ts';
import { formatUsd } from '../../../../domain/shared/money.ts';
import { useServerNow } from '../../lib/use-server-now.ts';
import { Button } from '../../ui/button.tsx';
import { cn } from '../../ui/cn.ts';
import { scrollToBidSection } from './constants.ts';
import { CountdownAnnouncer, DetailCountdown } from './detail-countdown.tsx';

/**
 * SPEC 2/4: the sticky timer bar of a non-ended, non-classified auction: the time (to the start when
 * scheduled), the price (Starting Price before the first bid, else High Bid) and the status control.
 * One row that never wraps, even on a 390 px phone: the figures keep their width, and on a
 * phone the scheduled state is said by 'Starts In' and the presale button, whose words 'Place A' are read
 * out but not drawn (the Scheduled pill and the countdown's icon show from 768 px).
 */
export function TimerBar({ auction: a, authLoading }: { auction: AuctionDetail; authLoading: boolean }) {
  const now = useServerNow();
  const control = timerBarControl({ status: a.status, ended: isEnded(a, now), isOwner: a.viewer.isOwner, loading: authLoading });
  const figures = timerBarFigures(a);
  return (
    <div
      role="region"
      aria-label="Auction timer"
      data-testid="timer-bar"
      className="fixed inset-x-0 bottom-[calc(3.5rem+env(safe-area-inset-bottom))] z-30 border-t border-slate-200 bg-white/95 shadow-[0_-4px_16px_rgba(15,23,42,0.08)] backdrop-blur md:bottom-0"
    >
      <div className="mx-auto flex max-w-7xl items-center gap-2 px-3 py-2 md:gap-6 md:px-6">
        <div className="shrink-0" data-testid="timer-bar-time">
          <p className="text-[11px] font-medium whitespace-nowrap text-slate-500 uppercase md:tracking-wide">{figures.timeLabel}</p>
          <DetailCountdown auction={a} now={now} size="sm" compact />
          <CountdownAnnouncer auction={a} now={now} />
        </div>
        <div className="shrink-0" data-testid="timer-bar-price">
          <p className="text-[11px] font-medium whitespace-nowrap text-slate-500 uppercase md:tracking-wide">{figures.priceLabel}</p>
          <p className="text-base font-bold whitespace-nowrap text-slate-900 tabular-nums md:text-lg" data-testid="timer-bar-bid">
            {formatUsd(figures.amount)}
          </p>
        </div>
        <div className="ml-auto flex shrink-0 items-center gap-2" data-testid="timer-bar-control">
          {control === 'Place Bid' && (
            <Button onClick={scrollToBidSection} className="px-4 whitespace-nowrap md:px-6">
              Place Bid
            </Button>
          )}
          {control === 'Scheduled' && (
            <>
              <span
                className={cn(
                  'items-center gap-1 rounded-full bg-violet-50 px-2.5 py-1 text-xs font-semibold whitespace-nowrap text-violet-700',
                  a.viewer.isOwner ? 'inline-flex' : 'hidden md:inline-flex',
                )}
              >
                <CalendarClock className="size-3.5" aria-hidden />
                Scheduled
              </span>
              {!a.viewer.isOwner && (
                <Button size="sm" onClick={scrollToBidSection} className="whitespace-nowrap">
                  {/* SPEC 4 timer bar: scheduled shows Scheduled plus the presale bid action. */}
                  <span>
                    <span className="max-md:sr-only">Place A </span>Presale Bid
                  </span>
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
