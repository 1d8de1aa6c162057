// /auth's forms before the scripts arrive: the server renders the page, and its sign-in
// and sign-up forms are plain POST forms to server routes that sign in or up through better-auth and answer
// with a redirect. A refusal comes back to /auth as a code in the address (never a text: an address anyone
// can write must not put words on the page), read here into the same words the scripted forms show.
import { ACCOUNT_SUSPENDED_MESSAGE } from './session-messages.ts';
import { passwordWeaknesses, weakPasswordMessage } from './password-strength.ts';
import { sameOriginPath } from './return-path.ts';

export const EMAIL_CONFIRMED_PATH = '/email-confirmed';

/** Where the confirmation link lands; `next` (a path on this site) is where the new member was going (e.g. /sell's call to action). */
export const emailConfirmedPath = (next = '/') => (next === '/' ? EMAIL_CONFIRMED_PATH : `${EMAIL_CONFIRMED_PATH}?next=${encodeURIComponent(next)}`);

/** Where the forms post without scripts (with scripts they call the API, as before). */
export const AUTH_FORM_ACTIONS = { signin: '/auth/sign-in', signup: '/auth/sign-up' } as const;
export type AuthTab = keyof typeof AUTH_FORM_ACTIONS;
/** The second step of a sign-in with two-factor on, posted without scripts too. */
export const TWO_FACTOR_FORM_ACTION = '/auth/two-factor';

/** /auth's query: the tab, a refusal's code, the weak password's reasons, and where to go after signing in. */
export const AUTH_PARAMS = { tab: 'tab', error: 'form_error', reasons: 'reasons', next: 'next', step: 'step' } as const;

/** The texts the forms show (scripted or not); better-auth's own where it gives one. */
export const AUTH_FORM_TEXTS = {
  missingSignIn: 'Please enter your e-mail and password.',
  missingEmail: 'Please enter your e-mail address.',
  invalidName: 'Display name must be 2 to 40 characters.',
  invalidCredentials: 'Invalid email or password',
  invalidEmail: 'Invalid email',
  unconfirmed: 'Please confirm your e-mail address first: follow the link we sent you.',
  tooMany: 'Too many requests. Please try again later.',
  missingCode: 'Please enter the code.',
  wrongCode: 'That code is not right. After 5 wrong codes in a row this account must wait 15 minutes before the next try.',
  lockedOut: 'Too many wrong codes in a row. For your security this account must wait 15 minutes before the next try.',
  challengeExpired: 'This sign-in has expired. Please sign in with your password again.',
  unexpected: 'An unexpected error occurred',
} as const;

const CODE_TEXTS: Record<string, string> = {
  MISSING_SIGN_IN: AUTH_FORM_TEXTS.missingSignIn,
  MISSING_EMAIL: AUTH_FORM_TEXTS.missingEmail,
  INVALID_DISPLAY_NAME: AUTH_FORM_TEXTS.invalidName,
  INVALID_EMAIL_OR_PASSWORD: AUTH_FORM_TEXTS.invalidCredentials,
  INVALID_EMAIL: AUTH_FORM_TEXTS.invalidEmail,
  EMAIL_NOT_VERIFIED: AUTH_FORM_TEXTS.unconfirmed,
  ACCOUNT_SUSPENDED: ACCOUNT_SUSPENDED_MESSAGE,
  TOO_MANY_REQUESTS: AUTH_FORM_TEXTS.tooMany,
  MISSING_CODE: AUTH_FORM_TEXTS.missingCode,
  WRONG_CODE: AUTH_FORM_TEXTS.wrongCode,
  TOO_MANY_WRONG_CODES: AUTH_FORM_TEXTS.lockedOut,
  INVALID_TWO_FACTOR_COOKIE: AUTH_FORM_TEXTS.challengeExpired,
};

/** The code a refusal of better-auth (its status and code) comes back to /auth with; UNEXPECTED for any other. */
export function authFormErrorCode(status: number, code: string | undefined): string {
  if (code === 'TOO_MANY_WRONG_CODES') return code;
  if (status === 429) return 'TOO_MANY_REQUESTS';
  if (code === 'WEAK_PASSWORD' || (code && code in CODE_TEXTS)) return code;
  // better-auth's body validation of an address that is not an e-mail.
  if (code === 'VALIDATION_ERROR' && status === 400) return 'INVALID_EMAIL';
  return 'UNEXPECTED';
}

// A weak password's reasons travel as short keys, in passwordWeaknesses' order.
const REASON_KEYS = ['short', 'long', 'lower', 'upper', 'digit', 'symbol'] as const;
const REASON_OF_KEY: Record<(typeof REASON_KEYS)[number], string> = {
  short: passwordWeaknesses('')[0]!,
  long: passwordWeaknesses('x'.repeat(1000))[0]!,
  lower: 'a lowercase letter',
  upper: 'an uppercase letter',
  digit: 'a number',
  symbol: 'a symbol',
};

/** The keys of a password's weaknesses ('upper,digit'), for the address. */
export function weaknessKeys(password: string): string {
  const reasons = passwordWeaknesses(password);
  return REASON_KEYS.filter((k) => reasons.includes(REASON_OF_KEY[k])).join(',');
}

/** The text of a refusal's code (and a weak password's reason keys); null without a code. */
export function authFormErrorText(code: string | null, reasonKeys: string | null = null): string | null {
  if (!code) return null;
  if (code === 'WEAK_PASSWORD') {
    const keys = new Set((reasonKeys ?? '').split(','));
    const reasons = REASON_KEYS.filter((k) => keys.has(k)).map((k) => REASON_OF_KEY[k]);
    return reasons.length > 0 ? weakPasswordMessage(reasons) : AUTH_FORM_TEXTS.unexpected;
  }
  return CODE_TEXTS[code] ?? AUTH_FORM_TEXTS.unexpected;
}

/** Where a right password of an account with two-factor on goes next (or a refused code comes back to). */
export function twoFactorStepPath(next = '/', code?: string): string {
  const params = new URLSearchParams({ [AUTH_PARAMS.step]: 'two-factor' });
  if (code) params.set(AUTH_PARAMS.error, code);
  const path = sameOriginPath(next);
  if (path !== '/') params.set(AUTH_PARAMS.next, path);
  return `/auth?${params.toString()}`;
}

/** The /auth address a refused form comes back to. */
export function authFormFailurePath(tab: AuthTab, code: string, o: { reasons?: string; next?: string } = {}): string {
  const params = new URLSearchParams({ [AUTH_PARAMS.tab]: tab, [AUTH_PARAMS.error]: code });
  if (o.reasons) params.set(AUTH_PARAMS.reasons, o.reasons);
  const next = sameOriginPath(o.next);
  if (next !== '/') params.set(AUTH_PARAMS.next, next);
  return `/auth?${params.toString()}`;
}
