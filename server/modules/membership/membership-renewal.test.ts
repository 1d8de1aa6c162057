import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { membershipSubscriptions, notifications } from '../../db/schema.ts';
import { fixedClock } from '../../platform/clock.ts';
import { ChargeDeclinedError } from '../../platform/payments/payments.ts';
import type { RenewalCharge } from '../../platform/payments/subscriptions.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { admin, member, type SignedIn } from '../../test/admin.ts';
import { submitListing, subscribeAndVerify } from '../../test/membership-fixtures.ts';
import { DAY_MS } from '../../../domain/membership/membership-renewal.ts';
import { renewDueMemberships, renewMembership } from './renew-memberships.ts';
import { endLapsedMemberships, remindMembership, sendRenewalReminders } from './membership-jobs.ts';

// With the sandbox provider, whose renewals this site's job charges. The clock starts on
// a 31st, so the periods run to Feb 28 and back to Mar 31 (Stripe's monthly dates).
const START = new Date('2031-01-31T10:00:00Z');
const clock = fixedClock(START);
let t: TestApp;
let solo: { id: string };
const charges: RenewalCharge[] = [];
/** Members whose card the sandbox declines at renewal. */
const declined = new Set<string>();

beforeAll(async () => {
  t = await createTestApp({ clock });
  // The sandbox, with its renewals counted and, for some members, declined as a card would be.
  const sandbox = t.deps.payments.subscriptions;
  t.deps.payments = {
    ...t.deps.payments,
    subscriptions: {
      ...sandbox,
      async chargeRenewal(c) {
        charges.push(c);
        if (declined.has(c.userId)) throw new ChargeDeclinedError('Your card was declined.');
        return sandbox.chargeRenewal(c);
      },
    },
  };
  const boss = await admin(t, 'boss@example.com');
  const res = await t.as(boss).post('/api/admin/membership-plans', { name: 'Solo', monthlyPrice: 19, listingsIncluded: 1, featuredCredits: 1 });
  solo = res.json();
}, 240_000);
afterAll(async () => {
  await t.close();
});

const at = (iso: string) => clock.set(new Date(iso));
const get = (user: SignedIn) =>
  t
    .as(user)
    .get('/api/membership')
    .then((r) => r.json().membership);
const rows = (user: SignedIn) =>
  t.database.db.select().from(membershipSubscriptions).where(eq(membershipSubscriptions.userId, user.id)).orderBy(asc(membershipSubscriptions.createdAt));
const mails = async (to: string, subject: string) => (await t.mailer.list()).filter((m) => m.to === to && m.subject === subject);
const noticesOf = (user: SignedIn) => t.database.db.select().from(notifications).where(eq(notifications.userId, user.id));

describe('membership renewals through the sandbox', () => {
  it('renews each month, charging once per period even when the job runs twice at once; the allowance starts again', async () => {
    at('2031-01-31T10:00:00Z');
    const sam = await member(t, 'sam@example.com', 'Sam Renew');
    await subscribeAndVerify(t, sam, solo.id);
    expect(await get(sam)).toMatchObject({
      state: 'active',
      currentPeriodStart: '2031-01-31T10:00:00.000Z',
      currentPeriodEnd: '2031-02-28T10:00:00.000Z',
      nextRenewalAttemptAt: null,
    });
    expect((await submitListing(t, sam, '2003 Honda Accord One', clock.now())).res.statusCode).toBe(201);
    expect((await submitListing(t, sam, '2003 Honda Accord Two', clock.now())).res.json().code).toBe('PLAN_LISTING_LIMIT');

    // Not due before the period's end.
    at('2031-02-28T09:59:59Z');
    await renewDueMemberships(t.deps);
    expect(charges.filter((c) => c.userId === sam.id)).toHaveLength(0);

    at('2031-02-28T10:00:00Z');
    await Promise.all([renewDueMemberships(t.deps), renewDueMemberships(t.deps)]);
    await renewDueMemberships(t.deps);
    expect(charges.filter((c) => c.userId === sam.id)).toEqual([expect.objectContaining({ attempt: 1, amountCents: 1900 })]);
    const periods = await rows(sam);
    expect(periods.map((r) => [r.status, r.currentPeriodStart?.toISOString(), r.currentPeriodEnd?.toISOString()])).toEqual([
      ['renewed', '2031-01-31T10:00:00.000Z', '2031-02-28T10:00:00.000Z'],
      ['active', '2031-02-28T10:00:00.000Z', '2031-03-31T10:00:00.000Z'],
    ]);
    expect(periods[1]).toMatchObject({
      renewalOf: periods[0]!.id,
      providerSubscriptionId: periods[0]!.providerSubscriptionId,
      amountCents: 1900,
      featuredCreditsUsed: 0,
    });
    // An instance that claimed the period before it was renewed finds it no longer due under the lock.
    expect(await renewMembership(t.deps, periods[0]!.id)).toBe(false);
    expect(charges.filter((c) => c.userId === sam.id)).toHaveLength(1);
    expect(await get(sam)).toMatchObject({ state: 'active', currentPeriodEnd: '2031-03-31T10:00:00.000Z', listingsUsed: 0, featuredCreditsLeft: 1 });
    // The new period's listing is allowed again, once.
    expect((await submitListing(t, sam, '2003 Honda Accord Three', clock.now())).res.statusCode).toBe(201);
    expect((await submitListing(t, sam, '2003 Honda Accord Four', clock.now())).res.json().code).toBe('PLAN_LISTING_LIMIT');
  });

  it('cancels to stop at the period’s end, resumes before it, and once cancelled for good ends without a charge', async () => {
    at('2031-01-31T10:00:00Z');
    const cara = await member(t, 'cara@example.com', 'Cara Cancel');
    await subscribeAndVerify(t, cara, solo.id);
    const cancelled = await t.as(cara).post('/api/membership/cancel');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().membership).toMatchObject({ state: 'ending', currentPeriodEnd: '2031-02-28T10:00:00.000Z' });
    const resumed = await t.as(cara).post('/api/membership/resume');
    expect(resumed.json().membership).toMatchObject({ state: 'active' });
    const twice = await t.as(cara).post('/api/membership/resume');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe('Your membership already renews on Feb 28, 2031.');
    await t.as(cara).post('/api/membership/cancel');

    // No reminder for a plan that will not renew, and no charge at its end: it ends.
    at('2031-02-27T10:00:00Z');
    await sendRenewalReminders(t.deps);
    expect(await mails('cara@example.com', 'Your Solo membership renews on Feb 28, 2031')).toHaveLength(0);
    at('2031-02-28T10:00:00Z');
    await renewDueMemberships(t.deps);
    expect(charges.filter((c) => c.userId === cara.id)).toHaveLength(0);
    expect(await get(cara)).toBeNull();
    const late = await t.as(cara).post('/api/membership/resume');
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe('There is no cancelled membership to resume.');
    await endLapsedMemberships(t.deps);
    expect((await rows(cara)).map((r) => [r.status, r.endReason])).toEqual([['ended', 'cancelled']]);
    // Without a plan, the seller lists as before.
    expect((await submitListing(t, cara, '1999 Cara Civic', clock.now())).res.statusCode).toBe(201);
    expect((await submitListing(t, cara, '1999 Cara Civic Again', clock.now())).res.statusCode).toBe(201);
  });

  it('retries a declined renewal 1, 3 and 5 days later, then ends the plan with a notification and a mail', async () => {
    at('2031-01-31T10:00:00Z');
    const dan = await member(t, 'dan@example.com', 'Dan Declined');
    await subscribeAndVerify(t, dan, solo.id);
    declined.add(dan.id);
    const attempts = () => charges.filter((c) => c.userId === dan.id).map((c) => c.attempt);

    at('2031-02-28T10:00:00Z');
    await renewDueMemberships(t.deps);
    expect(attempts()).toEqual([1]);
    expect(await get(dan)).toMatchObject({ state: 'past_due', nextRenewalAttemptAt: '2031-03-01T10:00:00.000Z', featuredCreditsLeft: 0 });
    expect(await mails('dan@example.com', 'We could not renew your Solo membership')).toEqual([
      expect.objectContaining({
        text: expect.stringContaining('We will try again on Mar 1, 2031. If the last of 4 attempts fails, the plan ends and you pay per listing again.'),
      }),
    ]);
    expect((await noticesOf(dan)).map((n) => n.notificationType)).toEqual(['membership_payment_failed']);
    // While it is retried, a listing counts against the period being renewed.
    expect((await submitListing(t, dan, '2004 Dan Accord', clock.now())).res.statusCode).toBe(201);
    expect((await submitListing(t, dan, '2004 Dan Accord Two', clock.now())).res.json()).toMatchObject({
      code: 'PLAN_LISTING_LIMIT',
      error: expect.stringContaining('wait until Mar 31, 2031'),
    });

    // Nothing before each retry's time; one attempt at each.
    for (const [before, when, n] of [
      ['2031-03-01T09:00:00Z', '2031-03-01T10:00:00Z', 2],
      ['2031-03-03T09:00:00Z', '2031-03-03T10:00:00Z', 3],
    ] as const) {
      at(before);
      await renewDueMemberships(t.deps);
      expect(attempts()).toHaveLength(n - 1);
      at(when);
      await Promise.all([renewDueMemberships(t.deps), renewDueMemberships(t.deps)]);
      expect(attempts()).toHaveLength(n);
    }
    expect(await mails('dan@example.com', 'We could not renew your Solo membership')).toHaveLength(1);

    at('2031-03-05T10:00:00Z');
    await renewDueMemberships(t.deps);
    await renewDueMemberships(t.deps);
    expect(attempts()).toEqual([1, 2, 3, 4]);
    expect(await get(dan)).toBeNull();
    expect((await rows(dan)).map((r) => [r.status, r.endReason, r.renewalFailures])).toEqual([['ended', 'payment_failed', 4]]);
    const ended = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, dan.id), eq(notifications.notificationType, 'membership_ended')));
    expect(ended).toHaveLength(1);
    const list = (await t.as(dan).get('/api/notifications')).json();
    expect(list.items.map((i: { text: string }) => i.text)).toEqual([
      'Your Solo membership has ended: its renewal could not be charged',
      'The payment to renew your Solo membership failed; we will try again',
    ]);
    expect(await mails('dan@example.com', 'Your Solo membership has ended')).toEqual([
      expect.objectContaining({
        text: expect.stringContaining('the renewal of your Solo plan could not be charged, so the plan has ended and you pay per listing again'),
      }),
    ]);
  });

  it('mails the reminder three days before the renewal, once', async () => {
    at('2031-01-31T10:00:00Z');
    const rita = await member(t, 'rita@example.com', 'Rita Reminder');
    await subscribeAndVerify(t, rita, solo.id);
    const subject = 'Your Solo membership renews on Feb 28, 2031';
    clock.set(new Date(Date.parse('2031-02-25T10:00:00Z') - 1));
    await sendRenewalReminders(t.deps);
    expect(await mails('rita@example.com', subject)).toHaveLength(0);
    at('2031-02-25T10:00:00Z');
    await Promise.all([sendRenewalReminders(t.deps), sendRenewalReminders(t.deps)]);
    clock.advance(DAY_MS);
    await sendRenewalReminders(t.deps);
    const [row] = await rows(rita);
    expect(await remindMembership(t.deps, row!.id)).toBe(false);
    expect(await mails('rita@example.com', subject)).toEqual([
      expect.objectContaining({
        text: expect.stringContaining('Hi Rita Reminder, your Solo plan renews on Feb 28, 2031 and $19 will be charged to the card you subscribed with.'),
      }),
    ]);
    // The next period has its own reminder.
    at('2031-02-28T10:00:00Z');
    await renewDueMemberships(t.deps);
    at('2031-03-28T10:00:00Z');
    await sendRenewalReminders(t.deps);
    expect(await mails('rita@example.com', 'Your Solo membership renews on Mar 31, 2031')).toHaveLength(1);
  });

  it('gives up a renewal being retried at once when the member cancels', async () => {
    at('2031-01-31T10:00:00Z');
    const gus = await member(t, 'gus@example.com', 'Gus GiveUp');
    await subscribeAndVerify(t, gus, solo.id);
    declined.add(gus.id);
    at('2031-02-28T10:00:00Z');
    await renewDueMemberships(t.deps);
    const res = await t.as(gus).post('/api/membership/cancel');
    expect(res.json()).toEqual({ membership: null });
    at('2031-03-01T10:00:00Z');
    await renewDueMemberships(t.deps);
    expect(charges.filter((c) => c.userId === gus.id)).toHaveLength(1);
    expect((await rows(gus)).map((r) => r.status)).toEqual(['cancelled']);
  });

  it('lets a renewal with no outcome a week after its date lapse (a provider that never answered)', async () => {
    at('2031-01-31T10:00:00Z');
    const lou = await member(t, 'lou@example.com', 'Lou Lapsed');
    await subscribeAndVerify(t, lou, solo.id);
    // A period billed by a provider that is no longer in force: nobody here charges it.
    await t.database.db
      .update(membershipSubscriptions)
      .set({ provider: 'stripe', providerSubscriptionId: 'sub_gone' })
      .where(eq(membershipSubscriptions.userId, lou.id));
    at('2031-03-07T09:59:59Z');
    await renewDueMemberships(t.deps);
    await endLapsedMemberships(t.deps);
    expect(await get(lou)).toMatchObject({ state: 'renewing' });
    at('2031-03-07T10:00:00Z');
    expect(await get(lou)).toBeNull();
    await endLapsedMemberships(t.deps);
    expect((await rows(lou)).map((r) => [r.status, r.endReason])).toEqual([['ended', 'lapsed']]);
    expect(charges.filter((c) => c.userId === lou.id)).toHaveLength(0);
  });
});
