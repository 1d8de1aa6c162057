import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { BAD_URL_MESSAGE, URI_TOO_LONG_MESSAGE } from './error-replies.ts';
import { expectDocumented } from '../test/openapi-contract.ts';

// Every error answers { error, code }, whoever raised it.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const shapeOf = (body: string) => {
  const json = JSON.parse(body) as Record<string, unknown>;
  expect(typeof json.error).toBe('string');
  expect(typeof json.code).toBe('string');
  expect(json).not.toHaveProperty('statusCode');
  return json;
};

describe('one error shape', () => {
  it('a badly encoded address answers 400 { error, code }, on API and page paths alike', async () => {
    for (const url of ['/api/listings/%E0%A4%A', '/auction/%E0%A4%A', '/api/auctions/%zz/comments', '/%']) {
      const res = await t.anonymous.get(url);
      expect(res.statusCode, url).toBe(400);
      expect(shapeOf(res.body), url).toEqual({ error: BAD_URL_MESSAGE, code: 'BAD_URL' });
    }
  });

  it("Fastify's own refusals of a body carry a code of their status", async () => {
    const post = (headers: Record<string, string>, payload: string) => t.app.inject({ method: 'POST', url: '/api/contact', headers, payload });
    const unsupported = await post({ 'content-type': 'text/xml' }, '<x/>');
    expect(unsupported.statusCode).toBe(415);
    expect(shapeOf(unsupported.body).code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const broken = await post({ 'content-type': 'application/json' }, '{bad');
    expect(broken.statusCode).toBe(400);
    expect(shapeOf(broken.body).code).toBe('BAD_REQUEST');
    const huge = await post({ 'content-type': 'application/json' }, JSON.stringify({ message: 'x'.repeat(1_100_000) }));
    expect(huge.statusCode).toBe(413);
    expect(shapeOf(huge.body).code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('a path with dot segments is routed, and judged by the document, as the path it resolves to', async () => {
    // The fuzz met '/api/auctions/./my-offers': the client resolves it to /api/auctions/my-offers (an auction
    // id that does not exist), so its 404 is the detail route's, documented there.
    for (const url of ['/api/auctions/./my-offers', '/api/auctions/%2E/my-offers', '/api/auctions/x/../my-offers']) {
      const res = await t.anonymous.get(url);
      expect(res.statusCode, url).toBe(404);
      shapeOf(res.body);
      await expectDocumented(t.app, 'GET', url, res);
    }
  });

  it('unknown routes and the auth library answer the same shape', async () => {
    const missing = await t.anonymous.get('/api/no-such-thing');
    expect(missing.statusCode).toBe(404);
    expect(shapeOf(missing.body)).toEqual({ error: 'Not found', code: 'NOT_FOUND' });
    const signIn = await t.anonymous.post('/api/auth/sign-in/email', { email: 'nobody@example.com', password: 'Wrong-password-1' });
    expect(signIn.statusCode).toBe(401);
    expect(shapeOf(signIn.body)).toMatchObject({ error: 'Invalid email or password', code: 'INVALID_EMAIL_OR_PASSWORD' });
    expect(Number(signIn.headers['content-length'])).toBe(Buffer.byteLength(signIn.body));
  });
});

// Every error reply says what it is (Content-Type) and carries the security headers, the
// replies Fastify makes before routing (a badly encoded address, an over-long path parameter) included.
function expectJsonErrorWithHeaders(res: LightMyRequestResponse, what: string) {
  expect(res.statusCode, what).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, what).toBeLessThan(500);
  expect(res.headers['content-type'], what).toBe('application/json; charset=utf-8');
  expect(res.headers['x-content-type-options'], what).toBe('nosniff');
  expect(res.headers['x-frame-options'], what).toBe('DENY');
  expect(res.headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(res.headers['content-security-policy'], what).toBe("default-src 'none'; frame-ancestors 'none'");
  shapeOf(res.body);
}

const hex = fc.constantFrom(...'0123456789abcdefABCDEF');
/** A %-escape that does not decode: a stray '%', a non-hex digit, or a cut or invalid UTF-8 sequence (followed by '-', so a cut escape is never completed by the next character). */
const badEscape = fc.oneof(
  fc.constant('%'),
  fc.tuple(hex, fc.constantFrom('g', 'z', '%', '/')).map(([a, b]) => `%${a}${b}`),
  fc.constantFrom('%E0%A4%A', '%E0%A4', '%C3', '%FF', '%80', '%ED%A0%80', '%F0%9F%98'),
);
const segment = fc.stringMatching(/^[a-z0-9-]{0,8}$/);
const json = { 'content-type': 'application/json' };

/** Requests that each fail in their own way, before a route, in validation, in a guard or in the body parser. */
const failing: fc.Arbitrary<InjectOptions> = fc.oneof(
  fc
    .tuple(fc.constantFrom('/api/', '/api/listings/', '/auction/', '/', '/api/auction-detail/'), segment, badEscape, segment)
    .map(([base, a, bad, b]) => ({ method: 'GET', url: `${base}${a}${bad}-${b}` })),
  fc.tuple(segment, segment).map(([a, b]) => ({ method: 'GET', url: `/api/no-such-${a}/${b}` })),
  fc.constantFrom<InjectOptions['method']>('DELETE', 'PUT', 'PATCH').map((method) => ({ method, url: '/api/health' })),
  fc.integer({ min: 301, max: 2000 }).map((n) => ({ method: 'GET', url: `/api/auction-detail/${'k'.repeat(n)}` })),
  fc
    .string({ maxLength: 20 })
    .filter((s) => {
      try {
        JSON.parse(s);
        return false;
      } catch {
        return true;
      }
    })
    .map((payload) => ({ method: 'POST', url: '/api/contact', headers: json, payload })),
  fc
    .dictionary(fc.constantFrom('name', 'email', 'subject', 'message', 'x'), fc.oneof(fc.integer(), fc.constant(''), fc.boolean()))
    .map((payload) => ({ method: 'POST', url: '/api/contact', payload })),
  fc
    .constantFrom('priceMin=abc', 'yearMin=zz', 'sort=sideways', 'page=-1', 'transmission=warp', 'category=%00')
    .map((q) => ({ method: 'GET', url: `/api/listings?${q}` })),
  fc.constantFrom('/api/listings/recommended', '/api/me', '/api/watchlist').map((url) => ({ method: 'GET', url })),
  fc
    .constantFrom('text/xml', 'application/x-foo', 'image/png')
    .map((type) => ({ method: 'POST', url: '/api/contact', headers: { 'content-type': type }, payload: '<x/>' })),
  fc.constant<InjectOptions>({ method: 'POST', url: '/api/contact', headers: json, payload: JSON.stringify({ message: 'x'.repeat(1_100_000) }) }),
  fc.constant<InjectOptions>({ method: 'POST', url: '/api/bids', headers: { origin: 'https://evil.example' }, payload: {} }),
  fc.constant<InjectOptions>({ method: 'GET', url: '/api/listings?search=a%00b' }),
);

describe('every error reply', () => {
  it('a badly encoded address and an over-long parameter answer with a Content-Type and the security headers', async () => {
    const bad = await t.anonymous.get('/api/%E0%A4%A');
    expectJsonErrorWithHeaders(bad, 'bad encoding');
    const long = await t.anonymous.get(`/api/auction-detail/${'x'.repeat(400)}`);
    expect(long.statusCode).toBe(414);
    expect(shapeOf(long.body)).toEqual({ error: URI_TOO_LONG_MESSAGE, code: 'URI_TOO_LONG' });
    expectJsonErrorWithHeaders(long, 'long key');
  });

  it('has a Content-Type and the security headers, whatever made the request fail', async () => {
    await fc.assert(
      fc.asyncProperty(failing, async (req) => {
        const res = await t.app.inject(req);
        expectJsonErrorWithHeaders(res, `${req.method} ${String(req.url).slice(0, 80)}`);
        // And its status is one the API document lists for the route.
        await expectDocumented(t.app, String(req.method), String(req.url), res);
      }),
      { numRuns: 150 },
    );
  });
});
