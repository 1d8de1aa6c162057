/**
 * Wall-clock dates and times in a named time zone (IANA), for rules stated in the seller's own
 * time ("tomorrow at 10:00"). Pure: the instant is passed in.
 */
export interface WallClock {
  date: string; // YYYY-MM-DD
  minutes: number; // minutes after midnight
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

function parts(ms: number, timeZone: string) {
  const out: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(new Date(ms))) if (p.type !== 'literal') out[p.type] = Number(p.value);
  return { y: out.year!, mo: out.month!, d: out.day!, h: out.hour! % 24, mi: out.minute!, s: out.second! };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The date and time shown on a wall clock in the zone at this instant. */
export function wallClockAt(ms: number, timeZone: string): WallClock {
  const p = parts(ms, timeZone);
  return { date: `${p.y}-${pad(p.mo)}-${pad(p.d)}`, minutes: p.h * 60 + p.mi };
}

/** The calendar day after `date` (YYYY-MM-DD). */
export function nextDay(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const t = new Date(Date.UTC(y, m - 1, d + 1));
  return `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}`;
}

/** The instant a wall clock in the zone shows `date` at `time` (HH:MM); in a DST gap, the first instant after it. */
export function instantOf(date: string, time: string, timeZone: string): Date {
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  const [h, mi] = time.split(':').map(Number) as [number, number];
  const wanted = Date.UTC(y, mo - 1, d, h, mi);
  let guess = wanted;
  // Two corrections settle any zone's offset (the second covers a DST change between the guesses).
  for (let i = 0; i < 2; i++) {
    const p = parts(guess, timeZone);
    const shown = Date.UTC(p.y, p.mo - 1, p.d, p.h, p.mi, p.s);
    guess += wanted - shown;
  }
  return new Date(guess);
}

export const isDateString = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`));
export const isTimeString = (s: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(s);
