import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { auctions, offers, profiles } from '../../db/schema.ts';
import { isNegotiationOpen, negotiationRole, portalAmountError, normalizeOfferMessage, OFFER_MESSAGE_MAX } from '../../../domain/offers/offers.ts';
import type { NegotiationView } from '../../../domain/offers/offer-views.ts';
import { AppError } from '../../http/errors.ts';
import { leadingBid, noEffects, withAuctionLock } from '../auction-engine/index.ts';
import { auctionNotFound } from '../../http/errors.ts';
import { readOffers } from './list-offers.ts';
import { requireVerifiedFor } from '../verified-identity/require-verified.ts';
import { assertMayBuy } from '../strikes/index.ts';
import { invalidPortalAmount, notInNegotiation, windowClosed } from './offer-errors.ts';
import { publishOffersChanged, sendOfferNotification } from './notify-offer.ts';

const nameOf = async (deps: AppDeps, userId: string, fallback: string) => {
  const [p] = await deps.db.select({ name: profiles.displayName }).from(profiles).where(eq(profiles.userId, userId));
  return p?.name?.trim() || fallback;
};

/**
 * SPEC 4, 6: the Negotiation Portal of an auction that closed under its reserve, for its seller
 * and its highest bidder only (everyone else 403); 404 for an auction that never had a window.
 */
export async function readNegotiation(deps: AppDeps, input: { userId: string; auctionId: string }): Promise<NegotiationView> {
  const [auction] = await deps.db
    .select({
      id: auctions.id,
      sellerId: auctions.sellerId,
      status: auctions.status,
      currentBid: auctions.currentBid,
      negotiationWindowEnds: auctions.negotiationWindowEnds,
    })
    .from(auctions)
    .where(eq(auctions.id, input.auctionId));
  if (!auction || !auction.negotiationWindowEnds) throw auctionNotFound();
  const leader = await leadingBid(deps.db, auction.id);
  const role = negotiationRole(input.userId, { sellerId: auction.sellerId, highestBidderId: leader?.bidderId ?? null });
  if (!role || !leader) throw notInNegotiation();
  const list = await readOffers(deps.db, { auctionIds: [auction.id], buyerId: leader.bidderId });
  return {
    auctionId: auction.id,
    role,
    status: auction.status,
    windowEndsAt: auction.negotiationWindowEnds.toISOString(),
    open: isNegotiationOpen(auction, deps.clock.now().getTime()),
    highestBid: leader.amount,
    bidderName: await nameOf(deps, leader.bidderId, 'Anonymous'),
    sellerName: await nameOf(deps, auction.sellerId, 'Anonymous Seller'),
    offers: list.filter((o) => o.kind === 'offer'),
  };
}

/**
 * SPEC 4, 7: an offer in the portal, while the window is open: the highest bidder's offer to the
 * seller, or the seller's counter-offer (created_by_seller) to the highest bidder. The side's own
 * pending offer is updated; the other side's pending one is answered by it: closed (rejected) and
 * marked countered by it, not declined, for nobody declined it.
 */
export async function makePortalOffer(deps: AppDeps, input: { userId: string; auctionId: string; amount: number; message?: string | null }) {
  const amountError = portalAmountError(input.amount);
  if (amountError) throw invalidPortalAmount(amountError);
  const message = normalizeOfferMessage(input.message);
  if (message !== null && message.length > OFFER_MESSAGE_MAX) throw new AppError(400, 'INVALID_INPUT', 'Message must be less than 500 characters');
  const made = await withAuctionLock(deps, input.auctionId, async (tx, auction) => {
    if (!auction || !auction.negotiationWindowEnds) throw auctionNotFound();
    const leader = await leadingBid(tx, auction.id);
    const role = negotiationRole(input.userId, { sellerId: auction.sellerId, highestBidderId: leader?.bidderId ?? null });
    if (!role || !leader) throw notInNegotiation();
    const now = deps.clock.now();
    if (!isNegotiationOpen(auction, now.getTime())) throw windowClosed();
    const bySeller = role === 'seller';
    // The buyer's offer above the operator's amount needs a verified identity.
    if (!bySeller) await requireVerifiedFor(tx, input.userId, { kind: 'bid', amount: input.amount });
    if (!bySeller) await assertMayBuy(tx, input.userId);
    const ofPair = and(eq(offers.auctionId, auction.id), eq(offers.buyerId, leader.bidderId), eq(offers.kind, 'offer'), eq(offers.status, 'pending'));
    const [own] = await tx
      .select({ id: offers.id })
      .from(offers)
      .where(and(ofPair, eq(offers.createdBySeller, bySeller)))
      .limit(1);
    const [row] = own
      ? await tx.update(offers).set({ amount: input.amount, message, updatedAt: now }).where(eq(offers.id, own.id)).returning({ id: offers.id })
      : await tx
          .insert(offers)
          .values({
            auctionId: auction.id,
            buyerId: leader.bidderId,
            amount: input.amount,
            message,
            status: 'pending',
            createdBySeller: bySeller,
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: offers.id });
    await tx
      .update(offers)
      .set({ status: 'rejected', counteredBy: row!.id, updatedAt: now })
      .where(and(ofPair, eq(offers.createdBySeller, !bySeller)));
    return { result: { offerId: row!.id, bySeller, parties: [auction.sellerId, leader.bidderId] }, effects: noEffects(auction.id) };
  });
  // SPEC 7: send-offer-notification with type counter_offer or new_offer.
  await sendOfferNotification(deps, made.offerId, made.bySeller ? 'counter_offer' : 'new_offer');
  publishOffersChanged(deps, input.auctionId, made.parties);
  return { offerId: made.offerId, createdBySeller: made.bySeller };
}
