import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { ACCOUNT_SUSPENDED_MESSAGE, SESSION_ENDED_MESSAGE } from '../../../../domain/identity/session-messages.ts';
import { onSessionRefused } from '../api-client.ts';
import { fetchSession, signOutEverywhere, signOutHere, signOutOthers, type Profile, type SessionState, type SessionUser } from './auth-api.ts';

// SPEC 4: the provider's events.
export type AuthEvent = 'INITIAL_SESSION' | 'SIGNED_IN' | 'SIGNED_OUT' | 'TOKEN_REFRESHED' | 'USER_UPDATED' | 'PASSWORD_RECOVERY' | 'MFA_CHALLENGE_VERIFIED';

export interface AuthContextValue {
  user: SessionUser | null;
  session: SessionState['session'];
  profile: Profile | null;
  isAdmin: boolean;
  /** Two-factor sign-in is on, and whether this account must have it (an admin in production). */
  twoFactor: { enabled: boolean; required: boolean };
  loading: boolean;
  /** Re-reads the session after a sign-in, confirmation or profile change, and tells the other tabs. */
  refresh: (event?: AuthEvent) => Promise<void>;
  /** SPEC 7 scopes: this browser, every session, or every other one (this browser stays signed in). */
  signOut: (scope?: 'local' | 'global' | 'others') => Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);
const CHANNEL = 'vehiclebid-auth';
const empty: SessionState = { user: null, session: null, profile: null, roles: [] };
const NO_TWO_FACTOR = { enabled: false, required: false };

/**
 * `initial` is the session the server rendered the page with (server rendering): the app starts from it,
 * not from 'Loading...'.
 */
export function AuthProvider({ children, initial }: { children: ReactNode; initial?: SessionState }) {
  const [state, setState] = useState<SessionState>(initial ?? empty);
  const [loading, setLoading] = useState(initial === undefined);
  const known = useRef(initial !== undefined);
  const channel = useRef<BroadcastChannel | null>(null);

  const load = useCallback(async () => {
    try {
      setState(await fetchSession());
    } catch (err) {
      // SPEC 4: a session error is logged and the user stays signed out.
      console.warn('Session check failed', err);
      setState(empty);
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    if (!known.current) void load();
    // Signing in or out in one tab is reflected in the others.
    if (typeof BroadcastChannel === 'undefined') return;
    const bc = new BroadcastChannel(CHANNEL);
    bc.onmessage = () => void load();
    channel.current = bc;
    return () => bc.close();
  }, [load]);

  // The API refused the session this page believes in (ended elsewhere, expired, the account suspended):
  // the page learns it is signed out at once, and the visitor is told why, once.
  const signedIn = state.user !== null;
  useEffect(() => {
    if (!signedIn) return;
    let told = false;
    return onSessionRefused((code) => {
      if (told) return;
      told = true;
      if (code === 'ACCOUNT_SUSPENDED') toast.error(ACCOUNT_SUSPENDED_MESSAGE, { id: 'session-refused' });
      void fetchSession()
        .then((next) => {
          setState(next);
          if (next.user) told = false;
          else if (code !== 'ACCOUNT_SUSPENDED') toast.error(SESSION_ENDED_MESSAGE, { id: 'session-refused' });
        })
        .catch(() => setState(empty));
    });
  }, [signedIn]);

  const refresh = useCallback(
    async (event: AuthEvent = 'USER_UPDATED') => {
      await load();
      channel.current?.postMessage(event);
    },
    [load],
  );

  const signOut = useCallback(async (scope: 'local' | 'global' | 'others' = 'local') => {
    if (scope === 'others') {
      await signOutOthers();
      return;
    }
    if (scope === 'global') await signOutEverywhere();
    else await signOutHere();
    setState(empty);
    channel.current?.postMessage('SIGNED_OUT' satisfies AuthEvent);
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({
      user: state.user,
      session: state.session,
      profile: state.profile,
      isAdmin: state.roles.includes('admin'),
      twoFactor: state.twoFactor ?? NO_TWO_FACTOR,
      loading,
      refresh,
      signOut,
    }),
    [state, loading, refresh, signOut],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth must be used within an AuthProvider');
  return ctx;
}
