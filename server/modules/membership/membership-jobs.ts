import { and, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { membershipPlans, membershipSubscriptions, users } from '../../db/schema.ts';
import { DAY_MS, membershipState, RENEWAL_GRACE_DAYS, RENEWAL_REMINDER_DAYS, reminderDue } from '../../../domain/membership/membership-renewal.ts';
import { endMembership, rulesOf } from './membership-rows.ts';
import { renewalMail } from './renewal-notices.ts';

/**
 * The reminder: each renewing membership whose period ends within three days is
 * mailed once. The row is locked (SKIP LOCKED) while its mail goes out and marked in the same
 * transaction, so instances running the job at once never mail it twice; a failed send rolls back and
 * the next run tries again.
 */
export async function sendRenewalReminders(deps: AppDeps, limit = 50): Promise<number> {
  const now = deps.clock.now();
  const due = await deps.db
    .select({ id: membershipSubscriptions.id })
    .from(membershipSubscriptions)
    .where(
      and(
        eq(membershipSubscriptions.status, 'active'),
        eq(membershipSubscriptions.cancelAtPeriodEnd, false),
        isNull(membershipSubscriptions.reminderSentAt),
        gt(membershipSubscriptions.currentPeriodEnd, now),
        lte(membershipSubscriptions.currentPeriodEnd, new Date(now.getTime() + RENEWAL_REMINDER_DAYS * DAY_MS)),
      ),
    )
    .limit(limit);
  let sent = 0;
  for (const { id } of due) {
    try {
      if (await remindMembership(deps, id)) sent++;
    } catch (err) {
      deps.logger.error({ err, membershipId: id }, 'membership reminder failed; the next run retries');
    }
  }
  return sent;
}

/** One claimed reminder: skipped when another instance holds the row or it is no longer due (sent, cancelled, renewed). */
export async function remindMembership(deps: AppDeps, id: string): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ s: membershipSubscriptions, planName: membershipPlans.name, email: users.email, name: users.name })
      .from(membershipSubscriptions)
      .innerJoin(membershipPlans, eq(membershipPlans.id, membershipSubscriptions.planId))
      .innerJoin(users, eq(users.id, membershipSubscriptions.userId))
      .where(eq(membershipSubscriptions.id, id))
      .for('update', { of: membershipSubscriptions, skipLocked: true });
    const at = deps.clock.now();
    if (!row || !reminderDue(rulesOf(row.s), row.s.reminderSentAt, at)) return false;
    const notice = {
      kind: 'reminder',
      userId: row.s.userId,
      planName: row.planName,
      amountCents: row.s.amountCents,
      renewsAt: row.s.currentPeriodEnd!,
    } as const;
    await deps.mailer.send(renewalMail(notice, row, deps.config.publicUrl));
    await tx.update(membershipSubscriptions).set({ reminderSentAt: at, updatedAt: at }).where(eq(membershipSubscriptions.id, id));
    return true;
  });
}

/**
 * Writes down the plans no longer in force: a cancelled one whose period is over ends quietly (the member
 * chose it); a renewal with no outcome long after its date (a lost webhook) lapses, and its provider
 * subscription is stopped. Each row is re-checked under its lock.
 */
export async function endLapsedMemberships(deps: AppDeps, limit = 50): Promise<number> {
  const now = deps.clock.now();
  const over = await deps.db
    .select({ id: membershipSubscriptions.id })
    .from(membershipSubscriptions)
    .where(
      and(
        eq(membershipSubscriptions.status, 'active'),
        or(
          and(eq(membershipSubscriptions.cancelAtPeriodEnd, true), lte(membershipSubscriptions.currentPeriodEnd, now)),
          lte(membershipSubscriptions.currentPeriodEnd, new Date(now.getTime() - RENEWAL_GRACE_DAYS * DAY_MS)),
        ),
      ),
    )
    .limit(limit);
  let ended = 0;
  for (const { id } of over) {
    await deps.db.transaction(async (tx) => {
      const [s] = await tx.select().from(membershipSubscriptions).where(eq(membershipSubscriptions.id, id)).for('update', { skipLocked: true });
      const at = deps.clock.now();
      if (!s || s.status !== 'active' || membershipState(rulesOf(s), at) !== null) return;
      if (!s.cancelAtPeriodEnd) deps.logger.warn({ membershipId: s.id }, 'a membership renewal had no outcome after the grace period: it lapses');
      await endMembership(tx, s, s.cancelAtPeriodEnd ? 'cancelled' : 'lapsed', at, { providerStopped: s.cancelAtPeriodEnd });
      ended++;
    });
  }
  return ended;
}
