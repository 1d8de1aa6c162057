import { and, eq, isNull, ne } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { offers } from '../../db/schema.ts';
import { isNegotiationOpen, isSecondChanceOpen, mayAnswerOffer } from '../../../domain/offers/offers.ts';
import { leadingBid, type LockedAuction, noEffects, sellByOffer, withAuctionLock } from '../auction-engine/index.ts';
import { type Tx } from '../../db/tx.ts';
import { alreadyAccepted, cannotAccept, cannotDecline, notYourOffer, offerNotFound, windowClosed } from './offer-errors.ts';
import { publishOffersChanged, sendOfferNotification } from './notify-offer.ts';

type OfferRow = typeof offers.$inferSelect;

async function lockedOffer(tx: Tx, offerId: string, auctionId: string): Promise<OfferRow> {
  const [offer] = await tx
    .select()
    .from(offers)
    .where(and(eq(offers.id, offerId), eq(offers.auctionId, auctionId)))
    .for('update');
  if (!offer) throw offerNotFound();
  return offer;
}

/**
 * Whether the offer may be answered now (under the auction's lock): a Make an Offer offer while the
 * listing is live; after an auction closed under its reserve, only the highest bidder's offers and
 * the seller's counters, and only while the negotiation window is open (SPEC 4); a second-chance
 * offer until it expires (decision 013).
 */
async function checkAnswerable(tx: Tx, offer: OfferRow, auction: LockedAuction, userId: string, now: Date, accept: boolean): Promise<void> {
  const refuse = accept ? cannotAccept : cannotDecline;
  const party = userId === auction.sellerId || userId === offer.buyerId;
  if (!party) throw notYourOffer(accept);
  if (!mayAnswerOffer(userId, offer, auction.sellerId)) throw offer.status === 'pending' ? notYourOffer(accept) : refuse();
  if (offer.kind === 'second_chance') {
    if (auction.status !== 'ended' || !isSecondChanceOpen(offer, now.getTime())) throw refuse();
    return;
  }
  if (auction.status === 'active') {
    if (auction.endTime !== null && auction.endTime <= now) throw refuse();
    return;
  }
  if (auction.status !== 'ended') throw refuse();
  if (!isNegotiationOpen(auction, now.getTime())) throw windowClosed();
  const leader = await leadingBid(tx, auction.id);
  if (!leader || leader.bidderId !== offer.buyerId) throw refuse();
}

/**
 * SPEC 4, 8 accept: the offer becomes accepted and the listing is sold to its buyer at its amount
 * through the engine (sellByOffer), exactly once; the other pending offers on it are declined.
 */
export async function acceptOffer(deps: AppDeps, input: { userId: string; offerId: string }) {
  const [found] = await deps.db.select({ auctionId: offers.auctionId }).from(offers).where(eq(offers.id, input.offerId));
  if (!found) throw offerNotFound();
  const declined: string[] = [];
  let sellerId = '';
  let buyerId = '';
  const sale = await sellByOffer(deps, found.auctionId, async (tx, auction, now) => {
    const offer = await lockedOffer(tx, input.offerId, auction.id);
    await checkAnswerable(tx, offer, auction, input.userId, now, true);
    // One accepted offer per listing whose sale stands (offers_one_accepted_uq): another is refused with its reason.
    const [standing] = await tx
      .select({ id: offers.id })
      .from(offers)
      .where(and(eq(offers.auctionId, auction.id), eq(offers.status, 'accepted'), isNull(offers.saleCancelledAt), ne(offers.id, offer.id)))
      .limit(1);
    if (standing) throw alreadyAccepted();
    await tx.update(offers).set({ status: 'accepted', updatedAt: now }).where(eq(offers.id, offer.id));
    const others = await tx
      .update(offers)
      .set({ status: 'rejected', updatedAt: now })
      .where(and(eq(offers.auctionId, auction.id), eq(offers.status, 'pending'), ne(offers.id, offer.id)))
      .returning({ buyerId: offers.buyerId });
    declined.push(...others.map((o) => o.buyerId));
    sellerId = auction.sellerId;
    buyerId = offer.buyerId;
    return { offerId: offer.id, buyerId: offer.buyerId, amount: offer.amount, secondChance: offer.kind === 'second_chance', counter: offer.createdBySeller };
  });
  // The sale's notices (from its event) tell the buyer what to pay by when and the seller what sold.
  publishOffersChanged(deps, found.auctionId, [sellerId, buyerId, ...declined]);
  return { offerId: input.offerId, status: 'accepted' as const, auction: sale };
}

/** SPEC 4, 8 decline: the offer becomes rejected, under the same rules of who and when as accepting. */
export async function declineOffer(deps: AppDeps, input: { userId: string; offerId: string }) {
  const [found] = await deps.db.select({ auctionId: offers.auctionId }).from(offers).where(eq(offers.id, input.offerId));
  if (!found) throw offerNotFound();
  const parties = await withAuctionLock(deps, found.auctionId, async (tx, auction) => {
    if (!auction) throw offerNotFound();
    const now = deps.clock.now();
    const offer = await lockedOffer(tx, input.offerId, auction.id);
    await checkAnswerable(tx, offer, auction, input.userId, now, false);
    await tx.update(offers).set({ status: 'rejected', updatedAt: now }).where(eq(offers.id, offer.id));
    return { result: [auction.sellerId, offer.buyerId], effects: noEffects(auction.id) };
  });
  await sendOfferNotification(deps, input.offerId, 'declined');
  publishOffersChanged(deps, found.auctionId, parties);
  return { offerId: input.offerId, status: 'rejected' as const };
}
