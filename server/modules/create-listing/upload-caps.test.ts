import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { draftUploads } from '../../test/draft-uploads.ts';
import { mp4, webm } from '../../test/media-files.ts';
import { listingUploads } from '../../db/schema.ts';
import { UPLOAD_LIMITS } from '../../../domain/listings/listing-input.ts';

// The per-draft caps hold whatever the timing, and a 'video' must be a whole container.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await asNewSeller();
}, 120_000);
afterAll(() => t.close());

const uploads = draftUploads(() => t, 'caps-seller');
const { asNewSeller, newDraft, upload } = uploads;

const rowsOf = (draftId: string) => t.database.db.select().from(listingUploads).where(eq(listingUploads.draftId, draftId));

describe('caps per draft, whatever the timing', () => {
  it(`takes ${UPLOAD_LIMITS.videosPerListing} of 8 videos sent at once and refuses the rest with a clear 409`, async () => {
    const draft = await newDraft();
    const videos = Array.from({ length: 8 }, (_, i) => mp4({ mdatBytes: 1000 + i }));
    const answers = await Promise.all(videos.map((v, i) => upload(draft, `clip-${i}.mp4`, v)));
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([...Array(UPLOAD_LIMITS.videosPerListing).fill(201), ...Array(8 - UPLOAD_LIMITS.videosPerListing).fill(409)]);
    for (const r of answers.filter((a) => a.statusCode === 409))
      expect(r.json().error).toMatch(/^"clip-\d\.mp4" was not added: a listing has at most 3 videos$/);
    expect(await rowsOf(draft)).toHaveLength(UPLOAD_LIMITS.videosPerListing);
    // Refused videos left no stored object: only the 3 taken are in storage.
    const urls = new Set((await rowsOf(draft)).map((r) => r.url.replace('/media/uploads/', '').replace('.mp4', '')));
    const stored = (await t.deps.storage.list('uploads/', { limit: 10_000 })).filter((o) => o.key.endsWith('video.mp4'));
    expect(stored.map((o) => o.key.split('/')[1]).sort()).toEqual([...urls].sort());
  });

  it(`takes ${UPLOAD_LIMITS.photosPerListing} of ${UPLOAD_LIMITS.photosPerListing + 4} photos sent at once`, async () => {
    await asNewSeller();
    const draft = await newDraft();
    const photos = await Promise.all(
      Array.from({ length: UPLOAD_LIMITS.photosPerListing + 4 }, (_, i) =>
        sharp({ create: { width: 48, height: 36, channels: 3, background: { r: i, g: 255 - i, b: 7 } } })
          .png()
          .toBuffer(),
      ),
    );
    const answers = await Promise.all(photos.map((p, i) => upload(draft, `photo-${i}.png`, p)));
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(UPLOAD_LIMITS.photosPerListing);
    const refused = answers.filter((r) => r.statusCode !== 201);
    expect(refused.map((r) => r.statusCode)).toEqual([409, 409, 409, 409]);
    for (const r of refused) expect(r.json().error).toMatch(/^"photo-\d+\.png" was not added: a listing has at most 50 photos$/);
    expect(await rowsOf(draft)).toHaveLength(UPLOAD_LIMITS.photosPerListing);
    // At the cap, the same photo again is the upload it already has, not one more.
    const kept = answers.find((r) => r.statusCode === 201)!;
    const again = await upload(draft, 'again.png', photos[answers.indexOf(kept)]!);
    expect(again.statusCode).toBe(201);
    expect(again.json().id).toBe(kept.json().id);
    expect(await rowsOf(draft)).toHaveLength(UPLOAD_LIMITS.photosPerListing);
  }, 120_000);
});

describe('videos are checked by their container', () => {
  it("refuses 'ftyp' followed by a web page (the reported file) with a 422, storing nothing", async () => {
    const draft = await newDraft();
    const before = await t.deps.storage.list('uploads/', { limit: 10_000 });
    const html = Buffer.concat([
      mp4().subarray(0, 32),
      Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>'.repeat(20)),
    ]);
    const res = await upload(draft, 'trailer.mp4', html);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'UPLOAD_UNREADABLE', error: '"trailer.mp4" is damaged or incomplete and cannot be played' });
    expect(await rowsOf(draft)).toEqual([]);
    expect(await t.deps.storage.list('uploads/', { limit: 10_000 })).toEqual(before);
    expect(await readdir(join(t.deps.config.DATA_DIR, 'tmp', 'uploads')).catch(() => [])).toEqual([]);
  });

  it('refuses a video cut short and a WebM with a page after it; takes whole MP4 and WebM files', async () => {
    const draft = await newDraft();
    const whole = mp4({ mdatBytes: 4096 });
    expect((await upload(draft, 'cut.mp4', whole.subarray(0, whole.length - 100))).statusCode).toBe(422);
    expect((await upload(draft, 'page.webm', Buffer.concat([webm(), Buffer.from('<html>')]))).statusCode).toBe(422);
    expect(await rowsOf(draft)).toEqual([]);
    const a = await upload(draft, 'whole.mp4', whole);
    expect(a.statusCode).toBe(201);
    expect(a.json().url).toMatch(/\.mp4$/);
    const b = await upload(draft, 'recording.webm', webm({ unknownSize: true }));
    expect(b.statusCode, b.body).toBe(201);
    expect(b.json().url).toMatch(/\.webm$/);
  });
});
