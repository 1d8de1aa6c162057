import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import fc from 'fast-check';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { member, type SignedIn } from '../test/admin.ts';
import { routeTable } from './route-table.ts';
import { PROVIDER_REDIRECT_ORIGINS, registerSafeRedirects } from './safe-redirects.ts';
import { attackerReturnValue } from '../../domain/identity/return-path-attacks.ts';

// Decision 029: no reply sends the browser off the site, whichever route answers and
// whatever return value it was given: one check where every reply passes, and better-auth's own parameters.
const SITE = 'http://localhost:3000';
let t: TestApp;
let someone: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  someone = await member(t, 'redirects@example.com', 'Reda Rect');
}, 120_000);
afterAll(async () => {
  await t.close();
});

/** Where a browser goes with this reply's Location, read against the request as a browser reads it; null when none. */
function destination(location: string | string[] | number | undefined, requestUrl: string): URL | null {
  if (location === undefined) return null;
  expect(typeof location, 'one Location').toBe('string');
  return new URL(String(location), new URL(requestUrl, SITE));
}

function expectOnSite(res: { headers: Record<string, unknown>; statusCode: number }, requestUrl: string, what: string): void {
  const to = destination(res.headers.location as string | undefined, requestUrl);
  if (!to) return;
  const location = String(res.headers.location);
  const allowed = to.origin === SITE || (PROVIDER_REDIRECT_ORIGINS as readonly string[]).includes(to.origin);
  expect(allowed, `${what} sent ${res.statusCode} Location ${JSON.stringify(location)}`).toBe(true);
  if (to.origin === SITE) expect(location.startsWith('/') && location[1] !== '/' && location[1] !== '\\', `${what}: ${JSON.stringify(location)}`).toBe(true);
}

/** A return value as an attacker sends it: raw, after a slash, as an absolute address. */
const returnValue = fc.oneof(
  attackerReturnValue,
  attackerReturnValue.map((r) => `/${r}`),
  attackerReturnValue.map((r) => `https://${r}`),
  fc.constant('/..//evil.example/x'),
);
const RETURN_NAMES = [
  'callbackURL',
  'redirectTo',
  'errorCallbackURL',
  'newUserCallbackURL',
  'next',
  'returnPath',
  'returnTo',
  'return',
  'redirect',
  'back',
  'url',
];
const query = (value: string, extra = '') => `${RETURN_NAMES.map((n) => `${n}=${encodeURIComponent(value)}`).join('&')}${extra}`;

describe('the reported open redirect', () => {
  it('answers verify-email with a bad token and a dot-segment callback on the site', async () => {
    for (const callback of [
      '/..//evil.example/x',
      '/.//evil.example/x',
      '/%2e%2e//evil.example/x',
      '/a/..//evil.example',
      '/..%2f%2fevil.example',
      '//evil.example/x',
      '/\\evil.example',
    ]) {
      const url = `/api/auth/verify-email?token=x&callbackURL=${encodeURIComponent(callback)}`;
      const res = await t.anonymous.get(url);
      expectOnSite(res, url, callback);
      // Refused by better-auth's configuration, or sent on the site: never off it.
      if (res.statusCode === 403) expect(res.json().code).toBe('INVALID_CALLBACK_URL');
      else expect(new URL(String(res.headers.location), SITE).origin, callback).toBe(SITE);
    }
  });

  it('refuses a sign-up whose confirmation would send the member off the site, and stores nothing', async () => {
    for (const callback of ['/..//evil.example/x', 'https://evil.example/', '/a/../b']) {
      const res = await t.anonymous.post('/api/auth/sign-up/email', {
        name: 'Eve Vil',
        email: 'eve@example.com',
        password: 'Password123!',
        callbackURL: callback,
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'INVALID_CALLBACK_URL', error: 'That return address is not a page of this site.' });
    }
    expect((await t.mailer.list()).filter((m) => m.to === 'eve@example.com')).toEqual([]);
  });
});

describe('every route that can redirect, with generated return values', () => {
  it('keeps every better-auth endpoint’s Location on the site', async () => {
    const endpoints = Object.values(t.deps.auth.api as Record<string, { path?: string; options?: { method?: string | string[] } }>)
      .filter((e) => typeof e.path === 'string')
      .flatMap((e) =>
        [e.options?.method ?? 'GET']
          .flat()
          .filter((m) => m === 'GET' || m === 'POST' || m === '*')
          .map((m) => ({ path: e.path!, method: m === '*' ? 'GET' : m })),
      );
    expect(endpoints.length).toBeGreaterThan(20);
    expect(endpoints.map((e) => e.path)).toContain('/verify-email');
    await fc.assert(
      fc.asyncProperty(returnValue, fc.boolean(), async (value, signedIn) => {
        for (const e of endpoints) {
          const path = `/api/auth${e.path.replace(/:[A-Za-z]+/g, 'x')}`;
          const headers = signedIn ? { cookie: someone.cookie } : {};
          const url = e.method === 'GET' ? `${path}?token=x&${query(value)}` : path;
          const res = await t.app.inject({
            method: e.method as 'GET',
            url,
            headers,
            ...(e.method === 'POST' ? { payload: Object.fromEntries(RETURN_NAMES.map((n) => [n, value])) } : {}),
          });
          expect(res.statusCode, `${e.method} ${path}`).toBeLessThan(500);
          expectOnSite(res, url, `${e.method} ${path}`);
        }
      }),
      { numRuns: 40 },
    );
  }, 180_000);

  it('keeps every route of the route table on the site, as a visitor and as a member', async () => {
    const routes = routeTable(t.app).filter((r) => (r.method === 'GET' || r.method === 'POST') && !r.url.startsWith('/api/auth/') && r.url !== '/api/live');
    expect(routes.length).toBeGreaterThan(100);
    await fc.assert(
      fc.asyncProperty(returnValue, fc.boolean(), async (value, signedIn) => {
        for (const r of routes) {
          // The value goes in every return parameter, and in the route's own parameters too.
          const path = r.url.replace(/:[A-Za-z]+|\*/g, () => encodeURIComponent(value).slice(0, 100) || 'x');
          const url = `${path}?${query(value)}`;
          const headers: Record<string, string> = signedIn ? { cookie: someone.cookie } : {};
          const form = r.url.startsWith('/auth/');
          const res = await t.app.inject({
            method: r.method as 'GET',
            url,
            headers: form ? { ...headers, 'content-type': 'application/x-www-form-urlencoded' } : headers,
            ...(r.method === 'POST'
              ? {
                  payload: form
                    ? new URLSearchParams({ next: value, email: 'a@example.com', password: 'x', code: '123456' }).toString()
                    : JSON.stringify({ returnPath: value, next: value }),
                }
              : {}),
          });
          expectOnSite(res, url, `${r.method} ${r.url}`);
        }
      }),
      { numRuns: 20 },
    );
  }, 240_000);
});

describe('the hook itself, on any reply', () => {
  it('keeps whatever a route writes into Location on the site or at the provider', async () => {
    const app = Fastify();
    registerSafeRedirects(app, { siteOrigins: [SITE] });
    app.get('/go/*', async (req, reply) =>
      reply
        .header('location', (req.query as { to: string }).to)
        .status(302)
        .send(),
    );
    await app.ready();
    await fc.assert(
      fc.asyncProperty(fc.oneof(returnValue, fc.constant(`${PROVIDER_REDIRECT_ORIGINS[0]}/c/pay/cs_1`)), async (value) => {
        const url = `/go/a/b?to=${encodeURIComponent(value)}`;
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(302);
        expectOnSite(res, url, JSON.stringify(value));
      }),
      { numRuns: 1000 },
    );
    const stripe = await app.inject({ method: 'GET', url: `/go/x?to=${encodeURIComponent(`${PROVIDER_REDIRECT_ORIGINS[0]}/c/pay/cs_1`)}` });
    expect(stripe.headers.location).toBe(`${PROVIDER_REDIRECT_ORIGINS[0]}/c/pay/cs_1`);
    await app.close();
  });
});
