import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { errorResponses } from '../../http/error-schemas.ts';
import { requireAdmin } from '../../http/guards.ts';
import { adminStrikesQuerySchema, liftStrikeBodySchema, memberStrikeSchema, memberStrikesSchema } from '../../../domain/membership/member-strikes.ts';
import { liftStrike, listStrikes } from '../strikes/index.ts';
import { tellStrikeLifted } from './strike-lift-notice.ts';

/**
 * Admins see a member's or a deal's strikes and lift one with a reason. Here, above the strikes module (which owns
 * the strikes), so that the strikes module does not call the notifications module.
 */
export const adminStrikeRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/api/admin/strikes',
      { schema: { querystring: adminStrikesQuerySchema, response: { 200: memberStrikesSchema, ...errorResponses(400, 401, 403) } } },
      async (req) => {
        await requireAdmin(deps, req);
        return listStrikes(deps.db, req.query);
      },
    );

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
        const lifted = await liftStrike(deps, me.id, req.params.id, req.body.reason);
        await tellStrikeLifted(deps, lifted.memberId, lifted.strike);
        return lifted.strike;
      },
    );
  };
