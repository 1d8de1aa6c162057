import { and, eq, gt, inArray, lt, lte, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { membershipPlans, membershipSubscriptions } from '../../db/schema.ts';
import type { DbOrTx } from '../../db/tx.ts';
import { ChargeDeclinedError } from '../../platform/payments/payments.ts';
import { afterRenewalAttempt, DAY_MS, RENEWAL_ATTEMPTS, RENEWAL_GRACE_DAYS, renewalDue } from '../../../domain/membership/membership-renewal.ts';
import { anchorOf, endMembership, renewedBySite, rulesOf, startNextPeriod, stopAtProvider, type Subscription } from './membership-rows.ts';
import { sendRenewalNotice, type RenewalNotice } from './renewal-notices.ts';

const planName = async (db: DbOrTx, planId: string) =>
  (await db.select({ name: membershipPlans.name }).from(membershipPlans).where(eq(membershipPlans.id, planId)).limit(1))[0]?.name ?? '';

/**
 * One attempt at a renewal's charge, applied to the locked row (domain afterRenewalAttempt): paid, the
 * next period starts; declined, it is tried again on the schedule (the first failure is told to the
 * member); after the last attempt the plan ends with a notice. Answers what to tell after commit.
 */
export async function applyRenewalAttempt(
  tx: DbOrTx,
  s: Subscription,
  attempt: { paid: true; key: string; reference: string | null } | { paid: false; failures?: number; nextAttemptAt?: Date | null },
  now: Date,
): Promise<RenewalNotice | null> {
  const outcome = afterRenewalAttempt(rulesOf(s), anchorOf(s), attempt.paid);
  if (attempt.paid && outcome.kind === 'renewed') {
    await startNextPeriod(tx, s, outcome.period, { key: attempt.key, reference: attempt.reference, now });
    return null;
  }
  // The provider's own count and next try when it retries itself (Stripe); else the site's schedule.
  const failures = !attempt.paid && attempt.failures !== undefined ? attempt.failures : outcome.kind === 'retry' ? outcome.failures : RENEWAL_ATTEMPTS;
  const nextAttemptAt = !attempt.paid && attempt.nextAttemptAt !== undefined ? attempt.nextAttemptAt : outcome.kind === 'retry' ? outcome.nextAttemptAt : null;
  const name = await planName(tx, s.planId);
  if (failures >= RENEWAL_ATTEMPTS || nextAttemptAt === null) {
    await tx.update(membershipSubscriptions).set({ renewalFailures: failures, nextRenewalAttemptAt: null }).where(eq(membershipSubscriptions.id, s.id));
    await endMembership(tx, s, 'payment_failed', now, { providerStopped: false });
    return { kind: 'ended', userId: s.userId, planName: name };
  }
  await tx
    .update(membershipSubscriptions)
    .set({ renewalFailures: failures, nextRenewalAttemptAt: nextAttemptAt, updatedAt: now })
    .where(eq(membershipSubscriptions.id, s.id));
  return s.renewalFailures === 0 ? { kind: 'payment_failed', userId: s.userId, planName: name, amountCents: s.amountCents, nextAttemptAt } : null;
}

/**
 * The renewal job for the memberships this site charges (free plans, the sandbox):
 * each due row is claimed with FOR UPDATE SKIP LOCKED and checked again under the lock, charged once per
 * attempt (the attempt is the charge's idempotency key), and moved on in the same transaction, so
 * several instances running the job never charge a period twice.
 */
export async function renewDueMemberships(deps: AppDeps, limit = 50): Promise<number> {
  const now = deps.clock.now();
  const providers = renewedBySite(deps, { provider: deps.payments.kind }) ? ['free', deps.payments.kind] : ['free'];
  const due = await deps.db
    .select({ id: membershipSubscriptions.id })
    .from(membershipSubscriptions)
    .where(
      and(
        eq(membershipSubscriptions.status, 'active'),
        eq(membershipSubscriptions.cancelAtPeriodEnd, false),
        inArray(membershipSubscriptions.provider, providers),
        lt(membershipSubscriptions.renewalFailures, RENEWAL_ATTEMPTS),
        lte(sql`coalesce(${membershipSubscriptions.nextRenewalAttemptAt}, ${membershipSubscriptions.currentPeriodEnd})`, now),
        gt(membershipSubscriptions.currentPeriodEnd, new Date(now.getTime() - RENEWAL_GRACE_DAYS * DAY_MS)),
      ),
    )
    .limit(limit);
  let renewed = 0;
  for (const { id } of due) {
    try {
      if (await renewMembership(deps, id)) renewed++;
    } catch (err) {
      deps.logger.error({ err, membershipId: id }, 'membership renewal failed; the next run retries');
    }
  }
  return renewed;
}

/** One claimed renewal: skipped when another instance holds it or it is no longer due (renewed, ended, not yet time). */
export async function renewMembership(deps: AppDeps, id: string): Promise<boolean> {
  const done = await deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const [s] = await tx.select().from(membershipSubscriptions).where(eq(membershipSubscriptions.id, id)).for('update', { skipLocked: true });
    if (!s || !renewedBySite(deps, s) || !renewalDue(rulesOf(s), now)) return null;
    const attempt = s.renewalFailures + 1;
    const key = `renewal_${s.id}`;
    if (s.provider === 'free' || s.amountCents === 0) return { notice: await applyRenewalAttempt(tx, s, { paid: true, key, reference: null }, now) };
    try {
      const { reference } = await deps.payments.subscriptions.chargeRenewal({
        membershipId: s.id,
        attempt,
        subscriptionId: s.providerSubscriptionId,
        userId: s.userId,
        amountCents: s.amountCents,
        description: `${await planName(tx, s.planId)} membership, renewal`,
      });
      return { notice: await applyRenewalAttempt(tx, s, { paid: true, key, reference }, now) };
    } catch (err) {
      if (!(err instanceof ChargeDeclinedError)) throw err;
      deps.logger.info({ membershipId: s.id, attempt, reason: err.message }, 'membership renewal declined');
      return { notice: await applyRenewalAttempt(tx, s, { paid: false }, now) };
    }
  });
  if (!done) return false;
  if (done.notice) await sendRenewalNotice(deps, done.notice);
  if (done.notice?.kind === 'ended') await stopAtProvider(deps, { userId: done.notice.userId });
  return true;
}
