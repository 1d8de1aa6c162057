import { formatDateTime, formatShortDate } from '../../../domain/shared/format.ts';
import { useDateZone } from '../lib/date-zone.ts';

const FORMATS = { dateTime: formatDateTime, shortDate: formatShortDate };

/**
 * An instant written as a date ('Jan 5, 2025') or date and time ('Jan 5, 2025, 3:07 PM') on the visitor's
 * clock; a leaf of its own, so that only it re-renders when a hydrated page moves to the local clock.
 */
export function DateText({ ms, format = 'dateTime' }: { ms: number; format?: keyof typeof FORMATS }) {
  return <>{FORMATS[format](ms, useDateZone())}</>;
}
