// What a member is told when the site stops accepting their session (the server's refusal and the web
// app's notice use the same words).

/** A suspended account's sign-in and writes are refused with this. */
export const ACCOUNT_SUSPENDED_MESSAGE = 'Your account has been suspended. Please contact support if you believe this is a mistake.';

/** An open page whose session ended elsewhere (signed out on every device, expired, ended by a suspension). */
export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.';
