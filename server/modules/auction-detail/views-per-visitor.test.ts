import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auctionViews, auctions, categories, users } from '../../db/schema.ts';
import { fixedClock } from '../../platform/clock.ts';
import { createTestApp, signUpConfirmed, type TestApp } from '../../test/test-app.ts';

/**
 * Decision 010: at most one view per visitor (the signed-in user, or the address when
 * signed out: the user agent is not part of it) per listing per hour, so reloading a
 * page cannot push a listing into Trending.
 */
const clock = fixedClock(new Date('2030-05-01T12:10:00Z'));
let t: TestApp;
let cookie: string;
let viewerId: string;
let sellerId: string;

beforeAll(async () => {
  t = await createTestApp({ clock });
  cookie = await signUpConfirmed(t, 'visitor@example.com', 'Visiting Viewer');
  await signUpConfirmed(t, 'views.seller@example.com', 'Views Seller');
  const rows = await t.database.db.select({ id: users.id, email: users.email }).from(users);
  viewerId = rows.find((r) => r.email === 'visitor@example.com')!.id;
  sellerId = rows.find((r) => r.email === 'views.seller@example.com')!.id;
  await t.database.db.insert(categories).values({ title: 'Cars', slug: 'cars' });
}, 120_000);
afterAll(async () => {
  await t.close();
});

async function listing(): Promise<string> {
  const [row] = await t.database.db.insert(auctions).values({ title: 'Viewed car', category: 'cars', sellerId }).returning({ id: auctions.id });
  return row!.id;
}

const view = (id: string, o: { ip?: string; ua?: string; cookie?: string } = {}) =>
  t.as(o.cookie).request({
    method: 'POST',
    url: `/api/auction-detail/${id}/views`,
    remoteAddress: o.ip ?? '198.51.100.7',
    headers: { 'user-agent': o.ua ?? 'Mozilla/5.0 Test' },
  });

const viewsOf = (id: string) => t.database.db.select().from(auctionViews).where(eq(auctionViews.auctionId, id));

describe('one view per visitor per listing per hour (issue 15 item 10)', () => {
  it('counts an anonymous visitor (their address) once however often the page is loaded', async () => {
    const id = await listing();
    for (let i = 0; i < 5; i++) expect((await view(id)).statusCode).toBe(204);
    await Promise.all(Array.from({ length: 5 }, () => view(id)));
    const rows = await viewsOf(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ipAddress: '198.51.100.7', userId: null });
  });

  it('counts another address as another visitor, but not another user agent at the same address', async () => {
    const id = await listing();
    await view(id);
    await view(id, { ip: '198.51.100.8' });
    for (let i = 0; i < 10; i++) await view(id, { ua: `Another Browser/${i}.0` });
    await view(id, { ip: '198.51.100.8', ua: 'Yet Another/1.0' });
    expect(await viewsOf(id)).toHaveLength(2);
  });

  it('counts a signed-in user once, whatever address or browser they come from', async () => {
    const id = await listing();
    await view(id, { cookie });
    await view(id, { cookie, ip: '203.0.113.50' });
    await view(id, { cookie, ua: 'Phone Browser/2.0' });
    const rows = await viewsOf(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: viewerId });
  });

  it('counts the same visitor again an hour later, and separately on another listing', async () => {
    const id = await listing();
    const other = await listing();
    await view(id);
    await view(id, { cookie });
    await view(other);
    clock.advance(3_600_000);
    await view(id);
    await view(id, { cookie });
    await view(id);
    expect(await viewsOf(id)).toHaveLength(4);
    expect(await viewsOf(other)).toHaveLength(1);
  });
});
