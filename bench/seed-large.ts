// A large catalogue for the benchmarks: set-based SQL (generate_series), never row by row.
// Idempotent: a marker in site_settings records what was seeded; the same sizes again do nothing,
// other sizes replace the previous bench rows (slugs 'bench-...', users bench-user-N@bench.local).
import { sql } from 'drizzle-orm';
import type { Db } from '../server/db/connect.ts';
import { VEHICLE_CATALOGUE } from '../domain/listings/vehicle-catalogue.ts';

export interface LargeCatalogueSize {
  auctions: number;
  bids: number;
  /** Bench users (sellers and bidders); default 50,000 (a site with 100,000 listings has at least as many members: searches over them must read an index). */
  users?: number;
  /** Recent views and watchlist entries (trending signals); defaults 100,000 and 20,000. */
  views?: number;
  watchers?: number;
}

const MARKER = 'bench_large_catalogue';

const CATEGORY_TITLES: Record<string, string> = Object.fromEntries(VEHICLE_CATALOGUE.map((c) => [c.slug, c.name]));
const LOCATIONS = [
  'Scottsdale, AZ',
  'Austin, TX',
  'Denver, CO',
  'Nashville, TN',
  'Portland, OR',
  'Tampa, FL',
  'Charlotte, NC',
  'Boise, ID',
  'Los Angeles, CA',
  'Chicago, IL',
  'Seattle, WA',
  'Dallas, TX',
  'Atlanta, GA',
  'Phoenix, AZ',
  'Salt Lake City, UT',
  'Minneapolis, MN',
];
const TRANSMISSIONS = ['6-speed manual', '5-speed manual', '8-speed automatic', '4-speed automatic', '7-speed PDK dual-clutch', 'Allison 6-speed automatic'];
const DRIVETRAINS = ['RWD', 'AWD', 'FWD', '4WD', 'Mid-engine RWD', '6x4 tandem'];
const PHRASES = ['garage kept', 'original paint', 'rebuilt engine', 'new tires', 'full service records', 'one owner', 'numbers matching', 'recent detail'];

const textArray = (values: readonly string[]) => sql`${sql.param([...values])}::text[]`;
const rowsOf = (r: unknown): Array<Record<string, unknown>> => (r as { rows: Array<Record<string, unknown>> }).rows;

export async function seedLargeCatalogue(db: Db, size: LargeCatalogueSize): Promise<{ seeded: boolean; auctions: number; bids: number }> {
  const users = size.users ?? 50_000;
  const views = size.views ?? 100_000;
  const watchers = size.watchers ?? 20_000;
  const wanted = { auctions: size.auctions, bids: size.bids, users, views, watchers, version: 2 };
  const marker = rowsOf(await db.execute(sql`select value from site_settings where key = ${MARKER}`))[0]?.value;
  const same = marker !== undefined && Object.entries(wanted).every(([k, v]) => (marker as Record<string, unknown>)[k] === v);
  if (same) return { seeded: false, auctions: size.auctions, bids: size.bids };

  const triples = VEHICLE_CATALOGUE.flatMap((c) => Object.entries(c.makes).flatMap(([make, models]) => models.map((model) => [c.slug, make, model] as const)));

  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from auctions where slug like 'bench-%'`);
    await tx.execute(sql`delete from site_settings where key = ${MARKER}`);

    // Categories (the demo seed may have made them already).
    for (const [i, c] of VEHICLE_CATALOGUE.entries()) {
      await tx.execute(
        sql`insert into categories (title, slug, display_order) values (${CATEGORY_TITLES[c.slug]}, ${c.slug}, ${i + 1}) on conflict (slug) do nothing`,
      );
    }

    await tx.execute(sql`
      insert into users (name, email, email_verified)
      select 'Bench User ' || g, 'bench-user-' || g || '@bench.local', true from generate_series(1, ${users}) g
      on conflict (email) do nothing`);
    await tx.execute(sql`create temp table bench_users on commit drop as
      select row_number() over (order by email) as rn, id from users where email like 'bench-user-%@bench.local'`);

    await tx.execute(sql`create temp table bench_catalogue on commit drop as
      select row_number() over () as rn, category, make, model
      from unnest(${textArray(triples.map((t) => t[0]))}, ${textArray(triples.map((t) => t[1]))}, ${textArray(triples.map((t) => t[2]))}) as t(category, make, model)`);

    // Status mix by g % 100: 0-39 live auctions, 40-44 scheduled, 45-79 sold, 80-89 ended, 90-99 classifieds.
    await tx.execute(sql`
      insert into auctions (
        slug, title, description, category, listing_type, status, featured, year, make, model, trim, mileage,
        transmission, drivetrain, location, market_value_min, market_value_max, starting_price, reserve_price,
        buy_now_price, current_bid, start_time, end_time, seller_id, image_url, created_at, updated_at)
      select
        'bench-' || s.g,
        s.year || ' ' || c.make || ' ' || c.model,
        'Bench listing ' || s.g || ': a ' || s.year || ' ' || c.make || ' ' || c.model || ', ' || (${textArray(PHRASES)})[1 + s.g % ${PHRASES.length}] || ' and ' || (${textArray(PHRASES)})[1 + (s.g / 7) % ${PHRASES.length}] || '.',
        c.category,
        case when s.bucket >= 90 then 'classified' else 'auction' end,
        case when s.bucket < 40 or s.bucket >= 90 then 'active' when s.bucket < 45 then 'scheduled' when s.bucket < 80 then 'sold' else 'ended' end,
        s.g % 50 = 0,
        s.year, c.make, c.model,
        case when s.g % 4 = 0 then 'Limited' else null end,
        (s.g * 131) % 200000,
        (${textArray(TRANSMISSIONS)})[1 + s.g % ${TRANSMISSIONS.length}],
        (${textArray(DRIVETRAINS)})[1 + (s.g / 3) % ${DRIVETRAINS.length}],
        (${textArray(LOCATIONS)})[1 + (s.g / 5) % ${LOCATIONS.length}],
        s.base, s.base + s.base / 4,
        s.base / 2,
        case when s.g % 3 = 0 then null else s.base end,
        case when s.bucket >= 90 then s.base else null end,
        0,
        s.start_time, s.start_time + interval '7 days' * case when s.bucket >= 90 then 9 else 1 end,
        u.id,
        '/media/demo/' || c.category || '/front34-' || (s.g % 10) || '-b91c1c.webp',
        s.start_time - interval '1 day', s.start_time
      from (
        select g, g % 100 as bucket, 1950 + g % 75 as year, 5000 + (g * 7717) % 200000 as base,
          case
            when g % 100 < 40 then now() + make_interval(secs => 3600 + (g * 37) % 864000) - interval '7 days'
            when g % 100 < 45 then now() + make_interval(secs => 86400 + (g * 41) % 1209600)
            when g % 100 < 90 then now() - make_interval(secs => (g * 53) % 63072000) - interval '7 days'
            else now() - make_interval(secs => (g * 59) % 4320000)
          end as start_time
        from generate_series(1, ${size.auctions}) g
      ) s
      join bench_catalogue c on c.rn = 1 + (s.g * 7919) % (select count(*) from bench_catalogue)
      join bench_users u on u.rn = 1 + s.g % ${users}`);

    await tx.execute(sql`create temp table bench_bid_auctions on commit drop as
      select row_number() over (order by id) as rn, id, start_time, least(end_time, now()) as last_time, starting_price
      from auctions where slug like 'bench-%' and listing_type = 'auction' and status in ('active', 'sold', 'ended') and start_time <= now()`);

    // Bids: auction k-th bid amounts rise by $100; times spread over the auction's run up to now (a scheduled
    // auction, not started yet, has none: version 2 of the marker, as version 1 dated its bids in the future).
    await tx.execute(sql`
      with n as (select count(*) as auctions from bench_bid_auctions)
      insert into bids (auction_id, bidder_id, amount, created_at)
      select a.id, u.id, a.starting_price + 100 * (1 + k), a.start_time + (a.last_time - a.start_time) * ((k + 1)::float / (${size.bids} / n.auctions + 2))
      from n, generate_series(0, ${size.bids} - 1) g
      cross join lateral (select g / n.auctions as k, 1 + g % n.auctions as arn) x
      join bench_bid_auctions a on a.rn = x.arn
      join bench_users u on u.rn = 1 + (g * 31) % ${users}`);
    await tx.execute(sql`
      update auctions set bid_count = x.n, current_bid = x.top
      from (select b.auction_id, count(*)::int as n, max(b.amount) as top from bids b join bench_bid_auctions a on a.id = b.auction_id group by b.auction_id) x
      where auctions.id = x.auction_id`);

    // Trending signals: views and new watchers over the last week.
    await tx.execute(sql`
      insert into auction_views (auction_id, ip_address, created_at)
      select a.id, '10.0.' || (g % 250) || '.' || (g % 200), now() - make_interval(secs => (g * 17) % 604800)
      from generate_series(1, ${views}) g
      join bench_bid_auctions a on a.rn = 1 + (g * 13) % (select count(*) from bench_bid_auctions)`);
    await tx.execute(sql`
      insert into watchlist (user_id, auction_id, created_at)
      select u.id, a.id, now() - make_interval(secs => (g * 23) % 604800)
      from generate_series(1, ${watchers}) g
      join bench_users u on u.rn = 1 + g % ${users}
      join bench_bid_auctions a on a.rn = 1 + (g * 7) % (select count(*) from bench_bid_auctions)
      on conflict do nothing`);

    await tx.execute(sql`insert into site_settings (key, value) values (${MARKER}, ${JSON.stringify(wanted)}::jsonb)`);
    // The rows changed under the admin rollups (decision 026) without events: the next read rebuilds them.
    await tx.execute(sql`delete from admin_rollup_state`);
  });
  // VACUUM flushes the GIN pending list of the search index and sets the visibility map for index-only scans.
  for (const table of ['auctions', 'bids', 'auction_views', 'watchlist', 'users']) await db.execute(sql.raw(`vacuum analyze ${table}`));
  return { seeded: true, auctions: size.auctions, bids: size.bids };
}
