import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../http/errors.ts';
import { errorResponses } from '../../http/error-schemas.ts';
import { requireUser } from '../../http/guards.ts';
import { applyDealMove } from '../../../domain/deals/deal-rules.ts';
import { receiveSitePhoto, sitePhotoRouteOptions } from '../create-listing/site-photo-upload.ts';
import { dealNotFound, isUuid, readDeal, snapshotOf } from '../deals/index.ts';

const params = z.object({ id: z.string().min(1).max(100) });

/**
 * A photo for the dispute the buyer is about to open (the dispute then names the uploaded photos).
 * Only the buyer, only while a dispute can be opened; each photo is checked and converted as a listing's is, and
 * seen by admins only. A module of its own: it joins the deals and the photo uploads, which must not import each
 * other (listing photos lead, through the memberships and the saved searches, to the engine, which makes deals).
 */
export const dealPhotoRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    await app.register(fastifyMultipart, { limits: { files: 1, fields: 0, parts: 2 } });

    app.post(
      '/api/deals/:id/dispute-photos',
      {
        ...sitePhotoRouteOptions,
        config: { writeLimit: 'upload' },
        schema: {
          ...sitePhotoRouteOptions.schema,
          tags: ['deals'],
          params,
          response: { ...sitePhotoRouteOptions.schema.response, ...errorResponses(404, 409) },
        },
      },
      async (req, reply) => {
        const user = await requireUser(deps, req);
        if (!isUuid(req.params.id)) throw dealNotFound();
        const row = await readDeal(deps.db, req.params.id);
        if (!row || row.buyerId !== user.id) throw dealNotFound();
        const may = applyDealMove(snapshotOf(row), { move: 'open_dispute', actor: 'buyer', now: deps.clock.now() });
        if (!may.ok) throw new AppError(409, may.code, may.message);
        return reply.status(201).send(await receiveSitePhoto(deps, req));
      },
    );
  };
