import { Clock } from 'lucide-react';
import {
  countdownAnnouncement,
  detailCountdownStyle,
  detailCountdownTarget,
  formatCountdown,
  parseTime,
  secondsLeft,
} from '../../../../domain/bidding/countdown.ts';
import { cn } from '../../ui/cn.ts';

interface Times {
  status: string;
  startTime: string | null;
  endTime: string | null;
}

const TONES = {
  normal: 'bg-slate-100 text-slate-900',
  amber: 'bg-amber-100 text-amber-800',
  red: 'bg-red-100 text-red-700',
  ended: 'bg-slate-200 text-slate-600',
} as const;

/**
 * SPEC 4 "Countdown" on the detail page: amber at 6 hours or less, red and pulsing at 120 s or less.
 * `compact`: without its clock below 768 px (the phone's timer bar).
 */
export function DetailCountdown({ auction, now, size = 'md', compact = false }: { auction: Times; now: number; size?: 'sm' | 'md'; compact?: boolean }) {
  const { targetMs, opts } = detailCountdownTarget(auction);
  const seconds = secondsLeft(targetMs, now);
  const style = detailCountdownStyle(targetMs === null ? 0 : seconds);
  return (
    // A timer is not announced as it ticks (implicit aria-live off); CountdownAnnouncer says it politely.
    <span
      role="timer"
      data-testid="detail-countdown"
      data-tone={style.tone}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-md font-semibold whitespace-nowrap tabular-nums',
        size === 'sm' ? 'px-2 py-0.5 text-sm' : 'px-2.5 py-1 text-base',
        compact && 'max-md:px-1.5',
        TONES[style.tone],
        style.pulse && 'animate-pulse',
      )}
    >
      <Clock className={cn('size-4', compact && 'max-md:hidden')} aria-hidden />
      {formatCountdown(targetMs, now, opts)}
    </span>
  );
}

/** SPEC 4: the progress bar, amber for 120 to 21600 s and red for 0 to 120 s. */
export function CountdownProgress({ auction, now }: { auction: Times; now: number }) {
  const start = parseTime(auction.startTime);
  const end = parseTime(auction.endTime);
  if (start === null || end === null || end <= start || auction.status === 'scheduled') return null;
  const done = Math.min(1, Math.max(0, (now - start) / (end - start)));
  const { progressTone } = detailCountdownStyle(secondsLeft(end, now));
  return (
    <div
      className="h-1.5 w-full overflow-hidden rounded-full bg-slate-200"
      role="progressbar"
      aria-label="Auction progress"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(done * 100)}
    >
      <div
        data-testid="countdown-progress"
        data-tone={progressTone ?? 'normal'}
        className={cn(
          'h-full rounded-full transition-[width] duration-1000',
          progressTone === 'red' ? 'bg-red-500' : progressTone === 'amber' ? 'bg-amber-500' : 'bg-brand-500',
        )}
        style={{ width: `${done * 100}%` }}
      />
    </div>
  );
}

/**
 * The countdown for screen readers, in a polite live region that changes only at coarse steps
 * (domain countdownAnnouncement), never every second. One per page.
 */
export function CountdownAnnouncer({ auction, now }: { auction: Times; now: number }) {
  const { targetMs, opts } = detailCountdownTarget(auction);
  return (
    <p className="sr-only" aria-live="polite" aria-atomic="true" data-testid="countdown-announcement" suppressHydrationWarning>
      {countdownAnnouncement(targetMs, now, opts)}
    </p>
  );
}
