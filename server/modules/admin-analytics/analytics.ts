import { sql, type SQL } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { lastDays } from '../../../domain/admin/admin-dashboard.ts';
import {
  fillDays,
  listingPrice,
  TOP_LISTINGS,
  viewToBidConversion,
  type AnalyticsCategory,
  type AnalyticsData,
  type AnalyticsPeriod,
  type TopListing,
} from '../../../domain/admin/admin-analytics.ts';
import { auctionPath } from '../../../domain/listings/auction-path.ts';
import { activitySince, topSince, watchersAndSalesSince, type CategoryFigures } from './rollup-reads.ts';
import { rollupsServe } from './rollups.ts';

/** drizzle's execute answers { rows } on both drivers. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The viewer's calendar day (YYYY-MM-DD) of a timestamp column named in SQL. */
const dayOf = (column: string, tzOffset: number) =>
  sql`to_char((${sql.raw(column)} at time zone 'UTC') - make_interval(mins => ${tzOffset}::int), 'YYYY-MM-DD')`;

// Who viewed (decision 010): the visitor key, or for older rows without one the user or the address.
const VIEWER = sql.raw(`coalesce(v.visitor, 'u:' || v.user_id::text, 'i:' || v.ip_address)`);

interface DayRow {
  day: string;
  n: number | string;
  value?: number | string;
}

interface CategoryRow {
  category: string | null;
  /** 1 for the total row of the grouping sets. */
  total: number;
  n: number | string;
  people?: number | string;
  value?: number | string;
}

/**
 * Views, bids, new watchers and sales of the viewer's last `days` calendar days, per day and per
 * category, and the listings with the most bids and views. Each figure is one aggregate over the rows of the
 * period, read through the tables' (created_at, auction_id) indexes (sales through (status, end_time)); a
 * sale counts on its listing's end day, as on the dashboard.
 * The views and bids (per day, per category, their distinct people) come from the rollups (decision
 * 024). `fromRows` reads them from their rows instead: the reference the rollups are tested against, and the
 * answer for an offset that is not a whole number of quarter-hours.
 */
export async function analytics(deps: AppDeps, days: AnalyticsPeriod, tzOffset: number, o: { fromRows?: boolean } = {}): Promise<AnalyticsData> {
  const db = deps.db;
  const now = deps.clock.now();
  const dayList = lastDays(now.getTime(), days, tzOffset);
  const from = new Date(Date.parse(`${dayList[0]}T00:00:00Z`) + tzOffset * 60_000).toISOString();
  const run = async <T>(q: SQL) => rowsOf<T>(await db.execute(q));
  const since = (column: string) => sql`${sql.raw(column)} >= ${from}::timestamptz`;
  const sold = sql`a.status = 'sold' and ${since('a.end_time')} and a.end_time <= ${now.toISOString()}::timestamptz`;

  const rolled = o.fromRows || !rollupsServe(tzOffset) ? null : await activitySince(deps, new Date(from), tzOffset);
  const rolledMore = rolled ? await watchersAndSalesSince(deps, new Date(from), tzOffset) : null;
  const [viewDays, bidDays, watchDays, saleDays] = await Promise.all([
    rolled?.viewDays ??
      run<DayRow>(sql`select ${dayOf('created_at', tzOffset)} as day, count(*) as n from auction_views where ${since('created_at')} group by 1`),
    rolled?.bidDays ?? run<DayRow>(sql`select ${dayOf('created_at', tzOffset)} as day, count(*) as n from bids where ${since('created_at')} group by 1`),
    rolledMore?.watchDays ??
      run<DayRow>(sql`select ${dayOf('created_at', tzOffset)} as day, count(*) as n from watchlist where ${since('created_at')} group by 1`),
    rolledMore?.saleDays ??
      run<DayRow>(
        sql`select ${dayOf('a.end_time', tzOffset)} as day, count(*) as n, coalesce(sum(a.current_bid), 0) as value from auctions a where ${sold} group by 1`,
      ),
  ]);
  const daily = fillDays(dayList, [
    ...viewDays.map((r) => ({ day: r.day, views: Number(r.n) })),
    ...bidDays.map((r) => ({ day: r.day, bids: Number(r.n) })),
    ...watchDays.map((r) => ({ day: r.day, watchers: Number(r.n) })),
    ...saleDays.map((r) => ({ day: r.day, sales: Number(r.n), salesValue: Number(r.value) })),
  ]);

  // Per category and, in the same pass (grouping sets), for the whole marketplace: a person who viewed
  // or bid in two categories counts once in the total.
  const perCategory = (select: SQL, fromWhere: SQL) =>
    run<CategoryRow>(sql`select a.category, grouping(a.category) as total, ${select} ${fromWhere} group by grouping sets ((a.category), ())`);
  const asRows = (figures: (CategoryFigures & { value?: number })[]): CategoryRow[] =>
    figures.map((f) => ({ category: f.category === '' ? null : f.category, total: f.category === '' ? 1 : 0, n: f.n, people: f.people, value: f.value }));
  const [catViews, catBids, catWatch, catSales, categoryList] = await Promise.all([
    rolled
      ? asRows(rolled.views)
      : perCategory(
          sql`count(*) as n, count(distinct ${VIEWER}) as people`,
          sql`from auction_views v join auctions a on a.id = v.auction_id where ${since('v.created_at')}`,
        ),
    rolled
      ? asRows(rolled.bids)
      : perCategory(
          sql`count(*) as n, count(distinct b.bidder_id) as people`,
          sql`from bids b join auctions a on a.id = b.auction_id where ${since('b.created_at')}`,
        ),
    rolledMore
      ? asRows(rolledMore.watchers.map((w) => ({ ...w, people: 0 })))
      : perCategory(sql`count(*) as n`, sql`from watchlist w join auctions a on a.id = w.auction_id where ${since('w.created_at')}`),
    rolledMore
      ? asRows(rolledMore.sales.map((w) => ({ ...w, people: 0 })))
      : perCategory(sql`count(*) as n, coalesce(sum(a.current_bid), 0) as value`, sql`from auctions a where ${sold}`),
    run<{ slug: string; title: string; is_active: boolean }>(sql`select slug, title, is_active from categories order by display_order, title`),
  ]);
  const figure = (rows: CategoryRow[], category: string | null) =>
    rows.find((r) => (category === null ? Number(r.total) === 1 : Number(r.total) === 0 && r.category === category));
  const measuresOf = (category: string | null) => {
    const v = figure(catViews, category);
    const b = figure(catBids, category);
    const s = figure(catSales, category);
    const viewers = Number(v?.people ?? 0);
    const bidders = Number(b?.people ?? 0);
    return {
      views: Number(v?.n ?? 0),
      viewers,
      bids: Number(b?.n ?? 0),
      bidders,
      watchers: Number(figure(catWatch, category)?.n ?? 0),
      sales: Number(s?.n ?? 0),
      salesValue: Number(s?.value ?? 0),
      conversion: viewToBidConversion(bidders, viewers),
    };
  };
  const categories: AnalyticsCategory[] = categoryList
    .map((c) => ({ category: c.slug, title: c.title, active: c.is_active, ...measuresOf(c.slug) }))
    .filter((c) => c.active || c.views + c.bids + c.watchers + c.sales > 0)
    .map(({ active: _active, ...c }) => c);

  const ids = async (list: Promise<string[]>) => (await list).map((auction_id) => ({ auction_id }));
  const [topBidIds, topViewIds] = rolled
    ? await Promise.all([ids(topSince(deps, 'bids', new Date(from), TOP_LISTINGS)), ids(topSince(deps, 'views', new Date(from), TOP_LISTINGS))])
    : await Promise.all([
        run<{ auction_id: string }>(
          sql`select auction_id from bids where ${since('created_at')} group by auction_id order by count(*) desc, auction_id limit ${TOP_LISTINGS}`,
        ),
        run<{ auction_id: string }>(
          sql`select auction_id from auction_views where ${since('created_at')} group by auction_id order by count(*) desc, auction_id limit ${TOP_LISTINGS}`,
        ),
      ]);
  const listings = await topListings(run, [...new Set([...topBidIds, ...topViewIds].map((r) => r.auction_id))], from);
  const byId = new Map(listings.map((l) => [l.id, l]));
  const pick = (ids: { auction_id: string }[]) => ids.map((r) => byId.get(r.auction_id)).filter((l): l is TopListing => l !== undefined);

  return {
    days,
    from: dayList[0]!,
    to: dayList.at(-1)!,
    daily,
    categories,
    totals: measuresOf(null),
    topByBids: pick(topBidIds),
    topByViews: pick(topViewIds),
  };
}

/** The listings of the top lists with their figures of the period, each read through the auction's own index. */
async function topListings(run: <T>(q: SQL) => Promise<T[]>, ids: string[], from: string): Promise<TopListing[]> {
  if (ids.length === 0) return [];
  const rows = await run<{
    id: string;
    title: string;
    slug: string | null;
    year: number | null;
    make: string | null;
    model: string | null;
    trim: string | null;
    category: string;
    category_title: string | null;
    listing_type: string;
    current_bid: number;
    starting_price: number;
    buy_now_price: number | null;
    bids: number | string;
    views: number | string;
    watchers: number | string;
  }>(sql`
    select a.id, a.title, a.slug, a.year, a.make, a.model, a.trim, a.category, c.title as category_title,
           a.listing_type, a.current_bid, a.starting_price, a.buy_now_price,
           (select count(*) from bids b where b.auction_id = a.id and b.created_at >= ${from}::timestamptz) as bids,
           (select count(*) from auction_views v where v.auction_id = a.id and v.created_at >= ${from}::timestamptz) as views,
           (select count(*) from watchlist w where w.auction_id = a.id) as watchers
    from auctions a left join categories c on c.slug = a.category
    where a.id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`);
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    path: auctionPath(r),
    category: r.category,
    categoryTitle: r.category_title ?? r.category,
    bids: Number(r.bids),
    views: Number(r.views),
    watchers: Number(r.watchers),
    currentPrice: listingPrice({
      listingType: r.listing_type,
      currentBid: Number(r.current_bid),
      startingPrice: Number(r.starting_price),
      buyNowPrice: r.buy_now_price === null ? null : Number(r.buy_now_price),
    }),
  }));
}
