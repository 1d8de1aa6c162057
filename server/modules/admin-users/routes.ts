import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireAdmin } from '../../http/guards.ts';
import { notFound } from '../../http/errors.ts';
import { errorResponses } from '../../http/error-schemas.ts';
import {
  adminRoleBodySchema,
  adminUserDetailSchema,
  adminUserPageSchema,
  adminUserStatusAnswerSchema,
  adminVerifiedBodySchema,
} from '../../../domain/admin/admin-rows.ts';
import { userStatusBodySchema } from '../../../domain/membership/member-suspension.ts';
import { findUser, listUsers, userActivity } from './list-users.ts';
import { setAdminRole, setStatus, setVerified } from './change-user.ts';
import { cancelSuspendedMemberBids } from './cancel-member-bids.ts';
import { mailStatusChange } from './status-mail.ts';

const params = z.object({ id: z.uuid({ message: 'User not found' }) });
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
          response: { 200: adminUserPageSchema, ...errors },
        },
      },
      async (req) => {
        await requireAdmin(deps, req);
        return listUsers(deps.db, deps.clock.now(), { ...req.query, search: req.query.search || undefined });
      },
    );

    const detail = async (id: string) => {
      const now = deps.clock.now();
      const user = await findUser(deps.db, id, now);
      if (!user) throw notFound('User not found');
      return { user, ...(await userActivity(deps.db, id, now)) };
    };

    app.get('/api/admin/users/:id', { schema: { params, response: { 200: adminUserDetailSchema, ...errors } } }, async (req) => {
      await requireAdmin(deps, req);
      return detail(req.params.id);
    });

    app.put(
      '/api/admin/users/:id/admin',
      { schema: { params, body: adminRoleBodySchema, response: { 200: adminUserDetailSchema, ...errors } } },
      async (req) => {
        const me = await requireAdmin(deps, req);
        await setAdminRole(deps, me.id, req.params.id, req.body.isAdmin);
        return detail(req.params.id);
      },
    );

    app.put(
      '/api/admin/users/:id/verified',
      { schema: { params, body: adminVerifiedBodySchema, response: { 200: adminUserDetailSchema, ...errors } } },
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
          body: userStatusBodySchema,
          response: { 200: adminUserStatusAnswerSchema, ...errors },
        },
      },
      async (req) => {
        const me = await requireAdmin(deps, req);
        const { status, reason, cancelBids } = req.body;
        const changed = await setStatus(deps, me.id, req.params.id, { status, reason, cancelBids });
        const cancelled = cancelBids ? await cancelSuspendedMemberBids(deps, me.id, req.params.id) : undefined;
        const after = await detail(req.params.id);
        // The reply's liveBidding (and user.leadsLiveAuctions) says what the member still leads when their bids stay.
        if (changed) {
          const to = { email: after.user.email, name: after.user.name };
          await mailStatusChange(
            deps,
            to,
            status === 'suspended' ? { status, reason: after.user.suspensionReason ?? '', cancelled, live: after.liveBidding } : { status },
          );
        }
        return { ...after, ...(cancelled && { cancelled }) };
      },
    );
  };
