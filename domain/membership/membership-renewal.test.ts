import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addMonths,
  afterRenewalAttempt,
  allowancePeriod,
  cancelDecision,
  DAY_MS,
  membershipState,
  nextPeriod,
  reminderDue,
  renewalAttemptAt,
  renewalDue,
  renewalText,
  resumeDecision,
  RENEWAL_ATTEMPT_DAYS,
  RENEWAL_ATTEMPTS,
  RENEWAL_GRACE_DAYS,
  type RenewingMembership,
  type SubscriptionStatus,
} from './membership-renewal.ts';
import { isCurrent, mayListOneMore, periodEnd } from './membership-plans.ts';

const d = (iso: string) => new Date(iso);
const iso = (x: Date) => x.toISOString();

const member = (o: Partial<RenewingMembership> = {}): RenewingMembership => ({
  status: 'active',
  currentPeriodStart: d('2026-03-10T12:00:00Z'),
  currentPeriodEnd: d('2026-04-10T12:00:00Z'),
  cancelAtPeriodEnd: false,
  renewalFailures: 0,
  nextRenewalAttemptAt: null,
  ...o,
});

describe('monthly periods', () => {
  it('keep the anchor’s day, falling back to the month’s last day and back again', () => {
    const anchor = d('2026-01-31T09:15:00Z');
    expect([1, 2, 3, 4, 13].map((n) => iso(addMonths(anchor, n)))).toEqual([
      '2026-02-28T09:15:00.000Z',
      '2026-03-31T09:15:00.000Z',
      '2026-04-30T09:15:00.000Z',
      '2026-05-31T09:15:00.000Z',
      '2027-02-28T09:15:00.000Z',
    ]);
    expect(iso(addMonths(d('2027-01-29T00:00:00Z'), 1))).toBe('2027-02-28T00:00:00.000Z');
    expect(iso(addMonths(d('2027-12-15T00:00:00Z'), 1))).toBe('2028-01-15T00:00:00.000Z');
    expect(periodEnd(anchor)).toEqual(addMonths(anchor, 1));
  });

  it('the next period starts where the last ended and ends on the next monthly date', () => {
    const anchor = d('2026-01-31T09:15:00Z');
    expect(nextPeriod(anchor, d('2026-02-28T09:15:00Z'))).toEqual({ start: d('2026-02-28T09:15:00Z'), end: d('2026-03-31T09:15:00Z') });
    expect(nextPeriod(anchor, d('2026-03-31T09:15:00Z'))).toEqual({ start: d('2026-03-31T09:15:00Z'), end: d('2026-04-30T09:15:00Z') });
  });

  it('chained from any anchor, are contiguous, 28 to 31 days long, and land on the anchor’s monthly dates', () => {
    fc.assert(
      fc.property(
        fc.date({ min: d('2000-01-01T00:00:00Z'), max: d('2090-12-31T00:00:00Z'), noInvalidDate: true }),
        fc.integer({ min: 1, max: 40 }),
        (anchor, months) => {
          let end = addMonths(anchor, 1);
          for (let n = 2; n <= months; n++) {
            const p = nextPeriod(anchor, end);
            expect(p.start).toEqual(end);
            expect(p.end).toEqual(addMonths(anchor, n));
            const days = (p.end.getTime() - p.start.getTime()) / DAY_MS;
            expect(days).toBeGreaterThanOrEqual(28);
            expect(days).toBeLessThanOrEqual(31);
            end = p.end;
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('membershipState', () => {
  const m = member();
  it('is active in its period, ending when cancelled, then renewing, past due, and none at the end of it all', () => {
    expect(membershipState(m, d('2026-03-10T12:00:00Z'))).toBe('active');
    expect(membershipState(m, d('2026-04-10T11:59:59Z'))).toBe('active');
    expect(membershipState({ ...m, cancelAtPeriodEnd: true }, d('2026-04-01T00:00:00Z'))).toBe('ending');
    expect(membershipState({ ...m, cancelAtPeriodEnd: true }, d('2026-04-10T12:00:00Z'))).toBeNull();
    expect(membershipState(m, d('2026-04-10T12:00:00Z'))).toBe('renewing');
    expect(membershipState({ ...m, renewalFailures: 2 }, d('2026-04-12T00:00:00Z'))).toBe('past_due');
    expect(membershipState({ ...m, renewalFailures: RENEWAL_ATTEMPTS }, d('2026-04-12T00:00:00Z'))).toBeNull();
    expect(membershipState({ ...m, renewalFailures: 1 }, new Date(d('2026-04-10T12:00:00Z').getTime() + RENEWAL_GRACE_DAYS * DAY_MS))).toBeNull();
    expect(membershipState(m, d('2026-03-10T11:59:59Z'))).toBeNull();
    for (const status of ['pending', 'renewed', 'ended', 'cancelled'] as const) expect(membershipState({ ...m, status }, d('2026-03-20T00:00:00Z'))).toBeNull();
    expect(membershipState({ ...m, currentPeriodStart: null, currentPeriodEnd: null }, d('2026-03-20T00:00:00Z'))).toBeNull();
  });

  it('counts listings in the paid period, and while renewing in the period being renewed', () => {
    const anchor = d('2026-03-10T12:00:00Z');
    expect(allowancePeriod(m, anchor, d('2026-03-20T00:00:00Z'))).toEqual({ start: m.currentPeriodStart, end: m.currentPeriodEnd });
    expect(allowancePeriod({ ...m, renewalFailures: 1 }, anchor, d('2026-04-11T00:00:00Z'))).toEqual({
      start: m.currentPeriodEnd,
      end: d('2026-05-10T12:00:00Z'),
    });
    expect(allowancePeriod({ ...m, status: 'ended' }, anchor, d('2026-03-20T00:00:00Z'))).toBeNull();
  });
});

describe('renewal attempts', () => {
  const end = d('2026-04-10T12:00:00Z');
  it('are on the day, then 1, 3 and 5 days after it; then none', () => {
    expect(RENEWAL_ATTEMPT_DAYS).toEqual([0, 1, 3, 5]);
    expect([0, 1, 2, 3].map((f) => iso(renewalAttemptAt(end, f)!))).toEqual([
      '2026-04-10T12:00:00.000Z',
      '2026-04-11T12:00:00.000Z',
      '2026-04-13T12:00:00.000Z',
      '2026-04-15T12:00:00.000Z',
    ]);
    expect(renewalAttemptAt(end, 4)).toBeNull();
  });

  it('are due from their time on, never while the period runs or after a cancellation', () => {
    const m = member();
    expect(renewalDue(m, d('2026-04-10T11:59:59Z'))).toBe(false);
    expect(renewalDue(m, end)).toBe(true);
    const failed = { ...m, renewalFailures: 1, nextRenewalAttemptAt: d('2026-04-11T12:00:00Z') };
    expect(renewalDue(failed, d('2026-04-11T11:00:00Z'))).toBe(false);
    expect(renewalDue(failed, d('2026-04-11T12:00:00Z'))).toBe(true);
    expect(renewalDue({ ...m, cancelAtPeriodEnd: true }, d('2026-04-11T12:00:00Z'))).toBe(false);
  });

  it('lead to the next period, a retry, or after the fourth failure the end', () => {
    const anchor = d('2026-03-10T12:00:00Z');
    const m = member();
    expect(afterRenewalAttempt(m, anchor, true)).toEqual({ kind: 'renewed', period: { start: end, end: d('2026-05-10T12:00:00Z') } });
    expect(afterRenewalAttempt(m, anchor, false)).toEqual({ kind: 'retry', failures: 1, nextAttemptAt: d('2026-04-11T12:00:00Z') });
    expect(afterRenewalAttempt({ ...m, renewalFailures: 2 }, anchor, false)).toEqual({ kind: 'retry', failures: 3, nextAttemptAt: d('2026-04-15T12:00:00Z') });
    expect(afterRenewalAttempt({ ...m, renewalFailures: 3 }, anchor, false)).toEqual({ kind: 'ended' });
  });
});

describe('the reminder', () => {
  it('is due three days before a renewal, once, and never for a cancelled plan', () => {
    const m = member();
    expect(reminderDue(m, null, d('2026-04-07T11:59:59Z'))).toBe(false);
    expect(reminderDue(m, null, d('2026-04-07T12:00:00Z'))).toBe(true);
    expect(reminderDue(m, d('2026-04-07T12:00:00Z'), d('2026-04-08T00:00:00Z'))).toBe(false);
    expect(reminderDue({ ...m, cancelAtPeriodEnd: true }, null, d('2026-04-08T00:00:00Z'))).toBe(false);
    expect(reminderDue(m, null, d('2026-04-10T12:00:00Z'))).toBe(false);
  });
});

describe('cancel and resume', () => {
  const m = member();
  it('cancels a paid period at its end, a renewal in progress at once, and says why it cannot otherwise', () => {
    expect(cancelDecision(m, d('2026-03-20T00:00:00Z'))).toEqual({ kind: 'at_period_end', endsAt: m.currentPeriodEnd });
    expect(cancelDecision({ ...m, cancelAtPeriodEnd: true }, d('2026-03-20T00:00:00Z'))).toEqual({
      kind: 'refused',
      message: 'Your membership already ends on Apr 10, 2026.',
    });
    expect(cancelDecision({ ...m, renewalFailures: 1 }, d('2026-04-11T00:00:00Z'))).toEqual({ kind: 'now' });
    expect(cancelDecision({ ...m, status: 'ended' }, d('2026-03-20T00:00:00Z'))).toEqual({
      kind: 'refused',
      message: 'You have no active membership to cancel.',
    });
  });
  it('resumes only a cancelled plan before its period ends', () => {
    expect(resumeDecision({ ...m, cancelAtPeriodEnd: true }, d('2026-03-20T00:00:00Z'))).toEqual({ kind: 'resume', renewsAt: m.currentPeriodEnd });
    expect(resumeDecision({ ...m, cancelAtPeriodEnd: true }, d('2026-04-10T12:00:00Z'))).toEqual({
      kind: 'refused',
      message: 'There is no cancelled membership to resume.',
    });
    expect(resumeDecision(m, d('2026-03-20T00:00:00Z'))).toEqual({ kind: 'refused', message: 'Your membership already renews on Apr 10, 2026.' });
  });
});

it('words the renewal for the member', () => {
  const end = d('2026-04-10T12:00:00Z');
  const o = { monthlyPrice: 149, currentPeriodEnd: end, nextAttemptAt: null };
  expect(renewalText({ ...o, state: 'active' }, 'utc')).toBe('Renews on Apr 10, 2026 for $149.');
  expect(renewalText({ ...o, state: 'active', monthlyPrice: 0 }, 'utc')).toBe('Renews on Apr 10, 2026 at no charge.');
  expect(renewalText({ ...o, state: 'active', monthlyPrice: 1299 }, 'utc')).toBe('Renews on Apr 10, 2026 for $1,299.');
  expect(renewalText({ ...o, state: 'ending' }, 'utc')).toBe('Cancelled: your plan ends on Apr 10, 2026 and will not renew.');
  expect(renewalText({ ...o, state: 'renewing' }, 'utc')).toBe('Your renewal payment is being processed.');
  expect(renewalText({ ...o, state: 'past_due', nextAttemptAt: d('2026-04-11T12:00:00Z') }, 'utc')).toBe(
    'Your renewal payment failed. We will try again on Apr 11, 2026.',
  );
});

/**
 * The whole family of histories: a membership driven by any sequence of time passing, renewal attempts
 * that pay or fail, cancellations, resumptions, listings and featured credits, applied as the server
 * applies them (one row per period). Whatever happens, periods never overlap, no period holds more
 * listings or credits than the plan includes, a period is renewed at most once, and a renewal is never
 * charged before it is due nor more often than the schedule allows.
 */
describe('any history of a membership', () => {
  interface Row extends RenewingMembership {
    creditsUsed: number;
    reminderSentAt: Date | null;
    attempts: Date[];
    renewedBy: number;
  }
  type Step =
    | { t: 'wait'; ms: number }
    | { t: 'attempt'; paid: boolean }
    | { t: 'cancel' }
    | { t: 'resume' }
    | { t: 'list' }
    | { t: 'credit' }
    | { t: 'remind' }
    | { t: 'tidy' };
  // Weighted towards what makes histories interesting: short waits, attempts and listings around a renewal.
  const step: fc.Arbitrary<Step> = fc.oneof(
    { arbitrary: fc.record({ t: fc.constant('wait' as const), ms: fc.integer({ min: 0, max: 40 * DAY_MS }) }), weight: 1 },
    { arbitrary: fc.record({ t: fc.constant('wait' as const), ms: fc.integer({ min: 0, max: 3 * DAY_MS }) }), weight: 4 },
    {
      arbitrary: fc.record({
        t: fc.constant('attempt' as const),
        paid: fc.oneof({ arbitrary: fc.constant(false), weight: 3 }, { arbitrary: fc.constant(true), weight: 1 }),
      }),
      weight: 4,
    },
    { arbitrary: fc.constant({ t: 'cancel' as const }), weight: 1 },
    { arbitrary: fc.constant({ t: 'resume' as const }), weight: 1 },
    { arbitrary: fc.constant({ t: 'list' as const }), weight: 4 },
    { arbitrary: fc.constant({ t: 'credit' as const }), weight: 2 },
    { arbitrary: fc.constant({ t: 'remind' as const }), weight: 1 },
    { arbitrary: fc.constant({ t: 'tidy' as const }), weight: 1 },
  );

  it('keeps periods apart and every allowance within the plan', () => {
    fc.assert(
      fc.property(
        fc.date({ min: d('2020-01-01T00:00:00Z'), max: d('2060-01-01T00:00:00Z'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 4 }),
        fc.integer({ min: 0, max: 3 }),
        fc.array(step, { maxLength: 120, size: 'max' }),
        (start, listingsIncluded, featuredCredits, steps) => {
          let now = start;
          const anchor = start;
          const rows: Row[] = [
            {
              status: 'active',
              currentPeriodStart: start,
              currentPeriodEnd: periodEnd(start),
              cancelAtPeriodEnd: false,
              renewalFailures: 0,
              nextRenewalAttemptAt: null,
              creditsUsed: 0,
              reminderSentAt: null,
              attempts: [],
              renewedBy: 0,
            },
          ];
          const listings: Date[] = [];
          const last = () => rows[rows.length - 1]!;
          const setStatus = (status: SubscriptionStatus) => (last().status = status);
          for (const s of steps) {
            const cur = last();
            switch (s.t) {
              case 'wait':
                now = new Date(now.getTime() + s.ms);
                break;
              case 'attempt': {
                if (!renewalDue(cur, now)) break;
                cur.attempts.push(now);
                const out = afterRenewalAttempt(cur, anchor, s.paid);
                if (out.kind === 'renewed') {
                  cur.renewedBy++;
                  setStatus('renewed');
                  rows.push({
                    status: 'active',
                    currentPeriodStart: out.period.start,
                    currentPeriodEnd: out.period.end,
                    cancelAtPeriodEnd: false,
                    renewalFailures: 0,
                    nextRenewalAttemptAt: null,
                    creditsUsed: 0,
                    reminderSentAt: null,
                    attempts: [],
                    renewedBy: 0,
                  });
                } else if (out.kind === 'retry') {
                  cur.renewalFailures = out.failures;
                  cur.nextRenewalAttemptAt = out.nextAttemptAt;
                } else setStatus('ended');
                break;
              }
              case 'cancel': {
                const c = cancelDecision(cur, now);
                if (c.kind === 'at_period_end') cur.cancelAtPeriodEnd = true;
                if (c.kind === 'now') setStatus('cancelled');
                break;
              }
              case 'resume':
                if (resumeDecision(cur, now).kind === 'resume') cur.cancelAtPeriodEnd = false;
                break;
              case 'list': {
                const p = allowancePeriod(cur, anchor, now);
                const used = p ? listings.filter((at) => at >= p.start && at < p.end).length : 0;
                const decision = mayListOneMore(p ? { planName: 'Plan', listingsIncluded, used, periodEnd: p.end } : null);
                if (decision.allowed) listings.push(now);
                break;
              }
              case 'credit':
                if (isCurrent(cur, now) && cur.creditsUsed < featuredCredits) cur.creditsUsed++;
                break;
              case 'remind':
                if (reminderDue(cur, cur.reminderSentAt, now)) cur.reminderSentAt = now;
                break;
              case 'tidy':
                // The job writes down what has already happened: a plan no longer in force ends.
                if (cur.status === 'active' && membershipState(cur, now) === null && now >= cur.currentPeriodEnd!) setStatus('ended');
                break;
            }
          }
          // One row in force at most, and only the latest.
          expect(rows.filter((r) => r.status === 'active').length).toBeLessThanOrEqual(1);
          expect(rows.slice(0, -1).every((r) => r.status === 'renewed')).toBe(true);
          for (let i = 0; i < rows.length; i++) {
            const r = rows[i]!;
            // Each period follows the one before without overlapping it, and lasts a month.
            expect(r.currentPeriodEnd!.getTime()).toBeGreaterThan(r.currentPeriodStart!.getTime());
            if (i > 0) expect(r.currentPeriodStart).toEqual(rows[i - 1]!.currentPeriodEnd);
            // No period holds more listings or credits than the plan includes.
            expect(listings.filter((at) => at >= r.currentPeriodStart! && at < r.currentPeriodEnd!).length).toBeLessThanOrEqual(listingsIncluded);
            expect(r.creditsUsed).toBeLessThanOrEqual(featuredCredits);
            // Renewed at most once; charged no more often than the schedule allows, never before its time.
            expect(r.renewedBy).toBeLessThanOrEqual(1);
            expect(r.attempts.length).toBeLessThanOrEqual(RENEWAL_ATTEMPTS);
            r.attempts.forEach((at, k) => expect(at.getTime()).toBeGreaterThanOrEqual(renewalAttemptAt(r.currentPeriodEnd!, k)!.getTime()));
            // The reminder, when sent, went in the three days before the period's end.
            if (r.reminderSentAt) {
              expect(r.reminderSentAt.getTime()).toBeGreaterThanOrEqual(r.currentPeriodEnd!.getTime() - 3 * DAY_MS);
              expect(r.reminderSentAt.getTime()).toBeLessThan(r.currentPeriodEnd!.getTime());
            }
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
