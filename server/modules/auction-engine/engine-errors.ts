import { AppError } from '../../http/errors.ts';
import { lapsedRefusal } from '../../../domain/bidding/bidder-authorization.ts';

// SPEC 5 and 8: the messages the bid forms show, word for word; codes the web app branches on.
export const NOT_YET_AVAILABLE = 'Bidding is not yet available for this auction';
export const ALREADY_ENDED = 'This auction has already ended.';
export const OWN_LISTING = 'You cannot place bids on auctions you are selling.';
export const DUPLICATE_AMOUNT = "You've already bid this amount. Please enter a different bid amount.";
export const AUTHORIZATION_NEEDED = 'Bidder authorization required. Please complete the $250 authorization to place bids.';
export const BUY_NOW_PRICE_MISSING = 'Buy now price not available';
export const BUY_NOW_NOT_AVAILABLE = 'Buy now is not available for this auction';
export const NOT_AN_AUCTION = 'Bids are not taken on classified listings.';

export const notYetAvailable = () => new AppError(409, 'NOT_AVAILABLE', NOT_YET_AVAILABLE);
export const auctionEnded = () => new AppError(409, 'AUCTION_ENDED', ALREADY_ENDED);
export const ownAuction = () => new AppError(403, 'OWN_AUCTION', OWN_LISTING);
export const duplicateBid = () => new AppError(409, 'DUPLICATE_BID_AMOUNT', DUPLICATE_AMOUNT);
/** Without an authorization in force; `lapsed` says the hold expired and must be renewed. */
export const authorizationRequired = (lapsed = false, purpose: 'bid' | 'buy_now' = 'bid') =>
  new AppError(403, 'AUTHORIZATION_REQUIRED', lapsed ? lapsedRefusal(purpose) : AUTHORIZATION_NEEDED);
export const notAnAuction = () => new AppError(409, 'NOT_AN_AUCTION', NOT_AN_AUCTION);
export const KEY_REUSED = 'This request was already made for another auction. Please try again.';
export const keyReused = () => new AppError(409, 'IDEMPOTENCY_KEY_REUSED', KEY_REUSED);
export const invalid = (code: string, message: string) => new AppError(400, code, message);
