import { and, countDistinct, desc, eq, gt, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { auctions, bids, profiles } from '../../db/schema.ts';
import { sellerReputation, type Reputation } from '../../../domain/membership/reputation.ts';
import type { SellerCounts, SellerProfile } from '../../../domain/membership/seller-profile.ts';

/** How many of the seller's other listings the profile and the page list. */
export const OTHER_LISTINGS_LIMIT = 12;

/** A seller's SPEC 7 counts and SPEC 9 reputation: the Seller Profile dialog's and the public member page's alike. */
export async function sellerStanding(
  db: Db,
  sellerId: string,
  now: Date,
): Promise<{ hasListings: boolean; counts: SellerCounts; bidsReceived: number; auctionsWithBids: number; reputation: Reputation }> {
  const [counts] = await db
    .select({
      total: sql<number>`count(*)::int`,
      activeAuctions: sql<number>`(count(*) filter (where ${auctions.listingType} = 'auction' and ${auctions.status} in ('active', 'scheduled') and ${auctions.endTime} > ${now}))::int`,
      activeClassifieds: sql<number>`(count(*) filter (where ${auctions.listingType} = 'classified' and ${auctions.status} in ('active', 'scheduled')))::int`,
      // SPEC 7 counts (c) ended and (d) ended with a winner. Our engine closes a sale as status 'sold'
      // (SPEC 4: concluded), so a concluded auction is ended or sold, and a sold one has its winner.
      ended: sql<number>`(count(*) filter (where ${auctions.listingType} = 'auction' and ${auctions.status} in ('ended', 'sold')))::int`,
      endedSold: sql<number>`(count(*) filter (where ${auctions.listingType} = 'auction' and ${auctions.status} in ('ended', 'sold') and ${auctions.winnerId} is not null))::int`,
    })
    .from(auctions)
    .where(eq(auctions.sellerId, sellerId));
  const sellerAuctionIds = db.select({ id: auctions.id }).from(auctions).where(eq(auctions.sellerId, sellerId));
  const [bidStats] = await db
    .select({ bids: sql<number>`count(*)::int`, auctions: countDistinct(bids.auctionId) })
    .from(bids)
    .where(inArray(bids.auctionId, sellerAuctionIds));
  const c: SellerCounts = {
    activeAuctions: counts?.activeAuctions ?? 0,
    activeClassifieds: counts?.activeClassifieds ?? 0,
    ended: counts?.ended ?? 0,
    endedSold: counts?.endedSold ?? 0,
  };
  const auctionsWithBids = Number(bidStats?.auctions ?? 0);
  return {
    hasListings: (counts?.total ?? 0) > 0,
    counts: c,
    bidsReceived: bidStats?.bids ?? 0,
    auctionsWithBids,
    reputation: sellerReputation({
      active: c.activeAuctions + c.activeClassifieds,
      ended: c.ended,
      endedSold: c.endedSold,
      auctionsWithBids,
      hasAnyListing: (counts?.total ?? 0) > 0,
    }),
  };
}

export async function loadSellerProfile(db: Db, sellerId: string, excludeAuctionId: string | null, now: Date): Promise<SellerProfile | null> {
  const [profile] = await db.select().from(profiles).where(eq(profiles.userId, sellerId)).limit(1);
  const standing = await sellerStanding(db, sellerId, now);
  if (!profile && !standing.hasListings) return null;

  const other = await db
    .select({
      id: auctions.id,
      title: auctions.title,
      slug: auctions.slug,
      year: auctions.year,
      make: auctions.make,
      model: auctions.model,
      trim: auctions.trim,
      currentBid: auctions.currentBid,
      endTime: auctions.endTime,
      imageUrl: auctions.imageUrl,
      category: auctions.category,
      listingType: auctions.listingType,
      buyNowPrice: auctions.buyNowPrice,
    })
    .from(auctions)
    .where(
      and(
        eq(auctions.sellerId, sellerId),
        eq(auctions.status, 'active'),
        isNotNull(auctions.endTime),
        gt(auctions.endTime, now),
        excludeAuctionId ? ne(auctions.id, excludeAuctionId) : undefined,
      ),
    )
    .orderBy(desc(auctions.createdAt))
    .limit(OTHER_LISTINGS_LIMIT);

  return {
    seller: {
      id: sellerId,
      displayName: profile?.displayName ?? null,
      avatarUrl: profile?.avatarUrl ?? null,
      bio: profile?.bio ?? null,
      status: profile?.status ?? 'active',
      isVerified: profile?.isVerified ?? false,
      createdAt: profile?.createdAt.toISOString() ?? null,
    },
    counts: standing.counts,
    bidsReceived: standing.bidsReceived,
    auctionsWithBids: standing.auctionsWithBids,
    reputation: standing.reputation,
    otherListings: other.map((o) => ({ ...o, endTime: o.endTime?.toISOString() ?? null })),
  };
}
