// Admin analytics and bidding signals (decision 012): what the API answers, the page draws,
// and the few rules between them. No I/O.

/** The periods an admin can look back over, in days; the viewer's last N calendar days, today included. */
export const ANALYTICS_PERIODS = [7, 30, 90] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
export const DEFAULT_ANALYTICS_PERIOD: AnalyticsPeriod = 30;

/** How many listings each top list holds. */
export const TOP_LISTINGS = 10;

/** Shill signals: at most this many rows per list, and a one-seller bidder has at least this many bids. */
export const SIGNALS_LIMIT = 100;
export const ONE_SELLER_MIN_BIDS = 3;
/** Shill signals look at the bids of this many last days (bounded reads on the bids' time index). */
export const SIGNALS_DAYS = 30;

export interface Measures {
  views: number;
  bids: number;
  /** New watchlist entries. */
  watchers: number;
  sales: number;
  /** Sum of the sale prices, whole dollars. */
  salesValue: number;
}

export interface AnalyticsDay extends Measures {
  /** The viewer's calendar day, YYYY-MM-DD. */
  day: string;
}

export interface AnalyticsCategory extends Measures {
  /** The category's slug; '' for a listing whose category is gone (never in practice: foreign key). */
  category: string;
  title: string;
  /** Distinct people who viewed the category's listings in the period (a signed-in user, or an anonymous visitor). */
  viewers: number;
  /** Distinct people who bid on the category's listings in the period. */
  bidders: number;
  /** viewToBidConversion(bidders, viewers): null without viewers. */
  conversion: number | null;
}

export interface TopListing {
  id: string;
  title: string;
  /** The listing page, /auction/{slug} (SPEC 2). */
  path: string;
  category: string;
  categoryTitle: string;
  /** Bids and views in the period. */
  bids: number;
  views: number;
  /** Watching now. */
  watchers: number;
  /** The current bid, or the starting price before any bid, whole dollars. */
  currentPrice: number;
}

export interface AnalyticsData {
  days: AnalyticsPeriod;
  /** First and last calendar day of the period, YYYY-MM-DD. */
  from: string;
  to: string;
  daily: AnalyticsDay[];
  categories: AnalyticsCategory[];
  /** The whole marketplace: a person is counted once however many categories they touched. */
  totals: Omit<AnalyticsCategory, 'category' | 'title'>;
  topByBids: TopListing[];
  topByViews: TopListing[];
}

/**
 * View-to-bid conversion: the share of the people who viewed listings who also bid on them, i.e.
 * distinct bidders ÷ distinct viewers of the same listings in the same period, from 0 to 1. Null when
 * nobody viewed. Capped at 1: a bidder whose view fell before the period (or who viewed while signed out
 * from another device) is a bidder without a counted view.
 */
export function viewToBidConversion(bidders: number, viewers: number): number | null {
  if (viewers <= 0) return null;
  return Math.min(1, Math.max(0, bidders) / viewers);
}

/** '12.5%', '3%', '0.4%', '100%'; '–' for null. One decimal below 10%, whole above. */
export function formatPercent(ratio: number | null): string {
  if (ratio === null || !Number.isFinite(ratio)) return '–';
  const pct = ratio * 100;
  if (pct === 0) return '0%';
  const text = pct < 10 ? pct.toFixed(1).replace(/\.0$/, '') : Math.round(pct).toString();
  return `${text}%`;
}

export const ZERO_MEASURES: Measures = { views: 0, bids: 0, watchers: 0, sales: 0, salesValue: 0 };

/**
 * One row per day of `days` (in order), the measures of `rows` where a day has some and zeros where it
 * has none; rows of days outside the list are dropped.
 */
export function fillDays(days: readonly string[], rows: readonly (Partial<Measures> & { day: string })[]): AnalyticsDay[] {
  const byDay = new Map<string, Partial<Measures>>();
  for (const r of rows) byDay.set(r.day, { ...byDay.get(r.day), ...definedOnly(r) });
  return days.map((day) => ({ day, ...ZERO_MEASURES, ...definedOnly(byDay.get(day) ?? {}) }));
}

function definedOnly(m: Partial<Measures> & { day?: string }): Partial<Measures> {
  const out: Partial<Measures> = {};
  for (const k of Object.keys(ZERO_MEASURES) as (keyof Measures)[]) if (m[k] !== undefined) out[k] = Number(m[k]);
  return out;
}

// ---------------------------------------------------------------- shill-bidding signals

export interface SignalUser {
  id: string;
  name: string;
  email: string;
}

export interface SignalAuction {
  id: string;
  title: string;
  path: string;
}

/** A bidder who used an IP address the seller of an auction they bid on also used (sessions or views). */
export interface SharedAddressSignal {
  bidder: SignalUser;
  seller: SignalUser;
  /** How many of the seller's auctions the bidder bid on in the window, and a few of them (most recent bid first). */
  auctionCount: number;
  auctions: SignalAuction[];
  sharedIps: string[];
  /** Both signed in from one of the shared addresses with the same browser (user agent): likely one device. */
  sharedUserAgent: boolean;
  lastBidAt: string;
}

/** A bidder with at least ONE_SELLER_MIN_BIDS bids in the window, every bid they ever made on one seller's listings. */
export interface OneSellerSignal {
  bidder: SignalUser;
  seller: SignalUser;
  bidCount: number;
  auctionCount: number;
  auctions: SignalAuction[];
  lastBidAt: string;
}

export interface ShillSignals {
  /** The window the signals read, in days back from now. */
  days: number;
  limit: number;
  sharedAddress: SharedAddressSignal[];
  oneSeller: OneSellerSignal[];
}

/** The admin users page with the account open and its suspension form ready to cancel its bids. */
export function adminSuspendBidderPath(user: { id: string; email: string }): string {
  return `/admin/users?${new URLSearchParams({ search: user.email, user: user.id, suspend: 'bids' })}`;
}

/** The admin users page searching for one account (its list reads ?search=). */
export function adminUserSearchPath(email: string): string {
  return `/admin/users?search=${encodeURIComponent(email)}`;
}

/** The price a listing shows now: a classified's sale price; an auction's current bid, or its starting price before any bid. */
export function listingPrice(l: { listingType: string; currentBid: number; startingPrice: number; buyNowPrice: number | null }): number {
  if (l.listingType === 'classified') return l.buyNowPrice ?? l.currentBid;
  return Math.max(l.currentBid, l.startingPrice);
}
