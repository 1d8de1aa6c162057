import { ACCOUNT_SUSPENDED_MESSAGE } from '../../domain/identity/session-messages.ts';
import { AUCTION_NOT_FOUND } from '../../domain/shared/auction-types.ts';

/** A failure the user caused or may fix: carries a code, the spec's message and an HTTP status. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

// SPEC 8: the body of a 401 reads 'Auth session missing!'.
export const AUTH_SESSION_MISSING = 'Auth session missing!';
export const UNEXPECTED_ERROR = 'An unexpected error occurred';
/**
 * SPEC 8 (session and general): the body of a 401 to a change of the member's own profile or account
 * that arrives without a valid session or without its user.
 */
export const AUTH_SESSION_OR_USER_MISSING = 'Auth session or user missing';

export const unauthorized = () => new AppError(401, 'AUTH_SESSION_MISSING', AUTH_SESSION_MISSING);
export const sessionOrUserMissing = () => new AppError(401, 'AUTH_SESSION_OR_USER_MISSING', AUTH_SESSION_OR_USER_MISSING);
export const forbidden = (message = 'You do not have permission to do this.') => new AppError(403, 'FORBIDDEN', message);
export const notFound = (message = 'Not found') => new AppError(404, 'NOT_FOUND', message);
export const auctionNotFound = () => notFound(AUCTION_NOT_FOUND);
export const badRequest = (message: string, code = 'BAD_REQUEST') => new AppError(400, code, message);

export const accountSuspended = () => new AppError(403, 'ACCOUNT_SUSPENDED', ACCOUNT_SUSPENDED_MESSAGE);
