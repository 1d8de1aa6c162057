// Countdown text and colours of SPEC 4 "Countdown", with the thresholds of SPEC 9 "Timing".
// Every function takes the current time as an argument: the web app passes server time
// (DESIGN "Data": countdowns run on server time, never the device's clock alone).

/** SPEC 9: the countdown ticks every second. */
export const COUNTDOWN_TICK_MS = 1000;
/** SPEC 4/9: red (and pulsing on the detail page) at 120 s. */
export const URGENT_SECONDS = 120;
/** SPEC 4/9: amber (yellow on the card) at 6 hours. */
export const WARNING_SECONDS = 21600;

const SECONDS_PER_MINUTE = 60;
const SECONDS_PER_HOUR = 3600;
const SECONDS_PER_DAY = 86400;
const MS_PER_DAY = SECONDS_PER_DAY * 1000;

/** An instant as epoch milliseconds, or null when missing or unparseable. */
export function parseTime(value: string | number | Date | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const ms = value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);
  return Number.isFinite(ms) ? ms : null;
}

/** Whole seconds until the target, floored, never negative; 0 for a missing target. */
export function secondsLeft(targetMs: number | null | undefined, nowMs: number): number {
  if (targetMs === null || targetMs === undefined || !Number.isFinite(targetMs)) return 0;
  return Math.max(0, Math.floor((targetMs - nowMs) / 1000));
}

export interface CountdownOptions {
  /** The auction is sold: 'SOLD' instead of 'Ended' at zero. */
  sold?: boolean;
  /** The target is a scheduled auction's start_time: 'Starting soon' at zero. */
  startingSoon?: boolean;
}

/**
 * SPEC 4: 'Nd Nh Nm Ns', 'Nh Nm Ns', 'Nm Ns' or 'Ns'; at zero 'SOLD', 'Starting soon' or 'Ended';
 * 'Invalid date' for a missing or invalid target. Seconds are floored, so the text reaches
 * zero (and switches to the end text) once less than one whole second remains.
 */
export function formatCountdown(targetMs: number | null | undefined, nowMs: number, opts: CountdownOptions = {}): string {
  if (targetMs === null || targetMs === undefined || !Number.isFinite(targetMs)) return 'Invalid date';
  const total = secondsLeft(targetMs, nowMs);
  if (total === 0) {
    if (opts.sold) return 'SOLD';
    if (opts.startingSoon) return 'Starting soon';
    return 'Ended';
  }
  const days = Math.floor(total / SECONDS_PER_DAY);
  const hours = Math.floor((total % SECONDS_PER_DAY) / SECONDS_PER_HOUR);
  const minutes = Math.floor((total % SECONDS_PER_HOUR) / SECONDS_PER_MINUTE);
  const seconds = total % SECONDS_PER_MINUTE;
  if (days > 0) return `${days}d ${hours}h ${minutes}m ${seconds}s`;
  if (hours > 0) return `${hours}h ${minutes}m ${seconds}s`;
  if (minutes > 0) return `${minutes}m ${seconds}s`;
  return `${seconds}s`;
}

export type CardCountdownTone = 'red' | 'yellow' | 'normal' | 'ended';

/** SPEC 4: the card badge is red under 120 s, yellow under 6 hours (strict bounds, unlike the detail page). */
export function countdownTone(seconds: number): CardCountdownTone {
  if (seconds <= 0) return 'ended';
  if (seconds < URGENT_SECONDS) return 'red';
  if (seconds < WARNING_SECONDS) return 'yellow';
  return 'normal';
}

export interface DetailCountdownStyle {
  tone: 'red' | 'amber' | 'normal' | 'ended';
  pulse: boolean;
  progressTone: 'red' | 'amber' | null;
}

/**
 * SPEC 4: on the detail page the badge is amber at 21600 s or less, red and pulsing at 120 s or less.
 * Progress bar: red for 0 to 120 s, amber for 120 to 21600 s; 120 itself is red, matching the badge.
 * At zero the badge is 'ended' (no pulse) while the bar stays red, since the spec's red range includes 0.
 */
export function detailCountdownStyle(seconds: number): DetailCountdownStyle {
  const s = Math.max(0, seconds);
  const progressTone = s <= URGENT_SECONDS ? 'red' : s <= WARNING_SECONDS ? 'amber' : null;
  if (s === 0) return { tone: 'ended', pulse: false, progressTone };
  if (s <= URGENT_SECONDS) return { tone: 'red', pulse: true, progressTone };
  if (s <= WARNING_SECONDS) return { tone: 'amber', pulse: false, progressTone };
  return { tone: 'normal', pulse: false, progressTone };
}

const ENDED_STATUSES: ReadonlySet<string> = new Set(['sold', 'ended', 'archived']);

/**
 * SPEC 4: "Ended is treated as status sold or end time passed". Statuses sold, ended and archived are
 * ended outright; otherwise only an active listing is ended by its end time (at or before now).
 * pending_approval and scheduled listings are never ended by end time alone: they have not started.
 */
export function isEnded(auction: { status: string; endTime: string | number | Date | null | undefined }, nowMs: number): boolean {
  if (ENDED_STATUSES.has(auction.status)) return true;
  if (auction.status !== 'active') return false;
  const end = parseTime(auction.endTime);
  return end !== null && end <= nowMs;
}

/**
 * SPEC 4: the detail page counts down to start_time when scheduled ('Starting soon' at zero),
 * otherwise to end_time ('Ended', or 'SOLD' when sold).
 */
export function detailCountdownTarget(auction: {
  status: string;
  startTime: string | number | Date | null | undefined;
  endTime: string | number | Date | null | undefined;
}): { targetMs: number | null; opts: CountdownOptions } {
  if (auction.status === 'scheduled') {
    return { targetMs: parseTime(auction.startTime), opts: { startingSoon: true } };
  }
  return { targetMs: parseTime(auction.endTime), opts: { sold: auction.status === 'sold' } };
}

/** SPEC 2 hero slide "days left": whole days remaining, rounded up, never negative; 0 for a missing end. */
export function daysLeft(endMs: number | null | undefined, nowMs: number): number {
  if (endMs === null || endMs === undefined || !Number.isFinite(endMs)) return 0;
  return Math.max(0, Math.ceil((endMs - nowMs) / MS_PER_DAY));
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/**
 * What a screen reader is told of a countdown, politely. The visible countdown ticks every
 * second and is a `timer` (not announced); this text changes only at coarse steps: whole days, whole
 * hours, five minutes under an hour, each minute under ten, then 60, 30 and 10 seconds, and the end.
 */
export function countdownAnnouncement(targetMs: number | null, nowMs: number, o: { startingSoon?: boolean; sold?: boolean } = {}): string {
  const verb = o.startingSoon ? 'Starts' : 'Ends';
  if (targetMs === null) return '';
  const s = secondsLeft(targetMs, nowMs);
  if (s <= 0) return o.startingSoon ? 'Starting soon' : o.sold ? 'Sold' : 'Auction ended';
  if (s > 86_400) return `${verb} in ${plural(Math.floor(s / 86_400), 'day')}`;
  if (s > 3_600) return `${verb} in ${plural(Math.floor(s / 3_600), 'hour')}`;
  if (s > 600) return `${verb} in ${plural(Math.ceil(s / 300) * 5, 'minute')}`;
  if (s > 60) return `${verb} in ${plural(Math.ceil(s / 60), 'minute')}`;
  if (s > 30) return `${verb} in 1 minute`;
  if (s > 10) return `${verb} in 30 seconds`;
  return `${verb} in 10 seconds`;
}
