import { type AnyColumn, and, count, eq, gt, gte, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { auctions, bids, commentReports, contactMessages, offerPayments, offers, users } from '../../db/schema.ts';
import { DASHBOARD_CHART_DAYS, DASHBOARD_PERIODS, lastDays, startOfLocalDay, type DashboardData } from '../../../domain/admin-dashboard.ts';
import { statusCondition } from '../admin-auctions/list-auctions.ts';

const DAY_MS = 86_400_000;

/** The viewer's calendar day (YYYY-MM-DD) of a timestamp column, in SQL. */
export const localDaySql = (column: SQL | AnyColumn, tzOffset: number) =>
  sql<string>`to_char((${column} at time zone 'UTC') - make_interval(mins => ${tzOffset}::int), 'YYYY-MM-DD')`;

const n = (rows: { n: number | string }[]) => Number(rows[0]?.n ?? 0);

/**
 * Issue 14: the marketplace at a glance. A sale counts on its listing's end day (decision 012: the
 * end is indexed and a sale at buy now or by offer happens at or soon after it); GMV is the sale price.
 */
export async function dashboard(deps: AppDeps, tzOffset: number): Promise<DashboardData> {
  const db = deps.db;
  const now = deps.clock.now();
  const since = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const longest = Math.max(...DASHBOARD_PERIODS);

  const [live, liveClassifieds, bidsToday, awaiting, offersAwaiting, reports, messages] = await Promise.all([
    db.select({ n: count() }).from(auctions).where(and(eq(auctions.status, 'active'), eq(auctions.listingType, 'auction'), gt(auctions.endTime, now))),
    db.select({ n: count() }).from(auctions).where(and(eq(auctions.status, 'active'), eq(auctions.listingType, 'classified'))),
    db.select({ n: count() }).from(bids).where(gte(bids.createdAt, startOfLocalDay(now.getTime(), tzOffset))),
    db.select({ n: count() }).from(auctions).where(statusCondition('awaiting_approval')),
    db
      .select({ n: count() })
      .from(offers)
      .leftJoin(offerPayments, eq(offerPayments.offerId, offers.id))
      .where(and(eq(offers.status, 'accepted'), or(isNull(offerPayments.id), sql`${offerPayments.status} <> 'succeeded'`))),
    db.select({ n: count() }).from(commentReports).where(isNull(commentReports.resolvedAt)),
    db.select({ n: count() }).from(contactMessages).where(isNull(contactMessages.handledAt)),
  ]);

  const days = lastDays(now.getTime(), DASHBOARD_CHART_DAYS, tzOffset);
  const chartStart = new Date(Date.parse(`${days[0]}T00:00:00Z`) + tzOffset * 60_000);
  const saleDay = localDaySql(auctions.endTime, tzOffset);
  const signupDay = localDaySql(users.createdAt, tzOffset);
  const bidDay = localDaySql(bids.createdAt, tzOffset);
  const sold = and(eq(auctions.status, 'sold'), lte(auctions.endTime, now));
  const [salePeriods, signupPeriods, saleDays, signupDays, bidDays] = await Promise.all([
    db
      .select(Object.fromEntries(DASHBOARD_PERIODS.flatMap((p) => [
        [`c${p}`, sql<number>`count(*) filter (where ${auctions.endTime} >= ${since(p).toISOString()}::timestamptz)::int`],
        [`g${p}`, sql<number>`coalesce(sum(${auctions.currentBid}) filter (where ${auctions.endTime} >= ${since(p).toISOString()}::timestamptz), 0)::bigint`],
      ])) as Record<string, SQL<number>>)
      .from(auctions)
      .where(and(sold, gte(auctions.endTime, since(longest)))),
    db
      .select(Object.fromEntries(DASHBOARD_PERIODS.map((p) => [`c${p}`, sql<number>`count(*) filter (where ${users.createdAt} >= ${since(p).toISOString()}::timestamptz)::int`])) as Record<string, SQL<number>>)
      .from(users)
      .where(gte(users.createdAt, since(longest))),
    db.select({ day: saleDay, n: count(), gmv: sql<number>`coalesce(sum(${auctions.currentBid}), 0)::bigint` }).from(auctions).where(and(sold, gte(auctions.endTime, chartStart))).groupBy(sql`1`),
    db.select({ day: signupDay, n: count() }).from(users).where(gte(users.createdAt, chartStart)).groupBy(sql`1`),
    db.select({ day: bidDay, n: count() }).from(bids).where(gte(bids.createdAt, chartStart)).groupBy(sql`1`),
  ]);
  const map = <T extends { day: string }>(rows: T[]) => new Map(rows.map((r) => [r.day, r]));
  const [salesBy, signupsBy, bidsBy] = [map(saleDays), map(signupDays), map(bidDays)];
  const daily = days.map((day) => ({
    day,
    bids: Number(bidsBy.get(day)?.n ?? 0),
    sales: Number(salesBy.get(day)?.n ?? 0),
    gmv: Number(salesBy.get(day)?.gmv ?? 0),
    signups: Number(signupsBy.get(day)?.n ?? 0),
  }));
  const sp = salePeriods[0] ?? {};
  const up = signupPeriods[0] ?? {};

  return {
    liveAuctions: n(live),
    liveClassifieds: n(liveClassifieds),
    bidsToday: n(bidsToday),
    sales: DASHBOARD_PERIODS.map((p) => ({ days: p, count: Number(sp[`c${p}`] ?? 0), gmv: Number(sp[`g${p}`] ?? 0) })),
    newUsers: DASHBOARD_PERIODS.map((p) => ({ days: p, count: Number(up[`c${p}`] ?? 0) })),
    awaitingApproval: n(awaiting),
    offersAwaitingPayment: n(offersAwaiting),
    openReports: n(reports),
    unhandledMessages: n(messages),
    daily,
  };
}

