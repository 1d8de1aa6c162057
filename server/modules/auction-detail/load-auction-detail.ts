import { buyerFeeTakenCents } from '../deals/index.ts';
import { and, count, desc, eq, or } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { bids, deals, profiles } from '../../db/schema.ts';
import type { Db } from '../../db/connect.ts';
import type { AuctionDetail, DetailBid, DetailPhoto, SellerContact, ViewerDeal } from '../../../domain/listings/auction-detail.ts';
import { paymentDueAt, type DealState } from '../../../domain/deals/deal-rules.ts';
import { dealAmounts } from '../../../domain/deals/deal-view.ts';
import type { AuctionStatus, ListingType, SellerType } from '../../../domain/shared/auction-types.ts';
import { findAuctionDetailByKey, RECENT_BIDS, viewerFlags, type AuctionRow } from './lookup.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** SPEC 3: reserveMet is derived; with no reserve there is nothing to meet. */
export function reserveMet(row: { reservePrice: number | null; currentBid: number }): boolean {
  return row.reservePrice !== null && row.currentBid >= row.reservePrice;
}

/** SPEC 7: latest 10 bids with the bidder's display name (default 'Anonymous'). */
export async function recentBids(db: Db, auctionId: string): Promise<DetailBid[]> {
  const rows = await db
    .select({ id: bids.id, amount: bids.amount, createdAt: bids.createdAt, name: profiles.displayName, verified: profiles.isVerified })
    .from(bids)
    .leftJoin(profiles, eq(profiles.userId, bids.bidderId))
    .where(eq(bids.auctionId, auctionId))
    .orderBy(desc(bids.createdAt), desc(bids.amount))
    .limit(RECENT_BIDS);
  return rows.map((r) => ({
    id: r.id,
    amount: r.amount,
    bidderName: r.name?.trim() || 'Anonymous',
    createdAt: r.createdAt.toISOString(),
    isBidder: true,
    verified: r.verified ?? false,
  }));
}

export async function bidCount(db: Db, auctionId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(bids).where(eq(bids.auctionId, auctionId));
  return row?.n ?? 0;
}

function toPhoto(r: { url: string; category: string; fileType: string }): DetailPhoto {
  return {
    url: r.url,
    category: r.category === 'interior' ? 'interior' : 'exterior',
    fileType: r.fileType === 'video' ? 'video' : 'image',
  };
}

/**
 * SPEC 7: photos come from auction_photos by sort_order; listings without rows there fall back to the
 * images list with the photo-category map (default exterior), then to image_url.
 */
function fallbackPhotos(row: AuctionRow): DetailPhoto[] {
  const urls = row.images.length > 0 ? row.images : row.imageUrl ? [row.imageUrl] : [];
  return urls.map((url) => ({
    url,
    category: row.photoCategories[url] === 'interior' ? 'interior' : 'exterior',
    fileType: /\.(mp4|webm|mov|m4v|ogv)(\?|$)/i.test(url) ? 'video' : 'image',
  }));
}

/** Classified contact details, only for signed-in visitors. */
function contactOf(row: AuctionRow): SellerContact {
  if (row.sellerType === 'business') {
    return {
      kind: 'business',
      companyName: row.companyName,
      companyWebsite: row.companyWebsite,
      contactName: row.contactName,
      contactPhone: row.contactPhone,
    };
  }
  return { kind: 'person', fullName: row.fullName, phoneNumber: row.phoneNumber };
}

/**
 * The viewer's deal for this listing (the newest one they are the buyer or the seller of),
 * so the concluded listing can say what is due, by when, and link to it. Null for anyone else.
 */
export async function viewerDeal(db: Db, auctionId: string, viewerId: string): Promise<ViewerDeal | null> {
  const [d] = await db
    .select({ id: deals.id, buyerId: deals.buyerId, state: deals.state, paymentMethod: deals.paymentMethod, price: deals.price, createdAt: deals.createdAt })
    .from(deals)
    .where(and(eq(deals.auctionId, auctionId), or(eq(deals.buyerId, viewerId), eq(deals.sellerId, viewerId))))
    .orderBy(desc(deals.createdAt))
    .limit(1);
  if (!d) return null;
  // The fee the sale took (none for a classified), as the deal page states it.
  const amounts = dealAmounts(d.price, await buyerFeeTakenCents(db, { auctionId, buyerId: d.buyerId, price: d.price }));
  return {
    id: d.id,
    role: d.buyerId === viewerId ? 'buyer' : 'seller',
    state: d.state as DealState,
    paymentMethod: d.paymentMethod === 'direct' ? 'direct' : 'held',
    price: amounts.price,
    buyerFeeCents: amounts.buyerFeeCents,
    totalCents: amounts.totalCents,
    paymentDueAt: paymentDueAt(d).toISOString(),
  };
}

export async function loadAuctionDetail(deps: Pick<AppDeps, 'db'>, key: string, viewerId: string | null): Promise<AuctionDetail | null> {
  // One statement for the listing and everything around it (p95 under 20 ms), and one
  // more for a signed-in viewer's own relation to it.
  const found = await findAuctionDetailByKey(deps.db, key);
  if (!found) return null;
  const flags = viewerId ? await viewerFlags(deps.db, found.auction.id, viewerId) : { watching: false, isAdmin: false, isHighestBidder: false };
  const ended = found.auction.status === 'sold' || found.auction.status === 'ended' || found.auction.status === 'archived';
  const deal = viewerId && ended ? await viewerDeal(deps.db, found.auction.id, viewerId) : null;
  const { auction: row } = found;
  const photos = found.photos.length > 0 ? found.photos.map(toPhoto) : fallbackPhotos(row);
  const recent: DetailBid[] =
    row.listingType === 'classified'
      ? []
      : found.bids.map((b) => ({
          id: b.id,
          amount: b.amount,
          bidderName: b.name?.trim() || 'Anonymous',
          createdAt: new Date(b.createdAt).toISOString(),
          isBidder: true,
          verified: b.verified ?? false,
        }));
  const seller = found.seller;

  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    category: row.category,
    listingType: row.listingType as ListingType,
    status: row.status as AuctionStatus,
    featured: row.featured,
    year: row.year,
    make: row.make,
    model: row.model,
    trim: row.trim,
    mileage: row.mileage,
    engine: row.engine,
    transmission: row.transmission,
    drivetrain: row.drivetrain,
    exteriorColor: row.exteriorColor,
    interiorColor: row.interiorColor,
    condition: row.condition,
    vin: row.vin,
    location: row.location,
    titleStatus: row.titleStatus,
    titleState: row.titleState,
    titleHolderName: row.titleHolderName,
    lienExists: row.lienExists,
    isModified: row.isModified,
    modificationsList: row.modificationsList,
    hasFlaws: row.hasFlaws,
    flawsDescription: row.flawsDescription,
    optionsAndHighlights: row.optionsAndHighlights,
    marketValueMin: row.marketValueMin,
    marketValueMax: row.marketValueMax,
    startingPrice: row.startingPrice,
    hasReserve: row.reservePrice !== null,
    reserveMet: reserveMet(row),
    buyNowPrice: row.buyNowPrice,
    currentBid: row.currentBid,
    // Kept by the bids_count triggers (migration 0038), so no count over the bids here.
    bidCount: row.listingType === 'classified' ? 0 : row.bidCount,
    allowOffers: row.allowOffers,
    paymentMethod: row.paymentMethod === 'direct' ? 'direct' : 'held',
    additionalFees: row.additionalFees,
    startTime: iso(row.startTime),
    endTime: iso(row.endTime),
    timezone: row.timezone,
    negotiationWindowEnds: iso(row.negotiationWindowEnds),
    sellerId: row.sellerId,
    winnerId: row.winnerId,
    imageUrl: row.imageUrl,
    photos,
    youtubeVideos: row.youtubeVideos,
    videos: row.videos,
    sellerType: (row.sellerType as SellerType | null) ?? null,
    seller: {
      id: row.sellerId,
      displayName: seller?.display_name ?? null,
      avatarUrl: seller?.avatar_url ?? null,
      bio: seller?.bio ?? null,
      status: seller?.status ?? 'active',
      isVerified: seller?.is_verified ?? false,
      createdAt: seller ? new Date(seller.created_at).toISOString() : null,
    },
    bids: recent,
    contact: viewerId && row.listingType === 'classified' ? contactOf(row) : null,
    viewer: {
      signedIn: viewerId !== null,
      isOwner: viewerId === row.sellerId,
      isAdmin: flags.isAdmin,
      watching: flags.watching,
      isHighestBidder: flags.isHighestBidder,
      deal,
    },
  };
}
