import { and, desc, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { membershipPlans, membershipSubscriptions } from '../../db/schema.ts';
import type { SubscriptionEvent } from '../../platform/payments/subscriptions.ts';
import { endMembership, startNextPeriod, stopAtProvider } from './membership-rows.ts';
import { applyRenewalAttempt } from './renew-memberships.ts';
import { sendRenewalNotice, type RenewalNotice } from './renewal-notices.ts';

/** What came of a provider's subscription event, for the webhook's record (/admin/stripe). */
export interface SubscriptionEventOutcome {
  processed: boolean;
  detail: string;
}

/**
 * Stripe charges a membership's renewals itself and says so by webhook. Each event is
 * applied in one transaction that locks the subscription's active row; a repeated or late event changes
 * nothing (a period is renewed once: its start must be the row's end; a failure counts only when Stripe's
 * attempt count has grown).
 */
export async function applySubscriptionEvent(deps: AppDeps, e: SubscriptionEvent): Promise<SubscriptionEventOutcome> {
  const result = await deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const [s] = await tx
      .select()
      .from(membershipSubscriptions)
      .where(and(eq(membershipSubscriptions.providerSubscriptionId, e.subscriptionId), eq(membershipSubscriptions.status, 'active')))
      .for('update');
    if (!s) {
      if (e.kind !== 'renewal_paid') return { outcome: { processed: true, detail: 'The membership had already ended' } };
      const [known] = await tx
        .select({ id: membershipSubscriptions.id })
        .from(membershipSubscriptions)
        .where(eq(membershipSubscriptions.checkoutSessionId, e.invoiceId))
        .limit(1);
      if (known) return { outcome: { processed: true, detail: 'This period was already recorded' } };
      // Charged for a plan this site had already ended or replaced: stop it there too; the charge is for an admin to refund.
      const [last] = await tx
        .select()
        .from(membershipSubscriptions)
        .where(eq(membershipSubscriptions.providerSubscriptionId, e.subscriptionId))
        .orderBy(desc(membershipSubscriptions.createdAt))
        .limit(1);
      if (last) await tx.update(membershipSubscriptions).set({ providerStopPending: true, updatedAt: now }).where(eq(membershipSubscriptions.id, last.id));
      return {
        outcome: {
          processed: false,
          detail: `Renewal ${e.invoiceId} paid for a membership that had ended: its subscription is being cancelled; refund it in Stripe`,
        },
        stop: last?.userId,
      };
    }
    const end = s.currentPeriodEnd!;
    if (e.kind === 'renewal_paid') {
      if (e.period.start.getTime() < end.getTime()) return { outcome: { processed: true, detail: 'This period was already recorded' } };
      await startNextPeriod(tx, s, e.period, { key: e.invoiceId, reference: e.invoiceId, now });
      return { outcome: { processed: true, detail: `Membership renewed until ${e.period.end.toISOString()}` } };
    }
    if (e.kind === 'renewal_failed') {
      if (e.attemptCount <= s.renewalFailures) return { outcome: { processed: true, detail: 'This attempt was already recorded' } };
      const notice = await applyRenewalAttempt(tx, s, { paid: false, failures: e.attemptCount, nextAttemptAt: e.nextAttemptAt }, now);
      const ended = notice?.kind === 'ended';
      return {
        outcome: { processed: true, detail: ended ? 'Renewal failed for the last time: membership ended' : `Renewal attempt ${e.attemptCount} failed` },
        notice,
        stop: ended ? s.userId : undefined,
      };
    }
    // customer.subscription.deleted: the subscription is over at Stripe (cancelled at the period's end, or after failed payments).
    const failed = e.reason === 'payment_failed';
    await endMembership(tx, s, failed ? 'payment_failed' : 'cancelled', now, { providerStopped: true });
    const [plan] = await tx.select({ name: membershipPlans.name }).from(membershipPlans).where(eq(membershipPlans.id, s.planId)).limit(1);
    const notice: RenewalNotice | null = failed ? { kind: 'ended', userId: s.userId, planName: plan?.name ?? '' } : null;
    return { outcome: { processed: true, detail: failed ? 'Membership ended: its renewal could not be charged' : 'Membership ended' }, notice };
  });
  if ('notice' in result && result.notice) await sendRenewalNotice(deps, result.notice);
  if ('stop' in result && result.stop) await stopAtProvider(deps, { userId: result.stop });
  return result.outcome;
}
