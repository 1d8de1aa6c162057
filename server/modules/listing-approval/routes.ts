import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireAdmin } from '../../http/guards.ts';
import { errorResponses } from '../../http/error-schemas.ts';
import { REJECTION_REASON_MAX } from '../../../domain/listing-review.ts';
import { approvalQueue } from './approval-queue.ts';
import { approveListing, rejectListing } from './review-listing.ts';

const item = z.object({
  id: z.string(),
  kind: z.enum(['listing', 'renewal']),
  title: z.string(),
  path: z.string(),
  category: z.string(),
  listing_type: z.string(),
  image_url: z.string().nullable(),
  location: z.string().nullable(),
  year: z.number().nullable(),
  make: z.string().nullable(),
  model: z.string().nullable(),
  starting_price: z.number(),
  reserve_price: z.number().nullable(),
  buy_now_price: z.number().nullable(),
  start_time: z.string().nullable(),
  end_time: z.string().nullable(),
  submitted_at: z.string(),
  seller: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  featured_fee: z.enum(['held', 'captured']).nullable(),
  original: z.object({ id: z.string(), title: z.string(), path: z.string(), current_bid: z.number() }).nullable(),
});

const params = z.object({ id: z.string().uuid() });

/** Issue 11: the approval queue of /admin/auctions; every route needs the admin role (401 / 403). */
export const listingApprovalRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    // Before validation: an anonymous or non-admin caller learns nothing about the input (401 / 403).
    app.addHook('preValidation', async (req) => {
      await requireAdmin(deps, req);
    });

    app.get(
      '/api/admin/approvals',
      { schema: { tags: ['admin'], response: { 200: z.object({ items: z.array(item) }), ...errorResponses(401, 403) } } },
      async (req) => {
        await requireAdmin(deps, req);
        return { items: await approvalQueue(deps) };
      },
    );

    app.post(
      '/api/admin/approvals/:id/approve',
      { schema: { tags: ['admin'], params, response: { 200: z.object({ status: z.string(), featured: z.boolean() }), ...errorResponses(400, 401, 403, 404, 409) } } },
      async (req) => {
        const admin = await requireAdmin(deps, req);
        return approveListing(deps, { auctionId: req.params.id, adminId: admin.id });
      },
    );

    app.post(
      '/api/admin/approvals/:id/reject',
      {
        schema: {
          tags: ['admin'],
          params,
          body: z.object({ reason: z.string().max(REJECTION_REASON_MAX * 2) }),
          response: { 200: z.object({ rejected: z.literal(true) }), ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (req) => {
        const admin = await requireAdmin(deps, req);
        await rejectListing(deps, { auctionId: req.params.id, adminId: admin.id, reason: req.body.reason });
        return { rejected: true as const };
      },
    );
  };
