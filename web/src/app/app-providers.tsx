import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { memo, type ReactNode } from 'react';
import { AuthProvider } from '../lib/auth/auth-context.tsx';
import type { SessionState } from '../lib/auth/auth-api.ts';
import { RenderedAtContext } from '../lib/use-server-now.ts';
import { RenderZoneContext } from '../lib/date-zone.ts';
import { AdminLinkContext } from '../lib/admin-link.ts';
import { RenderedDesktopContext } from '../lib/use-is-desktop.ts';
import { Toaster } from '../ui/toaster.tsx';

interface AppProvidersProps {
  queryClient: QueryClient;
  /** Server rendering and hydration: the session, the instant and the time zone offset the page was rendered for. */
  session?: SessionState;
  renderedAt?: number;
  renderZone?: number;
  /** Server rendering and hydration: whether the header shows its /admin link. */
  adminLink?: boolean;
  /** Server rendering and hydration: whether the page is written in the desktop layout (SPEC 9). */
  desktop?: boolean;
  children: ReactNode;
}

/** The providers around every page, in the browser and in server rendering alike. */
export function AppProviders({ queryClient, session, renderedAt, renderZone, adminLink, desktop, children }: AppProvidersProps) {
  // The instant and the time zone the page was rendered at: each reader of server time and dates uses them
  // while it hydrates and its own clock once live (lib/use-hydrating.ts). They never change, so no page-wide
  // release re-renders the page, and a part that hydrates late (a lazy section) still matches the server.
  return (
    <RenderedAtContext.Provider value={renderedAt ?? null}>
      <RenderZoneContext.Provider value={renderedAt === undefined ? null : (renderZone ?? 0)}>
        <AdminLinkContext.Provider value={adminLink ?? null}>
          <RenderedDesktopContext.Provider value={desktop ?? true}>
            <Providers queryClient={queryClient} session={session}>
              {children}
            </Providers>
          </RenderedDesktopContext.Provider>
        </AdminLinkContext.Provider>
      </RenderZoneContext.Provider>
    </RenderedAtContext.Provider>
  );
}

const Providers = memo(function Providers({ queryClient, session, children }: Pick<AppProvidersProps, 'queryClient' | 'session' | 'children'>) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider initial={session}>
        {children}
        <Toaster />
      </AuthProvider>
    </QueryClientProvider>
  );
});
