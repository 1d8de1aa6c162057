import { createContext, useContext } from 'react';
import { TIME_ZONE_OFFSET_COOKIE, type DateZone } from '../../../domain/format.ts';

/**
 * The time zone offset a server-rendered page's dates were written at (the visitor's, from the
 * TIME_ZONE_OFFSET_COOKIE, else UTC): while the page hydrates, dates are written at it too, so both
 * renders say the same; once the page is live they are written on the visitor's local clock. Null otherwise.
 */
export const RenderZoneContext = createContext<number | null>(null);

/** The zone to write dates in now (see RenderZoneContext). */
export function useDateZone(): DateZone {
  const pinned = useContext(RenderZoneContext);
  return pinned === null ? 'local' : { offsetMinutes: pinned };
}

/** Tells the server the browser's current offset, for the dates of the pages it renders next. */
export function rememberTimeZoneOffset(): void {
  document.cookie = `${TIME_ZONE_OFFSET_COOKIE}=${new Date().getTimezoneOffset()}; path=/; max-age=31536000; samesite=lax`;
}
