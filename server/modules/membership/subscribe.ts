import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull, ne } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { membershipPlans, membershipSubscriptions } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { withQuery } from '../../platform/payments/payments.ts';
import { dollarsToCents } from '../../../domain/shared/money.ts';
import { periodEnd } from '../../../domain/membership/membership-plans.ts';
import type { Period } from '../../../domain/membership/membership-renewal.ts';
import type { DbOrTx } from '../../db/tx.ts';
import { stopAtProvider } from './membership-rows.ts';
import { PLAN_NOT_AVAILABLE, type MembershipOutcome } from '../../../domain/membership/membership-wire.ts';

export const MEMBERSHIP_MESSAGES = {
  planNotFound: PLAN_NOT_AVAILABLE,
  noCheckoutUrl: 'No checkout URL received from payment processor.',
  checkoutFailed: 'Failed to start the membership payment. Please try again.',
} as const;

/** Where the checkout comes back to: the seller's own page, which shows the membership. */
const RETURN_PAGE = '/my-auctions';

export type { MembershipOutcome };

/**
 * POST /api/membership/subscribe: the plan's subscription through the payments adapter, renewed every
 * month (cents at the provider, decision 003). A free plan needs no payment and
 * starts at once.
 */
export async function startSubscription(deps: AppDeps, input: { userId: string; email: string; planId: string }): Promise<{ url: string }> {
  const [plan] = await deps.db.select().from(membershipPlans).where(eq(membershipPlans.id, input.planId)).limit(1);
  if (!plan || !plan.isActive) throw notFound(MEMBERSHIP_MESSAGES.planNotFound);
  const id = randomUUID();
  if (plan.monthlyPrice === 0) {
    const sessionId = `free_${id}`;
    await deps.db
      .insert(membershipSubscriptions)
      .values({ id, userId: input.userId, planId: plan.id, amountCents: 0, provider: 'free', checkoutSessionId: sessionId });
    await activate(deps, id, { reference: sessionId, subscriptionId: null, period: null });
    return { url: withQuery(RETURN_PAGE, { membership_success: 'true', session_id: sessionId }) };
  }
  const amountCents = dollarsToCents(plan.monthlyPrice);
  const successPath = withQuery(RETURN_PAGE, { membership_success: 'true', session_id: '{CHECKOUT_SESSION_ID}' });
  const cancelPath = withQuery(RETURN_PAGE, { membership_cancelled: 'true', subscription_id: id });
  const checkout = await deps.payments.subscriptions.createCheckout({
    userId: input.userId,
    email: input.email,
    description: `${plan.name} membership, renews monthly`,
    amountCents,
    returnPath: successPath,
    returnUrl: `${deps.config.publicUrl}${successPath}`,
    cancelPath,
    cancelUrl: `${deps.config.publicUrl}${cancelPath}`,
  });
  if (!checkout.url) throw new Error(MEMBERSHIP_MESSAGES.noCheckoutUrl);
  await deps.db
    .insert(membershipSubscriptions)
    .values({ id, userId: input.userId, planId: plan.id, amountCents, provider: deps.payments.kind, checkoutSessionId: checkout.sessionId });
  return { url: checkout.url };
}

/**
 * Starts the first period of a paid (or free) subscription: the provider's own period (Stripe's) or a
 * month from now; later periods are a month each from its start. One transaction: the seller's previous
 * active membership (an upgrade, or a new card after failed renewals) is cancelled first, so the unique
 * index keeps one active row, and its provider subscription is stopped after commit.
 */
async function activate(
  deps: AppDeps,
  subscriptionId: string,
  paid: { reference: string; subscriptionId: string | null; period: Period | null },
): Promise<void> {
  const now = deps.clock.now();
  // The provider's period (Stripe's clock may run a little ahead of this server's: it starts no later than now here).
  const period = paid.period
    ? { start: new Date(Math.min(paid.period.start.getTime(), now.getTime())), end: paid.period.end }
    : { start: now, end: periodEnd(now) };
  const anchor = paid.period?.start ?? period.start;
  const userId = await deps.db.transaction(async (tx) => {
    const [s] = await tx.select().from(membershipSubscriptions).where(eq(membershipSubscriptions.id, subscriptionId)).for('update');
    if (!s || s.status !== 'pending') return null;
    const others = and(eq(membershipSubscriptions.userId, s.userId), eq(membershipSubscriptions.status, 'active'), ne(membershipSubscriptions.id, s.id));
    await tx
      .update(membershipSubscriptions)
      .set({ providerStopPending: true })
      .where(and(others, isNotNull(membershipSubscriptions.providerSubscriptionId)));
    await tx.update(membershipSubscriptions).set({ status: 'cancelled', cancelledAt: now, updatedAt: now }).where(others);
    await tx
      .update(membershipSubscriptions)
      .set({
        status: 'active',
        currentPeriodStart: period.start,
        currentPeriodEnd: period.end,
        billingAnchor: anchor,
        providerReference: paid.reference,
        providerSubscriptionId: paid.subscriptionId,
        updatedAt: now,
      })
      .where(eq(membershipSubscriptions.id, s.id));
    return s.userId;
  });
  if (userId) await stopAtProvider(deps, { userId });
}

const planNameOf = async (db: DbOrTx, planId: string) =>
  (await db.select({ name: membershipPlans.name }).from(membershipPlans).where(eq(membershipPlans.id, planId)).limit(1))[0]?.name ?? '';

/**
 * The checkout came back paid (or the provider's webhook says so: userId undefined): verified with the
 * provider, for the membership purpose only, then the month starts. Verifying twice changes nothing.
 */
export async function verifyMembershipCheckout(deps: AppDeps, input: { sessionId: string; userId?: string }): Promise<MembershipOutcome> {
  const [s] = await deps.db.select().from(membershipSubscriptions).where(eq(membershipSubscriptions.checkoutSessionId, input.sessionId)).limit(1);
  if (!s || (input.userId !== undefined && s.userId !== input.userId)) return { status: 'failed', reason: 'Payment not found' };
  if (s.status === 'pending' && s.provider !== 'free') {
    let v;
    try {
      v = await deps.payments.subscriptions.verifyCheckout(input.sessionId);
    } catch (err) {
      deps.logger.warn({ err }, 'membership checkout verification failed');
      return { status: 'failed', reason: 'The payment provider could not be reached' };
    }
    if (!v.paid || v.userId !== s.userId) return { status: 'failed', reason: 'The payment was not completed' };
    await activate(deps, s.id, { reference: v.subscriptionId ?? input.sessionId, subscriptionId: v.subscriptionId, period: v.period });
  }
  const [now] = await deps.db.select().from(membershipSubscriptions).where(eq(membershipSubscriptions.id, s.id));
  const planName = await planNameOf(deps.db, s.planId);
  if (now?.status === 'active' && now.currentPeriodEnd) return { status: 'active', planName, currentPeriodEnd: now.currentPeriodEnd.toISOString() };
  if (now?.status === 'cancelled') return { status: 'cancelled', planName };
  return { status: 'failed', reason: 'The payment was not completed' };
}

/** The seller left the checkout: nothing starts, nothing is charged. */
export async function cancelMembershipCheckout(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  input: { subscriptionId: string; userId: string },
): Promise<MembershipOutcome> {
  const [s] = await deps.db.select().from(membershipSubscriptions).where(eq(membershipSubscriptions.id, input.subscriptionId)).limit(1);
  if (!s || s.userId !== input.userId) return { status: 'failed', reason: 'Payment not found' };
  const now = deps.clock.now();
  await deps.db
    .update(membershipSubscriptions)
    .set({ status: 'cancelled', cancelledAt: now, updatedAt: now })
    .where(and(eq(membershipSubscriptions.id, s.id), eq(membershipSubscriptions.status, 'pending')));
  const planName = await planNameOf(deps.db, s.planId);
  const [after] = await deps.db.select({ status: membershipSubscriptions.status }).from(membershipSubscriptions).where(eq(membershipSubscriptions.id, s.id));
  // Paid before the cancel arrived (e.g. the webhook won): the membership stands.
  if (after?.status === 'active') return { status: 'failed', reason: 'This membership was already paid and is active' };
  return { status: 'cancelled', planName };
}
