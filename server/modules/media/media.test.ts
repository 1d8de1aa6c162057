import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { buildApp } from '../../app.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Whether a file of that name is kept anywhere in the demo image cache. */
function kept(name: string): boolean {
  const dir = join(t.deps.config.DATA_DIR, 'media-cache', 'demo');
  return existsSync(dir) && readdirSync(dir, { recursive: true, encoding: 'utf8' }).some((path) => path.endsWith(`/${name}`));
}

describe('demo images', () => {
  it('draws a demo photo locally as WebP at the asked width, cached on disk and immutable', async () => {
    const res = await t.anonymous.get('/media/demo/cars/front34-0-b91c1c.webp?w=640');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 640, height: 480 });
    expect(kept('640-front34-0-b91c1c.webp')).toBe(true);
    const again = await t.anonymous.get('/media/demo/cars/front34-0-b91c1c.webp?w=640');
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
  });

  it('draws only the demo data images: any other colour or variant is a 404, and nothing is cached for it (issue 15)', async () => {
    for (const url of ['/media/demo/cars/side-3-123456.webp?w=320', '/media/demo/hero/hero-7-000000.webp?w=320', '/media/demo/cars/side-3-b91c1d.webp?w=320']) {
      const res = await t.anonymous.get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ error: 'Image not found' });
    }
    expect(kept('320-side-3-123456.webp')).toBe(false);
  });

  it('refuses names outside the contract and unknown widths', async () => {
    for (const url of ['/media/demo/cars/..%2F..%2Fetc.webp', '/media/demo/cars/wing-1-ffffff.webp', '/media/demo/planes/side-1-ffffff.webp']) {
      expect((await t.anonymous.get(url)).statusCode).toBe(404);
    }
    expect((await t.anonymous.get('/media/demo/cars/side-1-ffffff.webp?w=123')).statusCode).toBe(400);
  });

  it('has no demo images without the demo images dependency: a demo data name answers 404 and nothing is drawn', async () => {
    const bare = await buildApp({ ...t.deps, demoImages: undefined });
    try {
      const res = await bare.inject({ method: 'GET', url: '/media/demo/cars/front34-1-1d4ed8.webp?w=320' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: 'Image not found' });
      expect(kept('320-front34-1-1d4ed8.webp')).toBe(false);
    } finally {
      await bare.close();
    }
  });
});
