import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authCodeFailures, users, verifications } from '../../db/schema.ts';
import { cookieFrom, createTestApp, linkIn, PASSWORD, type TestApp } from '../../test/test-app.ts';
import { admin, member, type SignedIn } from '../../test/admin.ts';
import { authenticator, totpCode, totpSecretOf } from '../../test/totp.ts';
import { sessionCacheOf } from '../../http/guards.ts';
import { lockedText, wrongCodeText } from '../../../domain/identity/code-lockout.ts';
import { ADMIN_TWO_FACTOR_TEXT, TWO_FACTOR_SIGN_IN_TEXT, usedBackupCodeText } from '../../../domain/identity/sign-in-codes.ts';

// Two-factor sign-in (better-auth's twoFactor plugin), the e-mailed sign-in code
// (its emailOTP plugin), and wrong codes counted per account with a wait after five in a row.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(async () => {
  await t.close();
});

const ORIGIN = 'http://localhost:3000';
const post = (url: string, payload: Record<string, unknown>, cookie?: string) => t.as(cookie).post(url, payload);
const form = (url: string, fields: Record<string, string>, cookie?: string) =>
  t.as(cookie).post(url, new URLSearchParams(fields).toString(), { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN });
const session = async (cookie: string) => (await t.as(cookie).get('/api/session')).json();
const mailsTo = async (to: string, subject: string) => (await t.mailer.list()).filter((m) => m.to === to && m.subject.startsWith(subject));
/** A TOTP for now (a code the site has not accepted before). */
const codeNow = (secret: string) => totpCode(secret, Date.now());

/** Turns two-factor on for a member as /profile does: password, then the first code from the app. */
async function enrol(m: SignedIn): Promise<{ secret: string; app: ReturnType<typeof authenticator>; backupCodes: string[]; cookie: string }> {
  const enabled = await post('/api/auth/two-factor/enable', { password: PASSWORD }, m.cookie);
  expect(enabled.statusCode, enabled.body).toBe(200);
  const { totpURI, backupCodes } = enabled.json() as { totpURI: string; backupCodes: string[] };
  const secret = totpSecretOf(totpURI);
  const app = authenticator(secret);
  const verified = await post('/api/auth/two-factor/verify-totp', { code: app.next() }, m.cookie);
  expect(verified.statusCode, verified.body).toBe(200);
  return { secret, app, backupCodes, cookie: cookieFrom(verified) || m.cookie };
}

/** The password step: answers the two-factor challenge cookie. */
async function passwordStep(email: string, extraCookie = ''): Promise<string> {
  const res = await t.as(extraCookie).post('/api/auth/sign-in/email', { email, password: PASSWORD });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ twoFactorRedirect: true });
  const cookie = cookieFrom(res);
  expect(cookie).not.toMatch(/better-auth\.session_token=[^;]+\./);
  expect(cookie).toContain('better-auth.two_factor=');
  return cookie
    .split('; ')
    .filter((c) => c.startsWith('better-auth.two_factor='))
    .join('; ');
}

describe('enrolling in two-factor sign-in', () => {
  it('asks for the password, gives a QR address and ten backup codes, and turns on only after a right code', async () => {
    const m = await member(t, 'enrol@example.com', 'Enrol Member');
    const wrongPassword = await post('/api/auth/two-factor/enable', { password: 'Wrong123!pass' }, m.cookie);
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().code).toBe('INVALID_PASSWORD');
    const enabled = await post('/api/auth/two-factor/enable', { password: PASSWORD }, m.cookie);
    const body = enabled.json() as { totpURI: string; backupCodes: string[] };
    expect(body.totpURI).toMatch(/^otpauth:\/\/totp\/VehicleBid:enrol%40example\.com\?secret=[A-Z2-7]+&issuer=VehicleBid&digits=6&period=30$/);
    expect(body.backupCodes).toHaveLength(10);
    expect(new Set(body.backupCodes).size).toBe(10);
    expect((await session(m.cookie)).twoFactor).toEqual({ enabled: false, required: false });
    const wrong = await post('/api/auth/two-factor/verify-totp', { code: '000000' === codeNow(totpSecretOf(body.totpURI)) ? '111111' : '000000' }, m.cookie);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'WRONG_CODE', message: wrongCodeText(4) });
    const right = await post('/api/auth/two-factor/verify-totp', { code: codeNow(totpSecretOf(body.totpURI)) }, m.cookie);
    expect(right.statusCode).toBe(200);
    expect((await session(cookieFrom(right) || m.cookie)).twoFactor).toEqual({ enabled: true, required: false });
    // The right code ended the run of wrong ones.
    expect(await t.database.db.select().from(authCodeFailures).where(eq(authCodeFailures.userId, m.id))).toEqual([]);
  });

  it('refuses enrolment to a visitor', async () => {
    expect((await post('/api/auth/two-factor/enable', { password: PASSWORD })).statusCode).toBe(401);
  });
});

describe('signing in with two-factor on', () => {
  let m: SignedIn;
  let app: ReturnType<typeof authenticator>;
  let backupCodes: string[];
  beforeAll(async () => {
    m = await member(t, 'twofa@example.com', 'Two Factor');
    ({ app, backupCodes } = await enrol(m));
  });

  it('asks for the code after the password, and signs in with it', async () => {
    const challenge = await passwordStep('twofa@example.com');
    const res = await post('/api/auth/two-factor/verify-totp', { code: app.next() }, challenge);
    expect(res.statusCode).toBe(200);
    expect((await session(cookieFrom(res))).user.email).toBe('twofa@example.com');
  });

  it('takes each backup code once', async () => {
    const first = await post('/api/auth/two-factor/verify-backup-code', { code: backupCodes[0] }, await passwordStep('twofa@example.com'));
    expect(first.statusCode).toBe(200);
    expect((await session(cookieFrom(first))).user.email).toBe('twofa@example.com');
    const again = await post('/api/auth/two-factor/verify-backup-code', { code: backupCodes[0] }, await passwordStep('twofa@example.com'));
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ code: 'BACKUP_CODE_ALREADY_USED', message: usedBackupCodeText(wrongCodeText(4)) });
    const second = await post('/api/auth/two-factor/verify-backup-code', { code: backupCodes[1] }, await passwordStep('twofa@example.com'));
    expect(second.statusCode).toBe(200);
  });

  it('trusts this device for 30 days when asked', async () => {
    const res = await post('/api/auth/two-factor/verify-totp', { code: app.next(), trustDevice: true }, await passwordStep('twofa@example.com'));
    const trust = String(res.headers['set-cookie']).match(/better-auth\.trust_device=[^;]+;[^,]*Max-Age=(\d+)/);
    expect(Number(trust?.[1])).toBe(30 * 24 * 60 * 60);
    const trustCookie = cookieFrom(res)
      .split('; ')
      .filter((c) => c.startsWith('better-auth.trust_device='))
      .join('; ');
    const direct = await t.as(trustCookie).post('/api/auth/sign-in/email', { email: 'twofa@example.com', password: PASSWORD });
    expect(direct.statusCode).toBe(200);
    expect(direct.json().twoFactorRedirect).toBeUndefined();
    expect((await session(cookieFrom(direct))).user.email).toBe('twofa@example.com');
  });

  it('works without scripts: the form says the account needs the code and takes it on the next page', async () => {
    // A fourth code within 30 seconds is another member's (an authenticator shows one code per step).
    const { app: formApp } = await enrol(await member(t, 'twofa-form@example.com', 'Two Factor Form'));
    const step = await form('/auth/sign-in', { email: 'twofa-form@example.com', password: PASSWORD, next: '/watchlist' });
    expect(step.statusCode).toBe(303);
    expect(step.headers.location).toBe('/auth?step=two-factor&next=%2Fwatchlist');
    const challenge = cookieFrom(step);
    const wrong = await form('/auth/two-factor', { code: '12345', next: '/watchlist' }, challenge);
    expect(wrong.headers.location).toBe('/auth?step=two-factor&form_error=WRONG_CODE&next=%2Fwatchlist');
    const missing = await form('/auth/two-factor', { code: ' ', next: '/watchlist' }, challenge);
    expect(missing.headers.location).toBe('/auth?step=two-factor&form_error=MISSING_CODE&next=%2Fwatchlist');
    const right = await form('/auth/two-factor', { code: formApp.next(), next: '/watchlist' }, challenge);
    expect(right.statusCode).toBe(303);
    expect(right.headers.location).toBe('/watchlist');
    expect((await session(cookieFrom(right))).user.email).toBe('twofa-form@example.com');
  });

  it('refuses the e-mailed code for this account: the second factor is still needed', async () => {
    await post('/api/auth/email-otp/send-verification-otp', { email: 'twofa@example.com', type: 'sign-in' });
    const [mail] = await mailsTo('twofa@example.com', 'Your VehicleBid sign-in code');
    const code = /is (\d{6})/.exec(mail!.text)![1]!;
    const res = await post('/api/auth/sign-in/email-otp', { email: 'twofa@example.com', otp: code });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'TWO_FACTOR_SIGN_IN_REQUIRED', message: TWO_FACTOR_SIGN_IN_TEXT });
    expect(cookieFrom(res)).not.toMatch(/session_token=[^;]+\./);
  });

  it('turns off only with the password', async () => {
    const other = await member(t, 'turnoff@example.com', 'Turn Off');
    const { cookie } = await enrol(other);
    const refused = await post('/api/auth/two-factor/disable', { password: 'Wrong123!pass' }, cookie);
    expect(refused.statusCode).toBe(400);
    expect((await session(cookie)).twoFactor.enabled).toBe(true);
    const off = await post('/api/auth/two-factor/disable', { password: PASSWORD }, cookie);
    expect(off.statusCode).toBe(200);
    expect((await session(cookieFrom(off))).twoFactor.enabled).toBe(false);
    const plain = await post('/api/auth/sign-in/email', { email: 'turnoff@example.com', password: PASSWORD });
    expect(plain.json().twoFactorRedirect).toBeUndefined();
  });
});

describe('wrong codes in a row (item 7)', () => {
  it('counts wrong codes across kinds, makes the account wait after five, and mails the member', async () => {
    const m = await member(t, 'guess@example.com', 'Guess Target');
    const { app } = await enrol(m);
    const lefts: unknown[] = [];
    for (let i = 0; i < 5; i++) {
      const path = i % 2 === 0 ? '/api/auth/two-factor/verify-totp' : '/api/auth/two-factor/verify-backup-code';
      const res = await post(path, { code: i % 2 === 0 ? '99999' : 'nope-nope' }, await passwordStep('guess@example.com'));
      expect(res.statusCode).toBe(401);
      lefts.push(res.json().message);
    }
    expect(lefts).toEqual([4, 3, 2, 1, 0].map(wrongCodeText));
    const [mail] = await mailsTo('guess@example.com', 'Too many wrong sign-in codes');
    // The password was right (each code came after it): the mail says so, and that nobody signed in.
    expect(mail!.text).toContain(
      'someone typed your VehicleBid password correctly, then 5 wrong two-factor codes in a row. Nobody signed in, and the account must wait 15 minutes',
    );
    // Even the right code waits now.
    const locked = await post('/api/auth/two-factor/verify-totp', { code: app.next() }, await passwordStep('guess@example.com'));
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'TOO_MANY_WRONG_CODES', message: lockedText(15) });
    // The e-mailed code of the same account waits too.
    const otp = await post('/api/auth/sign-in/email-otp', { email: 'guess@example.com', otp: '123456' });
    expect(otp.statusCode).toBe(429);
    // Once the wait is over the right code signs in, and the count starts again.
    await t.database.db
      .update(authCodeFailures)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(authCodeFailures.userId, m.id));
    const after = await post('/api/auth/two-factor/verify-totp', { code: app.next() }, await passwordStep('guess@example.com'));
    expect(after.statusCode).toBe(200);
    expect(await t.database.db.select().from(authCodeFailures).where(eq(authCodeFailures.userId, m.id))).toEqual([]);
    expect(await mailsTo('guess@example.com', 'Too many wrong sign-in codes')).toHaveLength(1);
  });
});

describe('signing in with an e-mailed code (item 2)', () => {
  it('mails a six-digit code through the outbox and signs in with it once', async () => {
    await member(t, 'otp@example.com', 'Otp Member');
    const sent = await post('/api/auth/email-otp/send-verification-otp', { email: 'otp@example.com', type: 'sign-in' });
    expect(sent.statusCode).toBe(200);
    const [mail] = await mailsTo('otp@example.com', 'Your VehicleBid sign-in code');
    expect(mail!.text).toContain('within 10 minutes');
    const code = /is (\d{6})/.exec(mail!.text)![1]!;
    const wrong = await post('/api/auth/sign-in/email-otp', { email: 'otp@example.com', otp: code === '000000' ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'WRONG_CODE', message: wrongCodeText(4) });
    const res = await post('/api/auth/sign-in/email-otp', { email: 'otp@example.com', otp: code });
    expect(res.statusCode).toBe(200);
    expect((await session(cookieFrom(res))).user.email).toBe('otp@example.com');
    const reused = await post('/api/auth/sign-in/email-otp', { email: 'otp@example.com', otp: code });
    expect(reused.statusCode).toBe(400);
  });

  it('refuses an expired code', async () => {
    await member(t, 'late@example.com', 'Late Member');
    await post('/api/auth/email-otp/send-verification-otp', { email: 'late@example.com', type: 'sign-in' });
    const [mail] = await mailsTo('late@example.com', 'Your VehicleBid sign-in code');
    const code = /is (\d{6})/.exec(mail!.text)![1]!;
    await t.database.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.identifier, 'sign-in-otp-late@example.com'));
    const res = await post('/api/auth/sign-in/email-otp', { email: 'late@example.com', otp: code });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('OTP_EXPIRED');
  });

  it('sends nothing to an unknown address, yet answers the same', async () => {
    const res = await post('/api/auth/email-otp/send-verification-otp', { email: 'nobody@example.com', type: 'sign-in' });
    expect(res.statusCode).toBe(200);
    expect(await mailsTo('nobody@example.com', '')).toEqual([]);
    const signIn = await post('/api/auth/sign-in/email-otp', { email: 'nobody@example.com', otp: '123456' });
    expect(signIn.statusCode).toBe(400);
    expect(await t.database.db.select().from(users).where(eq(users.email, 'nobody@example.com'))).toEqual([]);
  });

  it('offers no other use of e-mailed codes', async () => {
    expect((await post('/api/auth/email-otp/send-verification-otp', { email: 'otp@example.com', type: 'forget-password' })).statusCode).toBe(400);
    expect((await post('/api/auth/forget-password/email-otp', { email: 'otp@example.com' })).statusCode).toBe(404);
    expect((await post('/api/auth/email-otp/reset-password', { email: 'otp@example.com', otp: '123456', password: PASSWORD })).statusCode).toBe(404);
  });
});

describe('admins must use two-factor in production (item 1)', () => {
  it('refuses an admin without it on the admin API until they set it up; off in development', async () => {
    const boss = await admin(t, 'devboss@example.com', 'Dev Boss');
    expect((await t.as(boss).get('/api/admin/dashboard')).statusCode).toBe(200);
    const prod = await createTestApp({
      env: { NODE_ENV: 'production', AUTH_SECRET: 'a-production-secret-of-at-least-32-chars', PAYMENTS_PROVIDER: 'sandbox' },
    });
    try {
      const chief = await admin(prod, 'chief@example.com', 'Chief Admin');
      const m = await member(prod, 'plain@example.com', 'Plain Member');
      const refused = await prod.as(chief).get('/api/admin/dashboard');
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'ADMIN_TWO_FACTOR_REQUIRED', error: ADMIN_TWO_FACTOR_TEXT });
      const state = (await prod.as(chief).get('/api/session')).json();
      expect(state.twoFactor).toEqual({ enabled: false, required: true });
      expect((await prod.as(m).get('/api/session')).json().twoFactor).toEqual({ enabled: false, required: false });
      // A member is refused as before.
      expect((await prod.as(m).get('/api/admin/dashboard')).json().code).not.toBe('ADMIN_TWO_FACTOR_REQUIRED');
      const enabled = await prod.as(chief).post('/api/auth/two-factor/enable', { password: PASSWORD });
      const secret = totpSecretOf(enabled.json().totpURI);
      const verified = await prod.as(cookieFrom(enabled) || chief.cookie).post('/api/auth/two-factor/verify-totp', { code: authenticator(secret).next() });
      expect(verified.statusCode).toBe(200);
      const cookie = cookieFrom(verified) || cookieFrom(enabled) || chief.cookie;
      sessionCacheOf(prod.deps).clear();
      expect((await prod.as(cookie).get('/api/admin/dashboard')).statusCode).toBe(200);
    } finally {
      await prod.close();
    }
  }, 180_000);
});

describe('the confirmation link still signs in', () => {
  it('keeps linkIn working for the new mails', () => {
    expect(linkIn('go https://x.example/a')).toBe('https://x.example/a');
  });
});
