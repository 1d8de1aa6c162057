import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { demoImageUrls } from '../../db/seed/demo-images.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { DEMO_IMAGE_WIDTHS, demoDrawStats, demoImageCache } from './routes.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('demo images', () => {
  it('draws a demo photo locally as WebP at the asked width, cached on disk and immutable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/media/demo/cars/front34-0-b91c1c.webp?w=640' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 640, height: 480 });
    expect(existsSync(join(t.deps.config.DATA_DIR, 'media-cache', 'demo', 'cars', '640-front34-0-b91c1c.webp'))).toBe(true);
    const again = await t.app.inject({ method: 'GET', url: '/media/demo/cars/front34-0-b91c1c.webp?w=640' });
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
  });

  it('draws only the demo data images: any other colour or variant is a 404, and nothing is cached for it (issue 15)', async () => {
    for (const url of ['/media/demo/cars/side-3-123456.webp?w=320', '/media/demo/hero/hero-7-000000.webp?w=320', '/media/demo/cars/side-3-b91c1d.webp?w=320']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ error: 'Image not found' });
    }
    expect(existsSync(join(t.deps.config.DATA_DIR, 'media-cache', 'demo', 'cars', '320-side-3-123456.webp'))).toBe(false);
  });

  it('draws one image at a time however many are asked for at once (issue 15)', async () => {
    const urls = demoImageUrls().slice(1, 5).map((u) => `${u}?w=320`);
    const before = demoDrawStats().maxConcurrent;
    const answers = await Promise.all(urls.map((url) => t.app.inject({ method: 'GET', url })));
    for (const res of answers) expect(res.statusCode).toBe(200);
    expect(Math.max(before, demoDrawStats().maxConcurrent)).toBe(1);
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

  it('refuses names outside the contract and unknown widths', async () => {
    for (const url of ['/media/demo/cars/..%2F..%2Fetc.webp', '/media/demo/cars/wing-1-ffffff.webp', '/media/demo/planes/side-1-ffffff.webp']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
    expect((await t.app.inject({ method: 'GET', url: '/media/demo/cars/side-1-ffffff.webp?w=123' })).statusCode).toBe(400);
  });
});
