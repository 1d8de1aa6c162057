// The auctions page of the admin area (decision 012): the filters of the list, the fields an
// admin may edit, and the rules of editing, ending early, cancelling and deleting a listing.

import { z } from 'zod';
import { AUCTION_STATUSES, LISTING_TYPES } from '../shared/auction-types.ts';
import { vehicleFields } from '../listings/vehicle-fields.ts';
import { AMOUNT_TOO_LARGE_MESSAGE, MAX_AMOUNT } from '../shared/amount-limit.ts';
import { pricingProblems, type ListingPrices } from '../listings/listing-pricing.ts';

/** The status filter: SPEC 4's statuses, plus listings awaiting approval and those an admin cancelled. */
export const ADMIN_AUCTION_FILTERS = ['awaiting_approval', ...AUCTION_STATUSES, 'cancelled'] as const;
export type AdminAuctionFilter = (typeof ADMIN_AUCTION_FILTERS)[number];

export const ADMIN_AUCTION_FILTER_LABELS: Record<AdminAuctionFilter, string> = {
  awaiting_approval: 'Awaiting approval',
  pending_approval: 'Pending approval',
  scheduled: 'Scheduled',
  active: 'Active',
  sold: 'Sold',
  ended: 'Ended',
  archived: 'Archived',
  cancelled: 'Cancelled',
};

export const adminAuctionQuery = z.object({
  /** Words of the title, make, model or description; or the start of an id, a slug or a VIN. */
  search: z.string().trim().max(200).optional(),
  status: z.enum(ADMIN_AUCTION_FILTERS, { message: 'Unknown status' }).optional(),
  type: z.enum(LISTING_TYPES, { message: 'Unknown listing type' }).optional(),
  category: z.string().trim().max(100).optional(),
  /** Part of the seller's name or e-mail, or the seller's id. */
  seller: z.string().trim().max(200).optional(),
  featured: z.enum(['true', 'false']).optional(),
  cursor: z.string().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type AdminAuctionQuery = z.infer<typeof adminAuctionQuery>;

/** A listing in the admin list (GET /api/admin/auctions); times are ISO strings. */
export const adminAuctionRowSchema = z.object({
  id: z.string(),
  title: z.string(),
  path: z.string(),
  status: z.enum(AUCTION_STATUSES),
  listingType: z.string(),
  category: z.string(),
  featured: z.boolean(),
  imageUrl: z.string().nullable(),
  seller: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  currentBid: z.number(),
  bidCount: z.number(),
  startingPrice: z.number(),
  reservePrice: z.number().nullable(),
  buyNowPrice: z.number().nullable(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  createdAt: z.string(),
  /** Set when an admin cancelled it, with the reason given. */
  cancelledAt: z.string().nullable(),
  cancellationReason: z.string().nullable(),
  rejectedAt: z.string().nullable(),
  withdrawnAt: z.string().nullable(),
});
export type AdminAuctionRow = z.infer<typeof adminAuctionRowSchema>;

/** Everything an admin may edit of a listing (GET /api/admin/auctions/:id and the answers of its changes). */
export const adminAuctionDetailSchema = adminAuctionRowSchema.extend({
  description: z.string().nullable(),
  ...vehicleFields,
  allowOffers: z.boolean(),
  /** Distinct bidders and held holds: what ending or cancelling affects. */
  bidderCount: z.number(),
  heldHolds: z.number(),
});
export type AdminAuctionDetail = z.infer<typeof adminAuctionDetailSchema>;

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max.toLocaleString('en-US')} characters`)
    .nullable()
    .transform((v) => v || null);
const money = z
  .number({ message: 'Prices are whole dollars' })
  .int('Prices are whole dollars')
  .min(0, 'Prices cannot be negative')
  .max(MAX_AMOUNT, AMOUNT_TOO_LARGE_MESSAGE);
const instant = z.iso.datetime({ offset: true, message: 'Enter a date and time' }).transform((v) => new Date(v));

/** PATCH /api/admin/auctions/:id: any subset of the editable fields; unknown fields are refused. */
export const adminAuctionEdit = z
  .object({
    title: z.string().trim().min(1, 'Give the listing a title').max(200, 'At most 200 characters'),
    description: text(10_000),
    category: z.string().trim().min(1, 'Choose a category').max(100),
    year: z.number().int().min(1885, 'Enter a model year from 1885').max(2100, 'Enter a model year up to 2100').nullable(),
    make: text(200),
    model: text(200),
    trim: text(200),
    mileage: z.number().int('Mileage is a whole number').min(0, 'Mileage cannot be negative').max(10_000_000).nullable(),
    engine: text(200),
    transmission: text(200),
    drivetrain: text(200),
    exteriorColor: text(200),
    interiorColor: text(200),
    condition: text(200),
    vin: text(200),
    location: text(200),
    titleStatus: text(200),
    optionsAndHighlights: text(10_000),
    flawsDescription: text(10_000),
    modificationsList: text(10_000),
    additionalFees: text(10_000),
    startingPrice: money,
    reservePrice: money.nullable(),
    buyNowPrice: money.nullable(),
    allowOffers: z.boolean(),
    startTime: instant.nullable(),
    endTime: instant.nullable(),
  })
  .partial()
  .strict();
export type AdminAuctionEdit = z.infer<typeof adminAuctionEdit>;

/** GET /api/admin/auctions: a page of the list (keyset cursor). */
export const adminAuctionPageSchema = z.object({ auctions: z.array(adminAuctionRowSchema), nextCursor: z.string().nullable() });

/** PUT /api/admin/auctions/:id/featured. */
export const adminFeaturedBodySchema = z.object({ featured: z.boolean() });
export type AdminFeaturedBody = z.infer<typeof adminFeaturedBodySchema>;

/** DELETE /api/admin/auctions/:id. */
export const adminAuctionDeletedSchema = z.object({ deleted: z.literal(true) });

export const ADMIN_AUCTION_MESSAGES = {
  nothingToChange: 'Nothing to change.',
  startingPriceLocked: 'The starting price cannot change once bids have been placed.',
  closedPricesLocked: 'The prices and times of a sold, ended or archived listing cannot change.',
  endBeforeStart: 'The end must be after the start.',
  endPassed: 'The end must be in the future. To end the auction now, use End now.',
  unknownCategory: 'Choose one of the categories.',
  endOnlyRunning: 'Only a running auction can be ended early.',
  cancelClosed: 'A sold, ended or archived listing cannot be cancelled.',
  reasonRequired: 'Please give a reason: the bidders and the seller are told.',
  reasonTooLong: 'The reason must be at most 500 characters.',
  deleteWithBids: 'This listing has bids and cannot be deleted. Cancel it instead.',
  deleteSold: 'A sold listing cannot be deleted.',
} as const;

export const CANCEL_REASON_MAX = 500;

const CLOSED: readonly string[] = ['sold', 'ended', 'archived'];
const TIMED_FIELDS = ['startingPrice', 'reservePrice', 'buyNowPrice', 'startTime', 'endTime'] as const;

export interface EditableListing extends Omit<ListingPrices, 'listingType'> {
  listingType: string;
  status: string;
  startTime: Date | null;
  endTime: Date | null;
}

/** What is wrong with an edit of a listing, or null: the rules beyond each field's own checks. */
export function adminEditProblem(current: EditableListing, edit: AdminAuctionEdit, o: { hasBids: boolean; now: Date }): string | null {
  const keys = Object.keys(edit) as (keyof AdminAuctionEdit)[];
  if (keys.length === 0) return ADMIN_AUCTION_MESSAGES.nothingToChange;
  const touchesTimed = TIMED_FIELDS.some((k) => k in edit);
  if (touchesTimed && CLOSED.includes(current.status)) return ADMIN_AUCTION_MESSAGES.closedPricesLocked;
  if (o.hasBids && edit.startingPrice !== undefined && edit.startingPrice !== current.startingPrice) return ADMIN_AUCTION_MESSAGES.startingPriceLocked;
  const start = edit.startTime !== undefined ? edit.startTime : current.startTime;
  const end = edit.endTime !== undefined ? edit.endTime : current.endTime;
  if (start && end && end.getTime() <= start.getTime()) return ADMIN_AUCTION_MESSAGES.endBeforeStart;
  if (edit.endTime && current.status === 'active' && edit.endTime.getTime() <= o.now.getTime()) return ADMIN_AUCTION_MESSAGES.endPassed;
  if (['startingPrice', 'reservePrice', 'buyNowPrice'].some((k) => k in edit)) {
    const prices: ListingPrices = {
      listingType: current.listingType === 'classified' ? 'classified' : 'auction',
      startingPrice: edit.startingPrice ?? current.startingPrice,
      reservePrice: edit.reservePrice !== undefined ? edit.reservePrice : current.reservePrice,
      buyNowPrice: edit.buyNowPrice !== undefined ? edit.buyNowPrice : current.buyNowPrice,
    };
    // A renewal starts at $0 (SPEC 4): only the prices being changed are held to the form's rules.
    const problem = pricingProblems(prices).find((p) => p.field in edit || p.field !== 'startingPrice');
    if (problem) return problem.message;
  }
  return null;
}

/** Whether an auction can be ended now (a running auction, not a classified). */
export const canEndEarly = (a: { status: string; listingType: string }) => a.status === 'active' && a.listingType === 'auction';
/** Whether a listing can be cancelled (anything not yet closed). */
export const canCancel = (a: { status: string }) => !CLOSED.includes(a.status);
/** Whether a listing can be deleted: never once bid on, never a sold one. */
export const canDelete = (a: { status: string; bidCount: number }) => a.bidCount === 0 && a.status !== 'sold';

/** POST /api/admin/auctions/:id/end and /cancel: the reason is checked by the use case (required to cancel, optional to end), with its own message. */
export const adminReasonBodySchema = z
  .object({
    reason: z
      .string()
      .max(CANCEL_REASON_MAX + 1000)
      .optional(),
  })
  .nullish();
export type AdminReasonBody = z.infer<typeof adminReasonBodySchema>;
