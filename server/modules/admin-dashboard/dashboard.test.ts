import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bids, commentReports, comments, contactMessages, users } from '../../db/schema.ts';
import { fixedClock } from '../../platform/clock.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { admin, member, type SignedIn } from '../../test/admin.ts';
import { makeAuction } from '../../test/auction-fixtures.ts';
import { localDay, startOfLocalDay } from '../../../domain/admin/admin-dashboard.ts';

const NOW = new Date();
const DAY = 86_400_000;
const ago = (days: number) => new Date(NOW.getTime() - days * DAY);
let t: TestApp;
let boss: SignedIn;
let seller: SignedIn;

beforeAll(async () => {
  t = await createTestApp({ clock: fixedClock(NOW) });
  boss = await admin(t, 'boss@example.com', 'Boss Admin');
  seller = await member(t, 'seller@example.com', 'Sally Seller');
  const live = await makeAuction(t, seller.id, { status: 'active', endTime: new Date(NOW.getTime() + 2 * DAY) }, NOW);
  await makeAuction(t, seller.id, { status: 'active', endTime: ago(0.01) }, NOW); // due to close: not live
  await makeAuction(t, seller.id, { status: 'active', listingType: 'classified', buyNowPrice: 9_000 }, NOW);
  await makeAuction(t, seller.id, { status: 'pending_approval' }, NOW);
  for (const [days, price] of [
    [2, 10_000],
    [20, 20_000],
    [60, 30_000],
    [100, 40_000],
  ] as const) {
    await makeAuction(t, seller.id, { status: 'sold', winnerId: boss.id, currentBid: price, endTime: ago(days) }, NOW);
  }
  // An instant of today (UTC) before NOW, whatever the time of day the test runs at.
  const today = new Date(Math.max(startOfLocalDay(NOW.getTime(), 0).getTime(), NOW.getTime() - 60_000));
  await t.database.db.update(users).set({ createdAt: today });
  await t.database.db.insert(bids).values([
    { auctionId: live, bidderId: boss.id, amount: 10_100, createdAt: today },
    { auctionId: live, bidderId: boss.id, amount: 10_200, createdAt: today },
    { auctionId: live, bidderId: boss.id, amount: 9_000, createdAt: ago(3) },
  ]);
  await t.database.db.insert(contactMessages).values({ name: 'A', email: 'a@example.com', subject: 'Hi', message: 'Hello there' });
  const [c] = await t.database.db.insert(comments).values({ auctionId: live, userId: seller.id, content: 'Nice' }).returning();
  await t.database.db.insert(commentReports).values({ commentId: c!.id, reporterId: boss.id });
}, 240_000);
afterAll(async () => {
  await t.close();
});

describe('GET /api/admin/dashboard', () => {
  it('answers the figures an operator starts the day with', async () => {
    const res = await t.as(boss).get('/api/admin/dashboard?tzOffset=0');
    expect(res.statusCode).toBe(200);
    const d = res.json();
    expect(d).toMatchObject({ liveAuctions: 1, liveClassifieds: 1, bidsToday: 2, awaitingApproval: 1, openReports: 1, unhandledMessages: 1 });
    expect(d.sales).toEqual([
      { days: 7, count: 1, gmv: 10_000 },
      { days: 30, count: 2, gmv: 30_000 },
      { days: 90, count: 3, gmv: 60_000 },
    ]);
    expect(d.newUsers).toEqual([
      { days: 7, count: 2 },
      { days: 30, count: 2 },
      { days: 90, count: 2 },
    ]);
    expect(d.daily).toHaveLength(30);
    expect(d.daily.at(-1).day).toBe(localDay(NOW.getTime(), 0));
    expect(d.daily.find((x: { day: string }) => x.day === localDay(ago(2).getTime(), 0))).toMatchObject({ sales: 1, gmv: 10_000 });
    expect(d.daily.reduce((s: number, x: { bids: number }) => s + x.bids, 0)).toBe(3);
    expect(d.daily.at(-1).signups).toBe(2);
  });

  it('refuses a bad offset, members and visitors', async () => {
    expect((await t.as(boss).get('/api/admin/dashboard?tzOffset=5000')).statusCode).toBe(400);
    expect((await t.as(seller).get('/api/admin/dashboard')).statusCode).toBe(403);
    expect((await t.anonymous.get('/api/admin/dashboard')).statusCode).toBe(401);
  });
});
