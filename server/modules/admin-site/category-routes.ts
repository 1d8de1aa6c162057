import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireAdmin } from '../../http/guards.ts';
import { errorResponses } from '../../http/error-schemas.ts';
import { adminCategoryListSchema, adminCategorySchema } from '../../../domain/listings/site-categories.ts';
import { createCategory, deleteCategory, listAdminCategories, reorderCategories, updateCategory } from './categories.ts';
import { receiveSitePhoto, sitePhotoRouteOptions } from '../create-listing/site-photo-upload.ts';

const errors = errorResponses(400, 401, 403, 404, 409);
const idParams = z.object({ id: z.uuid({ message: 'Category not found' }) });
// The fields are checked by domain/listings/site-categories.ts, for one clear message each.
const described = (what: string) => z.unknown().describe(`${what} of domain/listings/site-categories.ts`);

/**
 * /admin/categories: add, edit, order, show or hide, and delete (an added one nobody lists
 * in) the site's categories, with live counts; every change audited. Registered inside adminSiteRoutes,
 * which holds the multipart parser the image upload needs.
 */
export function registerCategoryRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/admin/categories', { schema: { tags: ['admin'], response: { 200: adminCategoryListSchema, ...errors } } }, async (req) => {
    await requireAdmin(deps, req);
    return { categories: await listAdminCategories(deps) };
  });

  r.post(
    '/api/admin/categories',
    { schema: { tags: ['admin'], body: described('categoryInput'), response: { 201: adminCategorySchema, ...errors } } },
    async (req, reply) => {
      const me = await requireAdmin(deps, req);
      return reply.status(201).send(await createCategory(deps, me.id, req.body));
    },
  );

  r.patch(
    '/api/admin/categories/:id',
    { schema: { tags: ['admin'], params: idParams, body: described('categoryPatch'), response: { 200: adminCategorySchema, ...errors } } },
    async (req) => {
      const me = await requireAdmin(deps, req);
      return updateCategory(deps, me.id, req.params.id, req.body);
    },
  );

  r.put(
    '/api/admin/categories/order',
    { schema: { tags: ['admin'], body: described('categoryOrder'), response: { 200: adminCategoryListSchema, ...errors } } },
    async (req) => {
      const me = await requireAdmin(deps, req);
      return { categories: await reorderCategories(deps, me.id, req.body) };
    },
  );

  r.delete('/api/admin/categories/:id', { schema: { tags: ['admin'], params: idParams, response: { 204: z.null(), ...errors } } }, async (req, reply) => {
    const me = await requireAdmin(deps, req);
    await deleteCategory(deps, me.id, req.params.id);
    return reply.status(204).send(null);
  });

  // A category's image from the admin's computer: the hero images' upload step.
  r.post('/api/admin/categories/uploads', { ...sitePhotoRouteOptions, schema: { ...sitePhotoRouteOptions.schema, tags: ['admin'] } }, async (req, reply) => {
    await requireAdmin(deps, req);
    return reply.status(201).send(await receiveSitePhoto(deps, req));
  });
}
