import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { bids } from '../../db/schema.ts';
import type { Db } from '../../db/connect.ts';
import { type Tx } from '../../db/tx.ts';

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

/** Issue 27 item 5: which of these members have bid on the auction (its comments mark them 'Bidder'). */
export async function biddersAmong(db: Db | Tx, auctionId: string, userIds: readonly string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ id: bids.bidderId })
    .from(bids)
    .where(and(eq(bids.auctionId, auctionId), inArray(bids.bidderId, [...new Set(userIds)])));
  return new Set(rows.map((r) => r.id));
}
