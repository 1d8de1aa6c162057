import { and, asc, eq, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { auctions } from '../../db/schema.ts';
import { isReserveMet } from '../../../domain/bidding/bidding-rules.ts';
import { type LockedAuction, withAuctionLock } from './lock-auction.ts';
import { noEffects, type Effects } from './effects.ts';
import { type Tx } from '../../db/tx.ts';
import { isDueToStart } from './availability.ts';
import { auctionUpdatedData } from './live-events.ts';
import { countBids } from './read-bids.ts';

/**
 * SPEC 4: a scheduled auction becomes active at start_time with its presale bids in force.
 * Written in the caller's locked transaction; returns the status now in force.
 */
export async function startIfDue(tx: Tx, auction: LockedAuction, now: Date, effects: Effects): Promise<string> {
  if (!isDueToStart(auction, now)) return auction.status;
  await tx.update(auctions).set({ status: 'active', updatedAt: now }).where(eq(auctions.id, auction.id));
  const bidCount = await countBids(tx, auction.id);
  const state = {
    auctionId: auction.id,
    currentBid: auction.currentBid,
    endTime: auction.endTime?.toISOString() ?? null,
    reserveMet: isReserveMet(auction.reservePrice, auction.currentBid),
    bidCount,
    status: 'active',
  };
  effects.events.push({ type: 'auction.updated', live: true, data: auctionUpdatedData(state, null) });
  effects.events.push({ type: 'auction.started', live: false, data: { startTime: auction.startTime?.toISOString() ?? null } });
  effects.domain.push({ type: 'auction.started', auctionId: auction.id, sellerId: auction.sellerId, at: now.toISOString() });
  return 'active';
}

/** The background job's step: starts every due scheduled auction, each exactly once, safe with several instances. */
export async function startScheduledAuctions(deps: AppDeps, limit = 50): Promise<number> {
  const now = deps.clock.now();
  const due = await deps.db
    .select({ id: auctions.id })
    .from(auctions)
    .where(and(eq(auctions.status, 'scheduled'), lte(auctions.startTime, now), or(isNull(auctions.originalAuctionId), isNotNull(auctions.renewalApprovedAt))))
    .orderBy(asc(auctions.startTime))
    .limit(limit);
  let started = 0;
  for (const { id } of due) {
    await withAuctionLock(
      deps,
      id,
      async (tx, auction) => {
        const effects = noEffects(id);
        // Another instance holds it (skip) or already started it (no longer due): nothing to do.
        if (auction && (await startIfDue(tx, auction, deps.clock.now(), effects)) === 'active' && auction.status !== 'active') started++;
        return { result: undefined, effects };
      },
      { skipLocked: true },
    );
  }
  return started;
}
