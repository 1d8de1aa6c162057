import DataLoader from 'dataloader';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { auctions } from '../../db/schema.ts';
import { parseAuctionKey } from '../../../domain/listings/auction-path.ts';

export type AuctionRow = typeof auctions.$inferSelect;

/** What the detail page shows around the listing, read in the same statement as the listing. */
export interface AuctionSurroundings {
  photos: Array<{ url: string; category: string; fileType: string }>;
  seller: { display_name: string | null; avatar_url: string | null; bio: string | null; status: string; is_verified: boolean; created_at: string } | null;
  bids: Array<{ id: string; amount: number; createdAt: string; name: string | null; verified: boolean | null }>;
}

/** The viewer's relation to the listing (signed-in viewers only). */
export interface ViewerFlags {
  watching: boolean;
  isAdmin: boolean;
  /** The viewer placed the highest bid (SPEC 6: the negotiation portal is theirs and the seller's). */
  isHighestBidder: boolean;
}

/** SPEC 9: recent bids shown 10. */
export const RECENT_BIDS = 10;

// Written out qualified: in a select list drizzle may render a column bare, and inside these subqueries
// a bare "id" or "seller_id" would name the subquery's own column.
const listingId = sql.raw('"auctions"."id"');
const sellerId = sql.raw('"auctions"."seller_id"');
// Photos by sort order, the seller's profile and the latest bids with the bidder's name: subqueries of
// the one statement that reads the listing (one round trip).
const surroundings = {
  photos: sql<
    AuctionSurroundings['photos']
  >`(select coalesce(json_agg(json_build_object('url', p.image_url, 'category', p.category, 'fileType', p.file_type) order by p.sort_order, p.created_at), '[]'::json)
     from auction_photos p where p.auction_id = ${listingId})`,
  seller: sql<
    AuctionSurroundings['seller']
  >`(select row_to_json(s) from (select display_name, avatar_url, bio, status, is_verified, created_at from profiles where user_id = ${sellerId}) s)`,
  // The latest bids first, then their bidders' names: ten primary-key lookups, whatever the size of profiles.
  bids: sql<AuctionSurroundings['bids']>`(select coalesce(json_agg(json_build_object('id', b.id, 'amount', b.amount, 'createdAt', b.created_at,
       'name', (select pr.display_name from profiles pr where pr.user_id = b.bidder_id),
       'verified', (select pr.is_verified from profiles pr where pr.user_id = b.bidder_id)) order by b.created_at desc, b.amount desc), '[]'::json)
     from (select id, amount, created_at, bidder_id from bids where auction_id = ${listingId}
           order by created_at desc, amount desc limit ${sql.raw(String(RECENT_BIDS))}) b)`,
};
type DetailRow = { auction: AuctionRow } & AuctionSurroundings;

// SPEC 2 addressing for a batch of keys in one statement: per key the listing with that slug, else
// with that id, else the oldest whose id or slug starts with the fragment (union all under a limit:
// PostgreSQL stops at the first branch that answers). The fragment is hex only and ids and slugs are
// ASCII below '~', so [fragment, fragment || '~') is exactly the prefix: a range that the
// text_pattern_ops indexes auctions_id_prefix_idx and auctions_slug_prefix_idx answer with a
// parameter too (a LIKE pattern only uses them as a constant). The matches are found before they are ordered
// (`offset 0` keeps the two apart): the prepared statement's generic plan otherwise walked every listing
// in creation order until one matched (77 ms on 100,000 listings instead of 2).
export const detailsByKeysQuery = (db: Db) =>
  db
    .select({ index: sql<number>`k.index`, auction: auctions, ...surroundings })
    .from(
      sql`unnest(${sql.placeholder('slugs')}::text[], ${sql.placeholder('uuids')}::uuid[], ${sql.placeholder('fragments')}::text[])
          with ordinality as k(slug, uuid, fragment, index)
        cross join lateral (select c.id from (
          (select a.id from auctions a where a.slug = k.slug limit 1)
          union all (select a.id from auctions a where a.id = k.uuid limit 1)
          union all (select f.id from (select a.id, a.created_at from auctions a
            where k.fragment is not null
              and ((a.id::text ~>=~ k.fragment and a.id::text ~<~ (k.fragment || '~')) or (a.slug ~>=~ k.fragment and a.slug ~<~ (k.fragment || '~')))
            offset 0) f order by f.created_at limit 1)
        ) c limit 1) m`,
    )
    .innerJoin(auctions, eq(auctions.id, sql`m.id`));

// The lookups every detail page makes, built once per database (a wide row: building its SQL and
// column mapping each time cost more than the query itself) and prepared on the server, so PostgreSQL
// plans them once per connection.
const prepare = (db: Db) => {
  const detailsByKeys = detailsByKeysQuery(db).prepare('auction_details_by_keys');
  const viewer = sql.placeholder('viewer');
  const batch = { cache: false, maxBatchSize: 100, batchScheduleFn: (dispatch: () => void) => setImmediate(dispatch) };
  return {
    // Detail pages asked for while the server handles one batch of network input are read with one
    // statement: under load, one round trip serves many requests instead of one each.
    detailByKey: new DataLoader<string, DetailRow | undefined>(async (keys) => {
      const lookups = keys.map(parseAuctionKey);
      const rows = await detailsByKeys.execute({
        slugs: lookups.map((l) => l.slug),
        uuids: lookups.map((l) => l.uuid),
        fragments: lookups.map((l) => l.fragment),
      });
      const found = new Map(rows.map(({ index, ...row }) => [Number(index), row]));
      return keys.map((_k, i) => found.get(i + 1));
    }, batch),
    viewerFlags: db
      .select({
        watching: sql<boolean>`exists(select 1 from watchlist w where w.user_id = ${viewer}::uuid and w.auction_id = ${sql.placeholder('auction')}::uuid)`,
        isAdmin: sql<boolean>`exists(select 1 from user_roles r where r.user_id = ${viewer}::uuid and r.role = 'admin')`,
        isHighestBidder: sql<boolean>`coalesce((select b.bidder_id = ${viewer}::uuid from bids b where b.auction_id = ${sql.placeholder('auction')}::uuid order by b.created_at desc, b.amount desc limit 1), false)`,
      })
      .from(sql`(select 1) one`)
      .prepare('auction_viewer_flags'),
  };
};
const statements = new WeakMap<Db, ReturnType<typeof prepare>>();
function preparedFor(db: Db): ReturnType<typeof prepare> {
  let found = statements.get(db);
  if (!found) statements.set(db, (found = prepare(db)));
  return found;
}

/**
 * SPEC 2 addressing: the route parameter as a slug, then as a plain id, then as a trailing id fragment
 * (at least 8 hex characters) matched against the start of the id or the slug; with everything the
 * detail page shows around the listing. The fragment goes through the text_pattern_ops indexes
 * auctions_id_prefix_idx and auctions_slug_prefix_idx, never a scan (DESIGN "Where we reinterpret the spec").
 */
export async function findAuctionDetailByKey(db: Db, key: string): Promise<DetailRow | null> {
  return (await preparedFor(db).detailByKey.load(key)) ?? null;
}

/** The listing alone by SPEC 2 addressing (the page's share tags). */
export async function findAuctionByKey(db: Db, key: string): Promise<AuctionRow | null> {
  return (await findAuctionDetailByKey(db, key))?.auction ?? null;
}

/** Whether the signed-in viewer watches the listing and is an admin (one statement). */
export async function viewerFlags(db: Db, auctionId: string, viewerId: string): Promise<ViewerFlags> {
  const [row] = await preparedFor(db).viewerFlags.execute({ viewer: viewerId, auction: auctionId });
  return { watching: row?.watching ?? false, isAdmin: row?.isAdmin ?? false, isHighestBidder: row?.isHighestBidder ?? false };
}
