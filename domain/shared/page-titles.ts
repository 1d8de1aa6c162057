import { PAGE_PATHS } from './page-paths.ts';
import { categoryName } from '../listings/vehicle-categories.ts';

/**
 * Every page has a title of its own, for tabs, history and search results. The web app
 * writes it into the document and the server into the HTML it sends (rendered pages and the app shell).
 * A page whose title depends on its data (a listing: its vehicle; a category page: its make and model)
 * sets it when it has the data; this is its title before that, and on the server for the app shell.
 */
export const SITE_NAME = 'VehicleBid';

/** The home page's title, which names the site and what it is. */
export const HOME_TITLE = `${SITE_NAME} · Vehicle auctions and classifieds`;

/** A page's name with the site's after it: 'Sold Results | VehicleBid'. */
export const withSiteName = (name: string): string => `${name} | ${SITE_NAME}`;

type PagePath = (typeof PAGE_PATHS)[number];

/** The name of each page of SPEC 2's route table (the listing and category pages until their data arrives). */
const PAGE_NAMES: Record<Exclude<PagePath, '/'>, string> = {
  '/auction/:slug': 'Auction',
  '/category/:category': 'Category',
  '/category/:category/:make': 'Category',
  '/category/:category/:make/:model': 'Category',
  '/auctions': 'Live Auctions',
  '/classifieds': 'Classifieds',
  '/presale': 'Upcoming Auctions',
  '/sell': 'Sell Your Vehicle',
  '/create-auction': 'List Your Vehicle',
  '/create-auction-success': 'Listing Submitted',
  '/seller-success': 'Featured Listing Payment',
  '/messages': 'Messages',
  '/how-it-works': 'How It Works',
  '/about': 'About Us',
  '/contact': 'Contact Us',
  '/help': 'Help Center',
  '/terms': 'Terms of Service',
  '/privacy': 'Privacy Policy',
  '/sold-results': 'Sold Results',
  '/auth': 'Sign In or Sign Up',
  '/profile': 'Profile Settings',
  '/my-auctions': 'My Auctions',
  '/purchases': 'Purchases',
  '/deals/:id': 'Deal',
  '/members/:id': 'Member',
  '/watchlist': 'Watchlist',
  '/unsubscribe': 'E-mail Alerts',
  '/email-confirmed': 'E-mail Confirmation',
  '/check-email': 'Check Your E-mail',
  '/admin': 'Admin: Dashboard',
  '/admin/analytics': 'Admin: Analytics',
  '/admin/auctions': 'Admin: Auctions',
  '/admin/users': 'Admin: Users',
  '/admin/signals': 'Admin: Bidding Signals',
  '/admin/membership-plans': 'Admin: Membership Plans',
  '/admin/content': 'Admin: Content',
  '/admin/hero-images': 'Admin: Hero Images',
  '/admin/categories': 'Admin: Categories',
  '/admin/settings': 'Admin: Settings',
  '/admin/stripe': 'Admin: Stripe',
  '/admin/offers': 'Admin: Offer Payments',
  '/admin/deals': 'Admin: Deals',
  '/admin/audit-log': 'Admin: Audit Log',
};

/** The not-found page's name (any other path, a category that does not exist). */
export const NOT_FOUND_NAME = 'Page Not Found';

/** The name of a listing page whose listing does not exist (its heading: 'Auction Not Found'). */
export const AUCTION_NOT_FOUND_NAME = 'Auction Not Found';

const segmentsOf = (path: string) => path.split('/').filter((s) => s !== '');
const PATTERNS = (Object.keys(PAGE_NAMES) as Array<keyof typeof PAGE_NAMES>).map((p) => ({ path: p, segments: segmentsOf(p) }));

/** The route pattern a pathname is, matched as React Router matches (domain/shared/page-paths.ts); null for none. */
function patternOf(pathname: string): { path: keyof typeof PAGE_NAMES; params: string[] } | null {
  if (!pathname.startsWith('/') || pathname.includes('//')) return null;
  const parts = segmentsOf(pathname);
  for (const p of PATTERNS) {
    if (p.segments.length !== parts.length) continue;
    if (p.segments.every((seg, i) => seg.startsWith(':') || seg.toLowerCase() === parts[i]!.toLowerCase())) {
      return { path: p.path, params: parts.filter((_, i) => p.segments[i]!.startsWith(':')) };
    }
  }
  return null;
}

const decoded = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/**
 * The title of the page at `pathname` (with `search`, the query string, for /auctions?search=): the site's
 * name after the page's. A category page is named by its category; its make and model, which the
 * catalogue spells, by the page itself (web/src/pages/category-page.tsx).
 */
export function pageTitle(pathname: string, search = ''): string {
  if (pathname === '/') return HOME_TITLE;
  const match = patternOf(pathname);
  if (!match) return withSiteName(NOT_FOUND_NAME);
  if (match.path === '/auctions') {
    const text = new URLSearchParams(search).get('search')?.trim();
    if (text) return withSiteName(`Results for “${text}”`);
  }
  if (match.path.startsWith('/category/')) {
    const category = categoryName(decoded(match.params[0]!).toLowerCase());
    if (category) return withSiteName(category);
  }
  return withSiteName(PAGE_NAMES[match.path]);
}
