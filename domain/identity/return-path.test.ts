import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { safeLocation, sameOriginPath, isSitePath } from './return-path.ts';
import { attackerReturnValue as raw } from './return-path-attacks.ts';

const SITE = 'https://cars.example';

describe('sameOriginPath', () => {
  it.each(['/', '/auction/1972-porsche', '/auction/abc?x=1', '/auctions?make=Ford#top', '/%09/host', '/a%2F%2Fb'])('keeps %s', (path) => {
    expect(sameOriginPath(path, SITE)).toBe(path);
  });

  it.each([
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r/evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '//evil.example',
    '//evil.example/x',
    '/\\/evil.example',
    'https://evil.example',
    'javascript:alert(1)',
    'auction/x',
    ' /x',
    '',
    // These normalise to '//evil.example...'.
    '/..//evil.example/x',
    '/.//evil.example/x',
    '/%2e%2e//evil.example/x',
    '/%2E%2E//evil.example',
    '/%2e//evil.example',
    '/.%2e//evil.example',
    '/a/..//evil.example/x',
    '/a/b/../..//evil.example',
    '/..//evil.example',
  ])('refuses %j', (raw) => {
    expect(sameOriginPath(raw, SITE)).toBe('/');
  });

  it('refuses nothing given', () => {
    expect(sameOriginPath(undefined, SITE)).toBe('/');
    expect(sameOriginPath(null, SITE)).toBe('/');
  });
});

const SITE_ORIGIN = new URL(SITE).origin;

/** What a browser makes of a Location header or a link holding this value, read on the site. */
const browserReads = (value: string) => new URL(value, SITE);

describe('sameOriginPath, over dot segments, encodings, slashes and backslashes', () => {
  it('always answers a path with exactly one leading slash, on the site, that reads as itself', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          raw,
          raw.map((r) => `/${r}`),
        ),
        (value) => {
          const path = sameOriginPath(value, SITE);
          expect(path.startsWith('/')).toBe(true);
          expect(path[1]).not.toBe('/');
          expect(path[1]).not.toBe('\\');
          const read = browserReads(path);
          expect(read.origin).toBe(SITE_ORIGIN);
          expect(`${read.pathname}${read.search}${read.hash}`).toBe(path);
          expect(sameOriginPath(path, SITE)).toBe(path);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('keeps an ordinary path as it is', () => {
    const word = fc.stringMatching(/^[a-z0-9-]{1,10}$/);
    const path = fc
      .tuple(fc.array(word, { minLength: 0, maxLength: 4 }), fc.option(word), fc.option(word))
      .map(([segments, query, hash]) => `/${segments.join('/')}${query ? `?q=${query}` : ''}${hash ? `#${hash}` : ''}`);
    fc.assert(
      fc.property(path, (p) => {
        expect(sameOriginPath(p, SITE)).toBe(p);
      }),
    );
  });

  it('reads the same without the site given (the web app)', () => {
    fc.assert(
      fc.property(
        raw.map((r) => `/${r}`),
        (value) => {
          expect(sameOriginPath(value)).toBe(sameOriginPath(value, SITE));
        },
      ),
    );
  });
});

const PROVIDER = 'https://checkout.stripe.com';
const rule = (requestUrl = '/api/auth/verify-email?token=x') => ({
  siteOrigins: [SITE_ORIGIN, 'http://127.0.0.1:3000'],
  requestUrl,
  providerOrigins: [PROVIDER],
});

describe('safeLocation: the Location every reply may carry (decision 029)', () => {
  it.each([
    ['//evil.example/x?error=INVALID_TOKEN', '/'],
    ['/..//evil.example/x?error=INVALID_TOKEN', '/'],
    ['https://evil.example/', '/'],
    ['javascript:alert(1)', '/'],
    ['/\\evil.example', '/'],
    ['/\t/evil.example', '/'],
    ['http://cars.example/deals/1', '/'],
    ['https://cars.example/deals/1?x=1#y', '/deals/1?x=1#y'],
    ['http://127.0.0.1:3000/auth', '/auth'],
    ['/auth?mode=reset', '/auth?mode=reset'],
    ['./', '/api/auth/'],
    [`${PROVIDER}/c/pay/cs_test_1#frag`, `${PROVIDER}/c/pay/cs_test_1#frag`],
    ['http://checkout.stripe.com/c/pay', '/'],
    ['https://user:pw@checkout.stripe.com/c/pay', '/'],
  ])('answers %j with %j', (location, expected) => {
    expect(safeLocation(location, rule())).toBe(expected);
  });

  it('always sends the browser to the site or to an allowed provider, whatever the value and the request', () => {
    const requestPath = fc.constantFrom('/', '/api/auth/verify-email?token=x', '/auth/sign-in', '/sandbox/checkout/a/authorize', '/a/b/c');
    fc.assert(
      fc.property(
        fc.oneof(
          raw,
          raw.map((r) => `/${r}`),
          raw.map((r) => `https://${r}`),
        ),
        requestPath,
        (value, at) => {
          const sent = safeLocation(value, rule(at));
          const read = new URL(sent, new URL(at, SITE));
          if (sent.startsWith(PROVIDER + '/')) {
            expect(read.origin).toBe(PROVIDER);
            return;
          }
          expect(read.origin).toBe(SITE_ORIGIN);
          expect(sent.startsWith('/') && sent[1] !== '/' && sent[1] !== '\\').toBe(true);
          // What is sent reads as itself, and passes the rule again unchanged.
          expect(safeLocation(sent, rule(at))).toBe(sent);
        },
      ),
      { numRuns: 3000 },
    );
  });
});

describe('isSitePath: a return address the auth library may be given', () => {
  it('accepts only a canonical path of the site', () => {
    expect(isSitePath('/email-confirmed?next=%2Fsell', SITE)).toBe(true);
    expect(isSitePath('/auth?mode=reset', SITE)).toBe(true);
    for (const bad of ['/..//evil.example/x', '//evil.example', 'https://evil.example', '', '/a/../b', 7, null]) expect(isSitePath(bad, SITE)).toBe(false);
    fc.assert(
      fc.property(raw, (value) => {
        if (isSitePath(value, SITE)) expect(new URL(value, SITE).origin).toBe(SITE_ORIGIN);
      }),
      { numRuns: 2000 },
    );
  });
});
