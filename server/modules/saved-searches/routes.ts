import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { savedSearches } from '../../db/schema.ts';
import { requireUser } from '../../http/guards.ts';
import { AppError, badRequest, notFound } from '../../http/errors.ts';
import { errorResponses } from '../../http/error-schemas.ts';
import { canonicalSearchQuery, describeSearch, SAVED_SEARCH_MAX, SAVED_SEARCH_TEXTS } from '../../../domain/community/saved-search.ts';
import { savedSearchTarget } from './saved-search-target.ts';
import {
  newSavedSearchBodySchema,
  savedSearchChangeBodySchema,
  savedSearchListSchema,
  savedSearchSchema,
} from '../../../domain/community/saved-search-wire.ts';

type Row = typeof savedSearches.$inferSelect;
const view = (r: Row) => ({
  id: r.id,
  name: r.name,
  path: r.path,
  query: r.query,
  url: r.query ? `${r.path}?${r.query}` : r.path,
  emailAlerts: r.emailAlerts,
  createdAt: r.createdAt.toISOString(),
});
const params = z.object({ id: z.uuid() });

/** Saved searches: a signed-in user's own only (another's answers 404, as one that does not exist). */
export const savedSearchRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    const own = (userId: string, id: string) => and(eq(savedSearches.id, id), eq(savedSearches.userId, userId));

    app.get('/api/saved-searches', { schema: { response: { 200: savedSearchListSchema, ...errorResponses(401) } } }, async (req) => {
      const me = await requireUser(deps, req);
      const rows = await deps.db
        .select()
        .from(savedSearches)
        .where(eq(savedSearches.userId, me.id))
        .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id))
        .limit(SAVED_SEARCH_MAX);
      return { items: rows.map(view) };
    });

    app.post(
      '/api/saved-searches',
      {
        config: { writeLimit: 'savedSearch' },
        schema: {
          body: newSavedSearchBodySchema,
          response: { 201: savedSearchSchema, ...errorResponses(400, 401, 409) },
        },
      },
      async (req, reply) => {
        const me = await requireUser(deps, req);
        const target = savedSearchTarget(req.body.path);
        if (!target) throw badRequest(SAVED_SEARCH_TEXTS.notSavable, 'NOT_SAVABLE');
        const { query, filters } = canonicalSearchQuery(req.body.query.replace(/^\?/, ''), Object.keys(target.fixed));
        const name = req.body.name?.trim() || describeSearch(target.label, filters);
        const [count] = await deps.db
          .select({ n: sql<number>`count(*)::int` })
          .from(savedSearches)
          .where(eq(savedSearches.userId, me.id));
        if (Number(count?.n ?? 0) >= SAVED_SEARCH_MAX) throw new AppError(409, 'SAVED_SEARCH_LIMIT', SAVED_SEARCH_TEXTS.limit);
        const [row] = await deps.db
          .insert(savedSearches)
          .values({ userId: me.id, name, path: target.path, query, emailAlerts: req.body.emailAlerts, createdAt: deps.clock.now() })
          .onConflictDoNothing()
          .returning();
        if (!row) throw new AppError(409, 'SAVED_SEARCH_EXISTS', SAVED_SEARCH_TEXTS.duplicate);
        return reply.status(201).send(view(row));
      },
    );

    app.patch(
      '/api/saved-searches/:id',
      {
        schema: {
          params,
          body: savedSearchChangeBodySchema,
          response: { 200: savedSearchSchema, ...errorResponses(400, 401, 404) },
        },
      },
      async (req) => {
        const me = await requireUser(deps, req);
        const name = req.body.name?.trim();
        if (req.body.name !== undefined && !name) throw badRequest(SAVED_SEARCH_TEXTS.nameRequired, 'NAME_REQUIRED');
        const patch = { ...(name ? { name } : {}), ...(req.body.emailAlerts !== undefined ? { emailAlerts: req.body.emailAlerts } : {}) };
        const [row] =
          Object.keys(patch).length > 0
            ? await deps.db.update(savedSearches).set(patch).where(own(me.id, req.params.id)).returning()
            : await deps.db.select().from(savedSearches).where(own(me.id, req.params.id));
        if (!row) throw notFound(SAVED_SEARCH_TEXTS.notFound);
        return view(row);
      },
    );

    app.delete('/api/saved-searches/:id', { schema: { params, response: { 204: z.null(), ...errorResponses(400, 401, 404) } } }, async (req, reply) => {
      const me = await requireUser(deps, req);
      const gone = await deps.db.delete(savedSearches).where(own(me.id, req.params.id)).returning({ id: savedSearches.id });
      if (gone.length === 0) throw notFound(SAVED_SEARCH_TEXTS.notFound);
      return reply.status(204).send(null);
    });
  };
