import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireAdmin } from '../../http/guards.ts';
import { errorResponses } from '../../http/error-schemas.ts';
import { connectionTestSchema, paymentsOverviewSchema } from '../../../domain/admin/payments-overview.ts';
import { paymentsOverview } from './payments-overview.ts';
import { testPaymentsConnection } from './test-connection.ts';

const errors = errorResponses(401, 403);

/** /admin/stripe: the payment provider's configuration (never its secrets), its webhook events and a connection test. */
export const adminPaymentsRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();

    app.get('/api/admin/payments', { schema: { response: { 200: paymentsOverviewSchema, ...errors } } }, async (req) => {
      await requireAdmin(deps, req);
      return paymentsOverview(deps);
    });

    app.post('/api/admin/payments/test', { schema: { response: { 200: connectionTestSchema, ...errors } } }, async (req) => {
      const me = await requireAdmin(deps, req);
      return testPaymentsConnection(deps, me.id);
    });
  };
