import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cookieFrom, createTestApp, linkIn, PASSWORD, signUpConfirmed, type TestApp } from '../../test/test-app.ts';

// A request under /api/auth/* forgets only the sessions it changed, not everyone's.
let t: TestApp;
let ann: string;
let bob: string;
beforeAll(async () => {
  t = await createTestApp();
  ann = await signUpConfirmed(t, 'ann@example.com', 'Ann Cache');
  bob = await signUpConfirmed(t, 'bob@example.com', 'Bob Cache');
});
afterAll(async () => {
  await t.close();
});

const sessionOf = async (cookie: string) => (await t.as(cookie).get('/api/session')).json().user?.name ?? null;

/** How many lookups better-auth made while `work` ran. */
async function lookups(work: () => Promise<unknown>): Promise<number> {
  const spy = vi.spyOn(t.deps.auth.api, 'getSession');
  try {
    await work();
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
  }
}

describe('the session cache after auth requests', () => {
  it('keeps every remembered session when an anonymous request reaches /api/auth/*', async () => {
    await sessionOf(ann);
    await sessionOf(bob);
    await t.anonymous.post('/api/auth/sign-out', {});
    await t.anonymous.post('/api/auth/request-password-reset', { email: 'nobody@example.com', redirectTo: '/reset-password' });
    await t.anonymous.get('/api/auth/verify-email?token=bogus');
    expect(await lookups(async () => [await sessionOf(ann), await sessionOf(bob)])).toBe(0);
  });

  it("a profile change forgets that user's sessions only, and shows the new name at once", async () => {
    await sessionOf(ann);
    await sessionOf(bob);
    const res = await t.as(bob).patch('/api/profile', { displayName: 'Bob Renamed' });
    expect(res.statusCode).toBe(200);
    expect(await lookups(() => sessionOf(ann))).toBe(0);
    expect(await sessionOf(bob)).toBe('Bob Renamed');
  });

  it("better-auth's own user update shows at once too", async () => {
    await sessionOf(ann);
    const res = await t.as(ann).post('/api/auth/update-user', { name: 'Ann Updated' });
    expect(res.statusCode).toBe(200);
    expect(await sessionOf(ann)).toBe('Ann Updated');
  });

  it('a password reset by link (no session) ends that user’s remembered sessions at once, and no one else’s', async () => {
    const signIn = await t.anonymous.post('/api/auth/sign-in/email', { email: 'ann@example.com', password: PASSWORD });
    const annPhone = cookieFrom(signIn);
    expect(await sessionOf(annPhone)).not.toBeNull();
    await sessionOf(bob);
    await t.anonymous.post('/api/auth/request-password-reset', { email: 'ann@example.com', redirectTo: '/reset-password' });
    const mail = (await t.mailer.list()).find((m) => m.to === 'ann@example.com' && /reset/i.test(m.subject));
    const link = new URL(linkIn(mail!.text));
    const landing = await t.anonymous.get(`${link.pathname}${link.search}`);
    const token = new URL(landing.headers.location as string, 'http://localhost:3000').searchParams.get('token');
    const reset = await t.anonymous.post('/api/auth/reset-password', { newPassword: 'N3w-Password!', token });
    expect(reset.statusCode).toBe(200);
    expect(await sessionOf(annPhone)).toBeNull();
    expect(await sessionOf(ann)).toBeNull();
    expect(await lookups(() => sessionOf(bob))).toBe(0);
  });

  it('signing out forgets that session', async () => {
    expect(await sessionOf(bob)).not.toBeNull();
    await t.as(bob).post('/api/auth/sign-out', {});
    expect(await sessionOf(bob)).toBeNull();
  });
});
