import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireAdmin } from '../../http/guards.ts';
import { errorResponses } from '../../http/error-schemas.ts';
import { ADMIN_DEAL_FILTERS, adminDealDetailSchema, adminDealListSchema, adminResolveBodySchema } from '../../../domain/admin/admin-deals.ts';
import { adminDealDetail, listAdminDeals, resolveDealDispute } from './admin-deals.ts';

const params = z.object({ id: z.string().min(1).max(100) });

/** /admin/deals — every deal, a deal's detail with its messages, and resolving a dispute. */
export const adminDealRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/api/admin/deals',
      {
        schema: {
          tags: ['admin'],
          querystring: z.object({ state: z.enum(ADMIN_DEAL_FILTERS).default('all') }),
          response: { 200: adminDealListSchema, ...errorResponses(400, 401, 403) },
        },
      },
      async (req) => {
        await requireAdmin(deps, req);
        return listAdminDeals(deps, req.query.state);
      },
    );

    app.get(
      '/api/admin/deals/:id',
      { schema: { tags: ['admin'], params, response: { 200: adminDealDetailSchema, ...errorResponses(401, 403, 404) } } },
      async (req) => {
        await requireAdmin(deps, req);
        return adminDealDetail(deps, req.params.id);
      },
    );

    app.post(
      '/api/admin/deals/:id/resolve',
      {
        schema: { tags: ['admin'], params, body: adminResolveBodySchema, response: { 200: adminDealDetailSchema, ...errorResponses(400, 401, 403, 404, 409) } },
      },
      async (req) => {
        const admin = await requireAdmin(deps, req);
        return resolveDealDispute(deps, { dealId: req.params.id, adminId: admin.id, body: req.body });
      },
    );
  };
