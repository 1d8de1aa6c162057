import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { auctions, membershipSubscriptions } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { admin, member, type SignedIn } from '../../test/admin.ts';
import type { ListingDraftData } from '../../../domain/listing-input.ts';
import { formatShortDate } from '../../../domain/format.ts';

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
  const create = (body: object) => t.app.inject({ method: 'POST', url: '/api/admin/membership-plans', headers: { cookie: boss.cookie }, payload: body }).then((r) => r.json());
  solo = await create({ name: 'Solo', monthlyPrice: 19, listingsIncluded: 1, featuredCredits: 2, displayOrder: 1 });
  fleet = await create({ name: 'Fleet', monthlyPrice: 249, listingsIncluded: 50, featuredCredits: 10, displayOrder: 2 });
}, 240_000);
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: object | undefined, user: SignedIn | null) =>
  t.app.inject({ method: 'POST', url, headers: user ? { cookie: user.cookie } : {}, ...(payload && { payload }) });
const get = (url: string, user: SignedIn | null) => t.app.inject({ method: 'GET', url, headers: user ? { cookie: user.cookie } : {} });
const form = { 'content-type': 'application/x-www-form-urlencoded' };

/** Subscribes through the sandbox checkout and follows it back; returns where it came back to. */
async function subscribe(user: SignedIn, planId: string, outcome: 'authorize' | 'cancel' = 'authorize') {
  const res = await post('/api/membership/subscribe', { planId }, user);
  expect(res.statusCode, res.body).toBe(200);
  const { url } = res.json<{ url: string }>();
  expect(url).toMatch(/^\/sandbox\/checkout\/cs_sandbox_/);
  const back = await t.app.inject({ method: 'POST', url: `${url}/${outcome}`, headers: form, payload: '' });
  expect(back.statusCode).toBe(303);
  return { sessionId: url.split('/').pop()!, location: new URL(back.headers.location as string, 'http://x') };
}

async function submitListing(user: SignedIn, title: string) {
  const draft = (await post('/api/listing-drafts', { data: {} }, user)).json<{ id: string }>().id;
  const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 40, g: 120, b: 200 } } }).jpeg().toBuffer();
  const boundary = '----plan-test';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
    photo,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const up = await t.app.inject({ method: 'POST', url: `/api/listing-drafts/${draft}/uploads`, headers: { cookie: user.cookie, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
  const data: ListingDraftData = {
    listingType: 'auction',
    category: 'cars',
    title,
    description: 'One owner.',
    year: 2003,
    make: 'Honda',
    model: 'Accord',
    mileage: 81_000,
    vin: '1HGCM82633A004352',
    location: 'Austin, TX',
    titleStatus: 'Clean',
    lienExists: 'no',
    hasFlaws: 'no',
    isModified: 'no',
    sellerType: 'business',
    companyName: 'Accord Autos',
    contactName: 'Pat',
    contactPhone: '555-0100',
    startingPrice: 2000,
    startTime: new Date(Date.now() + 2 * 86_400_000).toISOString(),
    durationDays: 5,
    media: [{ kind: 'image', url: up.json<{ url: string }>().url, category: 'exterior' }],
  };
  await t.app.inject({ method: 'PUT', url: `/api/listing-drafts/${draft}`, headers: { cookie: user.cookie }, payload: { data } });
  return { draft, res: await post(`/api/listing-drafts/${draft}/submit`, undefined, user) };
}

describe('membership', () => {
  it('lists the active plans to anybody; my membership needs a session and is null without one', async () => {
    const plans = (await get('/api/membership-plans', null)).json().plans;
    expect(plans.map((p: { name: string }) => p.name)).toEqual(['Solo', 'Fleet']);
    expect((await get('/api/membership', null)).statusCode).toBe(401);
    expect((await get('/api/membership', seller)).json()).toEqual({ membership: null });
    expect((await post('/api/membership/subscribe', { planId: solo.id }, null)).statusCode).toBe(401);
    expect((await post('/api/membership/subscribe', { planId: '00000000-0000-4000-8000-000000000000' }, seller)).statusCode).toBe(404);
  });

  it('a cancelled checkout starts nothing', async () => {
    const { location } = await subscribe(seller, solo.id, 'cancel');
    expect(location.pathname).toBe('/my-auctions');
    expect(location.searchParams.get('membership_cancelled')).toBe('true');
    const subscriptionId = location.searchParams.get('subscription_id')!;
    expect((await post('/api/membership/checkout/cancel', { subscription_id: subscriptionId }, other)).json()).toMatchObject({ status: 'failed' });
    expect((await post('/api/membership/checkout/cancel', { subscription_id: subscriptionId }, seller)).json()).toEqual({ status: 'cancelled', planName: 'Solo' });
    expect((await get('/api/membership', seller)).json().membership).toBeNull();
  });

  it('subscribes through the sandbox checkout: the verified return starts a month of the plan', async () => {
    const { sessionId, location } = await subscribe(seller, solo.id);
    expect(`${location.pathname}${location.search}`).toBe(`/my-auctions?membership_success=true&session_id=${sessionId}`);
    // Nobody else can claim it; it is never a bidder authorization.
    expect((await post('/api/membership/checkout/verify', { session_id: sessionId }, other)).json()).toMatchObject({ status: 'failed' });
    expect((await post('/api/authorizations/verify', { session_id: sessionId }, seller)).statusCode).toBe(400);
    const verified = (await post('/api/membership/checkout/verify', { session_id: sessionId }, seller)).json();
    expect(verified).toMatchObject({ status: 'active', planName: 'Solo' });
    // Verifying twice changes nothing.
    expect((await post('/api/membership/checkout/verify', { session_id: sessionId }, seller)).json()).toEqual(verified);
    const m = (await get('/api/membership', seller)).json().membership;
    expect(m).toMatchObject({ planName: 'Solo', status: 'active', monthlyPrice: 19, listingsIncluded: 1, listingsUsed: 0, featuredCredits: 2, featuredCreditsLeft: 2 });
    const days = (Date.parse(m.currentPeriodEnd) - Date.parse(m.currentPeriodStart)) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(28);
    expect(days).toBeLessThanOrEqual(31);
    const [row] = await t.database.db.select().from(membershipSubscriptions).where(eq(membershipSubscriptions.checkoutSessionId, sessionId));
    expect(row).toMatchObject({ status: 'active', amountCents: 1900, provider: 'sandbox' });
  });

  it('counts listing submissions against the plan and refuses the one beyond it, keeping the draft', async () => {
    const first = await submitListing(seller, '2003 Honda Accord One');
    expect(first.res.statusCode, first.res.body).toBe(201);
    expect((await get('/api/membership', seller)).json().membership).toMatchObject({ listingsUsed: 1, listingsIncluded: 1 });
    const before = (await t.database.db.select().from(auctions)).length;
    const second = await submitListing(seller, '2003 Honda Accord Two');
    expect(second.res.statusCode).toBe(400);
    const end = (await get('/api/membership', seller)).json().membership.currentPeriodEnd;
    expect(second.res.json()).toMatchObject({
      code: 'PLAN_LISTING_LIMIT',
      error: `Your Solo plan includes 1 listing a month; you have used them all. Upgrade your plan or wait until ${formatShortDate(Date.parse(end), 'utc')}.`,
    });
    expect((await t.database.db.select().from(auctions)).length).toBe(before);
    expect((await get(`/api/listing-drafts/${second.draft}`, seller)).statusCode).toBe(200);
    // A seller without a plan lists as before.
    expect((await submitListing(other, '1999 Other Accord')).res.statusCode).toBe(201);
    expect((await submitListing(other, '1999 Other Accord Again')).res.statusCode).toBe(201);
  });

  it('an upgrade replaces the plan at once and the waiting draft goes through', async () => {
    await subscribe(seller, fleet.id).then(({ sessionId }) => post('/api/membership/checkout/verify', { session_id: sessionId }, seller));
    const m = (await get('/api/membership', seller)).json().membership;
    expect(m).toMatchObject({ planName: 'Fleet', listingsIncluded: 50 });
    const active = await t.database.db.select().from(membershipSubscriptions).where(eq(membershipSubscriptions.userId, seller.id));
    expect(active.filter((s) => s.status === 'active')).toHaveLength(1);
    expect((await submitListing(seller, '2003 Honda Accord Three')).res.statusCode).toBe(201);
  });

  it('cancels: the membership ends and the seller lists per listing again', async () => {
    expect((await post('/api/membership/cancel', undefined, null)).statusCode).toBe(401);
    const res = await post('/api/membership/cancel', undefined, seller);
    expect(res.statusCode).toBe(200);
    expect((await get('/api/membership', seller)).json()).toEqual({ membership: null });
    const again = await post('/api/membership/cancel', undefined, seller);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('You have no active membership to cancel.');
  });

  it('a deactivated plan cannot be subscribed to', async () => {
    await t.app.inject({ method: 'PATCH', url: `/api/admin/membership-plans/${solo.id}`, headers: { cookie: boss.cookie }, payload: { isActive: false } });
    const res = await post('/api/membership/subscribe', { planId: solo.id }, other);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('This plan is not available.');
  });
});
