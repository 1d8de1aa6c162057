import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../http/errors.ts';
import { auctions, bids } from '../../db/schema.ts';
import { AMOUNT_TOO_LARGE_MESSAGE, exceedsAmountLimit } from '../../../domain/shared/amount-limit.ts';
import { isReserveMet } from '../../../domain/bidding/bidding-rules.ts';
import { readAuthorization } from '../authorization/check-authorization.ts';
import { requireVerifiedFor } from '../verified-identity/require-verified.ts';
import { assertMayBuy } from '../strikes/index.ts';
import { withAuctionLock } from './lock-auction.ts';
import { noEffects } from './effects.ts';
import { hasEnded } from './availability.ts';
import { readSnapshot } from './bidding-state.ts';
import { auctionEnded, authorizationRequired, BUY_NOW_NOT_AVAILABLE, BUY_NOW_PRICE_MISSING, ownAuction } from './engine-errors.ts';
import { auctionNotFound } from '../../http/errors.ts';
import { releaseHeld, placeHold } from './hold-ledger.ts';
import { assertVehicleMay, rootOf } from './vehicle-lineage.ts';
import { auctionUpdatedData, type AuctionState } from './live-events.ts';

export interface BuyNowResult {
  auction: AuctionState & { winnerId: string; buyNowPrice: number };
}

/**
 * SPEC 4, 5 buy now: login, a buy_now_price, status neither pending_approval nor scheduled, and
 * the bidder authorization; sets sold, winner_id, current_bid = the price and end_time = now. The
 * row lock makes two buyers (or a buyer and a bidder) take turns: exactly one wins, and a bid
 * waiting behind the sale finds it sold. The purchase is the final bid row, at the buy-now price,
 * and the buyer fee is captured at once.
 */
export async function buyNow(deps: AppDeps, input: { userId: string; auctionId: string }): Promise<BuyNowResult> {
  const authorization = await readAuthorization(deps.db, input.userId, input.auctionId, deps.clock.now());
  await assertMayBuy(deps.db, input.userId);
  const provider = deps.payments;
  return withAuctionLock(deps, input.auctionId, async (tx, auction) => {
    if (!auction) throw auctionNotFound();
    if (auction.sellerId === input.userId) throw ownAuction();
    const price = auction.buyNowPrice;
    if (price === null || price <= 0) throw new AppError(400, 'BUY_NOW_UNAVAILABLE', BUY_NOW_PRICE_MISSING);
    // A price over the amount limit would overflow its hold in cents: refused, never written.
    if (exceedsAmountLimit(price)) throw new AppError(400, 'BUY_NOW_UNAVAILABLE', AMOUNT_TOO_LARGE_MESSAGE);
    if (auction.status === 'pending_approval' || auction.status === 'scheduled' || auction.listingType !== 'auction') {
      throw new AppError(409, 'BUY_NOW_NOT_AVAILABLE', BUY_NOW_NOT_AVAILABLE);
    }
    const now = deps.clock.now();
    // A retried purchase (the answer was lost, the client retried) is answered as it was, not refused.
    if (auction.status === 'sold' && auction.winnerId === input.userId && auction.currentBid === price) {
      const endTime = auction.endTime?.toISOString() ?? now.toISOString();
      const bidCount = (await readSnapshot(tx, { auctionId: auction.id, bidderId: input.userId })).bidCount;
      const state: AuctionState = {
        auctionId: auction.id,
        currentBid: price,
        endTime,
        reserveMet: isReserveMet(auction.reservePrice, price),
        bidCount,
        status: 'sold',
      };
      return { result: { auction: { ...state, winnerId: input.userId, buyNowPrice: price } }, effects: noEffects(auction.id) };
    }
    if (hasEnded(auction, now)) throw auctionEnded();
    if (authorization.status !== 'active') throw authorizationRequired(authorization.status === 'lapsed', 'buy_now');
    // A purchase above the operator's amount needs a verified identity.
    await requireVerifiedFor(tx, input.userId, { kind: 'bid', amount: price });
    // Bidding has passed the buy-now price: the sale would lower the price, so it is no longer offered.
    if (auction.currentBid >= price) throw new AppError(409, 'BUY_NOW_NOT_AVAILABLE', BUY_NOW_NOT_AVAILABLE);
    // The vehicle is sold at most once across its original listing and its renewals.
    await assertVehicleMay(tx, auction.id, 'buy_now', now);

    const effects = noEffects(auction.id);
    const snapshot = await readSnapshot(tx, { auctionId: auction.id, bidderId: input.userId });
    const bidId = randomUUID();
    const createdAt = new Date(Math.max(now.getTime(), (snapshot.lastBidAt?.getTime() ?? 0) + 1));
    await tx.insert(bids).values({ id: bidId, auctionId: auction.id, bidderId: input.userId, amount: price, isAutomatic: false, createdAt });
    await tx
      .update(auctions)
      // The sale ends the auction at the purchase row's own instant, so no bid row is ever later than the end.
      .set({ status: 'sold', winnerId: input.userId, currentBid: price, endTime: createdAt, updatedAt: now })
      .where(eq(auctions.id, auction.id));
    await releaseHeld(tx, auction.id, now, provider);
    await placeHold(tx, { auctionId: auction.id, userId: input.userId, bidId, amount: price, now, provider, capture: true });
    effects.holdsChanged = true;
    // The sale's deal, in this transaction.
    await deps.sales.dealOfSale(tx, {
      auctionId: auction.id,
      lineageId: await rootOf(tx, auction.id),
      buyerId: input.userId,
      sellerId: auction.sellerId,
      saleKind: 'buy_now',
      price,
      now,
    });

    const at = now.toISOString();
    const state: AuctionState = {
      auctionId: auction.id,
      currentBid: price,
      endTime: createdAt.toISOString(),
      reserveMet: isReserveMet(auction.reservePrice, price),
      bidCount: snapshot.bidCount + 1,
      status: 'sold',
    };
    const bidderName = snapshot.bidderName?.trim() || 'Anonymous';
    effects.events.push({
      type: 'bid.placed',
      live: true,
      data: { ...state, bid: { id: bidId, amount: price, bidderName, createdAt: createdAt.toISOString(), isAutomatic: false } },
    });
    effects.events.push({ type: 'auction.updated', live: true, data: auctionUpdatedData(state, input.userId) });
    effects.events.push({ type: 'auction.sold', live: false, data: { winnerId: input.userId, amount: price, viaBuyNow: true } });
    effects.domain.push({ type: 'bid.placed', auctionId: auction.id, bidId, bidderId: input.userId, amount: price, isAutomatic: false, at });
    if (snapshot.leaderId && snapshot.leaderId !== input.userId) {
      effects.domain.push({ type: 'bid.outbid', auctionId: auction.id, outbidUserId: snapshot.leaderId, byUserId: input.userId, amount: price, at });
    }
    effects.domain.push({
      type: 'auction.sold',
      auctionId: auction.id,
      sellerId: auction.sellerId,
      winnerId: input.userId,
      amount: price,
      viaBuyNow: true,
      at,
    });
    return { result: { auction: { ...state, winnerId: input.userId, buyNowPrice: price } }, effects };
  });
}
