import { randomUUID } from 'node:crypto';
import type { AuctionStatus, ListingType, VideoItem } from '../../domain/shared/auction-types.ts';
import type { auctionPhotos, auctions } from '../db/schema.ts';
import type { CategorySlug } from './categories.ts';
import { demoPhotoSet } from './photos.ts';
import type { DemoPeople, UserKey } from './users.ts';
import { slugify } from '../../domain/listings/auction-path.ts';

// Durations in the listing definitions are minutes relative to `now`.
export const MINUTE = 1;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

const DEFAULT_DAYS = 7;
const CLASSIFIED_DAYS = 60;
const NEGOTIATION_WINDOW = 48 * HOUR; // the 'auction' setting's negotiationWindowHours

/** A bid history: `bids` bids rising from `start` to `high`; `leader` places the last one. */
interface Ladder {
  bids?: number;
  high?: number;
  leader?: UserKey;
}

export type Sale =
  | ({ status: 'active'; endsIn: number; start: number; reserve?: number; buyNow?: number; featured?: boolean; days?: number } & Ladder)
  | { status: 'classified'; price: number; offers?: boolean; listedAgo: number }
  | ({ status: 'scheduled'; startsIn: number; start: number; reserve?: number; featured?: boolean; days?: number } & Ladder)
  | { status: 'pending_approval'; submittedAgo: number; startsIn: number; start: number; reserve?: number; days?: number }
  | ({ status: 'sold'; endedAgo: number; start: number; reserve?: number; buyNow?: number; boughtNow?: boolean; days?: number } & Ladder)
  | ({ status: 'ended'; endedAgo: number; start: number; reserve: number; days?: number } & Ladder)
  | { status: 'archived'; endedAgo: number; start: number; reserve?: number; days?: number };

export interface ListingDef {
  seller: UserKey;
  year: number;
  make: string;
  model: string;
  trim?: string;
  /** Miles; null for machines measured in hours (the hours are in the description). */
  mileage: number | null;
  engine: string;
  transmission: string;
  drivetrain: string;
  exterior: string;
  /** The exterior colour as 6 lowercase hex digits, used in the demo photo URLs. */
  paint: string;
  interior: string;
  condition: string;
  /** VIN, chassis number, HIN or serial number. */
  vin: string;
  location: string;
  titleStatus?: string;
  lienholder?: string;
  mods?: string[];
  flaws?: string;
  highlights: string[];
  description: string[];
  value: [number, number];
  sale: Sale;
  videos?: [url: string, title: string][];
  /** A renewal listing (SPEC 4 Renewal): scheduled, starting price 0, awaiting admin approval. */
  renewal?: { of: ListingDef; requestedAgo: number };
}

export interface BidPlan {
  start: number;
  high: number;
  count: number;
  leader?: UserKey;
  /** Bids are spread between these instants. */
  from: Date;
  to: Date;
  /** Sold through buy now: one more bid at this price, at the end time. */
  buyNow?: number;
}

export interface BuiltListing {
  id: string;
  slug: string;
  category: CategorySlug;
  sellerKey: UserKey;
  def: ListingDef;
  row: typeof auctions.$inferInsert & { id: string; createdAt: Date };
  photos: (typeof auctionPhotos.$inferInsert)[];
  bidPlan: BidPlan | null;
}

const TIMEZONES: Record<string, string> = {
  AZ: 'America/Phoenix',
  CA: 'America/Los_Angeles',
  WA: 'America/Los_Angeles',
  OR: 'America/Los_Angeles',
  NV: 'America/Los_Angeles',
  CO: 'America/Denver',
  UT: 'America/Denver',
  NM: 'America/Denver',
  ID: 'America/Boise',
  TX: 'America/Chicago',
  IL: 'America/Chicago',
  WI: 'America/Chicago',
  TN: 'America/Chicago',
  MN: 'America/Chicago',
  MO: 'America/Chicago',
  OK: 'America/Chicago',
};

function stateOf(location: string): string {
  const state = location.split(', ').at(-1);
  if (!state || !/^[A-Z]{2}$/.test(state)) throw new Error(`Location must read "City, ST": ${location}`);
  return state;
}

function titleOf(def: ListingDef): string {
  return [def.year, def.make, def.model, def.trim].filter(Boolean).join(' ');
}

const at = (now: Date, minutes: number) => new Date(now.getTime() + Math.round(minutes * 60_000));

interface Timing {
  start: Date | null;
  end: Date | null;
  created: Date;
  negotiationEnds: Date | null;
  bidWindow: { from: Date; to: Date } | null;
}

function timingOf(sale: Sale, now: Date, index: number): Timing {
  const days = (sale.status === 'classified' ? CLASSIFIED_DAYS : (sale.days ?? DEFAULT_DAYS)) * DAY;
  switch (sale.status) {
    case 'active': {
      const end = at(now, sale.endsIn);
      const start = at(end, -days);
      // The last bid lands 5 minutes to 5 hours ago: before any soft-close window, so end_time stands.
      const lastBid = -(5 + ((index * 37) % 300));
      return {
        start,
        end,
        created: at(start, -DAY),
        negotiationEnds: null,
        bidWindow: { from: at(start, 20), to: at(now, lastBid) },
      };
    }
    case 'classified': {
      const start = at(now, -sale.listedAgo);
      return { start, end: at(start, days), created: start, negotiationEnds: null, bidWindow: null };
    }
    case 'scheduled':
    case 'pending_approval': {
      const start = at(now, sale.startsIn);
      const created = at(now, sale.status === 'pending_approval' ? -sale.submittedAgo : -3 * DAY);
      return {
        start,
        end: at(start, days),
        created,
        negotiationEnds: null,
        bidWindow: { from: at(created, HOUR), to: at(now, -HOUR) },
      };
    }
    case 'sold':
    case 'ended':
    case 'archived': {
      const end = at(now, -sale.endedAgo);
      const start = at(end, -days);
      const hasBids = sale.status !== 'archived' && (sale.bids ?? 0) > 0;
      return {
        start,
        end,
        created: at(start, -DAY),
        // DESIGN: a close with bids and the reserve missed opens a negotiation window.
        negotiationEnds: sale.status === 'ended' && hasBids ? at(end, NEGOTIATION_WINDOW) : null,
        bidWindow: { from: at(start, 20), to: at(end, sale.status === 'sold' && sale.boughtNow ? -HOUR : -2.5) },
      };
    }
  }
}

function bidPlanOf(sale: Sale, timing: Timing): BidPlan | null {
  if (sale.status === 'classified' || sale.status === 'pending_approval' || sale.status === 'archived') return null;
  const count = sale.bids ?? 0;
  if (count === 0 || !timing.bidWindow) return null;
  if (sale.high === undefined) throw new Error('A listing with bids needs a high bid');
  return {
    start: sale.start,
    high: sale.high,
    count,
    leader: sale.leader,
    ...timing.bidWindow,
    buyNow: sale.status === 'sold' && sale.boughtNow ? sale.buyNow : undefined,
  };
}

function listingTypeOf(sale: Sale): { listingType: ListingType; status: AuctionStatus } {
  return sale.status === 'classified' ? { listingType: 'classified', status: 'active' } : { listingType: 'auction', status: sale.status };
}

function currentBidOf(sale: Sale): number {
  if (sale.status === 'classified' || sale.status === 'pending_approval' || sale.status === 'archived') return 0;
  if (sale.status === 'sold' && sale.boughtNow) {
    if (sale.buyNow === undefined) throw new Error('A buy-now sale needs a buy-now price');
    return sale.buyNow;
  }
  return (sale.bids ?? 0) > 0 ? (sale.high ?? 0) : 0;
}

function sellerFields(people: DemoPeople, seller: UserKey) {
  if (seller === 'seller') {
    return {
      sellerType: 'business' as const,
      companyName: 'Classic Motors LLC',
      companyWebsite: 'https://classicmotors.example.com',
      contactName: 'Mike Hale',
      contactPhone: people.phones.seller,
      additionalFees: "Dealer documentation fee: $499. Enclosed transport can be arranged at the buyer's cost.",
    };
  }
  return { sellerType: 'other' as const, fullName: people.names[seller], phoneNumber: people.phones[seller] };
}

function videosOf(def: ListingDef): { youtubeVideos: string[]; videos: VideoItem[] } {
  const list = def.videos ?? [];
  return {
    youtubeVideos: list.map(([url]) => url),
    videos: list.map(([url, title]) => ({ type: 'youtube', url, title })),
  };
}

/** Turns the compact definitions into auctions rows and auction_photos rows, in order. */
export function buildListings(groups: readonly { category: CategorySlug; listings: readonly ListingDef[] }[], people: DemoPeople, now: Date): BuiltListing[] {
  const built: BuiltListing[] = [];
  const byDef = new Map<ListingDef, BuiltListing>();
  const photoSeeds = new Map<ListingDef, number>();
  const slugs = new Set<string>();
  let index = 0;

  for (const { category, listings } of groups) {
    for (const def of listings) {
      index++;
      const id = randomUUID();
      const base = slugify(titleOf(def));
      let slug = base;
      for (let n = 2; slugs.has(slug); n++) slug = `${base}-${n}`;
      slugs.add(slug);

      // A renewal shows the original's photos (SPEC 4: the original's photos are copied).
      const original = def.renewal ? byDef.get(def.renewal.of) : undefined;
      if (def.renewal && !original) throw new Error(`Renewal of an unknown listing: ${slug}`);
      const photoSeed = original ? (photoSeeds.get(original.def) ?? index) : index;
      photoSeeds.set(def, photoSeed);
      const photos = demoPhotoSet(category, def.paint, photoSeed, `${def.make} ${def.model} ${def.trim ?? ''}`);

      const sale = def.sale;
      const timing = timingOf(sale, now, index);
      const state = stateOf(def.location);
      const reserve = 'reserve' in sale ? (sale.reserve ?? null) : null;
      const lastChange = timing.end && timing.end < now ? timing.end : timing.created;
      const row: BuiltListing['row'] = {
        id,
        slug,
        title: titleOf(def),
        description: def.description.join('\n\n'),
        category,
        ...listingTypeOf(sale),
        featured: 'featured' in sale ? (sale.featured ?? false) : false,
        year: def.year,
        make: def.make,
        model: def.model,
        trim: def.trim ?? null,
        mileage: def.mileage,
        engine: def.engine,
        transmission: def.transmission,
        drivetrain: def.drivetrain,
        exteriorColor: def.exterior,
        interiorColor: def.interior,
        condition: def.condition,
        vin: def.vin,
        location: def.location,
        titleStatus: def.titleStatus ?? 'Clean',
        titleState: state,
        titleHolderName: def.lienholder ?? null,
        titleInYourName: def.lienholder ? 'no' : 'yes',
        lienExists: def.lienholder ? 'yes' : 'no',
        lienholderName: def.lienholder ?? null,
        isModified: def.mods ? 'yes' : 'no',
        modificationsList: def.mods?.join('\n') ?? null,
        hasFlaws: def.flaws ? 'yes' : 'no',
        flawsDescription: def.flaws ?? null,
        optionsAndHighlights: def.highlights.join('\n'),
        marketValueMin: def.value[0],
        marketValueMax: def.value[1],
        startingPrice: sale.status === 'classified' || def.renewal ? 0 : sale.start,
        reservePrice: reserve,
        buyNowPrice: sale.status === 'classified' ? sale.price : 'buyNow' in sale ? (sale.buyNow ?? null) : null,
        currentBid: currentBidOf(sale),
        allowOffers: sale.status === 'classified' ? (sale.offers ?? false) : false,
        startTime: timing.start,
        endTime: timing.end,
        timezone: TIMEZONES[state] ?? 'America/New_York',
        negotiationWindowEnds: timing.negotiationEnds,
        sellerId: people.ids[def.seller],
        originalAuctionId: original?.id ?? null,
        renewalRequestedAt: def.renewal ? at(now, -def.renewal.requestedAgo) : null,
        renewalApprovedAt: null,
        createdAt: def.renewal ? at(now, -def.renewal.requestedAgo) : timing.created,
        updatedAt: lastChange,
        imageUrl: photos[0]?.url ?? null,
        images: photos.map((p) => p.url),
        photoCategories: Object.fromEntries(photos.map((p) => [p.url, p.category])),
        ...videosOf(def),
        ...sellerFields(people, def.seller),
      };
      const listing: BuiltListing = {
        id,
        slug,
        category,
        sellerKey: def.seller,
        def,
        row,
        photos: photos.map((p, i) => ({
          auctionId: id,
          imageUrl: p.url,
          category: p.category,
          sortOrder: i,
          fileType: 'image',
          createdAt: row.createdAt,
        })),
        bidPlan: def.renewal ? null : bidPlanOf(sale, timing),
      };
      built.push(listing);
      byDef.set(def, listing);
    }
  }
  return built;
}
