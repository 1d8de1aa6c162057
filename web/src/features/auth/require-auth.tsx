import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { LoadingState } from './loading-state.tsx';

/** Signed-in-only routes send a visitor to /auth carrying the return location (SPEC 2). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, loading } = useAuth();
  const location = useLocation();
  if (loading) return <LoadingState />;
  if (!user) return <Navigate to="/auth" replace state={{ from: location, defaultTab: 'signin' }} />;
  return <>{children}</>;
}
