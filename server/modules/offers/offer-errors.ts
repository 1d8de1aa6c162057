import { AppError } from '../../http/errors.ts';
import { lapsedRefusal } from '../../../domain/bidding/bidder-authorization.ts';
import { ACCEPT_FAILED, DECLINE_FAILED, PORTAL_AMOUNT_ERROR } from '../../../domain/offers/offers.ts';

// SPEC 5 and 8 where the spec words them; codes the web app branches on.
export const OWN_LISTING_OFFER = 'You cannot make an offer on your own listing.';
export const OFFERS_NOT_ACCEPTED = 'This listing does not accept offers.';
export const NOT_OPEN_FOR_OFFERS = 'This listing is no longer open for offers.';
export const WINDOW_CLOSED = 'The negotiation window has closed.';
export const NOT_IN_NEGOTIATION = 'Only the seller and the highest bidder take part in this negotiation.';
export const OFFER_NOT_FOUND = 'Offer not found';
export const OFFER_AUTHORIZATION_NEEDED = 'Bidder authorization required. Please complete the $250 authorization to make offers.';

export const ownListingOffer = () => new AppError(403, 'OWN_LISTING', OWN_LISTING_OFFER);
export const offersNotAccepted = () => new AppError(409, 'OFFERS_NOT_ALLOWED', OFFERS_NOT_ACCEPTED);
export const notOpenForOffers = () => new AppError(409, 'NOT_OPEN_FOR_OFFERS', NOT_OPEN_FOR_OFFERS);
export const windowClosed = () => new AppError(409, 'NEGOTIATION_CLOSED', WINDOW_CLOSED);
export const notInNegotiation = () => new AppError(403, 'NOT_IN_NEGOTIATION', NOT_IN_NEGOTIATION);
export const offerNotFound = () => new AppError(404, 'NOT_FOUND', OFFER_NOT_FOUND);
export const offerAuthorizationRequired = (lapsed = false) =>
  new AppError(403, 'AUTHORIZATION_REQUIRED', lapsed ? lapsedRefusal('offer') : OFFER_AUTHORIZATION_NEEDED);
/** SPEC 5's 'Please enter a valid offer amount', or the amount limit's message. */
export const invalidPortalAmount = (message: string = PORTAL_AMOUNT_ERROR) => new AppError(400, 'INVALID_AMOUNT', message);
/** The offer was answered (or the listing sold) meanwhile. */
export const cannotAccept = () => new AppError(409, 'OFFER_NOT_PENDING', ACCEPT_FAILED);
export const cannotDecline = () => new AppError(409, 'OFFER_NOT_PENDING', DECLINE_FAILED);
export const notYourOffer = (accept: boolean) => new AppError(403, 'FORBIDDEN', accept ? ACCEPT_FAILED : DECLINE_FAILED);

/** A listing's accepted offer whose sale stands is its only one (offers_one_accepted_uq): a second is refused, not a 500. */
export const alreadyAccepted = () =>
  new AppError(
    409,
    'OFFER_ALREADY_ACCEPTED',
    'Another offer on this listing was already accepted. Its sale is handled on its deal page; contact support if it should not stand.',
  );
