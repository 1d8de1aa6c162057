import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { cookieFrom, createTestApp, PASSWORD, signUpConfirmed, type TestApp } from '../../test/test-app.ts';
import { authFormErrorText } from '../../../domain/identity/auth-form.ts';

// /auth's forms work before the scripts arrive: plain form posts that sign in or up through
// better-auth and answer with a redirect; a refusal comes back to /auth as a code, which the page reads into
// the same words the scripted forms show.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await signUpConfirmed(t, 'form-member@example.com', 'Form Member');
}, 120_000);
afterAll(async () => {
  await t.close();
});

const ORIGIN = 'http://localhost:3000';
const post = (url: string, fields: Record<string, string>, origin = ORIGIN) =>
  t.anonymous.post(url, new URLSearchParams(fields).toString(), { 'content-type': 'application/x-www-form-urlencoded', origin });
const api = (url: string, payload: Record<string, string>) => t.anonymous.post(url, payload);
const location = (res: { headers: Record<string, unknown> }) => new URL(String(res.headers.location), ORIGIN);

describe('signing in without scripts', () => {
  it('signs in and goes where the member was going, with the session cookie', async () => {
    const res = await post('/auth/sign-in', { email: 'form-member@example.com', password: PASSWORD, next: '/watchlist' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/watchlist');
    const cookie = cookieFrom(res);
    expect(cookie).toContain('better-auth.session_token=');
    const session = await t.as(cookie).get('/api/session');
    expect(session.json().user).toMatchObject({ email: 'form-member@example.com', name: 'Form Member' });
  });

  it("goes home for no return path or another site's", async () => {
    for (const next of ['', '//evil.example/x', 'https://evil.example/', '/\\evil.example']) {
      const res = await post('/auth/sign-in', { email: 'form-member@example.com', password: PASSWORD, next });
      expect(res.statusCode, next).toBe(303);
      expect(res.headers.location, next).toBe('/');
    }
  });

  it("comes back to /auth with the refusal, in the scripted form's words, and no session", async () => {
    const wrong = await post('/auth/sign-in', { email: 'form-member@example.com', password: 'Wrong-password1', next: '/sell' });
    expect(wrong.statusCode).toBe(303);
    expect(cookieFrom(wrong)).not.toContain('session_token');
    const back = location(wrong);
    expect(back.pathname).toBe('/auth');
    expect(Object.fromEntries(back.searchParams)).toEqual({ tab: 'signin', form_error: 'INVALID_EMAIL_OR_PASSWORD', next: '/sell' });
    const scripted = await api('/api/auth/sign-in/email', { email: 'form-member@example.com', password: 'Wrong-password1' });
    expect(authFormErrorText(back.searchParams.get('form_error'))).toBe(scripted.json().error);
    expect(authFormErrorText('INVALID_EMAIL_OR_PASSWORD')).toBe('Invalid email or password');

    const missing = location(await post('/auth/sign-in', { email: ' ', password: '' }));
    expect(authFormErrorText(missing.searchParams.get('form_error'))).toBe('Please enter your e-mail and password.');
    const notAnAddress = location(await post('/auth/sign-in', { email: 'not-an-address', password: PASSWORD }));
    expect(authFormErrorText(notAnAddress.searchParams.get('form_error'))).toBe(
      (await api('/api/auth/sign-in/email', { email: 'not-an-address', password: PASSWORD })).json().error,
    );
  });

  it('tells a member who has not confirmed the address', async () => {
    await api('/api/auth/sign-up/email', { name: 'Una Confirmed', email: 'unconfirmed@example.com', password: PASSWORD, callbackURL: '/email-confirmed' });
    const res = location(await post('/auth/sign-in', { email: 'unconfirmed@example.com', password: PASSWORD }));
    expect(res.searchParams.get('form_error')).toBe('EMAIL_NOT_VERIFIED');
    expect(authFormErrorText('EMAIL_NOT_VERIFIED')).toBe('Please confirm your e-mail address first: follow the link we sent you.');
  });

  it("is refused from another site's page", async () => {
    const res = await post('/auth/sign-in', { email: 'form-member@example.com', password: PASSWORD }, 'https://evil.example');
    expect(res.statusCode).toBe(403);
    expect(cookieFrom(res)).toBe('');
  });
});

describe('signing up without scripts', () => {
  it('creates the account, mails the confirmation link and goes to /check-email', async () => {
    const res = await post('/auth/sign-up', { name: 'Nell Noscript', email: 'nell@example.com', password: PASSWORD, next: '/sell' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/check-email');
    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'nell@example.com'));
    expect(user).toMatchObject({ name: 'Nell Noscript', emailVerified: false });
    const mail = (await t.mailer.list()).find((m) => m.to === 'nell@example.com');
    expect(mail?.subject).toBe('Confirm your e-mail address');
    // The confirmation link continues to where the new member was going.
    expect(mail?.text).toContain(encodeURIComponent('/email-confirmed?next=%2Fsell'));
  });

  it("comes back with a weak password's reasons and a short name, in the scripted form's words, creating nothing", async () => {
    const weak = location(await post('/auth/sign-up', { name: 'Wes Weak', email: 'wes@example.com', password: 'password' }));
    expect(Object.fromEntries(weak.searchParams)).toEqual({ tab: 'signup', form_error: 'WEAK_PASSWORD', reasons: 'upper,digit,symbol' });
    const scripted = await api('/api/auth/sign-up/email', {
      name: 'Wes Weak',
      email: 'wes@example.com',
      password: 'password',
      callbackURL: '/email-confirmed',
    });
    expect(authFormErrorText('WEAK_PASSWORD', weak.searchParams.get('reasons'))).toBe(scripted.json().error);
    expect(authFormErrorText('WEAK_PASSWORD', 'short,lower')).toBe('Password is too weak. It needs at least 8 characters and a lowercase letter.');

    const short = location(await post('/auth/sign-up', { name: 'W', email: 'w@example.com', password: PASSWORD }));
    expect(short.searchParams.get('form_error')).toBe('INVALID_DISPLAY_NAME');
    const scriptedName = await api('/api/auth/sign-up/email', { name: 'W', email: 'w@example.com', password: PASSWORD, callbackURL: '/email-confirmed' });
    expect(authFormErrorText('INVALID_DISPLAY_NAME')).toBe(scriptedName.json().error);

    const noEmail = location(await post('/auth/sign-up', { name: 'No Mail', email: '', password: PASSWORD }));
    expect(authFormErrorText(noEmail.searchParams.get('form_error'))).toBe('Please enter your e-mail address.');
    expect(await t.database.db.select().from(users).where(eq(users.email, 'wes@example.com'))).toHaveLength(0);
    expect(await t.database.db.select().from(users).where(eq(users.email, 'w@example.com'))).toHaveLength(0);
  });

  it('a code nobody gave reads as the general error, never as text from the address', () => {
    expect(authFormErrorText('<script>alert(1)</script>')).toBe('An unexpected error occurred');
    expect(authFormErrorText('WEAK_PASSWORD', 'nonsense')).toBe('An unexpected error occurred');
    expect(authFormErrorText(null)).toBeNull();
  });
});
