import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { contactMessages } from '../../db/schema.ts';
import { currentSession } from '../../http/guards.ts';
import { errorResponses } from '../../http/error-schemas.ts';
import { contactInput, contactMessageCreatedSchema } from '../../../domain/community/contact-input.ts';

// Admins read and answer the messages on /admin/content (server/modules/admin-content).
export const contactRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();

    app.post('/api/contact', { schema: { body: contactInput, response: { 201: contactMessageCreatedSchema, ...errorResponses(400) } } }, async (req, reply) => {
      const session = await currentSession(deps, req);
      const [row] = await deps.db
        .insert(contactMessages)
        .values({ ...req.body, userId: session?.user.id ?? null, createdAt: deps.clock.now() })
        .returning({ id: contactMessages.id });
      return reply.status(201).send({ id: row!.id });
    });
  };
