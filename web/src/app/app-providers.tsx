import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { AuthProvider } from '../lib/auth/auth-context.tsx';
import type { SessionState } from '../lib/auth/auth-api.ts';
import { RenderedAtContext } from '../lib/use-server-now.ts';
import { RenderZoneContext } from '../lib/date-zone.ts';
import { Toaster } from '../ui/toaster.tsx';

interface AppProvidersProps {
  queryClient: QueryClient;
  /** Server rendering and hydration: the session, the instant and the time zone offset the page was rendered for. */
  session?: SessionState;
  renderedAt?: number;
  renderZone?: number;
  children: ReactNode;
}

/** The providers around every page, in the browser and in server rendering alike. */
export function AppProviders({ queryClient, session, renderedAt, renderZone, children }: AppProvidersProps) {
  // Pinned while hydrating, released once the page is live (RenderedAtContext, RenderZoneContext).
  const [pinned, setPinned] = useState(renderedAt !== undefined);
  useEffect(() => setPinned(false), []);
  return (
    <RenderedAtContext.Provider value={pinned ? (renderedAt ?? null) : null}>
      <RenderZoneContext.Provider value={pinned ? (renderZone ?? 0) : null}>
        <QueryClientProvider client={queryClient}>
          <AuthProvider initial={session}>
            {children}
            <Toaster />
          </AuthProvider>
        </QueryClientProvider>
      </RenderZoneContext.Provider>
    </RenderedAtContext.Provider>
  );
}
