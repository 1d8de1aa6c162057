import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sameOriginPath } from './return-path.ts';

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
    // Issue 23 item 3: these normalise to '//evil.example...'.
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

/** Pieces of an address an attacker strings together: dot segments and their encodings, slashes, backslashes. */
const piece = fc.constantFrom(
  '/', '//', '\\', '.', '..', '%2e', '%2E', '%2e%2e', '.%2e', '%2f', '%2F', '%5c', '%5C', '%252e', '%00', '%09',
  '\t', '\n', '@', ':', '?', '#', 'evil.example', 'a', 'auction', 'x', 'https:', 'javascript:',
);
const raw = fc.array(piece, { minLength: 1, maxLength: 10 }).map((parts) => parts.join(''));

/** What a browser makes of a Location header or a link holding this value, read on the site. */
const browserReads = (value: string) => new URL(value, SITE);

describe('sameOriginPath, over dot segments, encodings, slashes and backslashes', () => {
  it('always answers a path with exactly one leading slash, on the site, that reads as itself', () => {
    fc.assert(
      fc.property(fc.oneof(raw, raw.map((r) => `/${r}`)), (value) => {
        const path = sameOriginPath(value, SITE);
        expect(path.startsWith('/')).toBe(true);
        expect(path[1]).not.toBe('/');
        expect(path[1]).not.toBe('\\');
        const read = browserReads(path);
        expect(read.origin).toBe(SITE_ORIGIN);
        expect(`${read.pathname}${read.search}${read.hash}`).toBe(path);
        expect(sameOriginPath(path, SITE)).toBe(path);
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps an ordinary path as it is', () => {
    const word = fc.stringMatching(/^[a-z0-9-]{1,10}$/);
    const path = fc.tuple(fc.array(word, { minLength: 0, maxLength: 4 }), fc.option(word), fc.option(word)).map(
      ([segments, query, hash]) => `/${segments.join('/')}${query ? `?q=${query}` : ''}${hash ? `#${hash}` : ''}`,
    );
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
