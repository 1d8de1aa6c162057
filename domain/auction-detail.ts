// The auction detail page of SPEC 2: the payload the API sends and the pure rules that turn it into
// what the page shows (title, the mileage/engine/location line, the Vehicle Details rows, text sections).
import type { AuctionStatus, FileType, ListingType, PhotoCategory, SellerType, VideoItem } from './auction-types.ts';
import { formatUsd } from './money.ts';
import { formatWholeNumber } from './format.ts';

export interface DetailPhoto {
  url: string;
  category: PhotoCategory;
  fileType: FileType;
}

export interface DetailBid {
  id: string;
  amount: number;
  /** SPEC 7: the bidder's display name, 'Anonymous' when missing. */
  bidderName: string;
  createdAt: string;
}

export interface DetailSeller {
  id: string;
  displayName: string | null;
  avatarUrl: string | null;
  bio: string | null;
  status: string;
  isVerified: boolean;
  createdAt: string | null;
}

/** SPEC 12 of issue 4: the classified seller's contact details, sent to signed-in visitors only. */
export type SellerContact =
  | { kind: 'business'; companyName: string | null; companyWebsite: string | null; contactName: string | null; contactPhone: string | null }
  | { kind: 'person'; fullName: string | null; phoneNumber: string | null };

export interface AuctionDetail {
  id: string;
  slug: string | null;
  title: string;
  description: string | null;
  category: string;
  listingType: ListingType;
  status: AuctionStatus;
  featured: boolean;
  year: number | null;
  make: string | null;
  model: string | null;
  trim: string | null;
  mileage: number | null;
  engine: string | null;
  transmission: string | null;
  drivetrain: string | null;
  exteriorColor: string | null;
  interiorColor: string | null;
  condition: string | null;
  vin: string | null;
  location: string | null;
  titleStatus: string | null;
  titleState: string | null;
  titleHolderName: string | null;
  lienExists: string | null;
  isModified: string | null;
  modificationsList: string | null;
  hasFlaws: string | null;
  flawsDescription: string | null;
  optionsAndHighlights: string | null;
  marketValueMin: number | null;
  marketValueMax: number | null;
  startingPrice: number;
  /** The reserve itself stays private; only whether there is one and whether it is met. */
  hasReserve: boolean;
  reserveMet: boolean;
  buyNowPrice: number | null;
  currentBid: number;
  bidCount: number;
  allowOffers: boolean;
  additionalFees: string | null;
  startTime: string | null;
  endTime: string | null;
  timezone: string | null;
  negotiationWindowEnds: string | null;
  sellerId: string;
  winnerId: string | null;
  imageUrl: string | null;
  photos: DetailPhoto[];
  youtubeVideos: string[];
  videos: VideoItem[];
  sellerType: SellerType | null;
  seller: DetailSeller;
  /** Latest 10 bids, newest first (SPEC 9). */
  bids: DetailBid[];
  /** Null for visitors who are not signed in, and for auctions (only classifieds show contact details). */
  contact: SellerContact | null;
  viewer: { signedIn: boolean; isOwner: boolean; isAdmin: boolean; watching: boolean; isHighestBidder: boolean };
}

/** GET /api/auction-detail/{key}: an unknown listing is `{ auction: null }` with status 200 (no console error). */
export interface AuctionDetailResponse {
  auction: AuctionDetail | null;
}

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
  const text = (v: string | number | null | undefined) =>
    v === null || v === undefined || String(v).trim() === '' ? NOT_AVAILABLE : String(v);
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
