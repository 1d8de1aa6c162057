import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { auctions, proxyBids } from '../../db/schema.ts';
import { isReserveMet, minimumNextBid } from '../../../domain/bidding/bidding-rules.ts';
import { readAuthorization } from '../authorization/check-authorization.ts';
import { NO_AUTHORIZATION } from '../../../domain/bidding/bidder-authorization.ts';
import { readAuctionSettings } from './bidding-state.ts';
import { auctionNotFound } from '../../http/errors.ts';
import { countBids, leadingBid } from './read-bids.ts';
import type { BiddingView } from '../../../domain/bidding/bidding-view.ts';

export type { BiddingView } from '../../../domain/bidding/bidding-view.ts';

/** Everything a bid form needs, for the viewer (signed out too). */
export async function getBiddingState(deps: AppDeps, auctionId: string, viewerId: string | null): Promise<BiddingView> {
  const [a] = await deps.db.select().from(auctions).where(eq(auctions.id, auctionId)).limit(1);
  if (!a) throw auctionNotFound();
  const [settings, bidCount, leader, authorization, proxy] = await Promise.all([
    readAuctionSettings(deps.db),
    countBids(deps.db, a.id),
    leadingBid(deps.db, a.id),
    viewerId ? readAuthorization(deps.db, viewerId, a.id, deps.clock.now()) : Promise.resolve(NO_AUTHORIZATION),
    viewerId
      ? deps.db
          .select({ maxBidAmount: proxyBids.maxBidAmount })
          .from(proxyBids)
          .where(and(eq(proxyBids.auctionId, a.id), eq(proxyBids.userId, viewerId), eq(proxyBids.isActive, true)))
          .limit(1)
      : Promise.resolve([]),
  ]);
  return {
    auctionId: a.id,
    status: a.status,
    listingType: a.listingType,
    currentBid: a.currentBid,
    startingPrice: a.startingPrice,
    minimumBid: minimumNextBid(a.currentBid, a.startingPrice, settings),
    minBidIncrement: settings.minBidIncrement,
    maxBidIncrement: settings.maxBidIncrement,
    reserveMet: isReserveMet(a.reservePrice, a.currentBid),
    hasReserve: a.reservePrice !== null,
    buyNowPrice: a.buyNowPrice,
    endTime: a.endTime?.toISOString() ?? null,
    startTime: a.startTime?.toISOString() ?? null,
    bidCount,
    isSeller: viewerId !== null && viewerId === a.sellerId,
    hasAuthorization: authorization.status === 'active',
    authorization,
    myProxy: proxy[0] ? { maxBidAmount: proxy[0].maxBidAmount } : null,
    leaderIsMe: viewerId !== null && leader?.bidderId === viewerId,
    softCloseSeconds: settings.softCloseSeconds,
    winnerId: a.winnerId,
  };
}
