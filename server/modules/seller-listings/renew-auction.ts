import { and, asc, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { AppError, badRequest, forbidden, auctionNotFound } from '../../http/errors.ts';
import { auctionPhotos, auctions, proxyBids } from '../../db/schema.ts';
import { auctionPath } from '../../../domain/auction-path.ts';
import { blocksRenewal, checkRenewal, isRenewable, photosToCopy, RENEWAL_MESSAGES, type RenewalInput } from '../../../domain/renewal.ts';
import { isValidTimeZone } from '../../../domain/zoned-time.ts';
import { withAuctionLock } from '../auction-engine/lock-auction.ts';
import { noEffects } from '../auction-engine/effects.ts';
import { assertVehicleMay } from '../auction-engine/vehicle-lineage.ts';
import { createFeaturedCheckout } from '../featured-listing/featured-checkout.ts';

export interface RenewRequest extends Omit<RenewalInput, 'buyNowPrice'> {
  /** Undefined: the original's buy now price (SPEC 5). */
  buyNowPrice: number | null | undefined;
  timeZone: string | undefined;
}

export interface RenewResult {
  auctionId: string;
  path: string;
  message: string;
  checkoutUrl: string | null;
}

const blocked = () => new AppError(409, 'RENEWAL_EXISTS', RENEWAL_MESSAGES.blocked);

const isOpenRenewalConflict = (err: unknown) => {
  const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const code = e.code ?? e.cause?.code;
  const constraint = e.constraint ?? e.cause?.constraint ?? '';
  return code === '23505' && (constraint === '' || constraint.includes('one_open_renewal'));
};

/**
 * SPEC 4 Renewal: under the original's row lock, one transaction writes the new listing (the
 * original's full field set, slug null, featured false, scheduled, awaiting approval, linked by
 * original_auction_id), its photos and the archiving of the original's proxy bids; a crash
 * halfway leaves nothing. With the featured option, checkout follows; if it cannot be created the
 * new listing is deleted (SPEC 4, 8).
 */
export async function renewAuction(deps: AppDeps, input: { auctionId: string; userId: string; email: string; request: RenewRequest }): Promise<RenewResult> {
  let created: { id: string; path: string };
  try {
    created = await withAuctionLock(deps, input.auctionId, async (tx, locked) => {
      if (!locked) throw auctionNotFound();
      if (locked.sellerId !== input.userId) throw forbidden(RENEWAL_MESSAGES.notOwner);
      const [a] = await tx.select().from(auctions).where(eq(auctions.id, input.auctionId));
      if (!a || !isRenewable(a)) throw new AppError(409, 'NOT_RENEWABLE', RENEWAL_MESSAGES.notRenewable);
      const existing = await tx.select().from(auctions).where(eq(auctions.originalAuctionId, a.id));
      if (existing.some(blocksRenewal)) throw blocked();
      const now = deps.clock.now();
      // Issue 23 item 2: no renewal while another way to sell the vehicle is pending (an offer awaiting an
      // answer in the negotiation window, an open second-chance offer, another listing of it) or once it is sold.
      await assertVehicleMay(tx, a.id, 'renewal', now);

      const r = input.request;
      const zone = r.timeZone && isValidTimeZone(r.timeZone) ? r.timeZone : a.timezone && isValidTimeZone(a.timezone) ? a.timezone : 'UTC';
      const check = checkRenewal({ ...r, buyNowPrice: r.buyNowPrice === undefined ? a.buyNowPrice : r.buyNowPrice }, now.getTime(), zone);
      if (!check.ok) throw badRequest(check.message, 'INVALID_RENEWAL');

      const {
        id: _id,
        slug: _slug,
        createdAt: _c,
        updatedAt: _u,
        ...fields
      } = a;
      const [row] = await tx
        .insert(auctions)
        .values({
          ...fields,
          slug: null,
          featured: false,
          status: 'scheduled',
          currentBid: 0,
          startingPrice: 0,
          bidCount: 0,
          winnerId: null,
          negotiationWindowEnds: null,
          reservePrice: check.reservePrice,
          buyNowPrice: check.buyNowPrice,
          startTime: check.startTime,
          endTime: check.endTime,
          timezone: zone,
          originalAuctionId: a.id,
          renewalRequestedAt: now,
          renewalApprovedAt: null,
          rejectedAt: null,
          rejectionReason: null,
          withdrawnAt: null,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      const renewal = row!;

      // SPEC 7: the listing's images first, then the original's photos not already present; a failed
      // copy is logged and does not stop the renewal (a savepoint keeps the rest of the transaction).
      const images = a.images ?? [];
      try {
        await tx.transaction(async (sp) => {
          if (images.length > 0) {
            await sp.insert(auctionPhotos).values(images.map((url, i) => ({ auctionId: renewal.id, imageUrl: url, category: a.photoCategories?.[url] ?? 'exterior', sortOrder: i, fileType: 'image' })));
          }
          const originals = await sp.select().from(auctionPhotos).where(eq(auctionPhotos.auctionId, a.id)).orderBy(asc(auctionPhotos.sortOrder));
          const copies = photosToCopy(images, originals);
          if (copies.length > 0) {
            await sp.insert(auctionPhotos).values(copies.map((p) => ({ auctionId: renewal.id, imageUrl: p.imageUrl, category: p.category, sortOrder: p.sortOrder, fileType: p.fileType })));
          }
        });
      } catch (err) {
        deps.logger.error({ err, auctionId: a.id, renewalId: renewal.id }, 'renewal photo copy failed');
      }

      // The original stays ended; its bids stay its own history and its proxy bids are archived.
      // An idle negotiation window closes with the renewal, so the original can no longer be sold by an offer in it.
      const windowOpen = a.negotiationWindowEnds !== null && a.negotiationWindowEnds > now;
      await tx.update(auctions).set({ status: 'ended', updatedAt: now, ...(windowOpen && { negotiationWindowEnds: now }) }).where(eq(auctions.id, a.id));
      await tx.update(proxyBids).set({ isActive: false, updatedAt: now }).where(and(eq(proxyBids.auctionId, a.id), eq(proxyBids.isActive, true)));
      const effects = noEffects(a.id);
      effects.events.push({ type: 'auction.renewal_requested', live: false, data: { renewalId: renewal.id, by: input.userId } });
      return { result: { id: renewal.id, path: auctionPath(renewal) }, effects };
    });
  } catch (err) {
    if (isOpenRenewalConflict(err)) throw blocked();
    throw err;
  }

  if (!input.request.featured) return { auctionId: created.id, path: created.path, message: RENEWAL_MESSAGES.submitted, checkoutUrl: null };
  try {
    const { url } = await createFeaturedCheckout(deps, { userId: input.userId, email: input.email, auctionId: created.id });
    return { auctionId: created.id, path: created.path, message: RENEWAL_MESSAGES.submittedFeatured, checkoutUrl: url };
  } catch (err) {
    deps.logger.error({ err, renewalId: created.id }, 'featured checkout for a renewal failed; the renewal is deleted');
    await deps.db.delete(auctions).where(eq(auctions.id, created.id));
    const reason = err instanceof Error && err.message === RENEWAL_MESSAGES.noCheckoutUrl ? RENEWAL_MESSAGES.noCheckoutUrl : RENEWAL_MESSAGES.checkoutFailed;
    throw new AppError(502, 'FEATURED_PAYMENT_FAILED', RENEWAL_MESSAGES.paymentFailed(reason));
  }
}
