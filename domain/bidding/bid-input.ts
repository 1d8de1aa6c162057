// The bidding screens' pure rules (SPEC 5 "Bid input", "Buy now", "Proxy bid"; SPEC 8 "Bidding",
// "Buy now", "Proxy bid"): what the bid field keeps, which hint and message it shows, and which
// button is disabled when. The server decides; these rules only spare a round trip and keep the
// texts word for word in one place.
import { checkBidAmount, checkProxyAmount, maximumNextBid as engineMaximum, minimumNextBid as engineMinimum } from './bidding-rules.ts';
import { z } from 'zod';
import { formatUsd } from '../shared/money.ts';
import { AUCTION_NOT_FOUND } from '../shared/auction-types.ts';

/** SPEC 9: the default minimum increment, also the proxy bid's (max(current bid, starting price) + 100). */
export const DEFAULT_MIN_BID_INCREMENT = 100;

/** SPEC 5: the bid input keeps only digits (leading zeros dropped, so '007' is 7). */
export function digitsOnly(raw: string): string {
  return raw
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '')
    .replace(/^0$/, '');
}

/** SPEC 5: the digits formatted with thousands separators ('12500' -> '12,500'); '' when there are none. */
export function formatBidInput(raw: string): string {
  const digits = digitsOnly(raw);
  return digits ? digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',') : '';
}

/** The whole-dollar amount typed, or null when the field holds no digits. */
export function parseBidInput(text: string): number | null {
  const digits = digitsOnly(text);
  if (!digits) return null;
  const n = Number(digits);
  return Number.isSafeInteger(n) ? n : null;
}

/**
 * The bid and proxy forms' one field: the amount as typed (with its separators), read as whole dollars or null.
 * The form only reads it: the amount's rules (validateBid, validateProxy) answer with SPEC 8's toasts.
 */
export const bidAmountForm = z.object({
  amount: z
    .string()
    .optional()
    .transform((text) => parseBidInput(text ?? '')),
});

export interface BidRules {
  currentBid: number;
  startingPrice: number;
  minBidIncrement: number;
  maxBidIncrement: number;
}

/** The next bid's bounds for a viewer, from the engine's own rules (DESIGN "The auction engine"). */
export function minimumNextBid(r: Pick<BidRules, 'currentBid' | 'startingPrice' | 'minBidIncrement'>): number {
  return engineMinimum(r.currentBid, r.startingPrice, r);
}

export function maximumNextBid(r: Pick<BidRules, 'currentBid' | 'startingPrice' | 'maxBidIncrement'>): number {
  return engineMaximum(r.currentBid, r.startingPrice, r);
}

/**
 * The detail page's quick amounts: the minimum, then four and nine increments above it, each within the largest
 * increment; none when only the minimum would be left.
 */
export function quickBidAmounts(r: { minimumBid: number; minBidIncrement: number; maximumBid: number }): number[] {
  const picks = [...new Set([r.minimumBid, r.minimumBid + 4 * r.minBidIncrement, r.minimumBid + 9 * r.minBidIncrement])].filter((v) => v <= r.maximumBid);
  return picks.length > 1 ? picks : [];
}

/** SPEC 5: the bid dialog's hint. */
export function minimumBidHint(minimum: number): string {
  return `Minimum bid is ${formatUsd(minimum)}`;
}

export interface Problem {
  title: string;
  message: string;
}

/**
 * SPEC 5 "Bid input", checked in the order a bidder meets them: nothing typed, the auction over,
 * not above the current bid, under the minimum, over the largest increment. null when the bid may go.
 */
export function validateBid(amount: number | null, r: BidRules & { status: string; endTimeMs: number | null; nowMs: number }): Problem | null {
  if (amount === null || amount <= 0) return { title: 'Invalid Bid', message: 'Please enter a bid amount.' };
  if (r.status === 'active' && r.endTimeMs !== null && r.endTimeMs <= r.nowMs) {
    return { title: 'Auction Ended', message: 'This auction has already ended.' };
  }
  const violation = checkBidAmount(amount, r, r);
  return violation ? { title: 'Invalid Bid', message: violation.message } : null;
}

/** SPEC 5: the card dialog's submit is disabled when signed out, for the seller, while processing, when empty or under the minimum. */
export function dialogSubmitDisabled(s: { signedIn: boolean; isSeller: boolean; processing: boolean; amount: number | null; minimum: number }): boolean {
  return !s.signedIn || s.isSeller || s.processing || s.amount === null || s.amount < s.minimum;
}

/** SPEC 5: the detail page's Place Bid button is disabled when empty or not above the current bid (and while processing). */
export function panelSubmitDisabled(s: { processing: boolean; amount: number | null; currentBid: number }): boolean {
  return s.processing || s.amount === null || s.amount <= s.currentBid;
}

/** SPEC 8: the success toast; presale bids say when they take effect. */
export function bidSuccessMessage(amount: number, presale: boolean): string {
  return presale
    ? `Presale bid of ${formatUsd(amount)} placed successfully! Your bid will automatically activate when the auction starts.`
    : `Bid of ${formatUsd(amount)} placed successfully!`;
}

export type BidFailure = { kind: 'authorize' } | { kind: 'toast'; title: string; message: string };

/**
 * SPEC 8 "Bidding": what a refused bid shows. AUTHORIZATION_REQUIRED opens the authorization dialog;
 * a duplicate amount has its own toast; the bid limit's 429 shows its text alone; anything else shows the server's message under
 * 'Failed to Place Bid' (card dialog) or 'Failed to place bid' (detail page) with the fallbacks.
 */
export function bidFailure(code: string | null, message: string | null, surface: 'panel' | 'dialog'): BidFailure {
  if (code === 'AUTHORIZATION_REQUIRED') return { kind: 'authorize' };
  if (code === 'DUPLICATE_BID_AMOUNT') {
    return { kind: 'toast', title: 'Duplicate Bid Amount', message: "You've already bid this amount. Please enter a different bid amount." };
  }
  if (code === 'AUCTION_ENDED') return { kind: 'toast', title: 'Auction Ended', message: 'This auction has already ended.' };
  if (code === 'OWN_AUCTION') return { kind: 'toast', title: 'You cannot bid on your own auction', message: '' };
  if (code === 'NOT_AVAILABLE') return { kind: 'toast', title: 'Bidding is not yet available for this auction', message: '' };
  if (code === 'NOT_FOUND') return { kind: 'toast', title: AUCTION_NOT_FOUND, message: '' };
  // A member's bid limit (decision 021): the server's own text says how long to wait, shown as every 429's is.
  if (code === 'TOO_MANY_REQUESTS' && message) return { kind: 'toast', title: message, message: '' };
  if (surface === 'dialog') {
    return { kind: 'toast', title: 'Failed to Place Bid', message: message || 'Something went wrong. Please try again.' };
  }
  return { kind: 'toast', title: 'Failed to place bid', message: message || 'Failed to place bid. Please try again.' };
}

/** SPEC 9: a proxy bid's maximum is at least max(current bid, starting price) + 100 (the minimum increment). */
export function proxyMinimum(r: Pick<BidRules, 'currentBid' | 'startingPrice'>, increment = DEFAULT_MIN_BID_INCREMENT): number {
  return engineMinimum(r.currentBid, r.startingPrice, { minBidIncrement: increment });
}

/** SPEC 5 "Proxy bid" with SPEC 8's title. */
export function validateProxy(amount: number | null, r: Pick<BidRules, 'currentBid' | 'startingPrice' | 'minBidIncrement'>): Problem | null {
  const violation = checkProxyAmount(amount, r, r);
  return violation ? { title: 'Invalid Proxy Bid', message: violation.message } : null;
}

/** SPEC 5 "Buy now": the first reason buy now cannot start here, or null. Authorization is checked after. */
export function buyNowBlock(s: { signedIn: boolean; buyNowPrice: number | null; status: string }): string | null {
  if (!s.signedIn) return 'Please log in to buy this item';
  if (!s.buyNowPrice) return 'Buy now price not available';
  if (s.status === 'pending_approval' || s.status === 'scheduled') return 'Buy now is not available for this auction';
  return null;
}

/** Whether the Buy Now button is offered at all: a price, a live auction, not the seller's own. */
export function canOfferBuyNow(s: { buyNowPrice: number | null; currentBid: number; status: string; isSeller: boolean; ended: boolean }): boolean {
  // Once bidding reaches the buy-now price the server refuses the sale, so it is no longer offered.
  return !!s.buyNowPrice && s.buyNowPrice > 0 && s.currentBid < s.buyNowPrice && s.status === 'active' && !s.isSeller && !s.ended;
}

/** SPEC 8 "Buy now": the success message, with the presale note when the listing was a presale one. */
export function buyNowSuccessMessage(presale: boolean): string {
  const base = "Congratulations! You've successfully purchased this item with Buy It Now.";
  return presale ? `${base} As this was a presale listing, the seller will contact you about pickup once the sale is confirmed.` : base;
}

/** SPEC 7: the checkout opens in the same window under 768 px, otherwise in a new tab. */
export const MOBILE_BREAKPOINT_PX = 768;
export function checkoutTarget(viewportWidth: number): 'same-window' | 'new-tab' {
  return viewportWidth < MOBILE_BREAKPOINT_PX ? 'same-window' : 'new-tab';
}

/** The answer of create-bidder-authorization, read defensively (SPEC 8: an empty or malformed one is an error). */
export type AuthorizationStart = { kind: 'exists' } | { kind: 'checkout'; url: string } | { kind: 'error'; message: string };

export function readAuthorizationStart(data: unknown): AuthorizationStart {
  if (!data || typeof data !== 'object') return { kind: 'error', message: 'No response data received from authorization function' };
  const d = data as { authorization_exists?: unknown; checkout_url?: unknown; error?: unknown };
  if (typeof d.error === 'string' && d.error) return { kind: 'error', message: d.error };
  if (d.authorization_exists === true) return { kind: 'exists' };
  if (typeof d.checkout_url === 'string' && /^(https?:\/\/|\/)/.test(d.checkout_url)) return { kind: 'checkout', url: d.checkout_url };
  return { kind: 'error', message: 'No response data received from authorization function' };
}

/** The query parameters a return from the payment provider carries (SPEC 2 detail page, SPEC 7). */
export type AuthorizationReturn = { kind: 'success'; sessionId: string } | { kind: 'cancelled' } | { kind: 'invalid' } | null;

export function readAuthorizationReturn(search: string): AuthorizationReturn {
  const q = new URLSearchParams(search);
  if (q.get('authorization_cancelled') === 'true') return { kind: 'cancelled' };
  if (q.get('authorization_success') === 'true') {
    const sessionId = q.get('session_id');
    return sessionId ? { kind: 'success', sessionId } : { kind: 'invalid' };
  }
  return null;
}

/** The query string without the authorization return parameters (cleaned after handling). */
export function withoutAuthorizationParams(search: string): string {
  const q = new URLSearchParams(search);
  for (const key of ['authorization_success', 'authorization_cancelled', 'session_id']) q.delete(key);
  const rest = q.toString();
  return rest ? `?${rest}` : '';
}
