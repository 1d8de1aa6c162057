import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { bidderAuthorizations } from '../../db/schema.ts';
import { GENERAL_AUTHORIZATION_AUCTION_ID } from '../../../domain/shared/auction-types.ts';
import { authorizationStanding, type AuthorizationStanding } from '../../../domain/bidding/bidder-authorization.ts';

const forListing = (userId: string, auctionId: string) =>
  and(eq(bidderAuthorizations.userId, userId), inArray(bidderAuthorizations.auctionId, [GENERAL_AUTHORIZATION_AUCTION_ID, auctionId]));

/**
 * SPEC 3 / 7: the general (all-zero) record, or one of this auction's own from before authorizations were general, and
 * whether its hold is still in force at `now` or lapsed.
 */
export async function readAuthorization(db: Db, userId: string, auctionId: string, now: Date): Promise<AuthorizationStanding> {
  const rows = await db
    .select({ status: bidderAuthorizations.status, expiresAt: bidderAuthorizations.expiresAt })
    .from(bidderAuthorizations)
    .where(forListing(userId, auctionId));
  return authorizationStanding(rows, now);
}

/** True when the user holds an authorization in force for this auction at `now`. */
export async function hasBidderAuthorization(db: Db, userId: string, auctionId: string, now: Date): Promise<boolean> {
  return (await readAuthorization(db, userId, auctionId, now)).status === 'active';
}

/**
 * The authorized record's provider reference (the saved payment method; null for manual ones), or
 * undefined when the user was never authorized for this auction. A lapsed hold still names the saved
 * card, which later holds and charges use off-session. The latest authorized record names the card.
 */
export async function authorizationReference(db: Db, userId: string, auctionId: string): Promise<string | null | undefined> {
  const [latest] = await db
    .select({ reference: bidderAuthorizations.providerReference })
    .from(bidderAuthorizations)
    .where(and(forListing(userId, auctionId), eq(bidderAuthorizations.status, 'authorized')))
    .orderBy(desc(bidderAuthorizations.updatedAt))
    .limit(1);
  return latest ? latest.reference : undefined;
}
