// The admin dashboard as the API takes and sends it (decision 012), written once for the server's route and the web
// app's hook, and held to the types of admin-dashboard.ts.
import { z } from 'zod';
import { TZ_OFFSET_LIMIT, type DashboardData } from './admin-dashboard.ts';

const period = z.union([z.literal(7), z.literal(30), z.literal(90)]);
/** GET /api/admin/dashboard. */
export const dashboardSchema = z.object({
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
}) satisfies z.ZodType<DashboardData>;

/** The viewer's offset from UTC (Date#getTimezoneOffset), so that "today" and the chart's days are theirs. */
export const tzOffsetQuery = z.object({ tzOffset: z.coerce.number().int().min(-TZ_OFFSET_LIMIT).max(TZ_OFFSET_LIMIT).default(0) });
