import { and, eq } from 'drizzle-orm';
import { auctions } from '../../db/schema.ts';
import type { Tx } from '../../db/tx.ts';

/**
 * A sale that no longer stands (a deal cancelled before the handover, docs/product-rules.md 4.7): the listing is no
 * longer sold and has no winner, so the vehicle may be sold again (a second-chance offer, a renewal). An auction
 * reads as one whose negotiation window closed now without a sale (decision 013); a classified is on sale again
 * (until its end, if it has one). Called by the deals module, in its move's transaction, through the `undoSale`
 * port; the sale's rollup follows (trigger admin_rollup_sale_update_trg).
 */
export async function undoSale(tx: Tx, sale: { auctionId: string; now: Date }): Promise<void> {
  const { auctionId, now } = sale;
  const [listing] = await tx
    .select({ listingType: auctions.listingType, endTime: auctions.endTime })
    .from(auctions)
    .where(eq(auctions.id, auctionId))
    .for('update');
  if (!listing) return;
  const onSaleAgain = listing.listingType === 'classified' && (listing.endTime === null || listing.endTime > now);
  await tx
    .update(auctions)
    .set(onSaleAgain ? { status: 'active', winnerId: null, updatedAt: now } : { status: 'ended', winnerId: null, negotiationWindowEnds: now, updatedAt: now })
    .where(and(eq(auctions.id, auctionId), eq(auctions.status, 'sold')));
}
