import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auctions, membershipSubscriptions } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { admin, member, type SignedIn } from '../../test/admin.ts';
import { submitListing as submitListingAs, subscribeInSandbox } from '../../test/membership-fixtures.ts';
import { formatShortDate } from '../../../domain/shared/format.ts';

let t: TestApp;
let boss: SignedIn;
let seller: SignedIn;
let other: SignedIn;
let solo: { id: string };
let fleet: { id: string };
beforeAll(async () => {
  t = await createTestApp();
  boss = await admin(t, 'boss@example.com', 'Boss Admin');
  seller = await member(t, 'seller@example.com', 'Sam Seller');
  other = await member(t, 'other@example.com', 'Otto Other');
  const create = (body: object) =>
    t
      .as(boss)
      .post('/api/admin/membership-plans', body)
      .then((r) => r.json());
  solo = await create({ name: 'Solo', monthlyPrice: 19, listingsIncluded: 1, featuredCredits: 2, displayOrder: 1 });
  fleet = await create({ name: 'Fleet', monthlyPrice: 249, listingsIncluded: 50, featuredCredits: 10, displayOrder: 2 });
}, 240_000);
afterAll(async () => {
  await t.close();
});

const subscribe = (user: SignedIn, planId: string, outcome: 'authorize' | 'cancel' = 'authorize') => subscribeInSandbox(t, user, planId, outcome);
const submitListing = (user: SignedIn, title: string) => submitListingAs(t, user, title);

describe('membership', () => {
  it('lists the active plans to anybody; my membership needs a session and is null without one', async () => {
    const plans = (await t.anonymous.get('/api/membership-plans')).json().plans;
    expect(plans.map((p: { name: string }) => p.name)).toEqual(['Solo', 'Fleet']);
    expect((await t.anonymous.get('/api/membership')).statusCode).toBe(401);
    expect((await t.as(seller).get('/api/membership')).json()).toEqual({ membership: null });
    expect((await t.anonymous.post('/api/membership/subscribe', { planId: solo.id })).statusCode).toBe(401);
    expect((await t.as(seller).post('/api/membership/subscribe', { planId: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
  });

  it('a cancelled checkout starts nothing', async () => {
    const { location } = await subscribe(seller, solo.id, 'cancel');
    expect(location.pathname).toBe('/my-auctions');
    expect(location.searchParams.get('membership_cancelled')).toBe('true');
    const subscriptionId = location.searchParams.get('subscription_id')!;
    expect((await t.as(other).post('/api/membership/checkout/cancel', { subscription_id: subscriptionId })).json()).toMatchObject({ status: 'failed' });
    expect((await t.as(seller).post('/api/membership/checkout/cancel', { subscription_id: subscriptionId })).json()).toEqual({
      status: 'cancelled',
      planName: 'Solo',
    });
    expect((await t.as(seller).get('/api/membership')).json().membership).toBeNull();
  });

  it('subscribes through the sandbox checkout: the verified return starts a month of the plan', async () => {
    const { sessionId, location } = await subscribe(seller, solo.id);
    expect(`${location.pathname}${location.search}`).toBe(`/my-auctions?membership_success=true&session_id=${sessionId}`);
    // Nobody else can claim it; it is never a bidder authorization.
    expect((await t.as(other).post('/api/membership/checkout/verify', { session_id: sessionId })).json()).toMatchObject({ status: 'failed' });
    expect((await t.as(seller).post('/api/authorizations/verify', { session_id: sessionId })).statusCode).toBe(400);
    const verified = (await t.as(seller).post('/api/membership/checkout/verify', { session_id: sessionId })).json();
    expect(verified).toMatchObject({ status: 'active', planName: 'Solo' });
    // Verifying twice changes nothing.
    expect((await t.as(seller).post('/api/membership/checkout/verify', { session_id: sessionId })).json()).toEqual(verified);
    const m = (await t.as(seller).get('/api/membership')).json().membership;
    expect(m).toMatchObject({
      planName: 'Solo',
      status: 'active',
      monthlyPrice: 19,
      listingsIncluded: 1,
      listingsUsed: 0,
      featuredCredits: 2,
      featuredCreditsLeft: 2,
    });
    const days = (Date.parse(m.currentPeriodEnd) - Date.parse(m.currentPeriodStart)) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(28);
    expect(days).toBeLessThanOrEqual(31);
    const [row] = await t.database.db.select().from(membershipSubscriptions).where(eq(membershipSubscriptions.checkoutSessionId, sessionId));
    expect(row).toMatchObject({ status: 'active', amountCents: 1900, provider: 'sandbox' });
  });

  it('counts listing submissions against the plan and refuses the one beyond it, keeping the draft', async () => {
    const first = await submitListing(seller, '2003 Honda Accord One');
    expect(first.res.statusCode, first.res.body).toBe(201);
    expect((await t.as(seller).get('/api/membership')).json().membership).toMatchObject({ listingsUsed: 1, listingsIncluded: 1 });
    const before = (await t.database.db.select().from(auctions)).length;
    const second = await submitListing(seller, '2003 Honda Accord Two');
    expect(second.res.statusCode).toBe(400);
    const end = (await t.as(seller).get('/api/membership')).json().membership.currentPeriodEnd;
    expect(second.res.json()).toMatchObject({
      code: 'PLAN_LISTING_LIMIT',
      error: `Your Solo plan includes 1 listing a month; you have used them all. Upgrade your plan or wait until ${formatShortDate(Date.parse(end), 'utc')}.`,
    });
    expect((await t.database.db.select().from(auctions)).length).toBe(before);
    expect((await t.as(seller).get(`/api/listing-drafts/${second.draft}`)).statusCode).toBe(200);
    // A seller without a plan lists as before.
    expect((await submitListing(other, '1999 Other Accord')).res.statusCode).toBe(201);
    expect((await submitListing(other, '1999 Other Accord Again')).res.statusCode).toBe(201);
  });

  it('an upgrade replaces the plan at once and the waiting draft goes through', async () => {
    await subscribe(seller, fleet.id).then(({ sessionId }) => t.as(seller).post('/api/membership/checkout/verify', { session_id: sessionId }));
    const m = (await t.as(seller).get('/api/membership')).json().membership;
    expect(m).toMatchObject({ planName: 'Fleet', listingsIncluded: 50 });
    const active = await t.database.db.select().from(membershipSubscriptions).where(eq(membershipSubscriptions.userId, seller.id));
    expect(active.filter((s) => s.status === 'active')).toHaveLength(1);
    expect((await submitListing(seller, '2003 Honda Accord Three')).res.statusCode).toBe(201);
  });

  it('cancels: the plan runs to its period’s end and does not renew (issue 25 item 23)', async () => {
    expect((await t.anonymous.post('/api/membership/cancel')).statusCode).toBe(401);
    const res = await t.as(seller).post('/api/membership/cancel');
    expect(res.statusCode, res.body).toBe(200);
    const m = res.json().membership;
    expect(m).toMatchObject({ planName: 'Fleet', state: 'ending' });
    expect((await t.as(seller).get('/api/membership')).json().membership).toEqual(m);
    const again = await t.as(seller).post('/api/membership/cancel');
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(`Your membership already ends on ${formatShortDate(Date.parse(m.currentPeriodEnd), 'utc')}.`);
    expect((await t.as(other).post('/api/membership/cancel')).json()).toMatchObject({
      code: 'NO_MEMBERSHIP',
      error: 'You have no active membership to cancel.',
    });
  });

  it('a deactivated plan cannot be subscribed to', async () => {
    await t.as(boss).patch(`/api/admin/membership-plans/${solo.id}`, { isActive: false });
    const res = await t.as(other).post('/api/membership/subscribe', { planId: solo.id });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('This plan is not available.');
  });
});
