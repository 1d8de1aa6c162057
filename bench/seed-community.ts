// Messages and notifications for bench:browse: set-based SQL over the
// bench users of seed-large.ts, plus a heavy demo account (bidder@example.com: hundreds of conversations,
// thousands of notifications), so the signed-in lists are measured with a realistic inbox. Idempotent by
// a marker, like seed-large.ts.
import { sql } from 'drizzle-orm';
import type { Db } from '../server/db/connect.ts';

export interface CommunitySize {
  /** Messages between bench users; default 300,000. */
  messages?: number;
  /** Notifications of bench users; default 1,000,000. */
  notifications?: number;
  /** The heavy account's conversation partners and messages, notifications. */
  heavyPartners?: number;
  heavyMessages?: number;
  heavyNotifications?: number;
}

const MARKER = 'bench_large_community';
const rowsOf = (r: unknown): Array<Record<string, unknown>> => (r as { rows: Array<Record<string, unknown>> }).rows;

export async function seedLargeCommunity(db: Db, heavyEmail: string, size: CommunitySize = {}): Promise<{ seeded: boolean }> {
  const wanted = {
    messages: size.messages ?? 300_000,
    notifications: size.notifications ?? 1_000_000,
    heavyPartners: size.heavyPartners ?? 400,
    heavyMessages: size.heavyMessages ?? 4_000,
    heavyNotifications: size.heavyNotifications ?? 5_000,
    heavyEmail,
  };
  const marker = rowsOf(await db.execute(sql`select value from site_settings where key = ${MARKER}`))[0]?.value;
  if (marker !== undefined && JSON.stringify(marker) === JSON.stringify(wanted)) return { seeded: false };

  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from messages where subject like 'Bench:%'`);
    await tx.execute(sql`delete from notifications where source_key like 'bench:%'`);
    await tx.execute(sql`delete from site_settings where key = ${MARKER}`);
    await tx.execute(sql`create temp table bench_people on commit drop as
      select row_number() over (order by email) as rn, id from users where email like 'bench-user-%@bench.local'`);
    await tx.execute(sql`create temp table bench_heavy on commit drop as select id from users where email = ${heavyEmail}`);
    await tx.execute(sql`create temp table bench_listing on commit drop as
      select row_number() over (order by id) as rn, id from (select id from auctions where slug like 'bench-%' order by id limit 1000) a`);

    // Among bench users: pairs (g, g*7+1), a quarter about a listing, older ones read.
    await tx.execute(sql`
      insert into messages (from_user_id, to_user_id, auction_id, subject, content, read_at, created_at)
      select f.id, t.id, case when g % 4 = 0 then l.id end, 'Bench: question ' || g, 'Is the vehicle still available? Message ' || g,
             case when g % 3 = 0 then null else now() - make_interval(secs => (g * 11) % 2592000) end,
             now() - make_interval(secs => (g * 13) % 2592000)
      from generate_series(1, ${wanted.messages}) g
      join bench_people f on f.rn = 1 + g % (select count(*) from bench_people)
      join bench_people t on t.rn = 1 + (g * 7 + 1) % (select count(*) from bench_people)
      left join bench_listing l on l.rn = 1 + g % 1000
      where f.id <> t.id`);
    // The heavy account: both directions with its partners.
    await tx.execute(sql`
      insert into messages (from_user_id, to_user_id, auction_id, subject, content, read_at, created_at)
      select case when g % 2 = 0 then h.id else p.id end, case when g % 2 = 0 then p.id else h.id end,
             case when g % 3 = 0 then l.id end, 'Bench: about the listing ' || (g % ${wanted.heavyPartners}), 'Reply number ' || g,
             case when g % 5 = 0 then null else now() - make_interval(secs => g * 60) end, now() - make_interval(secs => g * 97)
      from generate_series(1, ${wanted.heavyMessages}) g
      cross join bench_heavy h
      join bench_people p on p.rn = 1 + g % ${wanted.heavyPartners}
      left join bench_listing l on l.rn = 1 + (g % ${wanted.heavyPartners})`);
    await tx.execute(sql`
      insert into notifications (user_id, notification_type, notification_data, is_active, source_key, created_at)
      select u.id, (array['outbid','auction_ending_soon','auction_won','new_follower','new_message'])[1 + g % 5],
             jsonb_build_object('title', 'Bench notification ' || g), g % 4 <> 0, 'bench:' || g, now() - make_interval(secs => (g * 7) % 2592000)
      from generate_series(1, ${wanted.notifications}) g
      join bench_people u on u.rn = 1 + g % (select count(*) from bench_people)`);
    await tx.execute(sql`
      insert into notifications (user_id, notification_type, notification_data, is_active, source_key, created_at)
      select h.id, (array['outbid','auction_ending_soon','auction_won','new_follower','new_message'])[1 + g % 5],
             jsonb_build_object('title', 'Bench notification ' || g), g % 4 <> 0, 'bench:heavy:' || g, now() - make_interval(secs => g * 53)
      from generate_series(1, ${wanted.heavyNotifications}) g cross join bench_heavy h`);
    await tx.execute(sql`insert into site_settings (key, value) values (${MARKER}, ${JSON.stringify(wanted)}::jsonb)`);
  });
  for (const table of ['messages', 'notifications']) await db.execute(sql.raw(`vacuum analyze ${table}`));
  return { seeded: true };
}
