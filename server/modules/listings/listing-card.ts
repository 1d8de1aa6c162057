import { and, gt, isNull, or, sql, type SQL } from 'drizzle-orm';
import { auctions } from '../../db/schema.ts';
import { isReserveMet } from '../../../domain/bidding/bidding-rules.ts';
import type { ListingCard } from '../../../domain/listings/listing-card.ts';

/**
 * The columns every listing card needs (SPEC 2 "Auction card (live)", hero slides, classified and presale
 * cards). The reserve price itself stays private: only whether it exists and whether it is met.
 */
export const cardColumns = {
  id: auctions.id,
  slug: auctions.slug,
  title: auctions.title,
  category: auctions.category,
  listingType: auctions.listingType,
  status: auctions.status,
  featured: auctions.featured,
  year: auctions.year,
  make: auctions.make,
  model: auctions.model,
  trim: auctions.trim,
  mileage: auctions.mileage,
  location: auctions.location,
  imageUrl: auctions.imageUrl,
  marketValueMin: auctions.marketValueMin,
  marketValueMax: auctions.marketValueMax,
  startingPrice: auctions.startingPrice,
  currentBid: auctions.currentBid,
  buyNowPrice: auctions.buyNowPrice,
  allowOffers: auctions.allowOffers,
  bidCount: auctions.bidCount,
  reservePrice: auctions.reservePrice,
  startTime: auctions.startTime,
  endTime: auctions.endTime,
  createdAt: auctions.createdAt,
  // A seller's own card answers 'Bid' with SPEC 6's toast (the detail page sends it too).
  sellerId: auctions.sellerId,
};

export type CardRow = Pick<typeof auctions.$inferSelect, keyof typeof cardColumns>;

const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());

export function toCard(row: CardRow): ListingCard {
  const { reservePrice, startTime, endTime, createdAt, ...rest } = row;
  return {
    ...rest,
    hasReserve: reservePrice !== null,
    // DESIGN "Close": the reserve is met when there is none, or when the current bid reaches it.
    reserveMet: isReserveMet(reservePrice, rest.currentBid),
    startTime: iso(startTime),
    endTime: iso(endTime),
    createdAt: iso(createdAt) ?? '',
  };
}

/** The price a card shows and price filters and sorts use: a classified's sale price, else the bid or start. */
export const priceExpr = sql<number>`(case when ${auctions.listingType} = 'classified' then coalesce(${auctions.buyNowPrice}, 0) else greatest(${auctions.currentBid}, ${auctions.startingPrice}) end)`;

/** SPEC 4: a listing is live while active and its end time is ahead (ended even before the closing job runs). */
export function liveAuction(now: Date): SQL {
  return and(sql`${auctions.listingType} = 'auction'`, sql`${auctions.status} = 'active'`, gt(auctions.endTime, now))!;
}

export function activeClassified(now: Date): SQL {
  return and(sql`${auctions.listingType} = 'classified'`, sql`${auctions.status} = 'active'`, or(isNull(auctions.endTime), gt(auctions.endTime, now)))!;
}

/** SPEC 2 /presale: approved scheduled auctions; a renewal awaiting admin approval is not shown. */
export function approvedPresale(): SQL {
  return and(
    sql`${auctions.listingType} = 'auction'`,
    sql`${auctions.status} = 'scheduled'`,
    or(isNull(auctions.originalAuctionId), sql`${auctions.renewalApprovedAt} is not null`),
  )!;
}
