import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { AuthProvider } from '../lib/auth/auth-context.tsx';
import type { SessionState } from '../lib/auth/auth-api.ts';
import { RenderedAtContext } from '../lib/use-server-now.ts';
import { Toaster } from '../ui/toaster.tsx';

interface AppProvidersProps {
  queryClient: QueryClient;
  /** Server rendering and hydration: the session and the instant the page was rendered for. */
  session?: SessionState;
  renderedAt?: number;
  children: ReactNode;
}

/** The providers around every page, in the browser and in server rendering alike. */
export function AppProviders({ queryClient, session, renderedAt, children }: AppProvidersProps) {
  // Pinned while hydrating, released once the page is live (RenderedAtContext).
  const [pinnedAt, setPinnedAt] = useState(renderedAt ?? null);
  useEffect(() => setPinnedAt(null), []);
  return (
    <RenderedAtContext.Provider value={pinnedAt}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider initial={session}>
          {children}
          <Toaster />
        </AuthProvider>
      </QueryClientProvider>
    </RenderedAtContext.Provider>
  );
}
