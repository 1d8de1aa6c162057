// Issue 27 items 1 and 2: the texts and limits of the codes a member types to sign in, shared by the server
// (better-auth's configuration, its refusals) and the web app (the sign-in steps).

/** An e-mailed sign-in code is valid this long. */
export const EMAIL_CODE_MINUTES = 10;
/** A TOTP has this many digits; a backup code is 10 characters and may be typed with its dash. */
export const TOTP_DIGITS = 6;

/** The refusal of an e-mailed code for an account with two-factor sign-in on. */
export const TWO_FACTOR_SIGN_IN_TEXT = 'This account uses two-factor sign-in: sign in with your password, then the code from your authenticator app.';

/** /auth?step=two-factor: the password was right and the account asks for its second factor. */
export const TWO_FACTOR_STEP = 'two-factor';

/** The admin guard's refusal (issue 27 item 1) while ADMIN_REQUIRE_2FA is on and the admin has not set it up. */
export const ADMIN_TWO_FACTOR_TEXT = 'Administrators must turn on two-factor sign-in first. Set it up under Two-factor authentication on your profile.';
export const ADMIN_TWO_FACTOR_CODE = 'ADMIN_TWO_FACTOR_REQUIRED';
export const TWO_FACTOR_SETUP_PATH = '/profile#two-factor';
