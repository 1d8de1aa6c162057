import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { createTestApp, signUpConfirmed, type TestApp } from '../../test/test-app.ts';
import { mp4 } from '../../test/media-files.ts';
import { completeListingDraft } from '../../test/listing-fixtures.ts';
import { auctionPhotos, auctions, listingDrafts, listingUploads } from '../../db/schema.ts';
import { UPLOAD_LIMITS, type ListingDraftData } from '../../../domain/listings/listing-input.ts';

let t: TestApp;
let seller: string;
let other: string;

beforeAll(async () => {
  t = await createTestApp();
  seller = await signUpConfirmed(t, 'seller-one@example.com', 'Seller One');
  other = await signUpConfirmed(t, 'someone-else@example.com', 'Someone Else');
}, 120_000);
afterAll(() => t.close());

async function newDraft(cookie: string, data: ListingDraftData = {}): Promise<string> {
  const res = await t.as(cookie).post('/api/listing-drafts', { data });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: string }>().id;
}

const upload = (cookie: string, draftId: string, filename: string, data: Buffer) =>
  t.as(cookie).upload(`/api/listing-drafts/${draftId}/uploads`, filename, data);

/** A photo with GPS coordinates in its EXIF, as a phone writes it. */
function gpsPhoto(width = 1600, height = 1200, hue = 30): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: hue, g: 120, b: 200 } } })
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Make: 'TestPhone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '30/1 16/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '97/1 44/1 0/1' } })
    .toBuffer();
}

async function nothingLeftFor(draftId: string, storedBefore: unknown) {
  expect(await t.database.db.select().from(listingUploads).where(eq(listingUploads.draftId, draftId))).toEqual([]);
  expect(await t.deps.storage.list('uploads/')).toEqual(storedBefore);
  const tmp = await readdir(join(t.deps.config.DATA_DIR, 'tmp', 'uploads')).catch(() => []);
  expect(tmp).toEqual([]);
}

describe('drafts', () => {
  it('are created, listed, saved, read back and deleted by their owner, several per seller', async () => {
    const a = await newDraft(seller, { title: 'First draft', category: 'cars' });
    const b = await newDraft(seller, { make: 'Honda', model: 'Accord', year: 2003 });
    const saved = await t.as(seller).put(`/api/listing-drafts/${a}`, { data: { title: 'First draft', category: 'cars', mileage: 1200 } });
    expect(saved.statusCode).toBe(200);
    const read = await t.as(seller).get(`/api/listing-drafts/${a}`);
    expect(read.json().data).toEqual({ title: 'First draft', category: 'cars', mileage: 1200 });
    const list = await t.as(seller).get('/api/listing-drafts');
    const titles = list.json<{ drafts: { id: string; title: string }[] }>().drafts.map((d) => d.title);
    expect(titles).toEqual(expect.arrayContaining(['First draft', '2003 Honda Accord']));
    expect((await t.as(seller).delete(`/api/listing-drafts/${b}`)).statusCode).toBe(204);
    expect((await t.as(seller).get(`/api/listing-drafts/${b}`)).statusCode).toBe(404);
  });

  it('refuse bad data with a clear error and change nothing', async () => {
    const id = await newDraft(seller, { title: 'Keep me' });
    const res = await t.as(seller).put(`/api/listing-drafts/${id}`, { data: { category: 'planes' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    expect((await t.as(seller).get(`/api/listing-drafts/${id}`)).json().data).toEqual({ title: 'Keep me' });
  });

  it('are the owner’s only: another seller cannot read, edit, upload to, submit or delete them', async () => {
    const id = await newDraft(seller, { title: 'Private' });
    const stranger = t.as(other);
    expect((await stranger.get(`/api/listing-drafts/${id}`)).statusCode).toBe(404);
    expect((await stranger.put(`/api/listing-drafts/${id}`, { data: { title: 'Mine now' } })).statusCode).toBe(404);
    expect((await upload(other, id, 'car.jpg', await gpsPhoto(400, 300))).statusCode).toBe(404);
    expect((await stranger.post(`/api/listing-drafts/${id}/submit`)).statusCode).toBe(404);
    expect((await stranger.delete(`/api/listing-drafts/${id}`)).statusCode).toBe(404);
    const list = await stranger.get('/api/listing-drafts');
    expect(list.json().drafts).toEqual([]);
    const [row] = await t.database.db.select().from(listingDrafts).where(eq(listingDrafts.id, id));
    expect(row?.data).toEqual({ title: 'Private' });
  });

  it('need a signed-in user', async () => {
    expect((await t.anonymous.get('/api/listing-drafts')).statusCode).toBe(401);
    expect((await t.anonymous.post('/api/listing-drafts', { data: {} })).statusCode).toBe(401);
  });
});

describe('uploads', () => {
  it('turn a photo into WebP widths under a content-hashed name, without its EXIF location', async () => {
    const draft = await newDraft(seller);
    const original = await gpsPhoto();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await upload(seller, draft, 'IMG_0001.JPG', original);
    expect(res.statusCode).toBe(201);
    const body = res.json<{ kind: string; url: string; width: number; height: number }>();
    expect(body).toMatchObject({ kind: 'image', width: 1600, height: 1200 });
    expect(body.url).toMatch(/^\/media\/uploads\/[0-9a-f]{40}\.webp$/);
    // A draft's photo is its seller's until the listing is approved (server/modules/media/uploaded-media.test.ts).
    const served = await t.as(seller).get(`${body.url}?w=640`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('private, no-store');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.width).toBe(640);
    expect(meta.exif).toBeUndefined();
    const largest = await sharp((await t.as(seller).get(`${body.url}?w=2400`)).rawPayload).metadata();
    expect(largest.width).toBe(1600);
    expect(largest.exif).toBeUndefined();
  });

  it('are checked by their bytes: a text file named .jpg is refused by name, nothing left', async () => {
    const draft = await newDraft(seller);
    const before = await t.deps.storage.list('uploads/');
    const res = await upload(seller, draft, 'notes.jpg', Buffer.from('this is not a photo at all'.repeat(20)));
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toBe('"notes.jpg" is not a JPEG, PNG, WebP or HEIC photo, or an MP4 or WebM video');
    await nothingLeftFor(draft, before);
  });

  it('refuse a truncated photo, nothing left', async () => {
    const draft = await newDraft(seller);
    const whole = await gpsPhoto(1200, 900);
    const before = await t.deps.storage.list('uploads/');
    const res = await upload(seller, draft, 'cut.jpg', whole.subarray(0, Math.floor(whole.length / 2)));
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toBe('"cut.jpg" is damaged or incomplete and cannot be read');
    await nothingLeftFor(draft, before);
  });

  it('refuse a photo over the per-file limit, nothing left', async () => {
    const draft = await newDraft(seller);
    const head = await gpsPhoto(64, 64);
    const before = await t.deps.storage.list('uploads/');
    const big = Buffer.concat([head, Buffer.alloc(UPLOAD_LIMITS.photoBytes + 1 - head.length)]);
    const res = await upload(seller, draft, 'huge.jpg', big);
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe('"huge.jpg" is larger than 25 MB, the limit for a photo');
    await nothingLeftFor(draft, before);
  }, 60_000);

  it('accept an MP4 video by its bytes and serve it', async () => {
    const draft = await newDraft(seller);
    // A whole ISO BMFF file: ftyp (brand isom), the movie's boxes and its media data.
    const video = mp4();
    const res = await upload(seller, draft, 'walkaround.mp4', video);
    expect(res.statusCode).toBe(201);
    const url = res.json<{ url: string }>().url;
    expect(url).toMatch(/\.mp4$/);
    const served = await t.as(seller).get(url);
    expect(served.headers['content-type']).toBe('video/mp4');
    expect(served.rawPayload.length).toBe(video.length);
    // Taking it out of the listing deletes it (no other listing uses it).
    const id = res.json<{ id: string }>().id;
    expect((await t.as(seller).delete(`/api/listing-drafts/${draft}/uploads/${id}`)).statusCode).toBe(204);
    expect((await t.as(seller).get(url)).statusCode).toBe(404);
  });
});

describe('submit', () => {
  const car = (media: ListingDraftData['media']): ListingDraftData =>
    completeListingDraft({
      title: '2003 Honda Accord EX Sedan',
      trim: 'EX',
      hasFlaws: 'yes',
      flawsDescription: 'Scratch on the rear bumper',
      reservePrice: 5000,
      buyNowPrice: 9000,
      featured: true,
      media,
    });

  it('creates the auction awaiting approval with its photos, videos and slug, and deletes the draft', async () => {
    const draft = await newDraft(seller);
    const first = (await upload(seller, draft, 'a.jpg', await gpsPhoto(800, 600, 10))).json<{ url: string }>().url;
    const second = (await upload(seller, draft, 'b.jpg', await gpsPhoto(800, 600, 200))).json<{ url: string }>().url;
    const media: ListingDraftData['media'] = [
      { kind: 'image', url: second, category: 'interior' },
      { kind: 'image', url: first, category: 'exterior' },
      { kind: 'youtube', url: 'https://youtu.be/dQw4w9WgXcQ', category: 'exterior', title: 'Walkaround' },
    ];
    await t.as(seller).put(`/api/listing-drafts/${draft}`, { data: car(media) });
    const res = await t.as(seller).post(`/api/listing-drafts/${draft}/submit`);
    expect(res.statusCode, res.body).toBe(201);
    const out = res.json<{ auctionId: string; slug: string; path: string; featured: boolean }>();
    expect(out).toMatchObject({ slug: '2003-honda-accord-ex-sedan', path: '/auction/2003-honda-accord-ex-sedan', featured: true });
    const [row] = await t.database.db.select().from(auctions).where(eq(auctions.id, out.auctionId));
    expect(row).toMatchObject({
      status: 'pending_approval',
      featured: false,
      listingType: 'auction',
      imageUrl: second,
      images: [second, first],
      hasFlaws: 'yes',
      flawsDescription: 'Scratch on the rear bumper',
      sellerType: 'business',
      companyName: 'Accord Autos',
      fullName: null,
      startingPrice: 2000,
      reservePrice: 5000,
      buyNowPrice: 9000,
      youtubeVideos: ['https://youtu.be/dQw4w9WgXcQ'],
      videos: [{ type: 'youtube', url: 'https://youtu.be/dQw4w9WgXcQ', title: 'Walkaround' }],
      photoCategories: { [second]: 'interior', [first]: 'exterior' },
    });
    expect(row!.endTime!.getTime() - row!.startTime!.getTime()).toBe(5 * 86_400_000);
    const photos = await t.database.db.select().from(auctionPhotos).where(eq(auctionPhotos.auctionId, out.auctionId)).orderBy(auctionPhotos.sortOrder);
    expect(photos.map((p) => [p.imageUrl, p.category, p.sortOrder, p.fileType])).toEqual([
      [second, 'interior', 0, 'image'],
      [first, 'exterior', 1, 'image'],
    ]);
    expect(await t.database.db.select().from(listingDrafts).where(eq(listingDrafts.id, draft))).toEqual([]);
    // The detail page reads it back by its slug.
    const detail = await t.anonymous.get(`/api/auction-detail/${out.slug}`);
    expect(detail.json().auction).toMatchObject({ id: out.auctionId, status: 'pending_approval', hasFlaws: 'yes' });
    expect(detail.json().auction.photos).toEqual([
      { url: second, category: 'interior', fileType: 'image' },
      { url: first, category: 'exterior', fileType: 'image' },
    ]);
  });

  it('gives a second listing of the same title the next slug', async () => {
    const draft = await newDraft(seller);
    const url = (await upload(seller, draft, 'c.jpg', await gpsPhoto(640, 480, 90))).json<{ url: string }>().url;
    await t.as(seller).put(`/api/listing-drafts/${draft}`, { data: car([{ kind: 'image', url, category: 'exterior' }]) });
    const res = await t.as(seller).post(`/api/listing-drafts/${draft}/submit`);
    expect(res.json().slug).toBe('2003-honda-accord-ex-sedan-2');
  });

  it('stores a classified’s sale price as buy now, with no bidding prices', async () => {
    const draft = await newDraft(seller);
    const url = (await upload(seller, draft, 'd.jpg', await gpsPhoto(640, 480, 140))).json<{ url: string }>().url;
    const data: ListingDraftData = {
      ...car([{ kind: 'image', url, category: 'exterior' }]),
      listingType: 'classified',
      title: 'Accord for sale',
      startingPrice: null,
      reservePrice: null,
      buyNowPrice: 7500,
      startTime: null,
    };
    await t.as(seller).put(`/api/listing-drafts/${draft}`, { data });
    const res = await t.as(seller).post(`/api/listing-drafts/${draft}/submit`);
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(auctions).where(eq(auctions.id, res.json().auctionId));
    expect(row).toMatchObject({
      listingType: 'classified',
      buyNowPrice: 7500,
      startingPrice: 0,
      reservePrice: null,
      status: 'pending_approval',
      paymentMethod: 'held',
    });
  });

  it('keeps the seller’s choice of how the price is paid (issue 26 item 4), and refuses an unknown one', async () => {
    const draft = await newDraft(seller);
    const url = (await upload(seller, draft, 'e.jpg', await gpsPhoto(640, 480, 170))).json<{ url: string }>().url;
    const data: ListingDraftData = { ...car([{ kind: 'image', url, category: 'exterior' }]), title: 'Accord paid directly', paymentMethod: 'direct' };
    const bad = await t.as(seller).put(`/api/listing-drafts/${draft}`, { data: { ...data, paymentMethod: 'cash' } });
    expect(bad.statusCode).toBe(400);
    await t.as(seller).put(`/api/listing-drafts/${draft}`, { data });
    const res = await t.as(seller).post(`/api/listing-drafts/${draft}/submit`);
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(auctions).where(eq(auctions.id, res.json().auctionId));
    expect(row!.paymentMethod).toBe('direct');
  });

  it('refuses an incomplete listing with the first problem and keeps the draft', async () => {
    const draft = await newDraft(seller, { ...car([]), reservePrice: 1000 });
    const res = await t.as(seller).post(`/api/listing-drafts/${draft}/submit`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('The reserve must be at least the starting price');
    expect(await t.database.db.select().from(listingDrafts).where(eq(listingDrafts.id, draft))).toHaveLength(1);
  });

  it('saves a draft with an amount over MAX_AMOUNT but refuses to submit it, naming the field', async () => {
    const before = (await t.database.db.select().from(auctions)).length;
    const draft = await newDraft(seller, { ...car([]), startingPrice: 2000, reservePrice: null, buyNowPrice: 500_000_001 });
    const read = await t.as(seller).get(`/api/listing-drafts/${draft}`);
    expect(read.json().data.buyNowPrice).toBe(500_000_001);
    const res = await t.as(seller).post(`/api/listing-drafts/${draft}/submit`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'The buy now price cannot exceed $500,000,000' });
    expect((await t.database.db.select().from(auctions)).length).toBe(before);
    expect(await t.database.db.select().from(listingDrafts).where(eq(listingDrafts.id, draft))).toHaveLength(1);
  });

  it('refuses photos that were not uploaded into the draft', async () => {
    const draft = await newDraft(seller, car([{ kind: 'image', url: '/media/uploads/' + 'a'.repeat(40) + '.webp', category: 'exterior' }]));
    const res = await t.as(seller).post(`/api/listing-drafts/${draft}/submit`);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('LISTING_MEDIA_UNKNOWN');
  });
});
