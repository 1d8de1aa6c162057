import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { newEventReader, readEvents, type EventReader } from '../../db/event-reader.ts';
import { rowsOf, type DbOrTx } from '../../db/tx.ts';

/**
 * Decision 026: the admin figures read rollups, not months of raw rows.
 *
 * - admin_rollup_activity: bids and views per UTC quarter-hour and category. Every real time zone's offset is a
 *   whole number of quarter-hours, so a viewer's calendar day is a whole number of buckets: grouping the buckets
 *   by the viewer's day is exact, across midnight and in any zone (other offsets are answered from the rows).
 * - admin_rollup_people: per kind (bidder, viewer), category ('' for the whole marketplace) and person, their
 *   latest activity. The periods always run up to now, so "distinct people since X" is "people whose latest
 *   activity is at or after X": exact, from one index.
 * - admin_rollup_bidder_auctions / admin_rollup_bidders: per bidder and auction the latest bid (with the seller),
 *   and per bidder the one seller they ever bid on (sellers = 1) or more (2): the bidding signals.
 *
 * Bids come from the auction events (bid.placed), exactly once with several instances: an event's receipt is
 * inserted in the transaction that adds it, as the notification worker does (decision 014). Views carry no event:
 * the seal job adds the views of each quarter-hour once it is over (VIEW_SEAL_LAG_MS later), and the reads take
 * the views since the sealed point from their rows (a few minutes of them). The daily job (and the first start
 * after the migration) rebuilds everything from the rows in one snapshot, which also covers what no event says
 * (a bid deleted with its account, a listing moved to another category).
 */

export const BUCKET = '15 minutes';
export const BUCKET_MS = 15 * 60_000;
/** A view's transaction commits within this long of its time; its quarter-hour is sealed after that. */
export const VIEW_SEAL_LAG_MS = 2 * 60_000;
/** The daily job: a rebuild from the rows when the last one is older than this. */
export const REBUILD_EVERY_MS = 24 * 3_600_000;
const CONSUMER = 'admin-rollups';
/** One advisory lock orders the event consumer, the seal job and the rebuild across instances. */
const LOCK = sql`select pg_advisory_xact_lock(hashtext('admin-rollups'))`;
const RECEIPT_KEEP_IDS = 50_000;

/** Who viewed (decision 010): the visitor key, or for older rows without one the user or the address. */
export const viewerOf = (alias: string) => sql.raw(`coalesce(${alias}.visitor, 'u:' || ${alias}.user_id::text, 'i:' || ${alias}.ip_address)`);
export const bucketOf = (column: string) => sql.raw(`date_bin('${BUCKET}', ${column}, timestamptz '2000-01-01 00:00:00+00')`);

/** Whether a viewer's offset (minutes) is a whole number of buckets, so that the rollups group their days exactly. */
export const rollupsServe = (tzOffset: number) => tzOffset % 15 === 0;

const readers = new WeakMap<object, EventReader>();
const readerOf = (deps: AppDeps) => {
  let r = readers.get(deps);
  if (!r) readers.set(deps, (r = newEventReader()));
  return r;
};

async function stateOf(db: DbOrTx): Promise<{ sealedUntil: Date | null; rebuiltAt: Date | null }> {
  const rows = rowsOf<{ name: string; value: string | Date }>(await db.execute(sql`select name, value from admin_rollup_state`));
  const get = (name: string) => {
    const v = rows.find((r) => r.name === name)?.value;
    return v === undefined ? null : new Date(v);
  };
  return { sealedUntil: get('views_sealed_until'), rebuiltAt: get('rebuilt_at') };
}

const setState = (db: DbOrTx, name: string, value: Date) =>
  db.execute(
    sql`insert into admin_rollup_state (name, value) values (${name}, ${value.toISOString()}::timestamptz) on conflict (name) do update set value = excluded.value`,
  );

/** The bids' share of the rollups, for the bids a query selects (columns id, auction_id, bidder_id, created_at). */
async function addBids(tx: DbOrTx, selected: ReturnType<typeof sql>): Promise<void> {
  const b = sql`(select b.id, b.auction_id, b.bidder_id, b.created_at, a.category, a.seller_id from (${selected}) b join auctions a on a.id = b.auction_id)`;
  await tx.execute(sql`
    insert into admin_rollup_activity (bucket, category, bids)
    select ${bucketOf('x.created_at')}, x.category, count(*) from ${b} x group by 1, 2
    on conflict (bucket, category) do update set bids = admin_rollup_activity.bids + excluded.bids`);
  await tx.execute(sql`
    insert into admin_rollup_people (kind, category, person, last_at)
    select 'bidder', c, x.bidder_id::text, max(x.created_at) from ${b} x cross join lateral (values (x.category), ('')) c(c) group by 2, 3
    on conflict (kind, category, person) do update set last_at = greatest(admin_rollup_people.last_at, excluded.last_at)`);
  await tx.execute(sql`
    insert into admin_rollup_bidder_auctions (bidder_id, auction_id, seller_id, last_at)
    select x.bidder_id, x.auction_id, min(x.seller_id::text)::uuid, max(x.created_at) from ${b} x group by 1, 2
    on conflict (bidder_id, auction_id) do update set last_at = greatest(admin_rollup_bidder_auctions.last_at, excluded.last_at)`);
  await tx.execute(sql`
    insert into admin_rollup_bidders (bidder_id, seller_id, sellers)
    select x.bidder_id, min(x.seller_id::text)::uuid, least(count(distinct x.seller_id), 2) from ${b} x group by 1
    on conflict (bidder_id) do update set sellers =
      case when admin_rollup_bidders.sellers > 1 or excluded.sellers > 1 or admin_rollup_bidders.seller_id <> excluded.seller_id then 2 else 1 end`);
}

/** The views' share of the rollups, for the views of [from, to). */
async function addViews(tx: DbOrTx, from: Date | null, to: Date): Promise<void> {
  const range = from
    ? sql`v.created_at >= ${from.toISOString()}::timestamptz and v.created_at < ${to.toISOString()}::timestamptz`
    : sql`v.created_at < ${to.toISOString()}::timestamptz`;
  const v = sql`(select v.created_at, a.category, ${viewerOf('v')} as person from auction_views v join auctions a on a.id = v.auction_id where ${range})`;
  await tx.execute(sql`
    insert into admin_rollup_activity (bucket, category, views)
    select ${bucketOf('x.created_at')}, x.category, count(*) from ${v} x group by 1, 2
    on conflict (bucket, category) do update set views = admin_rollup_activity.views + excluded.views`);
  await tx.execute(sql`
    insert into admin_rollup_people (kind, category, person, last_at)
    select 'viewer', c, x.person, max(x.created_at) from ${v} x cross join lateral (values (x.category), ('')) c(c)
    where x.person is not null -- a view with neither visitor, user nor address counts as a view, not as a viewer
    group by 2, 3
    on conflict (kind, category, person) do update set last_at = greatest(admin_rollup_people.last_at, excluded.last_at)`);
}

/** The last quarter-hour boundary at least VIEW_SEAL_LAG_MS ago: rows before it have committed. */
export const sealPoint = (now: Date) => new Date(Math.floor((now.getTime() - VIEW_SEAL_LAG_MS) / BUCKET_MS) * BUCKET_MS);

/**
 * Rebuilds every rollup from the rows in one snapshot (the backfill of an existing database, and the daily job):
 * the bid events visible in that snapshot get their receipt, so the consumer never adds them twice, and those
 * committed after it are added by the consumer as usual.
 */
export async function rebuildRollups(deps: AppDeps): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await rebuildOnce(deps);
      // The rebuild rewrote every row of the summed rollups the pages read: until the next vacuum, each read would
      // step over as many dead rows as live ones (the bench's first read measured 5,724 pages where 2,004 remain).
      await deps.db.execute(
        sql`vacuum (analyze) admin_rollup_activity, admin_rollup_daily, admin_rollup_totals, admin_rollup_people_counts, admin_rollup_people_daily, admin_rollup_signups`,
      );
      return;
    } catch (err) {
      // Repeatable read: a consumer or seal run committed into the rows this snapshot rewrites. Again, now that
      // the lock (taken after this attempt's snapshot) holds them off.
      if (attempt >= 5 || !isSerializationFailure(err)) throw err;
    }
  }
}

const isSerializationFailure = (err: unknown): boolean => {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) if (e.code === '40001') return true;
  return false;
};

async function rebuildOnce(deps: AppDeps): Promise<void> {
  const now = deps.clock.now();
  const sealed = sealPoint(now);
  await deps.db.transaction(async (tx) => {
    await tx.execute(sql`set transaction isolation level repeatable read`);
    await tx.execute(LOCK);
    await tx.execute(sql`delete from admin_rollup_activity`);
    await tx.execute(sql`delete from admin_rollup_people`);
    await tx.execute(sql`delete from admin_rollup_bidder_auctions`);
    await tx.execute(sql`delete from admin_rollup_bidders`);
    await tx.execute(sql`delete from admin_rollup_signups`);
    await tx.execute(sql`delete from admin_rollup_top`);
    // Their sums (migration 0037's triggers) are now zero: the rows go, and the inserts below add them up again.
    await tx.execute(sql`delete from admin_rollup_daily`);
    await tx.execute(sql`delete from admin_rollup_totals`);
    await tx.execute(sql`delete from admin_rollup_people_counts`);
    await tx.execute(sql`delete from admin_rollup_people_daily`);
    await addBids(tx, sql`select id, auction_id, bidder_id, created_at from bids`);
    await addViews(tx, null, sealed);
    // What the triggers keep from here on (migration 0032): watchlist entries, sales, sign-ups.
    await tx.execute(sql`
      insert into admin_rollup_activity (bucket, category, watchers)
      select ${bucketOf('w.created_at')}, a.category, count(*) from watchlist w join auctions a on a.id = w.auction_id group by 1, 2
      on conflict (bucket, category) do update set watchers = admin_rollup_activity.watchers + excluded.watchers`);
    await tx.execute(sql`
      insert into admin_rollup_activity (bucket, category, sales, sales_value)
      select ${bucketOf('a.end_time')}, a.category, count(*), coalesce(sum(a.current_bid), 0) from auctions a where a.status = 'sold' and a.end_time is not null group by 1, 2
      on conflict (bucket, category) do update set sales = admin_rollup_activity.sales + excluded.sales, sales_value = admin_rollup_activity.sales_value + excluded.sales_value`);
    await tx.execute(sql`insert into admin_rollup_signups (bucket, signups) select ${bucketOf('u.created_at')}, count(*) from users u group by 1`);
    const [consumer] = rowsOf<{ position: string | number }>(await tx.execute(sql`select position from event_consumers where name = ${CONSUMER}`));
    await tx.execute(sql`
      insert into admin_rollup_event_receipts (event_id)
      select id from auction_events where type = 'bid.placed' and id > ${Number(consumer?.position ?? 0)}
      on conflict do nothing`);
    await setState(tx, 'views_sealed_until', sealed);
    await setState(tx, 'rebuilt_at', now);
  });
}

/** Adds the views of each quarter-hour that is over (and whose views have committed) to the rollups, once. */
export async function sealViews(deps: AppDeps): Promise<void> {
  const to = sealPoint(deps.clock.now());
  await deps.db.transaction(async (tx) => {
    await tx.execute(LOCK);
    const { sealedUntil } = await stateOf(tx);
    if (!sealedUntil || sealedUntil >= to) return;
    await addViews(tx, sealedUntil, to);
    await setState(tx, 'views_sealed_until', to);
  });
}

/**
 * The consumer of the auction events (bid.placed): reads what is new above the shared position and the gaps
 * behind it (ids of transactions that had not committed yet), and adds each bid once: its receipt is inserted
 * in the transaction that adds it, and a second instance's insert of the same receipt does nothing.
 */
export async function processRollupEvents(deps: AppDeps, o: { limit?: number; gapWaitMs?: number } = {}): Promise<number> {
  const limit = o.limit ?? 5000;
  const reader = readerOf(deps);
  const [consumer] = rowsOf<{ position: string | number }>(await deps.db.execute(sql`select position from event_consumers where name = ${CONSUMER}`));
  const position = Number(consumer?.position ?? 0);
  let added = 0;
  for (;;) {
    const columns = sql`e.id, e.type, case when e.type = 'bid.placed' then e.data->>'bidId' end as bid_id`;
    const { fresh, filled, contiguous } = await readEvents<{ id: string | number; type: string; bid_id: string | null }>(deps.db, reader, position, columns, {
      limit,
      gapWaitMs: o.gapWaitMs,
    });
    const events = [...filled, ...fresh].filter((e) => e.type === 'bid.placed' && e.bid_id);
    if (events.length > 0) {
      await deps.db.transaction(async (tx) => {
        await tx.execute(LOCK);
        const claimed = rowsOf<{ event_id: string | number }>(
          await tx.execute(sql`
            insert into admin_rollup_event_receipts (event_id) select unnest(${`{${events.map((e) => e.id).join(',')}}`}::bigint[])
            on conflict do nothing returning event_id`),
        );
        const mine = new Set(claimed.map((r) => Number(r.event_id)));
        const bidIds = events.filter((e) => mine.has(Number(e.id))).map((e) => e.bid_id!);
        if (bidIds.length === 0) return;
        await addBids(tx, sql`select id, auction_id, bidder_id, created_at from bids where id = any(${`{${bidIds.join(',')}}`}::uuid[])`);
        added += bidIds.length;
      });
    }
    if (contiguous > position) {
      await deps.db.execute(sql`
        insert into event_consumers (name, position) values (${CONSUMER}, ${contiguous})
        on conflict (name) do update set position = greatest(event_consumers.position, excluded.position)`);
      await deps.db.execute(sql`delete from admin_rollup_event_receipts where event_id < ${contiguous - RECEIPT_KEEP_IDS}`);
    }
    if (fresh.length < limit) break;
  }
  return added;
}

/**
 * Before a read: the backfill if this database has never been rolled up (the first start after the migration),
 * then the events committed so far, so that an admin reads their own site's last bid, and the views' seal if
 * the job is more than a quarter-hour behind.
 */
export async function catchUpRollups(deps: AppDeps): Promise<{ sealedUntil: Date }> {
  let { sealedUntil } = await stateOf(deps.db);
  if (!sealedUntil) {
    await rebuildRollups(deps);
    sealedUntil = (await stateOf(deps.db)).sealedUntil;
  }
  await processRollupEvents(deps);
  // The seal job is late (or not running): seal now rather than read a long tail of views from the rows.
  if (sealPoint(deps.clock.now()).getTime() - sealedUntil!.getTime() > BUCKET_MS) {
    await sealViews(deps);
    sealedUntil = (await stateOf(deps.db)).sealedUntil;
  }
  return { sealedUntil: sealedUntil! };
}

/**
 * The rollups' background work (server/jobs.ts, every 10 s), safe on every instance (one advisory lock, receipts, one
 * claim of the daily rebuild): at start the backfill of a database never rolled up, then the new bid events and the
 * quarter-hours of views that are over, and once a day the rebuild from the rows.
 */
export async function runRollupJob(deps: AppDeps): Promise<void> {
  const now = deps.clock.now();
  const { sealedUntil } = await stateOf(deps.db);
  // The daily rebuild: the instance whose update moves rebuilt_at on does it (the others see it moved).
  const claimed = rowsOf<{ name: string }>(
    await deps.db.execute(sql`
      update admin_rollup_state set value = ${now.toISOString()}::timestamptz
      where name = 'rebuilt_at' and value <= ${new Date(now.getTime() - REBUILD_EVERY_MS).toISOString()}::timestamptz returning name`),
  );
  if (!sealedUntil || claimed.length > 0) await rebuildRollups(deps);
  await processRollupEvents(deps);
  await sealViews(deps);
}
