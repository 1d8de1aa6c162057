import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { displayNameSchema } from '../../domain/identity/profile-input.ts';
import type { Config } from '../config.ts';
import { trustedOrigins } from '../http/trusted-origins.ts';
import { CLIENT_ADDRESS_HEADER } from '../http/client-address.ts';
import { createAuth } from '../platform/auth/auth.ts';
import type { MailMessage, Mailer } from '../platform/mail/mailer.ts';
import type { Db } from '../db/connect.ts';
import { userRoles, users } from '../db/schema.ts';

export interface CreatedAdmin {
  /** False when the e-mail already belonged to a member, who was made an admin. */
  created: boolean;
  /** better-auth's own password-reset link (valid one hour, used once): the admin chooses a password there. */
  passwordLink: string;
}

const emailSchema = z.string().trim().toLowerCase().pipe(z.email('Give a valid e-mail address.'));

/**
 * The first admin of a production database (README "Deploying"): no password is ever
 * printed or known. The account is created confirmed with a random password nobody sees, given the admin
 * role, and a one-time password-set link is returned, made by better-auth's own reset flow (the mail it
 * would send is captured instead, so no mail server is needed).
 */
export async function createAdmin(o: {
  db: Db;
  config: Pick<Config, 'publicUrl' | 'authSecret' | 'isProduction' | 'PORT'>;
  email: string;
  name: string;
}): Promise<CreatedAdmin> {
  const email = emailSchema.parse(o.email);
  const name = displayNameSchema.parse(o.name);
  const captured: MailMessage[] = [];
  const mailer: Mailer = { kind: 'outbox', send: async (m) => void captured.push(m), list: async () => [] };
  const auth = createAuth({
    db: o.db,
    mailer,
    baseUrl: o.config.publicUrl,
    secret: o.config.authSecret,
    trustedOrigins: trustedOrigins(o.config),
    secureCookies: o.config.publicUrl.startsWith('https://'),
    rateLimit: false,
    clientAddressHeader: CLIENT_ADDRESS_HEADER,
  });

  let [user] = await o.db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  const created = !user;
  if (!user) {
    // Mixed classes so the weak-password rule passes; 48 random bytes nobody ever sees.
    const password = `Aa1!${randomBytes(48).toString('base64url')}`;
    await auth.api.signUpEmail({ body: { email, password, name } });
    [user] = await o.db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
    if (!user) throw new Error(`The account ${email} could not be created.`);
  }
  // The operator vouches for the address: no confirmation mail is needed to sign in.
  await o.db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
  await o.db.insert(userRoles).values({ userId: user.id, role: 'admin' }).onConflictDoNothing();
  const [role] = await o.db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(and(eq(userRoles.userId, user.id), eq(userRoles.role, 'admin')))
    .limit(1);
  if (!role) throw new Error(`The admin role could not be given to ${email}.`);

  captured.length = 0;
  await auth.api.requestPasswordReset({ body: { email, redirectTo: '/auth?mode=reset' } });
  const link = captured.map((m) => /(https?:\/\/\S+)/.exec(m.text)?.[1]).find(Boolean);
  if (!link) throw new Error('better-auth made no password link.');
  return { created, passwordLink: link };
}
