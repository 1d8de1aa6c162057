import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { authCodeFailures } from '../../db/schema.ts';
import { cookieFrom, createTestApp, PASSWORD, type TestApp } from '../../test/test-app.ts';
import { member } from '../../test/admin.ts';
import { authenticator, totpCode, totpSecretOf } from '../../test/totp.ts';
import { MAX_WRONG_CODES } from '../../../domain/identity/code-lockout.ts';
import { BACKUP_CODE_ALPHABET, TOTP_ALREADY_USED_TEXT, usedBackupCodeText } from '../../../domain/identity/sign-in-codes.ts';
import { wrongCodeText } from '../../../domain/identity/code-lockout.ts';

// Decision 030: wrong codes are counted before they are checked, so parallel
// codes of every kind cannot get past the wait; an authenticator code works once; the 'New sign-in' mail is sent
// only when a session is made; backup codes are read from paper. PGlite by default, PostgreSQL with DATABASE_URL.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t.close());

const post = (url: string, payload: Record<string, unknown>, cookie?: string, userAgent?: string) =>
  t.as(cookie).post(url, payload, userAgent ? { 'user-agent': userAgent } : {});
const mailsTo = async (to: string, subject: string) => (await t.mailer.list()).filter((m) => m.to === to && m.subject.startsWith(subject));
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

let people = 0;
/** A member with two-factor on: their authenticator app and backup codes. */
async function enrolled(label: string) {
  const email = `${label}-${++people}@example.com`;
  const m = await member(t, email, 'Code Keeper');
  const enabled = await post('/api/auth/two-factor/enable', { password: PASSWORD }, m.cookie);
  const { totpURI, backupCodes } = enabled.json() as { totpURI: string; backupCodes: string[] };
  const secret = totpSecretOf(totpURI);
  const app = authenticator(secret);
  expect((await post('/api/auth/two-factor/verify-totp', { code: app.next() }, m.cookie)).statusCode).toBe(200);
  return { ...m, email, secret, app, backupCodes };
}

/** The password step from a browser: its two-factor challenge cookie. */
async function challenge(email: string, userAgent?: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email, password: PASSWORD },
    headers: userAgent ? { 'user-agent': userAgent } : {},
  });
  expect(res.json()).toMatchObject({ twoFactorRedirect: true });
  return cookieFrom(res)
    .split('; ')
    .filter((c) => c.startsWith('better-auth.two_factor='))
    .join('; ');
}

type Kind = 'totp' | 'backup' | 'email';
/** One wrong code of a kind, on its own challenge. */
async function wrongCode(kind: Kind, who: { email: string }, cookie: string) {
  if (kind === 'email') return post('/api/auth/sign-in/email-otp', { email: who.email, otp: '000000' });
  if (kind === 'backup') return post('/api/auth/two-factor/verify-backup-code', { code: 'WRONG-CODES' }, cookie);
  return post('/api/auth/two-factor/verify-totp', { code: '00000' }, cookie);
}

describe('wrong codes sent at once', () => {
  it('checks at most five of any mix of kinds, refuses the rest with 429, and sends one lock mail', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.constantFrom<Kind>('totp', 'backup', 'email'), { minLength: 8, maxLength: 16 }), async (kinds) => {
        const who = await enrolled('parallel');
        const cookies = await Promise.all(kinds.map(() => challenge(who.email)));
        const answers = await Promise.all(kinds.map((kind, i) => wrongCode(kind, who, cookies[i]!)));
        const codes = answers.map((a) => a.json().code as string);
        // Checked and refused (401, or 400 for an e-mailed code, as better-auth answers it), or not checked at all (429).
        expect(codes.filter((c) => c === 'WRONG_CODE').length, JSON.stringify(codes)).toBeLessThanOrEqual(MAX_WRONG_CODES);
        expect(
          codes.filter((c) => c !== 'WRONG_CODE' && c !== 'TOO_MANY_WRONG_CODES'),
          JSON.stringify(codes),
        ).toEqual([]);
        for (const a of answers) expect(a.json().code === 'TOO_MANY_WRONG_CODES' ? a.statusCode : 0).toBe(a.json().code === 'TOO_MANY_WRONG_CODES' ? 429 : 0);
        // Exactly one wait began, and one mail told of it; even the right code waits now.
        expect(await mailsTo(who.email, 'Too many wrong sign-in codes')).toHaveLength(1);
        const [row] = await t.database.db.select().from(authCodeFailures).where(eq(authCodeFailures.userId, who.id));
        expect(row!.lockedUntil!.getTime()).toBeGreaterThan(Date.now());
        expect((await post('/api/auth/two-factor/verify-totp', { code: who.app.next() }, await challenge(who.email))).statusCode).toBe(429);
      }),
      { numRuns: 4 },
    );
  }, 240_000);

  it('refuses the sixth code in a row, one after the other', async () => {
    const who = await enrolled('sequence');
    const kinds: Kind[] = ['email', 'totp', 'backup', 'totp', 'email', 'backup'];
    const codes: string[] = [];
    for (const kind of kinds) codes.push((await wrongCode(kind, who, await challenge(who.email))).json().code);
    expect(codes).toEqual(['WRONG_CODE', 'WRONG_CODE', 'WRONG_CODE', 'WRONG_CODE', 'WRONG_CODE', 'TOO_MANY_WRONG_CODES']);
    expect(await mailsTo(who.email, 'Too many wrong sign-in codes')).toHaveLength(1);
  });

  it('gives back the place of a code that was never checked (a request better-auth refused before checking it)', async () => {
    const who = await enrolled('unchecked');
    for (let i = 0; i < 3; i++) expect((await post('/api/auth/two-factor/verify-totp', { code: 123456 }, await challenge(who.email))).statusCode).toBe(400);
    for (let i = 0; i < 5; i++) expect((await wrongCode('totp', who, await challenge(who.email))).json().message).toBe(wrongCodeText(4 - i));
  });
});

describe('an authenticator code works once', () => {
  it('refuses the same code in a second session, and an earlier code after a later one', async () => {
    const who = await enrolled('replay');
    const code = who.app.next();
    const first = await post('/api/auth/two-factor/verify-totp', { code }, await challenge(who.email));
    expect(first.statusCode).toBe(200);
    const again = await post('/api/auth/two-factor/verify-totp', { code }, await challenge(who.email));
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ code: 'CODE_ALREADY_USED', error: TOTP_ALREADY_USED_TEXT });
    expect(cookieFrom(again)).not.toMatch(/session_token=[^;]+\./);
    // The code of the step before, still inside the window the site accepts, is refused too.
    const earlier = await post('/api/auth/two-factor/verify-totp', { code: totpCode(who.secret, Date.now() - 30_000) }, await challenge(who.email));
    expect(earlier.json().code).toBe('CODE_ALREADY_USED');
    // A replay is not a guess: it does not count towards the wait.
    const [run] = await t.database.db.select({ failed: authCodeFailures.failedCount }).from(authCodeFailures).where(eq(authCodeFailures.userId, who.id));
    expect(run?.failed ?? 0).toBe(0);
  });

  it('lets one of two sign-ins with the same code at once through', async () => {
    for (let round = 0; round < 3; round++) {
      const who = await enrolled('race');
      const code = who.app.next();
      const [a, b] = await Promise.all([challenge(who.email), challenge(who.email)]);
      const answers = await Promise.all([post('/api/auth/two-factor/verify-totp', { code }, a), post('/api/auth/two-factor/verify-totp', { code }, b)]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 401]);
    }
  });
});

describe('backup codes read from paper', () => {
  it('are ten codes of two groups of five, upper case, with no look-alike characters', async () => {
    const who = await enrolled('paper');
    const pattern = new RegExp(`^[${BACKUP_CODE_ALPHABET}]{5}-[${BACKUP_CODE_ALPHABET}]{5}$`);
    expect(who.backupCodes).toHaveLength(10);
    for (const code of who.backupCodes) expect(code).toMatch(pattern);
    for (const c of '0O1IL2Z5S8B') expect(BACKUP_CODE_ALPHABET).not.toContain(c);
    // Typed in lower case without the dash, it works; typed again, it says it was used.
    const typed = who.backupCodes[0]!.replace('-', ' ').toLowerCase();
    expect((await post('/api/auth/two-factor/verify-backup-code', { code: typed }, await challenge(who.email))).statusCode).toBe(200);
    const again = await post('/api/auth/two-factor/verify-backup-code', { code: who.backupCodes[0] }, await challenge(who.email));
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ code: 'BACKUP_CODE_ALREADY_USED', error: usedBackupCodeText(wrongCodeText(4)) });
  });
});

describe('the New sign-in mail', () => {
  it('is not sent for a right password followed by wrong codes; it is sent once the second factor is right', async () => {
    const who = await enrolled('notice');
    const before = (await mailsTo(who.email, 'New sign-in to your VehicleBid account')).length;
    for (let i = 0; i < 5; i++)
      expect((await post('/api/auth/two-factor/verify-totp', { code: '00000' }, await challenge(who.email, FIREFOX), FIREFOX)).statusCode).toBe(401);
    expect(await mailsTo(who.email, 'New sign-in to your VehicleBid account')).toHaveLength(before);
    const [lock] = await mailsTo(who.email, 'Too many wrong sign-in codes');
    expect(lock!.text).toContain('someone typed your VehicleBid password correctly, then 5 wrong two-factor codes in a row. Nobody signed in');
    await t.database.db.delete(authCodeFailures).where(eq(authCodeFailures.userId, who.id));
    const signedIn = await post('/api/auth/two-factor/verify-totp', { code: who.app.next() }, await challenge(who.email, FIREFOX), FIREFOX);
    expect(signedIn.statusCode).toBe(200);
    expect(await mailsTo(who.email, 'New sign-in to your VehicleBid account')).toHaveLength(before + 1);
  });
});
