import { eq } from 'drizzle-orm';
import { auctions, dealEvents, deals } from '../../db/schema.ts';
import type { Tx } from '../../db/tx.ts';
import type { SaleForDeal } from '../../sale-ports.ts';
import { newDeal, nextDueOf, PAYMENT_METHODS, type PaymentMethod } from '../../../domain/deals/deal-rules.ts';

/**
 * The deal of a sale, written in the engine's transaction that sells (the engine's `dealOfSale` port, under the
 * auction's and the vehicle's locks), so a sale and its deal commit together or not at all
 * (docs/product-rules.md 4.7). The payment method is the listing's, as its seller chose it. The timeline starts
 * with 'sold'.
 */
export async function createDealInSale(tx: Tx, sale: SaleForDeal): Promise<{ dealId: string }> {
  const [listing] = await tx.select({ paymentMethod: auctions.paymentMethod }).from(auctions).where(eq(auctions.id, sale.auctionId)).limit(1);
  const method: PaymentMethod = (PAYMENT_METHODS as readonly string[]).includes(listing?.paymentMethod ?? '')
    ? (listing!.paymentMethod as PaymentMethod)
    : 'held';
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
  await tx
    .insert(dealEvents)
    .values({ dealId, move: 'sold', actor: 'system', amountCents: sale.price * 100, details: { saleKind: sale.saleKind }, createdAt: sale.now });
  return { dealId };
}
