import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { desc } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDeps } from '../../app.ts';
import { contactMessages } from '../../db/schema.ts';
import { currentSession, requireAdmin } from '../../http/guards.ts';
import { errorResponses } from '../../http/error-schemas.ts';
import { contactInput } from '../../../domain/contact-input.ts';

/** A contact_messages row as stored; times as ISO strings. */
const contactMessageSchema = z.object({
  id: z.string(),
  userId: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  handledAt: z.string().nullable(),
  createdAt: z.string(),
});

export const contactRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();

    app.post('/api/contact', { schema: { body: contactInput, response: { 201: z.object({ id: z.string() }), ...errorResponses(400) } } }, async (req, reply) => {
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
      {
        schema: {
          querystring: z.object({ limit: z.coerce.number().int().min(1).max(100).default(50) }),
          response: { 200: z.object({ messages: z.array(contactMessageSchema) }), ...errorResponses(400, 401, 403) },
        },
      },
      async (req) => {
        await requireAdmin(deps, req);
        const rows = await deps.db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt)).limit(req.query.limit);
        // The serializer takes ISO strings, as listing cards send them (JSON.stringify wrote the Dates the same way).
        return { messages: rows.map((r) => ({ ...r, handledAt: r.handledAt?.toISOString() ?? null, createdAt: r.createdAt.toISOString() })) };
      },
    );
  };
