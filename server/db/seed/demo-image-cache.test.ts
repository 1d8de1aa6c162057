import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { DEMO_IMAGE_WIDTHS } from '../../platform/demo-images.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { demoDrawStats, demoImageCache } from './demo-image-cache.ts';
import { demoImageUrls } from './demo-images.ts';

// The drawing behind the media route's /media/demo/... (server/modules/media/media.test.ts tests the route).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the demo image cache', () => {
  it('draws one image at a time however many are asked for at once (issue 15)', async () => {
    const urls = demoImageUrls().slice(1, 5).map((u) => `${u}?w=320`);
    const before = demoDrawStats().maxConcurrent;
    const answers = await Promise.all(urls.map((url) => t.app.inject({ method: 'GET', url })));
    for (const res of answers) expect(res.statusCode).toBe(200);
    expect(Math.max(before, demoDrawStats().maxConcurrent)).toBe(1);
  });

  it('draws an image asked for twice at once only once, and both get it', async () => {
    const cache = demoImageCache(t.deps.config.DATA_DIR);
    const [category, file] = demoImageUrls()[6]!.replace('/media/demo/', '').split('/') as [string, string];
    const drawnBefore = demoDrawStats().drawn;
    const [a, b] = await Promise.all([cache.get(category, file, 640), cache.get(category, file, 640)]);
    expect(a).not.toBeNull();
    expect(b!.equals(a!)).toBe(true);
    expect(demoDrawStats().drawn).toBe(drawnBefore + 1);
  });

  it('draws the demo data images ahead of time at every width, skipping what is kept and what is not a demo image (issue 15)', async () => {
    const cache = demoImageCache(t.deps.config.DATA_DIR);
    const url = demoImageUrls()[0]!;
    expect(await cache.prefill([url, '/media/demo/cars/side-3-123456.webp'])).toBe(1);
    const [category, file] = url.replace('/media/demo/', '').split('/') as [string, string];
    for (const w of DEMO_IMAGE_WIDTHS) expect(existsSync(join(t.deps.config.DATA_DIR, 'media-cache', 'demo', category, `${w}-${file}`)), String(w)).toBe(true);
    expect(await cache.prefill([url])).toBe(0);
    const drawnBefore = demoDrawStats().drawn;
    const res = await t.app.inject({ method: 'GET', url: `${url}?w=960` });
    expect(res.statusCode).toBe(200);
    expect((await sharp(res.rawPayload).metadata()).width).toBe(960);
    expect(demoDrawStats().drawn).toBe(drawnBefore);
  });
});
