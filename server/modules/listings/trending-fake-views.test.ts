import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auctionViews, bids, watchlist } from '../../db/schema.ts';
import { fixedClock } from '../../platform/clock.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { makeAuction, makeUser, type TestUser } from '../../test/auction-fixtures.ts';

/**
 * From one address, signed out, 60 views with 60 user agents put a listing that was
 * not trending at #1. Now they are one view, and signed-out views cannot outweigh real activity.
 */
const clock = fixedClock(new Date('2030-07-01T12:00:00Z'));
let t: TestApp;
let seller: TestUser;
let member: TestUser;

beforeAll(async () => {
  t = await createTestApp({ clock });
  [seller, member] = await Promise.all([makeUser(t, 'Trending Seller'), makeUser(t, 'Trending Member')]);
}, 120_000);
afterAll(async () => {
  await t.close();
});

const view = (id: string, o: { ip: string; ua: string }) =>
  t.app.inject({ method: 'POST', url: `/api/auction-detail/${id}/views`, remoteAddress: o.ip, headers: { 'user-agent': o.ua } });

describe('fake views do not buy Trending (issue 23 item 8)', () => {
  it('60 signed-out views with 60 user agents from one address count once and stay below a listing with a real bid and watcher', async () => {
    const real = await makeAuction(t, seller.id, { title: 'Really wanted' }, clock.now());
    const pumped = await makeAuction(t, seller.id, { title: 'Pumped by views' }, clock.now());
    const now = clock.now();
    await t.database.db.insert(bids).values({ auctionId: real, bidderId: member.id, amount: 10_100, createdAt: now });
    await t.database.db.insert(watchlist).values({ auctionId: real, userId: member.id, createdAt: now });

    for (let i = 0; i < 60; i++) expect((await view(pumped, { ip: '198.51.100.66', ua: `Mozilla/5.0 (Fake ${i})` })).statusCode).toBe(204);
    expect(await t.database.db.select().from(auctionViews).where(eq(auctionViews.auctionId, pumped))).toHaveLength(1);

    // A few more addresses (say a small botnet) still cannot reach one real bid and one watcher.
    for (let a = 1; a <= 20; a++) await view(pumped, { ip: `203.0.113.${a}`, ua: 'Mozilla/5.0' });
    expect(await t.database.db.select().from(auctionViews).where(eq(auctionViews.auctionId, pumped))).toHaveLength(21);

    const res = await t.anonymous.get('/api/listings/trending');
    expect(res.statusCode).toBe(200);
    const order = (res.json().items as { id: string }[]).map((x) => x.id);
    expect(order[0]).toBe(real);
    expect(order.indexOf(pumped)).toBeGreaterThan(0);
  });
});
