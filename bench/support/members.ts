import { createHmac, randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../server/db/connect.ts';
import { accounts, profiles, sessions, users } from '../../server/db/schema.ts';
import { inParallel, request, signIn, signUp } from './http.ts';

/**
 * Members for a bench, signed in: the first signs up and in through the server (the real path); the others are
 * written to the scratch database as that sign-up wrote the first (user, profile, credential account with the
 * same password hash, session), and their session cookies signed as the server signs them (HMAC-SHA256 with the
 * AUTH_SECRET the bench gave its servers). A sign-up and a sign-in each cost a password hash (scrypt): 300 members
 * took over three minutes on a busy 2-core machine, this takes a second. The first member's own cookie checks the
 * signing, and one written member's session is asked of the server; if either differs, every member signs up and
 * in through the server instead.
 */
export async function benchMembers(o: {
  db: Database['db'];
  port: number;
  secret: string;
  names: string[];
  domain: string;
}): Promise<{ emails: string[]; cookies: string[]; ids: string[] }> {
  const emails = o.names.map((n) => `${n}@${o.domain}`);
  const [first, ...rest] = emails;
  await signUp(o.port, first!);
  await o.db.update(users).set({ emailVerified: true }).where(eq(users.email, first!));
  const firstCookie = await signIn(o.port, first!);
  const [user] = await o.db.select({ id: users.id }).from(users).where(eq(users.email, first!));
  const [account] = await o.db.select().from(accounts).where(eq(accounts.userId, user!.id));
  const [session] = await o.db.select().from(sessions).where(eq(sessions.userId, user!.id));
  const cookieName = /^([^=]*session_token)=/.exec(firstCookie.split('; ').find((c) => c.includes('session_token')) ?? '')?.[1];
  const sign = (token: string) => `${cookieName}=${encodeURIComponent(`${token}.${createHmac('sha256', o.secret).update(token).digest('base64')}`)}`;
  const idsByEmail = async () =>
    new Map((await o.db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails))).map((u) => [u.email, u.id]));

  if (cookieName && account?.password && session && firstCookie.includes(sign(session.token)) && rest.length > 0) {
    const made = await o.db
      .insert(users)
      .values(rest.map((email, i) => ({ name: o.names[i + 1]!, email, emailVerified: true })))
      .returning({ id: users.id, email: users.email });
    const idOf = new Map(made.map((u) => [u.email, u.id]));
    const ids = rest.map((e) => idOf.get(e)!);
    await o.db.insert(profiles).values(ids.map((userId, i) => ({ userId, displayName: o.names[i + 1]! })));
    await o.db.insert(accounts).values(ids.map((userId) => ({ accountId: userId, providerId: account.providerId, userId, password: account.password })));
    const tokens = ids.map(() => randomBytes(24).toString('base64url'));
    await o.db
      .insert(sessions)
      .values(
        ids.map((userId, i) => ({ userId, token: tokens[i]!, expiresAt: session.expiresAt, ipAddress: session.ipAddress, userAgent: session.userAgent })),
      );
    const cookies = [firstCookie, ...tokens.map(sign)];
    const asked = await request(o.port, 'GET', '/api/session', undefined, { cookie: cookies[1]! });
    if ((asked.json.user as { id?: string } | null)?.id === ids[0]) return { emails, cookies, ids: [user!.id, ...ids] };
    console.log('a written session was not recognised: every member signs up and in through the server');
    await o.db.delete(users).where(inArray(users.id, ids));
  } else if (rest.length > 0) {
    console.log('the session cookie is not signed as expected: every member signs up and in through the server');
  }
  await inParallel(rest, 8, (email) => signUp(o.port, email));
  await o.db.update(users).set({ emailVerified: true }).where(inArray(users.email, rest));
  const cookies = [firstCookie, ...(await inParallel(rest, 8, (email) => signIn(o.port, email)))];
  const idOf = await idsByEmail();
  return { emails, cookies, ids: emails.map((e) => idOf.get(e)!) };
}
