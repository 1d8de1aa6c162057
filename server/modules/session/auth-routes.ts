import type { FastifyPluginAsync } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import type { AppDeps } from '../../app.ts';
import { sessionCacheOf } from '../../http/guards.ts';
import { sessionToken } from '../../http/session-cache.ts';
import { CLIENT_ADDRESS_HEADER, clientAddress } from '../../http/client-address.ts';

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
        // better-auth reads the client's address from our header alone (decision 016), never from the client's own.
        const headers = fromNodeHeaders(req.headers);
        for (const name of ['x-forwarded-for', 'x-real-ip', 'forwarded']) headers.delete(name);
        headers.set(CLIENT_ADDRESS_HEADER, clientAddress(req));
        const res = await deps.auth.handler(new Request(url, { method: req.method, headers, body }));
        // The users whose record or sessions better-auth changed are forgotten by its database hooks
        // (compose.ts); the asker's own session is forgotten here too, whatever the call did to it.
        const token = sessionToken(req.headers.cookie);
        if (token && !LEAVES_SESSIONS.has(url.pathname)) sessionCacheOf(deps).forget(token);
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
