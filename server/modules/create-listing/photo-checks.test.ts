import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import fc from 'fast-check';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { draftUploads } from '../../test/draft-uploads.ts';
import { admin } from '../../test/admin.ts';
import { pngWithHeader } from '../../test/media-files.ts';
import { listingUploads } from '../../db/schema.ts';
import { PHOTO_DIMENSION_LIMITS as L, photoDimensionProblem } from '../../../domain/listings/photo-dimensions.ts';
import { PHOTO_CONVERSIONS } from './convert-photo.ts';
import { photoConversionStats } from './store-upload.ts';

// A photo the pipeline will not serve, or cannot read, is a 4xx with a clear message
// (never a 500), decided before it is decoded, and leaves nothing behind.

let t: TestApp;
let boss: string;

beforeAll(async () => {
  t = await createTestApp();
  await asNewSeller();
  boss = (await admin(t, 'photo-admin@example.com')).cookie;
}, 120_000);
afterAll(() => t.close());

const uploads = draftUploads(() => t, 'upload-seller');
const { asNewSeller, newDraft, upload } = uploads;

const uploadHero = (filename: string, data: Buffer) => t.as(boss).upload('/api/admin/hero-images/uploads', filename, data);

async function expectNothingLeft(draftId: string, storedBefore: unknown) {
  expect(await t.database.db.select().from(listingUploads).where(eq(listingUploads.draftId, draftId))).toEqual([]);
  expect(await t.deps.storage.list('uploads/', { limit: 10_000 })).toEqual(storedBefore);
  expect(await readdir(join(t.deps.config.DATA_DIR, 'tmp', 'uploads')).catch(() => [])).toEqual([]);
}

const fmt = (n: number) => n.toLocaleString('en-US');

describe('photo dimensions, read from the header before decoding', () => {
  it('refuses the reported 100 x 999,999 PNG with a 422 that says why, and stores nothing', async () => {
    const draft = await newDraft();
    const before = await t.deps.storage.list('uploads/', { limit: 10_000 });
    const res = await upload(draft, 'tall.png', pngWithHeader(100, 999_999));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'UPLOAD_PHOTO_DIMENSIONS',
      error: `"tall.png" is 100 x 999,999 pixels; a photo's sides may be at most 12,000 pixels`,
    });
    await expectNothingLeft(draft, before);
  });

  it('refuses every size the pipeline will not serve, whatever the file holds (property)', async () => {
    await asNewSeller();
    const draft = await newDraft();
    const before = await t.deps.storage.list('uploads/', { limit: 10_000 });
    const refused = fc
      .tuple(fc.integer({ min: 1, max: 3 * L.maxSide }), fc.integer({ min: 1, max: 3 * L.maxSide }))
      .filter(([w, h]) => photoDimensionProblem(w, h) !== null);
    await fc.assert(
      fc.asyncProperty(refused, async ([w, h]) => {
        const res = await upload(draft, 'big.png', pngWithHeader(w, h));
        expect(res.statusCode).toBe(422);
        const rule = {
          side: "a photo's sides may be at most 12,000 pixels",
          pixels: 'a photo may have at most 64 megapixels',
          aspect: 'a photo may be at most 4 times as wide as it is tall, or as tall as it is wide',
        }[photoDimensionProblem(w, h) as 'side' | 'pixels' | 'aspect'];
        expect(res.json().error).toBe(`"big.png" is ${fmt(w)} x ${fmt(h)} pixels; ${rule}`);
      }),
      { numRuns: 25 },
    );
    await expectNothingLeft(draft, before);
  }, 60_000);

  it('refuses an oversized hero image the same way (admin uploads share the pipeline)', async () => {
    const before = await t.deps.storage.list('uploads/', { limit: 10_000 });
    const res = await uploadHero('banner.png', pngWithHeader(10_000, 10_000));
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toBe('"banner.png" is 10,000 x 10,000 pixels; a photo may have at most 64 megapixels');
    expect(await t.deps.storage.list('uploads/', { limit: 10_000 })).toEqual(before);
  });

  it('converts a few photos at a time, leaving a core to the API', async () => {
    const draft = await newDraft();
    const photos = await Promise.all(
      [10, 80, 160, 240].map((r) =>
        sharp({ create: { width: 1200, height: 900, channels: 3, background: { r, g: 40, b: 90 } } })
          .jpeg()
          .toBuffer(),
      ),
    );
    const answers = await Promise.all(photos.map((p, i) => upload(draft, `p${i}.jpg`, p)));
    for (const res of answers) expect(res.statusCode).toBe(201);
    expect(photoConversionStats().maxConcurrent).toBeGreaterThan(0);
    expect(photoConversionStats().maxConcurrent).toBeLessThanOrEqual(PHOTO_CONVERSIONS);
  }, 60_000);
});

describe('damaged and disguised files', () => {
  const cases: [string, number, string, () => Promise<Buffer>][] = [
    [
      'corrupt.png',
      422,
      '"corrupt.png" is damaged or incomplete and cannot be read',
      async () => pngWithHeader(64, 48, Buffer.from('this is not deflate data at all, just bytes')),
    ],
    [
      'short.png',
      422,
      '"short.png" is damaged or incomplete and cannot be read',
      async () => pngWithHeader(640, 480, deflateSync(Buffer.alloc(10 * (3 * 640 + 1)))),
    ],
    [
      'cut.png',
      422,
      '"cut.png" is damaged or incomplete and cannot be read',
      async () =>
        (
          await sharp({ create: { width: 300, height: 200, channels: 3, background: '#345' } })
            .png()
            .toBuffer()
        ).subarray(0, 60),
    ],
    [
      'page.png',
      415,
      '"page.png" is not a JPEG, PNG, WebP or HEIC photo, or an MP4 or WebM video',
      async () => Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'),
    ],
    [
      'doc.jpg',
      415,
      '"doc.jpg" is not a JPEG, PNG, WebP or HEIC photo, or an MP4 or WebM video',
      async () => Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
    ],
    [
      'anim.gif',
      415,
      '"anim.gif" is not a JPEG, PNG, WebP or HEIC photo, or an MP4 or WebM video',
      async () => Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'),
    ],
  ];
  it.each(cases)('%s answers %i with a clear message and stores nothing', async (name, status, message, make) => {
    const draft = await newDraft();
    const before = await t.deps.storage.list('uploads/', { limit: 10_000 });
    const res = await upload(draft, name, await make());
    expect(res.statusCode).toBe(status);
    expect(res.json().error).toBe(message);
    await expectNothingLeft(draft, before);
  });

  it('any damage to a photo is accepted or refused with a 4xx, never a server error (property)', async () => {
    await asNewSeller();
    const originals = [
      await sharp({ create: { width: 96, height: 64, channels: 3, background: '#a33' } })
        .jpeg()
        .toBuffer(),
      await sharp({ create: { width: 96, height: 64, channels: 4, background: '#3a38' } })
        .png()
        .toBuffer(),
      await sharp({ create: { width: 96, height: 64, channels: 3, background: '#33a' } })
        .webp()
        .toBuffer(),
    ];
    const damage = fc.oneof(
      fc.record({ kind: fc.constant('flip' as const), at: fc.nat(), byte: fc.integer({ min: 0, max: 255 }) }),
      fc.record({ kind: fc.constant('cut' as const), at: fc.nat() }),
      fc.record({ kind: fc.constant('insert' as const), at: fc.nat(), bytes: fc.uint8Array({ minLength: 1, maxLength: 32 }) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(0, 1, 2), fc.array(damage, { minLength: 1, maxLength: 4 }), async (which, harms) => {
        let file = Buffer.from(originals[which]!);
        for (const h of harms) {
          const at = h.at % file.length;
          if (h.kind === 'flip') file[at] = h.byte;
          else if (h.kind === 'cut') file = file.subarray(0, Math.max(1, at));
          else file = Buffer.concat([file.subarray(0, at), Buffer.from(h.bytes), file.subarray(at)]);
        }
        const draft = await newDraft();
        const res = await upload(draft, 'photo', file);
        expect([201, 413, 415, 422], res.body).toContain(res.statusCode);
        if (res.statusCode !== 201) expect(await t.database.db.select().from(listingUploads).where(eq(listingUploads.draftId, draft))).toEqual([]);
        await t.as(uploads.seller).delete(`/api/listing-drafts/${draft}`);
      }),
      { numRuns: 40 },
    );
  }, 120_000);
});
