// SPEC 2 comments: relative time and avatar initials.
import { formatShortDate } from '../shared/format.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/** SPEC 2: 'Nd ago' under 7 days, the date from then on. */
export const RELATIVE_DAYS_LIMIT = 7;

/**
 * SPEC 2: 'Just now' under a minute (a future date, from clock skew, counts as now), 'Nm ago', 'Nh ago',
 * 'Nd ago' under 7 days, else the date as 'Jan 5, 2025' (UTC, so server and tests agree).
 * An invalid date gives an empty string.
 */
export function relativeTime(dateMs: number, nowMs: number): string {
  if (!Number.isFinite(dateMs) || !Number.isFinite(nowMs)) return '';
  const elapsed = nowMs - dateMs;
  if (elapsed < MINUTE_MS) return 'Just now';
  if (elapsed < HOUR_MS) return `${Math.floor(elapsed / MINUTE_MS)}m ago`;
  if (elapsed < DAY_MS) return `${Math.floor(elapsed / HOUR_MS)}h ago`;
  if (elapsed < RELATIVE_DAYS_LIMIT * DAY_MS) return `${Math.floor(elapsed / DAY_MS)}d ago`;
  return formatShortDate(dateMs, 'utc');
}

/** SPEC 2/9: avatar initials, at most 2 letters, upper case, from the first two words; '?' when empty. */
export function initials(name: string | null | undefined): string {
  const words = (name ?? '')
    .trim()
    .split(/\s+/)
    .filter((w) => w !== '');
  const letters = words
    .slice(0, 2)
    .map((w) => Array.from(w)[0] ?? '')
    .join('')
    .toUpperCase();
  return letters === '' ? '?' : letters;
}
