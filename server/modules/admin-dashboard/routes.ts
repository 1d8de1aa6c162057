import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireAdmin } from '../../http/guards.ts';
import { errorResponses } from '../../http/error-schemas.ts';
import { TZ_OFFSET_LIMIT } from '../../../domain/admin-dashboard.ts';
import { dashboard } from './dashboard.ts';

const period = z.union([z.literal(7), z.literal(30), z.literal(90)]);
const dashboardSchema = z.object({
  liveAuctions: z.number(),
  liveClassifieds: z.number(),
  bidsToday: z.number(),
  sales: z.array(z.object({ days: period, count: z.number(), gmv: z.number() })),
  newUsers: z.array(z.object({ days: period, count: z.number() })),
  awaitingApproval: z.number(),
  openReports: z.number(),
  unhandledMessages: z.number(),
  openDisputes: z.number(),
  overdueDeals: z.number(),
  daily: z.array(z.object({ day: z.string(), bids: z.number(), sales: z.number(), gmv: z.number(), signups: z.number() })),
});

/** The viewer's offset from UTC (Date#getTimezoneOffset), so that "today" and the chart's days are theirs. */
export const tzOffsetQuery = z.object({ tzOffset: z.coerce.number().int().min(-TZ_OFFSET_LIMIT).max(TZ_OFFSET_LIMIT).default(0) });

/** Issue 14: the dashboard of the admin area. */
export const adminDashboardRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    app.get('/api/admin/dashboard', { schema: { querystring: tzOffsetQuery, response: { 200: dashboardSchema, ...errorResponses(400, 401, 403) } } }, async (req) => {
      await requireAdmin(deps, req);
      return dashboard(deps, req.query.tzOffset);
    });
  };
