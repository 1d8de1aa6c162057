import { asc } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { auctions } from '../../db/schema.ts';
import { cardColumns, liveAuction, toCard } from './listing-card.ts';
import type { ListingCard } from '../../../domain/listings/listing-card.ts';

/** SPEC 9: the home page's live auctions row holds 12. */
export const LIVE_AUCTIONS_LIMIT = 12;

/** SPEC 2/7 'Live Auctions - Ending Soon': active auctions ending in the future, soonest first, up to 12. */
export async function listEndingSoon(db: Db, now: Date): Promise<ListingCard[]> {
  const rows = await db.select(cardColumns).from(auctions).where(liveAuction(now)).orderBy(asc(auctions.endTime), asc(auctions.id)).limit(LIVE_AUCTIONS_LIMIT);
  return rows.map(toCard);
}
