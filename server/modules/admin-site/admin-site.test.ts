import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { adminAuditLog, heroImages, siteSettings } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { admin, type SignedIn } from '../../test/admin.ts';
import { makeAuction, makeUser, setAuctionSetting, type TestUser } from '../../test/auction-fixtures.ts';

let t: TestApp;
let boss: SignedIn;
let seller: TestUser;
let bidder: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  boss = await admin(t, 'boss@example.com', 'Boss Admin');
  seller = await makeUser(t, 'Seller');
  bidder = await makeUser(t, 'Bidder');
  await setAuctionSetting(t, { minBidIncrement: 100, maxBidIncrement: 5000, softCloseSeconds: 120, negotiationWindowHours: 48 });
}, 240_000);
afterAll(async () => {
  await t.close();
});

const uploadHero = (filename: string, data: Buffer, cookie = boss.cookie) => t.as(cookie).upload('/api/admin/hero-images/uploads', filename, data);
const audits = async (entityId: string) =>
  (await t.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, entityId))).sort((a, b) => +a.createdAt - +b.createdAt);

describe('settings', () => {
  it('changes the minimum increment, and the next bid obeys it at once', async () => {
    const auctionId = await makeAuction(t, seller.id, { status: 'active', startingPrice: 1000, currentBid: 0 });
    const value = { minBidIncrement: 500, maxBidIncrement: 5000, softCloseSeconds: 120, negotiationWindowHours: 48 };
    const res = await t.as(boss).put('/api/admin/settings/auction', { value });
    expect(res.statusCode).toBe(200);
    const low = await t.as(bidder).post('/api/bids', { auction_id: auctionId, amount: 1100 });
    expect(low.statusCode).toBe(400);
    expect(low.json().error).toBe('Minimum bid is $1,500 (minimum increment: $500)');
    const ok = await t.as(bidder).post('/api/bids', { auction_id: auctionId, amount: 1500 });
    expect(ok.statusCode).toBe(200);
    const [entry] = await audits('auction');
    expect(entry).toMatchObject({
      actorId: boss.id,
      action: 'setting.update',
      entity: 'setting',
      before: { minBidIncrement: 100 },
      after: { minBidIncrement: 500 },
    });
  });

  it.each([
    [
      'auction',
      { minBidIncrement: 600, maxBidIncrement: 500, softCloseSeconds: 120, negotiationWindowHours: 48 },
      'Maximum bid increment must be at least the minimum bid increment.',
    ],
    ['auction', { minBidIncrement: 0, maxBidIncrement: 500, softCloseSeconds: 120, negotiationWindowHours: 48 }, 'Minimum bid increment must be at least 1.'],
    ['featured_listing_fee', -5, 'Featured listing fee (cents) must be at least 0.'],
    ['show_browse_categories', 'yes', 'Must be on or off.'],
    ['social', { links: [{ platform: 'email', url: 'https://x.com' }] }, 'The email link must be a mailto: address.'],
  ])('refuses a bad %s value with a clear message and changes nothing', async (key, value, message) => {
    const before = await t.database.db.select().from(siteSettings);
    const res = await t.as(boss).put(`/api/admin/settings/${key}`, { value });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
    expect(await t.database.db.select().from(siteSettings)).toEqual(before);
  });

  it('lists every editable key and stores the browse switch as the home page reads it', async () => {
    await t.as(boss).put('/api/admin/settings/show_browse_categories', { value: false });
    expect((await t.anonymous.get('/api/settings/show_browse_categories')).json().value).toBe(false);
    await t.as(boss).put('/api/admin/settings/featured_listing_fee', { value: 4000 });
    const keys = (await t.as(boss).get('/api/admin/settings'))
      .json()
      .settings.map((s: { key: string }) => s.key)
      .sort();
    expect(keys).toEqual(['auction', 'featured_listing_fee', 'show_browse_categories']);
    expect((await t.as(boss).put('/api/admin/settings/stripe_secret', { value: 'x' })).statusCode).toBe(400);
  });
});

describe('hero images', () => {
  it('adds by address, makes one active, and the home hero shows it', async () => {
    const a = (await t.as(boss).post('/api/admin/hero-images', { imageUrl: 'https://img.example.com/a.jpg', title: 'Spring Sale', makeActive: true })).json();
    const b = (await t.as(boss).post('/api/admin/hero-images', { imageUrl: '/media/hero-b.jpg', title: 'Boats Week' })).json();
    expect(b.isActive).toBe(false);
    const res = await t.as(boss).put(`/api/admin/hero-images/${b.id}/active`, { isActive: true });
    expect(
      res
        .json()
        .images.filter((i: { isActive: boolean }) => i.isActive)
        .map((i: { id: string }) => i.id),
    ).toEqual([b.id]);
    const hero = (await t.anonymous.get('/api/listings/hero')).json();
    expect(hero.heroImage).toEqual({ imageUrl: '/media/hero-b.jpg', title: 'Boats Week' });
    expect((await audits(b.id)).map((e) => e.action)).toEqual(['hero.create', 'hero.activate']);
    expect((await t.as(boss).delete(`/api/admin/hero-images/${a.id}`)).statusCode).toBe(204);
    expect(await t.database.db.select().from(heroImages).where(eq(heroImages.id, a.id))).toHaveLength(0);
    expect((await audits(a.id)).map((e) => e.action)).toEqual(['hero.create', 'hero.delete']);
  });

  it("uploads a photo from the admin's computer: stored at every width, shown by the hero, gone with the hero image", async () => {
    const photo = await sharp({ create: { width: 2000, height: 900, channels: 3, background: { r: 200, g: 80, b: 20 } } })
      .jpeg()
      .toBuffer();
    const up = await uploadHero('sunset.jpg', photo);
    expect(up.statusCode).toBe(201);
    const { imageUrl, width, height } = up.json();
    expect(imageUrl).toMatch(/^\/media\/uploads\/[0-9a-f]{40}\.webp$/);
    expect([width, height]).toEqual([2000, 900]);
    // Until it is a hero image, the upload is the admins' only.
    const served = await t.as(boss).get(`${imageUrl}?w=960`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(960);

    const hero = (await t.as(boss).post('/api/admin/hero-images', { imageUrl, title: 'Sunset Sale', makeActive: true })).json();
    expect((await t.anonymous.get('/api/listings/hero')).json().heroImage).toEqual({ imageUrl, title: 'Sunset Sale' });
    const digest = /([0-9a-f]{40})/.exec(imageUrl)![1]!;
    expect((await t.deps.storage.list(`uploads/${digest}/`)).length).toBeGreaterThan(0);
    expect((await t.as(boss).delete(`/api/admin/hero-images/${hero.id}`)).statusCode).toBe(204);
    expect(await t.deps.storage.list(`uploads/${digest}/`)).toEqual([]);
    expect((await t.anonymous.get(`${imageUrl}?w=960`)).statusCode).toBe(404);
  });

  it('refuses an upload that is no photo, and anyone but an admin, storing nothing', async () => {
    const before = await t.deps.storage.list('uploads/');
    const text = await uploadHero('notes.txt', Buffer.from('not a photo at all'));
    expect(text.statusCode).toBe(415);
    expect(text.json().error).toBe('"notes.txt" is not a JPEG, PNG, WebP or HEIC photo');
    const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 1, g: 2, b: 3 } } })
      .png()
      .toBuffer();
    expect((await uploadHero('a.png', photo, seller.cookie)).statusCode).toBe(403);
    expect((await uploadHero('a.png', photo, '')).statusCode).toBe(401);
    const empty = await t.as(boss).post('/api/admin/hero-images/uploads', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe('Choose a photo to upload');
    expect(await t.deps.storage.list('uploads/')).toEqual(before);
  });

  it('refuses an address that is not one', async () => {
    const res = await t.as(boss).post('/api/admin/hero-images', { imageUrl: 'javascript:alert(1)' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('The image address must start with http://, https:// or /.');
  });
});
