/**
 * SPEC 2: the paths of the web app's pages, as its router spells them (web/src/app/router.tsx and the admin
 * sections; a test keeps the lists the same). Any other path is the router's catch-all, the not-found
 * page, which the server answers with 404.
 */
export const PAGE_PATHS = [
  '/',
  '/auction/:slug',
  '/category/:category',
  '/category/:category/:make',
  '/category/:category/:make/:model',
  '/auctions',
  '/classifieds',
  '/presale',
  '/sell',
  '/create-auction',
  '/create-auction-success',
  '/seller-success',
  '/messages',
  '/how-it-works',
  '/about',
  '/contact',
  '/help',
  '/terms',
  '/privacy',
  '/sold-results',
  '/auth',
  '/profile',
  '/my-auctions',
  '/purchases',
  '/deals/:id',
  '/members/:id',
  '/watchlist',
  '/unsubscribe',
  '/email-confirmed',
  '/check-email',
  '/admin',
  '/admin/analytics',
  '/admin/auctions',
  '/admin/users',
  '/admin/signals',
  '/admin/membership-plans',
  '/admin/content',
  '/admin/hero-images',
  '/admin/categories',
  '/admin/settings',
  '/admin/stripe',
  '/admin/offers',
  '/admin/deals',
  '/admin/audit-log',
] as const;

const segmentsOf = (path: string) => path.split('/').filter((s) => s !== '');
const PATTERNS = PAGE_PATHS.map(segmentsOf);

/**
 * Whether a (still percent-encoded) pathname is one of the app's pages, matched as React Router matches:
 * static segments without regard to case, a `:param` any one non-empty segment, one trailing slash allowed.
 */
export function isPagePath(pathname: string): boolean {
  if (!pathname.startsWith('/') || pathname.includes('//')) return false;
  const parts = segmentsOf(pathname);
  return PATTERNS.some((p) => p.length === parts.length && p.every((seg, i) => seg.startsWith(':') || seg.toLowerCase() === parts[i]!.toLowerCase()));
}
