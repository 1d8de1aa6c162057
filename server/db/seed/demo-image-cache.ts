import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import pLimit from 'p-limit';
import sharp, { type Sharp } from 'sharp';
import { DEMO_IMAGE_WIDTHS, type DemoImages, type DemoImageWidth } from '../../platform/demo-images.ts';
import { parseDemoImagePath } from './demo-art/parse.ts';
import { renderDemoSvg } from './demo-art/render.ts';
import { isDemoImage } from './demo-images.ts';

// Issue 15: drawing takes 0.4-3 s of CPU; one at a time per process, so the API keeps answering
// while images are drawn (the others wait their turn).
const drawOne = pLimit(1);
const stats = { drawing: 0, maxConcurrent: 0, drawn: 0 };

/** How many demo images this process has drawn, and the most it ever drew at once (tests, logs). */
export function demoDrawStats(): Readonly<typeof stats> {
  return stats;
}

async function draw(work: () => Promise<void>): Promise<void> {
  stats.drawing++;
  stats.maxConcurrent = Math.max(stats.maxConcurrent, stats.drawing);
  try {
    await work();
  } finally {
    stats.drawing--;
    stats.drawn++;
  }
}

const encode = (input: Sharp, width: number) => input.resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();

/**
 * The demo image cache of one data folder: `{DATA_DIR}/media-cache/demo/{category}/{width}-{file}`.
 * Demo photos are drawn locally (no network at run time), ahead of time once the demo data is seeded
 * (server/main.ts), otherwise on first request, and kept on disk.
 */
export function demoImageCache(dataDir: string): DemoImages & { prefill(urls: readonly string[]): Promise<number> } {
  const cacheDir = join(dataDir, 'media-cache', 'demo');
  const inflight = new Map<string, Promise<Buffer | null>>();
  const pathOf = (category: string, file: string, width: number) => join(cacheDir, category, `${width}-${file}`);
  const store = async (category: string, file: string, width: number, image: Buffer) => {
    await mkdir(join(cacheDir, category), { recursive: true });
    await writeFile(pathOf(category, file, width), image);
  };
  const specOf = (category: string, file: string) => {
    const spec = parseDemoImagePath(category, file);
    // Only the demo data's own images are drawn (issue 15): the cache holds at most those times the widths.
    return spec && isDemoImage(category, file) ? spec : null;
  };

  async function getOnce(category: string, file: string, width: DemoImageWidth): Promise<Buffer | null> {
    const spec = specOf(category, file);
    if (!spec) return null;
    const hit = await readFile(pathOf(category, file, width)).catch(() => null);
    if (hit) return hit;
    let image: Buffer | null = null;
    await drawOne(() =>
      draw(async () => {
        image = await encode(sharp(Buffer.from(renderDemoSvg(spec))), width);
      }),
    );
    await store(category, file, width, image!);
    return image!;
  }

  return {
    /** The image at one width, drawn (in turn) and kept on first use; asked again while drawing, it is drawn once. */
    get(category, file, width) {
      const key = `${category}/${width}/${file}`;
      let job = inflight.get(key);
      if (!job) {
        job = getOnce(category, file, width).finally(() => inflight.delete(key));
        inflight.set(key, job);
      }
      return job;
    },

    /**
     * Issue 15 item 16: draws every width of each image not yet kept, one image at a time (the SVG is
     * rasterised once at the largest width and scaled down), so a page's first request finds them.
     * Each image waits its turn like a request's, so a visitor's image waits for at most one drawing.
     */
    async prefill(urls) {
      let drawn = 0;
      for (const url of urls) {
        const [category = '', file = ''] = url.replace(/^\/media\/demo\//, '').split('/');
        const spec = specOf(category, file);
        const missing = spec ? DEMO_IMAGE_WIDTHS.filter((w) => !existsSync(pathOf(category, file, w))) : [];
        if (!spec || missing.length === 0) continue;
        await drawOne(() =>
          draw(async () => {
            const largest = Math.max(...missing);
            const base = await sharp(Buffer.from(renderDemoSvg(spec))).resize({ width: largest, withoutEnlargement: true }).png({ compressionLevel: 0 }).toBuffer();
            for (const width of missing) await store(category, file, width, await encode(sharp(base), width));
          }),
        );
        drawn++;
      }
      return drawn;
    },
  };
}
