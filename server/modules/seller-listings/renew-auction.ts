import { asc, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { AppError, badRequest, forbidden, auctionNotFound } from '../../http/errors.ts';
import { auctionPhotos, auctions } from '../../db/schema.ts';
import { auctionPath } from '../../../domain/listings/auction-path.ts';
import { blocksRenewal, checkRenewal, isRenewable, photosToCopy, RENEWAL_MESSAGES, type RenewalInput } from '../../../domain/listings/renewal.ts';
import { isValidTimeZone } from '../../../domain/shared/zoned-time.ts';
import { assertVehicleMay, dropRenewal, noEffects, recordRenewal, withAuctionLock } from '../auction-engine/index.ts';
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
 * SPEC 4 Renewal: under the original's row lock, one transaction writes the new listing, the original ended and its
 * proxy bids archived (the engine's recordRenewal), and the photos; a crash halfway leaves nothing. With the featured
 * option, checkout follows; if it cannot be created the new listing is deleted (SPEC 4, 8).
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
      // No renewal while another way to sell the vehicle is pending (an offer awaiting an
      // answer in the negotiation window, an open second-chance offer, another listing of it) or once it is sold.
      await assertVehicleMay(tx, a.id, 'renewal', now);

      const r = input.request;
      const zone = r.timeZone && isValidTimeZone(r.timeZone) ? r.timeZone : a.timezone && isValidTimeZone(a.timezone) ? a.timezone : 'UTC';
      const check = checkRenewal({ ...r, buyNowPrice: r.buyNowPrice === undefined ? a.buyNowPrice : r.buyNowPrice }, now.getTime(), zone);
      if (!check.ok) throw badRequest(check.message, 'INVALID_RENEWAL');

      const renewal = await recordRenewal(
        tx,
        a,
        { reservePrice: check.reservePrice, buyNowPrice: check.buyNowPrice, startTime: check.startTime, endTime: check.endTime, timezone: zone },
        now,
      );

      // SPEC 7: the listing's images first, then the original's photos not already present; a failed
      // copy is logged and does not stop the renewal (a savepoint keeps the rest of the transaction).
      const images = a.images ?? [];
      try {
        await tx.transaction(async (sp) => {
          if (images.length > 0) {
            await sp.insert(auctionPhotos).values(
              images.map((url, i) => ({
                auctionId: renewal.id,
                imageUrl: url,
                category: a.photoCategories?.[url] ?? 'exterior',
                sortOrder: i,
                fileType: 'image',
              })),
            );
          }
          const originals = await sp.select().from(auctionPhotos).where(eq(auctionPhotos.auctionId, a.id)).orderBy(asc(auctionPhotos.sortOrder));
          const copies = photosToCopy(images, originals);
          if (copies.length > 0) {
            await sp
              .insert(auctionPhotos)
              .values(copies.map((p) => ({ auctionId: renewal.id, imageUrl: p.imageUrl, category: p.category, sortOrder: p.sortOrder, fileType: p.fileType })));
          }
        });
      } catch (err) {
        deps.logger.error({ err, auctionId: a.id, renewalId: renewal.id }, 'renewal photo copy failed');
      }

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
    await dropRenewal(deps.db, created.id);
    const reason = err instanceof Error && err.message === RENEWAL_MESSAGES.noCheckoutUrl ? RENEWAL_MESSAGES.noCheckoutUrl : RENEWAL_MESSAGES.checkoutFailed;
    throw new AppError(502, 'FEATURED_PAYMENT_FAILED', RENEWAL_MESSAGES.paymentFailed(reason));
  }
}
