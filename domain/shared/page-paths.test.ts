import { describe, expect, it } from 'vitest';
import { isPagePath } from './page-paths.ts';

describe('isPagePath', () => {
  it.each([
    '/',
    '/auctions',
    '/auctions/',
    '/Auctions',
    '/auction/1969-chevrolet-camaro',
    '/auction/does-not-exist',
    '/category/cars/BMW/M3',
    '/admin',
    '/admin/audit-log',
    '/email-confirmed',
  ])('knows %s', (path) => expect(isPagePath(path)).toBe(true));

  it.each([
    '/no-such-page',
    '/auction',
    '/auction/a/b',
    '/category',
    '/category/a/b/c/d',
    '/admin/nope',
    '/auctions//',
    '//auctions',
    '',
    'auctions',
    '/sitemap',
  ])('does not know %j', (path) => expect(isPagePath(path)).toBe(false));
});
