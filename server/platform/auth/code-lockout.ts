import { APIError, getSessionFromCtx, type createAuthMiddleware } from 'better-auth/api';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { authCodeFailures, users } from '../../db/schema.ts';
import type { Mailer } from '../mail/mailer.ts';
import { noticeMail } from '../mail/templates.ts';
import { afterWrongCode, LOCK_MINUTES, lockedText, minutesToWait, wrongCodeText } from '../../../domain/code-lockout.ts';

/** better-auth's paths that take a one-time code (issue 27 item 7), and its codes for a wrong one. */
export const CODE_PATHS = new Set(['/two-factor/verify-totp', '/two-factor/verify-backup-code', '/sign-in/email-otp']);
const WRONG_CODE_CODES = new Set(['INVALID_CODE', 'INVALID_BACKUP_CODE', 'INVALID_OTP', 'TOO_MANY_ATTEMPTS']);

export type HookCtx = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/**
 * The account a code is typed for: the signed-in member (confirming an enrolment), the member halfway through
 * a two-factor sign-in (better-auth's signed two_factor cookie names its challenge), or the e-mail's owner.
 */
export async function codeAccount(ctx: HookCtx): Promise<{ id: string; email: string; name: string } | null> {
  if (ctx.path === '/sign-in/email-otp') {
    const email = typeof (ctx.body as { email?: unknown } | undefined)?.email === 'string' ? (ctx.body as { email: string }).email.toLowerCase() : '';
    const found = email ? await ctx.context.internalAdapter.findUserByEmail(email) : null;
    return found ? { id: found.user.id, email: found.user.email, name: found.user.name } : null;
  }
  const session = await getSessionFromCtx(ctx).catch(() => null);
  if (session) return { id: session.user.id, email: session.user.email, name: session.user.name };
  const cookie = ctx.context.createAuthCookie('two_factor');
  const challenge = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!challenge) return null;
  const value = await ctx.context.internalAdapter.findVerificationValue(challenge);
  if (!value) return null;
  const user = await ctx.context.internalAdapter.findUserById(value.value);
  return user ? { id: user.id, email: user.email, name: user.name } : null;
}

/** Refuses any code while the account waits (429, with how long). */
export async function assertCodesAllowed(db: Db, userId: string, now: Date): Promise<void> {
  const [row] = await db.select({ lockedUntil: authCodeFailures.lockedUntil }).from(authCodeFailures).where(eq(authCodeFailures.userId, userId)).limit(1);
  const wait = minutesToWait(row?.lockedUntil ?? null, now);
  if (wait > 0) throw new APIError('TOO_MANY_REQUESTS', { message: lockedText(wait), code: 'TOO_MANY_WRONG_CODES' });
}

/** Whether better-auth refused the code itself as wrong (not an expired challenge or a missing cookie). */
export function isWrongCode(returned: unknown): boolean {
  if (!(returned instanceof APIError)) return false;
  const code = (returned.body as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' && WRONG_CODE_CODES.has(code);
}

/**
 * Counts one wrong code in the database (one atomic upsert, so several instances share the count); the fifth
 * in a row starts the wait and tells the member by e-mail. Answers the refusal's text.
 */
export async function recordWrongCode(db: Db, mailer: Mailer, baseUrl: string, user: { id: string; email: string; name: string }, now: Date): Promise<string> {
  const [row] = await db
    .insert(authCodeFailures)
    .values({ userId: user.id, failedCount: 1, updatedAt: now })
    .onConflictDoUpdate({ target: authCodeFailures.userId, set: { failedCount: sql`${authCodeFailures.failedCount} + 1`, updatedAt: now } })
    .returning({ failedCount: authCodeFailures.failedCount });
  const outcome = afterWrongCode((row?.failedCount ?? 1) - 1, now);
  if (outcome.lockedUntil) {
    await db.update(authCodeFailures).set({ lockedUntil: outcome.lockedUntil, failedCount: 0 }).where(eq(authCodeFailures.userId, user.id));
    await mailer.send(
      noticeMail({
        to: user.email,
        subject: 'Too many wrong sign-in codes',
        heading: 'Sign-in paused for your security',
        lines: [
          `Hi ${user.name}, someone typed ${outcome.failed} wrong sign-in codes in a row for your VehicleBid account, so it must wait ${LOCK_MINUTES} minutes before the next try.`,
          'If it was you, wait and try again. If it was not, change your password now: whoever tried already knows it or is guessing your e-mail codes.',
        ],
        action: { label: 'Review your account', url: `${baseUrl}/profile` },
      }),
    );
  }
  return wrongCodeText(outcome.left);
}

/** A right code ends the run of wrong ones. */
export async function resetWrongCodes(db: Db, userId: string): Promise<void> {
  await db.delete(authCodeFailures).where(eq(authCodeFailures.userId, userId));
}

/** Whether this user has turned on two-factor sign-in. */
export async function hasTwoFactor(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ on: users.twoFactorEnabled }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.on === true;
}
