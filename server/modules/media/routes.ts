import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { currentSession, hasAdminPowers } from '../../http/guards.ts';
import { DEMO_IMAGE_WIDTHS } from '../../platform/demo-images.ts';
import { parseRange, RangeNotSatisfiableError } from '../../platform/storage/byte-range.ts';
import { isOwnUpload, isPublicUpload } from '../create-listing/upload-visibility.ts';

export const mediaRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    // Demo photos come from the demo images dependency (drawn locally, no network at run time; the
    // drawing lives with the seed). Without it there are none: every name answers 404.
    app.get(
      '/media/demo/:category/:file',
      {
        schema: {
          hide: true,
          params: z.object({ category: z.string().max(40), file: z.string().max(80) }),
          querystring: z.object({
            w: z.coerce
              .number()
              .pipe(z.union(DEMO_IMAGE_WIDTHS.map((w) => z.literal(w))))
              .default(1280),
          }),
        },
      },
      async (req, reply) => {
        const image = await deps.demoImages?.get(req.params.category, req.params.file, req.query.w);
        if (!image) throw notFound('Image not found');
        return reply.header('cache-control', 'public, max-age=31536000, immutable').type('image/webp').send(image);
      },
    );

    /**
     * Who may see an uploaded file: anybody once a public listing or a hero image shows it;
     * before that only its uploader, the seller of the listing awaiting approval, and admins. Null: nobody
     * else learns that it exists (404).
     */
    async function uploadVisibility(req: FastifyRequest, url: string): Promise<'public' | 'private' | null> {
      if (await isPublicUpload(deps.db, url)) return 'public';
      const session = await currentSession(deps, req);
      if (!session) return null;
      return (await isOwnUpload(deps.db, url, session.user.id)) || (await hasAdminPowers(deps, req)) ? 'private' : null;
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
          querystring: z.object({
            w: z.coerce
              .number()
              .pipe(z.union(DEMO_IMAGE_WIDTHS.map((w) => z.literal(w))))
              .default(1280),
          }),
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
          return reply
            .status(206)
            .header('content-range', `bytes ${start}-${end}/${object.size}`)
            .header('content-length', end - start + 1)
            .send(object.body);
        }
        return reply.header('content-length', object.size).send(object.body);
      },
    );
  };
