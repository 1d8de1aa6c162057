import type { FastifyPluginAsync } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app.ts';
import { categories } from '../../db/schema.ts';

export const categoryRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    // SPEC 7: active categories ordered by display_order.
    app.get('/api/categories', async () => {
      const rows = await deps.db
        .select({
          id: categories.id,
          title: categories.title,
          slug: categories.slug,
          description: categories.description,
          countText: categories.countText,
          imageUrl: categories.imageUrl,
          displayOrder: categories.displayOrder,
        })
        .from(categories)
        .where(eq(categories.isActive, true))
        .orderBy(asc(categories.displayOrder));
      return { categories: rows };
    });
  };
