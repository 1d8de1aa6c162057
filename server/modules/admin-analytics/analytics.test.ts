import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auctionViews, bids, categories, watchlist } from '../../db/schema.ts';
import { fixedClock } from '../../platform/clock.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { admin, member, type SignedIn } from '../../test/admin.ts';
import { makeAuction } from '../../test/auction-fixtures.ts';
import { localDay } from '../../../domain/admin/admin-dashboard.ts';
import type { AnalyticsCategory, AnalyticsData } from '../../../domain/admin/admin-analytics.ts';

const NOW = new Date();
const DAY = 86_400_000;
const MINUTE = 60_000;
const ago = (days: number) => new Date(NOW.getTime() - days * DAY);
/** An instant of today (UTC) before NOW, whatever the time of day the test runs at. */
const today = (minutes: number) => new Date(Math.max(Date.parse(`${localDay(NOW.getTime(), 0)}T00:00:00Z`) + minutes * 1000, NOW.getTime() - minutes * MINUTE));
let t: TestApp;
let boss: SignedIn;
let seller: SignedIn;
let car: string;
let bike: string;

beforeAll(async () => {
  t = await createTestApp({ clock: fixedClock(NOW) });
  const db = t.database.db;
  boss = await admin(t, 'boss@example.com', 'Boss Admin');
  seller = await member(t, 'seller@example.com', 'Sally Seller');
  const [b1, b2, b3] = await Promise.all(['one', 'two', 'three'].map((n) => member(t, `bidder-${n}@example.com`, `Bidder ${n}`)));
  await db
    .insert(categories)
    .values([
      { title: 'Cars', slug: 'cars', displayOrder: 1 },
      { title: 'Motorcycles', slug: 'motorcycles', displayOrder: 2 },
    ])
    .onConflictDoNothing();
  car = await makeAuction(t, seller.id, { title: '1967 Ford Mustang', category: 'cars', slug: 'ford-mustang', currentBid: 12_000, startingPrice: 10_000 }, NOW);
  bike = await makeAuction(t, seller.id, { title: '1972 Honda CB750', category: 'motorcycles', slug: 'honda-cb750', startingPrice: 4_000 }, NOW);
  await makeAuction(t, seller.id, { title: 'Sold car', category: 'cars', status: 'sold', winnerId: b1!.id, currentBid: 20_000, endTime: ago(2) }, NOW);
  await makeAuction(t, seller.id, { title: 'Sold bike', category: 'motorcycles', status: 'sold', winnerId: b2!.id, currentBid: 7_000, endTime: ago(40) }, NOW);

  await db.insert(auctionViews).values([
    { auctionId: car, userId: b1!.id, visitor: `u:${b1!.id}`, createdAt: today(1) },
    { auctionId: car, userId: b2!.id, visitor: `u:${b2!.id}`, createdAt: today(2) },
    { auctionId: car, visitor: 'a:someone', ipAddress: '192.0.2.1', createdAt: today(3) },
    { auctionId: car, visitor: 'a:long-ago', ipAddress: '192.0.2.2', createdAt: ago(40) },
    { auctionId: bike, userId: b3!.id, visitor: `u:${b3!.id}`, viewHour: 1, createdAt: ago(1) },
    { auctionId: bike, userId: b3!.id, visitor: `u:${b3!.id}`, viewHour: 2, createdAt: ago(1) },
  ]);
  await db.insert(bids).values([
    { auctionId: car, bidderId: b1!.id, amount: 10_100, createdAt: today(4) },
    { auctionId: car, bidderId: b1!.id, amount: 10_300, createdAt: today(5) },
    { auctionId: car, bidderId: b1!.id, amount: 10_500, createdAt: today(6) },
    { auctionId: car, bidderId: b2!.id, amount: 10_200, createdAt: ago(1) },
    { auctionId: car, bidderId: b2!.id, amount: 9_000, createdAt: ago(40) },
    { auctionId: bike, bidderId: b3!.id, amount: 4_100, createdAt: ago(1) },
  ]);
  await db.insert(watchlist).values([
    { userId: b1!.id, auctionId: car, createdAt: today(7) },
    { userId: b3!.id, auctionId: bike, createdAt: ago(40) },
  ]);
}, 240_000);
afterAll(async () => {
  await t.close();
});

const category = (d: AnalyticsData, slug: string) => d.categories.find((c: AnalyticsCategory) => c.category === slug);

describe('GET /api/admin/analytics', () => {
  it('answers the last 30 days by default, per day with zeros on quiet days', async () => {
    const res = await t.as(boss).get('/api/admin/analytics?tzOffset=0');
    expect(res.statusCode).toBe(200);
    const d = res.json<AnalyticsData>();
    expect(d.days).toBe(30);
    expect(d.daily).toHaveLength(30);
    expect(d.to).toBe(localDay(NOW.getTime(), 0));
    expect(d.from).toBe(d.daily[0]!.day);
    const on = (when: Date) => d.daily.find((x) => x.day === localDay(when.getTime(), 0));
    expect(on(NOW)).toEqual({ day: localDay(NOW.getTime(), 0), views: 3, bids: 3, watchers: 1, sales: 0, salesValue: 0 });
    expect(on(ago(1))).toMatchObject({ views: 2, bids: 2, watchers: 0 });
    expect(on(ago(2))).toMatchObject({ views: 0, bids: 0, sales: 1, salesValue: 20_000 });
    expect(d.daily.reduce((s, x) => s + x.views + x.bids + x.watchers + x.sales, 0)).toBe(5 + 5 + 1 + 1);
  });

  it('answers per category with distinct viewers and bidders and their conversion, and for the whole marketplace', async () => {
    const d = (await t.as(boss).get('/api/admin/analytics?days=30&tzOffset=0')).json<AnalyticsData>();
    expect(category(d, 'cars')).toEqual({
      category: 'cars',
      title: 'Cars',
      views: 3,
      viewers: 3,
      bids: 4,
      bidders: 2,
      watchers: 1,
      sales: 1,
      salesValue: 20_000,
      conversion: 2 / 3,
    });
    expect(category(d, 'motorcycles')).toEqual({
      category: 'motorcycles',
      title: 'Motorcycles',
      views: 2,
      viewers: 1,
      bids: 1,
      bidders: 1,
      watchers: 0,
      sales: 0,
      salesValue: 0,
      conversion: 1,
    });
    expect(d.totals).toEqual({ views: 5, viewers: 4, bids: 5, bidders: 3, watchers: 1, sales: 1, salesValue: 20_000, conversion: 0.75 });
  });

  it('widens to 90 days', async () => {
    const d = (await t.as(boss).get('/api/admin/analytics?days=90&tzOffset=0')).json<AnalyticsData>();
    expect(d.daily).toHaveLength(90);
    expect(category(d, 'cars')).toMatchObject({ views: 4, viewers: 4, bids: 5, bidders: 2, conversion: 0.5 });
    expect(category(d, 'motorcycles')).toMatchObject({ watchers: 1, sales: 1, salesValue: 7_000 });
    expect(d.totals).toMatchObject({ sales: 2, salesValue: 27_000 });
  });

  it('lists the top listings by bids and by views, with their link, figures and price', async () => {
    const d = (await t.as(boss).get('/api/admin/analytics?days=7&tzOffset=0')).json<AnalyticsData>();
    expect(d.daily).toHaveLength(7);
    expect(d.topByBids.map((l) => l.title)).toEqual(['1967 Ford Mustang', '1972 Honda CB750']);
    expect(d.topByBids[0]).toEqual({
      id: car,
      title: '1967 Ford Mustang',
      path: '/auction/ford-mustang',
      category: 'cars',
      categoryTitle: 'Cars',
      bids: 4,
      views: 3,
      watchers: 1,
      currentPrice: 12_000,
    });
    expect(d.topByBids[1]).toMatchObject({ id: bike, path: '/auction/honda-cb750', bids: 1, views: 2, watchers: 1, currentPrice: 4_000 });
    expect(d.topByViews.map((l) => [l.title, l.views])).toEqual([
      ['1967 Ford Mustang', 3],
      ['1972 Honda CB750', 2],
    ]);
  });

  it('refuses a period other than 7, 30 or 90 days, members and visitors', async () => {
    for (const q of ['?days=5', '?days=abc', '?days=30.5', '?tzOffset=5000'])
      expect((await t.as(boss).get(`/api/admin/analytics${q}`)).statusCode, q).toBe(400);
    expect((await t.as(seller).get('/api/admin/analytics')).statusCode).toBe(403);
    expect((await t.anonymous.get('/api/admin/analytics')).statusCode).toBe(401);
  });
});
