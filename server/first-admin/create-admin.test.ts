import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom, createTestApp, PASSWORD, type TestApp } from '../test/test-app.ts';
import { userRoles, users } from '../db/schema.ts';
import { createAdmin } from './create-admin.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function setPasswordThrough(link: string, newPassword: string): Promise<void> {
  const url = new URL(link);
  // better-auth's link checks the token and sends the browser to the app's reset form with it.
  const opened = await t.anonymous.get(`${url.pathname}${url.search}`);
  expect(opened.statusCode).toBe(302);
  const location = new URL(opened.headers.location as string, 'http://localhost:3000');
  expect(location.pathname).toBe('/auth');
  const token = location.searchParams.get('token');
  expect(token).toBeTruthy();
  const reset = await t.anonymous.post('/api/auth/reset-password', { token, newPassword });
  expect(reset.statusCode).toBe(200);
}

async function signIn(email: string, password: string) {
  return t.anonymous.post('/api/auth/sign-in/email', { email, password });
}

describe('the first admin of a production database (issue 23 item 1)', () => {
  it('creates a confirmed admin with no known password and a one-time link that sets one', async () => {
    const result = await createAdmin({ db: t.database.db, config: t.deps.config, email: '  Ops@Dealer.example ', name: 'Operations' });
    expect(result.created).toBe(true);
    expect(result.passwordLink.startsWith(`${t.deps.config.publicUrl}/api/auth/reset-password/`)).toBe(true);
    const [u] = await t.database.db.select().from(users).where(eq(users.email, 'ops@dealer.example'));
    expect(u?.emailVerified).toBe(true);
    expect(await t.database.db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, u!.id))).toEqual([{ role: 'admin' }]);
    // Nobody can sign in before the link was used: not with the demo password either.
    expect((await signIn('ops@dealer.example', PASSWORD)).statusCode).toBe(401);

    await setPasswordThrough(result.passwordLink, 'Chosen-Pass-2026!');
    const session = await signIn('ops@dealer.example', 'Chosen-Pass-2026!');
    expect(session.statusCode).toBe(200);
    const dashboard = await t.as(cookieFrom(session)).get('/api/admin/dashboard');
    expect(dashboard.statusCode).toBe(200);

    // The link works once.
    const url = new URL(result.passwordLink);
    const again = await t.anonymous.get(`${url.pathname}${url.search}`);
    expect(new URL(again.headers.location as string, 'http://x').searchParams.get('error')).toBe('INVALID_TOKEN');
  });

  it('makes an existing member an admin without a second account, and refuses a bad address', async () => {
    await t.anonymous.post('/api/auth/sign-up/email', { name: 'Pat Member', email: 'pat@example.org', password: PASSWORD });
    const result = await createAdmin({ db: t.database.db, config: t.deps.config, email: 'pat@example.org', name: 'Ignored' });
    expect(result.created).toBe(false);
    const [n] = await t.database.db.select({ n: count() }).from(users).where(eq(users.email, 'pat@example.org'));
    expect(n?.n).toBe(1);
    expect((await createAdmin({ db: t.database.db, config: t.deps.config, email: 'pat@example.org', name: 'Pat' })).created).toBe(false);
    await expect(createAdmin({ db: t.database.db, config: t.deps.config, email: 'not-an-address', name: 'X Y' })).rejects.toThrow(/valid e-mail/);
  });
});
