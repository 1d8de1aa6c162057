import { and, eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { auctions, featuredListingPayments } from '../../db/schema.ts';
import { awaitingApproval } from '../../../domain/listings/listing-review.ts';
import { giveBackFeaturedCredit } from '../membership/membership.ts';

/**
 * Decision 018: a fee paid with a membership's featured credit. Its row is held like a paid fee, but no
 * provider ever sees it: its session id is 'credit_<payment id>' and its reference 'credit:<membership id>'.
 */
export const CREDIT_PROVIDER = 'membership_credit';
export { creditSessionId } from '../../../domain/membership/membership-plans.ts';
export const creditReference = (subscriptionId: string) => `credit:${subscriptionId}`;
const creditSubscriptionId = (p: { provider: string; providerReference: string | null }) =>
  p.provider === CREDIT_PROVIDER && p.providerReference?.startsWith('credit:') ? p.providerReference.slice('credit:'.length) : null;

export type FeaturedOutcome =
  | { status: 'held' | 'captured'; auctionId: string; title: string }
  | { status: 'failed'; reason: string }
  | { status: 'cancelled'; auctionId: string; title: string };

const titleOf = async (deps: AppDeps, auctionId: string) => {
  const [a] = await deps.db.select().from(auctions).where(eq(auctions.id, auctionId)).limit(1);
  return a ?? null;
};

/**
 * The checkout came back paid (or the provider's webhook says so): the fee is held until approval.
 * When the listing has been approved in the meantime, the fee is taken at once. userId undefined: the webhook.
 */
export async function verifyFeaturedCheckout(deps: AppDeps, input: { sessionId: string; userId?: string }): Promise<FeaturedOutcome> {
  const [p] = await deps.db.select().from(featuredListingPayments).where(eq(featuredListingPayments.checkoutSessionId, input.sessionId)).limit(1);
  if (!p || (input.userId !== undefined && p.userId !== input.userId)) return { status: 'failed', reason: 'Payment not found' };
  if (p.provider === CREDIT_PROVIDER) {
    // Paid with a credit: nothing to verify with the provider; say where the fee stands.
    const a = await titleOf(deps, p.auctionId);
    if (!a) return { status: 'failed', reason: 'The listing no longer exists' };
    if (p.status === 'held' || p.status === 'captured') return { status: p.status, auctionId: a.id, title: a.title };
    return { status: 'failed', reason: 'The listing was not approved, so the credit was given back' };
  }
  let v;
  try {
    v = await deps.payments.verifyCheckout(input.sessionId);
  } catch (err) {
    deps.logger.warn({ err }, 'featured checkout verification failed');
    return { status: 'failed', reason: 'The payment provider could not be reached' };
  }
  if (!v.paid || v.purpose !== 'featured_listing') return { status: 'failed', reason: 'The payment was not completed' };
  const a = await titleOf(deps, p.auctionId);
  if (!a) return { status: 'failed', reason: 'The listing no longer exists' };
  if (p.status === 'pending') {
    await deps.db
      .update(featuredListingPayments)
      .set({ status: 'held', providerReference: v.reference ?? input.sessionId, updatedAt: deps.clock.now() })
      .where(and(eq(featuredListingPayments.id, p.id), eq(featuredListingPayments.status, 'pending')));
    // Approved (or rejected) while the seller was paying: settle now as approval would have.
    if (!awaitingApproval(a)) {
      if (a.status === 'archived') await releaseFeaturedFee(deps, a.id);
      else await captureFeaturedFee(deps, a.id);
    }
  }
  const [now] = await deps.db.select({ status: featuredListingPayments.status }).from(featuredListingPayments).where(eq(featuredListingPayments.id, p.id));
  if (now?.status === 'held' || now?.status === 'captured') return { status: now.status, auctionId: a.id, title: a.title };
  return { status: 'failed', reason: 'The listing was not approved, so the fee was released' };
}

/** The seller left the checkout: the listing stays, unfeatured. */
export async function cancelFeaturedCheckout(deps: AppDeps, input: { paymentId: string; userId: string }): Promise<FeaturedOutcome> {
  const [p] = await deps.db.select().from(featuredListingPayments).where(eq(featuredListingPayments.id, input.paymentId)).limit(1);
  if (!p || p.userId !== input.userId) return { status: 'failed', reason: 'Payment not found' };
  await deps.db
    .update(featuredListingPayments)
    .set({ status: 'cancelled', updatedAt: deps.clock.now() })
    .where(and(eq(featuredListingPayments.id, p.id), eq(featuredListingPayments.status, 'pending')));
  const a = await titleOf(deps, p.auctionId);
  return { status: 'cancelled', auctionId: p.auctionId, title: a?.title ?? '' };
}

/** SPEC 9: approval takes the held fee and the listing becomes featured. Returns whether it is featured. */
export async function captureFeaturedFee(deps: AppDeps, auctionId: string): Promise<boolean> {
  const [p] = await deps.db
    .select()
    .from(featuredListingPayments)
    .where(and(eq(featuredListingPayments.auctionId, auctionId), inArray(featuredListingPayments.status, ['held', 'captured'])))
    .limit(1);
  if (!p) return false;
  if (p.status === 'held') {
    // A credit was taken when the fee was held: nothing to capture at the provider.
    if (p.provider !== CREDIT_PROVIDER) {
      try {
        await deps.payments.captureHold(p.providerReference ?? p.checkoutSessionId, p.amountCents);
      } catch (err) {
        deps.logger.error({ err, auctionId }, 'featured fee capture failed; the listing stays unfeatured');
        return false;
      }
    }
    await deps.db.transaction(async (tx) => {
      await tx.update(featuredListingPayments).set({ status: 'captured', updatedAt: deps.clock.now() }).where(eq(featuredListingPayments.id, p.id));
      await tx.update(auctions).set({ featured: true, updatedAt: deps.clock.now() }).where(eq(auctions.id, auctionId));
    });
  }
  return true;
}

/** SPEC 9: a rejection or a withdrawal gives the held fee back (a credit goes back to its membership). */
export async function releaseFeaturedFee(deps: AppDeps, auctionId: string): Promise<void> {
  const held = await deps.db
    .select()
    .from(featuredListingPayments)
    .where(and(eq(featuredListingPayments.auctionId, auctionId), eq(featuredListingPayments.status, 'held')));
  for (const p of held) {
    if (p.provider === CREDIT_PROVIDER) {
      const subscriptionId = creditSubscriptionId(p);
      await deps.db.transaction(async (tx) => {
        const now = deps.clock.now();
        const done = await tx
          .update(featuredListingPayments)
          .set({ status: 'released', updatedAt: now })
          .where(and(eq(featuredListingPayments.id, p.id), eq(featuredListingPayments.status, 'held')))
          .returning({ id: featuredListingPayments.id });
        if (done.length > 0 && subscriptionId) await giveBackFeaturedCredit(tx, subscriptionId, now);
      });
      continue;
    }
    try {
      await deps.payments.releaseHold(p.providerReference ?? p.checkoutSessionId);
    } catch (err) {
      deps.logger.error({ err, auctionId }, 'featured fee release failed');
      continue;
    }
    await deps.db.update(featuredListingPayments).set({ status: 'released', updatedAt: deps.clock.now() }).where(eq(featuredListingPayments.id, p.id));
  }
}

/** What /my-auctions and the admin queue show about a listing's fee. */
export async function featuredPaymentStatuses(deps: AppDeps, auctionIds: string[]): Promise<Map<string, string>> {
  if (auctionIds.length === 0) return new Map();
  const rows = await deps.db
    .select({ auctionId: featuredListingPayments.auctionId, status: featuredListingPayments.status })
    .from(featuredListingPayments)
    .where(and(inArray(featuredListingPayments.auctionId, auctionIds), inArray(featuredListingPayments.status, ['held', 'captured'])));
  return new Map(rows.map((r) => [r.auctionId, r.status]));
}
