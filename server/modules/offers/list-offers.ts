import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import type { Db } from '../../db/connect.ts';
import { auctions, offers, profiles } from '../../db/schema.ts';
import { type Tx } from '../../db/tx.ts';
import { forbidden } from '../../http/errors.ts';
import { auctionNotFound } from '../../http/errors.ts';
import type { ListingWithOffers, OfferView } from '../../../domain/offers/offer-views.ts';

const offerColumns = {
  id: offers.id,
  auctionId: offers.auctionId,
  buyerId: offers.buyerId,
  buyerName: sql<string | null>`${profiles.displayName}`,
  amount: offers.amount,
  message: offers.message,
  status: offers.status,
  createdBySeller: offers.createdBySeller,
  kind: offers.kind,
  expiresAt: offers.expiresAt,
  counteredBy: offers.counteredBy,
  createdAt: offers.createdAt,
  updatedAt: offers.updatedAt,
};

interface OfferRow extends Omit<OfferView, 'buyerName' | 'expiresAt' | 'createdAt' | 'updatedAt'> {
  buyerName: string | null;
  expiresAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export function toOfferView(r: OfferRow): OfferView {
  return {
    ...r,
    buyerName: r.buyerName?.trim() || 'Anonymous',
    expiresAt: r.expiresAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** SPEC 7: offers of listings, newest first, with the buyer's display name. */
export async function readOffers(db: Db | Tx, where: { auctionIds: string[]; buyerId?: string }): Promise<OfferView[]> {
  if (where.auctionIds.length === 0) return [];
  const rows = await db
    .select(offerColumns)
    .from(offers)
    .leftJoin(profiles, eq(profiles.userId, offers.buyerId))
    .where(and(inArray(offers.auctionId, where.auctionIds), where.buyerId ? eq(offers.buyerId, where.buyerId) : undefined))
    .orderBy(desc(offers.createdAt), desc(offers.id));
  return rows.map(toOfferView);
}

/** The offers on one listing, for its seller only. */
export async function listingOffers(deps: AppDeps, input: { userId: string; auctionId: string }): Promise<OfferView[]> {
  const [auction] = await deps.db.select({ sellerId: auctions.sellerId }).from(auctions).where(eq(auctions.id, input.auctionId));
  if (!auction) throw auctionNotFound();
  if (auction.sellerId !== input.userId) throw forbidden('Only the seller sees the offers on a listing.');
  return readOffers(deps.db, { auctionIds: [input.auctionId] });
}

/** The viewer's own offers on one listing (the buyer's side of Make an Offer). */
export function myOffers(deps: AppDeps, input: { userId: string; auctionId: string }): Promise<OfferView[]> {
  return readOffers(deps.db, { auctionIds: [input.auctionId], buyerId: input.userId });
}

/** /my-auctions: every listing of the seller that has offers, the listing with the newest offer first. */
export async function sellerOffers(deps: AppDeps, sellerId: string): Promise<ListingWithOffers[]> {
  const listings = await deps.db
    .select({
      id: auctions.id,
      slug: auctions.slug,
      title: auctions.title,
      year: auctions.year,
      make: auctions.make,
      model: auctions.model,
      trim: auctions.trim,
      listingType: auctions.listingType,
      status: auctions.status,
      imageUrl: auctions.imageUrl,
      endTime: auctions.endTime,
      negotiationWindowEnds: auctions.negotiationWindowEnds,
    })
    .from(auctions)
    .where(and(eq(auctions.sellerId, sellerId), sql`exists (select 1 from offers o where o.auction_id = ${auctions.id})`));
  const all = await readOffers(deps.db, { auctionIds: listings.map((l) => l.id) });
  const byListing = listings.map(({ endTime, negotiationWindowEnds, ...rest }) => ({
    auction: { ...rest, endTime: endTime?.toISOString() ?? null, negotiationWindowEnds: negotiationWindowEnds?.toISOString() ?? null },
    offers: all.filter((o) => o.auctionId === rest.id),
  }));
  return byListing.sort((a, b) => Date.parse(b.offers[0]?.createdAt ?? '') - Date.parse(a.offers[0]?.createdAt ?? ''));
}
