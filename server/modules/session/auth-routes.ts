import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import type { AppDeps } from '../../app-deps.ts';
import { sessionCacheOf } from '../../http/guards.ts';
import { sessionToken } from '../../http/session-cache.ts';
import { CLIENT_ADDRESS_HEADER, clientAddress } from '../../http/client-address.ts';
import { AUTH_SESSION_OR_USER_MISSING } from '../../http/errors.ts';

// These create new sessions only; every other auth call may end or change existing ones.
const LEAVES_SESSIONS = new Set(['/api/auth/sign-in/email', '/api/auth/sign-up/email', '/api/auth/get-session']);
/**
 * better-auth's changes to the signed-in member's own account: refused without a valid session or user with
 * SPEC 8's 'Auth session or user missing', as /api/profile is; better-auth says 'Unauthorized'.
 */
export const ACCOUNT_CHANGE_PATHS = new Set([
  '/api/auth/update-user',
  '/api/auth/change-password',
  '/api/auth/change-email',
  '/api/auth/delete-user',
  '/api/auth/revoke-sessions',
]);

/** The request's headers as better-auth is given them: it reads the client's address from our header alone (decision 016), never from the client's own. */
export function authRequestHeaders(req: FastifyRequest): Headers {
  const headers = fromNodeHeaders(req.headers);
  for (const name of ['x-forwarded-for', 'x-real-ip', 'forwarded']) headers.delete(name);
  headers.set(CLIENT_ADDRESS_HEADER, clientAddress(req));
  return headers;
}

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
        const res = await deps.auth.handler(new Request(url, { method: req.method, headers: authRequestHeaders(req), body }));
        // The users whose record or sessions better-auth changed are forgotten by its database hooks
        // (compose.ts); the asker's own session is forgotten here too, whatever the call did to it.
        const token = sessionToken(req.headers.cookie);
        if (token && !LEAVES_SESSIONS.has(url.pathname)) sessionCacheOf(deps).forget(token);
        reply.status(res.status);
        res.headers.forEach((value, key) => {
          // The length is Fastify's to set: an error body is rewritten below.
          if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
        });
        const cookies = res.headers.getSetCookie();
        if (cookies.length) reply.header('set-cookie', cookies);
        if (res.status >= 400) {
          const body = await authErrorBody(res);
          const refused = res.status === 401 && ACCOUNT_CHANGE_PATHS.has(url.pathname);
          const answer = refused
            ? { ...body, message: AUTH_SESSION_OR_USER_MISSING, error: AUTH_SESSION_OR_USER_MISSING, code: 'AUTH_SESSION_OR_USER_MISSING' }
            : body;
          return reply.type('application/json; charset=utf-8').send(answer);
        }
        return reply.send(res.body ? Buffer.from(await res.arrayBuffer()) : null);
      },
    });
  };

/**
 * better-auth answers errors as { message, code }: they get the API's `error` too, the
 * same text, so every error body has one shape (`message` stays for better-auth's own client).
 */
async function authErrorBody(res: Response): Promise<Record<string, unknown>> {
  const text = await res.text();
  let body: Record<string, unknown> = {};
  try {
    const parsed: unknown = text ? JSON.parse(text) : {};
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) body = parsed as Record<string, unknown>;
  } catch {
    body = { message: text };
  }
  const message = typeof body.message === 'string' && body.message ? body.message : res.statusText || 'Request failed';
  const code = typeof body.code === 'string' && body.code ? body.code : `HTTP_${res.status}`;
  return { ...body, error: message, code };
}
