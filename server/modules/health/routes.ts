import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';

const kind = z.enum(['pglite', 'postgres']);
const up = z.object({ status: z.literal('ok'), database: z.object({ kind, state: z.literal('up'), latencyMs: z.number() }) });
const down = z.object({ status: z.literal('degraded'), database: z.object({ kind, state: z.literal('down') }) });

export const healthRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    app.get('/api/health', { schema: { response: { 200: up, 503: down.describe('Database down') } } }, async (_req, reply) => {
      const started = performance.now();
      try {
        await deps.database.ping();
        return { status: 'ok' as const, database: { kind: deps.database.kind, state: 'up' as const, latencyMs: Math.round(performance.now() - started) } };
      } catch (err) {
        deps.logger.error({ err }, 'health check: database down');
        return reply.status(503).send({ status: 'degraded', database: { kind: deps.database.kind, state: 'down' } });
      }
    });
  };
