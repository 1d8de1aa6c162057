import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireAdmin } from '../../http/guards.ts';
import { notFound } from '../../http/errors.ts';
import { errorResponses } from '../../http/error-schemas.ts';
import { adminUserRowSchema } from '../../../domain/admin-rows.ts';
import { findUser, listUsers, userActivity } from './list-users.ts';
import { setAdminRole, setStatus, setVerified } from './change-user.ts';
import { cancelledSchema, cancelSuspendedMemberBids } from './cancel-member-bids.ts';

const params = z.object({ id: z.uuid({ message: 'User not found' }) });
const detailSchema = z.object({
  user: adminUserRowSchema,
  counts: z.object({ listings: z.number(), bids: z.number(), authorizations: z.number(), holds: z.number(), messages: z.number() }),
  recentListings: z.array(z.object({ id: z.string(), title: z.string(), slug: z.string().nullable(), status: z.string(), currentBid: z.number(), createdAt: z.string() })),
  recentBids: z.array(z.object({ id: z.string(), auctionId: z.string(), title: z.string(), slug: z.string().nullable(), amount: z.number(), createdAt: z.string() })),
});
const errors = errorResponses(400, 401, 403, 404);

export const adminUserRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/api/admin/users',
      {
        schema: {
          querystring: z.object({
            search: z.string().trim().max(200).optional(),
            status: z.enum(['active', 'suspended', 'admin', 'verified']).optional(),
            cursor: z.string().max(100).optional(),
            limit: z.coerce.number().int().min(1).max(100).default(50),
          }),
          response: { 200: z.object({ users: z.array(adminUserRowSchema), nextCursor: z.string().nullable() }), ...errors },
        },
      },
      async (req) => {
        await requireAdmin(deps, req);
        return listUsers(deps.db, { ...req.query, search: req.query.search || undefined });
      },
    );

    const detail = async (id: string) => {
      const user = await findUser(deps.db, id);
      if (!user) throw notFound('User not found');
      return { user, ...(await userActivity(deps.db, id)) };
    };

    app.get('/api/admin/users/:id', { schema: { params, response: { 200: detailSchema, ...errors } } }, async (req) => {
      await requireAdmin(deps, req);
      return detail(req.params.id);
    });

    app.put(
      '/api/admin/users/:id/admin',
      { schema: { params, body: z.object({ isAdmin: z.boolean() }), response: { 200: detailSchema, ...errors } } },
      async (req) => {
        const me = await requireAdmin(deps, req);
        await setAdminRole(deps, me.id, req.params.id, req.body.isAdmin);
        return detail(req.params.id);
      },
    );

    app.put(
      '/api/admin/users/:id/verified',
      { schema: { params, body: z.object({ isVerified: z.boolean() }), response: { 200: detailSchema, ...errors } } },
      async (req) => {
        const me = await requireAdmin(deps, req);
        await setVerified(deps, me.id, req.params.id, req.body.isVerified);
        return detail(req.params.id);
      },
    );

    app.put(
      '/api/admin/users/:id/status',
      {
        schema: {
          params,
          body: z
            .object({
              status: z.enum(['active', 'suspended'], { message: 'Status must be active or suspended.' }),
              reason: z.string().trim().max(500).optional(),
              /** Issue 27 item 6: also cancel the member's bids and proxy bids on live auctions and end their pending offers. */
              cancelBids: z.boolean().optional(),
            })
            .refine((b) => !b.cancelBids || b.status === 'suspended', { message: 'Bids are cancelled only when suspending.', path: ['cancelBids'] }),
          response: { 200: detailSchema.extend({ cancelled: cancelledSchema.optional() }), ...errors },
        },
      },
      async (req) => {
        const me = await requireAdmin(deps, req);
        await setStatus(deps, me.id, req.params.id, req.body.status, req.body.reason || undefined);
        const cancelled = req.body.cancelBids ? await cancelSuspendedMemberBids(deps, me.id, req.params.id) : undefined;
        return { ...(await detail(req.params.id)), ...(cancelled && { cancelled }) };
      },
    );
  };
