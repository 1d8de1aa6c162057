import { eq } from 'drizzle-orm';
import { offers } from '../../db/schema.ts';
import type { Tx } from '../../db/tx.ts';

/**
 * The accepted offer whose sale no longer stands (its deal was cancelled before the handover): it stays accepted (it
 * was), marked as a sale that fell through, so it no longer holds the listing's one accepted offer
 * (offers_one_accepted_uq) and the seller may accept another. Wired into the `undoSale` port in compose.ts.
 */
export async function markOfferSaleUndone(tx: Tx, offerId: string, now: Date): Promise<void> {
  await tx.update(offers).set({ saleCancelledAt: now }).where(eq(offers.id, offerId));
}
