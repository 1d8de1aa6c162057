import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { currentSession, requireUser, sessionCacheOf } from '../../http/guards.ts';
import { errorResponses } from '../../http/error-schemas.ts';
import { AppError } from '../../http/errors.ts';
import { END_SESSION_TEXTS, endedSessionsSchema, endSessionByLinkInput, memberSessionsSchema } from '../../../domain/identity/member-sessions.ts';
import { sessionIdOfToken } from '../../platform/auth/end-session-link.ts';
import { endOneSession, endOtherSessions, endSessionById, listMemberSessions } from './member-sessions.ts';

/**
 * SPEC 7 sign-out scopes: the member's sessions, ending one or all the others. 'Everywhere'
 * is better-auth's own revoke-sessions, as before; 'this one' its sign-out.
 */
export const memberSessionRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();

    app.get('/api/sessions', { schema: { response: { 200: memberSessionsSchema, ...errorResponses(401, 403) } } }, async (req, reply) => {
      const user = await requireUser(deps, req);
      const current = await currentSession(deps, req);
      reply.header('cache-control', 'no-store');
      return { sessions: await listMemberSessions(deps.db, user.id, current?.session.id ?? null, deps.clock.now()) };
    });

    app.delete(
      '/api/sessions/:id',
      { schema: { params: z.object({ id: z.uuid() }), response: { 200: endedSessionsSchema, ...errorResponses(401, 403, 404) } } },
      async (req) => {
        const user = await requireUser(deps, req);
        const ended = await endOneSession(deps.db, user.id, req.params.id);
        if (!ended) throw new AppError(404, 'SESSION_NOT_FOUND', 'That session has already ended.');
        sessionCacheOf(deps).forgetUser(user.id);
        return { ended: 1 };
      },
    );

    app.post('/api/sessions/end-others', { schema: { response: { 200: endedSessionsSchema, ...errorResponses(401, 403) } } }, async (req) => {
      const user = await requireUser(deps, req);
      const current = await currentSession(deps, req);
      const ended = await endOtherSessions(deps.db, user.id, current!.session.id);
      sessionCacheOf(deps).forgetUser(user.id);
      return { ended };
    });

    // The new-browser mail's link: no sign-in needed (the member may read mail elsewhere); the signed token is the proof.
    app.post(
      '/api/sessions/end-by-link',
      { schema: { body: endSessionByLinkInput, response: { 200: endedSessionsSchema.extend({ message: z.string() }), ...errorResponses(400) } } },
      async (req) => {
        const id = sessionIdOfToken(deps.config.authSecret, req.body.token);
        if (!id) throw new AppError(400, 'INVALID_LINK', END_SESSION_TEXTS.invalid);
        const userId = await endSessionById(deps.db, id);
        if (userId) sessionCacheOf(deps).forgetUser(userId);
        return userId ? { ended: 1, message: END_SESSION_TEXTS.ended } : { ended: 0, message: END_SESSION_TEXTS.alreadyEnded };
      },
    );
  };
