import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { auctions, featuredListingPayments, notifications, userRoles } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { fixedClock } from '../../platform/clock.ts';
import { makeAuction, makeUser, type TestUser } from '../../test/auction-fixtures.ts';
import { startScheduledAuctions } from '../auction-engine/start-scheduled.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const clock = fixedClock(new Date('2026-11-23T12:00:00Z'));
let t: TestApp;
let admin: TestUser;
let seller: TestUser;
let member: TestUser;

beforeAll(async () => {
  t = await createTestApp({ clock });
  admin = await makeUser(t, 'Queue Admin');
  await t.database.db.insert(userRoles).values({ userId: admin.id, role: 'admin' });
  seller = await makeUser(t, 'Queue Seller');
  member = await makeUser(t, 'Queue Member');
});
afterAll(async () => {
  await t.close();
});

const pending = (title: string, over: Partial<typeof auctions.$inferInsert> = {}) =>
  makeAuction(
    t,
    seller.id,
    { title, status: 'pending_approval', startTime: new Date(clock.now().getTime() + DAY), endTime: new Date(clock.now().getTime() + 8 * DAY), ...over },
    clock.now(),
  );

const row = async (id: string) => (await t.database.db.select().from(auctions).where(eq(auctions.id, id)))[0]!;
const queueIds = async () => ((await t.as(admin).get('/api/admin/approvals')).json() as { items: { id: string }[] }).items.map((i) => i.id);
/** The seller's notifications about one listing, as the bell lists them (GET /api/notifications). */
const noticesAbout = async (id: string) => {
  const rows = await t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, seller.id), sql`${notifications.notificationData}->>'auction_id' = ${id}`));
  const listed = (
    (await t.as(seller).get('/api/notifications')).json() as {
      items: { id: string; type: string; text: string; link: string | null; senderName: string | null }[];
    }
  ).items;
  return rows.map((r) => listed.find((i) => i.id === r.id));
};
const noticeAbout = async (id: string) => (await noticesAbout(id))[0];
const mailsTo = async (email: string) => (await t.mailer.list()).filter((m) => m.to === email);

describe('admin approval routes are guarded on the server', () => {
  it('answers 401 to anonymous callers and 403 to members on every route', async () => {
    const id = await pending('Guarded listing');
    const routes: [method: 'GET' | 'POST', url: string, body?: unknown][] = [
      ['GET', '/api/admin/approvals'],
      ['POST', `/api/admin/approvals/${id}/approve`],
      ['POST', `/api/admin/approvals/${id}/reject`, { reason: 'No' }],
      // Even with a bad body or id, who is asking is decided first.
      ['POST', `/api/admin/approvals/not-a-uuid/reject`, {}],
    ];
    for (const [method, url, body] of routes) {
      const anon = await t.anonymous.request({ method, url, payload: body });
      expect(anon.statusCode, `${method} ${url}`).toBe(401);
      const denied = await t.as(member).request({ method, url, payload: body });
      expect(denied.statusCode, `${method} ${url}`).toBe(403);
      expect(denied.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
    expect((await row(id)).status).toBe('pending_approval');
  });
});

describe('the approval queue', () => {
  it('lists new listings and renewals awaiting approval, oldest first, with the seller and a link', async () => {
    const listing = await pending('1970 Plymouth Superbird');
    const original = await makeAuction(
      t,
      seller.id,
      { title: '1988 Porsche 959', status: 'ended', reservePrice: 900_000, currentBid: 700_000, endTime: new Date(clock.now().getTime() - DAY) },
      clock.now(),
    );
    const renewal = await makeAuction(
      t,
      seller.id,
      {
        title: '1988 Porsche 959',
        status: 'scheduled',
        startingPrice: 0,
        originalAuctionId: original,
        renewalRequestedAt: clock.now(),
        startTime: new Date(clock.now().getTime() + 2 * DAY),
        endTime: new Date(clock.now().getTime() + 9 * DAY),
      },
      clock.now(),
    );
    const approvedScheduled = await makeAuction(t, seller.id, { title: 'Already scheduled', status: 'scheduled' }, clock.now());
    const res = await t.as(admin).get('/api/admin/approvals');
    expect(res.statusCode).toBe(200);
    const items = (res.json() as { items: { id: string; kind: string; path: string; seller: { email: string }; original: { id: string } | null }[] }).items;
    const l = items.find((i) => i.id === listing)!;
    const r = items.find((i) => i.id === renewal)!;
    expect(l).toMatchObject({ kind: 'listing', seller: { email: seller.email }, original: null });
    expect(l.path).toMatch(/^\/auction\//);
    expect(r).toMatchObject({ kind: 'renewal', original: { id: original } });
    expect(items.some((i) => i.id === approvedScheduled || i.id === original)).toBe(false);
    // The admin sees the listing as buyers will: its detail page answers.
    const detail = await t.as(admin).get(`/api/auction-detail/${encodeURIComponent(l.path.replace('/auction/', ''))}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.body).toContain('1970 Plymouth Superbird');
  });
});

describe('approve', () => {
  it('makes a new listing scheduled, then the start job makes it active at its start time; the seller is mailed', async () => {
    const id = await pending('1965 Shelby Cobra replica');
    const res = await t.as(admin).post(`/api/admin/approvals/${id}/approve`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'scheduled', featured: false });
    expect((await row(id)).status).toBe('scheduled');
    expect(await queueIds()).not.toContain(id);
    const mail = (await mailsTo(seller.email)).find((m) => m.subject === 'Approved: 1965 Shelby Cobra replica');
    expect(mail?.text).toContain('has been approved');
    // ...and a notification in the bell, from the site, linking to the listing.
    const notice = await noticeAbout(id);
    expect(notice).toMatchObject({
      type: 'listing_approved',
      senderName: null,
      text: 'Your listing 1965 Shelby Cobra replica was approved',
      link: expect.stringMatching(/^\/auction\//),
    });
    expect(await noticesAbout(id)).toHaveLength(1);

    clock.advance(DAY + 1000);
    await startScheduledAuctions(t.deps);
    expect((await row(id)).status).toBe('active');
    clock.advance(-(DAY + 1000));
  });

  it('starts at once a listing whose start time has come', async () => {
    const id = await pending('Start now', { startTime: new Date(clock.now().getTime() - HOUR) });
    expect((await t.as(admin).post(`/api/admin/approvals/${id}/approve`)).json()).toEqual({ status: 'active', featured: false });
  });

  it('approves a renewal by setting renewal_approved_at; it starts at its start time', async () => {
    const original = await makeAuction(t, seller.id, { title: 'Renewed Corvette', status: 'ended', reservePrice: 50_000, currentBid: 40_000 }, clock.now());
    const id = await makeAuction(
      t,
      seller.id,
      {
        title: 'Renewed Corvette',
        status: 'scheduled',
        startingPrice: 0,
        originalAuctionId: original,
        renewalRequestedAt: clock.now(),
        startTime: new Date(clock.now().getTime() + DAY),
        endTime: new Date(clock.now().getTime() + 8 * DAY),
      },
      clock.now(),
    );
    clock.advance(2 * DAY);
    // Not approved: the start job leaves it alone.
    await startScheduledAuctions(t.deps);
    expect((await row(id)).status).toBe('scheduled');
    const res = await t.as(admin).post(`/api/admin/approvals/${id}/approve`);
    expect(res.json()).toEqual({ status: 'active', featured: false });
    expect((await row(id)).renewalApprovedAt?.getTime()).toBe(clock.now().getTime());
    expect((await noticeAbout(id))?.text).toBe('Your renewal of Renewed Corvette was approved');
    clock.advance(-2 * DAY);
  });

  it('refuses what is not awaiting approval (409) and an unknown id (404)', async () => {
    const active = await makeAuction(t, seller.id, { title: 'Live one' }, clock.now());
    const again = await t.as(admin).post(`/api/admin/approvals/${active}/approve`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'This listing is not awaiting approval.' });
    expect((await t.as(admin).post('/api/admin/approvals/00000000-0000-4000-8000-000000000001/approve')).statusCode).toBe(404);
  });
});

describe('reject', () => {
  it('needs a reason', async () => {
    const id = await pending('Reasonless');
    const res = await t.as(admin).post(`/api/admin/approvals/${id}/reject`, { reason: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'Please give the seller a reason for the rejection.' });
    expect((await row(id)).status).toBe('pending_approval');
  });

  it('archives the listing with rejected_at and the reason, and mails the seller the reason', async () => {
    const id = await pending('1999 Blurry Photos Special');
    const res = await t.as(admin).post(`/api/admin/approvals/${id}/reject`, { reason: 'The photos do not show the vehicle.' });
    expect(res.statusCode).toBe(200);
    const r = await row(id);
    expect(r).toMatchObject({ status: 'archived', rejectionReason: 'The photos do not show the vehicle.' });
    expect(r.rejectedAt).not.toBeNull();
    expect(await queueIds()).not.toContain(id);
    const mail = (await mailsTo(seller.email)).find((m) => m.subject === 'Not approved: 1999 Blurry Photos Special');
    expect(mail?.text).toContain('Reason: The photos do not show the vehicle.');
    expect(await noticeAbout(id)).toMatchObject({
      type: 'listing_rejected',
      text: 'Your listing 1999 Blurry Photos Special was not approved: The photos do not show the vehicle.',
      link: '/my-auctions',
    });
    expect((await t.as(admin).post(`/api/admin/approvals/${id}/approve`)).statusCode).toBe(409);
  });
});

describe('the featured fee follows the decision (SPEC 9)', () => {
  const payFeatured = async (id: string) => {
    const created = await t.as(seller).post('/api/featured-listing-checkout', { auction_id: id });
    expect(created.statusCode).toBe(200);
    const url = (created.json() as { url: string }).url;
    const pay = await t.anonymous.post(`${url}/authorize`, '', { 'content-type': 'application/x-www-form-urlencoded' });
    const back = new URL(pay.headers.location as string, 'http://x');
    const verified = await t.as(seller).post('/api/featured-listing-checkout/verify', { session_id: back.searchParams.get('session_id') });
    expect(verified.json()).toMatchObject({ status: 'held', auction_id: id });
  };
  const fees = async (id: string) =>
    (await t.database.db.select().from(featuredListingPayments).where(eq(featuredListingPayments.auctionId, id))).map((p) => p.status);

  it('approval captures the held fee and features the listing', async () => {
    const id = await pending('Featured approve');
    await payFeatured(id);
    expect((await row(id)).featured).toBe(false);
    expect((await t.as(admin).post(`/api/admin/approvals/${id}/approve`)).json()).toEqual({ status: 'scheduled', featured: true });
    expect((await row(id)).featured).toBe(true);
    expect(await fees(id)).toEqual(['captured']);
  });

  it('rejection releases the held fee and the listing stays unfeatured', async () => {
    const id = await pending('Featured reject');
    await payFeatured(id);
    await t.as(admin).post(`/api/admin/approvals/${id}/reject`, { reason: 'Duplicate listing' });
    expect((await row(id)).featured).toBe(false);
    expect(await fees(id)).toEqual(['released']);
  });
});
