import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router';
import { App } from './app/app.tsx';
import { routes } from './app/router.tsx';
import { readSsrPayload } from './app/ssr-payload.ts';
import { recordServerTime } from './lib/server-clock.ts';
import './index.css';

const container = document.getElementById('root')!;
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
    hydrateRoot(
      container,
      <StrictMode>
        <App ssr={ssr} />
      </StrictMode>,
    );
  });
} else {
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}
