// Wrong one-time codes (the authenticator's, a backup code, an e-mailed sign-in code) are
// counted per account; after MAX_WRONG_CODES in a row the account waits LOCK_MINUTES before the next try.
// Pure rules: the server keeps the count in the database and passes the time in.

export const MAX_WRONG_CODES = 5;
export const LOCK_MINUTES = 15;

/** The count after one more wrong code, whether that wrong code starts the wait, and the tries left before it. */
export function afterWrongCode(failedBefore: number, now: Date): { failed: number; lockedUntil: Date | null; left: number } {
  const failed = Math.max(0, failedBefore) + 1;
  const locked = failed >= MAX_WRONG_CODES;
  return { failed, lockedUntil: locked ? new Date(now.getTime() + LOCK_MINUTES * 60_000) : null, left: Math.max(0, MAX_WRONG_CODES - failed) };
}

/** Whole minutes still to wait (at least 1 while locked), or 0 when the account may try again. */
export function minutesToWait(lockedUntil: Date | null, now: Date): number {
  if (!lockedUntil) return 0;
  const ms = lockedUntil.getTime() - now.getTime();
  return ms > 0 ? Math.ceil(ms / 60_000) : 0;
}

const minutes = (n: number) => `${n} minute${n === 1 ? '' : 's'}`;

/** The refusal of a code while the account waits. */
export const lockedText = (waitMinutes: number) =>
  `Too many wrong codes in a row. For your security this account must wait ${minutes(waitMinutes)} before the next try.`;

/** The refusal of one wrong code: how many tries are left, or the wait it started. */
export function wrongCodeText(left: number): string {
  if (left <= 0)
    return `That code is not right. After ${MAX_WRONG_CODES} wrong codes in a row this account must wait ${minutes(LOCK_MINUTES)} before the next try.`;
  return `That code is not right. ${left} ${left === 1 ? 'try' : 'tries'} left before this account must wait ${minutes(LOCK_MINUTES)}.`;
}
