import { and, count, desc, eq, gte, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { auctions } from '../../db/schema.ts';
import { LISTING_PAGE_SIZE, type SoldQuery } from '../../../domain/listings/listing-filters.ts';
import type { TtlCache } from './ttl-cache.ts';
import type { SoldResults } from '../../../domain/listings/sold-results.ts';

export type { SoldItem, SoldResults } from '../../../domain/listings/sold-results.ts';

/** The chart plots at most this many of the most recent sales of the filter. */
export const SOLD_CHART_POINTS = 200;

function soldWhere(q: SoldQuery): SQL {
  // end_time is set on every sold auction; saying so lets the (status, end_time) index serve the newest-first order.
  const where: SQL[] = [sql`${auctions.listingType} = 'auction'`, sql`${auctions.status} = 'sold'`, isNotNull(auctions.endTime)];
  if (q.category) where.push(eq(auctions.category, q.category));
  if (q.make) where.push(eq(auctions.make, q.make));
  if (q.model) where.push(eq(auctions.model, q.model));
  if (q.yearMin !== undefined) where.push(gte(auctions.year, q.yearMin));
  if (q.yearMax !== undefined) where.push(lte(auctions.year, q.yearMax));
  return and(...where)!;
}

/** /sold-results: concluded (sold) auctions, most recent first, with final price, date and bid count. */
export async function soldResults(db: Db, q: SoldQuery, counts?: TtlCache<number>): Promise<SoldResults> {
  const where = soldWhere(q);
  const pageSize = LISTING_PAGE_SIZE;
  const columns = {
    id: auctions.id,
    slug: auctions.slug,
    title: auctions.title,
    category: auctions.category,
    year: auctions.year,
    make: auctions.make,
    model: auctions.model,
    trim: auctions.trim,
    mileage: auctions.mileage,
    location: auctions.location,
    imageUrl: auctions.imageUrl,
    finalPrice: auctions.currentBid,
    endTime: auctions.endTime,
    bidCount: auctions.bidCount,
  };
  const countQuery = async () => (await db.select({ n: count() }).from(auctions).where(where))[0]?.n ?? 0;
  const [rows, total, points] = await Promise.all([
    db
      .select(columns)
      .from(auctions)
      .where(where)
      .orderBy(desc(auctions.endTime), desc(auctions.id))
      .limit(pageSize)
      .offset((q.page - 1) * pageSize),
    counts ? counts.get(`sold:${JSON.stringify({ ...q, page: undefined })}`, countQuery) : countQuery(),
    db
      .select({
        id: auctions.id,
        slug: auctions.slug,
        title: auctions.title,
        category: auctions.category,
        price: auctions.currentBid,
        endTime: auctions.endTime,
      })
      .from(auctions)
      .where(where)
      .orderBy(desc(auctions.endTime))
      .limit(SOLD_CHART_POINTS),
  ]);
  return {
    items: rows.map(({ endTime, ...r }) => ({ ...r, soldAt: endTime ? endTime.toISOString() : null })),
    total,
    page: q.page,
    pageSize,
    chart: points.reverse().map(({ endTime, ...p }) => ({ ...p, soldAt: endTime!.toISOString() })),
  };
}
