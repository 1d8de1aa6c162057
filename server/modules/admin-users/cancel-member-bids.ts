import type { CancelledBids } from '../../../domain/membership/member-suspension.ts';
import type { AppDeps } from '../../app-deps.ts';
import { cancelMemberBids } from '../auction-engine/index.ts';
import { endMemberOffers } from '../offers/end-member-offers.ts';

/**
 * After the suspension committed (the member can place nothing more): their bids and proxy
 * bids on live auctions are cancelled and each auction recomputed by the engine, then their pending offers end.
 * Running it again finds nothing left to cancel, so an admin may retry after a failure.
 */
export async function cancelSuspendedMemberBids(deps: AppDeps, actorId: string, userId: string): Promise<CancelledBids> {
  const recomputed = await cancelMemberBids(deps, { actorId, userId });
  const offers = await endMemberOffers(deps, { actorId, userId });
  return {
    auctions: recomputed.map((r) => ({
      auctionId: r.auctionId,
      cancelledBids: r.cancelledBids,
      currentBid: r.after.currentBid,
      previousBid: r.before.currentBid,
    })),
    offers,
  };
}
