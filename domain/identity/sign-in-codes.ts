// The texts and limits of the codes a member types to sign in, shared by the server
// (better-auth's configuration, its refusals) and the web app (the sign-in steps).

/** An e-mailed sign-in code is valid this long. */
export const EMAIL_CODE_MINUTES = 10;
/** A TOTP has this many digits; a backup code is 10 characters and may be typed with its dash. */
export const TOTP_DIGITS = 6;

/** The refusal of an e-mailed code for an account with two-factor sign-in on. */
export const TWO_FACTOR_SIGN_IN_TEXT = 'This account uses two-factor sign-in: sign in with your password, then the code from your authenticator app.';

/** /auth?step=two-factor: the password was right and the account asks for its second factor. */
export const TWO_FACTOR_STEP = 'two-factor';

/** The admin guard's refusal while ADMIN_REQUIRE_2FA is on and the admin has not set it up. */
export const ADMIN_TWO_FACTOR_TEXT = 'Administrators must turn on two-factor sign-in first. Set it up under Two-factor authentication on your profile.';
export const ADMIN_TWO_FACTOR_CODE = 'ADMIN_TWO_FACTOR_REQUIRED';
export const TWO_FACTOR_SETUP_PATH = '/profile#two-factor';

/**
 * Backup codes are copied from paper (decision 030): upper case only, and none of the characters that read alike
 * (0 O, 1 I L, 2 Z, 5 S, 8 B, U V). Ten characters, shown and stored as two groups of five.
 */
export const BACKUP_CODE_ALPHABET = 'ACDEFGHJKMNPQRTVWXY34679';
export const BACKUP_CODE_LENGTH = 10;

/** A backup code as stored and shown: 'ACDEF-GHJKM'. */
export const formatBackupCode = (chars: string) => `${chars.slice(0, 5)}-${chars.slice(5)}`;

/**
 * A backup code as typed (any case, with or without the dash or spaces) in its stored form, so 'acdef ghjkm' is
 * the code 'ACDEF-GHJKM'. Anything else is left as typed, trimmed, and will simply be wrong.
 */
export function normalizeBackupCode(typed: string): string {
  const chars = typed.replace(/[\s-]+/g, '').toUpperCase();
  return chars.length === BACKUP_CODE_LENGTH ? formatBackupCode(chars) : typed.trim();
}

/** The refusal of a backup code that was already used once: it says so, and how many tries are left. */
export const usedBackupCodeText = (wrongCodeText: string) =>
  `That backup code was already used: each one works once, so use another from your list. ${wrongCodeText.replace(/^That code is not right\. /, '')}`;

/** The refusal of an authenticator code at or before the last one accepted (a code works once). */
export const TOTP_ALREADY_USED_TEXT = 'That code was already used. Wait for the next code in your authenticator app.';
