import { and, count, desc, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { bids } from '../../db/schema.ts';
import type { Db } from '../../db/connect.ts';
import { rowsOf, type DbOrTx, type Tx } from '../../db/tx.ts';

export async function countBids(db: Db | Tx, auctionId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(bids).where(eq(bids.auctionId, auctionId));
  return Number(row?.n ?? 0);
}

/** The highest (latest) bid row: its bidder leads. */
export async function leadingBid(db: Db | Tx, auctionId: string): Promise<{ id: string; bidderId: string; amount: number } | null> {
  const [row] = await db
    .select({ id: bids.id, bidderId: bids.bidderId, amount: bids.amount })
    .from(bids)
    .where(and(eq(bids.auctionId, auctionId)))
    .orderBy(desc(bids.createdAt), desc(bids.amount))
    .limit(1);
  return row ?? null;
}

/** Which of these members have bid on the auction (its comments mark them 'Bidder'). */
export async function biddersAmong(db: Db | Tx, auctionId: string, userIds: readonly string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ id: bids.bidderId })
    .from(bids)
    .where(and(eq(bids.auctionId, auctionId), inArray(bids.bidderId, [...new Set(userIds)])));
  return new Set(rows.map((r) => r.id));
}

/**
 * An auction still open to bids (decision 025: an auction listing, scheduled or running and not past its end,
 * as hasEnded decides): the auctions cancelMemberBids would recompute. `a` is the auctions row's alias.
 */
const openToBids = (now: Date) =>
  sql`a.listing_type = 'auction' and a.status in ('active', 'scheduled')
    and (a.status = 'scheduled' or a.end_time is null or a.end_time > ${now.toISOString()}::timestamptz)`;

/** The member whose bid is an auction's latest, the engine's leader (`a` is the auctions row's alias). */
const leaderOf = sql`(select l.bidder_id from bids l where l.auction_id = a.id order by l.created_at desc, l.amount desc limit 1)`;

/** How many live auctions the member in the column `userId` leads: a subquery for a list of members. */
export function liveAuctionsLedBy(userId: AnyColumn, now: Date): SQL<number> {
  return sql<number>`(select count(*)::int from auctions a
    where a.id in (select b.auction_id from bids b where b.bidder_id = ${userId}) and ${openToBids(now)} and ${leaderOf} = ${userId})`;
}

export interface MemberLiveBids {
  bids: number;
  proxyBids: number;
  auctions: number;
  leading: { auctionId: string; title: string; slug: string | null }[];
}

/**
 * What a member has running on live auctions, for the admin deciding whether a suspension keeps or cancels
 * it: their bids, their active proxy bids, the auctions with either, and those they lead (soonest to end first).
 */
export async function memberLiveBids(db: DbOrTx, userId: string, now: Date): Promise<MemberLiveBids> {
  const withBids = rowsOf<{ id: string; title: string; slug: string | null; bids: number; leads: boolean }>(
    await db.execute(sql`
      select a.id, a.title, a.slug, count(*)::int as bids, coalesce(${leaderOf} = ${userId}::uuid, false) as leads
      from bids b join auctions a on a.id = b.auction_id
      where b.bidder_id = ${userId} and ${openToBids(now)}
      group by a.id
      order by a.end_time nulls last, a.id`),
  );
  const withProxies = rowsOf<{ id: string }>(
    await db.execute(sql`
      select a.id from proxy_bids p join auctions a on a.id = p.auction_id
      where p.user_id = ${userId} and p.is_active and ${openToBids(now)}`),
  );
  return {
    bids: withBids.reduce((n, r) => n + r.bids, 0),
    proxyBids: withProxies.length,
    auctions: new Set([...withBids.map((r) => r.id), ...withProxies.map((r) => r.id)]).size,
    leading: withBids.filter((r) => r.leads).map((r) => ({ auctionId: r.id, title: r.title, slug: r.slug })),
  };
}
