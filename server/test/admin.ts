import { eq } from 'drizzle-orm';
import { userRoles, users } from '../db/schema.ts';
import { signUpConfirmed, type TestApp } from './test-app.ts';

export interface SignedIn {
  id: string;
  cookie: string;
}

/** Signs up a confirmed member and returns their id and session cookie. */
export async function member(t: TestApp, email: string, name = 'Test Member'): Promise<SignedIn> {
  const cookie = await signUpConfirmed(t, email, name);
  const [u] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { id: u!.id, cookie };
}

/** Signs up a confirmed member with the admin role (SPEC 6: a user_roles row with role admin). */
export async function admin(t: TestApp, email: string, name = 'Site Admin'): Promise<SignedIn> {
  const m = await member(t, email, name);
  await t.database.db.insert(userRoles).values({ userId: m.id, role: 'admin' });
  return m;
}
