// The reads the feedback module needs from deals, so it never
// reads this module's tables itself (DESIGN "Style": a module calls another's use case).
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { auctions, deals } from '../../db/schema.ts';
import type { DbOrTx } from '../../db/tx.ts';
import { auctionPath } from '../../../domain/listings/auction-path.ts';

export interface CompletedDeal {
  dealId: string;
  listingTitle: string;
  listingPath: string | null;
  role: 'buyer' | 'seller';
  completedAt: string | null;
}

/** A member's completed deals (as buyer or seller): how many, and the newest few, by when each closed. */
export async function completedDealsOf(db: DbOrTx, memberId: string, limit: number): Promise<{ count: number; recent: CompletedDeal[] }> {
  const theirs = and(eq(deals.state, 'completed'), or(eq(deals.buyerId, memberId), eq(deals.sellerId, memberId)));
  const [totals] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(deals)
    .where(theirs);
  const rows = await db
    .select({
      id: deals.id,
      buyerId: deals.buyerId,
      closedAt: deals.closedAt,
      updatedAt: deals.updatedAt,
      auction: {
        id: auctions.id,
        title: auctions.title,
        slug: auctions.slug,
        year: auctions.year,
        make: auctions.make,
        model: auctions.model,
        trim: auctions.trim,
      },
    })
    .from(deals)
    .innerJoin(auctions, eq(auctions.id, deals.auctionId))
    .where(theirs)
    .orderBy(desc(sql`coalesce(${deals.closedAt}, ${deals.updatedAt})`), desc(deals.id))
    .limit(limit);
  return {
    count: Number(totals?.count ?? 0),
    recent: rows.map((r) => ({
      dealId: r.id,
      listingTitle: r.auction.title,
      listingPath: auctionPath(r.auction),
      role: r.buyerId === memberId ? 'buyer' : 'seller',
      completedAt: (r.closedAt ?? r.updatedAt).toISOString(),
    })),
  };
}

/** The listing title of each deal (for the lines of a member's feedback). */
export async function dealTitlesOf(db: DbOrTx, dealIds: readonly string[]): Promise<Map<string, string>> {
  if (dealIds.length === 0) return new Map();
  const rows = await db
    .select({ id: deals.id, title: auctions.title })
    .from(deals)
    .innerJoin(auctions, eq(auctions.id, deals.auctionId))
    .where(inArray(deals.id, [...new Set(dealIds)]));
  return new Map(rows.map((r) => [r.id, r.title]));
}

export interface FeedbackDealRow {
  id: string;
  state: string;
  buyerId: string;
  sellerId: string;
  title: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A deal's parties, state and listing title (what feedback needs), or null for an unknown id. */
export async function dealForFeedback(db: DbOrTx, dealId: string): Promise<FeedbackDealRow | null> {
  if (!UUID.test(dealId)) return null;
  const [row] = await db
    .select({ id: deals.id, state: deals.state, buyerId: deals.buyerId, sellerId: deals.sellerId, title: auctions.title })
    .from(deals)
    .innerJoin(auctions, eq(auctions.id, deals.auctionId))
    .where(eq(deals.id, dealId))
    .limit(1);
  return row ?? null;
}
