import { type AnyColumn, and, count, eq, gt, gte, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { auctions, bids, commentReports, contactMessages, users } from '../../db/schema.ts';
import { DASHBOARD_CHART_DAYS, DASHBOARD_PERIODS, lastDays, localDay, startOfLocalDay, type DashboardData } from '../../../domain/admin/admin-dashboard.ts';
import { statusCondition } from '../admin-auctions/list-auctions.ts';
import { dealsNeedingAdmin } from '../admin-deals/admin-deals.ts';
import { bidsPerLocalDay, salesAndSignups } from '../admin-analytics/rollup-reads.ts';
import { rollupsServe } from '../admin-analytics/rollups.ts';

const DAY_MS = 86_400_000;

/** The viewer's calendar day (YYYY-MM-DD) of a timestamp column, in SQL. */
export const localDaySql = (column: SQL | AnyColumn, tzOffset: number) =>
  sql<string>`to_char((${column} at time zone 'UTC') - make_interval(mins => ${tzOffset}::int), 'YYYY-MM-DD')`;

const n = (rows: { n: number | string }[]) => Number(rows[0]?.n ?? 0);

/**
 * The marketplace at a glance. A sale counts on its listing's end day (decision 012: the
 * end is indexed and a sale at buy now or by offer happens at or soon after it); GMV is the sale price.
 * The bids per day (and today's) come from the rollups (decision 026); the other figures count
 * few rows through their indexes. `fromRows` counts the bids from their rows instead: the reference the
 * rollups are tested against, and the answer for an offset that is not a whole number of quarter-hours.
 */
export async function dashboard(deps: AppDeps, tzOffset: number, o: { fromRows?: boolean } = {}): Promise<DashboardData> {
  const db = deps.db;
  const now = deps.clock.now();
  const since = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const longest = Math.max(...DASHBOARD_PERIODS);

  const days = lastDays(now.getTime(), DASHBOARD_CHART_DAYS, tzOffset);
  const chartStart = new Date(Date.parse(`${days[0]}T00:00:00Z`) + tzOffset * 60_000);
  const todayStart = startOfLocalDay(now.getTime(), tzOffset);
  const bidDays = o.fromRows || !rollupsServe(tzOffset) ? null : await bidsPerLocalDay(deps, chartStart, tzOffset);

  const [live, liveClassifieds, bidsToday, awaiting, reports, messages] = await Promise.all([
    db
      .select({ n: count() })
      .from(auctions)
      .where(and(eq(auctions.status, 'active'), eq(auctions.listingType, 'auction'), gt(auctions.endTime, now))),
    db
      .select({ n: count() })
      .from(auctions)
      .where(and(eq(auctions.status, 'active'), eq(auctions.listingType, 'classified'))),
    bidDays
      ? [{ n: bidDays.filter((d) => d.day >= localDay(now.getTime(), tzOffset)).reduce((sum, d) => sum + d.n, 0) }]
      : db.select({ n: count() }).from(bids).where(gte(bids.createdAt, todayStart)),
    db.select({ n: count() }).from(auctions).where(statusCondition('awaiting_approval')),
    db.select({ n: count() }).from(commentReports).where(isNull(commentReports.resolvedAt)),
    db.select({ n: count() }).from(contactMessages).where(isNull(contactMessages.handledAt)),
  ]);

  const saleDay = localDaySql(auctions.endTime, tzOffset);
  const signupDay = localDaySql(users.createdAt, tzOffset);
  const bidDay = localDaySql(bids.createdAt, tzOffset);
  const sold = and(eq(auctions.status, 'sold'), lte(auctions.endTime, now));
  const periodStarts = DASHBOARD_PERIODS.map((p) => since(p));
  const [salePeriods, signupPeriods, saleDays, signupDays, bidRows] = bidDays
    ? await salesAndSignups(deps, periodStarts, chartStart, tzOffset).then(
        (r) =>
          [
            Object.fromEntries(
              DASHBOARD_PERIODS.flatMap((p, i) => [
                [`c${p}`, r.salePeriods[i]!.count],
                [`g${p}`, r.salePeriods[i]!.gmv],
              ]),
            ),
            Object.fromEntries(DASHBOARD_PERIODS.map((p, i) => [`c${p}`, r.signupPeriods[i]!])),
            r.saleDays,
            r.signupDays,
            bidDays,
          ] as const,
      )
    : await Promise.all([
        db
          .select(
            Object.fromEntries(
              DASHBOARD_PERIODS.flatMap((p) => [
                [`c${p}`, sql<number>`count(*) filter (where ${auctions.endTime} >= ${since(p).toISOString()}::timestamptz)::int`],
                [
                  `g${p}`,
                  sql<number>`coalesce(sum(${auctions.currentBid}) filter (where ${auctions.endTime} >= ${since(p).toISOString()}::timestamptz), 0)::bigint`,
                ],
              ]),
            ) as Record<string, SQL<number>>,
          )
          .from(auctions)
          .where(and(sold, gte(auctions.endTime, since(longest))))
          .then((rows) => rows[0] ?? {}),
        db
          .select(
            Object.fromEntries(
              DASHBOARD_PERIODS.map((p) => [`c${p}`, sql<number>`count(*) filter (where ${users.createdAt} >= ${since(p).toISOString()}::timestamptz)::int`]),
            ) as Record<string, SQL<number>>,
          )
          .from(users)
          .where(gte(users.createdAt, since(longest)))
          .then((rows) => rows[0] ?? {}),
        db
          .select({ day: saleDay, n: count(), gmv: sql<number>`coalesce(sum(${auctions.currentBid}), 0)::bigint` })
          .from(auctions)
          .where(and(sold, gte(auctions.endTime, chartStart)))
          .groupBy(sql`1`),
        db
          .select({ day: signupDay, n: count() })
          .from(users)
          .where(gte(users.createdAt, chartStart))
          .groupBy(sql`1`),
        db
          .select({ day: bidDay, n: count() })
          .from(bids)
          .where(gte(bids.createdAt, chartStart))
          .groupBy(sql`1`),
      ]);
  const map = <T extends { day: string }>(rows: readonly T[]) => new Map(rows.map((r) => [r.day, r]));
  const [salesBy, signupsBy, bidsBy] = [map(saleDays), map(signupDays), map(bidRows)];
  const daily = days.map((day) => ({
    day,
    bids: Number(bidsBy.get(day)?.n ?? 0),
    sales: Number(salesBy.get(day)?.n ?? 0),
    gmv: Number(salesBy.get(day)?.gmv ?? 0),
    signups: Number(signupsBy.get(day)?.n ?? 0),
  }));
  const sp: Record<string, number> = salePeriods;
  const up: Record<string, number> = signupPeriods;

  // Open disputes and deals past a deadline need an admin. An accepted offer is no task of its own
  // (decision 033): its deal is paid by the buyer, and counts here only once it is overdue, as every deal does.
  const dealsWaiting = await dealsNeedingAdmin(deps);
  return {
    liveAuctions: n(live),
    liveClassifieds: n(liveClassifieds),
    bidsToday: n(bidsToday),
    sales: DASHBOARD_PERIODS.map((p) => ({ days: p, count: Number(sp[`c${p}`] ?? 0), gmv: Number(sp[`g${p}`] ?? 0) })),
    newUsers: DASHBOARD_PERIODS.map((p) => ({ days: p, count: Number(up[`c${p}`] ?? 0) })),
    awaitingApproval: n(awaiting),
    openReports: n(reports),
    unhandledMessages: n(messages),
    openDisputes: dealsWaiting.openDisputes,
    overdueDeals: dealsWaiting.overdue,
    daily,
  };
}
