import type { FastifyInstance } from 'fastify';

export interface RouteEntry {
  method: string;
  url: string;
  /** The route's schemas as declared (params, query, body, response by status), for tests that read them. */
  schema?: { body?: unknown; querystring?: unknown; response?: Record<string, unknown> };
}

const tables = new WeakMap<FastifyInstance, RouteEntry[]>();

/**
 * Keeps the app's route table as routes are added (every plugin's, through the root's onRoute hook),
 * so that tests can walk every route: the authorization matrix cannot miss a new one.
 * Call before any route is registered.
 */
export function recordRoutes(app: FastifyInstance): void {
  const list: RouteEntry[] = [];
  tables.set(app, list);
  app.addHook('onRoute', (r) => {
    for (const method of [r.method].flat()) {
      if (method !== 'HEAD') list.push({ method, url: r.url, schema: r.schema as RouteEntry['schema'] });
    }
  });
}

/** Every route of the app (HEAD routes Fastify adds for GETs left out). */
export function routeTable(app: FastifyInstance): readonly RouteEntry[] {
  return tables.get(app) ?? [];
}
