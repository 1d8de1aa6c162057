import { and, asc, count, type Column, desc, eq, gte, ilike, lte, not, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { auctions } from '../../db/schema.ts';
import { auctionSearchMatches } from '../../db/search.ts';
import {
  DRIVETRAIN_PATTERNS,
  LISTING_PAGE_SIZE,
  TRANSMISSION_PATTERNS,
  type ListingFilters,
  type ListingKind,
  type ListingQuery,
  type ListingSort,
} from '../../../domain/listings/listing-filters.ts';
import { activeClassified, approvedPresale, cardColumns, liveAuction, priceExpr, toCard } from './listing-card.ts';
import type { ListingPage } from '../../../domain/listings/listing-card.ts';
import type { TtlCache } from './ttl-cache.ts';

/** The listings a kind of page shows (also what a saved search of that page matches). */
export function kindCondition(kind: ListingKind, now: Date): SQL {
  switch (kind) {
    case 'auctions':
      return liveAuction(now);
    case 'classifieds':
      return activeClassified(now);
    case 'presale':
      return approvedPresale();
    case 'all':
      return or(liveAuction(now), activeClassified(now))!;
  }
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const anyLike = (column: Column, patterns: readonly string[]) => or(...patterns.map((p) => ilike(column, p)))!;

/** The WHERE conditions of the filters of SPEC 2's listing pages . */
export function filterConditions(f: ListingFilters): SQL[] {
  const where: SQL[] = [];
  // Any word or code of the title, make, model, trim or VIN, as typed (domain/listings/listing-search.ts),
  // read by the GIN index auctions_search_words_idx.
  const search = auctionSearchMatches(f.search);
  if (search) where.push(search);
  if (f.category) where.push(eq(auctions.category, f.category));
  // Exact names of the vehicle catalogue (the pages pass them), so the (category, make, model) index serves them.
  if (f.make) where.push(eq(auctions.make, f.make));
  if (f.model) where.push(eq(auctions.model, f.model));
  if (f.yearMin !== undefined) where.push(gte(auctions.year, f.yearMin));
  if (f.yearMax !== undefined) where.push(lte(auctions.year, f.yearMax));
  if (f.priceMin !== undefined) where.push(sql`${priceExpr} >= ${f.priceMin}`);
  if (f.priceMax !== undefined) where.push(sql`${priceExpr} <= ${f.priceMax}`);
  if (f.mileageMax !== undefined) where.push(lte(auctions.mileage, f.mileageMax));
  if (f.transmission) {
    const p = TRANSMISSION_PATTERNS[f.transmission];
    where.push(anyLike(auctions.transmission, p.include));
    if (p.exclude.length > 0) where.push(not(anyLike(auctions.transmission, p.exclude)));
  }
  if (f.drivetrain) where.push(anyLike(auctions.drivetrain, DRIVETRAIN_PATTERNS[f.drivetrain]));
  if (f.location) where.push(ilike(auctions.location, `%${escapeLike(f.location)}%`));
  if (f.reserve === 'reserve') where.push(sql`${auctions.reservePrice} is not null`);
  if (f.reserve === 'no_reserve') where.push(sql`${auctions.reservePrice} is null`);
  if (f.featured) where.push(eq(auctions.featured, true));
  return where;
}

function orderOf(sort: ListingSort, kind: ListingKind): SQL[] {
  // Presale listings have not started: "soonest" is the start time.
  const soonest = kind === 'presale' ? auctions.startTime : auctions.endTime;
  switch (sort) {
    case 'ending_soon':
      return [sql`${soonest} asc nulls last`, asc(auctions.id)];
    case 'newly_listed':
      return [desc(auctions.createdAt), asc(auctions.id)];
    case 'price_asc':
      return [sql`${priceExpr} asc`, asc(auctions.id)];
    case 'price_desc':
      return [sql`${priceExpr} desc`, asc(auctions.id)];
    case 'mileage_asc':
      return [sql`${auctions.mileage} asc nulls last`, asc(auctions.id)];
    case 'most_bids':
      return [desc(auctions.bidCount), sql`${auctions.endTime} asc nulls last`, asc(auctions.id)];
  }
}

/**
 * SPEC 2 listing pages: one page of cards and the result count. Counts are cached briefly (`counts`):
 * paging and re-sorting the same filters do not count again, and a count that is a few seconds old is fine.
 */
export async function searchListings(db: Db, q: ListingQuery, now: Date, counts?: TtlCache<number>): Promise<ListingPage> {
  const where = and(kindCondition(q.kind, now), ...filterConditions(q))!;
  const pageSize = LISTING_PAGE_SIZE;
  const rowsQuery = db
    .select(cardColumns)
    .from(auctions)
    .where(where)
    .orderBy(...orderOf(q.sort, q.kind))
    .limit(pageSize)
    .offset((q.page - 1) * pageSize);
  const countKey = JSON.stringify({ ...q, sort: undefined, page: undefined });
  const countQuery = async () => (await db.select({ n: count() }).from(auctions).where(where))[0]?.n ?? 0;
  const [rows, total] = await Promise.all([rowsQuery, counts ? counts.get(countKey, countQuery) : countQuery()]);
  return { items: rows.map(toCard), total, page: q.page, pageSize };
}
