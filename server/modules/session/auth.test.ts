import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { profiles, users } from '../../db/schema.ts';
import { cookieFrom, createTestApp, linkIn, PASSWORD, signUpConfirmed, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const signUp = (payload: Record<string, unknown>) => t.anonymous.post('/api/auth/sign-up/email', { callbackURL: '/email-confirmed', ...payload });
const signIn = (email: string, password: string) => t.anonymous.post('/api/auth/sign-in/email', { email, password });
const session = (cookie?: string) => t.as(cookie).get('/api/session');

describe('sign-up', () => {
  it('creates the user and their profile, and mails a confirmation link', async () => {
    const res = await signUp({ name: 'Ada Racer', email: 'ada@example.com', password: PASSWORD });
    expect(res.statusCode).toBe(200);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'ada@example.com'));
    expect(user?.emailVerified).toBe(false);
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.userId, user!.id));
    expect(profile).toMatchObject({ displayName: 'Ada Racer', status: 'active', isVerified: false, avatarUrl: null, bio: null });
    expect(profile?.createdAt).toBeInstanceOf(Date);
    const mail = (await t.mailer.list()).find((m) => m.to === 'ada@example.com');
    expect(mail?.subject).toBe('Confirm your e-mail address');
    expect(linkIn(mail!.text)).toContain('/api/auth/verify-email?token=');
  });

  it('refuses a weak password with the reasons and creates nothing', async () => {
    const res = await signUp({ name: 'Weak', email: 'weak@example.com', password: 'password' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Password is too weak. It needs an uppercase letter, a number and a symbol.');
    expect(await t.database.db.select().from(users).where(eq(users.email, 'weak@example.com'))).toHaveLength(0);
  });

  it('refuses a display name that is too short', async () => {
    const res = await signUp({ name: ' ', email: 'noname@example.com', password: PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Display name must be 2 to 40 characters.');
    expect(await t.database.db.select().from(users).where(eq(users.email, 'noname@example.com'))).toHaveLength(0);
  });
});

describe('confirmation and sign-in', () => {
  it('refuses to sign in before the address is confirmed', async () => {
    await signUp({ name: 'Bea Unconfirmed', email: 'bea@example.com', password: PASSWORD });
    const res = await signIn('bea@example.com', PASSWORD);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('EMAIL_NOT_VERIFIED');
    expect(cookieFrom(res)).toBe('');
  });

  it('confirms by the link, lands on /email-confirmed signed in, with an httpOnly cookie', async () => {
    await signUp({ name: 'Cy Confirm', email: 'cy@example.com', password: PASSWORD });
    const mail = (await t.mailer.list()).find((m) => m.to === 'cy@example.com')!;
    const link = new URL(linkIn(mail.text));
    const res = await t.anonymous.get(`${link.pathname}${link.search}`);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/email-confirmed');
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/i);
    const me = await session(cookieFrom(res));
    expect(me.json()).toMatchObject({ user: { email: 'cy@example.com', emailVerified: true }, profile: { displayName: 'Cy Confirm' }, roles: [] });
  });

  it('resends the confirmation mail', async () => {
    await signUp({ name: 'Di Resend', email: 'di@example.com', password: PASSWORD });
    const before = (await t.mailer.list()).filter((m) => m.to === 'di@example.com').length;
    const res = await t.anonymous.post('/api/auth/send-verification-email', { email: 'di@example.com', callbackURL: '/email-confirmed' });
    expect(res.statusCode).toBe(200);
    expect((await t.mailer.list()).filter((m) => m.to === 'di@example.com')).toHaveLength(before + 1);
  });

  it('signs in with the password and out again', async () => {
    await signUpConfirmed(t, 'eve@example.com', 'Eve Driver');
    const res = await signIn('eve@example.com', PASSWORD);
    expect(res.statusCode).toBe(200);
    const cookie = cookieFrom(res);
    expect((await session(cookie)).json().user.email).toBe('eve@example.com');
    const out = await t.as(cookie).post('/api/auth/sign-out', {});
    expect(out.statusCode).toBe(200);
    expect((await session(cookie)).json().user).toBeNull();
  });

  it('refuses a wrong password', async () => {
    await signUpConfirmed(t, 'fay@example.com', 'Fay');
    const res = await signIn('fay@example.com', 'Wrong-password1');
    expect(res.statusCode).toBe(401);
    expect(cookieFrom(res)).toBe('');
  });

  it('signs out of every device', async () => {
    await signUpConfirmed(t, 'gus@example.com', 'Gus');
    const a = cookieFrom(await signIn('gus@example.com', PASSWORD));
    const b = cookieFrom(await signIn('gus@example.com', PASSWORD));
    const res = await t.as(a).post('/api/auth/revoke-sessions', {});
    expect(res.statusCode).toBe(200);
    expect((await session(a)).json().user).toBeNull();
    expect((await session(b)).json().user).toBeNull();
  });
});

describe('password reset', () => {
  it('mails a link, sets the new password, and the old one stops working', async () => {
    const before = await signUpConfirmed(t, 'hal@example.com', 'Hal');
    expect((await session(before)).json().user.email).toBe('hal@example.com');
    const req = await t.anonymous.post('/api/auth/request-password-reset', { email: 'hal@example.com', redirectTo: '/auth?mode=reset' });
    expect(req.statusCode).toBe(200);
    const mail = (await t.mailer.list()).find((m) => m.to === 'hal@example.com' && m.subject === 'Reset your password')!;
    const link = new URL(linkIn(mail.text));
    const follow = await t.anonymous.get(`${link.pathname}${link.search}`);
    expect(follow.statusCode).toBe(302);
    const target = new URL(follow.headers.location as string, 'http://localhost:3000');
    expect(target.pathname).toBe('/auth');
    const token = target.searchParams.get('token')!;
    expect(token).toBeTruthy();

    const weak = await t.anonymous.post('/api/auth/reset-password', { token, newPassword: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toMatch(/^Password is too weak\. It needs at least 8 characters/);

    const reset = await t.anonymous.post('/api/auth/reset-password', { token, newPassword: 'NewPassword456$' });
    expect(reset.statusCode).toBe(200);
    expect((await signIn('hal@example.com', PASSWORD)).statusCode).toBe(401);
    expect((await signIn('hal@example.com', 'NewPassword456$')).statusCode).toBe(200);
    // The reset ends every session at once, also one this server had just looked up.
    expect((await session(before)).json().user).toBeNull();
  });
});

describe('guards and profile', () => {
  it("answers 401 'Auth session missing!' to a visitor", async () => {
    const me = await t.anonymous.get('/api/me');
    expect(me.statusCode).toBe(401);
    expect(me.json()).toMatchObject({ error: 'Auth session missing!', code: 'AUTH_SESSION_MISSING' });
  });

  // SPEC 8's 'Auth session or user missing' answers a profile or account change without a
  // valid session or user.
  const MISSING = { error: 'Auth session or user missing', code: 'AUTH_SESSION_OR_USER_MISSING' };
  const changes = (cookie?: string) => {
    const who = t.as(cookie);
    return [
      who.patch('/api/profile', { bio: 'changed' }),
      who.put('/api/notification-preferences/new_message', { email: true }),
      who.post('/api/auth/update-user', { name: 'Changed Name' }),
      who.post('/api/auth/change-password', { currentPassword: PASSWORD, newPassword: 'Another456$pw' }),
      who.post('/api/auth/change-email', { newEmail: 'new-address@example.com' }),
      who.post('/api/auth/delete-user', {}),
    ];
  };

  it("answers a profile or account change without a session, or with an ended one, 401 'Auth session or user missing'", async () => {
    const cookie = await signUpConfirmed(t, 'kit@example.com', 'Kit Owner');
    await t.as(cookie).post('/api/auth/sign-out', {});
    for (const asker of [undefined, cookie, 'better-auth.session_token=forged.token']) {
      for (const res of await Promise.all(changes(asker))) {
        expect(res.statusCode, `${asker} ${res.body}`).toBe(401);
        expect(res.json()).toMatchObject(MISSING);
      }
    }
    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'kit@example.com'));
    expect(user).toMatchObject({ name: 'Kit Owner' });
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.userId, user!.id));
    expect(profile?.bio).toBeNull();
    // Reads keep the general text.
    expect((await t.as(cookie).get('/api/me')).json()).toMatchObject({ error: 'Auth session missing!' });
  });

  it("answers 'Auth session or user missing' when the user was deleted while this server still remembers the session", async () => {
    const cookie = await signUpConfirmed(t, 'gone@example.com', 'Gone Member');
    // The session is looked up and remembered (decision 001)...
    expect((await t.as(cookie).get('/api/me')).statusCode).toBe(200);
    // ...then the user is deleted behind this server's back (another instance, an operator): the sessions go with it.
    await t.database.db.delete(users).where(eq(users.email, 'gone@example.com'));
    const [first, ...rest] = changes(cookie);
    const profile = await first!;
    expect(profile.statusCode, profile.body).toBe(401);
    expect(profile.json()).toMatchObject(MISSING);
    for (const res of await Promise.all(rest)) {
      expect(res.statusCode, res.body).toBe(401);
      expect(res.json()).toMatchObject(MISSING);
    }
    expect(await t.database.db.select().from(profiles).where(eq(profiles.displayName, 'Gone Member'))).toHaveLength(0);
  });

  it('a visitor gets an empty session', async () => {
    expect((await session()).json()).toEqual({ user: null, session: null, profile: null, roles: [] });
  });

  it('updates the own profile and refuses bad input without changing anything', async () => {
    const cookie = await signUpConfirmed(t, 'ivy@example.com', 'Ivy');
    const ok = await t.as(cookie).patch('/api/profile', { displayName: 'Ivy Wheels', bio: 'Loves wagons.' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().profile).toMatchObject({ displayName: 'Ivy Wheels', bio: 'Loves wagons.' });

    const bad = await t.as(cookie).patch('/api/profile', { displayName: 'I', bio: 'changed' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain('Display name must be 2 to 40 characters.');
    const unknown = await t.as(cookie).patch('/api/profile', { status: 'banned' });
    expect(unknown.statusCode).toBe(400);
    const me = await session(cookie);
    expect(me.json().profile).toMatchObject({ displayName: 'Ivy Wheels', bio: 'Loves wagons.', status: 'active' });
    // The session's user carries the new name at once.
    expect(me.json().user.name).toBe('Ivy Wheels');
  });

  it("takes a picture only from an https address or the site's uploads, in /api/profile and update-user alike (issue 15 item 11)", async () => {
    const cookie = await signUpConfirmed(t, 'pic@example.com', 'Pic Owner');
    const patch = (avatarUrl: string) => t.as(cookie).patch('/api/profile', { avatarUrl });
    expect((await patch('https://images.example.com/me.jpg')).statusCode).toBe(200);
    for (const bad of ['//other-host/me.jpg', '/\\other-host/me.jpg', 'http://other-host/me.jpg', 'javascript:alert(1)']) {
      const res = await patch(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().error).toContain('Profile picture must be an https:// address or a photo uploaded to this site.');
    }
    expect((await session(cookie)).json().profile.avatarUrl).toBe('https://images.example.com/me.jpg');

    const updateUser = (payload: object) => t.as(cookie).post('/api/auth/update-user', payload);
    const badImage = await updateUser({ image: '//other-host/me.jpg' });
    expect(badImage.statusCode).toBe(400);
    expect(badImage.json()).toMatchObject({
      error: 'Profile picture must be an https:// address or a photo uploaded to this site.',
      code: 'INVALID_AVATAR_URL',
    });
    const badName = await updateUser({ name: 'X' });
    expect(badName.statusCode).toBe(400);
    expect(badName.json()).toMatchObject({ error: 'Display name must be 2 to 40 characters.', code: 'INVALID_DISPLAY_NAME' });
    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'pic@example.com'));
    expect(user).toMatchObject({ name: 'Pic Owner', image: null });
    expect((await updateUser({ image: 'https://images.example.com/me.jpg', name: 'Pic Renamed' })).statusCode).toBe(200);
    const [after] = await t.database.db.select().from(users).where(eq(users.email, 'pic@example.com'));
    expect(after).toMatchObject({ name: 'Pic Renamed', image: 'https://images.example.com/me.jpg' });
  });
});
