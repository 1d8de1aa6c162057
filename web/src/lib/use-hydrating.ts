import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * True while this component is rendered on the server or hydrates the server's HTML; false once it is live,
 * and for a component that mounts in the browser. Each component learns it for itself, whenever React
 * hydrates it: the parts of a page hydrate at different times (root-layout.tsx, a lazy section of the home
 * page), so no page-wide "hydrated" flag can tell a part still hydrating from one already live (a
 * flag released once the shell had hydrated made the home page's later sections write local dates
 * over the server's UTC ones, React error #418). After hydrating, React renders the component once more.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}
