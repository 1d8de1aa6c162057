import { eq } from 'drizzle-orm';
import { auctions, dealEvents, deals } from '../../db/schema.ts';
import type { Tx } from '../../db/tx.ts';
import { newDeal, nextDueOf, PAYMENT_METHODS, type PaymentMethod } from '../../../domain/deal-rules.ts';

export type SaleKind = 'auction' | 'buy_now' | 'offer' | 'counter_offer' | 'second_chance';

export interface SaleForDeal {
  auctionId: string;
  /** The vehicle's first listing: one live deal per vehicle (deals_one_live_per_vehicle_uq). */
  lineageId: string;
  buyerId: string;
  sellerId: string;
  saleKind: SaleKind;
  offerId?: string | null;
  /** Whole dollars. */
  price: number;
  now: Date;
  /** The deal's id, when the caller names it ahead (the demo data writes the deal's timeline with it); else a new one. */
  dealId?: string;
}

/**
 * Issue 26 item 1: the deal of a sale, written in the engine's transaction that sells (an engine path
 * calls this under the auction's and the vehicle's locks), so a sale and its deal commit together or not
 * at all. The payment method is the listing's, as its seller chose it. The timeline starts with 'sold'.
 */
export async function createDealInSale(tx: Tx, sale: SaleForDeal): Promise<{ dealId: string }> {
  const [listing] = await tx.select({ paymentMethod: auctions.paymentMethod }).from(auctions).where(eq(auctions.id, sale.auctionId)).limit(1);
  const method: PaymentMethod = (PAYMENT_METHODS as readonly string[]).includes(listing?.paymentMethod ?? '') ? (listing!.paymentMethod as PaymentMethod) : 'held';
  const snapshot = newDeal({ method, priceCents: sale.price * 100, createdAt: sale.now });
  const [row] = await tx
    .insert(deals)
    .values({
      ...(sale.dealId ? { id: sale.dealId } : {}),
      auctionId: sale.auctionId,
      lineageId: sale.lineageId,
      buyerId: sale.buyerId,
      sellerId: sale.sellerId,
      saleKind: sale.saleKind,
      offerId: sale.offerId ?? null,
      price: sale.price,
      paymentMethod: method,
      state: snapshot.state,
      nextDueAt: nextDueOf(snapshot, []),
      createdAt: sale.now,
      updatedAt: sale.now,
    })
    .returning({ id: deals.id });
  const dealId = row!.id;
  await tx.insert(dealEvents).values({ dealId, move: 'sold', actor: 'system', amountCents: sale.price * 100, details: { saleKind: sale.saleKind }, createdAt: sale.now });
  return { dealId };
}
