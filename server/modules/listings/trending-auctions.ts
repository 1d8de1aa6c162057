import { and, asc, desc, eq, gte, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { auctions, auctionViews, bids, watchlist } from '../../db/schema.ts';
import { rankTrending, SIGNED_OUT_CAP, TRENDING_LIMIT, TRENDING_WEIGHTS, trendingSince } from '../../../domain/listings/trending.ts';
import { cardColumns, liveAuction, toCard } from './listing-card.ts';
import type { ListingCard } from '../../../domain/listings/listing-card.ts';

// How many active candidates are ranked precisely (the SQL orders by the same score first).
const CANDIDATES = 40;

/**
 * 'Trending Auctions' (docs/decisions/005-trending-auctions.md, domain/listings/trending.ts): live auctions by
 * distinct bidders (a member's many bids are one), new watchers, signed-in viewers and (capped)
 * signed-out addresses of the last 48 hours, topped up with the live auctions with the most
 * bids. The window is read through the created_at indexes of bids (which carries the bidder, so the
 * bids are read from the index alone), watchlist and auction_views.
 */
export async function trendingAuctions(db: Db, now: Date, limit: number = TRENDING_LIMIT): Promise<ListingCard[]> {
  const since = new Date(trendingSince(now.getTime()));
  const activity = db
    .select({
      auctionId: bids.auctionId,
      bidder: sql<string | null>`${bids.bidderId}`.as('bidder'),
      w: sql<number>`0`.as('w'),
      viewer: sql<string | null>`null::uuid`.as('viewer'),
      address: sql<string | null>`null::text`.as('address'),
    })
    .from(bids)
    .where(gte(bids.createdAt, since))
    .unionAll(
      db
        .select({
          auctionId: watchlist.auctionId,
          bidder: sql<string | null>`null::uuid`,
          w: sql<number>`1`,
          viewer: sql<string | null>`null::uuid`,
          address: sql<string | null>`null::text`,
        })
        .from(watchlist)
        .where(gte(watchlist.createdAt, since)),
    )
    .unionAll(
      db
        .select({
          auctionId: auctionViews.auctionId,
          bidder: sql<string | null>`null::uuid`,
          w: sql<number>`0`,
          viewer: sql<string | null>`${auctionViews.userId}`,
          address: sql<string | null>`case when ${auctionViews.userId} is null then ${auctionViews.ipAddress} end`,
        })
        .from(auctionViews)
        .where(gte(auctionViews.createdAt, since)),
    )
    .as('activity');
  const totals = db
    .select({
      auctionId: activity.auctionId,
      recentBidders: sql<number>`count(distinct ${activity.bidder})::int`.as('recent_bidders'),
      recentWatchers: sql<number>`sum(${activity.w})::int`.as('recent_watchers'),
      recentSignedInViewers: sql<number>`count(distinct ${activity.viewer})::int`.as('recent_viewers'),
      recentSignedOutAddresses: sql<number>`count(distinct ${activity.address})::int`.as('recent_addresses'),
    })
    .from(activity)
    .groupBy(activity.auctionId)
    .as('totals');
  const w = TRENDING_WEIGHTS;
  const score = sql`(${sql.raw(String(w.bidder))} * ${totals.recentBidders} + ${sql.raw(String(w.watcher))} * ${totals.recentWatchers} + ${sql.raw(String(w.signedInViewer))} * ${totals.recentSignedInViewers} + least(${sql.raw(String(w.signedOutAddress))} * ${totals.recentSignedOutAddresses}, ${sql.raw(String(SIGNED_OUT_CAP))}))`;
  const active = await db
    .select({
      ...cardColumns,
      recentBidders: totals.recentBidders,
      recentWatchers: totals.recentWatchers,
      recentSignedInViewers: totals.recentSignedInViewers,
      recentSignedOutAddresses: totals.recentSignedOutAddresses,
    })
    .from(totals)
    .innerJoin(auctions, eq(auctions.id, totals.auctionId))
    .where(liveAuction(now))
    .orderBy(desc(score), desc(auctions.bidCount))
    .limit(CANDIDATES);

  let pool = active.map((r) => ({ ...r, endTimeMs: r.endTime?.getTime() ?? null }));
  if (pool.length < limit) {
    const topUp = await db
      .select(cardColumns)
      .from(auctions)
      .where(
        pool.length
          ? and(
              liveAuction(now),
              notInArray(
                auctions.id,
                pool.map((p) => p.id),
              ),
            )
          : liveAuction(now),
      )
      .orderBy(desc(auctions.bidCount), asc(auctions.endTime), asc(auctions.id))
      .limit(limit - pool.length);
    pool = [
      ...pool,
      ...topUp.map((r) => ({
        ...r,
        recentBidders: 0,
        recentWatchers: 0,
        recentSignedInViewers: 0,
        recentSignedOutAddresses: 0,
        endTimeMs: r.endTime?.getTime() ?? null,
      })),
    ];
  }
  return rankTrending(pool, limit).map(
    ({ recentBidders: _b, recentWatchers: _w, recentSignedInViewers: _v, recentSignedOutAddresses: _a, endTimeMs: _e, ...row }) => toCard(row),
  );
}
