import { AMOUNT_TOO_LARGE_MESSAGE, exceedsAmountLimit } from '../shared/amount-limit.ts';
import { instantOf, isDateString, isTimeString, isValidTimeZone, nextDay, wallClockAt } from '../shared/zoned-time.ts';

/** SPEC 9 Renewal: durations in days, the default, the earliest start time of day. */
export const RENEWAL_DURATIONS = [3, 5, 7, 10, 14] as const;
export type RenewalDuration = (typeof RENEWAL_DURATIONS)[number];
export const DEFAULT_RENEWAL_DURATION: RenewalDuration = 7;
export const DEFAULT_RENEWAL_START_TIME = '10:00';
const EARLIEST_START_MINUTES = 10 * 60;

// SPEC 5 and 8, word for word.
export const RENEWAL_MESSAGES = {
  blocked:
    'Cannot renew auction: You already have a pending renewal request or active renewed auction for this listing. Please wait for admin approval or for the current renewal to complete.',
  startDate: 'Auction start date must be at least tomorrow',
  startTime: 'Auction start time must be 10:00 AM or later',
  signIn: 'You must be logged in to renew an auction',
  failed: 'Failed to renew auction',
  submitted: 'Renewal request submitted! A new auction has been created.',
  submittedFeatured: 'Renewal request submitted! Redirecting to payment for featured listing...',
  checkoutFailed: 'Failed to create featured listing payment. Please try again.',
  noCheckoutUrl: 'No checkout URL received from payment processor.',
  paymentFailed: (reason: string) => `Failed to process featured listing payment: ${reason}`,
  // Ours (SPEC 5 leaves them unsaid): who may renew what, and sane prices.
  notRenewable: 'Only an ended auction that missed its reserve can be renewed.',
  notOwner: 'Only the seller can renew this auction.',
  duration: 'Choose a duration of 3, 5, 7, 10 or 14 days.',
  buyNowAboveReserve: 'Buy now price must be higher than the reserve price.',
  amountTooLarge: AMOUNT_TOO_LARGE_MESSAGE,
} as const;

export interface RenewableAuction {
  status: string;
  listingType: string;
  reservePrice: number | null;
  currentBid: number;
}

/** SPEC 6: the seller may renew an ended auction that missed its reserve. */
export function isRenewable(a: RenewableAuction): boolean {
  return a.listingType === 'auction' && a.status === 'ended' && a.reservePrice !== null && a.reservePrice > 0 && a.currentBid < a.reservePrice;
}

export interface ExistingRenewal {
  status: string;
  renewalRequestedAt: Date | string | null;
  renewalApprovedAt: Date | string | null;
  rejectedAt: Date | string | null;
  withdrawnAt: Date | string | null;
}

/**
 * SPEC 5: a renewal blocks another while it is active, scheduled, pending approval, or requested
 * and not yet approved. A rejected or withdrawn one (decision 017) blocks nothing.
 */
export function blocksRenewal(r: ExistingRenewal): boolean {
  if (r.rejectedAt || r.withdrawnAt) return false;
  if (r.status === 'active' || r.status === 'scheduled' || r.status === 'pending_approval') return true;
  return r.renewalRequestedAt !== null && r.renewalApprovedAt === null;
}

export interface RenewalInput {
  durationDays: number;
  /** Unchecking the reserve toggle clears the value (SPEC 5). */
  reserveEnabled: boolean;
  reservePrice: number | null;
  buyNowPrice: number | null;
  startDate: string;
  startTime: string;
  featured: boolean;
}

export type RenewalCheck =
  { ok: true; startTime: Date; endTime: Date; reservePrice: number | null; buyNowPrice: number | null } | { ok: false; message: string };

/** SPEC 5: parses the reserve as a decimal, otherwise null (whole dollars, SPEC 1). */
export function parseReserve(raw: string): number | null {
  const n = Number.parseFloat(raw.replace(/[,$\s]/g, ''));
  return Number.isFinite(n) && n > 0 ? Math.round(n) : null;
}

/** The earliest date a renewal may start: tomorrow on the seller's wall clock. */
export function earliestRenewalDate(nowMs: number, timeZone: string): string {
  return nextDay(wallClockAt(nowMs, timeZone).date);
}

/** SPEC 5 Renewal validation, in the seller's time zone; the new listing's start and end instants. */
export function checkRenewal(input: RenewalInput, nowMs: number, timeZone: string): RenewalCheck {
  const zone = isValidTimeZone(timeZone) ? timeZone : 'UTC';
  if (!(RENEWAL_DURATIONS as readonly number[]).includes(input.durationDays)) return { ok: false, message: RENEWAL_MESSAGES.duration };
  if (!isDateString(input.startDate) || input.startDate < earliestRenewalDate(nowMs, zone)) return { ok: false, message: RENEWAL_MESSAGES.startDate };
  if (!isTimeString(input.startTime)) return { ok: false, message: RENEWAL_MESSAGES.startTime };
  const [h, m] = input.startTime.split(':').map(Number) as [number, number];
  if (h * 60 + m < EARLIEST_START_MINUTES) return { ok: false, message: RENEWAL_MESSAGES.startTime };
  const reservePrice = input.reserveEnabled ? input.reservePrice : null;
  const buyNowPrice = input.buyNowPrice;
  if ((reservePrice !== null && exceedsAmountLimit(reservePrice)) || (buyNowPrice !== null && exceedsAmountLimit(buyNowPrice)))
    return { ok: false, message: RENEWAL_MESSAGES.amountTooLarge };
  if (reservePrice !== null && buyNowPrice !== null && buyNowPrice <= reservePrice) return { ok: false, message: RENEWAL_MESSAGES.buyNowAboveReserve };
  const startTime = instantOf(input.startDate, input.startTime, zone);
  const endTime = new Date(startTime.getTime() + input.durationDays * 86_400_000);
  return { ok: true, startTime, endTime, reservePrice, buyNowPrice };
}

/**
 * SPEC 7: the new listing's photos are the renewal's own, then the original's not already among
 * them, their sort order shifted by the length of the first list.
 */
export function photosToCopy<P extends { imageUrl: string; sortOrder: number }>(
  newUrls: readonly string[],
  originals: readonly P[],
): (P & { sortOrder: number })[] {
  const present = new Set(newUrls);
  return originals.filter((p) => !present.has(p.imageUrl)).map((p) => ({ ...p, sortOrder: p.sortOrder + newUrls.length }));
}
