import type { LazyRouteFunction, RouteObject } from 'react-router';

/**
 * The pages of the admin area (SPEC 2: index, auctions, users, content, hero-images, categories,
 * settings, stripe, membership-plans, analytics, plus the pages other features add). The router and
 * the admin navigation both read this list: a new admin page is one entry here and one page file.
 * No icons or components here: this file is in the first-paint bundle (the router imports it).
 */
export interface AdminSection {
  /** '' for the dashboard (the index route). */
  path: string;
  label: string;
  /** One line under the page title. */
  line: string;
  group: 'Overview' | 'Marketplace' | 'Site' | 'Payments' | 'Records';
  load: LazyRouteFunction<RouteObject>;
}

export const ADMIN_SECTIONS: AdminSection[] = [
  {
    path: '',
    label: 'Dashboard',
    group: 'Overview',
    line: 'The marketplace today: auctions, bids, sales and what needs you.',
    load: () => import('./admin-dashboard-page.tsx').then((m) => ({ Component: m.AdminDashboardPage })),
  },
  {
    path: 'analytics',
    label: 'Analytics',
    group: 'Overview',
    line: 'Views, bids, watchers and sales by category and by day.',
    load: () => import('./admin-analytics-page.tsx').then((m) => ({ Component: m.AdminAnalyticsPage })),
  },
  {
    path: 'auctions',
    label: 'Auctions',
    group: 'Marketplace',
    line: 'Approve listings and renewals, and manage every auction.',
    load: () => import('./admin-auctions-page.tsx').then((m) => ({ Component: m.AdminAuctionsPage })),
  },
  {
    path: 'users',
    label: 'Users',
    group: 'Marketplace',
    line: 'Members, roles, verification and suspensions.',
    load: () => import('./admin-users-page.tsx').then((m) => ({ Component: m.AdminUsersPage })),
  },
  {
    path: 'signals',
    label: 'Bidding Signals',
    group: 'Marketplace',
    line: 'Bidders who share an address with the seller, or bid on one seller only: for review.',
    load: () => import('./admin-signals-page.tsx').then((m) => ({ Component: m.AdminSignalsPage })),
  },
  {
    path: 'membership-plans',
    label: 'Membership Plans',
    group: 'Marketplace',
    line: 'The plans offered to sellers.',
    load: () => import('./admin-membership-plans-page.tsx').then((m) => ({ Component: m.AdminMembershipPlansPage })),
  },
  {
    path: 'content',
    label: 'Content',
    group: 'Site',
    line: 'Contact messages, reported comments and comment moderation.',
    load: () => import('./admin-content-page.tsx').then((m) => ({ Component: m.AdminContentPage })),
  },
  {
    path: 'hero-images',
    label: 'Hero Images',
    group: 'Site',
    line: 'The first slide of the home page hero.',
    load: () => import('./admin-hero-images-page.tsx').then((m) => ({ Component: m.AdminHeroImagesPage })),
  },
  {
    path: 'categories',
    label: 'Categories',
    group: 'Site',
    line: 'The categories shown across the site, and their order.',
    load: () => import('./admin-categories-page.tsx').then((m) => ({ Component: m.AdminCategoriesPage })),
  },
  {
    path: 'settings',
    label: 'Settings',
    group: 'Site',
    line: 'Bidding rules, fees, social links and the home page.',
    load: () => import('./admin-settings-page.tsx').then((m) => ({ Component: m.AdminSettingsPage })),
  },
  {
    path: 'stripe',
    label: 'Stripe',
    group: 'Payments',
    line: 'Payment provider configuration and webhook events.',
    load: () => import('./admin-stripe-page.tsx').then((m) => ({ Component: m.AdminStripePage })),
  },
  {
    path: 'deals',
    label: 'Deals',
    group: 'Payments',
    line: 'Every sale to its end: held payments, deadlines, and disputes to resolve.',
    load: () => import('./admin-deals-page.tsx').then((m) => ({ Component: m.AdminDealsPage })),
  },
  {
    path: 'offers',
    label: 'Offer Payments',
    group: 'Payments',
    line: 'Accepted offers and how their deals are being paid.',
    load: () => import('./admin-offers-page.tsx').then((m) => ({ Component: m.AdminOffersPage })),
  },
  {
    path: 'audit-log',
    label: 'Audit Log',
    group: 'Records',
    line: 'Every change made in the admin area: who, when, before and after.',
    load: () => import('./admin-audit-log-page.tsx').then((m) => ({ Component: m.AdminAuditLogPage })),
  },
];

export const ADMIN_GROUPS: AdminSection['group'][] = ['Overview', 'Marketplace', 'Site', 'Payments', 'Records'];

export const adminHref = (path: string) => (path ? `/admin/${path}` : '/admin');

/** The section a pathname under /admin belongs to. */
export function adminSectionOf(pathname: string): AdminSection | undefined {
  const rest = pathname.replace(/^\/admin\/?/, '').split('/')[0] ?? '';
  return ADMIN_SECTIONS.find((s) => s.path === rest);
}
