import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { randomUUID } from 'node:crypto';
import { passwordWeaknesses, weakPasswordMessage, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../domain/password-strength.ts';
import { avatarUrlSchema, displayNameSchema } from '../../../domain/profile-input.ts';
import type { Db } from '../../db/connect.ts';
import { eq } from 'drizzle-orm';
import { accounts, profiles, sessions, users, verifications } from '../../db/schema.ts';
import { ACCOUNT_SUSPENDED_MESSAGE } from '../../http/errors.ts';
import type { Mailer } from '../mail/mailer.ts';
import { confirmationMail, passwordResetMail } from '../mail/templates.ts';

export interface AuthOptions {
  db: Db;
  mailer: Mailer;
  baseUrl: string;
  secret: string;
  trustedOrigins: string[];
  secureCookies: boolean;
  rateLimit: boolean;
  /** The request header that carries the client's address as our server decided it (decision 016). */
  clientAddressHeader: string;
  /** Called after a user's record changed or one of their sessions ended (the session cache forgets them). */
  onUserChanged?: (userId: string) => void;
}

// Paths that set a password: the weak-password rule (SPEC 8) is checked before better-auth runs.
const PASSWORD_PATHS: Record<string, string> = {
  '/sign-up/email': 'password',
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
};

export const SESSION_EXPIRES_IN = 60 * 60 * 24 * 7; // 7 days
export const SESSION_UPDATE_AGE = 60 * 60 * 24; // slid forward at most once a day

export function createAuth(o: AuthOptions) {
  return betterAuth({
    appName: 'VehicleBid',
    baseURL: o.baseUrl,
    basePath: '/api/auth',
    secret: o.secret,
    trustedOrigins: o.trustedOrigins,
    database: drizzleAdapter(o.db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    advanced: {
      database: { generateId: () => randomUUID() },
      useSecureCookies: o.secureCookies,
      // The address our server decided (TRUST_PROXY rule), set by the auth routes: never X-Forwarded-For itself.
      ipAddress: { ipAddressHeaders: [o.clientAddressHeader] },
    },
    rateLimit: { enabled: o.rateLimit },
    session: { expiresIn: SESSION_EXPIRES_IN, updateAge: SESSION_UPDATE_AGE },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        await o.mailer.send(passwordResetMail(user.email, user.name, url));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, url }) => {
        await o.mailer.send(confirmationMail(user.email, user.name, url));
      },
    },
    databaseHooks: {
      session: {
        delete: { after: async (session) => o.onUserChanged?.(session.userId) },
        create: {
          // Issue 14: a suspended account cannot sign in again (its sessions were ended when it was suspended).
          before: async (session) => {
            const [p] = await o.db.select({ status: profiles.status }).from(profiles).where(eq(profiles.userId, session.userId)).limit(1);
            if (p?.status === 'suspended') throw new APIError('FORBIDDEN', { message: ACCOUNT_SUSPENDED_MESSAGE, code: 'ACCOUNT_SUSPENDED' });
          },
        },
      },
      user: {
        update: { after: async (user) => o.onUserChanged?.(user.id) },
        create: {
          // SPEC 3: a profiles row is created at sign-up.
          after: async (user) => {
            await o.db
              .insert(profiles)
              .values({ userId: user.id, displayName: user.name })
              .onConflictDoNothing();
          },
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const field = PASSWORD_PATHS[ctx.path];
        if (field) {
          const body = (ctx.body ?? {}) as Record<string, unknown>;
          const password = typeof body[field] === 'string' ? (body[field] as string) : '';
          const reasons = passwordWeaknesses(password);
          if (reasons.length > 0) {
            throw new APIError('BAD_REQUEST', { message: weakPasswordMessage(reasons), code: 'WEAK_PASSWORD' });
          }
        }
        // Issue 15 item 11: the display-name and picture rules of /api/profile hold for better-auth's own
        // sign-up and update-user too (their `name` and `image`).
        if (ctx.path === '/sign-up/email' || ctx.path === '/update-user') {
          const body = (ctx.body ?? {}) as Record<string, unknown>;
          if (ctx.path === '/sign-up/email' || body.name !== undefined) {
            const name = displayNameSchema.safeParse(typeof body.name === 'string' ? body.name : '');
            if (!name.success) throw new APIError('BAD_REQUEST', { message: name.error.issues[0]!.message, code: 'INVALID_DISPLAY_NAME' });
          }
          if (body.image !== undefined && body.image !== null) {
            const image = avatarUrlSchema.safeParse(typeof body.image === 'string' ? body.image : '-');
            if (!image.success) throw new APIError('BAD_REQUEST', { message: image.error.issues[0]!.message, code: 'INVALID_AVATAR_URL' });
          }
        }
      }),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
