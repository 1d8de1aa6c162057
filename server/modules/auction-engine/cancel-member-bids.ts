import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { auctions, bids, proxyBids } from '../../db/schema.ts';
import { rowsOf } from '../../db/tx.ts';
import { isReserveMet } from '../../../domain/bidding/bidding-rules.ts';
import { recomputeBids, type HistoryBid } from '../../../domain/bidding/bid-recomputation.ts';
import { recordAudit } from '../admin-audit/record-audit.ts';
import { hasEnded } from './availability.ts';
import { readAuctionSettings } from './bidding-state.ts';
import { noEffects } from './effects.ts';
import { placeHold, releaseHeld } from './hold-ledger.ts';
import { BIDS_RECOMPUTED } from './live-events.ts';
import { withAuctionLock } from './lock-auction.ts';

/** One auction whose bids were recomputed: the price and leader before and after. */
export interface RecomputedAuction {
  auctionId: string;
  cancelledBids: number;
  before: { currentBid: number; leaderId: string | null };
  after: { currentBid: number; leaderId: string | null; bidCount: number };
}

/** The live auctions (open to bids: scheduled or running) where the member has a bid or an active proxy bid. */
async function liveAuctionsOf(deps: AppDeps, userId: string): Promise<string[]> {
  const result = await deps.db.execute(sql`
    select a.id from auctions a
    where a.listing_type = 'auction' and a.status in ('active', 'scheduled')
      and (exists (select 1 from bids b where b.auction_id = a.id and b.bidder_id = ${userId})
        or exists (select 1 from proxy_bids p where p.auction_id = a.id and p.user_id = ${userId} and p.is_active))
    order by a.id`);
  return rowsOf<{ id: string }>(result).map((r) => r.id);
}

interface StoredBid {
  id: string;
  bidder_id: string;
  amount: number;
  is_automatic: boolean;
  at: string | number;
}

/**
 * An engine entry point: a suspended member's bids and proxy bids on live auctions are
 * cancelled, and each auction's history, leader and current bid are replayed without them by
 * domain/bidding/bid-recomputation.ts (the engine's own resolveBids), under the auction's lock. The cancelled rows are
 * deleted (kept in the audit entry, decision 025), the leader's hold moves with the lead, viewers are told
 * live and each auction gets an audit entry. An auction that ended meanwhile is left as it is.
 */
export async function cancelMemberBids(deps: AppDeps, o: { actorId: string; userId: string }): Promise<RecomputedAuction[]> {
  const ids = await liveAuctionsOf(deps, o.userId);
  if (ids.length === 0) return [];
  const settings = await readAuctionSettings(deps.db);
  const done: RecomputedAuction[] = [];
  for (const auctionId of ids) {
    const one = await withAuctionLock(deps, auctionId, async (tx, auction) => {
      const effects = noEffects(auctionId);
      const now = deps.clock.now();
      if (!auction || auction.listingType !== 'auction' || (auction.status !== 'active' && auction.status !== 'scheduled') || hasEnded(auction, now)) {
        return { result: null, effects };
      }
      const stored = rowsOf<StoredBid>(
        await tx.execute(sql`
          select id, bidder_id, amount, is_automatic, (extract(epoch from created_at) * 1000000)::bigint as at
          from bids where auction_id = ${auctionId} order by created_at, amount`),
      );
      const history: HistoryBid[] = stored.map((b) => ({ id: b.id, bidderId: b.bidder_id, amount: b.amount, isAutomatic: b.is_automatic, at: Number(b.at) }));
      const proxies = rowsOf<{ user_id: string; max_bid_amount: number; set_at: string | number }>(
        await tx.execute(sql`
          select user_id, max_bid_amount, (extract(epoch from updated_at) * 1000000)::bigint as set_at
          from proxy_bids where auction_id = ${auctionId} and is_active`),
      ).map((p) => ({ userId: p.user_id, maxBidAmount: p.max_bid_amount, setAt: Number(p.set_at) }));
      const out = recomputeBids({ startingPrice: auction.startingPrice, bids: history, proxies, cancelledUserIds: new Set([o.userId]), settings });

      const cancelledProxies = await tx
        .update(proxyBids)
        .set({ isActive: false, updatedAt: now })
        .where(and(eq(proxyBids.auctionId, auctionId), eq(proxyBids.userId, o.userId), eq(proxyBids.isActive, true)))
        .returning({ maxBidAmount: proxyBids.maxBidAmount });
      if (out.droppedIds.length > 0) await tx.delete(bids).where(inArray(bids.id, out.droppedIds));

      // The history stays strictly ordered in time (a millisecond apart at least, as commit-bids.ts writes it).
      const storedAt = new Map(history.map((b) => [b.id, Math.floor(b.at / 1000)]));
      let prev = -Infinity;
      const written: { id: string; bidderId: string; amount: number }[] = [];
      for (const r of out.rows) {
        const ms = Math.max(Math.floor(r.at / 1000), prev + 1);
        prev = ms;
        if (r.keptId) {
          if (storedAt.get(r.keptId) !== ms)
            await tx
              .update(bids)
              .set({ createdAt: new Date(ms) })
              .where(eq(bids.id, r.keptId));
          written.push({ id: r.keptId, bidderId: r.bidderId, amount: r.amount });
        } else {
          const id = randomUUID();
          await tx.insert(bids).values({ id, auctionId, bidderId: r.bidderId, amount: r.amount, isAutomatic: r.isAutomatic, createdAt: new Date(ms) });
          written.push({ id, bidderId: r.bidderId, amount: r.amount });
        }
      }
      await tx.update(auctions).set({ currentBid: out.currentBid, updatedAt: now }).where(eq(auctions.id, auctionId));
      await releaseHeld(tx, auctionId, now, deps.payments);
      const top = written.at(-1);
      if (top) await placeHold(tx, { auctionId, userId: top.bidderId, bidId: top.id, amount: top.amount, now, provider: deps.payments });
      effects.holdsChanged = true;

      const leaderBefore = history.at(-1)?.bidderId ?? null;
      const cancelled = history.filter((b) => b.bidderId === o.userId);
      const state = {
        auctionId,
        currentBid: out.currentBid,
        endTime: auction.endTime?.toISOString() ?? null,
        reserveMet: isReserveMet(auction.reservePrice, out.currentBid),
        bidCount: out.rows.length,
        status: auction.status,
      };
      effects.events.push({ type: BIDS_RECOMPUTED, live: true, data: state });
      await recordAudit(
        tx,
        {
          actorId: o.actorId,
          action: 'auction.member_bids_cancelled',
          entity: 'auction',
          entityId: auctionId,
          before: {
            memberId: o.userId,
            currentBid: auction.currentBid,
            leaderId: leaderBefore,
            bidCount: history.length,
            cancelledBids: cancelled.map((b) => ({
              id: b.id,
              amount: b.amount,
              isAutomatic: b.isAutomatic,
              createdAt: new Date(Math.floor(b.at / 1000)).toISOString(),
            })),
            cancelledProxies: cancelledProxies.map((p) => p.maxBidAmount),
          },
          after: { currentBid: out.currentBid, leaderId: out.leaderId, bidCount: out.rows.length, droppedBids: out.droppedIds.length },
        },
        now,
      );
      const result: RecomputedAuction = {
        auctionId,
        cancelledBids: cancelled.length,
        before: { currentBid: auction.currentBid, leaderId: leaderBefore },
        after: { currentBid: out.currentBid, leaderId: out.leaderId, bidCount: out.rows.length },
      };
      return { result, effects };
    });
    if (one) done.push(one);
  }
  return done;
}
