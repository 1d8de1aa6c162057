import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { auctionViews, auctions, watchlist } from '../../db/schema.ts';
import { auctionPath } from '../../../domain/listings/auction-path.ts';
import { isReserveMet } from '../../../domain/bidding/bidding-rules.ts';
import { awaitingApproval, closedListingNote, sellerGroupOf } from '../../../domain/listings/listing-review.ts';
import { blocksRenewal, isRenewable } from '../../../domain/listings/renewal.ts';
import { featuredPaymentStatuses } from '../featured-listing/featured-payment.ts';
import { saleConflict, VEHICLE_SALE_MESSAGES } from '../../../domain/deals/vehicle-sale.ts';
import { readVehicle } from '../auction-engine/index.ts';

/** Counts per auction of one table, for a seller's listings (one grouped query each). */
export async function countsBy(deps: AppDeps, table: typeof watchlist | typeof auctionViews, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await deps.db
    .select({ id: table.auctionId, n: sql<number>`count(*)::int` })
    .from(table)
    .where(inArray(table.auctionId, ids))
    .groupBy(table.auctionId);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

/** /my-auctions: every listing of the seller with its numbers, group and allowed actions. */
export async function mySellerListings(deps: AppDeps, sellerId: string) {
  const rows = await deps.db.select().from(auctions).where(eq(auctions.sellerId, sellerId)).orderBy(desc(auctions.createdAt)).limit(500);
  const ids = rows.map((r) => r.id);
  const [watchers, views, fees] = await Promise.all([countsBy(deps, watchlist, ids), countsBy(deps, auctionViews, ids), featuredPaymentStatuses(deps, ids)]);
  // The renewals of these listings (SPEC 5's blocking rule), newest first.
  const renewals = ids.length
    ? await deps.db
        .select()
        .from(auctions)
        .where(and(inArray(auctions.originalAuctionId, ids), eq(auctions.sellerId, sellerId)))
        .orderBy(desc(auctions.createdAt))
    : [];
  const now = deps.clock.now().getTime();
  const renewalOf = (id: string) => renewals.find((r) => r.originalAuctionId === id && blocksRenewal(r)) ?? null;
  // Why a renewable listing cannot be renewed yet (an offer awaiting an answer, an open
  // second-chance offer, ...), so the page says so instead of offering a button the server refuses.
  const blocked = new Map<string, string>();
  for (const a of rows) {
    if (!isRenewable(a) || renewalOf(a.id)) continue;
    const conflict = saleConflict('renewal', a.id, await readVehicle(deps.db, a.id, deps.clock.now()), now);
    if (conflict) blocked.set(a.id, VEHICLE_SALE_MESSAGES[conflict]);
  }
  return rows.map((a) => {
    const renewal = renewalOf(a.id);
    return {
      id: a.id,
      title: a.title,
      path: auctionPath(a),
      status: a.status,
      group: sellerGroupOf(a, now),
      listing_type: a.listingType,
      image_url: a.imageUrl,
      year: a.year,
      make: a.make,
      model: a.model,
      current_bid: a.currentBid,
      starting_price: a.startingPrice,
      reserve_price: a.reservePrice,
      reserve_met: isReserveMet(a.reservePrice, a.currentBid),
      buy_now_price: a.buyNowPrice,
      bid_count: a.bidCount,
      watchers: watchers.get(a.id) ?? 0,
      views: views.get(a.id) ?? 0,
      start_time: a.startTime?.toISOString() ?? null,
      end_time: a.endTime?.toISOString() ?? null,
      timezone: a.timezone,
      featured: a.featured,
      featured_fee: (fees.get(a.id) ?? null) as 'held' | 'captured' | null,
      awaiting: awaitingApproval(a),
      is_renewal: a.originalAuctionId !== null && a.renewalRequestedAt !== null,
      rejected_at: a.rejectedAt?.toISOString() ?? null,
      rejection_reason: a.rejectionReason,
      withdrawn_at: a.withdrawnAt?.toISOString() ?? null,
      can_withdraw: awaitingApproval(a) !== null,
      can_renew: isRenewable(a) && renewal === null && !blocked.has(a.id),
      // A listing our team cancelled or archived says why it has no Renew button.
      renew_blocked: blocked.get(a.id) ?? closedListingNote(a),
      renewal: renewal ? { id: renewal.id, path: auctionPath(renewal), status: renewal.status, awaiting: awaitingApproval(renewal) !== null } : null,
    };
  });
}
