import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { auctions, proxyBids } from '../../db/schema.ts';
import type { Tx } from '../../db/tx.ts';

// The seller's changes of a listing's row that the seller-listings module decides (docs/product-rules.md 4.6): it
// checks who may and when under the auction's lock (withAuctionLock); the engine, which owns `auctions` and
// `proxy_bids`, writes them.

type AuctionRow = typeof auctions.$inferSelect;

/** What a renewal sets anew; every other field is the original's. */
export type RenewalFields = Pick<AuctionRow, 'reservePrice' | 'buyNowPrice' | 'startTime' | 'endTime' | 'timezone'>;

/**
 * A renewal (docs/product-rules.md 4.6, 5.5), in the transaction that locks the original: the new listing is the
 * original's full field set, slug null, not featured, scheduled and awaiting approval, linked by original_auction_id.
 * The original stays ended: its bids stay its own history and its proxy bids are archived; an idle negotiation
 * window closes with the renewal, so the original can no longer be sold by an offer in it.
 */
export async function recordRenewal(tx: Tx, original: AuctionRow, fields: RenewalFields, now: Date): Promise<AuctionRow> {
  const { id: _id, slug: _slug, createdAt: _c, updatedAt: _u, ...kept } = original;
  const [row] = await tx
    .insert(auctions)
    .values({
      ...kept,
      ...fields,
      slug: null,
      featured: false,
      status: 'scheduled',
      currentBid: 0,
      startingPrice: 0,
      bidCount: 0,
      winnerId: null,
      negotiationWindowEnds: null,
      originalAuctionId: original.id,
      renewalRequestedAt: now,
      renewalApprovedAt: null,
      rejectedAt: null,
      rejectionReason: null,
      withdrawnAt: null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  const windowOpen = original.negotiationWindowEnds !== null && original.negotiationWindowEnds > now;
  await tx
    .update(auctions)
    .set({ status: 'ended', updatedAt: now, ...(windowOpen && { negotiationWindowEnds: now }) })
    .where(eq(auctions.id, original.id));
  await tx
    .update(proxyBids)
    .set({ isActive: false, updatedAt: now })
    .where(and(eq(proxyBids.auctionId, original.id), eq(proxyBids.isActive, true)));
  return row!;
}

/** A renewal whose featured checkout could not be made is taken back whole (docs/product-rules.md 4.6). */
export async function dropRenewal(db: Db, renewalId: string): Promise<void> {
  await db.delete(auctions).where(eq(auctions.id, renewalId));
}

/** A listing withdrawn before approval: archived with withdrawn_at (decision 017), under the auction's lock. */
export async function recordWithdrawal(tx: Tx, auctionId: string, now: Date): Promise<void> {
  await tx.update(auctions).set({ status: 'archived', withdrawnAt: now, updatedAt: now }).where(eq(auctions.id, auctionId));
}
