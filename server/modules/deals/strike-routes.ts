import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { errorResponses } from '../../http/error-schemas.ts';
import { requireAdmin, requireUser } from '../../http/guards.ts';
import { adminStrikesQuerySchema, liftStrikeBodySchema, memberStrikeSchema, memberStrikesSchema } from '../../../domain/member-strikes.ts';
import { liftStrike, listStrikes } from './strikes.ts';

/** A member's strikes, for the member and for admins, and an admin's lift of one. */
export const strikeRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();

    app.get('/api/strikes', { schema: { tags: ['deals'], response: { 200: memberStrikesSchema, ...errorResponses(401, 403) } } }, async (req) => {
      const user = await requireUser(deps, req);
      return listStrikes(deps.db, { userId: user.id });
    });

    app.get('/api/admin/strikes', { schema: { querystring: adminStrikesQuerySchema, response: { 200: memberStrikesSchema, ...errorResponses(400, 401, 403) } } }, async (req) => {
      await requireAdmin(deps, req);
      return listStrikes(deps.db, req.query);
    });

    app.post(
      '/api/admin/strikes/:id/lift',
      {
        schema: {
          params: z.object({ id: z.uuid({ message: 'Strike not found' }) }),
          body: liftStrikeBodySchema,
          response: { 200: memberStrikeSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (req) => {
        const me = await requireAdmin(deps, req);
        return liftStrike(deps, me.id, req.params.id, req.body.reason);
      },
    );
  };
