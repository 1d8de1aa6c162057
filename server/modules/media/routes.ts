import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import pLimit from 'p-limit';
import sharp from 'sharp';
import { z } from 'zod';
import type { AppDeps } from '../../app.ts';
import { isDemoImage } from '../../db/seed/demo-images.ts';
import { notFound } from '../../http/errors.ts';
import { parseDemoImagePath } from './demo-art/parse.ts';
import { renderDemoSvg } from './demo-art/render.ts';

// Responsive widths offered in srcset; anything else is refused so the cache stays bounded.
export const DEMO_IMAGE_WIDTHS = [320, 640, 960, 1280, 1600, 2400] as const;

// Issue 15: drawing takes 0.4-3 s of CPU; one at a time per process, so the API keeps answering
// while images are drawn (the others wait their turn).
const drawOne = pLimit(1);
const stats = { drawing: 0, maxConcurrent: 0, drawn: 0 };

/** How many demo images this process has drawn, and the most it ever drew at once (tests, logs). */
export function demoDrawStats(): Readonly<typeof stats> {
  return stats;
}

async function draw(svg: string, width: number): Promise<Buffer> {
  stats.drawing++;
  stats.maxConcurrent = Math.max(stats.maxConcurrent, stats.drawing);
  try {
    return await sharp(Buffer.from(svg)).resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();
  } finally {
    stats.drawing--;
    stats.drawn++;
  }
}

export const mediaRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    const cacheDir = join(deps.config.DATA_DIR, 'media-cache', 'demo');
    const inflight = new Map<string, Promise<Buffer>>();

    async function render(category: string, file: string, width: number): Promise<Buffer> {
      const spec = parseDemoImagePath(category, file);
      // Only the demo data's own images are drawn (issue 15): the cache holds at most those times the widths.
      if (!spec || !isDemoImage(category, file)) throw notFound('Image not found');
      const cached = join(cacheDir, category, `${width}-${file}`);
      const hit = await readFile(cached).catch(() => null);
      if (hit) return hit;
      const image = await drawOne(() => draw(renderDemoSvg(spec), width));
      await mkdir(join(cacheDir, category), { recursive: true });
      await writeFile(cached, image);
      return image;
    }

    // Demo photos are drawn locally on first request and kept on disk (no network at run time).
    app.get(
      '/media/demo/:category/:file',
      {
        schema: {
          hide: true,
          params: z.object({ category: z.string().max(40), file: z.string().max(80) }),
          querystring: z.object({ w: z.coerce.number().pipe(z.union(DEMO_IMAGE_WIDTHS.map((w) => z.literal(w)))).default(1280) }),
        },
      },
      async (req, reply) => {
        const { category, file } = req.params;
        const key = `${category}/${req.query.w}/${file}`;
        let job = inflight.get(key);
        if (!job) {
          job = render(category, file, req.query.w).finally(() => inflight.delete(key));
          inflight.set(key, job);
        }
        const image = await job;
        return reply.header('cache-control', 'public, max-age=31536000, immutable').type('image/webp').send(image);
      },
    );

    // Uploaded photos (one WebP per srcset width, ?w=) and videos, from object storage; content-hashed
    // names, so their stored cache-control is immutable (server/modules/create-listing/store-upload.ts).
    app.get(
      '/media/uploads/:file',
      {
        schema: {
          hide: true,
          params: z.object({ file: z.string().regex(/^[0-9a-f]{40}\.(webp|mp4|webm)$/) }),
          querystring: z.object({ w: z.coerce.number().pipe(z.union(DEMO_IMAGE_WIDTHS.map((w) => z.literal(w)))).default(1280) }),
        },
      },
      async (req, reply) => {
        const [digest, ext] = req.params.file.split('.') as [string, string];
        const key = ext === 'webp' ? `uploads/${digest}/${req.query.w}.webp` : `uploads/${digest}/video.${ext}`;
        const object = await deps.storage.get(key);
        if (!object) throw notFound('File not found');
        return reply.header('cache-control', object.cacheControl).header('content-length', object.size).type(object.contentType).send(object.body);
      },
    );
  };
