// en-US numbers and dates, written out instead of asking Intl. A page's first Intl formatter makes the
// browser load its ICU data: 40-60 ms on the main thread in Chromium, a long task on every page load
// (more than hydrating a page of cards). The formats here are the few the product shows.

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * Which clock a date is read on: the visitor's (local), UTC, or a fixed offset from UTC in minutes as
 * `Date.prototype.getTimezoneOffset` gives it (New York in winter: 300; Tokyo: -540). The server renders a
 * page's dates at the visitor's offset, and the browser hydrates at the same one (web/src/lib/date-zone.ts).
 */
export type DateZone = 'local' | 'utc' | { offsetMinutes: number };

/** The cookie in which the browser tells the server its current offset (getTimezoneOffset, minutes). */
export const TIME_ZONE_OFFSET_COOKIE = 'tzo';

/** A time zone offset as the cookie carries it: a whole number of minutes in UTC-12..UTC+14, else null. */
export function parseTimeZoneOffset(raw: string | null | undefined): number | null {
  if (raw === null || raw === undefined || !/^-?\d{1,3}$/.test(raw)) return null;
  const n = Number(raw);
  return n >= -840 && n <= 720 ? n : null;
}

/** A whole number with thousands separators: 1234567.4 → '1,234,567' (halves round away from zero). */
export function formatWholeNumber(n: number): string {
  if (!Number.isFinite(n)) return String(n);
  const rounded = Math.round(Math.abs(n));
  const digits = rounded.toFixed(0).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return n < 0 && rounded !== 0 ? `-${digits}` : digits;
}

/** SPEC 1: whole US dollars, '$1,234,567', '-$250'. */
export function formatUsd(amount: number): string {
  const digits = formatWholeNumber(amount);
  return digits.startsWith('-') ? `-$${digits.slice(1)}` : `$${digits}`;
}

interface Parts {
  year: number;
  month: number;
  day: number;
  hours: number;
  minutes: number;
}

function partsOf(ms: number, zone: DateZone): Parts {
  if (typeof zone === 'object') return partsOf(ms - zone.offsetMinutes * 60_000, 'utc');
  const d = new Date(ms);
  return zone === 'utc'
    ? { year: d.getUTCFullYear(), month: d.getUTCMonth(), day: d.getUTCDate(), hours: d.getUTCHours(), minutes: d.getUTCMinutes() }
    : { year: d.getFullYear(), month: d.getMonth(), day: d.getDate(), hours: d.getHours(), minutes: d.getMinutes() };
}

const valid = (ms: number) => Number.isFinite(ms) && !Number.isNaN(new Date(ms).getTime());

/** 'Jan 5, 2025'; 'Invalid Date' for an invalid instant. */
export function formatShortDate(ms: number, zone: DateZone = 'local'): string {
  if (!valid(ms)) return 'Invalid Date';
  const p = partsOf(ms, zone);
  return `${MONTHS[p.month]} ${p.day}, ${p.year}`;
}

/** 'Jan 5, 2025, 3:07 PM'; 'Invalid Date' for an invalid instant. */
export function formatDateTime(ms: number, zone: DateZone = 'local'): string {
  if (!valid(ms)) return 'Invalid Date';
  const p = partsOf(ms, zone);
  const hour12 = p.hours % 12 === 0 ? 12 : p.hours % 12;
  return `${MONTHS[p.month]} ${p.day}, ${p.year}, ${hour12}:${String(p.minutes).padStart(2, '0')} ${p.hours < 12 ? 'AM' : 'PM'}`;
}

/** 'Jan 2025' (chart axes); 'Invalid Date' for an invalid instant. */
export function formatMonthYear(ms: number, zone: DateZone = 'local'): string {
  if (!valid(ms)) return 'Invalid Date';
  const p = partsOf(ms, zone);
  return `${MONTHS[p.month]} ${p.year}`;
}
