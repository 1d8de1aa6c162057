import { and, asc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppDeps } from '../../app-deps.ts';
import { auctions, users } from '../../db/schema.ts';
import { auctionPath } from '../../../domain/listings/auction-path.ts';
import { awaitingApproval } from '../../../domain/listings/listing-review.ts';
import { featuredPaymentStatuses } from '../featured-listing/featured-payment.ts';

const original = alias(auctions, 'original');

/** SQL twin of domain awaitingApproval(), so the queue is read by index rather than filtered in memory. */
export const awaitingApprovalSql = and(
  isNull(auctions.rejectedAt),
  isNull(auctions.withdrawnAt),
  or(
    eq(auctions.status, 'pending_approval'),
    and(eq(auctions.status, 'scheduled'), isNotNull(auctions.originalAuctionId), isNotNull(auctions.renewalRequestedAt), isNull(auctions.renewalApprovedAt)),
  ),
);

/** The listings and renewals awaiting approval, oldest request first. */
export async function approvalQueue(deps: AppDeps) {
  const rows = await deps.db
    .select({
      // The queue's own columns, not whole rows (descriptions and photo lists stay in the table).
      a: {
        id: auctions.id,
        slug: auctions.slug,
        title: auctions.title,
        category: auctions.category,
        listingType: auctions.listingType,
        imageUrl: auctions.imageUrl,
        location: auctions.location,
        year: auctions.year,
        make: auctions.make,
        model: auctions.model,
        trim: auctions.trim,
        status: auctions.status,
        startingPrice: auctions.startingPrice,
        reservePrice: auctions.reservePrice,
        buyNowPrice: auctions.buyNowPrice,
        startTime: auctions.startTime,
        endTime: auctions.endTime,
        createdAt: auctions.createdAt,
        sellerId: auctions.sellerId,
        originalAuctionId: auctions.originalAuctionId,
        renewalRequestedAt: auctions.renewalRequestedAt,
        renewalApprovedAt: auctions.renewalApprovedAt,
        rejectedAt: auctions.rejectedAt,
        withdrawnAt: auctions.withdrawnAt,
      },
      sellerName: users.name,
      sellerEmail: users.email,
      original: {
        id: original.id,
        slug: original.slug,
        title: original.title,
        year: original.year,
        make: original.make,
        model: original.model,
        trim: original.trim,
        currentBid: original.currentBid,
      },
    })
    .from(auctions)
    .innerJoin(users, eq(users.id, auctions.sellerId))
    .leftJoin(original, eq(original.id, auctions.originalAuctionId))
    .where(and(inArray(auctions.status, ['pending_approval', 'scheduled']), awaitingApprovalSql))
    .orderBy(asc(sql`coalesce(${auctions.renewalRequestedAt}, ${auctions.createdAt})`))
    .limit(200);
  const fees = await featuredPaymentStatuses(
    deps,
    rows.map((r) => r.a.id),
  );
  return rows.map(({ a, sellerName, sellerEmail, original: o }) => ({
    id: a.id,
    kind: awaitingApproval(a) ?? 'listing',
    title: a.title,
    path: auctionPath(a),
    category: a.category,
    listing_type: a.listingType,
    image_url: a.imageUrl,
    location: a.location,
    year: a.year,
    make: a.make,
    model: a.model,
    starting_price: a.startingPrice,
    reserve_price: a.reservePrice,
    buy_now_price: a.buyNowPrice,
    start_time: a.startTime?.toISOString() ?? null,
    end_time: a.endTime?.toISOString() ?? null,
    submitted_at: (a.renewalRequestedAt ?? a.createdAt).toISOString(),
    seller: { id: a.sellerId, name: sellerName, email: sellerEmail },
    featured_fee: (fees.get(a.id) ?? null) as 'held' | 'captured' | null,
    original: o?.id ? { id: o.id, title: o.title, path: auctionPath(o), current_bid: o.currentBid } : null,
  }));
}
