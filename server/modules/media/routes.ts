import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import pLimit from 'p-limit';
import sharp, { type Sharp } from 'sharp';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { isDemoImage } from '../../db/seed/demo-images.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { currentSession, isAdmin } from '../../http/guards.ts';
import { parseRange, RangeNotSatisfiableError } from '../../platform/storage/byte-range.ts';
import { isOwnUpload, isPublicUpload } from '../create-listing/upload-visibility.ts';
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

/** The demo image cache of one data folder: `{DATA_DIR}/media-cache/demo/{category}/{width}-{file}`. */
export function demoImageCache(dataDir: string) {
  const cacheDir = join(dataDir, 'media-cache', 'demo');
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

  return {
    /** The image at one width, drawn (in turn) and kept on first use; null for a name that is not a demo image. */
    async get(category: string, file: string, width: number): Promise<Buffer | null> {
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
    },

    /**
     * Issue 15 item 16: draws every width of each image not yet kept, one image at a time (the SVG is
     * rasterised once at the largest width and scaled down), so a page's first request finds them.
     * Each image waits its turn like a request's, so a visitor's image waits for at most one drawing.
     */
    async prefill(urls: readonly string[]): Promise<number> {
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

export const mediaRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    const cache = demoImageCache(deps.config.DATA_DIR);
    const inflight = new Map<string, Promise<Buffer | null>>();

    // Demo photos are drawn locally (no network at run time), ahead of time once the demo data is
    // seeded (server/main.ts), otherwise on first request, and kept on disk.
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
          job = cache.get(category, file, req.query.w).finally(() => inflight.delete(key));
          inflight.set(key, job);
        }
        const image = await job;
        if (!image) throw notFound('Image not found');
        return reply.header('cache-control', 'public, max-age=31536000, immutable').type('image/webp').send(image);
      },
    );

    /**
     * Who may see an uploaded file (issue 23): anybody once a public listing or a hero image shows it;
     * before that only its uploader, the seller of the listing awaiting approval, and admins. Null: nobody
     * else learns that it exists (404).
     */
    async function uploadVisibility(req: FastifyRequest, url: string): Promise<'public' | 'private' | null> {
      if (await isPublicUpload(deps.db, url)) return 'public';
      const session = await currentSession(deps, req);
      if (!session) return null;
      return (await isOwnUpload(deps.db, url, session.user.id)) || (await isAdmin(deps, session.user.id)) ? 'private' : null;
    }

    // Uploaded photos (one WebP per srcset width, ?w=) and videos, from object storage; content-hashed
    // names, so their stored cache-control is immutable (server/modules/create-listing/store-upload.ts).
    // A Range request gets those bytes (206), as players seek with ranges and Safari on iPhone plays a
    // video only from a server that answers them.
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
        const visibility = await uploadVisibility(req, `/media/uploads/${req.params.file}`);
        if (!visibility) throw notFound('File not found');
        const key = ext === 'webp' ? `uploads/${digest}/${req.query.w}.webp` : `uploads/${digest}/video.${ext}`;
        const range = parseRange(req.headers.range);
        reply.header('accept-ranges', 'bytes');
        const object = await deps.storage.get(key, range ? { range } : {}).catch((err: unknown) => {
          if (!(err instanceof RangeNotSatisfiableError)) throw err;
          reply.header('content-range', `bytes */${err.size}`);
          throw new AppError(416, 'RANGE_NOT_SATISFIABLE', 'The requested range starts past the end of the file');
        });
        if (!object) throw notFound('File not found');
        // A file not yet public is nobody else's: no shared cache may keep it, nor the browser once the
        // session that fetched it is gone.
        reply.header('cache-control', visibility === 'public' ? object.cacheControl : 'private, no-store').type(object.contentType);
        if (object.range) {
          const { start, end } = object.range;
          return reply.status(206).header('content-range', `bytes ${start}-${end}/${object.size}`).header('content-length', end - start + 1).send(object.body);
        }
        return reply.header('content-length', object.size).send(object.body);
      },
    );
  };
