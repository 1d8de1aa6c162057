import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app.ts';
import { auctions, offers } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { joinOfferErrors, normalizeOfferMessage, offerInputErrors } from '../../../domain/offers.ts';
import { hasBidderAuthorization } from '../authorization/check-authorization.ts';
import { notOpenForOffers, offersNotAccepted, offerAuthorizationRequired, ownListingOffer } from './offer-errors.ts';
import { auctionNotFound } from '../bidding/engine-errors.ts';
import { publishOffersChanged, sendNewOfferMessage, sendOfferNotification } from './notify-offer.ts';

export interface MadeOffer {
  offer: { id: string; amount: number; message: string | null; status: string };
  updated: boolean;
}

/**
 * SPEC 4, 5, 7 Make an Offer: on a listing that allows offers, by a signed-in, authorized buyer who
 * is not its seller, while it is open (an active auction or classified). A second offer by the same
 * buyer updates the first and resets it to pending. The message to the seller and the notification
 * follow the commit and never block the offer (SPEC 8).
 */
export async function makeOffer(deps: AppDeps, input: { userId: string; auctionId: string; amount: number; message?: string | null }): Promise<MadeOffer> {
  const errors = offerInputErrors({ amount: input.amount, message: input.message ?? null });
  if (errors.length > 0) throw new AppError(400, 'INVALID_INPUT', joinOfferErrors(errors));
  const [auction] = await deps.db
    .select({ id: auctions.id, title: auctions.title, sellerId: auctions.sellerId, status: auctions.status, allowOffers: auctions.allowOffers, endTime: auctions.endTime })
    .from(auctions)
    .where(eq(auctions.id, input.auctionId));
  if (!auction) throw auctionNotFound();
  if (auction.sellerId === input.userId) throw ownListingOffer();
  if (!auction.allowOffers) throw offersNotAccepted();
  const now = deps.clock.now();
  if (auction.status !== 'active' || (auction.endTime !== null && auction.endTime <= now)) throw notOpenForOffers();
  if (!(await hasBidderAuthorization(deps.db, input.userId, auction.id))) throw offerAuthorizationRequired();

  const message = normalizeOfferMessage(input.message);
  const { offer, updated } = await deps.db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: offers.id })
      .from(offers)
      .where(and(eq(offers.auctionId, auction.id), eq(offers.buyerId, input.userId), eq(offers.createdBySeller, false), eq(offers.kind, 'offer')))
      .orderBy(offers.createdAt)
      .limit(1)
      .for('update');
    if (existing) {
      const [row] = await tx
        .update(offers)
        .set({ amount: input.amount, message, status: 'pending', updatedAt: now })
        .where(eq(offers.id, existing.id))
        .returning({ id: offers.id, amount: offers.amount, message: offers.message, status: offers.status });
      return { offer: row!, updated: true };
    }
    const [row] = await tx
      .insert(offers)
      .values({ auctionId: auction.id, buyerId: input.userId, amount: input.amount, message, status: 'pending', createdAt: now, updatedAt: now })
      .returning({ id: offers.id, amount: offers.amount, message: offers.message, status: offers.status });
    return { offer: row!, updated: false };
  });

  await sendNewOfferMessage(deps, { auctionId: auction.id, title: auction.title, sellerId: auction.sellerId, buyerId: input.userId, amount: input.amount, message });
  await sendOfferNotification(deps, offer.id, 'new_offer');
  publishOffersChanged(deps, auction.id, [auction.sellerId, input.userId]);
  return { offer, updated };
}
