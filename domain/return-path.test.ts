import { describe, expect, it } from 'vitest';
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
  ])('refuses %j', (raw) => {
    expect(sameOriginPath(raw, SITE)).toBe('/');
  });

  it('refuses nothing given', () => {
    expect(sameOriginPath(undefined, SITE)).toBe('/');
    expect(sameOriginPath(null, SITE)).toBe('/');
  });
});
