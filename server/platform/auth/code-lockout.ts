import { APIError, getSessionFromCtx, type createAuthMiddleware } from 'better-auth/api';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/tx.ts';
import type { Db } from '../../db/connect.ts';
import { authCodeFailures, users } from '../../db/schema.ts';
import type { Mailer } from '../mail/mailer.ts';
import { noticeMail } from '../mail/templates.ts';
import { afterWrongCode, LOCK_MINUTES, lockedText, MAX_WRONG_CODES, minutesToWait, wrongCodeText } from '../../../domain/identity/code-lockout.ts';

/** better-auth's paths that take a one-time code, and its codes for a wrong one. */
export const CODE_PATHS = new Set(['/two-factor/verify-totp', '/two-factor/verify-backup-code', '/sign-in/email-otp']);
const WRONG_CODE_CODES = new Set(['INVALID_CODE', 'INVALID_BACKUP_CODE', 'INVALID_OTP', 'TOO_MANY_ATTEMPTS']);

export type HookCtx = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** The account a code is typed for, and how it is known: which says whether whoever types the code knew the password. */
export interface CodeAccount {
  id: string;
  email: string;
  name: string;
  /** 'challenge': halfway through a two-factor sign-in, so the password was right; 'session': a signed-in member; 'email': an e-mailed code. */
  via: 'challenge' | 'session' | 'email';
}

/**
 * The account a code is typed for: the signed-in member (confirming an enrolment), the member halfway through
 * a two-factor sign-in (better-auth's signed two_factor cookie names its challenge), or the e-mail's owner.
 */
export async function codeAccount(ctx: HookCtx): Promise<CodeAccount | null> {
  if (ctx.path === '/sign-in/email-otp') {
    const email = typeof (ctx.body as { email?: unknown } | undefined)?.email === 'string' ? (ctx.body as { email: string }).email.toLowerCase() : '';
    const found = email ? await ctx.context.internalAdapter.findUserByEmail(email) : null;
    return found ? { id: found.user.id, email: found.user.email, name: found.user.name, via: 'email' } : null;
  }
  const session = await getSessionFromCtx(ctx).catch(() => null);
  if (session) return { id: session.user.id, email: session.user.email, name: session.user.name, via: 'session' };
  const cookie = ctx.context.createAuthCookie('two_factor');
  const challenge = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!challenge) return null;
  const value = await ctx.context.internalAdapter.findVerificationValue(challenge);
  if (!value) return null;
  const user = await ctx.context.internalAdapter.findUserById(value.value);
  return user ? { id: user.id, email: user.email, name: user.name, via: 'challenge' } : null;
}

/** The attempt a code holds while it is checked: its place in the account's run of wrong codes. */
export interface CodeAttempt {
  userId: string;
  /** 1 for the first code of a run; the attempt numbered MAX_WRONG_CODES starts the wait if it is wrong. */
  place: number;
}

/**
 * Counts a code before it is checked (decision 030): one atomic statement takes the next place in the account's
 * run, or refuses (429, with how long) while the account waits or while MAX_WRONG_CODES codes of the run are
 * already counted. So however many codes arrive at once, on however many instances, at most MAX_WRONG_CODES are
 * ever checked per wait, and the sixth is refused in any order and timing. A wait that has run out starts a new run.
 */
export async function takeCodeAttempt(db: Db, userId: string, now: Date): Promise<CodeAttempt> {
  const rows = await db.execute(sql`
    insert into auth_code_failures (user_id, failed_count, updated_at) values (${userId}, 1, ${now.toISOString()}::timestamptz)
    on conflict (user_id) do update set
      failed_count = case when auth_code_failures.locked_until is not null then 1 else auth_code_failures.failed_count + 1 end,
      locked_until = null,
      updated_at = excluded.updated_at
    where auth_code_failures.locked_until <= excluded.updated_at
       or (auth_code_failures.locked_until is null and auth_code_failures.failed_count < ${MAX_WRONG_CODES})
    returning failed_count`);
  const taken = rowsOf<{ failed_count: number }>(rows)[0];
  if (taken) return { userId, place: Number(taken.failed_count) };
  const [row] = await db.select({ lockedUntil: authCodeFailures.lockedUntil }).from(authCodeFailures).where(eq(authCodeFailures.userId, userId)).limit(1);
  // Locked, or the run's last attempts are being checked right now: either way, the account waits.
  const wait = minutesToWait(row?.lockedUntil ?? null, now) || LOCK_MINUTES;
  throw new APIError('TOO_MANY_REQUESTS', { message: lockedText(wait), code: 'TOO_MANY_WRONG_CODES' });
}

/** A code that was not checked after all (an expired challenge, a missing cookie): its place is given back. */
export async function releaseCodeAttempt(db: Db, attempt: CodeAttempt): Promise<void> {
  await db
    .update(authCodeFailures)
    .set({ failedCount: sql`greatest(${authCodeFailures.failedCount} - 1, 0)` })
    .where(and(eq(authCodeFailures.userId, attempt.userId), isNull(authCodeFailures.lockedUntil)));
}

/** Whether better-auth refused the code itself as wrong (not an expired challenge or a missing cookie). */
export function isWrongCode(returned: unknown): boolean {
  if (!(returned instanceof APIError)) return false;
  const code = (returned.body as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' && WRONG_CODE_CODES.has(code);
}

/**
 * A wrong code keeps its place in the run. The attempt numbered MAX_WRONG_CODES starts the wait, once (the update
 * finds the run unlocked only the first time), and only then is the member told by e-mail: one mail per wait.
 * Answers the refusal's text, with the tries left.
 */
export async function wrongCodeCounted(
  db: Db,
  mailer: Mailer,
  baseUrl: string,
  user: { id: string; email: string; name: string },
  attempt: CodeAttempt,
  o: { now: Date; passwordKnown: boolean },
): Promise<string> {
  const outcome = afterWrongCode(attempt.place - 1, o.now);
  if (!outcome.lockedUntil) return wrongCodeText(outcome.left);
  const locked = await db
    .update(authCodeFailures)
    .set({ lockedUntil: outcome.lockedUntil, failedCount: 0, updatedAt: o.now })
    .where(and(eq(authCodeFailures.userId, user.id), isNull(authCodeFailures.lockedUntil)))
    .returning({ userId: authCodeFailures.userId });
  if (locked.length > 0) await mailer.send(lockMail(user, baseUrl, outcome.failed, o.passwordKnown));
  return wrongCodeText(outcome.left);
}

/**
 * The mail of a wait (one per wait). After a right password and wrong second-step codes it says plainly that the
 * password is known: nobody got in, but the password must change.
 */
function lockMail(user: { email: string; name: string }, baseUrl: string, failed: number, passwordKnown: boolean) {
  return noticeMail({
    to: user.email,
    subject: 'Too many wrong sign-in codes',
    heading: 'Sign-in paused for your security',
    lines: passwordKnown
      ? [
          `Hi ${user.name}, someone typed your VehicleBid password correctly, then ${failed} wrong two-factor codes in a row. Nobody signed in, and the account must wait ${LOCK_MINUTES} minutes before the next try.`,
          'If it was not you, someone knows your password: change it now. Your authenticator app and backup codes still protect the account.',
        ]
      : [
          `Hi ${user.name}, someone typed ${failed} wrong sign-in codes in a row for your VehicleBid account. Nobody signed in, and the account must wait ${LOCK_MINUTES} minutes before the next try.`,
          'If it was you, wait and try again. If it was not, nothing is needed: the codes went only to your e-mail.',
        ],
    action: { label: 'Review your account', url: `${baseUrl}/profile` },
  });
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
