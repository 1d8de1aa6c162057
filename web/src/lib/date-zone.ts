import { createContext, useContext } from 'react';
import { TIME_ZONE_OFFSET_COOKIE, type DateZone } from '../../../domain/shared/format.ts';
import { useHydrating } from './use-hydrating.ts';

/**
 * The time zone offset a server-rendered page's dates were written at (the visitor's, from the
 * TIME_ZONE_OFFSET_COOKIE, else UTC): a component hydrating the server's HTML writes its dates at it too, so
 * both renders say the same; once live (and when it mounts in the browser) it writes them on the visitor's
 * local clock. Null when the page was not rendered on the server.
 */
export const RenderZoneContext = createContext<number | null>(null);

/** The zone to write dates in now (see RenderZoneContext). */
export function useDateZone(): DateZone {
  const rendered = useContext(RenderZoneContext);
  const hydrating = useHydrating();
  return hydrating && rendered !== null ? { offsetMinutes: rendered } : 'local';
}

/** Tells the server the browser's current offset, for the dates of the pages it renders next. */
export function rememberTimeZoneOffset(): void {
  document.cookie = `${TIME_ZONE_OFFSET_COOKIE}=${new Date().getTimezoneOffset()}; path=/; max-age=31536000; samesite=lax`;
}
