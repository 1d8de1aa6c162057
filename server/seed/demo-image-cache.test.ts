import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { buildApp } from '../app.ts';
import { DEMO_IMAGE_WIDTHS } from '../platform/demo-images.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import type { DemoImageSpec } from './demo-art/parse.ts';
import { renderDemoSvg } from './demo-art/render.ts';
import { demoDrawStats, demoImageCache, type DemoImageCacheOptions } from './demo-image-cache.ts';
import { demoRecipe } from './demo-image-recipe.ts';
import { demoImageUrls } from './demo-images.ts';

// The drawing behind the media route's /media/demo/... (server/modules/media/media.test.ts tests the route).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
});
async function dataDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'demo-image-cache-'));
  dirs.push(dir);
  return dir;
}

const parts = (url: string) => url.replace('/media/demo/', '').split('/') as [string, string];
const nameOf = (spec: DemoImageSpec) => `${spec.category}/${spec.view}-${spec.variant}-${spec.paint}.webp`;
/** A plain picture of a vehicle photo's size, quick to draw, where the test is about what is drawn when. */
const plain = (spec: DemoImageSpec) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200"><rect width="1600" height="1200" fill="#${spec.paint}"/></svg>`;

/** A cache that records what it draws, in order. */
function recording(dir: string, options: DemoImageCacheOptions = {}) {
  const drawn: string[] = [];
  const cache = demoImageCache(dir, {
    ...options,
    render: async (spec) => {
      drawn.push(nameOf(spec));
      return options.render ? options.render(spec) : renderDemoSvg(spec);
    },
  });
  return { cache, drawn };
}

describe('the demo image cache', () => {
  it('draws at most one image per slot however many are asked for at once', async () => {
    const urls = demoImageUrls().slice(1, 5);
    let peak = 0;
    const { cache } = recording(await dataDir(), {
      concurrency: 2,
      render: (spec) => {
        peak = Math.max(peak, demoDrawStats().drawing);
        return plain(spec);
      },
    });
    const images = await Promise.all(urls.map((u) => cache.get(...parts(u), 320)));
    for (const image of images) expect((await sharp(image!).metadata()).width).toBe(320);
    expect(peak).toBeGreaterThan(0);
    expect(peak).toBeLessThanOrEqual(2);
  });

  it('draws an image asked for twice at once only once, and both get it', async () => {
    const { cache, drawn } = recording(await dataDir(), { render: plain });
    const [category, file] = parts(demoImageUrls()[6]!);
    const [a, b] = await Promise.all([cache.get(category, file, 640), cache.get(category, file, 640)]);
    expect(a).not.toBeNull();
    expect(b!.equals(a!)).toBe(true);
    expect(drawn).toEqual([`${category}/${file}`]);
  });

  it('draws the demo data images ahead of time at every width, skipping what is kept and what is not a demo image (issue 15)', async () => {
    const dir = await dataDir();
    const { cache, drawn } = recording(dir);
    const url = demoImageUrls()[0]!;
    expect(await cache.prefill([url, '/media/demo/cars/side-3-123456.webp'])).toBe(1);
    const [category, file] = parts(url);
    for (const w of DEMO_IMAGE_WIDTHS) expect(existsSync(join(dir, 'media-cache', 'demo', demoRecipe(), category, `${w}-${file}`)), String(w)).toBe(true);
    expect(await cache.prefill([url])).toBe(0);
    expect((await sharp((await cache.get(category, file, 960))!).metadata()).width).toBe(960);
    expect(drawn).toHaveLength(1);
  });

  it('keeps a vehicle photo up to its own width: a wider one asked for is that one, not a second copy', async () => {
    const dir = await dataDir();
    const { cache } = recording(dir, { render: plain });
    const [category, file] = parts(demoImageUrls().find((u) => !u.includes('/hero/'))!);
    const widest = await cache.get(category, file, 2400);
    expect(await sharp(widest!).metadata()).toMatchObject({ width: 1600, height: 1200 });
    await cache.prefill([`/media/demo/${category}/${file}`]); // the smaller widths, drawn after the one asked for
    const kept = (await readdir(join(dir, 'media-cache', 'demo', demoRecipe(), category))).sort();
    expect(kept).toEqual(['1280', '1600', '320', '640', '960'].map((w) => `${w}-${file}`).sort());
  });

  it('serves a requested image, real and at its width, ahead of the background queue (issue 25 item 24)', async () => {
    const dir = await dataDir();
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const background = demoImageUrls().slice(10, 16);
    const asked = background.at(-1)!;
    // The background drawing's first image is held until the request is queued: nothing depends on timing. The
    // one asked for is the demo art itself; the others are plain, quick to draw.
    const { cache, drawn } = recording(dir, {
      concurrency: 1,
      render: async (spec) => {
        if (drawn.length === 1) await gate;
        return asked.endsWith(nameOf(spec)) ? renderDemoSvg(spec) : plain(spec);
      },
    });
    const app = await buildApp({ ...t.deps, demoImages: cache });
    try {
      const prefill = cache.prefill(background);
      await vi.waitFor(() => expect(drawn).toHaveLength(1));
      const answer = app.inject({ method: 'GET', url: `${asked}?w=640` });
      await vi.waitFor(() =>
        expect(cache.queue().waiting[0]).toMatchObject({
          name: expect.stringContaining(`${asked.replace('/media/demo/', '')}@640`) as string,
          priority: 'request',
        }),
      );
      release();
      const res = await answer;
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 640, height: 480 });
      // Drawn second, at the width asked for: after the one already being drawn when it was asked for, before the
      // four still waiting; its other widths are drawn in its turn.
      expect(drawn.slice(0, 2)).toEqual([background[0]!, asked].map((u) => u.replace('/media/demo/', '')));
      expect(await prefill).toBe(6);
      expect(new Set(drawn.map((d) => `/media/demo/${d}`))).toEqual(new Set(background));
      const [category, file] = parts(asked);
      expect(res.rawPayload.equals(await readFile(join(dir, 'media-cache', 'demo', demoRecipe(), category, `640-${file}`)))).toBe(true);
    } finally {
      await app.close();
    }
  });

  it('keeps drawn images between starts, and draws them again when the recipe changes (issue 25 item 24)', async () => {
    const dir = await dataDir();
    const url = demoImageUrls()[3]!;
    const [category, file] = parts(url);
    // Images kept the way they were before recipes had folders.
    await mkdir(join(dir, 'media-cache', 'demo', category), { recursive: true });
    await writeFile(join(dir, 'media-cache', 'demo', category, `640-${file}`), 'old');

    const first = recording(dir, { recipe: 'recipe-one', render: plain });
    expect(await first.cache.prefill([url])).toBe(1);
    const image = await first.cache.get(category, file, 640);
    expect(first.drawn).toEqual([`${category}/${file}`]);

    const restart = recording(dir, { recipe: 'recipe-one', render: plain });
    expect((await restart.cache.get(category, file, 640))!.equals(image!)).toBe(true);
    expect(await restart.cache.prefill([url])).toBe(0);
    expect(restart.drawn).toEqual([]);

    const changed = recording(dir, { recipe: 'recipe-two', render: plain });
    expect(await changed.cache.prefill([url])).toBe(1);
    expect(changed.drawn).toEqual([`${category}/${file}`]);
    expect((await changed.cache.get(category, file, 640))!.equals(image!)).toBe(true);
    // Only the current recipe's folder is kept.
    expect(await readdir(join(dir, 'media-cache', 'demo'))).toEqual(['recipe-two']);
  });
});
