import { and, desc, eq } from 'drizzle-orm';
import { auctions, paymentHolds } from '../../db/schema.ts';
import type { DbOrTx } from '../../db/tx.ts';
import { buyerFeeCents } from '../../../domain/bidding/holds.ts';
import type { DealRow } from './deal-rows.ts';

/** The buyer's captured bid hold of the deal's listing: the buyer fee as the ledger took it (SPEC 9), or null. */
export async function capturedFeeOf(db: DbOrTx, row: Pick<DealRow, 'auctionId' | 'buyerId'>) {
  const [hold] = await db
    .select({
      id: paymentHolds.id,
      amountCents: paymentHolds.amountCents,
      reference: paymentHolds.providerReference,
      syncedStatus: paymentHolds.providerSyncedStatus,
      provider: paymentHolds.provider,
    })
    .from(paymentHolds)
    .where(and(eq(paymentHolds.auctionId, row.auctionId), eq(paymentHolds.userId, row.buyerId), eq(paymentHolds.status, 'captured')))
    .orderBy(desc(paymentHolds.settledAt))
    .limit(1);
  return hold ?? null;
}

/**
 * The buyer fee taken at the sale, in cents: the buyer's captured hold when the ledger has one (an auction sold at its
 * close, by buy now or by an accepted offer); a classified takes none. A sale recorded without the ledger (the demo
 * data) reads as SPEC 9's 2.5% of an auction's price. Whole dollars since decision 003's rounding.
 */
export async function buyerFeeTakenCents(db: DbOrTx, row: Pick<DealRow, 'auctionId' | 'buyerId' | 'price'>): Promise<number> {
  const hold = await capturedFeeOf(db, row);
  if (hold) return hold.amountCents;
  const [a] = await db.select({ listingType: auctions.listingType }).from(auctions).where(eq(auctions.id, row.auctionId)).limit(1);
  return a?.listingType === 'auction' ? buyerFeeCents(row.price) : 0;
}
