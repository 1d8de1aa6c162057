import { and, count, desc, eq } from 'drizzle-orm';
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
