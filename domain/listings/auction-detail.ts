// The auction detail page of SPEC 2: the payload the API sends and the pure rules that turn it into
// what the page shows (title, the mileage/engine/location line, the Vehicle Details rows, text sections).
import { DEAL_STATES, PAYMENT_METHODS } from '../deals/deal-rules.ts';
import { z } from 'zod';
import { AUCTION_STATUSES, FILE_TYPES, LISTING_TYPES, PHOTO_CATEGORIES, SELLER_TYPES, type VideoItem } from '../shared/auction-types.ts';
import { vehicleFields } from './vehicle-fields.ts';
import { formatUsd } from '../shared/money.ts';
import { formatWholeNumber } from '../shared/format.ts';

// The payload is written once, as zod schemas: the detail routes answer with them, the page reads their types.
// Times are ISO strings.

export const detailPhotoSchema = z.object({
  url: z.string(),
  category: z.enum(PHOTO_CATEGORIES),
  fileType: z.enum(FILE_TYPES),
});
export type DetailPhoto = z.infer<typeof detailPhotoSchema>;

export const detailBidSchema = z.object({
  id: z.string(),
  amount: z.number(),
  /** SPEC 7: the bidder's display name, 'Anonymous' when missing. */
  bidderName: z.string(),
  createdAt: z.string(),
  /** Who is speaking; every entry of the history is a bidder's ('Bidder'), never the seller's. */
  isBidder: z.boolean(),
  /** The bidder's identity is verified (the Verified badge). */
  verified: z.boolean(),
});
export type DetailBid = z.infer<typeof detailBidSchema>;

const videoSchema = z.object({
  type: z.enum(['youtube', 'other']),
  url: z.string(),
  title: z.string().optional(),
}) satisfies z.ZodType<VideoItem>;

export const detailSellerSchema = z.object({
  id: z.string(),
  displayName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  bio: z.string().nullable(),
  status: z.string(),
  isVerified: z.boolean(),
  createdAt: z.string().nullable(),
});
export type DetailSeller = z.infer<typeof detailSellerSchema>;

/** The classified seller's contact details, sent to signed-in visitors only. */
export const sellerContactSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('business'),
    companyName: z.string().nullable(),
    companyWebsite: z.string().nullable(),
    contactName: z.string().nullable(),
    contactPhone: z.string().nullable(),
  }),
  z.object({ kind: z.literal('person'), fullName: z.string().nullable(), phoneNumber: z.string().nullable() }),
]);
export type SellerContact = z.infer<typeof sellerContactSchema>;

const text = z.string().nullable();
const int = z.number().nullable();

/**
 * The sale's deal as its buyer or seller sees it on the concluded listing: what is due (the
 * price, SPEC 9's buyer fee in cents, the total), by when (the payment deadline), and where (/deals/:id).
 */
export const viewerDealSchema = z.object({
  id: z.string(),
  role: z.enum(['buyer', 'seller']),
  state: z.enum(DEAL_STATES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  price: z.number().int(),
  buyerFeeCents: z.number().int(),
  totalCents: z.number().int(),
  paymentDueAt: z.string(),
});
export type ViewerDeal = z.infer<typeof viewerDealSchema>;

export const auctionDetailSchema = z.object({
  id: z.string(),
  slug: text,
  title: z.string(),
  description: text,
  category: z.string(),
  listingType: z.enum(LISTING_TYPES),
  status: z.enum(AUCTION_STATUSES),
  featured: z.boolean(),
  ...vehicleFields,
  titleState: text,
  titleHolderName: text,
  lienExists: text,
  isModified: text,
  hasFlaws: text,
  marketValueMin: int,
  marketValueMax: int,
  startingPrice: z.number(),
  /** The reserve itself stays private; only whether there is one and whether it is met. */
  hasReserve: z.boolean(),
  reserveMet: z.boolean(),
  buyNowPrice: int,
  currentBid: z.number(),
  bidCount: z.number(),
  allowOffers: z.boolean(),
  /** How the buyer pays the price, as the seller chose it. */
  paymentMethod: z.enum(PAYMENT_METHODS),
  startTime: text,
  endTime: text,
  timezone: text,
  negotiationWindowEnds: text,
  sellerId: z.string(),
  winnerId: text,
  imageUrl: text,
  photos: z.array(detailPhotoSchema),
  youtubeVideos: z.array(z.string()),
  videos: z.array(videoSchema),
  sellerType: z.enum(SELLER_TYPES).nullable(),
  seller: detailSellerSchema,
  /** Latest 10 bids, newest first (SPEC 9). */
  bids: z.array(detailBidSchema),
  /** Null for visitors who are not signed in, and for auctions (only classifieds show contact details). */
  contact: sellerContactSchema.nullable(),
  viewer: z.object({
    signedIn: z.boolean(),
    isOwner: z.boolean(),
    isAdmin: z.boolean(),
    watching: z.boolean(),
    isHighestBidder: z.boolean(),
    /** The viewer's deal for this listing, only for its buyer or its seller (null for anyone else). */
    deal: viewerDealSchema.nullable().optional(),
  }),
});
export type AuctionDetail = z.infer<typeof auctionDetailSchema>;

/** GET /api/auction-detail/{key}: an unknown listing is `{ auction: null }` with status 200 (no console error). */
export const auctionDetailResponseSchema = z.object({ auction: auctionDetailSchema.nullable() });
export type AuctionDetailResponse = z.infer<typeof auctionDetailResponseSchema>;

/** SPEC 2: the page's title is year make model trim, falling back to the title. */
export function vehicleTitle(a: { title: string; year: number | null; make: string | null; model: string | null; trim: string | null }): string {
  const parts = [a.year, a.make, a.model, a.trim].filter((p) => p !== null && p !== undefined && String(p).trim() !== '');
  return parts.length > 0 ? parts.join(' ') : a.title;
}

/** SPEC 2: mileage, engine and location with fallbacks 0, 'Engine Info' and 'Location TBD'. */
export function headerFacts(a: { mileage: number | null; engine: string | null; location: string | null }): {
  mileage: string;
  engine: string;
  location: string;
} {
  return {
    mileage: `${formatWholeNumber(a.mileage ?? 0)} miles`,
    engine: a.engine?.trim() || 'Engine Info',
    location: a.location?.trim() || 'Location TBD',
  };
}

/** SPEC 2: Estimated Value as a range from min and max, 'min+' with only a minimum, else null (N/A). */
export function estimatedValue(min: number | null, max: number | null): string | null {
  if (min !== null && max !== null) return `${formatUsd(min)} - ${formatUsd(max)}`;
  if (min !== null) return `${formatUsd(min)}+`;
  if (max !== null) return `Up to ${formatUsd(max)}`;
  return null;
}

export const NOT_AVAILABLE = 'N/A';

/** SPEC 2: the Vehicle Details card rows, in order; missing values read N/A; Title Holder hidden when lien_exists is 'no'. */
export function vehicleDetailRows(a: AuctionDetail): Array<{ label: string; value: string }> {
  const text = (v: string | number | null | undefined) => (v === null || v === undefined || String(v).trim() === '' ? NOT_AVAILABLE : String(v));
  const rows: Array<{ label: string; value: string }> = [
    { label: 'Make', value: text(a.make) },
    { label: 'Model', value: text(a.model) },
    { label: 'Mileage', value: a.mileage === null ? NOT_AVAILABLE : `${formatWholeNumber(a.mileage)} miles` },
    { label: 'Engine', value: text(a.engine) },
    { label: 'VIN', value: text(a.vin) },
    { label: 'Title Status', value: text(a.titleStatus) },
    { label: 'Title State', value: text(a.titleState) },
    { label: 'Estimated Value', value: estimatedValue(a.marketValueMin, a.marketValueMax) ?? NOT_AVAILABLE },
    { label: 'Drivetrain', value: text(a.drivetrain) },
    { label: 'Transmission', value: text(a.transmission) },
    { label: 'Exterior Color', value: text(a.exteriorColor) },
    { label: 'Interior Color', value: text(a.interiorColor) },
  ];
  if (a.lienExists !== 'no') rows.push({ label: 'Title Holder', value: text(a.titleHolderName) });
  rows.push({ label: 'Location', value: text(a.location) });
  return rows;
}

/** SPEC 2: the description's paragraphs, split on blank lines. */
export function paragraphs(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
}

/** SPEC 2: 'Key Options & Highlights' and 'Modifications' are split by lines. */
export function lines(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/\r?\n/)
    .map((l) => l.replace(/^\s*[-*•]\s*/, '').trim())
    .filter((l) => l !== '');
}

/** The listing's videos for the viewer: YouTube links and direct files, each with its title when known. */
export function videoTitle(videos: readonly VideoItem[], url: string, index: number): string {
  const known = videos.find((v) => v.url === url)?.title?.trim();
  return known || `Video ${index + 1}`;
}

export type TimerBarControl = 'Ended' | 'Upcoming' | 'Scheduled' | 'Your Listing' | 'Loading...' | 'Place Bid';

/**
 * SPEC 4 "Timer bar": Ended when ended; Upcoming for pending_approval; Scheduled (with the presale bid
 * action) for scheduled; 'Your Listing' for the owner; 'Loading...' while the viewer is unknown; else Place Bid.
 */
export function timerBarControl(s: { status: string; ended: boolean; isOwner: boolean; loading: boolean }): TimerBarControl {
  if (s.ended) return 'Ended';
  if (s.status === 'pending_approval') return 'Upcoming';
  if (s.status === 'scheduled') return 'Scheduled';
  if (s.isOwner) return 'Your Listing';
  if (s.loading) return 'Loading...';
  return 'Place Bid';
}

/** The props of the bid-panel slot of the detail page (a later bidding feature fills it for live auctions). */
/** SPEC 6: what the seller of a listing reads where buyers get the bid actions. */
export const OWNER_TEXTS = {
  auction: 'You cannot bid on your own auction. Monitor the bidding activity from here.',
  classified: 'This is your classified listing. Buyers will contact you directly.',
} as const;

export interface BidPanelSlotProps {
  auctionId: string;
  title: string;
  auction: AuctionDetail;
  className?: string;
}
