import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { forbidden, auctionNotFound } from '../../http/errors.ts';
import { auctionViews, auctions, watchlist } from '../../db/schema.ts';
import { REVIEW_MESSAGES } from '../../../domain/listings/listing-review.ts';
import { countsBy } from './my-listings.ts';

/**
 * SPEC 6: the numbers of the 'Your Listing' panel on the detail page (bids, watchers,
 * views), for the listing's seller only: watchers and views are the seller's business.
 */
export async function listingStats(
  deps: AppDeps,
  input: { auctionId: string; userId: string },
): Promise<{ bid_count: number; watchers: number; views: number }> {
  const [a] = await deps.db
    .select({ sellerId: auctions.sellerId, bidCount: auctions.bidCount, listingType: auctions.listingType })
    .from(auctions)
    .where(eq(auctions.id, input.auctionId))
    .limit(1);
  if (!a) throw auctionNotFound();
  if (a.sellerId !== input.userId) throw forbidden(REVIEW_MESSAGES.notOwnerStats);
  const [watchers, views] = await Promise.all([countsBy(deps, watchlist, [input.auctionId]), countsBy(deps, auctionViews, [input.auctionId])]);
  return { bid_count: a.listingType === 'classified' ? 0 : a.bidCount, watchers: watchers.get(input.auctionId) ?? 0, views: views.get(input.auctionId) ?? 0 };
}
