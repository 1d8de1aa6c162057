import { and, count, countDistinct, desc, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { auctions, bids, paymentHolds, profiles, users } from '../../db/schema.ts';
import { auctionSearchMatches } from '../../db/search.ts';
import { auctionPath } from '../../../domain/listings/auction-path.ts';
import type { AdminAuctionDetail, AdminAuctionQuery, AdminAuctionRow } from '../../../domain/admin/admin-auctions.ts';
import type { AuctionStatus } from '../../../domain/shared/auction-types.ts';
import { membersMatching } from '../admin-users/member-search.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const escapeLike = (t: string) => t.replace(/[\\%_]/g, (c) => `\\${c}`);

const rowColumns = {
  id: auctions.id,
  slug: auctions.slug,
  title: auctions.title,
  year: auctions.year,
  make: auctions.make,
  model: auctions.model,
  trim: auctions.trim,
  status: auctions.status,
  listingType: auctions.listingType,
  category: auctions.category,
  featured: auctions.featured,
  imageUrl: auctions.imageUrl,
  sellerId: auctions.sellerId,
  sellerName: sql<string>`coalesce(${profiles.displayName}, ${users.name})`,
  sellerEmail: users.email,
  currentBid: auctions.currentBid,
  bidCount: auctions.bidCount,
  startingPrice: auctions.startingPrice,
  reservePrice: auctions.reservePrice,
  buyNowPrice: auctions.buyNowPrice,
  startTime: auctions.startTime,
  endTime: auctions.endTime,
  createdAt: auctions.createdAt,
  cancelledAt: auctions.cancelledAt,
  cancellationReason: auctions.cancellationReason,
  rejectedAt: auctions.rejectedAt,
  withdrawnAt: auctions.withdrawnAt,
};

const rowQuery = (db: Db) =>
  db.select(rowColumns).from(auctions).innerJoin(users, eq(users.id, auctions.sellerId)).leftJoin(profiles, eq(profiles.userId, auctions.sellerId));
type Raw = Awaited<ReturnType<typeof rowQuery>>[number];

const iso = (d: Date | null) => d?.toISOString() ?? null;

function toRow(r: Raw): AdminAuctionRow {
  return {
    id: r.id,
    title: r.title,
    path: auctionPath(r),
    status: r.status as AuctionStatus,
    listingType: r.listingType,
    category: r.category,
    featured: r.featured,
    imageUrl: r.imageUrl,
    seller: { id: r.sellerId, name: r.sellerName, email: r.sellerEmail },
    currentBid: r.currentBid,
    bidCount: r.bidCount,
    startingPrice: r.startingPrice,
    reservePrice: r.reservePrice,
    buyNowPrice: r.buyNowPrice,
    startTime: iso(r.startTime),
    endTime: iso(r.endTime),
    createdAt: r.createdAt.toISOString(),
    cancelledAt: iso(r.cancelledAt),
    cancellationReason: r.cancellationReason,
    rejectedAt: iso(r.rejectedAt),
    withdrawnAt: iso(r.withdrawnAt),
  };
}

/** The status filter as a condition (decision 012: cancelled is archived with cancelled_at). */
export function statusCondition(status: NonNullable<AdminAuctionQuery['status']>): SQL {
  switch (status) {
    case 'cancelled':
      return isNotNull(auctions.cancelledAt);
    case 'awaiting_approval':
      return and(
        isNull(auctions.rejectedAt),
        isNull(auctions.withdrawnAt),
        or(
          eq(auctions.status, 'pending_approval'),
          and(
            eq(auctions.status, 'scheduled'),
            isNotNull(auctions.originalAuctionId),
            isNotNull(auctions.renewalRequestedAt),
            isNull(auctions.renewalApprovedAt),
          ),
        ),
      )!;
    default:
      return eq(auctions.status, status);
  }
}

/**
 * Every listing, newest first, filtered by words, status, type, category, seller and featured; pages
 * by keyset on (created_at, id) so that a deep page costs what the first does.
 */
export async function listAdminAuctions(db: Db, q: AdminAuctionQuery): Promise<{ auctions: AdminAuctionRow[]; nextCursor: string | null }> {
  const where: SQL[] = [];
  const search = q.search?.trim();
  if (search) {
    // The public pages' rule (domain/listings/listing-search.ts): a word or code of the title, make, model, trim or VIN, or the full title.
    const words = auctionSearchMatches(search);
    const prefix = `${escapeLike(search.toLowerCase())}%`;
    // Each way of matching is read by its own index and the matches are joined as ids, so a common word
    // does not make the newest-first walk evaluate the text search on every row it passes.
    const arms = [
      ...(words ? [sql`select id from auctions where ${words}`] : []),
      // An id or slug copied from an address, or a VIN: matched from the start, by index.
      sql`select id from auctions where (id)::text like ${prefix}`,
      sql`select id from auctions where slug like ${prefix}`,
      sql`select id from auctions where upper(vin) = ${search.toUpperCase()}`,
    ];
    where.push(sql`${auctions.id} in (${sql.join(arms, sql` union `)})`);
  }
  if (q.status) where.push(statusCondition(q.status));
  if (q.type) where.push(eq(auctions.listingType, q.type));
  if (q.category) where.push(eq(auctions.category, q.category));
  if (q.featured) where.push(eq(auctions.featured, q.featured === 'true'));
  const seller = q.seller?.trim();
  if (seller) {
    if (UUID.test(seller)) where.push(eq(auctions.sellerId, seller));
    else {
      where.push(sql`${auctions.sellerId} in ${membersMatching(seller)}`);
    }
  }
  const cursor = parseCursor(q.cursor);
  if (cursor) where.push(sql`(${auctions.createdAt}, ${auctions.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`);
  // Every filter is on the listing itself: the page is chosen from auctions alone, newest first, and the
  // sellers are joined for its rows only.
  const pageIds = db
    .select({ id: auctions.id })
    .from(auctions)
    .where(and(...where))
    .orderBy(desc(auctions.createdAt), desc(auctions.id))
    .limit(q.limit + 1);
  const rows = await rowQuery(db).where(inArray(auctions.id, pageIds)).orderBy(desc(auctions.createdAt), desc(auctions.id));
  const page = rows.slice(0, q.limit);
  const last = page.at(-1);
  return {
    auctions: page.map(toRow),
    nextCursor: rows.length > q.limit && last ? `${last.createdAt.toISOString()}_${last.id}` : null,
  };
}

function parseCursor(c: string | undefined): { at: string; id: string } | null {
  if (!c) return null;
  const i = c.lastIndexOf('_');
  const at = c.slice(0, i);
  const id = c.slice(i + 1);
  if (i < 0 || Number.isNaN(Date.parse(at)) || !UUID.test(id)) return null;
  return { at, id };
}

/** One listing with every field an admin may edit, and what ending or cancelling it affects. */
export async function findAdminAuction(db: Db, id: string): Promise<AdminAuctionDetail | null> {
  const [r] = await db
    .select({
      ...rowColumns,
      description: auctions.description,
      mileage: auctions.mileage,
      engine: auctions.engine,
      transmission: auctions.transmission,
      drivetrain: auctions.drivetrain,
      exteriorColor: auctions.exteriorColor,
      interiorColor: auctions.interiorColor,
      condition: auctions.condition,
      vin: auctions.vin,
      location: auctions.location,
      titleStatus: auctions.titleStatus,
      optionsAndHighlights: auctions.optionsAndHighlights,
      flawsDescription: auctions.flawsDescription,
      modificationsList: auctions.modificationsList,
      additionalFees: auctions.additionalFees,
      allowOffers: auctions.allowOffers,
    })
    .from(auctions)
    .innerJoin(users, eq(users.id, auctions.sellerId))
    .leftJoin(profiles, eq(profiles.userId, auctions.sellerId))
    .where(eq(auctions.id, id))
    .limit(1);
  if (!r) return null;
  const [[bidders], [holds]] = await Promise.all([
    db
      .select({ n: countDistinct(bids.bidderId) })
      .from(bids)
      .where(eq(bids.auctionId, id)),
    db
      .select({ n: count() })
      .from(paymentHolds)
      .where(and(eq(paymentHolds.auctionId, id), eq(paymentHolds.status, 'held'))),
  ]);
  return {
    ...toRow(r),
    description: r.description,
    year: r.year,
    make: r.make,
    model: r.model,
    trim: r.trim,
    mileage: r.mileage,
    engine: r.engine,
    transmission: r.transmission,
    drivetrain: r.drivetrain,
    exteriorColor: r.exteriorColor,
    interiorColor: r.interiorColor,
    condition: r.condition,
    vin: r.vin,
    location: r.location,
    titleStatus: r.titleStatus,
    optionsAndHighlights: r.optionsAndHighlights,
    flawsDescription: r.flawsDescription,
    modificationsList: r.modificationsList,
    additionalFees: r.additionalFees,
    allowOffers: r.allowOffers,
    bidderCount: Number(bidders?.n ?? 0),
    heldHolds: Number(holds?.n ?? 0),
  };
}
