import { startTransition, StrictMode } from 'react';
import type { createRoot as CreateRoot, hydrateRoot as HydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router';
import { App } from './app.tsx';
import { routes } from './router.tsx';
import { readSsrPayload } from './ssr-payload.ts';
import { recordServerTime } from '../lib/server-clock.ts';
import { rememberTimeZoneOffset } from '../lib/date-zone.ts';

/** Starts the web app in `container`: hydrates a server-rendered page, else renders the app. */
export async function startApp(container: HTMLElement, dom: { createRoot: typeof CreateRoot; hydrateRoot: typeof HydrateRoot }) {
  rememberTimeZoneOffset();
  const ssr = readSsrPayload();
  if (ssr) {
    // A server-rendered page: countdowns start on the server's clock, the page's lazy route module is
    // loaded before hydrating (React Router's SSR rule), then React takes over the HTML as it is.
    recordServerTime(ssr.serverTime, Date.now(), Date.now());
    const lazyMatches = matchRoutes(routes, window.location)?.filter((m) => typeof m.route.lazy === 'function') ?? [];
    await Promise.all(
      lazyMatches.map(async (m) => {
        const lazy = m.route.lazy as () => Promise<Record<string, unknown>>;
        Object.assign(m.route, { ...(await lazy()), lazy: undefined });
      }),
    );
    // The server's HTML is painted before this script loads (server/ssr.ts); hydrating as a transition lets
    // React yield to the browser every few milliseconds instead of holding the main thread for the whole page.
    startTransition(() => {
      dom.hydrateRoot(
        container,
        <StrictMode>
          <App ssr={ssr} />
        </StrictMode>,
      );
    });
  } else {
    const root = dom.createRoot(container);
    startTransition(() => {
      root.render(
        <StrictMode>
          <App />
        </StrictMode>,
      );
    });
  }
}
