import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { errorResponses } from '../../http/error-schemas.ts';
import { requireUser } from '../../http/guards.ts';
import { memberStrikesSchema } from '../../../domain/membership/member-strikes.ts';
import { listStrikes } from './strikes.ts';

/** A member's own strikes (the admin's view and lift: admin-users/strike-routes.ts). */
export const strikeRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();

    app.get('/api/strikes', { schema: { tags: ['deals'], response: { 200: memberStrikesSchema, ...errorResponses(401, 403) } } }, async (req) => {
      const user = await requireUser(deps, req);
      return listStrikes(deps.db, { userId: user.id });
    });
  };
