import { eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { auctionNotFound } from '../../http/errors.ts';
import { auctions, bidderAuthorizations } from '../../db/schema.ts';
import { GENERAL_AUTHORIZATION_AUCTION_ID } from '../../../domain/auction-types.ts';
import { AUTHORIZATION_AMOUNT_CENTS } from '../../../domain/holds.ts';
import { hasBidderAuthorization } from './check-authorization.ts';
import { sameOriginPath } from '../../../domain/return-path.ts';


/** SPEC 7 create-bidder-authorization: authorization_exists when already authorized, else a checkout_url. */
export async function createAuthorization(
  deps: AppDeps,
  input: { userId: string; email: string; auctionId: string; returnPath?: string },
): Promise<{ authorization_exists: true } | { checkout_url: string }> {
  if (await hasBidderAuthorization(deps.db, input.userId, input.auctionId)) return { authorization_exists: true };
  let description = 'General bidder authorization';
  if (input.auctionId !== GENERAL_AUTHORIZATION_AUCTION_ID) {
    const [a] = await deps.db.select({ title: auctions.title }).from(auctions).where(eq(auctions.id, input.auctionId)).limit(1);
    if (!a) throw auctionNotFound();
    description = a.title;
  }
  // Only a path on this site (decision 016): the checkout never sends anyone elsewhere.
  const returnPath = sameOriginPath(input.returnPath, deps.config.publicUrl);
  const checkout = await deps.payments.createCheckout({
    userId: input.userId,
    email: input.email,
    auctionId: input.auctionId,
    description,
    amountCents: AUTHORIZATION_AMOUNT_CENTS,
    returnPath,
    returnUrl: `${deps.config.publicUrl}${returnPath}`,
  });
  const now = deps.clock.now();
  await deps.db
    .insert(bidderAuthorizations)
    .values({ userId: input.userId, auctionId: input.auctionId, status: 'pending', providerReference: checkout.sessionId, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [bidderAuthorizations.userId, bidderAuthorizations.auctionId],
      set: { status: 'pending', providerReference: checkout.sessionId, updatedAt: now },
      // An authorization granted in the meantime stays granted.
      setWhere: sql`${bidderAuthorizations.status} <> 'authorized'`,
    });
  return { checkout_url: checkout.url };
}
