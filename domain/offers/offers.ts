// Offers (SPEC 4 "Offer", 5 "Offer", 6, 8 "Offers", 9 "Offer"): the amounts and messages a buyer may
// send, when the negotiation window is open, who answers which offer, and the window's countdown text.
// Pure: the current time is an argument (server time on both sides).
import { AMOUNT_TOO_LARGE_MESSAGE, exceedsAmountLimit } from '../shared/amount-limit.ts';
import type { OfferStatus } from '../shared/auction-types.ts';
import { PAYMENT_DAYS } from '../deals/deal-rules.ts';

/** SPEC 9: an offer is at least $1 and its message at most 500 characters. */
export const OFFER_MIN_AMOUNT = 1;
export const OFFER_MESSAGE_MAX = 500;
/** SPEC 9: the portal's countdown refreshes every 60 seconds. */
export const NEGOTIATION_REFRESH_MS = 60_000;
/** Decision 013: an underbidder has 48 hours to accept a second-chance offer. */
export const SECOND_CHANCE_HOURS = 48;

// SPEC 5 and 8, word for word.
export const OFFER_AMOUNT_ERROR = 'Offer amount must be greater than $0';
export const OFFER_MESSAGE_ERROR = 'Message must be less than 500 characters';
export const INVALID_INPUT_TITLE = 'Invalid Input';
export const PORTAL_AMOUNT_TITLE = 'Invalid amount';
export const PORTAL_AMOUNT_ERROR = 'Please enter a valid offer amount';
export const SIGN_IN_TITLE = 'Authentication Required';
export const SIGN_IN_TO_OFFER = 'Please sign in to make an offer';
export const OFFER_FAILED = 'Failed to submit offer. Please try again.';
export const ACCEPT_FAILED = 'Failed to accept offer';
export const DECLINE_FAILED = 'Failed to decline offer';
export const WINDOW_CLOSED_TEXT = 'Negotiation window closed';

/** The amount as typed: digits only (thousands separators and a $ sign are dropped); NaN when none. */
export function parseOfferAmount(input: string | number): number {
  if (typeof input === 'number') return input;
  const cleaned = input.replace(/[$,\s]/g, '');
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return Number.NaN;
  return Number(cleaned);
}

/**
 * SPEC 5 "Offer": the Make an Offer form's errors, in order (joined under 'Invalid Input' by the
 * dialog); empty when the offer may be sent. Whole dollars (SPEC 1), at most MAX_AMOUNT
 * (an amount over the site's limit is named as such).
 */
export function offerInputErrors(input: { amount: number; message?: string | null }): string[] {
  const errors: string[] = [];
  const { amount } = input;
  if (Number.isInteger(amount) && amount >= OFFER_MIN_AMOUNT && exceedsAmountLimit(amount)) errors.push(AMOUNT_TOO_LARGE_MESSAGE);
  else if (!Number.isFinite(amount) || amount < OFFER_MIN_AMOUNT || !Number.isInteger(amount)) errors.push(OFFER_AMOUNT_ERROR);
  if ((input.message ?? '').length > OFFER_MESSAGE_MAX) errors.push(OFFER_MESSAGE_ERROR);
  return errors;
}

/** SPEC 5: the errors as one description under the title 'Invalid Input'. */
export function joinOfferErrors(errors: string[]): string {
  return errors.join('. ');
}

/** SPEC 5: the portal needs a number greater than 0 (whole dollars); see portalAmountError for the limit. */
export function isValidPortalAmount(amount: number): boolean {
  return Number.isInteger(amount) && amount > 0 && !exceedsAmountLimit(amount);
}

/**
 * The portal's refusal of an amount, or null when it may be sent: 'Please enter a valid offer amount'
 * (SPEC 5, title 'Invalid amount') unless it is a whole amount over MAX_AMOUNT, which names the limit.
 */
export function portalAmountError(amount: number): string | null {
  if (isValidPortalAmount(amount)) return null;
  return Number.isInteger(amount) && amount > 0 ? AMOUNT_TOO_LARGE_MESSAGE : PORTAL_AMOUNT_ERROR;
}

/** The message as stored: trimmed, null when blank. */
export function normalizeOfferMessage(message: string | null | undefined): string | null {
  const trimmed = (message ?? '').trim();
  return trimmed === '' ? null : trimmed;
}

/** SPEC 4: the window is open while the auction ended (not sold) and its end lies ahead. */
export function isNegotiationOpen(a: { status: string; negotiationWindowEnds: string | Date | null }, nowMs: number): boolean {
  if (a.status !== 'ended' || !a.negotiationWindowEnds) return false;
  const ends = a.negotiationWindowEnds instanceof Date ? a.negotiationWindowEnds.getTime() : Date.parse(a.negotiationWindowEnds);
  return Number.isFinite(ends) && ends > nowMs;
}

/** SPEC 4: hours and minutes left ('5h 12m', '0h 3m'), or 'Negotiation window closed'. */
export function negotiationCountdownText(endsAt: string | Date | null, nowMs: number): string {
  const ends = endsAt === null ? Number.NaN : endsAt instanceof Date ? endsAt.getTime() : Date.parse(endsAt);
  if (!Number.isFinite(ends) || ends <= nowMs) return WINDOW_CLOSED_TEXT;
  const minutes = Math.floor((ends - nowMs) / 60_000);
  return `${Math.floor(minutes / 60)}h ${minutes % 60}m`;
}

export type NegotiationRole = 'seller' | 'bidder';

/** SPEC 6: the portal belongs to the seller and the highest bidder only. */
export function negotiationRole(viewerId: string | null, a: { sellerId: string; highestBidderId: string | null }): NegotiationRole | null {
  if (!viewerId) return null;
  if (viewerId === a.sellerId) return 'seller';
  if (a.highestBidderId !== null && viewerId === a.highestBidderId) return 'bidder';
  return null;
}

/**
 * SPEC 4: who answers a pending offer. Buyer offers (Make an Offer, the bidder's portal offers) are
 * answered by the seller; a seller's counter-offer or second-chance offer by the buyer it is made to.
 */
export function mayAnswerOffer(
  viewerId: string,
  offer: { buyerId: string; createdBySeller: boolean; status: OfferStatus | string },
  sellerId: string,
): boolean {
  if (offer.status !== 'pending') return false;
  return offer.createdBySeller ? viewerId === offer.buyerId : viewerId === sellerId;
}

/**
 * SPEC 4, 7: whether a buyer's Make an Offer submission changes their offer on the listing (the one
 * offer a buyer has there): a first offer, another amount or message, or an answered offer made
 * pending again. Only a change is told to the seller; an identical resubmission (a double click, a
 * retried request) is not.
 */
export function isOfferChange(
  existing: { amount: number; message: string | null; status: string } | null,
  next: { amount: number; message: string | null },
): boolean {
  if (!existing) return true;
  return existing.status !== 'pending' || existing.amount !== next.amount || (existing.message ?? null) !== (next.message ?? null);
}

/** SPEC 8: the toast after an offer is sent from the Make an Offer dialog (sent or updated wording). */
export function offerSubmittedText(updated: boolean): { title: string; description: string } {
  return {
    title: 'Offer Submitted',
    description: updated ? 'Your offer has been updated and sent to the seller.' : 'Your offer has been sent to the seller.',
  };
}

/** SPEC 8: the portal's toast after an offer (counter offer sent or offer sent wording). */
export function portalSubmittedText(bySeller: boolean): { title: string; description: string } {
  return { title: 'Offer submitted', description: bySeller ? 'Your counter offer has been sent to the bidder.' : 'Your offer has been sent to the seller.' };
}

/**
 * SPEC 8: what an accept says. An accepted offer makes a deal (decision 028), and the
 * buyer pays within its payment deadline (PAYMENT_DAYS of domain/deals/deal-rules.ts), as the deal page says: at the deal's
 * checkout, or straight to the seller where the listing asked for direct payment. So no text names one way.
 */
export const OFFER_ACCEPTED = {
  title: 'Offer accepted',
  description: `The vehicle is sold. The buyer pays within ${PAYMENT_DAYS} days, as the deal page says.`,
} as const;
/** What the buyer who has just accepted (a counter-offer, a second-chance offer) reads. */
export const OFFER_ACCEPTED_BY_BUYER = {
  title: 'Offer accepted',
  description: `The vehicle is yours. Pay within ${PAYMENT_DAYS} days: your deal page says how.`,
} as const;
/** The confirmation before a buyer accepts the seller's offer (a counter-offer, a second chance). */
export const BUYER_ACCEPT_CONFIRM = {
  title: 'Confirm your purchase',
  description: (amount: string) => `Accept the seller’s offer of ${amount}? The sale is final and you become the buyer.`,
  note: `You pay within ${PAYMENT_DAYS} days: your deal page says how.`,
} as const;
/** The line under an offer form or a second-chance offer, before the buyer commits. */
export const OFFER_SALE_NOTE = `If it is accepted, the sale is final and the buyer pays within ${PAYMENT_DAYS} days, as the deal page says.`;
export const OFFER_SALE_NOTE_BUYER = `If you accept, the sale is final and you pay within ${PAYMENT_DAYS} days: your deal page says how.`;
export const OFFER_DECLINED = { title: 'Offer declined' } as const;
/** What the buyer reads under their accepted offer once the listing is sold to them. */
export const OFFER_ACCEPTED_BUYER_NOTE = `The seller accepted your offer. Pay within ${PAYMENT_DAYS} days: your deal page says how.`;
/** What the buyer reads under a second-chance offer they accepted. */
export const SECOND_CHANCE_ACCEPTED_NOTE = `You accepted this offer. Pay within ${PAYMENT_DAYS} days: your deal page says how.`;

/** SPEC 7: the message to the seller when an offer is made: subject 'New Offer: {title}', the amount and the buyer's message. */
export function newOfferMessage(o: { title: string; amount: string; message: string | null }): { subject: string; content: string } {
  return {
    subject: `New Offer: ${o.title}`,
    content: `You received an offer of ${o.amount} for ${o.title}.${o.message ? `\n\nMessage from the buyer:\n${o.message}` : ''}`,
  };
}

/** Decision 013: a second-chance offer can be accepted until it expires. */
export function isSecondChanceOpen(o: { status: string; expiresAt: string | Date | null }, nowMs: number): boolean {
  if (o.status !== 'pending' || !o.expiresAt) return false;
  const ends = o.expiresAt instanceof Date ? o.expiresAt.getTime() : Date.parse(o.expiresAt);
  return ends > nowMs;
}

const toMs = (t: string | Date) => (t instanceof Date ? t.getTime() : Date.parse(t));

/**
 * Whether a pending offer can still be answered, as the pages show it (the server decides again under
 * the auction's lock): a Make an Offer offer while its listing is live, a portal offer while the
 * negotiation window is open, a second-chance offer until it expires. A pending offer that can no
 * longer be answered reads 'Expired'.
 */
export function isOfferOpen(
  offer: { status: string; kind: string; expiresAt: string | Date | null },
  listing: { status: string; endTime: string | Date | null; negotiationWindowEnds: string | Date | null },
  nowMs: number,
): boolean {
  if (offer.status !== 'pending') return false;
  if (offer.kind === 'second_chance') return listing.status === 'ended' && isSecondChanceOpen(offer, nowMs);
  if (listing.status === 'active') return listing.endTime === null || toMs(listing.endTime) > nowMs;
  return isNegotiationOpen(listing, nowMs);
}

export type OfferShownStatus = 'pending' | 'accepted' | 'rejected' | 'countered' | 'expired';

/**
 * The status an offer is shown with: SPEC 3's, 'expired' for a pending one that can no longer be answered,
 * or 'countered' for one the other side answered with an offer of its own in the negotiation portal: it is
 * closed (rejected) but nobody declined it.
 */
export function offerShownStatus(
  offer: { status: string; kind: string; expiresAt: string | Date | null; counteredBy?: string | null },
  listing: { status: string; endTime: string | Date | null; negotiationWindowEnds: string | Date | null },
  nowMs: number,
): OfferShownStatus {
  if (offer.status === 'rejected' && offer.counteredBy) return 'countered';
  if (offer.status === 'accepted' || offer.status === 'rejected') return offer.status;
  return isOfferOpen(offer, listing, nowMs) ? 'pending' : 'expired';
}

/** Decision 013: a second-chance offer's time left, in hours and minutes ('Expires in 47h 59m'), or 'Expired'. */
export function secondChanceLeftText(expiresAt: string | Date | null, nowMs: number): string {
  const text = negotiationCountdownText(expiresAt, nowMs);
  return text === WINDOW_CLOSED_TEXT ? 'Expired' : `Expires in ${text}`;
}

/** The seller's name for an offer on their listing: the buyer's, or their own counter or second-chance offer to that buyer. */
export function sellerSideOfferLabel(o: { buyerName: string; createdBySeller: boolean; kind: string }): string {
  if (o.kind === 'second_chance') return `Second-chance offer to ${o.buyerName}`;
  return o.createdBySeller ? `Your counter offer to ${o.buyerName}` : o.buyerName;
}

/**
 * The line under a countered offer, as the viewer reads it. A seller's counter is answered
 * by the highest bidder's new offer; the bidder's offer by the seller's counter offer.
 */
export function counteredNote(offer: { createdBySeller: boolean }, viewerIsSeller: boolean, names: { seller: string; bidder: string }): string {
  if (offer.createdBySeller) return viewerIsSeller ? `${names.bidder} answered with a new offer` : 'You answered with a new offer';
  return viewerIsSeller ? 'You answered with a counter offer' : `${names.seller} answered with a counter offer`;
}
