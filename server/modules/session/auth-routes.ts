import type { FastifyPluginAsync } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import type { AppDeps } from '../../app.ts';
import { sessionCacheOf } from '../../http/guards.ts';

// These create new sessions only; every other auth call may end or change existing ones.
const LEAVES_SESSIONS = new Set(['/api/auth/sign-in/email', '/api/auth/sign-up/email', '/api/auth/get-session']);

/** better-auth's own endpoints under /api/auth/* (sign-up, sign-in, verify-email, reset, sign-out...). */
export const authRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    app.route({
      method: ['GET', 'POST'],
      url: '/api/auth/*',
      schema: { hide: true },
      async handler(req, reply) {
        const url = new URL(req.url, deps.config.publicUrl);
        const body = req.body === undefined || req.method === 'GET' ? undefined : JSON.stringify(req.body);
        const res = await deps.auth.handler(new Request(url, { method: req.method, headers: fromNodeHeaders(req.headers), body }));
        // Sign-out, revocation, password reset, e-mail confirmation, user updates: forget remembered sessions.
        if (!LEAVES_SESSIONS.has(url.pathname)) sessionCacheOf(deps).clear();
        reply.status(res.status);
        res.headers.forEach((value, key) => {
          if (key !== 'set-cookie') reply.header(key, value);
        });
        const cookies = res.headers.getSetCookie();
        if (cookies.length) reply.header('set-cookie', cookies);
        return reply.send(res.body ? Buffer.from(await res.arrayBuffer()) : null);
      },
    });
  };
