import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireAdmin } from '../../http/guards.ts';
import { errorResponses } from '../../http/error-schemas.ts';
import { TZ_OFFSET_LIMIT } from '../../../domain/admin-dashboard.ts';
import { DEFAULT_ANALYTICS_PERIOD, SIGNALS_DAYS } from '../../../domain/admin-analytics.ts';
import { analytics } from './analytics.ts';
import { shillSignals } from './shill-signals.ts';

const period = z.union([z.literal(7), z.literal(30), z.literal(90)]);
const analyticsQuery = z.object({
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
const analyticsSchema = z.object({
  days: period,
  from: z.string(),
  to: z.string(),
  daily: z.array(z.object({ day: z.string(), ...measures })),
  categories: z.array(z.object({ category: z.string(), title: z.string(), ...categoryMeasures })),
  totals: z.object(categoryMeasures),
  topByBids: z.array(topListing),
  topByViews: z.array(topListing),
});

const signalUser = z.object({ id: z.string(), name: z.string(), email: z.string() });
const signalBase = {
  bidder: signalUser,
  seller: signalUser,
  auctionCount: z.number(),
  auctions: z.array(z.object({ id: z.string(), title: z.string(), path: z.string() })),
  lastBidAt: z.string(),
};
const signalsSchema = z.object({
  days: z.number(),
  limit: z.number(),
  sharedAddress: z.array(z.object({ ...signalBase, sharedIps: z.array(z.string()), sharedUserAgent: z.boolean() })),
  oneSeller: z.array(z.object({ ...signalBase, bidCount: z.number() })),
});

/** Issue 14: marketplace analytics and shill-bidding signals of the admin area. */
export const adminAnalyticsRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    app.get('/api/admin/analytics', { schema: { querystring: analyticsQuery, response: { 200: analyticsSchema, ...errorResponses(400, 401, 403) } } }, async (req) => {
      await requireAdmin(deps, req);
      return analytics(deps, req.query.days, req.query.tzOffset);
    });
    app.get('/api/admin/shill-signals', { schema: { response: { 200: signalsSchema, ...errorResponses(401, 403) } } }, async (req) => {
      await requireAdmin(deps, req);
      return shillSignals(deps, SIGNALS_DAYS);
    });
  };
