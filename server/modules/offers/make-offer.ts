import { and, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { auctions, offers } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { isOfferChange, joinOfferErrors, normalizeOfferMessage, offerInputErrors } from '../../../domain/offers/offers.ts';
import { readAuthorization } from '../authorization/check-authorization.ts';
import { requireVerifiedFor } from '../verified-identity/require-verified.ts';
import { assertMayBuy } from '../strikes/index.ts';
import { notOpenForOffers, offersNotAccepted, offerAuthorizationRequired, ownListingOffer } from './offer-errors.ts';
import { noEffects, withAuctionLock } from '../auction-engine/index.ts';
import { auctionNotFound } from '../../http/errors.ts';
import { publishOffersChanged, sendNewOfferMessage, sendOfferNotification } from './notify-offer.ts';

export interface MadeOffer {
  offer: { id: string; amount: number; message: string | null; status: string };
  updated: boolean;
}

const isOpen = (a: { status: string; endTime: Date | null }, now: Date) => a.status === 'active' && (a.endTime === null || a.endTime > now);

const offerColumns = { id: offers.id, amount: offers.amount, message: offers.message, status: offers.status };

/**
 * SPEC 4, 5, 7 Make an Offer: on a listing that allows offers, by a signed-in, authorized buyer who
 * is not its seller, while it is open (an active auction or classified). A buyer has one offer per
 * listing: a second submission updates the first and resets it to pending. The write runs under the
 * auction's lock (the engine's), so parallel submissions by one buyer find each other's row instead
 * of each inserting one; the unique index offers_one_open_per_buyer_uq keeps it so in the database.
 * Only a real change (isOfferChange) messages and notifies the seller; those follow the commit and
 * never block the offer (SPEC 8).
 */
export async function makeOffer(deps: AppDeps, input: { userId: string; auctionId: string; amount: number; message?: string | null }): Promise<MadeOffer> {
  const errors = offerInputErrors({ amount: input.amount, message: input.message ?? null });
  if (errors.length > 0) throw new AppError(400, 'INVALID_INPUT', joinOfferErrors(errors));
  const [listing] = await deps.db
    .select({ title: auctions.title, sellerId: auctions.sellerId, status: auctions.status, allowOffers: auctions.allowOffers, endTime: auctions.endTime })
    .from(auctions)
    .where(eq(auctions.id, input.auctionId));
  if (!listing) throw auctionNotFound();
  if (listing.sellerId === input.userId) throw ownListingOffer();
  if (!listing.allowOffers) throw offersNotAccepted();
  if (!isOpen(listing, deps.clock.now())) throw notOpenForOffers();
  const authorization = await readAuthorization(deps.db, input.userId, input.auctionId, deps.clock.now());
  if (authorization.status !== 'active') throw offerAuthorizationRequired(authorization.status === 'lapsed');
  // An offer above the operator's amount needs a verified identity.
  await requireVerifiedFor(deps.db, input.userId, { kind: 'bid', amount: input.amount });
  await assertMayBuy(deps.db, input.userId);
  const message = normalizeOfferMessage(input.message);

  const made = await withAuctionLock(deps, input.auctionId, async (tx, auction) => {
    const now = deps.clock.now();
    // Checked again under the lock: the listing may have sold or ended since it was read.
    if (!auction || !isOpen(auction, now)) throw notOpenForOffers();
    // The buyer's open offer first; else the answered one, which this submission reopens.
    const [existing] = await tx
      .select(offerColumns)
      .from(offers)
      .where(and(eq(offers.auctionId, auction.id), eq(offers.buyerId, input.userId), eq(offers.createdBySeller, false), eq(offers.kind, 'offer')))
      .orderBy(sql`${offers.status} <> 'pending'`, offers.createdAt)
      .limit(1);
    const changed = isOfferChange(existing ?? null, { amount: input.amount, message });
    const result = (offer: MadeOffer['offer'], updated: boolean) => ({
      result: { offer, updated, changed, sellerId: auction.sellerId },
      effects: noEffects(auction.id),
    });
    if (existing && !changed) return result(existing, true);
    if (existing) {
      const [row] = await tx
        .update(offers)
        .set({ amount: input.amount, message, status: 'pending', updatedAt: now })
        .where(eq(offers.id, existing.id))
        .returning(offerColumns);
      return result(row!, true);
    }
    const [row] = await tx
      .insert(offers)
      .values({ auctionId: auction.id, buyerId: input.userId, amount: input.amount, message, status: 'pending', createdAt: now, updatedAt: now })
      .returning(offerColumns);
    return result(row!, false);
  });

  if (made.changed) {
    await sendNewOfferMessage(deps, {
      auctionId: input.auctionId,
      title: listing.title,
      sellerId: made.sellerId,
      buyerId: input.userId,
      amount: input.amount,
      message,
    });
    await sendOfferNotification(deps, made.offer.id, 'new_offer');
    publishOffersChanged(deps, input.auctionId, [made.sellerId, input.userId]);
  }
  return { offer: made.offer, updated: made.updated };
}
