import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auctions, users, watchlist } from '../../db/schema.ts';
import { seedDemoData } from '../../seed/seed-demo-data.ts';
import { createTestApp, signUpConfirmed, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let cookie: string;
let other: string;
let ids: string[];

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.database.db, new Date());
  cookie = await signUpConfirmed(t, 'watcher@example.com', 'Wanda Watcher');
  other = await signUpConfirmed(t, 'other@example.com', 'Otto');
  ids = (await t.database.db.select({ id: auctions.id }).from(auctions).where(eq(auctions.status, 'active')).limit(2)).map((r) => r.id);
}, 240_000);
afterAll(async () => {
  await t.close();
});

describe('watchlist', () => {
  it('needs a signed-in user', async () => {
    for (const [method, url] of [
      ['GET', '/api/watchlist'],
      ['PUT', `/api/watchlist/${ids[0]}`],
      ['DELETE', `/api/watchlist/${ids[0]}`],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toBe('Auth session missing!');
    }
  });

  it('adds (once), lists own items newest first and removes', async () => {
    const put = (id: string) => t.as(cookie).put(`/api/watchlist/${id}`);
    expect((await put(ids[0]!)).json()).toEqual({ auctionId: ids[0], watching: true });
    await put(ids[0]!);
    await new Promise((r) => setTimeout(r, 5));
    await put(ids[1]!);
    const list = (await t.as(cookie).get('/api/watchlist')).json();
    expect(list.items.map((i: { id: string }) => i.id)).toEqual([ids[1], ids[0]]);
    expect(list.items[0]).toHaveProperty('reserveMet');
    expect(list.items[0]).not.toHaveProperty('reservePrice');
    const mine = (await t.as(cookie).get('/api/watchlist/ids')).json();
    expect(mine.auctionIds.sort()).toEqual([...ids].sort());
    expect((await t.as(other).get('/api/watchlist')).json().items).toEqual([]);
    const del = await t.as(cookie).delete(`/api/watchlist/${ids[0]}`);
    expect(del.json()).toEqual({ auctionId: ids[0], watching: false });
    const [u] = await t.database.db.select().from(users).where(eq(users.email, 'watcher@example.com'));
    expect((await t.database.db.select().from(watchlist).where(eq(watchlist.userId, u!.id))).map((w) => w.auctionId)).toEqual([ids[1]]);
  });

  it('answers 404 for an unknown listing', async () => {
    const res = await t.as(cookie).put('/api/watchlist/00000000-0000-4000-8000-000000000000');
    expect(res.statusCode).toBe(404);
  });
});

describe('watchlist pages (issue 13: keyset, own rows only)', () => {
  it('pages by keyset, newest watched first, and shows nobody else the list', async () => {
    const { WATCHLIST_PAGE } = await import('./routes.ts');
    const all = (
      await t.database.db
        .select({ id: auctions.id })
        .from(auctions)
        .limit(WATCHLIST_PAGE + 3)
    ).map((r) => r.id);
    const [u] = await t.database.db.select().from(users).where(eq(users.email, 'other@example.com'));
    await t.database.db.insert(watchlist).values(all.map((auctionId, i) => ({ userId: u!.id, auctionId, createdAt: new Date(Date.now() - i * 1000) })));
    const first = (await t.as(other).get('/api/watchlist')).json();
    expect(first.items).toHaveLength(WATCHLIST_PAGE);
    expect(first.items[0]).toMatchObject({ id: all[0], hasReserve: expect.any(Boolean), bidCount: expect.any(Number) });
    const second = (await t.as(other).get(`/api/watchlist?cursor=${first.nextCursor}`)).json();
    expect(second.items.map((i: { id: string }) => i.id)).toEqual(all.slice(WATCHLIST_PAGE));
    expect(second.nextCursor).toBeNull();
    const mine = (await t.as(cookie).get('/api/watchlist')).json();
    expect(mine.items.some((i: { id: string }) => all.slice(1).includes(i.id) && i.id !== ids[1])).toBe(false);
    expect((await t.as(cookie).get('/api/watchlist?cursor=bad')).statusCode).toBe(400);
  });
});
