import { sql } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { auctions } from '../db/schema.ts';
import { DEMO_PASSWORD } from './users.ts';

/** What the CLI prints after seeding: counts per category and status, and the demo accounts. */
export async function describeDemoData(db: Db, counts: { users: number; listings: number; bids: number }): Promise<string> {
  const result = await db.execute(sql`
    select category, case when listing_type = 'classified' then 'classified' else status end as status, count(*)::int as n
    from ${auctions} group by 1, 2 order by 1, 2`);
  const rows = (result as unknown as { rows: { category: string; status: string; n: number }[] }).rows;
  const byCategory = new Map<string, string[]>();
  for (const r of rows) byCategory.set(r.category, [...(byCategory.get(r.category) ?? []), `${r.status} ${r.n}`]);
  return [
    `Seeded ${counts.users} users, ${counts.listings} listings and ${counts.bids} bids.`,
    ...[...byCategory].map(([category, parts]) => `  ${category}: ${parts.join(', ')}`),
    `Demo accounts (password ${DEMO_PASSWORD}): admin@example.com, seller@example.com, bidder@example.com, buyer@example.com`,
  ].join('\n');
}
