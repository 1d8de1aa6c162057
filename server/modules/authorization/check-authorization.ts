import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { bidderAuthorizations } from '../../db/schema.ts';
import { GENERAL_AUTHORIZATION_AUCTION_ID } from '../../../domain/auction-types.ts';

/** SPEC 3 / 7: the all-zero general record or one for this auction, with status authorized. */
export async function hasBidderAuthorization(db: Db, userId: string, auctionId: string): Promise<boolean> {
  return (await authorizationReference(db, userId, auctionId)) !== undefined;
}

/**
 * The authorized record's provider reference (null for manual ones), or undefined when the user
 * holds no authorization for this auction. The auction's own record wins over the general one.
 */
export async function authorizationReference(db: Db, userId: string, auctionId: string): Promise<string | null | undefined> {
  const rows = await db
    .select({ auctionId: bidderAuthorizations.auctionId, reference: bidderAuthorizations.providerReference })
    .from(bidderAuthorizations)
    .where(
      and(
        eq(bidderAuthorizations.userId, userId),
        inArray(bidderAuthorizations.auctionId, [GENERAL_AUTHORIZATION_AUCTION_ID, auctionId]),
        eq(bidderAuthorizations.status, 'authorized'),
      ),
    );
  if (rows.length === 0) return undefined;
  const own = rows.find((r) => r.auctionId === auctionId) ?? rows[0]!;
  return own.reference;
}
