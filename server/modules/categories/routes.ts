import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { categories } from '../../db/schema.ts';

const categorySchema = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  countText: z.string().nullable(),
  imageUrl: z.string().nullable(),
  displayOrder: z.number(),
});

export const categoryRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    // SPEC 7: active categories ordered by display_order.
    app.get('/api/categories', { schema: { response: { 200: z.object({ categories: z.array(categorySchema) }) } } }, async () => {
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
