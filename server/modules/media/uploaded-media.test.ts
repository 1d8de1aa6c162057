import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import sharp from 'sharp';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { admin, member, type SignedIn } from '../../test/admin.ts';
import { mp4 } from '../../test/media-files.ts';
import { startS3TestServer } from '../../test/s3-test-server.ts';
import type { ListingDraftData } from '../../../domain/listings/listing-input.ts';

// Uploaded files are private to their seller and admins until the listing is approved,
// and are served in byte ranges (206) for players that seek, on disk and S3 storage alike.

const IMMUTABLE = 'public, max-age=31536000, immutable';
const PRIVATE = 'private, no-store';

function listing(media: ListingDraftData['media']): ListingDraftData {
  return {
    listingType: 'classified',
    category: 'cars',
    title: '1999 Toyota Land Cruiser',
    description: 'Two owners.',
    year: 1999,
    make: 'Toyota',
    model: 'Land Cruiser',
    mileage: 190_000,
    vin: 'JT3HT05J8X0012345',
    location: 'Denver, CO',
    titleStatus: 'Clean',
    lienExists: 'no',
    hasFlaws: 'no',
    isModified: 'no',
    sellerType: 'other',
    fullName: 'Sam Seller',
    phoneNumber: '555-0199',
    buyNowPrice: 18_000,
    media,
  };
}

async function uploadInto(t: TestApp, cookie: string, draftId: string, filename: string, data: Buffer): Promise<string> {
  const res = await t.as(cookie).upload(`/api/listing-drafts/${draftId}/uploads`, filename, data);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ url: string }>().url;
}

describe('who may see an uploaded file', () => {
  let t: TestApp;
  let seller: SignedIn;
  let stranger: SignedIn;
  let boss: SignedIn;
  beforeAll(async () => {
    t = await createTestApp();
    seller = await member(t, 'media-seller@example.com', 'Media Seller');
    stranger = await member(t, 'media-stranger@example.com', 'Media Stranger');
    boss = await admin(t, 'media-admin@example.com');
  }, 120_000);
  afterAll(() => t.close());

  const get = (url: string, cookie?: string) => t.as(cookie).get(url);

  async function expectPrivate(url: string) {
    expect((await get(url)).statusCode, `${url} signed out`).toBe(404);
    expect((await get(url, stranger.cookie)).statusCode, `${url} another member`).toBe(404);
    for (const who of [seller, boss]) {
      const res = await get(url, who.cookie);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe(PRIVATE);
    }
  }

  it('keeps a draft’s photo and video to the seller and admins, then to them while the listing awaits approval, and shows them to all once approved', async () => {
    const draft = (await t.as(seller).post('/api/listing-drafts', { data: {} })).json<{ id: string }>().id;
    const photo = await uploadInto(
      t,
      seller.cookie,
      draft,
      'front.jpg',
      await sharp({ create: { width: 800, height: 600, channels: 3, background: '#468' } })
        .jpeg()
        .toBuffer(),
    );
    const video = await uploadInto(t, seller.cookie, draft, 'walkaround.mp4', mp4());
    await expectPrivate(`${photo}?w=640`);
    await expectPrivate(video);

    const media: ListingDraftData['media'] = [
      { kind: 'image', url: photo, category: 'exterior' },
      { kind: 'video', url: video, category: 'exterior' },
    ];
    await t.as(seller).put(`/api/listing-drafts/${draft}`, { data: listing(media) });
    const submitted = await t.as(seller).post(`/api/listing-drafts/${draft}/submit`);
    expect(submitted.statusCode, submitted.body).toBe(201);
    await expectPrivate(`${photo}?w=640`);
    await expectPrivate(video);

    const approved = await t.as(boss).post(`/api/admin/approvals/${submitted.json().auctionId}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    for (const url of [`${photo}?w=640`, video]) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe(IMMUTABLE);
    }
  });

  it('keeps a hero image’s upload to admins until it is a hero image', async () => {
    const banner = await sharp({ create: { width: 1600, height: 600, channels: 3, background: '#864' } })
      .jpeg()
      .toBuffer();
    const up = await t.as(boss).upload('/api/admin/hero-images/uploads', 'banner.jpg', banner);
    expect(up.statusCode, up.body).toBe(201);
    const url = up.json<{ imageUrl: string }>().imageUrl;
    expect((await get(url)).statusCode).toBe(404);
    expect((await get(url, boss.cookie)).headers['cache-control']).toBe(PRIVATE);
    const hero = await t.as(boss).post('/api/admin/hero-images', { imageUrl: url, title: 'Spring', makeActive: false });
    expect(hero.statusCode, hero.body).toBeLessThan(300);
    expect((await get(url)).headers['cache-control']).toBe(IMMUTABLE);
  });
});

describe.each(['disk', 's3'] as const)('byte ranges from %s storage', (driver) => {
  let t: TestApp;
  let seller: SignedIn;
  let url: string;
  let file: Buffer;
  let closeS3 = async () => {};
  beforeAll(async () => {
    let env: Record<string, string> = {};
    if (driver === 's3') {
      const dir = await mkdtemp(join(tmpdir(), 'media-s3-'));
      const s3 = await startS3TestServer({ directory: dir, bucket: 'media-ranges' });
      closeS3 = async () => {
        await s3.close();
        await rm(dir, { recursive: true, force: true });
      };
      env = {
        STORAGE_DRIVER: 's3',
        S3_BUCKET: 'media-ranges',
        S3_ENDPOINT: s3.endpoint,
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
        S3_FORCE_PATH_STYLE: 'true',
      };
    }
    t = await createTestApp({ env });
    seller = await member(t, `ranges-${driver}@example.com`, 'Range Seller');
    const draft = (await t.as(seller).post('/api/listing-drafts', { data: {} })).json<{ id: string }>().id;
    file = mp4({ mdatBytes: 5000 });
    url = await uploadInto(t, seller.cookie, draft, 'clip.mp4', file);
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await closeS3();
  });

  const get = (range?: string) => t.as(seller).get(url, range === undefined ? {} : { range });

  it("answers Safari's first probe, bytes=0-1, with 206 and the two bytes", async () => {
    const res = await get('bytes=0-1');
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes 0-1/${file.length}`);
    expect(res.headers['content-length']).toBe('2');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.headers['cache-control']).toBe(PRIVATE);
    expect(res.rawPayload.equals(file.subarray(0, 2))).toBe(true);
  });

  it('answers every satisfiable range with exactly those bytes (property)', async () => {
    const range = fc.oneof(
      fc
        .tuple(fc.nat(file.length - 1), fc.nat(file.length + 100))
        .map(([a, b]) => ({ header: `bytes=${a}-${Math.max(a, b)}`, start: a, end: Math.min(Math.max(a, b), file.length - 1) })),
      fc.nat(file.length - 1).map((a) => ({ header: `bytes=${a}-`, start: a, end: file.length - 1 })),
      fc.integer({ min: 1, max: file.length + 100 }).map((n) => ({ header: `bytes=-${n}`, start: Math.max(0, file.length - n), end: file.length - 1 })),
    );
    await fc.assert(
      fc.asyncProperty(range, async ({ header, start, end }) => {
        const res = await get(header);
        expect(res.statusCode).toBe(206);
        expect(res.headers['content-range']).toBe(`bytes ${start}-${end}/${file.length}`);
        expect(res.rawPayload.equals(file.subarray(start, end + 1))).toBe(true);
      }),
      { numRuns: 30 },
    );
  }, 60_000);

  it('answers a range past the end with 416 and the size, and sends the whole file for no range or one it ignores', async () => {
    const past = await get(`bytes=${file.length}-`);
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${file.length}`);
    expect(past.json()).toMatchObject({ code: 'RANGE_NOT_SATISFIABLE' });
    for (const header of [undefined, 'bytes=5-2', 'bytes=0-1,4-5', 'items=0-1']) {
      const res = await get(header);
      expect(res.statusCode, String(header)).toBe(200);
      expect(res.headers['accept-ranges']).toBe('bytes');
      expect(res.headers['content-length']).toBe(String(file.length));
      expect(res.rawPayload.equals(file)).toBe(true);
    }
  });
});
