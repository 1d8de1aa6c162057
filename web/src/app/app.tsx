import { hydrate } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { createQueryClient } from '../lib/query-client.ts';
import { AppProviders } from './app-providers.tsx';
import { createRouter } from './router.tsx';
import type { SsrPayload } from './ssr-payload.ts';

/** The web app; `ssr` is the payload of a server-rendered page, which the app starts from. */
export function App({ ssr }: { ssr?: SsrPayload | null }) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    if (ssr) hydrate(client, ssr.queries);
    return client;
  });
  const [router] = useState(createRouter);
  return (
    <AppProviders
      queryClient={queryClient}
      session={ssr?.session}
      renderedAt={ssr?.serverTime}
      renderZone={ssr?.timeZoneOffset}
      adminLink={ssr?.adminLink}
      desktop={ssr?.desktop}
    >
      <RouterProvider router={router} />
    </AppProviders>
  );
}
