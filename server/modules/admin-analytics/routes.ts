import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireAdmin } from '../../http/guards.ts';
import { errorResponses } from '../../http/error-schemas.ts';
import { SIGNALS_DAYS } from '../../../domain/admin/admin-analytics.ts';
import { analyticsQuerySchema, analyticsSchema, shillSignalsSchema } from '../../../domain/admin/admin-analytics-wire.ts';
import { analytics } from './analytics.ts';
import { shillSignals } from './shill-signals.ts';

/** Marketplace analytics and shill-bidding signals of the admin area. */
export const adminAnalyticsRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/api/admin/analytics',
      { schema: { querystring: analyticsQuerySchema, response: { 200: analyticsSchema, ...errorResponses(400, 401, 403) } } },
      async (req) => {
        await requireAdmin(deps, req);
        return analytics(deps, req.query.days, req.query.tzOffset);
      },
    );
    app.get('/api/admin/shill-signals', { schema: { response: { 200: shillSignalsSchema, ...errorResponses(401, 403) } } }, async (req) => {
      await requireAdmin(deps, req);
      return shillSignals(deps, SIGNALS_DAYS);
    });
  };
