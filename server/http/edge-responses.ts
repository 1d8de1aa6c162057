import type { FastifySchema } from 'fastify';
import type { z } from 'zod';
import { errorSchema } from './error-schemas.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const isAdminUrl = (url: string) => url === '/api/admin' || url.startsWith('/api/admin/');

/**
 * The statuses a route can answer before its handler runs, whatever it does itself: the
 * router and the edge rules (decision 016) answer them for every route, so the API document lists them for
 * each. 400: an address whose %-escapes do not decode, a NUL character, a failed validation. 414: a path
 * parameter over the router's length limit. 403: a state change from another origin. 413 and 415: a body
 * too large or of a type no parser reads. 401 and 403: every /api/admin route is for admins (app.ts).
 */
export function edgeResponses(method: string, url: string): Record<number, z.ZodType> {
  const out: Record<number, z.ZodType> = {
    400: errorSchema.describe('Invalid request: an address that does not decode, a NUL character or a failed validation'),
  };
  if (/[:{*]/.test(url)) out[414] = errorSchema.describe('A path parameter too long');
  if (STATE_CHANGING.has(method)) {
    out[403] = errorSchema.describe('A state change from a page of another origin');
    out[413] = errorSchema.describe('The body is too large');
    out[415] = errorSchema.describe('A body of a type this route does not read');
  }
  if (isAdminUrl(url)) {
    out[401] = errorSchema.describe('Auth session missing!');
    out[403] = errorSchema.describe('Admins only');
  }
  return out;
}

/**
 * A route's schema with the edge's statuses added to its own responses (its own description of a status
 * wins). A route that answers 401 does so through requireUser (guards.ts), which answers a suspended
 * account 403: that 403 is listed with it.
 */
export function withEdgeResponses(schema: FastifySchema | undefined, method: string, url: string): FastifySchema {
  const own = (schema?.response ?? {}) as Record<string, unknown>;
  const suspended = '401' in own ? { 403: errorSchema.describe('The account is suspended, or a state change came from another origin') } : {};
  return { ...schema, response: { ...edgeResponses(method, url), ...suspended, ...own } };
}
