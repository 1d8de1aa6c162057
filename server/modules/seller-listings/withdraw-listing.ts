import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { AppError, forbidden, auctionNotFound } from '../../http/errors.ts';
import { auctions } from '../../db/schema.ts';
import { awaitingApproval, REVIEW_MESSAGES } from '../../../domain/listings/listing-review.ts';
import { noEffects, recordWithdrawal, withAuctionLock } from '../auction-engine/index.ts';
import { releaseFeaturedFee } from '../featured-listing/featured-payment.ts';

/** The seller withdraws a listing before approval; archived with withdrawn_at (decision 017), fee released. */
export async function withdrawListing(deps: AppDeps, input: { auctionId: string; userId: string }): Promise<void> {
  await withAuctionLock(deps, input.auctionId, async (tx, locked) => {
    if (!locked) throw auctionNotFound();
    if (locked.sellerId !== input.userId) throw forbidden(REVIEW_MESSAGES.notOwnerWithdraw);
    const [a] = await tx.select().from(auctions).where(eq(auctions.id, input.auctionId));
    if (!a || !awaitingApproval(a)) throw new AppError(409, 'NOT_AWAITING_APPROVAL', REVIEW_MESSAGES.cannotWithdraw);
    const now = deps.clock.now();
    await recordWithdrawal(tx, a.id, now);
    const effects = noEffects(a.id);
    effects.events.push({ type: 'auction.withdrawn', live: false, data: { by: input.userId } });
    return { result: undefined, effects };
  });
  await releaseFeaturedFee(deps, input.auctionId);
}
