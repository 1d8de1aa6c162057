import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AuthProvider } from '../lib/auth/auth-context.tsx';
import type { SessionState } from '../lib/auth/auth-api.ts';
import { Toaster } from '../ui/toaster.tsx';

/** The providers around every page, in the browser and in server rendering alike. */
export function AppProviders({ queryClient, session, children }: { queryClient: QueryClient; session?: SessionState; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider initial={session}>
        {children}
        <Toaster />
      </AuthProvider>
    </QueryClientProvider>
  );
}
