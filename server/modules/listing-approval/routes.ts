import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireAdmin } from '../../http/guards.ts';
import { errorResponses } from '../../http/error-schemas.ts';
import { approvalQueueSchema, approvedSchema, rejectedSchema, rejectionBodySchema } from '../../../domain/admin/approval-queue.ts';
import { approvalQueue } from './approval-queue.ts';
import { approveListing, rejectListing } from './review-listing.ts';

const params = z.object({ id: z.string().uuid() });

/** The approval queue of /admin/auctions; every route needs the admin role (401 / 403). */
export const listingApprovalRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    // Before validation: an anonymous or non-admin caller learns nothing about the input (401 / 403).
    app.addHook('preValidation', async (req) => {
      await requireAdmin(deps, req);
    });

    app.get('/api/admin/approvals', { schema: { tags: ['admin'], response: { 200: approvalQueueSchema, ...errorResponses(401, 403) } } }, async (req) => {
      await requireAdmin(deps, req);
      return { items: await approvalQueue(deps) };
    });

    app.post(
      '/api/admin/approvals/:id/approve',
      { schema: { tags: ['admin'], params, response: { 200: approvedSchema, ...errorResponses(400, 401, 403, 404, 409) } } },
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
          body: rejectionBodySchema,
          response: { 200: rejectedSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (req) => {
        const admin = await requireAdmin(deps, req);
        await rejectListing(deps, { auctionId: req.params.id, adminId: admin.id, reason: req.body.reason });
        return { rejected: true as const };
      },
    );
  };
