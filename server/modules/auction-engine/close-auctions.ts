import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { auctions } from '../../db/schema.ts';
import { closingOutcome, isReserveMet } from '../../../domain/bidding/bidding-rules.ts';
import { withAuctionLock, type LockedAuction } from './lock-auction.ts';
import { noEffects, type Effects } from './effects.ts';
import { type Tx } from '../../db/tx.ts';
import { readAuctionSettings } from './bidding-state.ts';
import { settleHoldsAtClose } from './hold-ledger.ts';
import { auctionUpdatedData } from './live-events.ts';
import { countBids, leadingBid } from './read-bids.ts';
import { rootOf, vehicleSaleConflict } from './vehicle-lineage.ts';

const dueToClose = (now: Date) => and(eq(auctions.status, 'active'), eq(auctions.listingType, 'auction'), lte(auctions.endTime, now));

/**
 * DESIGN close, run by the background job on every instance: each due auction in its own
 * transaction that locks its row with SKIP LOCKED and re-checks it is still due, so two instances
 * never close one auction twice; the status change, the holds and the record are one commit.
 */
export async function closeDueAuctions(deps: AppDeps, limit = 50): Promise<number> {
  const due = await deps.db.select({ id: auctions.id }).from(auctions).where(dueToClose(deps.clock.now())).orderBy(asc(auctions.endTime)).limit(limit);
  let closed = 0;
  for (const { id } of due) {
    if (await closeAuction(deps, id)) closed++;
  }
  return closed;
}

/** Closes one auction if it is (still) due; false when another instance has it or already closed it. */
export async function closeAuction(deps: AppDeps, auctionId: string): Promise<boolean> {
  const settings = await readAuctionSettings(deps.db);
  return withAuctionLock(
    deps,
    auctionId,
    async (tx, auction) => {
      const effects = noEffects(auctionId);
      const now = deps.clock.now();
      if (!auction || auction.status !== 'active' || auction.listingType !== 'auction' || !auction.endTime || auction.endTime > now) {
        return { result: false, effects };
      }
      await closeLocked(deps, tx, { ...auction, endTime: auction.endTime }, { settings, now, effects });
      return { result: true, effects };
    },
    { skipLocked: true },
  );
}

/**
 * The close itself, in the caller's transaction on a locked, running auction whose end has come: the
 * outcome (sold or ended with a negotiation window), the holds settled in the ledger, the record and
 * the announcements. Shared by the close job and an admin's "end now".
 */
export async function closeLocked(
  deps: AppDeps,
  tx: Tx,
  auction: LockedAuction & { endTime: Date },
  o: { settings: Awaited<ReturnType<typeof readAuctionSettings>>; now: Date; effects: Effects },
): Promise<{ status: 'sold' | 'ended'; winnerId: string | null }> {
  const { settings, now, effects } = o;
  const leader = await leadingBid(tx, auction.id);
  let outcome = closingOutcome({
    reservePrice: auction.reservePrice,
    currentBid: auction.currentBid,
    leaderId: leader?.bidderId ?? null,
    endTime: auction.endTime,
    settings,
  });
  // A vehicle already sold (or being sold) through another of its listings is not sold
  // again here: the listing ends without a sale and without a negotiation window, and its holds are released.
  if (outcome.status === 'sold' && (await vehicleSaleConflict(tx, auction.id, 'close', now))) {
    deps.logger.error({ auctionId: auction.id }, 'close: the vehicle is sold or being sold through another of its listings; ended without a sale');
    outcome = { status: 'ended', negotiationWindowEnds: null };
  }
  const winnerId = outcome.status === 'sold' ? outcome.winnerId : null;
  const negotiationWindowEnds = outcome.status === 'ended' ? outcome.negotiationWindowEnds : null;
  await tx.update(auctions).set({ status: outcome.status, winnerId, negotiationWindowEnds, updatedAt: now }).where(eq(auctions.id, auction.id));
  await settleHoldsAtClose(tx, { auctionId: auction.id, winnerId, amount: auction.currentBid, now, provider: deps.payments });
  effects.holdsChanged = true;
  // The sale's deal, in this transaction.
  if (winnerId) {
    await deps.sales.dealOfSale(tx, {
      auctionId: auction.id,
      lineageId: await rootOf(tx, auction.id),
      buyerId: winnerId,
      sellerId: auction.sellerId,
      saleKind: 'auction',
      price: auction.currentBid,
      now,
    });
  }

  const at = now.toISOString();
  const state = {
    auctionId: auction.id,
    currentBid: auction.currentBid,
    endTime: auction.endTime.toISOString(),
    reserveMet: isReserveMet(auction.reservePrice, auction.currentBid),
    bidCount: await countBids(tx, auction.id),
    status: outcome.status,
  };
  effects.events.push({ type: 'auction.updated', live: true, data: auctionUpdatedData(state, winnerId) });
  if (winnerId) {
    effects.events.push({ type: 'auction.sold', live: false, data: { winnerId, amount: auction.currentBid, viaBuyNow: false } });
    effects.domain.push({
      type: 'auction.sold',
      auctionId: auction.id,
      sellerId: auction.sellerId,
      winnerId,
      amount: auction.currentBid,
      viaBuyNow: false,
      at,
    });
  } else {
    effects.events.push({ type: 'auction.ended', live: false, data: { highestBidderId: leader?.bidderId ?? null, amount: auction.currentBid } });
    effects.domain.push({
      type: 'auction.ended',
      auctionId: auction.id,
      sellerId: auction.sellerId,
      highestBidderId: leader?.bidderId ?? null,
      amount: auction.currentBid,
      at,
    });
    if (leader && negotiationWindowEnds) {
      effects.events.push({ type: 'negotiation.opened', live: false, data: { highestBidderId: leader.bidderId, endsAt: negotiationWindowEnds.toISOString() } });
      effects.domain.push({
        type: 'negotiation.opened',
        auctionId: auction.id,
        sellerId: auction.sellerId,
        highestBidderId: leader.bidderId,
        endsAt: negotiationWindowEnds.toISOString(),
        at,
      });
    }
  }
  return { status: outcome.status, winnerId };
}

/**
 * An admin's "end now", an engine entry point: under the auction's lock, `allow` checks it may
 * end, its end becomes now and it closes as at its end (closeLocked); `after` adds the caller's part (audit,
 * notices) to the same transaction and effects.
 */
export async function endAuctionNow<T>(
  deps: AppDeps,
  auctionId: string,
  o: {
    allow: (auction: LockedAuction | null) => asserts auction is LockedAuction;
    after: (tx: Tx, c: { auction: LockedAuction; outcome: { status: 'sold' | 'ended'; winnerId: string | null }; now: Date; effects: Effects }) => Promise<T>;
  },
): Promise<T> {
  const settings = await readAuctionSettings(deps.db);
  return withAuctionLock(deps, auctionId, async (tx, auction) => {
    o.allow(auction);
    const now = deps.clock.now();
    const effects = noEffects(auctionId);
    await tx.update(auctions).set({ endTime: now, updatedAt: now }).where(eq(auctions.id, auctionId));
    const outcome = await closeLocked(deps, tx, { ...auction, endTime: now }, { settings, now, effects });
    return { result: await o.after(tx, { auction, outcome, now, effects }), effects };
  });
}

/** How long before the end an auction is announced as ending soon (for notifications and alerts). */
export const ENDING_SOON_MS = 60 * 60 * 1000;

/** Announces each active auction once when it enters its last hour; the record makes it once across instances. */
export async function announceEndingSoon(deps: AppDeps, limit = 50): Promise<number> {
  const now = deps.clock.now();
  const soon = await deps.db
    .select({ id: auctions.id })
    .from(auctions)
    .where(
      and(
        eq(auctions.status, 'active'),
        eq(auctions.listingType, 'auction'),
        gt(auctions.endTime, now),
        lte(auctions.endTime, new Date(now.getTime() + ENDING_SOON_MS)),
        sql`not exists (select 1 from auction_events e where e.auction_id = ${auctions.id} and e.type = 'auction.ending_soon')`,
      ),
    )
    .limit(limit);
  let announced = 0;
  for (const { id } of soon) {
    const done = await withAuctionLock(
      deps,
      id,
      async (tx, auction) => {
        const effects = noEffects(id);
        if (!auction || auction.status !== 'active' || !auction.endTime) return { result: false, effects };
        const seen = await tx.execute(sql`select 1 from auction_events where auction_id = ${id} and type = 'auction.ending_soon' limit 1`);
        if ((seen as { rows: unknown[] }).rows.length > 0) return { result: false, effects };
        const endTime = auction.endTime.toISOString();
        effects.events.push({ type: 'auction.ending_soon', live: false, data: { endTime } });
        effects.domain.push({ type: 'auction.ending_soon', auctionId: id, endTime, at: deps.clock.now().toISOString() });
        return { result: true, effects };
      },
      { skipLocked: true },
    );
    if (done) announced++;
  }
  return announced;
}
