import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { categories } from '../../db/schema.ts';
import { errorResponses } from '../../http/error-schemas.ts';
import { notFound } from '../../http/errors.ts';
import { CATEGORY_MESSAGES, categoryPageSchema, publicCategoriesSchema } from '../../../domain/listings/site-categories.ts';

const publicColumns = {
  id: categories.id,
  title: categories.title,
  slug: categories.slug,
  description: categories.description,
  imageUrl: categories.imageUrl,
  displayOrder: categories.displayOrder,
};

export const categoryRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    // SPEC 7: active categories ordered by display_order (the home page's tiles, the browse filters and menus).
    app.get('/api/categories', { schema: { response: { 200: publicCategoriesSchema } } }, async () => {
      const rows = await deps.db.select(publicColumns).from(categories).where(eq(categories.isActive, true)).orderBy(asc(categories.displayOrder));
      return { categories: rows };
    });

    // One category by its address, shown or hidden: a hidden category's listings stay
    // reachable at /category/{slug}, which reads its name here when it is not one of the seven built in.
    app.get(
      '/api/categories/:slug',
      { schema: { params: z.object({ slug: z.string().max(200) }), response: { 200: categoryPageSchema, ...errorResponses(404) } } },
      async (req) => {
        const [row] = await deps.db
          .select({ ...publicColumns, isActive: categories.isActive })
          .from(categories)
          .where(eq(categories.slug, req.params.slug))
          .limit(1);
        if (!row) throw notFound(CATEGORY_MESSAGES.notFound);
        return row;
      },
    );
  };
