import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { emailAlerts, notifications, savedSearches } from '../../db/schema.ts';
import { fixedClock } from '../../platform/clock.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { makeAuction, makeUser, type TestUser } from '../../test/auction-fixtures.ts';
import { startScheduledAuctions } from '../auction-engine/start-scheduled.ts';
import { processAuctionEvents } from '../notifications/process-auction-events.ts';
import { SAVED_SEARCH_MAX, SAVED_SEARCH_TEXTS } from '../../../domain/community/saved-search.ts';

const clock = fixedClock(new Date('2030-09-01T12:00:00Z'));
let t: TestApp;
let seller: TestUser;
let alice: TestUser;
let eve: TestUser;

beforeAll(async () => {
  t = await createTestApp({ clock });
  [seller, alice, eve] = await Promise.all([makeUser(t, 'Search Seller'), makeUser(t, 'Alice Searcher'), makeUser(t, 'Eve Other')]);
}, 240_000);
afterAll(async () => {
  await t.close();
});

const save = (user: TestUser | null, payload: Record<string, unknown>) => t.as(user).post('/api/saved-searches', payload);
const list = (user: TestUser) => t.as(user).get('/api/saved-searches');
const rowsOf = (user: TestUser) => t.database.db.select().from(savedSearches).where(eq(savedSearches.userId, user.id));

describe('saving a search (issue 13)', () => {
  it('needs a signed-in user', async () => {
    expect((await save(null, { path: '/auctions', query: '' })).statusCode).toBe(401);
    expect((await t.anonymous.get('/api/saved-searches')).statusCode).toBe(401);
    expect((await t.anonymous.delete('/api/saved-searches/00000000-0000-4000-8000-000000000000')).statusCode).toBe(401);
  });

  it('keeps the filters only (not sort, page or invalid values), names it, and lists it', async () => {
    const user = await makeUser(t, 'Sam Saver');
    const res = await save(user, { path: '/auctions', query: '?search=mustang&make=Ford&yearMax=1970&sort=price_asc&page=3&transmission=bogus' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      name: '“mustang” · Ford · …-1970 · Live Auctions',
      path: '/auctions',
      query: 'search=mustang&make=Ford&yearMax=1970',
      url: '/auctions?search=mustang&make=Ford&yearMax=1970',
      emailAlerts: false,
    });
    clock.advance(1000); // newest first: the second is saved a second later (the clock is fixed)
    const cat = await save(user, { path: '/category/cars/ford/', query: 'make=Chevrolet&priceMax=50000', name: '  Cheap Fords  ', emailAlerts: true });
    expect(cat.json()).toMatchObject({ name: 'Cheap Fords', path: '/category/cars/ford', query: 'priceMax=50000', emailAlerts: true });
    expect((await list(user)).json().items.map((s: { name: string }) => s.name)).toEqual(['Cheap Fords', '“mustang” · Ford · …-1970 · Live Auctions']);
  });

  it('refuses a page that is not a listing page, a duplicate, and more than the limit, changing nothing', async () => {
    const user = await makeUser(t, 'Rita Refused');
    for (const path of ['/profile', '/presale', '/category/spaceships', '/category/cars/nomake', 'https://evil.example/auctions']) {
      const res = await save(user, { path, query: '' });
      expect(res.statusCode, path).toBe(400);
      expect(res.json()).toMatchObject({ error: SAVED_SEARCH_TEXTS.notSavable, code: 'NOT_SAVABLE' });
    }
    expect((await save(user, { path: '/auctions', query: 'make=Ford', name: 'x'.repeat(81) })).statusCode).toBe(400);
    expect((await save(user, { path: '/auctions', query: 'make=Ford', emailAlerts: 'yes' })).statusCode).toBe(400);
    expect(await rowsOf(user)).toHaveLength(0);
    expect((await save(user, { path: '/auctions', query: 'make=Ford&sort=price_asc' })).statusCode).toBe(201);
    const again = await save(user, { path: '/auctions', query: 'make=Ford' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: SAVED_SEARCH_TEXTS.duplicate, code: 'SAVED_SEARCH_EXISTS' });
    await t.database.db
      .insert(savedSearches)
      .values(Array.from({ length: SAVED_SEARCH_MAX - 1 }, (_, i) => ({ userId: user.id, name: `s${i}`, path: '/auctions', query: `yearMin=${1900 + i}` })));
    const over = await save(user, { path: '/auctions', query: 'make=Porsche' });
    expect(over.statusCode).toBe(409);
    expect(over.json().code).toBe('SAVED_SEARCH_LIMIT');
    expect(await rowsOf(user)).toHaveLength(SAVED_SEARCH_MAX);
  });

  it("lets nobody see, change or delete another user's saved search (404)", async () => {
    const mine = (await save(alice, { path: '/classifieds', query: 'make=Porsche' })).json();
    expect((await list(eve)).json().items.some((s: { id: string }) => s.id === mine.id)).toBe(false);
    const patch = await t.as(eve).patch(`/api/saved-searches/${mine.id}`, { emailAlerts: true });
    expect(patch.statusCode).toBe(404);
    const del = await t.as(eve).delete(`/api/saved-searches/${mine.id}`);
    expect(del.statusCode).toBe(404);
    const [row] = await t.database.db.select().from(savedSearches).where(eq(savedSearches.id, mine.id));
    expect(row).toMatchObject({ emailAlerts: false });
    const own = await t.as(alice).patch(`/api/saved-searches/${mine.id}`, { emailAlerts: true, name: ' Porsches ' });
    expect(own.json()).toMatchObject({ emailAlerts: true, name: 'Porsches' });
    const blank = await t.as(alice).patch(`/api/saved-searches/${mine.id}`, { name: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error).toBe(SAVED_SEARCH_TEXTS.nameRequired);
    expect((await t.as(alice).delete(`/api/saved-searches/${mine.id}`)).statusCode).toBe(204);
    expect(await t.database.db.select().from(savedSearches).where(eq(savedSearches.id, mine.id))).toHaveLength(0);
  });
});

describe('telling a saved search of a new listing (issue 13)', () => {
  const matchesOf = (user: TestUser) =>
    t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, user.id), eq(notifications.notificationType, 'saved_search_match')));

  it('notifies the searches the new listing matches, once, with an e-mail only where chosen', async () => {
    const [fordFan, chevyFan, categoryFan, classifiedFan, mailFan] = (await Promise.all(
      ['Ford Fan', 'Chevy Fan', 'Category Fan', 'Classified Fan', 'Mail Fan'].map((n) => makeUser(t, n)),
    )) as [TestUser, TestUser, TestUser, TestUser, TestUser];
    expect((await save(fordFan, { path: '/auctions', query: 'search=mustang fastback&yearMax=1970' })).statusCode).toBe(201);
    expect((await save(chevyFan, { path: '/auctions', query: 'make=Chevrolet' })).statusCode).toBe(201);
    expect((await save(categoryFan, { path: '/category/cars/ford', query: '' })).statusCode).toBe(201);
    expect((await save(classifiedFan, { path: '/classifieds', query: 'make=Ford' })).statusCode).toBe(201);
    expect((await save(mailFan, { path: '/auctions', query: 'make=Ford', emailAlerts: true })).statusCode).toBe(201);
    expect((await save(seller, { path: '/auctions', query: 'make=Ford' })).statusCode).toBe(201);

    const id = await makeAuction(
      t,
      seller.id,
      {
        status: 'scheduled',
        year: 1967,
        make: 'Ford',
        model: 'Mustang',
        startTime: new Date(clock.now().getTime() + 60_000),
        endTime: new Date(clock.now().getTime() + 7 * 86_400_000),
      },
      clock.now(),
    );
    await processAuctionEvents(t.deps);
    expect(await matchesOf(fordFan)).toHaveLength(0); // not live yet
    clock.advance(120_000);
    await startScheduledAuctions(t.deps);
    await Promise.all([processAuctionEvents(t.deps), processAuctionEvents(t.deps)]);
    await processAuctionEvents(t.deps);

    for (const user of [fordFan, categoryFan, mailFan]) {
      const found = await matchesOf(user);
      expect(found, user.email).toHaveLength(1);
      expect(found[0]).toMatchObject({ fromUserId: seller.id, sourceKey: expect.stringMatching(/^saved-search:.+:/) });
      expect((found[0]!.notificationData as { auction_id: string }).auction_id).toBe(id);
    }
    for (const user of [chevyFan, classifiedFan, seller]) expect(await matchesOf(user), user.email).toHaveLength(0);

    const listed = (await t.as(fordFan).get('/api/notifications')).json();
    expect(listed.items[0]).toMatchObject({
      type: 'saved_search_match',
      text: 'New listing for your saved search "“mustang fastback” · …-1970 · Live Auctions": 1967 Ford Mustang',
      senderName: 'Search Seller',
    });
    const mails = async (user: TestUser) =>
      t.database.db
        .select()
        .from(emailAlerts)
        .where(and(eq(emailAlerts.userId, user.id), eq(emailAlerts.notificationType, 'saved_search_match')));
    expect(await mails(mailFan)).toHaveLength(1);
    expect(await mails(fordFan)).toHaveLength(0);
  });
});
