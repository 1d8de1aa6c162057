import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireAdmin } from '../../http/guards.ts';
import { errorResponses } from '../../http/error-schemas.ts';
import { dashboardSchema, tzOffsetQuery } from '../../../domain/admin/admin-dashboard-wire.ts';
import { dashboard } from './dashboard.ts';

/** The dashboard of the admin area. */
export const adminDashboardRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/api/admin/dashboard',
      { schema: { querystring: tzOffsetQuery, response: { 200: dashboardSchema, ...errorResponses(400, 401, 403) } } },
      async (req) => {
        await requireAdmin(deps, req);
        return dashboard(deps, req.query.tzOffset);
      },
    );
  };
