import { LineIcon } from '../../ui/line-icon.tsx';
import { countdownTone, formatCountdown, parseTime, secondsLeft } from '../../../../domain/bidding/countdown.ts';
import { useServerNow } from '../../lib/use-server-now.ts';
import { cn } from '../../ui/cn.ts';

const TONES = {
  red: 'bg-red-600 text-white',
  yellow: 'bg-yellow-400 text-slate-950',
  normal: 'bg-slate-950/80 text-white',
  ended: 'bg-slate-700/90 text-white',
} as const;

/** SPEC 4 card countdown: ticks on server time; red under 120 s, yellow under 6 hours. */
export function CountdownBadge({
  target,
  now,
  sold = false,
  startingSoon = false,
  className,
}: {
  target: string | null;
  now: number;
  sold?: boolean;
  startingSoon?: boolean;
  className?: string;
}) {
  const targetMs = parseTime(target);
  const left = secondsLeft(targetMs, now);
  const text = formatCountdown(targetMs, now, { sold, startingSoon });
  const tone = sold ? 'ended' : countdownTone(targetMs === null ? 0 : left);
  return (
    // role timer: ticking every second, it is not announced (a live region would speak each second).
    <span
      role="timer"
      data-testid="countdown"
      data-tone={tone}
      // Server-rendered a moment earlier: the seconds may differ when the page hydrates; the next tick sets them.
      suppressHydrationWarning
      className={cn('inline-flex items-center gap-1 rounded-md px-2 py-1 text-xs font-semibold tabular-nums backdrop-blur', TONES[tone], className)}
    >
      <LineIcon name="clock" className="size-3.5" />
      {text}
    </span>
  );
}

/** The card's badge with its own one-second tick, so only the badge re-renders each second. */
export function LiveCountdownBadge(props: Omit<Parameters<typeof CountdownBadge>[0], 'now'>) {
  return <CountdownBadge {...props} now={useServerNow()} />;
}
