import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { auctions } from '../../db/schema.ts';
import { parseAuctionKey } from '../../../domain/auction-path.ts';

export type AuctionRow = typeof auctions.$inferSelect;

/**
 * SPEC 2 addressing: the route parameter as a slug, then as a plain id, then as a trailing id fragment
 * (at least 8 hex characters) matched against the start of the id or the slug. The fragment goes
 * through the text_pattern_ops indexes auctions_id_prefix_idx and auctions_slug_prefix_idx, never a
 * scan (DESIGN "Where we reinterpret the spec").
 */
export async function findAuctionByKey(db: Db, key: string): Promise<AuctionRow | null> {
  const lookup = parseAuctionKey(key);
  const [bySlug] = await db.select().from(auctions).where(eq(auctions.slug, lookup.slug)).limit(1);
  if (bySlug) return bySlug;
  if (lookup.uuid) {
    const [byId] = await db.select().from(auctions).where(eq(auctions.id, lookup.uuid)).limit(1);
    if (byId) return byId;
  }
  if (lookup.fragment) {
    // The fragment is hex only, so it carries no LIKE wildcard; the pattern is a plain prefix.
    const prefix = `${lookup.fragment}%`;
    const [byFragment] = await db
      .select()
      .from(auctions)
      .where(or(sql`(${auctions.id}::text) like ${prefix}`, sql`${auctions.slug} like ${prefix}`))
      .orderBy(auctions.createdAt)
      .limit(1);
    if (byFragment) return byFragment;
  }
  return null;
}
