import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import type { BetterAuthPlugin } from 'better-auth';
import { symmetricDecrypt } from 'better-auth/crypto';
import { emailOTP, twoFactor } from 'better-auth/plugins';
import { randomUUID } from 'node:crypto';
import { passwordWeaknesses, weakPasswordMessage, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../domain/identity/password-strength.ts';
import { avatarUrlSchema, displayNameSchema } from '../../../domain/identity/profile-input.ts';
import type { Db } from '../../db/connect.ts';
import { eq } from 'drizzle-orm';
import { accounts, profiles, sessions, twoFactors, users, verifications } from '../../db/schema.ts';
import { ACCOUNT_SUSPENDED_MESSAGE } from '../../../domain/identity/session-messages.ts';
import type { Mailer } from '../mail/mailer.ts';
import { confirmationMail, passwordResetMail, signInCodeMail } from '../mail/templates.ts';
import {
  codeAccount,
  CODE_PATHS,
  hasTwoFactor,
  isWrongCode,
  releaseCodeAttempt,
  resetWrongCodes,
  takeCodeAttempt,
  wrongCodeCounted,
  type CodeAccount,
  type CodeAttempt,
} from './code-lockout.ts';
import { forgetUsedBackupCodes, generateBackupCodes, rememberUsedBackupCode, takeTotpStep, totpStepOf, wasBackupCodeUsed } from './one-time-codes.ts';
import { noteBrowser } from './new-browser.ts';
import { isSitePath } from '../../../domain/identity/return-path.ts';
import {
  EMAIL_CODE_MINUTES,
  normalizeBackupCode,
  TOTP_ALREADY_USED_TEXT,
  TWO_FACTOR_SIGN_IN_TEXT,
  usedBackupCodeText,
} from '../../../domain/identity/sign-in-codes.ts';

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
export const TRUST_DEVICE_DAYS = 30;

/** The paths whose new session is a sign-in (not a session re-issued by enabling or disabling two-factor). */
const NEW_SIGN_IN_PATHS = new Set(['/sign-in/email', '/sign-in/email-otp', '/two-factor/verify-totp', '/two-factor/verify-backup-code', '/verify-email']);

// emailOTP's other uses (verifying an address, resetting a password, changing the e-mail by code) are not
// offered: the product keeps its links for those, so these paths answer 404.
const UNUSED_OTP_PATHS = new Set([
  '/email-otp/verify-email',
  '/email-otp/check-verification-otp',
  '/email-otp/request-password-reset',
  '/email-otp/reset-password',
  '/forget-password/email-otp',
  '/email-otp/change-email',
  '/email-otp/request-email-change',
  '/two-factor/send-otp',
  '/two-factor/verify-otp',
]);
/** better-auth's parameters that name where to send someone afterwards. */
const RETURN_PARAMS = ['callbackURL', 'redirectTo', 'errorCallbackURL', 'newUserCallbackURL'] as const;
export const SESSION_UPDATE_AGE = 60 * 60 * 24; // slid forward at most once a day

/** The code a request holds while it is checked (decision 030), by the request's own auth context object. */
const heldCodes = new WeakMap<object, { account: CodeAccount; attempt: CodeAttempt }>();
/** Paths whose success replaces the member's backup codes (the used ones of the old list are forgotten). */
const NEW_BACKUP_CODE_PATHS = new Set(['/two-factor/enable', '/two-factor/generate-backup-codes']);

/**
 * The 'New sign-in' mail once a session is really made: this plugin's hook runs after the
 * twoFactor plugin's, which withdraws the password step's session while the second factor is awaited, so a right
 * password alone (and then wrong codes) never tells the member of a sign-in that did not happen (decision 030).
 */
function signInNotice(o: AuthOptions): BetterAuthPlugin {
  return {
    id: 'vehiclebid-sign-in-notice',
    hooks: {
      after: [
        {
          matcher: (ctx) => NEW_SIGN_IN_PATHS.has(ctx.path ?? ''),
          handler: createAuthMiddleware(async (ctx) => {
            const made = ctx.context.newSession;
            if (!made || ctx.context.returned instanceof APIError) return;
            await noteBrowser({ db: o.db, mailer: o.mailer, baseUrl: o.baseUrl, secret: o.secret }, made.session);
          }),
        },
      ],
    },
  };
}

/** The step of an authenticator code typed for this account, or null when it matches none (better-auth refuses it). */
async function totpStepFor(o: AuthOptions, secretConfig: Parameters<typeof symmetricDecrypt>[0]['key'], userId: string, code: unknown): Promise<number | null> {
  if (typeof code !== 'string') return null;
  const [row] = await o.db.select({ secret: twoFactors.secret }).from(twoFactors).where(eq(twoFactors.userId, userId)).limit(1);
  if (!row) return null;
  return totpStepOf(await symmetricDecrypt({ key: secretConfig, data: row.secret }), code, Date.now());
}

export function createAuth(o: AuthOptions) {
  return betterAuth({
    appName: 'VehicleBid',
    baseURL: o.baseUrl,
    basePath: '/api/auth',
    secret: o.secret,
    trustedOrigins: o.trustedOrigins,
    database: drizzleAdapter(o.db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications, twoFactor: twoFactors },
    }),
    plugins: [
      // TOTP with an authenticator app, ten single-use backup codes, 'trust this device'.
      twoFactor({
        issuer: 'VehicleBid',
        // Decision 030: codes copied from paper have no look-alike characters and one case ('ACDEF-GHJKM').
        backupCodeOptions: { amount: 10, customBackupCodesGenerate: generateBackupCodes },
        trustDeviceMaxAge: TRUST_DEVICE_DAYS * 24 * 60 * 60,
        // Wrong codes are counted by our own counter (code-lockout.ts) across every kind of code, the e-mailed
        // sign-in code too, and the member is told by e-mail: the plugin's own lock (10 tries) would never be reached.
        accountLockout: { enabled: false },
      }),
      // Sign in with a code e-mailed through the outbox; no sign-up by code (unknown addresses get no mail).
      emailOTP({
        otpLength: 6,
        expiresIn: EMAIL_CODE_MINUTES * 60,
        allowedAttempts: 5,
        disableSignUp: true,
        storeOTP: 'hashed',
        rateLimit: { window: 60, max: 3 },
        sendVerificationOTP: async ({ email, otp, type }) => {
          if (type !== 'sign-in') return;
          await o.mailer.send(signInCodeMail(email, otp, `${o.baseUrl}/auth`));
        },
      }),
      signInNotice(o),
    ],
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
          // A suspended account cannot sign in again (its sessions were ended when it was suspended).
          before: async (session, ctx) => {
            const [p] = await o.db.select({ status: profiles.status }).from(profiles).where(eq(profiles.userId, session.userId)).limit(1);
            if (p?.status === 'suspended') throw new APIError('FORBIDDEN', { message: ACCOUNT_SUSPENDED_MESSAGE, code: 'ACCOUNT_SUSPENDED' });
            // The e-mailed code replaces the password, never the second factor.
            if (ctx?.path === '/sign-in/email-otp' && (await hasTwoFactor(o.db, session.userId))) {
              throw new APIError('FORBIDDEN', { message: TWO_FACTOR_SIGN_IN_TEXT, code: 'TWO_FACTOR_SIGN_IN_REQUIRED' });
            }
          },
        },
      },
      user: {
        update: { after: async (user) => o.onUserChanged?.(user.id) },
        create: {
          // SPEC 3: a profiles row is created at sign-up.
          after: async (user) => {
            await o.db.insert(profiles).values({ userId: user.id, displayName: user.name }).onConflictDoNothing();
          },
        },
      },
    },
    hooks: {
      after: createAuthMiddleware(async (ctx) => {
        const returned: unknown = ctx.context.returned;
        if (NEW_BACKUP_CODE_PATHS.has(ctx.path) && !(returned instanceof APIError)) {
          const userId = (await codeAccount(ctx))?.id;
          if (userId) await forgetUsedBackupCodes(o.db, userId);
        }
        if (!CODE_PATHS.has(ctx.path)) return;
        const held = heldCodes.get(ctx.context);
        if (!held) return;
        if (isWrongCode(returned)) {
          const counted = await wrongCodeCounted(o.db, o.mailer, o.baseUrl, held.account, held.attempt, {
            now: new Date(),
            passwordKnown: held.account.via === 'challenge',
          });
          const typed = (ctx.body as { code?: unknown } | undefined)?.code;
          const reused = ctx.path === '/two-factor/verify-backup-code' && typeof typed === 'string' && (await wasBackupCodeUsed(o.db, held.account.id, typed));
          throw new APIError((returned as APIError).status, {
            message: reused ? usedBackupCodeText(counted) : counted,
            code: reused ? 'BACKUP_CODE_ALREADY_USED' : 'WRONG_CODE',
          });
        }
        // Not checked after all (an expired challenge, a bad body): the attempt is given back.
        if (returned instanceof APIError) return releaseCodeAttempt(o.db, held.attempt);
        await resetWrongCodes(o.db, held.account.id);
        const typed = (ctx.body as { code?: unknown } | undefined)?.code;
        if (ctx.path === '/two-factor/verify-backup-code' && typeof typed === 'string') await rememberUsedBackupCode(o.db, held.account.id, typed);
      }),
      before: createAuthMiddleware(async (ctx) => {
        // Decision 029: the addresses better-auth sends people back to are this site's own paths, exactly; its own
        // check lets dot segments through ('/..//evil.example' answered '//evil.example'). Every reply's Location is
        // checked again where every reply passes (server/http/safe-redirects.ts).
        for (const name of RETURN_PARAMS) {
          for (const value of [(ctx.query as Record<string, unknown> | undefined)?.[name], (ctx.body as Record<string, unknown> | undefined)?.[name]]) {
            if (value !== undefined && !isSitePath(value, o.baseUrl))
              throw new APIError('FORBIDDEN', { message: 'That return address is not a page of this site.', code: 'INVALID_CALLBACK_URL' });
          }
        }
        if (UNUSED_OTP_PATHS.has(ctx.path)) throw new APIError('NOT_FOUND', { message: 'Not found', code: 'NOT_FOUND' });
        if (ctx.path === '/email-otp/send-verification-otp' && (ctx.body as { type?: unknown } | undefined)?.type !== 'sign-in') {
          throw new APIError('BAD_REQUEST', { message: 'Only sign-in codes are sent.', code: 'VALIDATION_ERROR' });
        }
        // Decision 030: a code takes its place in the account's run before it is checked (the sixth is refused
        // however many arrive at once), and an authenticator code is accepted once.
        if (CODE_PATHS.has(ctx.path)) {
          const account = await codeAccount(ctx);
          if (!account) return;
          const attempt = await takeCodeAttempt(o.db, account.id, new Date());
          heldCodes.set(ctx.context, { account, attempt });
          const body = (ctx.body ?? {}) as Record<string, unknown>;
          if (ctx.path === '/two-factor/verify-totp') {
            const step = await totpStepFor(o, ctx.context.secretConfig, account.id, body.code);
            if (step !== null && !(await takeTotpStep(o.db, account.id, step))) {
              heldCodes.delete(ctx.context);
              await releaseCodeAttempt(o.db, attempt);
              throw new APIError('UNAUTHORIZED', { message: TOTP_ALREADY_USED_TEXT, code: 'CODE_ALREADY_USED' });
            }
          }
          // A backup code typed from paper: any case, with or without its dash.
          if (ctx.path === '/two-factor/verify-backup-code' && typeof body.code === 'string')
            return { context: { body: { ...body, code: normalizeBackupCode(body.code) } } };
          return;
        }
        const field = PASSWORD_PATHS[ctx.path];
        if (field) {
          const body = (ctx.body ?? {}) as Record<string, unknown>;
          const password = typeof body[field] === 'string' ? (body[field] as string) : '';
          const reasons = passwordWeaknesses(password);
          if (reasons.length > 0) {
            throw new APIError('BAD_REQUEST', { message: weakPasswordMessage(reasons), code: 'WEAK_PASSWORD' });
          }
        }
        // The display-name and picture rules of /api/profile hold for better-auth's own
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
