import { createContext, useContext, useSyncExternalStore } from 'react';
import { DESKTOP_QUERY } from '../../../domain/shared/viewport.ts';

function subscribe(onChange: () => void) {
  const mq = window.matchMedia(DESKTOP_QUERY);
  mq.addEventListener('change', onChange);
  return () => mq.removeEventListener('change', onChange);
}

/**
 * The layout a server-rendered page was written for (the visitor's device, from the request: domain/shared/viewport.ts);
 * hydration starts from the same. Without it (a page the browser rendered) the layout is the screen's.
 */
export const RenderedDesktopContext = createContext<boolean>(true);

/** SPEC 9: whether the screen is at least 768 px wide. A phone hydrates its phone layout without a second render. */
export function useIsDesktop(): boolean {
  const rendered = useContext(RenderedDesktopContext);
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(DESKTOP_QUERY).matches,
    () => rendered,
  );
}
