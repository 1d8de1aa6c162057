import { eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { auctionNotFound } from '../../http/errors.ts';
import { auctions, bidderAuthorizations } from '../../db/schema.ts';
import { GENERAL_AUTHORIZATION_AUCTION_ID } from '../../../domain/shared/auction-types.ts';
import { AUTHORIZATION_HOLD_DAYS } from '../../../domain/bidding/bidder-authorization.ts';
import { AUTHORIZATION_AMOUNT_CENTS } from '../../../domain/bidding/holds.ts';
import { readAuthorization } from './check-authorization.ts';
import { sameOriginPath } from '../../../domain/identity/return-path.ts';

/** What the checkout says the hold is for: the general authorization covers every listing. */
export const GENERAL_AUTHORIZATION_DESCRIPTION = `Bidding, Buy It Now, offers and messages to sellers on every listing for ${AUTHORIZATION_HOLD_DAYS} days`;

/**
 * SPEC 7 create-bidder-authorization: authorization_exists while one is in force, else a checkout_url.
 * Whatever listing the member starts from, the checkout is for the general authorization (SPEC 3's
 * all-zero auction id), so one hold covers every listing until it lapses. A lapsed
 * record keeps its saved payment method until the renewal is verified.
 */
export async function createAuthorization(
  deps: AppDeps,
  input: { userId: string; email: string; auctionId: string; returnPath?: string },
): Promise<{ authorization_exists: true } | { checkout_url: string }> {
  if ((await readAuthorization(deps.db, input.userId, input.auctionId, deps.clock.now())).status === 'active') return { authorization_exists: true };
  if (input.auctionId !== GENERAL_AUTHORIZATION_AUCTION_ID) {
    const [a] = await deps.db.select({ id: auctions.id }).from(auctions).where(eq(auctions.id, input.auctionId)).limit(1);
    if (!a) throw auctionNotFound();
  }
  // Only a path on this site (decision 016): the checkout never sends anyone elsewhere.
  const returnPath = sameOriginPath(input.returnPath, deps.config.publicUrl);
  const checkout = await deps.payments.createCheckout({
    userId: input.userId,
    email: input.email,
    auctionId: GENERAL_AUTHORIZATION_AUCTION_ID,
    description: GENERAL_AUTHORIZATION_DESCRIPTION,
    amountCents: AUTHORIZATION_AMOUNT_CENTS,
    returnPath,
    returnUrl: `${deps.config.publicUrl}${returnPath}`,
  });
  const now = deps.clock.now();
  await deps.db
    .insert(bidderAuthorizations)
    .values({
      userId: input.userId,
      auctionId: GENERAL_AUTHORIZATION_AUCTION_ID,
      status: 'pending',
      providerReference: checkout.sessionId,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [bidderAuthorizations.userId, bidderAuthorizations.auctionId],
      set: { status: 'pending', providerReference: checkout.sessionId, updatedAt: now },
      // An authorization granted in the meantime stays granted; a lapsed one keeps naming its saved card.
      setWhere: sql`${bidderAuthorizations.status} <> 'authorized'`,
    });
  return { checkout_url: checkout.url };
}
