import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { auctions, deals, offerPayments, offers, profiles, users } from '../../db/schema.ts';
import { auctionPath } from '../../../domain/listings/auction-path.ts';
import { nextStep } from '../../../domain/deals/deal-rules.ts';
import { isOverdue } from '../../../domain/admin/admin-deals.ts';
import type { OfferPaymentItem } from '../../../domain/offers/offer-wire.ts';
import { snapshotOf } from '../deals/index.ts';

type OfferPaymentStatus = NonNullable<OfferPaymentItem['payment']>['status'];

/** The deal each offer made, the newest when a sale fell through and was made again. */
async function dealsOfOffers(deps: AppDeps, offerIds: string[]) {
  if (offerIds.length === 0) return new Map<string, typeof deals.$inferSelect>();
  const rows = await deps.db.select().from(deals).where(inArray(deals.offerId, offerIds)).orderBy(desc(deals.createdAt));
  const byOffer = new Map<string, typeof deals.$inferSelect>();
  for (const d of rows) if (d.offerId && !byOffer.has(d.offerId)) byOffer.set(d.offerId, d);
  return byOffer;
}

/**
 * SPEC 1, 6, decision 033: the accepted offers and how each is paid: by its deal (the buyer's checkout, or directly to
 * the seller), never by a charge an admin makes. Read-only: an admin acts on a deal in /admin/deals (an overdue one is
 * counted in the dashboard's 'Overdue deals'). `payment` is a charge an admin made before decision 033, kept as history.
 */
export async function listOfferPayments(deps: AppDeps): Promise<OfferPaymentItem[]> {
  const rows = await deps.db
    .select({
      offer: { id: offers.id, auctionId: offers.auctionId, amount: offers.amount, updatedAt: offers.updatedAt },
      auction: {
        id: auctions.id,
        slug: auctions.slug,
        title: auctions.title,
        year: auctions.year,
        make: auctions.make,
        model: auctions.model,
        trim: auctions.trim,
      },
      buyerName: profiles.displayName,
      buyerEmail: users.email,
      payment: offerPayments,
    })
    .from(offers)
    .innerJoin(auctions, eq(auctions.id, offers.auctionId))
    .innerJoin(users, eq(users.id, offers.buyerId))
    .leftJoin(profiles, eq(profiles.userId, offers.buyerId))
    .leftJoin(offerPayments, eq(offerPayments.offerId, offers.id))
    .where(eq(offers.status, 'accepted'))
    .orderBy(sql`case when ${offerPayments.status} = 'succeeded' then 1 else 0 end`, desc(offers.updatedAt))
    .limit(200);
  const dealOf = await dealsOfOffers(
    deps,
    rows.map((r) => r.offer.id),
  );
  const now = deps.clock.now();
  return rows.map((r) => ({
    offerId: r.offer.id,
    auctionId: r.offer.auctionId,
    auctionTitle: r.auction.title,
    auctionPath: auctionPath(r.auction),
    buyerName: r.buyerName?.trim() || 'Anonymous',
    buyerEmail: r.buyerEmail,
    amount: r.offer.amount,
    acceptedAt: r.offer.updatedAt.toISOString(),
    payment: r.payment
      ? {
          id: r.payment.id,
          status: r.payment.status as OfferPaymentStatus,
          attempts: r.payment.attempts,
          failureReason: r.payment.failureReason,
          providerReference: r.payment.providerReference,
          processedAt: r.payment.processedAt?.toISOString() ?? null,
        }
      : null,
    deal: dealView(dealOf.get(r.offer.id), r.payment?.status === 'succeeded', now),
  }));
}

function dealView(d: typeof deals.$inferSelect | undefined, chargedHere: boolean, now: Date): OfferPaymentItem['deal'] {
  if (!d) return null;
  const due = nextStep(snapshotOf(d)).by;
  return {
    id: d.id,
    state: d.state,
    paymentMethod: d.paymentMethod === 'direct' ? 'direct' : 'held',
    paidAtCheckout: Number(d.chargedCents) > 0 && !chargedHere,
    // The deal's next deadline and whether it passed, as /admin/deals and the dashboard's 'Overdue deals' read them.
    dueAt: due ? due.toISOString() : null,
    overdue: isOverdue(due, now),
  };
}
