import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { adminAuditLog, auctions, categories } from '../../db/schema.ts';
import { buildCategories } from '../../seed/categories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { admin, member, type SignedIn } from '../../test/admin.ts';
import { makeAuction, makeUser, type TestUser } from '../../test/auction-fixtures.ts';
import { fixedClock } from '../../platform/clock.ts';
import { CATEGORY_COUNT_TTL_MS } from '../listings/category-counts.ts';
import { CATEGORY_MESSAGES, type AdminCategory } from '../../../domain/listings/site-categories.ts';
import { CATEGORY_SLUGS } from '../../../domain/listings/vehicle-categories.ts';

// /admin/categories' API. Live counts (the home page's figure), add, edit, order, show or
// hide, delete an added one, upload an image; only for admins, clear errors that change nothing, audited.

const clock = fixedClock(new Date());
let t: TestApp;
let boss: SignedIn;
let plain: SignedIn;
let seller: TestUser;

beforeAll(async () => {
  t = await createTestApp({ clock });
  // The seven built-in categories, as a production server seeds them.
  await t.database.db.insert(categories).values(buildCategories(clock.now()));
  boss = await admin(t, 'boss@example.com', 'Boss Admin');
  plain = await member(t, 'member@example.com', 'Mel Member');
  seller = await makeUser(t, 'Seller');
  const now = clock.now();
  const ended = { endTime: new Date(now.getTime() - 60_000) };
  // Cars: 3 live auctions; an ended one, a classified and a scheduled one do not count. Boats: 1.
  for (let i = 0; i < 3; i++) await makeAuction(t, seller.id, {}, now);
  await makeAuction(t, seller.id, { ...ended, status: 'active' }, now);
  await makeAuction(t, seller.id, { listingType: 'classified' }, now);
  await makeAuction(t, seller.id, { status: 'scheduled', startTime: new Date(now.getTime() + 86_400_000) }, now);
  await makeAuction(t, seller.id, { category: 'boats' }, now);
}, 240_000);
afterAll(async () => {
  await t.close();
});

const adminList = async (): Promise<AdminCategory[]> => (await t.as(boss).get('/api/admin/categories')).json().categories;
const publicList = async (): Promise<{ slug: string; title: string }[]> => (await t.anonymous.get('/api/categories')).json().categories;
const rows = () => t.database.db.select().from(categories).orderBy(asc(categories.displayOrder));
const audits = async (action: string) =>
  (await t.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.action, action))).sort((a, b) => +a.createdAt - +b.createdAt);
/** Lets the shared 30-second cache of the live counts expire, as the next visitor after it would. */
const later = () => clock.advance(CATEGORY_COUNT_TTL_MS + 1);

const upload = (filename: string, data: Buffer, cookie: string | null = boss.cookie) => t.as(cookie).upload('/api/admin/categories/uploads', filename, data);
const photo = (r: number) =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: { r, g: 90, b: 40 } } })
    .jpeg()
    .toBuffer();

describe('who may use the category routes', () => {
  it('refuses a visitor (401) and a member (403) on every route, changing nothing', async () => {
    const cars = (await rows()).find((c) => c.slug === 'cars')!;
    const before = await rows();
    const calls: ['GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE', string, unknown][] = [
      ['GET', '/api/admin/categories', undefined],
      ['POST', '/api/admin/categories', { title: 'Sneaky' }],
      ['PATCH', `/api/admin/categories/${cars.id}`, { isActive: false }],
      ['PUT', '/api/admin/categories/order', { ids: before.map((c) => c.id).reverse() }],
      ['DELETE', `/api/admin/categories/${cars.id}`, undefined],
    ];
    for (const [method, url, body] of calls) {
      expect((await t.anonymous.request({ method, url, payload: body })).statusCode, `${method} ${url} as a visitor`).toBe(401);
      const res = await t.as(plain).request({ method, url, payload: body });
      expect(res.statusCode, `${method} ${url} as a member`).toBe(403);
      expect(res.json().error).toBe('You need an administrator account to do this.');
    }
    expect((await upload('a.jpg', await photo(10), null)).statusCode).toBe(401);
    expect((await upload('a.jpg', await photo(10), plain.cookie)).statusCode).toBe(403);
    expect(await rows()).toEqual(before);
  });
});

describe('live counts', () => {
  it('gives every category, in order, with the live auctions the home page counts and its count text', async () => {
    const list = await adminList();
    expect(list.map((c) => c.slug)).toEqual(['cars', 'motorcycles', 'heavy-duty-trucks-buses', 'trailers', 'heavy-equipment', 'boats', 'rvs']);
    expect(list.every((c) => c.builtIn && c.isActive)).toBe(true);
    const by = Object.fromEntries(list.map((c) => [c.slug, c]));
    expect(by.cars).toMatchObject({ liveAuctions: 3, countText: '3 active auctions', listings: 6 });
    expect(by.boats).toMatchObject({ liveAuctions: 1, countText: '1 active auction', listings: 1 });
    expect(by.rvs).toMatchObject({ liveAuctions: 0, countText: '0 active auctions', listings: 0 });
    // The home page's tiles read these figures: the same for every category.
    const home = (await t.anonymous.get('/api/listings/category-counts')).json().counts as Record<string, number>;
    for (const c of list) expect(c.liveAuctions, c.slug).toBe(home[c.slug] ?? 0);
  });

  it('follows the data: a new live auction is counted by both pages once the shared cache turns over', async () => {
    await makeAuction(t, seller.id, { category: 'rvs' }, clock.now());
    later();
    const rvs = (await adminList()).find((c) => c.slug === 'rvs')!;
    expect(rvs).toMatchObject({ liveAuctions: 1, countText: '1 active auction' });
    expect((await t.anonymous.get('/api/listings/category-counts')).json().counts.rvs).toBe(1);
  });
});

describe('adding a category', () => {
  it('makes its address from its name by the slug rule, puts it last, shows it and audits it', async () => {
    const res = await t.as(boss).post('/api/admin/categories', { title: '  Vintage Tractors & Farm Machinery ', description: 'Old iron.' });
    expect(res.statusCode).toBe(201);
    const made = res.json() as AdminCategory;
    expect(made).toMatchObject({
      title: 'Vintage Tractors & Farm Machinery',
      slug: 'vintage-tractors-farm-machinery',
      description: 'Old iron.',
      isActive: true,
      builtIn: false,
      displayOrder: 8,
      liveAuctions: 0,
      countText: '0 active auctions',
      listings: 0,
    });
    expect((await publicList()).at(-1)).toMatchObject({ slug: 'vintage-tractors-farm-machinery', title: 'Vintage Tractors & Farm Machinery' });
    const page = await t.anonymous.get('/api/categories/vintage-tractors-farm-machinery');
    expect(page.json()).toMatchObject({ slug: 'vintage-tractors-farm-machinery', title: 'Vintage Tractors & Farm Machinery', isActive: true });
    const [entry] = await audits('category.create');
    expect(entry).toMatchObject({
      actorId: boss.id,
      entity: 'category',
      entityId: 'vintage-tractors-farm-machinery',
      after: { title: 'Vintage Tractors & Farm Machinery', displayOrder: 8, isActive: true },
    });
  });

  it('takes an address given by the admin, and may start hidden', async () => {
    const made = (await t.as(boss).post('/api/admin/categories', { title: 'Golf Carts', slug: 'carts', isActive: false })).json() as AdminCategory;
    expect(made).toMatchObject({ slug: 'carts', isActive: false, displayOrder: 9 });
    expect((await publicList()).map((c) => c.slug)).not.toContain('carts');
  });

  it.each([
    [{}, 400, CATEGORY_MESSAGES.titleMissing],
    [{ title: ' ' }, 400, CATEGORY_MESSAGES.titleMissing],
    [{ title: 'x'.repeat(61) }, 400, CATEGORY_MESSAGES.titleTooLong],
    [{ title: '&&&' }, 400, CATEGORY_MESSAGES.titleNoSlug],
    [{ title: 'Vans', slug: 'Big Vans' }, 400, CATEGORY_MESSAGES.slugInvalid],
    [{ title: 'Vans', imageUrl: 'javascript:alert(1)' }, 400, CATEGORY_MESSAGES.imageInvalid],
    [{ title: 'Vans', description: 'x'.repeat(301) }, 400, CATEGORY_MESSAGES.descriptionTooLong],
    [{ title: 'Cars' }, 409, CATEGORY_MESSAGES.slugTaken('cars')],
    [{ title: 'Autos', slug: 'vintage-tractors-farm-machinery' }, 409, CATEGORY_MESSAGES.slugTaken('vintage-tractors-farm-machinery')],
    [{ title: 'cARS', slug: 'autos' }, 409, CATEGORY_MESSAGES.titleTaken('cARS')],
    [[1, 2], 400, CATEGORY_MESSAGES.notAnObject],
  ])('refuses %j with %i "%s", adding nothing', async (body, status, message) => {
    const before = await rows();
    const res = await t.as(boss).post('/api/admin/categories', body);
    expect(res.statusCode).toBe(status);
    expect(res.json().error).toBe(message);
    expect(await rows()).toEqual(before);
  });

  it('gives two categories added at once places of their own', async () => {
    const [a, b] = await Promise.all([
      t.as(boss).post('/api/admin/categories', { title: 'Snowmobiles' }),
      t.as(boss).post('/api/admin/categories', { title: 'Jet Skis' }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(new Set([a.json().displayOrder, b.json().displayOrder]).size).toBe(2);
  });
});

describe('editing, showing and hiding', () => {
  it('renames and describes; the count text cannot be set, nor the address changed', async () => {
    const boats = (await adminList()).find((c) => c.slug === 'boats')!;
    const res = await t.as(boss).patch(`/api/admin/categories/${boats.id}`, { title: 'Boats & Yachts', description: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ title: 'Boats & Yachts', slug: 'boats', description: null, countText: '1 active auction' });
    const before = await rows();
    for (const [body, message] of [
      [{ countText: '13 active auctions' }, CATEGORY_MESSAGES.countTextFixed],
      [{ slug: 'yachts' }, CATEGORY_MESSAGES.slugFixed],
      [{ displayOrder: 1 }, CATEGORY_MESSAGES.unknownField('displayOrder')],
      [{}, CATEGORY_MESSAGES.nothingToChange],
      [{ title: '' }, CATEGORY_MESSAGES.titleMissing],
      [{ title: 'cars' }, CATEGORY_MESSAGES.titleTaken('cars')],
      [{ imageUrl: '//evil.example/x.png' }, CATEGORY_MESSAGES.imageInvalid],
      [{ isActive: 'no' }, 'Shown must be on or off.'],
    ] as const) {
      const bad = await t.as(boss).patch(`/api/admin/categories/${boats.id}`, body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(message === CATEGORY_MESSAGES.titleTaken('cars') ? 409 : 400);
      expect(bad.json().error).toBe(message);
    }
    expect(await rows()).toEqual(before);
    expect((await t.as(boss).patch('/api/admin/categories/00000000-0000-4000-8000-000000000000', { isActive: false })).statusCode).toBe(404);
    expect((await t.as(boss).patch('/api/admin/categories/not-an-id', { isActive: false })).statusCode).toBe(400);
    const [entry] = await audits('category.update');
    expect(entry).toMatchObject({
      entityId: 'boats',
      before: { title: 'Boats', description: expect.any(String) },
      after: { title: 'Boats & Yachts', description: null },
    });
  });

  it('hides a built-in category from the public list; its page, its listings and its image stay reachable', async () => {
    const cars = (await adminList()).find((c) => c.slug === 'cars')!;
    const res = await t.as(boss).patch(`/api/admin/categories/${cars.id}`, { isActive: false });
    expect(res.json()).toMatchObject({ isActive: false, liveAuctions: 3 });
    expect((await publicList()).map((c) => c.slug)).not.toContain('cars');
    expect((await t.anonymous.get('/api/categories/cars')).json()).toMatchObject({ slug: 'cars', isActive: false });
    const listings = (await t.anonymous.get('/api/listings?kind=all&category=cars')).json();
    expect(listings.items.length).toBeGreaterThanOrEqual(3);
    expect((await audits('category.hide')).map((e) => [e.entityId, e.before, e.after])).toEqual([['cars', { isActive: true }, { isActive: false }]]);

    expect((await t.as(boss).patch(`/api/admin/categories/${cars.id}`, { isActive: true })).json().isActive).toBe(true);
    expect((await publicList()).map((c) => c.slug)).toContain('cars');
    expect((await audits('category.show')).map((e) => e.entityId)).toEqual(['cars']);
  });

  it('answers 404 for an address no category has', async () => {
    const res = await t.anonymous.get('/api/categories/no-such-thing');
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe(CATEGORY_MESSAGES.notFound);
  });
});

describe('ordering', () => {
  it('puts the categories in the order given; the public list follows; the browse addresses stay', async () => {
    const ids = (await adminList()).map((c) => c.id);
    const wanted = [ids[5]!, ...ids.filter((_, i) => i !== 5)];
    const res = await t.as(boss).put('/api/admin/categories/order', { ids: wanted });
    expect(res.statusCode).toBe(200);
    const list = res.json().categories as AdminCategory[];
    expect(list.map((c) => c.id)).toEqual(wanted);
    expect(list.map((c) => c.displayOrder)).toEqual(wanted.map((_, i) => i + 1));
    expect((await publicList())[0]!.slug).toBe('boats');
    for (const slug of CATEGORY_SLUGS) expect((await t.anonymous.get(`/api/categories/${slug}`)).statusCode).toBe(200);
    const [entry] = await audits('category.reorder');
    expect(entry).toMatchObject({ actorId: boss.id, entity: 'category', entityId: null });
    expect((entry!.after as { order: string[] }).order[0]).toBe('boats');
  });

  it('refuses an order that misses, repeats or invents a category, changing nothing', async () => {
    const ids = (await adminList()).map((c) => c.id);
    const before = await rows();
    for (const bad of [
      { ids: ids.slice(1) },
      { ids: [...ids, ids[0]] },
      { ids: [...ids.slice(1), '00000000-0000-4000-8000-000000000000'] },
      { ids: [] },
      {},
      { ids: 'all' },
    ]) {
      const res = await t.as(boss).put('/api/admin/categories/order', bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().error).toBe(CATEGORY_MESSAGES.orderIncomplete);
    }
    expect(await rows()).toEqual(before);
  });
});

describe('deleting', () => {
  it('deletes an added category nobody lists in; refuses a built-in one or one with listings', async () => {
    const list = await adminList();
    const cars = list.find((c) => c.slug === 'cars')!;
    const builtIn = await t.as(boss).delete(`/api/admin/categories/${cars.id}`);
    expect(builtIn.statusCode).toBe(409);
    expect(builtIn.json().error).toBe(CATEGORY_MESSAGES.builtInKept);

    const tractors = list.find((c) => c.slug === 'vintage-tractors-farm-machinery')!;
    const listed = await makeAuction(t, seller.id, { category: tractors.slug }, clock.now());
    const busy = await t.as(boss).delete(`/api/admin/categories/${tractors.id}`);
    expect(busy.statusCode).toBe(409);
    expect(busy.json().error).toBe(CATEGORY_MESSAGES.hasListings(1));
    expect((await rows()).some((c) => c.id === tractors.id)).toBe(true);

    await t.database.db.delete(auctions).where(eq(auctions.id, listed));
    expect((await t.as(boss).delete(`/api/admin/categories/${tractors.id}`)).statusCode).toBe(204);
    expect((await rows()).some((c) => c.id === tractors.id)).toBe(false);
    expect((await t.anonymous.get(`/api/categories/${tractors.slug}`)).statusCode).toBe(404);
    expect((await audits('category.delete')).map((e) => e.entityId)).toEqual([tractors.slug]);
    expect((await t.as(boss).delete(`/api/admin/categories/${tractors.id}`)).statusCode).toBe(404);
  });
});

describe("a category's image", () => {
  it("uploads with the hero images' step, shows to visitors once a category uses it, and goes when replaced and unused", async () => {
    const up = await upload('tractor.jpg', await photo(120));
    expect(up.statusCode).toBe(201);
    const { imageUrl } = up.json();
    expect(imageUrl).toMatch(/^\/media\/uploads\/[0-9a-f]{40}\.webp$/);
    // Until a category shows it, only admins see it.
    expect((await t.anonymous.get(`${imageUrl}?w=320`)).statusCode).toBe(404);
    const rvs = (await adminList()).find((c) => c.slug === 'rvs')!;
    expect((await t.as(boss).patch(`/api/admin/categories/${rvs.id}`, { imageUrl })).json().imageUrl).toBe(imageUrl);
    expect((await t.anonymous.get(`${imageUrl}?w=320`)).statusCode).toBe(200);

    // A photo a hero image shows too is kept when the category lets it go; one nothing else shows is deleted.
    const hero = (await t.as(boss).post('/api/admin/hero-images', { imageUrl, title: 'Shared', makeActive: false })).json();
    const second = (await upload('second.jpg', await photo(200))).json().imageUrl as string;
    await t.as(boss).patch(`/api/admin/categories/${rvs.id}`, { imageUrl: second });
    const digest = (u: string) => /([0-9a-f]{40})/.exec(u)![1]!;
    expect((await t.deps.storage.list(`uploads/${digest(imageUrl)}/`)).length).toBeGreaterThan(0);
    await t.as(boss).patch(`/api/admin/categories/${rvs.id}`, { imageUrl: '' });
    expect(await t.deps.storage.list(`uploads/${digest(second)}/`)).toEqual([]);
    await t.as(boss).delete(`/api/admin/hero-images/${hero.id}`);
    expect(await t.deps.storage.list(`uploads/${digest(imageUrl)}/`)).toEqual([]);
  });

  it('refuses a file that is no photo, and an empty request', async () => {
    const before = await t.deps.storage.list('uploads/');
    const text = await upload('notes.txt', Buffer.from('not a photo at all'));
    expect(text.statusCode).toBe(415);
    expect(text.json().error).toBe('"notes.txt" is not a JPEG, PNG, WebP or HEIC photo');
    const empty = await t.as(boss).post('/api/admin/categories/uploads', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe('Choose a photo to upload');
    expect(await t.deps.storage.list('uploads/')).toEqual(before);
  });
});
