import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { auctions, auctionViews, bids, watchlist } from '../../db/schema.ts';
import { BID_HISTORY_LIMIT, candidateLimit, RECOMMENDATION_LIMIT, scoreRecommendations, VIEW_HISTORY_LIMIT } from '../../../domain/listings/recommendations.ts';
import { cardColumns, liveAuction, toCard } from './listing-card.ts';
import type { ListingCard } from '../../../domain/listings/listing-card.ts';

const signalPrice = { currentBid: auctions.currentBid, startingPrice: auctions.startingPrice };
const priceOf = (r: { currentBid: number; startingPrice: number }) => r.currentBid || r.startingPrice || null;

/**
 * SPEC 7/9 'Recommended for You': the user's last 50 views, last 30 bids and watchlist, then a pool of
 * featured live auctions (twice the row, excluding the user's own listings) scored by domain/listings/recommendations.ts.
 * Returns fewer than 8 when the pool is small; the caller tops the row up with trending auctions.
 */
export async function recommendAuctions(db: Db, userId: string, now: Date, limit = RECOMMENDATION_LIMIT): Promise<ListingCard[]> {
  const [views, bidRows, watched, pool] = await Promise.all([
    db
      .select({ auctionId: auctionViews.auctionId, category: auctions.category, ...signalPrice })
      .from(auctionViews)
      .innerJoin(auctions, eq(auctions.id, auctionViews.auctionId))
      .where(eq(auctionViews.userId, userId))
      .orderBy(desc(auctionViews.createdAt))
      .limit(VIEW_HISTORY_LIMIT),
    db
      .select({ auctionId: bids.auctionId, category: auctions.category, amount: bids.amount })
      .from(bids)
      .innerJoin(auctions, eq(auctions.id, bids.auctionId))
      .where(eq(bids.bidderId, userId))
      .orderBy(desc(bids.createdAt))
      .limit(BID_HISTORY_LIMIT),
    db
      .select({ auctionId: watchlist.auctionId, category: auctions.category, ...signalPrice })
      .from(watchlist)
      .innerJoin(auctions, eq(auctions.id, watchlist.auctionId))
      .where(eq(watchlist.userId, userId)),
    db
      .select(cardColumns)
      .from(auctions)
      .where(and(liveAuction(now), eq(auctions.featured, true), ne(auctions.sellerId, userId)))
      .orderBy(asc(auctions.endTime), asc(auctions.id))
      .limit(candidateLimit(limit)),
  ]);
  const ranked = scoreRecommendations({
    views: views.map((v) => ({ auctionId: v.auctionId, category: v.category, price: priceOf(v) })),
    bids: bidRows,
    watchlist: watched.map((w) => ({ auctionId: w.auctionId, category: w.category, price: priceOf(w) })),
    candidates: pool.map((row) => ({ ...row, endTimeMs: row.endTime?.getTime() ?? null })),
    nowMs: now.getTime(),
    limit,
  });
  return ranked.map(({ candidate: { endTimeMs: _e, ...row } }) => toCard(row));
}
