// The admin analytics and shill-bidding signals as the API takes and sends them (decision 012), written once for the
// server's routes and the web app's hooks, and held to the types of admin-analytics.ts.
import { z } from 'zod';
import { DEFAULT_ANALYTICS_PERIOD, type AnalyticsData, type ShillSignals } from './admin-analytics.ts';
import { TZ_OFFSET_LIMIT } from './admin-dashboard.ts';

const period = z.union([z.literal(7), z.literal(30), z.literal(90)]);
/** GET /api/admin/analytics?days=&tzOffset=. */
export const analyticsQuerySchema = z.object({
  days: z.coerce.number().pipe(period).default(DEFAULT_ANALYTICS_PERIOD),
  /** The viewer's offset from UTC (Date#getTimezoneOffset), so that the days are theirs. */
  tzOffset: z.coerce.number().int().min(-TZ_OFFSET_LIMIT).max(TZ_OFFSET_LIMIT).default(0),
});

const measures = { views: z.number(), bids: z.number(), watchers: z.number(), sales: z.number(), salesValue: z.number() };
const categoryMeasures = { ...measures, viewers: z.number(), bidders: z.number(), conversion: z.number().nullable() };
const topListing = z.object({
  id: z.string(),
  title: z.string(),
  path: z.string(),
  category: z.string(),
  categoryTitle: z.string(),
  bids: z.number(),
  views: z.number(),
  watchers: z.number(),
  currentPrice: z.number(),
});
/** GET /api/admin/analytics. */
export const analyticsSchema = z.object({
  days: period,
  from: z.string(),
  to: z.string(),
  daily: z.array(z.object({ day: z.string(), ...measures })),
  categories: z.array(z.object({ category: z.string(), title: z.string(), ...categoryMeasures })),
  totals: z.object(categoryMeasures),
  topByBids: z.array(topListing),
  topByViews: z.array(topListing),
}) satisfies z.ZodType<AnalyticsData>;

const signalUser = z.object({ id: z.string(), name: z.string(), email: z.string() });
const signalBase = {
  bidder: signalUser,
  seller: signalUser,
  auctionCount: z.number(),
  auctions: z.array(z.object({ id: z.string(), title: z.string(), path: z.string() })),
  lastBidAt: z.string(),
};
/** GET /api/admin/shill-signals. */
export const shillSignalsSchema = z.object({
  days: z.number(),
  limit: z.number(),
  sharedAddress: z.array(z.object({ ...signalBase, sharedIps: z.array(z.string()), sharedUserAgent: z.boolean() })),
  oneSeller: z.array(z.object({ ...signalBase, bidCount: z.number() })),
}) satisfies z.ZodType<ShillSignals>;
