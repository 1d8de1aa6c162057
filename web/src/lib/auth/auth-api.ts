import { api } from '../api-client.ts';
import type { Profile, SessionState, SessionUser } from '../../../../domain/identity/session-state.ts';
import { EMAIL_CONFIRMED_PATH, emailConfirmedPath } from '../../../../domain/identity/auth-form.ts';

export type { Profile, SessionState, SessionUser };
export { EMAIL_CONFIRMED_PATH, emailConfirmedPath };

export const fetchSession = () => api<SessionState>('/api/session');

export const signInWithPassword = (email: string, password: string) =>
  api<PasswordSignIn>('/api/auth/sign-in/email', { method: 'POST', body: { email, password } });

export const signUpWithPassword = (name: string, email: string, password: string, next = '/') =>
  api<unknown>('/api/auth/sign-up/email', { method: 'POST', body: { name, email, password, callbackURL: emailConfirmedPath(next) } });

export const resendConfirmation = (email: string) =>
  api<unknown>('/api/auth/send-verification-email', { method: 'POST', body: { email, callbackURL: EMAIL_CONFIRMED_PATH } });

export const requestPasswordReset = (email: string) =>
  api<unknown>('/api/auth/request-password-reset', { method: 'POST', body: { email, redirectTo: '/auth?mode=reset' } });

export const resetPassword = (token: string, newPassword: string) => api<unknown>('/api/auth/reset-password', { method: 'POST', body: { token, newPassword } });

export const signOutHere = () => api<unknown>('/api/auth/sign-out', { method: 'POST', body: {} });

export const signOutEverywhere = async () => {
  await api<unknown>('/api/auth/revoke-sessions', { method: 'POST', body: {} });
  await signOutHere().catch(() => undefined);
};

/** SPEC 7 scope 'others': every session but this browser's. */
export const signOutOthers = () => api<{ ended: number }>('/api/sessions/end-others', { method: 'POST', body: {} });

/** The password step's answer when the account has two-factor on: the code is asked next. */
export interface PasswordSignIn {
  twoFactorRedirect?: boolean;
}

export const verifyTwoFactor = (code: string, backup: boolean, trustDevice: boolean) =>
  api<unknown>(backup ? '/api/auth/two-factor/verify-backup-code' : '/api/auth/two-factor/verify-totp', { method: 'POST', body: { code, trustDevice } });

/** A sign-in code by e-mail, then the sign-in with it. */
export const sendSignInCode = (email: string) =>
  api<unknown>('/api/auth/email-otp/send-verification-otp', { method: 'POST', body: { email, type: 'sign-in' } });
export const signInWithCode = (email: string, otp: string) => api<unknown>('/api/auth/sign-in/email-otp', { method: 'POST', body: { email, otp } });
