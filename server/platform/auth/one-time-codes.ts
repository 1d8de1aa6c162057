import { createHash, createHmac, randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { rowsOf } from '../../db/tx.ts';
import { totpLastSteps, usedBackupCodes } from '../../db/schema.ts';
import { BACKUP_CODE_ALPHABET, BACKUP_CODE_LENGTH, formatBackupCode, TOTP_DIGITS } from '../../../domain/identity/sign-in-codes.ts';

// Decision 030: an authenticator code is accepted once (its time step is kept per member, and a code at or before
// it is refused), and a used backup code is remembered (hashed) so that typing it again says so.

const PERIOD_MS = 30_000;

/** RFC 4226 HOTP over a key (better-auth's twoFactor plugin keys the HMAC with the secret's UTF-8 bytes). */
function hotp(key: Buffer, counter: number): string {
  const msg = Buffer.alloc(8);
  msg.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(msg).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** TOTP_DIGITS).padStart(TOTP_DIGITS, '0');
}

/**
 * The time step a typed code belongs to, within the window better-auth accepts (one step either side of now), or
 * null when it matches none (better-auth will refuse it as wrong). The latest matching step wins.
 */
export function totpStepOf(secret: string, code: string, nowMs: number): number | null {
  const key = Buffer.from(secret, 'utf8');
  const current = Math.floor(nowMs / PERIOD_MS);
  for (const step of [current + 1, current, current - 1]) if (hotp(key, step) === code) return step;
  return null;
}

/**
 * Takes a code's time step for the member, atomically: true when it is later than every step accepted before (it
 * is kept as the last), false when a code of this step or a later one was already accepted. Two requests with
 * the same code at once: one gets true.
 */
export async function takeTotpStep(db: Db, userId: string, step: number): Promise<boolean> {
  const rows = await db.execute(sql`
    insert into ${totpLastSteps} (user_id, last_step) values (${userId}, ${step})
    on conflict (user_id) do update set last_step = excluded.last_step
    where ${totpLastSteps}.last_step < excluded.last_step
    returning last_step`);
  return rowsOf(rows).length > 0;
}

/** Ten backup codes from the paper-friendly alphabet (domain/identity/sign-in-codes.ts). */
export function generateBackupCodes(): string[] {
  return Array.from({ length: 10 }, () =>
    formatBackupCode(Array.from({ length: BACKUP_CODE_LENGTH }, () => BACKUP_CODE_ALPHABET[randomInt(BACKUP_CODE_ALPHABET.length)]).join('')),
  );
}

const backupCodeHash = (userId: string, code: string) => createHash('sha256').update(`${userId}\n${code}`).digest('base64url');

export async function rememberUsedBackupCode(db: Db, userId: string, code: string): Promise<void> {
  await db
    .insert(usedBackupCodes)
    .values({ userId, codeHash: backupCodeHash(userId, code) })
    .onConflictDoNothing();
}

export async function wasBackupCodeUsed(db: Db, userId: string, code: string): Promise<boolean> {
  const rows = await db
    .select({ hash: usedBackupCodes.codeHash })
    .from(usedBackupCodes)
    .where(and(eq(usedBackupCodes.userId, userId), eq(usedBackupCodes.codeHash, backupCodeHash(userId, code))))
    .limit(1);
  return rows.length > 0;
}

/** New codes replace the old list: the used ones of the old list are forgotten. */
export async function forgetUsedBackupCodes(db: Db, userId: string): Promise<void> {
  await db.delete(usedBackupCodes).where(eq(usedBackupCodes.userId, userId));
}
