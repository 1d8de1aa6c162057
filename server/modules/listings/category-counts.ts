import { count } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { auctions } from '../../db/schema.ts';
import { liveAuction } from './listing-card.ts';

/** SPEC 7 "category of active auctions for counts": live auctions per category slug (Browse by Category). */
export async function countLiveAuctionsByCategory(db: Db, now: Date): Promise<Record<string, number>> {
  const rows = await db
    .select({ category: auctions.category, n: count() })
    .from(auctions)
    .where(liveAuction(now))
    .groupBy(auctions.category);
  return Object.fromEntries(rows.map((r) => [r.category, r.n]));
}
