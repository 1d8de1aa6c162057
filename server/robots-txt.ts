/**
 * Where crawlers are not wanted: the API, the signed-in member's and the admin's pages,
 * the sign-in and after-sign-up pages, the seller's flows and the development and sandbox pages. Public
 * pages, listings and media stay open; prefixes, as robots.txt reads them.
 */
export const PRIVATE_AREAS = [
  '/admin',
  '/api/',
  '/auth',
  '/check-email',
  '/email-confirmed',
  '/unsubscribe',
  '/profile',
  '/messages',
  '/my-auctions',
  '/watchlist',
  '/purchases',
  '/deals/',
  '/create-auction',
  '/seller-success',
  '/dev/',
  '/sandbox/',
];

/** The site's robots.txt: every crawler kept out of the private areas, and the sitemap named. */
export function robotsTxt(publicUrl: string): string {
  return ['User-agent: *', ...PRIVATE_AREAS.map((p) => `Disallow: ${p}`), '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');
}
