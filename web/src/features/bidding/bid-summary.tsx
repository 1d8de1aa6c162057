import { CheckCircle2, CircleAlert, Clock } from 'lucide-react';
import { detailCountdownStyle, detailCountdownTarget, formatCountdown, secondsLeft } from '../../../../domain/bidding/countdown.ts';
import { useServerNow } from '../../lib/use-server-now.ts';
import { cn } from '../../ui/cn.ts';
import type { BiddingState } from './api.ts';

/** SPEC 2: the reserve met / not met badge ('No Reserve' when the listing has none). */
export function ReserveBadge({ state, className }: { state: Pick<BiddingState, 'reserveMet' | 'hasReserve'>; className?: string }) {
  if (!state.hasReserve) {
    return (
      <span className={cn('inline-flex items-center gap-1 rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700', className)}>
        No Reserve
      </span>
    );
  }
  return state.reserveMet ? (
    <span
      className={cn('inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-800', className)}
      data-testid="reserve-badge"
    >
      <CheckCircle2 className="size-3.5" aria-hidden />
      Reserve Met
    </span>
  ) : (
    <span
      className={cn('inline-flex items-center gap-1 rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900', className)}
      data-testid="reserve-badge"
    >
      <CircleAlert className="size-3.5" aria-hidden />
      Reserve Not Met
    </span>
  );
}

export function ScheduledBadge() {
  return <span className="inline-flex items-center rounded-full bg-sky-100 px-2.5 py-0.5 text-xs font-semibold text-sky-800">Scheduled</span>;
}

/** Time left on server time: to the start when scheduled, to the (soft-close extended) end otherwise (SPEC 4). */
export function TimeLeft({ state, className }: { state: Pick<BiddingState, 'status' | 'startTime' | 'endTime'>; className?: string }) {
  const now = useServerNow();
  const { targetMs, opts } = detailCountdownTarget(state);
  const style = detailCountdownStyle(secondsLeft(targetMs, now));
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 text-sm font-semibold tabular-nums',
        style.tone === 'red' && 'text-red-700',
        style.tone === 'amber' && 'text-amber-700',
        style.tone === 'normal' && 'text-slate-900',
        style.tone === 'ended' && 'text-slate-500',
        className,
      )}
      data-testid="bid-time-left"
      data-end-time={state.status === 'scheduled' ? state.startTime : state.endTime}
    >
      {/* SPEC 4: red and pulsing under 120 s. The clock pulses, not the text, which stays at AA contrast throughout. */}
      <Clock className={cn('size-4', style.pulse && 'animate-pulse')} aria-hidden />
      {formatCountdown(targetMs, now, opts)}
    </span>
  );
}
