// Server rendering (DESIGN "Web"): the server renders a public page with the same components the browser
// hydrates, from the same API answers, so the first paint needs no JavaScript. Built by `vite build --ssr`.
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/app-providers.tsx';
import { routes } from './app/router.tsx';
import type { SsrPayload } from './app/ssr-payload.ts';
import type { SessionState } from './lib/auth/auth-api.ts';
import { createQueryClient } from './lib/query-client.ts';
import { isAdminLinkHost } from './lib/admin-link.ts';
import { PageTitles, PageTitlesContext } from './lib/page-title.ts';

export { setApiTransport } from './lib/api-client.ts';
export { ssrPayloadScript } from './app/ssr-payload.ts';

// The route table's request handler holds no request state: one serves every page.
const handler = createStaticHandler(routes);

/** Rounds of render-then-fetch: a page's queries, then those that show only once the first have data. */
const MAX_ROUNDS = 3;

async function toHtml(node: ReactNode): Promise<string> {
  // One document in order: no boundary is split out to be moved into place by an inline script.
  const { prelude } = await prerenderToNodeStream(node, { progressiveChunkSize: Number.MAX_SAFE_INTEGER });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/** Fetches every query the last render asked for and has no answer yet; false when there was none. */
async function fetchPending(queryClient: QueryClient): Promise<boolean> {
  const pending = queryClient
    .getQueryCache()
    .getAll()
    .filter(
      (q) => q.state.status === 'pending' && q.state.fetchStatus === 'idle' && (q.options as { enabled?: unknown }).enabled !== false && q.options.queryFn,
    );
  if (pending.length === 0) return false;
  // No retries here: a failure shows the page's own fallback (SPEC 8), as in the browser.
  await Promise.all(pending.map((q) => queryClient.prefetchQuery({ ...q.options, queryKey: q.queryKey, retry: false })));
  return true;
}

/**
 * Renders `url` for the visitor whose session is given, in the desktop or the phone layout (SPEC 9); null
 * when the path is not a page of the app (the caller then sends the plain app shell). The API calls the
 * components make go through the transport set with setApiTransport. `title` is the one the page asked for
 * (usePageTitle: a listing its vehicle's), null for its route's.
 */
export async function renderPage(
  url: string,
  session: SessionState,
  timeZoneOffset = 0,
  desktop = true,
): Promise<{ html: string; payload: SsrPayload; title: string | null } | null> {
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = createQueryClient();
  // Every round renders the same instant; the browser hydrates at it too (RenderedAtContext).
  const renderedAt = Date.now();
  const adminLink = isAdminLinkHost(new URL(url).hostname, false);
  const titles = new PageTitles();
  const tree = (
    <StrictMode>
      <AppProviders queryClient={queryClient} session={session} renderedAt={renderedAt} renderZone={timeZoneOffset} adminLink={adminLink} desktop={desktop}>
        <PageTitlesContext.Provider value={titles}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </PageTitlesContext.Provider>
      </AppProviders>
    </StrictMode>
  );
  // Each round notes the titles its components ask for afresh: the last round's are the page's.
  const render = () => {
    titles.clear();
    return toHtml(tree);
  };
  let html = await render();
  for (let round = 0; round < MAX_ROUNDS && (await fetchPending(queryClient)); round++) html = await render();
  // Failed queries go too: the browser starts from the same state the HTML shows (then asks again).
  const queries = dehydrate(queryClient, { shouldDehydrateQuery: (q) => q.state.status === 'success' || q.state.status === 'error' });
  const payload: SsrPayload = { session, queries, serverTime: renderedAt, timeZoneOffset, adminLink, desktop };
  queryClient.clear();
  return { html, payload, title: titles.current() };
}
