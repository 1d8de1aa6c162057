import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { desc } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDeps } from '../../app.ts';
import { contactMessages } from '../../db/schema.ts';
import { currentSession, requireAdmin } from '../../http/guards.ts';
import { contactInput } from '../../../domain/contact-input.ts';

export const contactRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();

    app.post('/api/contact', { schema: { body: contactInput } }, async (req, reply) => {
      const session = await currentSession(deps, req);
      const [row] = await deps.db
        .insert(contactMessages)
        .values({ ...req.body, userId: session?.user.id ?? null, createdAt: deps.clock.now() })
        .returning({ id: contactMessages.id });
      return reply.status(201).send({ id: row!.id });
    });

    // Read by admins (the /admin content screens build on this).
    app.get(
      '/api/admin/contact-messages',
      { schema: { querystring: z.object({ limit: z.coerce.number().int().min(1).max(100).default(50) }) } },
      async (req) => {
        await requireAdmin(deps, req);
        const rows = await deps.db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt)).limit(req.query.limit);
        return { messages: rows };
      },
    );
  };
