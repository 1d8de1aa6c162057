import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { siteSettings } from '../../db/schema.ts';
import { requireAdmin } from '../../http/guards.ts';
import { errorResponses } from '../../http/error-schemas.ts';
import { SETTING_KEYS } from '../../../domain/admin/admin-settings.ts';
import { updateSetting } from './update-setting.ts';
import { addHeroImage, deleteHeroImage, listHeroImages, setHeroActive } from './site-content.ts';
import { registerCategoryRoutes } from './category-routes.ts';
import { heroActiveBodySchema, heroImageSchema, heroImagesSchema, newHeroImageBodySchema } from '../../../domain/admin/hero-images.ts';
import { adminSettingsSchema, savedSettingSchema, settingValueBodySchema } from '../../../domain/admin/admin-settings.ts';
import { receiveSitePhoto, sitePhotoRouteOptions } from '../create-listing/site-photo-upload.ts';

const errors = errorResponses(400, 401, 403, 404);
const idParams = z.object({ id: z.uuid({ message: 'Not found' }) });
const iso = <T extends { createdAt: Date }>(r: T) => ({ ...r, createdAt: r.createdAt.toISOString() });
export const adminSiteRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    await app.register(fastifyMultipart, { limits: { files: 1, fields: 0, parts: 2 } });

    // ------------------------------------------------------------ settings
    app.get('/api/admin/settings', { schema: { response: { 200: adminSettingsSchema, ...errors } } }, async (req) => {
      await requireAdmin(deps, req);
      const rows = await deps.db.select().from(siteSettings);
      return {
        settings: rows
          .filter((r) => (SETTING_KEYS as string[]).includes(r.key))
          .map((r) => ({ key: r.key, value: r.value, updatedAt: r.updatedAt.toISOString() })),
      };
    });

    app.put(
      '/api/admin/settings/:key',
      {
        schema: {
          params: z.object({ key: z.enum(SETTING_KEYS, { message: 'Unknown setting' }) }),
          body: settingValueBodySchema,
          response: { 200: savedSettingSchema, ...errors },
        },
      },
      async (req) => {
        const me = await requireAdmin(deps, req);
        return { key: req.params.key, value: await updateSetting(deps, me.id, req.params.key, req.body.value) };
      },
    );

    // ------------------------------------------------------------ hero images
    app.get('/api/admin/hero-images', { schema: { response: { 200: heroImagesSchema, ...errors } } }, async (req) => {
      await requireAdmin(deps, req);
      return { images: (await listHeroImages(deps)).map(iso) };
    });

    app.post('/api/admin/hero-images', { schema: { body: newHeroImageBodySchema, response: { 201: heroImageSchema, ...errors } } }, async (req, reply) => {
      const me = await requireAdmin(deps, req);
      const row = await addHeroImage(deps, me.id, { imageUrl: req.body.imageUrl, title: req.body.title ?? null, makeActive: req.body.makeActive });
      return reply.status(201).send(iso(row));
    });

    // A photo from the admin's computer, for a hero image: stored as a listing's photos are (every srcset
    // width); the answer's address then goes into the form above. One file per request (field "file").
    app.post('/api/admin/hero-images/uploads', sitePhotoRouteOptions, async (req, reply) => {
      await requireAdmin(deps, req);
      return reply.status(201).send(await receiveSitePhoto(deps, req));
    });

    app.put(
      '/api/admin/hero-images/:id/active',
      { schema: { params: idParams, body: heroActiveBodySchema, response: { 200: heroImagesSchema, ...errors } } },
      async (req) => {
        const me = await requireAdmin(deps, req);
        await setHeroActive(deps, me.id, req.params.id, req.body.isActive);
        return { images: (await listHeroImages(deps)).map(iso) };
      },
    );

    app.delete('/api/admin/hero-images/:id', { schema: { params: idParams, response: { 204: z.null(), ...errors } } }, async (req, reply) => {
      const me = await requireAdmin(deps, req);
      await deleteHeroImage(deps, me.id, req.params.id);
      return reply.status(204).send(null);
    });

    // ------------------------------------------------------------ categories
    registerCategoryRoutes(base, deps);
  };
