import { formatShortDate, formatWholeNumber, type DateZone } from '../shared/format.ts';

/**
 * A membership renews every month through the payment provider until the member
 * cancels it (it then stops at the end of the period paid for) or its renewal cannot be charged. Each
 * period is its own row (decision 022): a renewal ends one row ('renewed') and starts the next at the
 * instant the previous one ended, so periods never overlap and each keeps its own usage.
 */

export const DAY_MS = 86_400_000;

/**
 * A membership row: 'pending' while its checkout is open; 'active' for its period (and while its renewal
 * is charged); 'renewed' once the next period's row has started; 'ended' when it stopped at the end of
 * a cancelled period or after its renewal failed; 'cancelled' when its checkout was abandoned, it was
 * replaced by another plan, or the member gave up a renewal that was being retried.
 */
export const SUBSCRIPTION_STATUSES = ['pending', 'active', 'renewed', 'ended', 'cancelled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** The member is e-mailed this many days before a renewal is charged. */
export const RENEWAL_REMINDER_DAYS = 3;

/**
 * When a renewal is charged, in days after the period's end: on the day, then retried 1, 3 and 5 days
 * after it. When the fourth attempt fails, the plan ends with a notice (Stripe: its retry schedule, and
 * the plan ends at the fourth failure or when Stripe stops retrying, whichever comes first).
 */
export const RENEWAL_ATTEMPT_DAYS = [0, 1, 3, 5] as const;
export const RENEWAL_ATTEMPTS = RENEWAL_ATTEMPT_DAYS.length;

/**
 * A renewal that has no outcome this long after the period's end (a lost webhook, a stopped job) no
 * longer counts as a membership: it never stays open on its own. Longer than the retry schedule.
 */
export const RENEWAL_GRACE_DAYS = 7;

export interface Period {
  start: Date;
  end: Date;
}

/**
 * `anchor` plus `months` calendar months in UTC, on the anchor's day of the month or the month's last
 * day when it has fewer (Jan 31 + 1 = Feb 28/29, + 2 = Mar 31), at the anchor's time of day, as Stripe
 * bills a monthly subscription.
 */
export function addMonths(anchor: Date, months: number): Date {
  const y = anchor.getUTCFullYear();
  const m = anchor.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(y, m, Math.min(anchor.getUTCDate(), lastDay), anchor.getUTCHours(), anchor.getUTCMinutes(), anchor.getUTCSeconds(), anchor.getUTCMilliseconds()),
  );
}

/**
 * The period after one that ends at `end`, of a subscription billed monthly from `anchor`: it starts
 * exactly at `end` and ends at the first monthly date from the anchor after it (so a plan started on the
 * 31st renews on the last day of short months and goes back to the 31st after them).
 */
export function nextPeriod(anchor: Date, end: Date): Period {
  let n = (end.getUTCFullYear() - anchor.getUTCFullYear()) * 12 + (end.getUTCMonth() - anchor.getUTCMonth()) - 1;
  while (addMonths(anchor, n).getTime() <= end.getTime()) n++;
  return { start: end, end: addMonths(anchor, n) };
}

/** A membership row as the renewal rules see it. */
export interface RenewingMembership {
  status: SubscriptionStatus;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  /** Cancelled by the member: it stops at the period's end instead of renewing. */
  cancelAtPeriodEnd: boolean;
  /** Failed attempts to charge the renewal of this period. */
  renewalFailures: number;
  /** When the renewal is tried next (after a failure); null: at the period's end. */
  nextRenewalAttemptAt: Date | null;
}

/**
 * - active: paid and inside its period, renews at its end;
 * - ending: paid and inside its period, cancelled, stops at its end;
 * - renewing: its period is over and the renewal is being charged;
 * - past_due: its period is over and the renewal failed; it is tried again at nextRenewalAttemptAt.
 */
export const MEMBERSHIP_STATES = ['active', 'ending', 'renewing', 'past_due'] as const;
export type MembershipState = (typeof MEMBERSHIP_STATES)[number];

/** Where a membership stands at `now`; null when it is none (never paid, cancelled, ended or lapsed). */
export function membershipState(m: RenewingMembership, now: Date): MembershipState | null {
  if (m.status !== 'active' || !m.currentPeriodStart || !m.currentPeriodEnd) return null;
  const t = now.getTime();
  const end = m.currentPeriodEnd.getTime();
  if (t < m.currentPeriodStart.getTime()) return null;
  if (t < end) return m.cancelAtPeriodEnd ? 'ending' : 'active';
  if (m.cancelAtPeriodEnd || m.renewalFailures >= RENEWAL_ATTEMPTS || t >= end + RENEWAL_GRACE_DAYS * DAY_MS) return null;
  return m.renewalFailures > 0 ? 'past_due' : 'renewing';
}

/**
 * The period a listing submitted at `now` counts against: the paid period; while the renewal is being
 * charged or retried, the period being renewed, so a renewal that then succeeds never finds more listings
 * in its period than the plan includes. Null: no membership, no limit (the seller lists as before).
 */
export function allowancePeriod(m: RenewingMembership, anchor: Date, now: Date): Period | null {
  const s = membershipState(m, now);
  if (s === null) return null;
  if (s === 'active' || s === 'ending') return { start: m.currentPeriodStart!, end: m.currentPeriodEnd! };
  return nextPeriod(anchor, m.currentPeriodEnd!);
}

/** When the renewal of a period ending at `end` is tried after `failures` failed attempts; null when none is left. */
export function renewalAttemptAt(end: Date, failures: number): Date | null {
  const days = RENEWAL_ATTEMPT_DAYS[failures];
  return days === undefined ? null : new Date(end.getTime() + days * DAY_MS);
}

/** Whether this site charges the renewal now (the sandbox; Stripe charges its own and says so by webhook). */
export function renewalDue(m: RenewingMembership, now: Date): boolean {
  const s = membershipState(m, now);
  if (s !== 'renewing' && s !== 'past_due') return false;
  const at = m.nextRenewalAttemptAt ?? renewalAttemptAt(m.currentPeriodEnd!, m.renewalFailures);
  return at !== null && now.getTime() >= at.getTime();
}

export type RenewalOutcome = { kind: 'renewed'; period: Period } | { kind: 'retry'; failures: number; nextAttemptAt: Date } | { kind: 'ended' };

/** What an attempt to charge the renewal leads to: the next period, another try later, or the end of the plan. */
export function afterRenewalAttempt(m: RenewingMembership, anchor: Date, paid: boolean): RenewalOutcome {
  const end = m.currentPeriodEnd!;
  if (paid) return { kind: 'renewed', period: nextPeriod(anchor, end) };
  const failures = m.renewalFailures + 1;
  const next = renewalAttemptAt(end, failures);
  return next ? { kind: 'retry', failures, nextAttemptAt: next } : { kind: 'ended' };
}

/** When the member is reminded of the renewal: RENEWAL_REMINDER_DAYS before the period's end. */
export const reminderAt = (end: Date): Date => new Date(end.getTime() - RENEWAL_REMINDER_DAYS * DAY_MS);

/** The reminder of this period is due: it renews, it was not sent, and the renewal is at most three days away. */
export function reminderDue(m: RenewingMembership, reminderSentAt: Date | null, now: Date): boolean {
  return reminderSentAt === null && membershipState(m, now) === 'active' && now.getTime() >= reminderAt(m.currentPeriodEnd!).getTime();
}

export const MEMBERSHIP_MESSAGES = {
  noMembership: 'You have no active membership to cancel.',
  nothingToResume: 'There is no cancelled membership to resume.',
  alreadyEnding: (end: Date, zone: DateZone = 'utc') => `Your membership already ends on ${formatShortDate(end.getTime(), zone)}.`,
  alreadyRenews: (end: Date, zone: DateZone = 'utc') => `Your membership already renews on ${formatShortDate(end.getTime(), zone)}.`,
} as const;

export type CancelDecision = { kind: 'at_period_end'; endsAt: Date } | { kind: 'now' } | { kind: 'refused'; message: string };

/**
 * The member cancels: a paid period runs to its end and is not renewed; a renewal still being charged
 * or retried is given up at once (nothing more is charged).
 */
export function cancelDecision(m: RenewingMembership, now: Date): CancelDecision {
  const s = membershipState(m, now);
  if (s === 'active') return { kind: 'at_period_end', endsAt: m.currentPeriodEnd! };
  if (s === 'ending') return { kind: 'refused', message: MEMBERSHIP_MESSAGES.alreadyEnding(m.currentPeriodEnd!) };
  if (s === 'renewing' || s === 'past_due') return { kind: 'now' };
  return { kind: 'refused', message: MEMBERSHIP_MESSAGES.noMembership };
}

export type ResumeDecision = { kind: 'resume'; renewsAt: Date } | { kind: 'refused'; message: string };

/** The member takes a cancellation back: only before the period has ended. */
export function resumeDecision(m: RenewingMembership, now: Date): ResumeDecision {
  const s = membershipState(m, now);
  if (s === 'ending') return { kind: 'resume', renewsAt: m.currentPeriodEnd! };
  if (s === 'active') return { kind: 'refused', message: MEMBERSHIP_MESSAGES.alreadyRenews(m.currentPeriodEnd!) };
  return { kind: 'refused', message: MEMBERSHIP_MESSAGES.nothingToResume };
}

/** What the member reads about their plan's renewal (the /my-auctions panel). */
export function renewalText(
  o: { state: MembershipState; monthlyPrice: number; currentPeriodEnd: Date; nextAttemptAt: Date | null },
  zone: DateZone = 'local',
): string {
  const end = formatShortDate(o.currentPeriodEnd.getTime(), zone);
  const price = o.monthlyPrice === 0 ? 'at no charge' : `for $${formatWholeNumber(o.monthlyPrice)}`;
  switch (o.state) {
    case 'active':
      return `Renews on ${end} ${price}.`;
    case 'ending':
      return `Cancelled: your plan ends on ${end} and will not renew.`;
    case 'renewing':
      return 'Your renewal payment is being processed.';
    case 'past_due':
      return o.nextAttemptAt
        ? `Your renewal payment failed. We will try again on ${formatShortDate(o.nextAttemptAt.getTime(), zone)}.`
        : 'Your renewal payment failed.';
  }
}
