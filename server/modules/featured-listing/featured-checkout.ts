import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { AppError, forbidden, auctionNotFound } from '../../http/errors.ts';
import { auctions, featuredListingPayments } from '../../db/schema.ts';
import { readSetting } from '../settings/read-setting.ts';
import { parseFeaturedListingFee } from '../../../domain/listings/featured-fee.ts';
import { awaitingApproval } from '../../../domain/listings/listing-review.ts';
import { withQuery } from '../../platform/payments/payments.ts';
import { takeFeaturedCredit } from '../membership/membership.ts';
import { CREDIT_PROVIDER, creditReference, creditSessionId } from './featured-payment.ts';

export const FEATURED_MESSAGES = {
  notOwner: 'Only the seller can feature this listing.',
  notAwaiting: 'A listing can be featured only while it awaits approval.',
  alreadyFeatured: 'This listing is already featured.',
  noCheckoutUrl: 'No checkout URL received from payment processor.',
} as const;

/** Decision 003: the fee in cents, 2500 when the setting is missing. */
export async function featuredListingFeeCents(deps: Pick<AppDeps, 'db'>): Promise<number> {
  return parseFeaturedListingFee(await readSetting(deps.db, 'featured_listing_fee'));
}

/**
 * SPEC 7 create-featured-listing-checkout: the listing's owner pays the featured fee through the
 * payments adapter; the money is held until an admin decides (SPEC 9: processed after approval).
 * Returns to /seller-success either way. A member with a featured credit left pays with the credit
 * instead (decision 018): the fee is held against the credit, no checkout, straight to /seller-success.
 */
export async function createFeaturedCheckout(deps: AppDeps, input: { userId: string; email: string; auctionId: string }): Promise<{ url: string }> {
  const [a] = await deps.db.select().from(auctions).where(eq(auctions.id, input.auctionId)).limit(1);
  if (!a) throw auctionNotFound();
  if (a.sellerId !== input.userId) throw forbidden(FEATURED_MESSAGES.notOwner);
  if (!awaitingApproval(a)) throw new AppError(409, 'NOT_AWAITING_APPROVAL', FEATURED_MESSAGES.notAwaiting);
  const taken = await deps.db
    .select({ id: featuredListingPayments.id })
    .from(featuredListingPayments)
    .where(and(eq(featuredListingPayments.auctionId, a.id), inArray(featuredListingPayments.status, ['held', 'captured'])))
    .limit(1);
  if (a.featured || taken.length > 0) throw new AppError(409, 'ALREADY_FEATURED', FEATURED_MESSAGES.alreadyFeatured);

  const amountCents = await featuredListingFeeCents(deps);
  const paymentId = randomUUID();
  const now = deps.clock.now();
  const byCredit = await deps.db.transaction(async (tx) => {
    const subscriptionId = await takeFeaturedCredit(tx, input.userId, now, amountCents);
    if (!subscriptionId) return false;
    await tx.insert(featuredListingPayments).values({
      id: paymentId,
      auctionId: a.id,
      userId: input.userId,
      amountCents,
      provider: CREDIT_PROVIDER,
      checkoutSessionId: creditSessionId(paymentId),
      providerReference: creditReference(subscriptionId),
      status: 'held',
    });
    return true;
  });
  if (byCredit) return { url: withQuery('/seller-success', { featured_success: 'true', session_id: creditSessionId(paymentId) }) };

  const successPath = withQuery('/seller-success', { featured_success: 'true', session_id: '{CHECKOUT_SESSION_ID}' });
  const cancelPath = withQuery('/seller-success', { featured_cancelled: 'true', payment_id: paymentId });
  const checkout = await deps.payments.createCheckout({
    purpose: 'featured_listing',
    userId: input.userId,
    email: input.email,
    auctionId: a.id,
    description: a.title,
    amountCents,
    returnPath: successPath,
    returnUrl: `${deps.config.publicUrl}${successPath}`,
    cancelPath,
    cancelUrl: `${deps.config.publicUrl}${cancelPath}`,
  });
  if (!checkout.url) throw new Error(FEATURED_MESSAGES.noCheckoutUrl);
  await deps.db.insert(featuredListingPayments).values({
    id: paymentId,
    auctionId: a.id,
    userId: input.userId,
    amountCents,
    provider: deps.payments.kind,
    checkoutSessionId: checkout.sessionId,
  });
  return { url: checkout.url };
}
