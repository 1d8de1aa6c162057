import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { adminAuditLog, membershipPlans, membershipSubscriptions } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { admin, member, type SignedIn } from '../../test/admin.ts';

let t: TestApp;
let boss: SignedIn;
let mel: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  boss = await admin(t, 'boss@example.com', 'Boss Admin');
  mel = await member(t, 'mel@example.com', 'Mel Member');
}, 240_000);
afterAll(async () => {
  await t.close();
});

const audits = async (entityId: string) =>
  (await t.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, entityId))).sort((a, b) => +a.createdAt - +b.createdAt);
const plans = () => t.database.db.select().from(membershipPlans);

describe('admin membership plans', () => {
  it('creates a plan with its audit entry, and the public list shows it while active', async () => {
    const res = await t
      .as(boss)
      .post('/api/admin/membership-plans', { name: ' Dealer ', monthlyPrice: 99, listingsIncluded: 25, featuredCredits: 3, description: 'For dealers.' });
    expect(res.statusCode, res.body).toBe(201);
    const plan = res.json();
    expect(plan).toMatchObject({
      name: 'Dealer',
      monthlyPrice: 99,
      listingsIncluded: 25,
      featuredCredits: 3,
      isActive: true,
      subscribers: 0,
      subscriptions: 0,
    });
    const [entry] = await audits(plan.id);
    expect(entry).toMatchObject({
      actorId: boss.id,
      action: 'plan.create',
      entity: 'membership_plan',
      after: { name: 'Dealer', monthlyPrice: 99, listingsIncluded: 25, featuredCredits: 3, isActive: true },
    });
    const pub = (await t.anonymous.get('/api/membership-plans')).json().plans;
    expect(pub).toEqual([{ id: plan.id, name: 'Dealer', description: 'For dealers.', monthlyPrice: 99, listingsIncluded: 25, featuredCredits: 3 }]);
    const list = (await t.as(boss).get('/api/admin/membership-plans')).json().plans;
    expect(list.map((p: { name: string }) => p.name)).toEqual(['Dealer']);
  });

  it.each([
    [{}, 'Please enter a plan name.'],
    [{ name: 'x'.repeat(81), monthlyPrice: 1, listingsIncluded: 1 }, 'The plan name must be at most 80 characters.'],
    [{ name: 'Half', monthlyPrice: 9.5, listingsIncluded: 1 }, 'Monthly price must be a whole number.'],
    [{ name: 'Huge', monthlyPrice: 100_001, listingsIncluded: 1 }, 'Monthly price must be at most 100,000.'],
    [{ name: 'Many', monthlyPrice: 10, listingsIncluded: 10_001 }, 'Listings included must be at most 10,000.'],
    [{ name: 'Stars', monthlyPrice: 10, listingsIncluded: 1, featuredCredits: -1 }, 'Featured credits must be at least 0.'],
  ])('refuses %o with "%s" (400) and changes nothing', async (body, message) => {
    const before = await plans();
    const auditBefore = (await t.database.db.select().from(adminAuditLog)).length;
    const res = await t.as(boss).post('/api/admin/membership-plans', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: message, code: 'INVALID_PLAN' });
    expect(await plans()).toEqual(before);
    expect(await t.database.db.select().from(adminAuditLog)).toHaveLength(auditBefore);
  });

  it('refuses a second plan of the same name, whatever its case', async () => {
    const res = await t.as(boss).post('/api/admin/membership-plans', { name: 'dealer', monthlyPrice: 10, listingsIncluded: 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('A plan with this name already exists.');
  });

  it('edits, deactivates and activates, each audited with before and after; a bad edit changes nothing', async () => {
    const plan = (await t.as(boss).post('/api/admin/membership-plans', { name: 'Starter', monthlyPrice: 19, listingsIncluded: 3 })).json();
    const edited = await t.as(boss).patch(`/api/admin/membership-plans/${plan.id}`, { monthlyPrice: 29, listingsIncluded: 5 });
    expect(edited.json()).toMatchObject({ monthlyPrice: 29, listingsIncluded: 5, isActive: true });
    const bad = await t.as(boss).patch(`/api/admin/membership-plans/${plan.id}`, { monthlyPrice: -1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Monthly price must be at least 0.');
    expect((await t.as(boss).patch(`/api/admin/membership-plans/${plan.id}`, {})).json().error).toBe('Nothing to change.');
    await t.as(boss).patch(`/api/admin/membership-plans/${plan.id}`, { isActive: false });
    const pub = (await t.anonymous.get('/api/membership-plans')).json().plans;
    expect(pub.map((p: { name: string }) => p.name)).not.toContain('Starter');
    await t.as(boss).patch(`/api/admin/membership-plans/${plan.id}`, { isActive: true });
    expect((await audits(plan.id)).map((e) => [e.action, e.before, e.after])).toEqual([
      ['plan.create', null, expect.objectContaining({ monthlyPrice: 19 })],
      ['plan.update', { monthlyPrice: 19, listingsIncluded: 3 }, { monthlyPrice: 29, listingsIncluded: 5 }],
      ['plan.deactivate', { isActive: true }, { isActive: false }],
      ['plan.activate', { isActive: false }, { isActive: true }],
    ]);
    expect((await t.as(boss).patch('/api/admin/membership-plans/00000000-0000-4000-8000-000000000000', { isActive: false })).statusCode).toBe(404);
  });

  it('deletes a plan nobody subscribed to, and refuses one with subscriptions (deactivate instead)', async () => {
    const spare = (await t.as(boss).post('/api/admin/membership-plans', { name: 'Spare', monthlyPrice: 5, listingsIncluded: 1 })).json();
    expect((await t.as(boss).delete(`/api/admin/membership-plans/${spare.id}`)).statusCode).toBe(204);
    expect((await audits(spare.id)).map((e) => e.action)).toEqual(['plan.create', 'plan.delete']);

    const taken = (await t.as(boss).post('/api/admin/membership-plans', { name: 'Taken', monthlyPrice: 5, listingsIncluded: 1 })).json();
    await t.database.db
      .insert(membershipSubscriptions)
      .values({ userId: mel.id, planId: taken.id, amountCents: 500, provider: 'sandbox', checkoutSessionId: 'cs_x', status: 'cancelled' });
    const refused = await t.as(boss).delete(`/api/admin/membership-plans/${taken.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatch(/^This plan has subscriptions, so it cannot be deleted\. Deactivate it instead/);
    const row = (await t.as(boss).get('/api/admin/membership-plans')).json().plans.find((p: { id: string }) => p.id === taken.id);
    expect(row).toMatchObject({ subscriptions: 1, subscribers: 0 });
    expect((await audits(taken.id)).map((e) => e.action)).toEqual(['plan.create']);
  });

  it('counts as subscribers the memberships in force now, not those whose month is over', async () => {
    const plan = (await t.as(boss).post('/api/admin/membership-plans', { name: 'Counted', monthlyPrice: 10, listingsIncluded: 2 })).json();
    const day = 86_400_000;
    const base = { planId: plan.id, amountCents: 1000, provider: 'sandbox', status: 'active' as const };
    await t.database.db.insert(membershipSubscriptions).values([
      {
        ...base,
        userId: mel.id,
        checkoutSessionId: 'cs_now',
        currentPeriodStart: new Date(Date.now() - day),
        currentPeriodEnd: new Date(Date.now() + 29 * day),
      },
      {
        ...base,
        userId: boss.id,
        checkoutSessionId: 'cs_over',
        currentPeriodStart: new Date(Date.now() - 40 * day),
        currentPeriodEnd: new Date(Date.now() - 10 * day),
      },
    ]);
    const row = (await t.as(boss).get('/api/admin/membership-plans')).json().plans.find((p: { id: string }) => p.id === plan.id);
    expect(row).toMatchObject({ subscribers: 1, subscriptions: 2 });
  });

  it('is for admins only: a member gets 403 and changes nothing', async () => {
    const before = await plans();
    for (const [method, url, body] of [
      ['GET', '/api/admin/membership-plans', undefined],
      ['POST', '/api/admin/membership-plans', { name: 'Mine', monthlyPrice: 1, listingsIncluded: 1 }],
      ['PATCH', `/api/admin/membership-plans/${before[0]!.id}`, { isActive: false }],
      ['DELETE', `/api/admin/membership-plans/${before[0]!.id}`, undefined],
    ] as const) {
      const res = await t.as(mel).request({ method, url, payload: body });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await plans()).toEqual(before);
  });
});
