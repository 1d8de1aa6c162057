import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { authRequestHeaders } from './auth-routes.ts';
import {
  AUTH_FORM_ACTIONS,
  authFormErrorCode,
  authFormFailurePath,
  emailConfirmedPath,
  TWO_FACTOR_FORM_ACTION,
  twoFactorStepPath,
  weaknessKeys,
  type AuthTab,
} from '../../../domain/identity/auth-form.ts';
import { sameOriginPath } from '../../../domain/identity/return-path.ts';

/** A form field's text (a form body is strings; anything else counts as empty). */
function field(body: unknown, name: string): string {
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' ? value : '';
}

/**
 * /auth's sign-in and sign-up forms before the page's scripts run: plain POST forms to
 * these routes, which sign in or up through better-auth exactly as the scripted forms' API calls do (its
 * hooks, its rate limit, its session cookie) and answer 303: to where the member was going, to
 * /check-email, or back to /auth with the refusal's code (domain/identity/auth-form.ts). Another site's page cannot
 * post here (the edge's Origin rule, decision 016).
 */
export const authFormRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });

    /** Calls better-auth's endpoint with a JSON body, as the scripted form does. */
    const callAuth = (req: FastifyRequest, path: string, body: Record<string, string | boolean>) => {
      const headers = authRequestHeaders(req);
      headers.set('content-type', 'application/json');
      headers.delete('content-length');
      return deps.auth.handler(new Request(new URL(path, deps.config.publicUrl), { method: 'POST', headers, body: JSON.stringify(body) }));
    };
    const refusedCode = async (res: Response): Promise<string> => {
      const body = (await res.json().catch(() => ({}))) as { code?: unknown };
      return authFormErrorCode(res.status, typeof body.code === 'string' ? body.code : undefined);
    };
    const back = (reply: FastifyReply, tab: AuthTab, code: string, o: { reasons?: string; next?: string } = {}) =>
      reply.header('cache-control', 'no-store').redirect(authFormFailurePath(tab, code, o), 303);

    app.post(AUTH_FORM_ACTIONS.signin, { schema: { hide: true } }, async (req, reply) => {
      const email = field(req.body, 'email').trim();
      const password = field(req.body, 'password');
      const next = sameOriginPath(field(req.body, 'next'));
      if (!email || !password) return back(reply, 'signin', 'MISSING_SIGN_IN', { next });
      const res = await callAuth(req, '/api/auth/sign-in/email', { email, password });
      if (!res.ok) return back(reply, 'signin', await refusedCode(res), { next });
      const cookies = res.headers.getSetCookie();
      if (cookies.length) reply.header('set-cookie', cookies);
      // The password was right and the account asks for its second factor (better-auth set
      // its two_factor challenge cookie): the code's form, which works without scripts too.
      const answer = (await res.json().catch(() => ({}))) as { twoFactorRedirect?: unknown };
      if (answer.twoFactorRedirect === true) return reply.header('cache-control', 'no-store').redirect(twoFactorStepPath(next), 303);
      return reply.header('cache-control', 'no-store').redirect(next, 303);
    });

    app.post(TWO_FACTOR_FORM_ACTION, { schema: { hide: true } }, async (req, reply) => {
      const code = field(req.body, 'code').replace(/\s+/g, '');
      const backup = field(req.body, 'method') === 'backup';
      const trustDevice = field(req.body, 'trustDevice') === 'on';
      const next = sameOriginPath(field(req.body, 'next'));
      const again = (c: string) => reply.header('cache-control', 'no-store').redirect(twoFactorStepPath(next, c), 303);
      if (!code) return again('MISSING_CODE');
      const res = await callAuth(req, backup ? '/api/auth/two-factor/verify-backup-code' : '/api/auth/two-factor/verify-totp', { code, trustDevice });
      const cookies = res.headers.getSetCookie();
      if (cookies.length) reply.header('set-cookie', cookies);
      if (!res.ok) {
        const body = (await res.json().catch(() => ({}))) as { code?: unknown };
        const refused = typeof body.code === 'string' ? body.code : '';
        if (refused === 'INVALID_TWO_FACTOR_COOKIE') return back(reply, 'signin', refused, { next });
        return again(['WRONG_CODE', 'TOO_MANY_WRONG_CODES'].includes(refused) ? refused : authFormErrorCode(res.status, refused));
      }
      return reply.header('cache-control', 'no-store').redirect(next, 303);
    });

    app.post(AUTH_FORM_ACTIONS.signup, { schema: { hide: true } }, async (req, reply) => {
      const name = field(req.body, 'name').trim();
      const email = field(req.body, 'email').trim();
      const password = field(req.body, 'password');
      const next = sameOriginPath(field(req.body, 'next'));
      if (!email) return back(reply, 'signup', 'MISSING_EMAIL', { next });
      const res = await callAuth(req, '/api/auth/sign-up/email', { name, email, password, callbackURL: emailConfirmedPath(next) });
      if (!res.ok) {
        const code = await refusedCode(res);
        return back(reply, 'signup', code, { next, ...(code === 'WEAK_PASSWORD' ? { reasons: weaknessKeys(password) } : {}) });
      }
      return reply.header('cache-control', 'no-store').redirect('/check-email', 303);
    });
  };
