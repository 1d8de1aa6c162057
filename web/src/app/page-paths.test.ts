import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { PAGE_PATHS } from '../../../domain/shared/page-paths.ts';
import { routes } from './router.tsx';

/** Every page path of the route table, nested paths joined, the catch-all left out. */
function pathsOf(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((r) => {
    if (r.path === '*') return [];
    const own = r.index ? parent : r.path === undefined ? parent : r.path.startsWith('/') ? r.path : `${parent === '/' ? '' : parent}/${r.path}`;
    // A layout without a path (the root) is no page of its own.
    return [...(r.index || r.path !== undefined ? [own] : []), ...pathsOf(r.children ?? [], own)];
  });
}

// The server answers 404 for a path the router sends to its not-found page; it knows the
// router's pages from domain/shared/page-paths.ts, which must list exactly the router's.
describe('the page paths the server knows', () => {
  it('are exactly the router’s', () => {
    expect(new Set(pathsOf(routes))).toEqual(new Set(PAGE_PATHS));
  });
});
