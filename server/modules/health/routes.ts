import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../app.ts';

export const healthRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    app.get('/api/health', async (_req, reply) => {
      const started = performance.now();
      try {
        await deps.database.ping();
        return { status: 'ok', database: { kind: deps.database.kind, state: 'up', latencyMs: Math.round(performance.now() - started) } };
      } catch (err) {
        deps.logger.error({ err }, 'health check: database down');
        return reply.status(503).send({ status: 'degraded', database: { kind: deps.database.kind, state: 'down' } });
      }
    });
  };
