import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { membershipSubscriptions } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { cancelDecision, MEMBERSHIP_MESSAGES, resumeDecision } from '../../../domain/membership/membership-renewal.ts';
import { activeRow, myMembership, type MembershipView } from './membership.ts';
import { billingFor, rulesOf, stopAtProvider } from './membership-rows.ts';

export const CANCEL_MESSAGES = {
  providerFailed: 'The payment provider could not be reached. Please try again.',
  oneMonthOnly: 'This month was paid on its own and does not renew: choose a plan again when it ends.',
} as const;

/** The provider's refusal or silence: nothing changes here, the member may try again. */
const providerFailed = () => new AppError(502, 'PAYMENT_PROVIDER_ERROR', CANCEL_MESSAGES.providerFailed);

/**
 * POST /api/membership/cancel: a paid period runs to its end and is not renewed (the
 * member may resume it until then); a renewal still being charged or retried is given up at once, and
 * nothing more is charged. The provider is told first, so a refusal there changes nothing here.
 */
export async function cancelMembership(deps: AppDeps, userId: string): Promise<MembershipView | null> {
  const now = deps.clock.now();
  const row = await activeRow(deps.db, userId);
  const decision = row ? cancelDecision(rulesOf(row.s), now) : ({ kind: 'refused', message: MEMBERSHIP_MESSAGES.noMembership } as const);
  if (decision.kind === 'refused') throw new AppError(409, 'NO_MEMBERSHIP', decision.message);
  const s = row!.s;
  const mine = and(eq(membershipSubscriptions.id, s.id), eq(membershipSubscriptions.status, 'active'));
  if (decision.kind === 'at_period_end') {
    const billing = billingFor(deps, s);
    if (billing && s.providerSubscriptionId && billing.renewals === 'provider') {
      await billing.setCancelAtPeriodEnd(s.providerSubscriptionId, true).catch((err: unknown) => {
        deps.logger.error({ err, membershipId: s.id }, 'cancel at period end failed at the provider');
        throw providerFailed();
      });
    }
    await deps.db.update(membershipSubscriptions).set({ cancelAtPeriodEnd: true, cancelledAt: now, updatedAt: now }).where(mine);
  } else {
    await deps.db
      .update(membershipSubscriptions)
      .set({ status: 'cancelled', cancelledAt: now, providerStopPending: s.providerSubscriptionId !== null, updatedAt: now })
      .where(mine);
    await stopAtProvider(deps, { userId });
  }
  return myMembership(deps, userId);
}

/** POST /api/membership/resume: a cancelled plan renews again, if its period has not ended. */
export async function resumeMembership(deps: AppDeps, userId: string): Promise<MembershipView | null> {
  const now = deps.clock.now();
  const row = await activeRow(deps.db, userId);
  const decision = row ? resumeDecision(rulesOf(row.s), now) : ({ kind: 'refused', message: MEMBERSHIP_MESSAGES.nothingToResume } as const);
  if (decision.kind === 'refused') throw new AppError(409, 'NOTHING_TO_RESUME', decision.message);
  const s = row!.s;
  const billing = billingFor(deps, s);
  if (billing?.renewals === 'provider') {
    // A month bought before plans renewed has no subscription at the provider to resume.
    if (!s.providerSubscriptionId) throw new AppError(409, 'NOTHING_TO_RESUME', CANCEL_MESSAGES.oneMonthOnly);
    await billing.setCancelAtPeriodEnd(s.providerSubscriptionId, false).catch((err: unknown) => {
      deps.logger.error({ err, membershipId: s.id }, 'resume failed at the provider');
      throw providerFailed();
    });
  }
  await deps.db
    .update(membershipSubscriptions)
    .set({ cancelAtPeriodEnd: false, cancelledAt: null, updatedAt: now })
    .where(and(eq(membershipSubscriptions.id, s.id), eq(membershipSubscriptions.status, 'active')));
  return myMembership(deps, userId);
}
