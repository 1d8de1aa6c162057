import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { membershipSubscriptions } from '../../db/schema.ts';
import type { DbOrTx } from '../../db/tx.ts';
import type { SubscriptionBilling } from '../../platform/payments/subscriptions.ts';
import type { Period, RenewingMembership, SubscriptionStatus } from '../../../domain/membership/membership-renewal.ts';

export type Subscription = typeof membershipSubscriptions.$inferSelect;

/** A row as the renewal rules see it (domain/membership/membership-renewal.ts). */
export const rulesOf = (s: Subscription): RenewingMembership => ({
  status: s.status as SubscriptionStatus,
  currentPeriodStart: s.currentPeriodStart,
  currentPeriodEnd: s.currentPeriodEnd,
  cancelAtPeriodEnd: s.cancelAtPeriodEnd,
  renewalFailures: s.renewalFailures,
  nextRenewalAttemptAt: s.nextRenewalAttemptAt,
});

/** The monthly dates are counted from the first period's start (rows made before renewals had none: their own start). */
export const anchorOf = (s: Subscription): Date => s.billingAnchor ?? s.currentPeriodStart!;

/** The provider that bills this row, when it is the one in force (a row of another provider is left to lapse). */
export const billingFor = (deps: Pick<AppDeps, 'payments'>, s: Pick<Subscription, 'provider'>): SubscriptionBilling | null =>
  s.provider === deps.payments.kind ? deps.payments.subscriptions : null;

/** Whether this site charges the row's renewals: a free plan always; a paid one when its provider asks the site to. */
export const renewedBySite = (deps: Pick<AppDeps, 'payments'>, s: Pick<Subscription, 'provider'>): boolean =>
  s.provider === 'free' || billingFor(deps, s)?.renewals === 'site';

/**
 * Starts the period after `old` (locked, active): `old` becomes 'renewed' and the new period is a row of
 * its own, so its usage starts at nothing. `key`: what paid it (the sandbox's renewal key, Stripe's
 * invoice id); one renewal per period (unique renewal_of) and per payment (unique key).
 */
export async function startNextPeriod(tx: DbOrTx, old: Subscription, period: Period, o: { key: string; reference: string | null; now: Date }): Promise<string> {
  await tx.update(membershipSubscriptions).set({ status: 'renewed', updatedAt: o.now }).where(eq(membershipSubscriptions.id, old.id));
  const id = randomUUID();
  await tx.insert(membershipSubscriptions).values({
    id,
    userId: old.userId,
    planId: old.planId,
    status: 'active',
    amountCents: old.amountCents,
    provider: old.provider,
    checkoutSessionId: o.key,
    providerReference: o.reference,
    providerSubscriptionId: old.providerSubscriptionId,
    billingAnchor: anchorOf(old),
    renewalOf: old.id,
    currentPeriodStart: period.start,
    currentPeriodEnd: period.end,
  });
  return id;
}

/** The end of a plan: 'ended' with why; a provider subscription that may still charge is stopped after commit (stopAtProvider). */
export async function endMembership(
  tx: DbOrTx,
  s: Subscription,
  reason: 'cancelled' | 'payment_failed' | 'lapsed',
  now: Date,
  o: { providerStopped: boolean },
): Promise<void> {
  await tx
    .update(membershipSubscriptions)
    .set({ status: 'ended', endReason: reason, endedAt: now, providerStopPending: !o.providerStopped && s.providerSubscriptionId !== null, updatedAt: now })
    .where(eq(membershipSubscriptions.id, s.id));
}

/**
 * After commit: stops the provider subscriptions this site no longer honours (a replaced plan, a renewal
 * given up or ended). A failure is logged and left pending; the renewal job tries again.
 */
export async function stopAtProvider(deps: Pick<AppDeps, 'db' | 'payments' | 'logger' | 'clock'>, where: { userId?: string } = {}): Promise<number> {
  const pending = await deps.db
    .select()
    .from(membershipSubscriptions)
    .where(
      and(
        eq(membershipSubscriptions.providerStopPending, true),
        isNotNull(membershipSubscriptions.providerSubscriptionId),
        where.userId ? eq(membershipSubscriptions.userId, where.userId) : undefined,
      ),
    )
    .limit(50);
  let stopped = 0;
  for (const s of pending) {
    const billing = billingFor(deps, s);
    try {
      if (billing) await billing.cancelNow(s.providerSubscriptionId!);
      // Another provider than the one in force (the configuration changed): this site cannot reach it.
      else deps.logger.warn({ membershipId: s.id, provider: s.provider }, 'a subscription of a provider not in force must be cancelled there by hand');
      await deps.db
        .update(membershipSubscriptions)
        .set({ providerStopPending: false, updatedAt: deps.clock.now() })
        .where(eq(membershipSubscriptions.id, s.id));
      stopped++;
    } catch (err) {
      deps.logger.error({ err, membershipId: s.id }, 'stopping the provider subscription failed; the renewal job retries');
    }
  }
  return stopped;
}
