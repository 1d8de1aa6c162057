import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireAdmin } from '../../http/guards.ts';
import { errorResponses } from '../../http/error-schemas.ts';
import { paymentsOverview } from './payments-overview.ts';
import { testPaymentsConnection } from './test-connection.ts';

const errors = errorResponses(401, 403);
const provider = z.enum(['sandbox', 'stripe']);
const secretStatus = z.object({ set: z.boolean(), hint: z.string().nullable() });
const overviewSchema = z.object({
  provider,
  isTestSite: z.boolean(),
  mode: z.enum(['test', 'live']).nullable(),
  secretKey: secretStatus,
  webhookSecret: secretStatus,
  webhookUrl: z.string(),
  events: z.array(
    z.object({
      id: z.string(),
      provider: z.string(),
      eventType: z.string().nullable(),
      reference: z.string().nullable(),
      outcome: z.enum(['processed', 'ignored', 'rejected', 'failed']),
      detail: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
});
const testSchema = z.object({ provider, ok: z.boolean(), message: z.string(), testedAt: z.string() });

/** Issue 14 /admin/stripe: the payment provider's configuration (never its secrets), its webhook events and a connection test. */
export const adminPaymentsRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();

    app.get('/api/admin/payments', { schema: { response: { 200: overviewSchema, ...errors } } }, async (req) => {
      await requireAdmin(deps, req);
      return paymentsOverview(deps);
    });

    app.post('/api/admin/payments/test', { schema: { response: { 200: testSchema, ...errors } } }, async (req) => {
      const me = await requireAdmin(deps, req);
      return testPaymentsConnection(deps, me.id);
    });
  };
