import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../seed/seed-demo-data.ts';
import { auctions } from '../../db/schema.ts';
import { fixedClock } from '../../platform/clock.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const NOW = new Date('2025-06-02T12:00:00Z');
const clock = fixedClock(NOW);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock, env: { LISTINGS_CACHE_MS: '2000' } });
  await seedDemoData(t.database.db, NOW);
});
afterAll(async () => {
  await t.close();
});

const titles = async (url: string) => ((await t.anonymous.get(url)).json() as { items: { title: string }[] }).items.map((i) => i.title);
// Items, not totals: result counts have their own, longer cache (ttl-cache.ts).
const found = async (url: string) => (await titles(url)).length;

describe('public listing results shared for LISTINGS_CACHE_MS', () => {
  it('answers the same query from the shared result until it is 2 s old, and other queries afresh', async () => {
    const [target] = await t.database.db.select({ id: auctions.id }).from(auctions).where(eq(auctions.status, 'active')).limit(1);
    expect(await found('/api/listings?search=zyzzyva')).toBe(0);
    await t.database.db.update(auctions).set({ title: 'Zyzzyva Special' }).where(eq(auctions.id, target!.id));

    clock.advance(1999);
    expect(await found('/api/listings?search=zyzzyva')).toBe(0);
    // Another query is its own entry.
    expect(await found('/api/listings?search=zyzzyva%20special')).toBe(1);

    clock.advance(1);
    expect(await found('/api/listings?search=zyzzyva')).toBe(1);
    // A shared answer is sent as the route's own JSON.
    const again = await t.anonymous.get('/api/listings?search=zyzzyva');
    expect(again.headers['content-type']).toMatch(/^application\/json/);
    expect(again.json()).toMatchObject({ items: [expect.objectContaining({ title: 'Zyzzyva Special', hasReserve: expect.any(Boolean) })], page: 1 });
  });

  it('shares the home rows too', async () => {
    const before = await titles('/api/listings/ending-soon');
    const [first] = await t.database.db.select({ id: auctions.id }).from(auctions).where(eq(auctions.title, before[0]!));
    await t.database.db.update(auctions).set({ title: 'Renamed While Shared' }).where(eq(auctions.id, first!.id));
    expect(await titles('/api/listings/ending-soon')).toEqual(before);
    clock.advance(2000);
    expect((await titles('/api/listings/ending-soon'))[0]).toBe('Renamed While Shared');
  });
});
