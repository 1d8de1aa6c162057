import { sql, type SQL } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { rowsOf, type DbOrTx } from '../../db/tx.ts';
import { BUCKET_MS, catchUpRollups, sealPoint, viewerOf } from './rollups.ts';

/** The viewer's calendar day of a quarter-hour bucket (whole buckets fall in one day for the offsets served). */
const rowDay = (column: string, tzOffset: number) =>
  sql`to_char((${sql.raw(column)} at time zone 'UTC') - make_interval(mins => ${tzOffset}::int), 'YYYY-MM-DD')`;
const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/**
 * A page's figures in one round trip: the queries issued in the same tick go to the database as one statement,
 * each answered from its own json column, so that five admins at once cost five statements, not a hundred
 * (each parsed, planned and sent on its own).
 */
function batched(db: DbOrTx) {
  let queue: { q: SQL; resolve: (rows: never[]) => void; reject: (err: unknown) => void }[] = [];
  return <T>(q: SQL): Promise<T[]> =>
    new Promise<T[]>((resolve, reject) => {
      queue.push({ q, resolve: resolve as (rows: never[]) => void, reject });
      if (queue.length > 1) return;
      queueMicrotask(() => {
        const batch = queue;
        queue = [];
        const columns = batch.map((b, i) => sql`(select coalesce(json_agg(x), '[]'::json) from (${b.q}) x) as ${sql.raw(`q${i}`)}`);
        db.execute(sql`select ${sql.join(columns, sql`, `)}`).then(
          (result) => {
            const row = rowsOf<Record<string, unknown>>(result)[0]!;
            batch.forEach((b, i) => {
              const value = row[`q${i}`];
              b.resolve((typeof value === 'string' ? JSON.parse(value) : value) as never[]);
            });
          },
          (err: unknown) => batch.forEach((b) => b.reject(err)),
        );
      });
    });
}

const DAY_MS = 86_400_000;
const floorDay = (d: Date) => new Date(Math.floor(d.getTime() / DAY_MS) * DAY_MS);
const ceilDay = (d: Date) => new Date(Math.ceil(d.getTime() / DAY_MS) * DAY_MS);

/**
 * Rows of a quarter-hour rollup over [from, to) (`to` null: everything from `from` on; both whole quarter-hours),
 * as rows (<columns>) to be summed: the whole UTC days from its per-day twin, the quarter-hours at either end from
 * the rollup itself (migration 0037), so that months are a few hundred rows.
 */
function wholeDays(t: { quarters: string; days: string; where?: string }, columns: string, from: Date, to: Date | null, now: Date): SQL {
  const cols = sql.raw(columns);
  const [quarters, days] = [sql.raw(t.quarters), sql.raw(t.days)];
  const where = sql.raw(t.where ? `${t.where} and` : '');
  const firstDay = ceilDay(from);
  const lastDay = floorDay(to ?? now);
  const upper = to ? sql`and bucket < ${at(to)}` : sql``;
  if (firstDay >= lastDay) return sql`(select ${cols} from ${quarters} where ${where} bucket >= ${at(from)} ${upper})`;
  return sql`(
    select ${cols} from ${quarters} where ${where} bucket >= ${at(from)} and bucket < ${at(firstDay)}
    union all
    select ${cols} from ${days} where ${where} day >= ${at(firstDay)} and day < ${at(lastDay)}
    union all
    select ${cols} from ${quarters} where ${where} bucket >= ${at(lastDay)} ${upper}
  )`;
}

/**
 * Every category's sums of [from, to) (`to` null: everything from `from` on; both whole quarter-hours) as rows
 * (t, <alias>...) to be grouped by the viewer's day of t, reading a few rows a day instead of its 96 quarter-hours.
 * A whole UTC day comes from the per-day twin (its categories summed), dated at its noon; only the quarter-hours of
 * that day that fall on another viewer's day than its noon are read one by one, each added at its own time and
 * taken off the noon: for an offset of h hours that is 4h of them a day (at most 48, at twelve hours), none in UTC.
 * The quarter-hours before the first and after the last UTC midnight come from the every-category rollup as they are.
 */
function localDayRows(columns: readonly (readonly [column: string, alias: string])[], from: Date, to: Date | null, now: Date, tzOffset: number): SQL {
  const list = (f: (column: string, alias: string) => string) => sql.raw(columns.map(([c, a]) => f(c, a)).join(', '));
  const nonZero = sql.raw(`(${columns.map(([c]) => `${c} <> 0`).join(' or ')})`);
  const firstDay = ceilDay(from);
  const lastDay = floorDay(to ?? now);
  const upper = to ? sql`and bucket < ${at(to)}` : sql``;
  const quarters = (lo: Date, hi: SQL) =>
    sql`select bucket as t, ${list((c, a) => `${c} as ${a}`)} from admin_rollup_totals where bucket >= ${at(lo)} ${hi} and ${nonZero}`;
  if (firstDay >= lastDay) return sql`(${quarters(from, upper)})`;
  // The minutes of a UTC day [lo, hi) whose viewer's day is not its noon's (the offset taken within half a day).
  const o = ((tzOffset % 1440) + 1440) % 1440;
  const [lo, hi] = o === 0 ? [0, 0] : o <= 720 ? [0, o] : [o, 1440];
  const noon = sql.raw(`interval '720 minutes'`);
  // The days as a list, not generate_series: the planner knows it is a few dozen rows (it takes a set-returning
  // function for a thousand, and a plan that costly is compiled by JIT at every read).
  const dayList: string[] = [];
  for (let d = firstDay.getTime(); d < lastDay.getTime(); d += DAY_MS) dayList.push(new Date(d).toISOString());
  const days = sql`select day + ${noon} as t, ${list((c, a) => `sum(${c}) as ${a}`)} from admin_rollup_daily
    where day >= ${at(firstDay)} and day < ${at(lastDay)} group by day`;
  const edges =
    lo === hi
      ? sql``
      : sql`union all
    select e.t, ${list((_c, a) => `e.${a}`)} from unnest(${`{${dayList.join(',')}}`}::timestamptz[]) d(day)
      cross join lateral (
        select bucket as t, ${list((c, a) => `${c} as ${a}`)} from admin_rollup_totals
        where bucket >= d.day + make_interval(mins => ${lo}::int) and bucket < d.day + make_interval(mins => ${hi}::int) and ${nonZero}
        union all
        select d.day + ${noon}, ${list((c, a) => `-${c} as ${a}`)} from admin_rollup_totals
        where bucket >= d.day + make_interval(mins => ${lo}::int) and bucket < d.day + make_interval(mins => ${hi}::int) and ${nonZero}) e`;
  return sql`(
    ${quarters(from, sql`and bucket < ${at(firstDay)}`)}
    union all
    ${days}
    ${edges}
    union all
    ${quarters(lastDay, upper)}
  )`;
}

/** The activity of [from, to) per category, as rows (category, <columns>) to be summed. */
const activityByCategory = (columns: string, from: Date, to: Date | null, now: Date): SQL =>
  wholeDays({ quarters: 'admin_rollup_activity', days: 'admin_rollup_daily' }, `category, ${columns}`, from, to, now);

/** People of a kind whose latest activity is at or after `from` (a whole quarter-hour), as rows (category, n) to be summed. */
const peopleSince = (kind: 'bidder' | 'viewer', from: Date, now: Date): SQL =>
  wholeDays({ quarters: 'admin_rollup_people_counts', days: 'admin_rollup_people_daily', where: `kind = '${kind}'` }, 'category, n', from, null, now);

export interface DayCount {
  day: string;
  n: number;
}

/** Bids per viewer's day from `from` on (a viewer's midnight), from the rollups (decision 026). */
export async function bidsPerLocalDay(deps: AppDeps, from: Date, tzOffset: number): Promise<DayCount[]> {
  await catchUpRollups(deps);
  const rows = rowsOf<{ day: string; n: string | number }>(
    await deps.db.execute(
      sql`select ${dayOfT(tzOffset)} as day, sum(n) as n from ${localDayRows([['bids', 'n']], from, null, deps.clock.now(), tzOffset)} x group by 1 having sum(n) <> 0`,
    ),
  );
  return rows.map((r) => ({ day: r.day, n: Number(r.n) }));
}

/** A category's figures ('' is the whole marketplace). */
export interface CategoryFigures {
  category: string;
  n: number;
  people: number;
}

export interface ActivityFigures {
  viewDays: DayCount[];
  bidDays: DayCount[];
  views: CategoryFigures[];
  bids: CategoryFigures[];
}

/**
 * Views and bids of the period from `from` (a viewer's midnight) on: per viewer's day, per category and for the
 * whole marketplace, with their distinct viewers and bidders. Views before the sealed point come from the
 * rollups, those after it (a few minutes) from their rows.
 */
export async function activitySince(deps: AppDeps, from: Date, tzOffset: number): Promise<ActivityFigures> {
  // The people's counts are per quarter-hour of their latest activity: exact from a quarter-hour on.
  if (from.getTime() % BUCKET_MS !== 0) throw new Error(`activitySince: ${from.toISOString()} is not a whole quarter-hour`);
  const { sealedUntil } = await catchUpRollups(deps);
  const tail = new Date(Math.max(from.getTime(), sealedUntil.getTime()));
  const run = batched(deps.db);
  const tailViews = sql`(select v.created_at, a.category, ${viewerOf('v')} as person from auction_views v join auctions a on a.id = v.auction_id where v.created_at >= ${at(tail)})`;
  const now = deps.clock.now();
  // A tail view's person, once per category and once for the whole marketplace ('').
  const tailPeople = sql`(select distinct c.c as category, t.person from ${tailViews} t cross join lateral (values (t.category), ('')) c(c) where t.person is not null)`;
  const [viewDays, bidDays, viewCounts, bidCounts, viewers, bidders] = await Promise.all([
    run<{ day: string; n: string | number }>(sql`
      select day, sum(n) as n from (
        select ${dayOfT(tzOffset)} as day, n from ${localDayRows([['views', 'n']], from, sealedUntil > from ? sealedUntil : from, now, tzOffset)} r
        union all
        select ${rowDay('t.created_at', tzOffset)}, 1 from ${tailViews} t
      ) x group by day having sum(n) <> 0`),
    run<{ day: string; n: string | number }>(
      sql`select ${dayOfT(tzOffset)} as day, sum(n) as n from ${localDayRows([['bids', 'n']], from, null, now, tzOffset)} r group by 1 having sum(n) <> 0`,
    ),
    run<{ category: string | null; n: string | number }>(sql`
      select category, sum(n) as n from (
        select category, views as n from ${activityByCategory('views', from, sealedUntil > from ? sealedUntil : from, now)} r where views <> 0
        union all
        select t.category, 1 from ${tailViews} t
      ) x group by grouping sets ((category), ())`),
    run<{ category: string | null; n: string | number }>(
      sql`select category, sum(bids) as n from ${activityByCategory('bids', from, null, now)} r where bids <> 0 group by grouping sets ((category), ())`,
    ),
    // People whose latest view is in the period, counted per quarter-hour of it, and the tail's viewers not among them.
    run<{ category: string; n: string | number }>(sql`
      select category, sum(n) as n from (
        select category, n from ${peopleSince('viewer', from, now)} r where n <> 0
        union all
        select p.category, 1 from ${tailPeople} p
        where not exists (select 1 from admin_rollup_people r where r.kind = 'viewer' and r.category = p.category and r.person = p.person and r.last_at >= ${at(from)})
      ) x group by category`),
    run<{ category: string; n: string | number }>(sql`select category, sum(n) as n from ${peopleSince('bidder', from, now)} r where n <> 0 group by category`),
  ]);
  const days = (rows: { day: string; n: string | number }[]) => rows.map((r) => ({ day: r.day, n: Number(r.n) }));
  const merge = (counts: { category: string | null; n: string | number }[], people: { category: string; n: string | number }[]): CategoryFigures[] => {
    const byCategory = new Map<string, CategoryFigures>();
    const of = (category: string) => {
      let f = byCategory.get(category);
      if (!f) byCategory.set(category, (f = { category, n: 0, people: 0 }));
      return f;
    };
    for (const c of counts) of(c.category ?? '').n = Number(c.n);
    for (const p of people) of(p.category).people = Number(p.n);
    return [...byCategory.values()];
  };
  return { viewDays: days(viewDays), bidDays: days(bidDays), views: merge(viewCounts, viewers), bids: merge(bidCounts, bidders) };
}

const floorBucket = (d: Date) => new Date(Math.floor(d.getTime() / BUCKET_MS) * BUCKET_MS);
const ceilBucket = (d: Date) => new Date(Math.ceil(d.getTime() / BUCKET_MS) * BUCKET_MS);
const dayOfT = (tzOffset: number) => sql`to_char((t at time zone 'UTC') - make_interval(mins => ${tzOffset}::int), 'YYYY-MM-DD')`;

/**
 * Sales of listings sold with their end in [from, now], as rows (t, n, value) for a chart by the viewer's day at
 * `tzOffset` (localDayRows), or (category, n, value)
 * per category or to be summed: the whole quarter-hours from the rollups (every category's sum per quarter-hour,
 * or the whole days and the quarter-hours at either end per category), the two edges (less than a quarter-hour
 * each) from the listings' (status, end_time) index.
 */
function salesRows(from: Date, now: Date, by: 'time' | 'category', tzOffset: number): SQL {
  const lo = ceilBucket(from);
  const hi = floorBucket(now);
  const key = sql.raw(by === 'time' ? 'a.end_time as t' : 'a.category');
  const listings = (range: SQL) => sql`select ${key}, 1 as n, a.current_bid::bigint as value from auctions a where a.status = 'sold' and ${range}`;
  if (lo >= hi) return sql`(${listings(sql`a.end_time >= ${at(from)} and a.end_time <= ${at(now)}`)})`;
  const whole =
    by === 'time'
      ? sql`select t, n, value from ${localDayRows(
          [
            ['sales', 'n'],
            ['sales_value', 'value'],
          ],
          lo,
          hi,
          now,
          tzOffset,
        )} r`
      : sql`select category, sales as n, sales_value as value from ${activityByCategory('sales, sales_value', lo, hi, now)} r where sales <> 0 or sales_value <> 0`;
  return sql`(
    ${whole}
    union all
    ${listings(sql`((a.end_time >= ${at(from)} and a.end_time < ${at(lo)}) or (a.end_time >= ${at(hi)} and a.end_time <= ${at(now)}))`)}
  )`;
}

/** Sign-ups from `from` on as rows (t, n): whole quarter-hours from the rollup, the first edge from the users' index. */
const signupRows = (from: Date): SQL => sql`(
  select bucket as t, signups as n from admin_rollup_signups where bucket >= ${at(ceilBucket(from))} and signups <> 0
  union all
  select u.created_at, 1 from users u where u.created_at >= ${at(from)} and u.created_at < ${at(ceilBucket(from))}
)`;

/** Watchlist entries from `from` (a viewer's midnight, a whole quarter-hour) on, as rows (t, n) or (category, n). */
const watcherRows = (from: Date, now: Date, by: 'time' | 'category', tzOffset: number): SQL =>
  by === 'time'
    ? localDayRows([['watchers', 'n']], from, null, now, tzOffset)
    : sql`(select category, watchers as n from ${activityByCategory('watchers', from, null, now)} r where watchers <> 0)`;

export interface DashboardRollups {
  salePeriods: { count: number; gmv: number }[];
  signupPeriods: number[];
  saleDays: { day: string; n: number; gmv: number }[];
  signupDays: DayCount[];
}

/** The dashboard's sales and sign-ups: per period (from `periodStarts` to now) and per viewer's day from `chartStart`. */
export async function salesAndSignups(deps: AppDeps, periodStarts: Date[], chartStart: Date, tzOffset: number): Promise<DashboardRollups> {
  const now = deps.clock.now();
  const run = batched(deps.db);
  const [salePeriods, signupPeriods, saleDays, signupDays] = await Promise.all([
    Promise.all(
      periodStarts.map((since) =>
        run<{ n: string | number | null; gmv: string | number | null }>(
          sql`select sum(n) as n, sum(value) as gmv from ${salesRows(since, now, 'category', tzOffset)} x`,
        ),
      ),
    ),
    Promise.all(periodStarts.map((since) => run<{ n: string | number | null }>(sql`select sum(n) as n from ${signupRows(since)} x`))),
    run<{ day: string; n: string | number; gmv: string | number }>(
      sql`select ${dayOfT(tzOffset)} as day, sum(n) as n, sum(value) as gmv from ${salesRows(chartStart, now, 'time', tzOffset)} x group by 1`,
    ),
    run<{ day: string; n: string | number }>(sql`select ${dayOfT(tzOffset)} as day, sum(n) as n from ${signupRows(chartStart)} x group by 1`),
  ]);
  return {
    salePeriods: salePeriods.map(([r]) => ({ count: Number(r?.n ?? 0), gmv: Number(r?.gmv ?? 0) })),
    signupPeriods: signupPeriods.map(([r]) => Number(r?.n ?? 0)),
    saleDays: saleDays.map((r) => ({ day: r.day, n: Number(r.n), gmv: Number(r.gmv) })),
    signupDays: signupDays.map((r) => ({ day: r.day, n: Number(r.n) })),
  };
}

export interface WatchAndSales {
  watchDays: DayCount[];
  saleDays: { day: string; n: number; value: number }[];
  /** Per category, '' for the whole marketplace. */
  watchers: { category: string; n: number }[];
  sales: { category: string; n: number; value: number }[];
}

/** The analytics' watchlist entries and sales from `from` (a viewer's midnight) on, per viewer's day and per category. */
export async function watchersAndSalesSince(deps: AppDeps, from: Date, tzOffset: number): Promise<WatchAndSales> {
  const now = deps.clock.now();
  const run = batched(deps.db);
  const [watchDays, saleDays, watchers, sales] = await Promise.all([
    run<{ day: string; n: string | number }>(
      sql`select ${dayOfT(tzOffset)} as day, sum(n) as n from ${watcherRows(from, now, 'time', tzOffset)} x group by 1 having sum(n) <> 0`,
    ),
    run<{ day: string; n: string | number; value: string | number }>(
      sql`select ${dayOfT(tzOffset)} as day, sum(n) as n, sum(value) as value from ${salesRows(from, now, 'time', tzOffset)} x group by 1`,
    ),
    run<{ category: string | null; n: string | number | null }>(
      sql`select category, sum(n) as n from ${watcherRows(from, now, 'category', tzOffset)} x group by grouping sets ((category), ())`,
    ),
    run<{ category: string | null; n: string | number | null; value: string | number | null }>(
      sql`select category, sum(n) as n, sum(value) as value from ${salesRows(from, now, 'category', tzOffset)} x group by grouping sets ((category), ())`,
    ),
  ]);
  return {
    watchDays: watchDays.map((r) => ({ day: r.day, n: Number(r.n) })),
    saleDays: saleDays.map((r) => ({ day: r.day, n: Number(r.n), value: Number(r.value) })),
    watchers: watchers.map((r) => ({ category: r.category ?? '', n: Number(r.n ?? 0) })),
    sales: sales.map((r) => ({ category: r.category ?? '', n: Number(r.n ?? 0), value: Number(r.value ?? 0) })),
  };
}

/**
 * The first `limit` listings by bids or views from `from` on (most first, then by id, as the rows' query orders
 * them). admin_rollup_top keeps, per period start, the first ones over [from, cut) with their counts; a read adds
 * the rows since the cut. Exact: a listing outside the kept ones with nothing since the cut has at least `limit`
 * listings ahead of it that still are (counts only grow), so the kept ones and those with rows since the cut are
 * the only candidates; the counts before the cut of the latter come from the listing's own (auction, time) index.
 * The kept list moves its cut on each quarter-hour the same way; the first read of a period start reads its rows once.
 */
export async function topSince(deps: AppDeps, kind: 'bids' | 'views', from: Date, limit: number): Promise<string[]> {
  const now = deps.clock.now();
  const table = sql.raw(kind === 'bids' ? 'bids' : 'auction_views');
  const run = async <T>(q: SQL) => rowsOf<T>(await deps.db.execute(q));
  const counts = (rows: { auction_id: string; n: string | number }[]) => new Map(rows.map((r) => [r.auction_id, Number(r.n)]));
  const rank = (m: Map<string, number>) => [...m.entries()].filter(([, n]) => n > 0).sort(([a, x], [b, y]) => y - x || (a < b ? -1 : a > b ? 1 : 0));
  /** The first `limit` over [from, to) given the first ones over [from, cut). */
  const advance = async (db: DbOrTx, kept: Map<string, number>, cut: Date, to: Date | null) => {
    const run = async <T>(q: SQL) => rowsOf<T>(await db.execute(q));
    const upper = to ? sql`and created_at < ${at(to)}` : sql``;
    const recent = counts(await run(sql`select auction_id, count(*) as n from ${table} where created_at >= ${at(cut)} ${upper} group by auction_id`));
    const others = [...recent.keys()].filter((id) => !kept.has(id));
    const before =
      others.length === 0
        ? new Map<string, number>()
        : counts(
            await run(sql`
              select x.id as auction_id, (select count(*) from ${table} r where r.auction_id = x.id and r.created_at >= ${at(from)} and r.created_at < ${at(cut)}) as n
              from unnest(${`{${others.join(',')}}`}::uuid[]) as x(id)`),
          );
    const total = new Map(kept);
    for (const [id, n] of recent) total.set(id, (total.get(id) ?? before.get(id) ?? 0) + n);
    return rank(total).slice(0, limit);
  };

  const target = sealPoint(now);
  let kept = await run<{ cut_at: string | Date; auction_id: string; n: number }>(
    sql`select cut_at, auction_id, n from admin_rollup_top where kind = ${kind} and from_at = ${at(from)}`,
  );
  if (kept.length === 0 || new Date(kept[0]!.cut_at) < target) {
    await deps.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`admin-rollups-top:${kind}`}))`);
      const again = rowsOf<{ cut_at: string | Date; auction_id: string; n: number }>(
        await tx.execute(sql`select cut_at, auction_id, n from admin_rollup_top where kind = ${kind} and from_at = ${at(from)}`),
      );
      if (again.length > 0 && new Date(again[0]!.cut_at) >= target) return;
      const top =
        again.length === 0
          ? rowsOf<{ auction_id: string; n: string | number }>(
              await tx.execute(
                sql`select auction_id, count(*) as n from ${table} where created_at >= ${at(from)} and created_at < ${at(target)} group by auction_id order by count(*) desc, auction_id limit ${limit}`,
              ),
            ).map((r) => [r.auction_id, Number(r.n)] as const)
          : await advance(tx, new Map(again.map((r) => [r.auction_id, Number(r.n)])), new Date(again[0]!.cut_at), target);
      await tx.execute(sql`delete from admin_rollup_top where kind = ${kind} and from_at = ${at(from)}`);
      // An empty period keeps one row with no listing, so that its cut is remembered.
      const rows = top.length > 0 ? top : [['00000000-0000-0000-0000-000000000000', 0] as const];
      await tx.execute(sql`
        insert into admin_rollup_top (kind, from_at, cut_at, auction_id, n)
        select ${kind}, ${at(from)}, ${at(target)}, x.id, x.n from json_to_recordset(${JSON.stringify(rows.map(([id, n]) => ({ id, n })))}::json) as x(id uuid, n int)`);
      // Periods that started more than the longest one ago are not read again.
      await tx.execute(sql`delete from admin_rollup_top where from_at < ${at(new Date(now.getTime() - 100 * 86_400_000))}`);
    });
    kept = await run(sql`select cut_at, auction_id, n from admin_rollup_top where kind = ${kind} and from_at = ${at(from)}`);
  }
  const cut = new Date(kept[0]!.cut_at);
  const top = await advance(deps.db, new Map(kept.filter((r) => r.n > 0).map((r) => [r.auction_id, Number(r.n)])), cut, null);
  return top.map(([id]) => id);
}
