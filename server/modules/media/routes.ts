import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { z } from 'zod';
import type { AppDeps } from '../../app.ts';
import { notFound } from '../../http/errors.ts';
import { parseDemoImagePath } from './demo-art/parse.ts';
import { renderDemoSvg } from './demo-art/render.ts';

// Responsive widths offered in srcset; anything else is refused so the cache stays bounded.
export const DEMO_IMAGE_WIDTHS = [320, 640, 960, 1280, 1600, 2400] as const;

export const mediaRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    const cacheDir = join(deps.config.DATA_DIR, 'media-cache', 'demo');
    const inflight = new Map<string, Promise<Buffer>>();

    async function render(category: string, file: string, width: number): Promise<Buffer> {
      const spec = parseDemoImagePath(category, file);
      if (!spec) throw notFound('Image not found');
      const cached = join(cacheDir, category, `${width}-${file}`);
      const hit = await readFile(cached).catch(() => null);
      if (hit) return hit;
      const image = await sharp(Buffer.from(renderDemoSvg(spec))).resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();
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
