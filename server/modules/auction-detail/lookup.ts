import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { auctions } from '../../db/schema.ts';
import { parseAuctionKey } from '../../../domain/auction-path.ts';

export type AuctionRow = typeof auctions.$inferSelect;

// The two lookups every detail page makes, built once per database (a wide row: building its SQL
// and column mapping each time cost more than the query itself) and prepared on the server.
const prepare = (db: Db) => ({
  bySlug: db.select().from(auctions).where(eq(auctions.slug, sql.placeholder('slug'))).limit(1).prepare('auction_by_slug'),
  byId: db.select().from(auctions).where(eq(auctions.id, sql.placeholder('id'))).limit(1).prepare('auction_by_id'),
});
const statements = new WeakMap<Db, ReturnType<typeof prepare>>();
function preparedFor(db: Db): ReturnType<typeof prepare> {
  let found = statements.get(db);
  if (!found) statements.set(db, (found = prepare(db)));
  return found;
}

/**
 * SPEC 2 addressing: the route parameter as a slug, then as a plain id, then as a trailing id fragment
 * (at least 8 hex characters) matched against the start of the id or the slug. The fragment goes
 * through the text_pattern_ops indexes auctions_id_prefix_idx and auctions_slug_prefix_idx, never a
 * scan (DESIGN "Where we reinterpret the spec").
 */
export async function findAuctionByKey(db: Db, key: string): Promise<AuctionRow | null> {
  const lookup = parseAuctionKey(key);
  const prepared = preparedFor(db);
  const [bySlug] = await prepared.bySlug.execute({ slug: lookup.slug });
  if (bySlug) return bySlug;
  if (lookup.uuid) {
    const [byId] = await prepared.byId.execute({ id: lookup.uuid });
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
