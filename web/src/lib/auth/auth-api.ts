import { api } from '../api-client.ts';
import type { Profile, SessionState, SessionUser } from '../../../../domain/session-state.ts';

export type { Profile, SessionState, SessionUser };

export const EMAIL_CONFIRMED_PATH = '/email-confirmed';

export const fetchSession = () => api<SessionState>('/api/session');

export const signInWithPassword = (email: string, password: string) =>
  api<unknown>('/api/auth/sign-in/email', { method: 'POST', body: { email, password } });

/** Where the confirmation link lands; `next` (a path on this site) is where the new member was going (e.g. /sell's call to action). */
export const emailConfirmedPath = (next = '/') => (next === '/' ? EMAIL_CONFIRMED_PATH : `${EMAIL_CONFIRMED_PATH}?next=${encodeURIComponent(next)}`);

export const signUpWithPassword = (name: string, email: string, password: string, next = '/') =>
  api<unknown>('/api/auth/sign-up/email', { method: 'POST', body: { name, email, password, callbackURL: emailConfirmedPath(next) } });

export const resendConfirmation = (email: string) =>
  api<unknown>('/api/auth/send-verification-email', { method: 'POST', body: { email, callbackURL: EMAIL_CONFIRMED_PATH } });

export const requestPasswordReset = (email: string) =>
  api<unknown>('/api/auth/request-password-reset', { method: 'POST', body: { email, redirectTo: '/auth?mode=reset' } });

export const resetPassword = (token: string, newPassword: string) =>
  api<unknown>('/api/auth/reset-password', { method: 'POST', body: { token, newPassword } });

export const signOutHere = () => api<unknown>('/api/auth/sign-out', { method: 'POST', body: {} });

export const signOutEverywhere = async () => {
  await api<unknown>('/api/auth/revoke-sessions', { method: 'POST', body: {} });
  await signOutHere().catch(() => undefined);
};
