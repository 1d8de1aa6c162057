import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { auctions, proxyBids } from '../../db/schema.ts';
import type { Tx } from '../../db/tx.ts';
import { isReserveMet } from '../../../domain/bidding/bidding-rules.ts';
import type { Effects } from './effects.ts';
import { releaseHeld } from './hold-ledger.ts';
import { auctionUpdatedData } from './live-events.ts';
import type { LockedAuction } from './lock-auction.ts';
import { countBids } from './read-bids.ts';

/**
 * An admin's cancellation, an engine entry point, in the caller's transaction on the locked
 * auction: archived with cancelled_at and the reason, automatic bids stopped, the held bid hold released
 * through the ledger, and viewers told live.
 */
export async function cancelLocked(deps: AppDeps, tx: Tx, auction: LockedAuction, o: { reason: string; now: Date; effects: Effects }): Promise<void> {
  const { now, effects } = o;
  await tx.update(auctions).set({ status: 'archived', cancelledAt: now, cancellationReason: o.reason, updatedAt: now }).where(eq(auctions.id, auction.id));
  await tx
    .update(proxyBids)
    .set({ isActive: false, updatedAt: now })
    .where(and(eq(proxyBids.auctionId, auction.id), eq(proxyBids.isActive, true)));
  await releaseHeld(tx, auction.id, now, deps.payments);
  effects.holdsChanged = true;
  const state = {
    auctionId: auction.id,
    currentBid: auction.currentBid,
    endTime: auction.endTime?.toISOString() ?? null,
    reserveMet: isReserveMet(auction.reservePrice, auction.currentBid),
    bidCount: await countBids(tx, auction.id),
    status: 'archived',
  };
  effects.events.push({ type: 'auction.updated', live: true, data: auctionUpdatedData(state, null) });
}
