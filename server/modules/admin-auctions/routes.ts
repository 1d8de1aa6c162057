import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireAdmin } from '../../http/guards.ts';
import { auctionNotFound } from '../../http/errors.ts';
import { errorResponses } from '../../http/error-schemas.ts';
import {
  adminAuctionDeletedSchema,
  adminAuctionDetailSchema,
  adminAuctionEdit,
  adminAuctionPageSchema,
  adminAuctionQuery,
  adminFeaturedBodySchema,
  adminReasonBodySchema,
} from '../../../domain/admin/admin-auctions.ts';
import { findAdminAuction, listAdminAuctions } from './list-auctions.ts';
import { cancelAuction, deleteAuction, editAuction, endAuctionEarly, setFeatured } from './change-auction.ts';
import { AUCTION_NOT_FOUND } from '../../../domain/shared/auction-types.ts';

const params = z.object({ id: z.uuid({ message: AUCTION_NOT_FOUND }) });
const errors = errorResponses(400, 401, 403, 404, 409);

/** The auctions page of the admin area (decision 012). */
export const adminAuctionRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();

    const detail = async (id: string) => {
      const a = await findAdminAuction(deps.db, id);
      if (!a) throw auctionNotFound();
      return a;
    };

    app.get('/api/admin/auctions', { schema: { querystring: adminAuctionQuery, response: { 200: adminAuctionPageSchema, ...errors } } }, async (req) => {
      await requireAdmin(deps, req);
      return listAdminAuctions(deps.db, req.query);
    });

    app.get('/api/admin/auctions/:id', { schema: { params, response: { 200: adminAuctionDetailSchema, ...errors } } }, async (req) => {
      await requireAdmin(deps, req);
      return detail(req.params.id);
    });

    app.patch(
      '/api/admin/auctions/:id',
      { schema: { params, body: adminAuctionEdit, response: { 200: adminAuctionDetailSchema, ...errors } } },
      async (req) => {
        const me = await requireAdmin(deps, req);
        await editAuction(deps, me.id, req.params.id, req.body);
        return detail(req.params.id);
      },
    );

    app.put(
      '/api/admin/auctions/:id/featured',
      { schema: { params, body: adminFeaturedBodySchema, response: { 200: adminAuctionDetailSchema, ...errors } } },
      async (req) => {
        const me = await requireAdmin(deps, req);
        await setFeatured(deps, me.id, req.params.id, req.body.featured);
        return detail(req.params.id);
      },
    );

    app.post(
      '/api/admin/auctions/:id/end',
      { schema: { params, body: adminReasonBodySchema, response: { 200: adminAuctionDetailSchema, ...errors } } },
      async (req) => {
        const me = await requireAdmin(deps, req);
        await endAuctionEarly(deps, me.id, req.params.id, req.body?.reason);
        return detail(req.params.id);
      },
    );

    app.post(
      '/api/admin/auctions/:id/cancel',
      { schema: { params, body: adminReasonBodySchema, response: { 200: adminAuctionDetailSchema, ...errors } } },
      async (req) => {
        const me = await requireAdmin(deps, req);
        await cancelAuction(deps, me.id, req.params.id, req.body?.reason);
        return detail(req.params.id);
      },
    );

    app.delete('/api/admin/auctions/:id', { schema: { params, response: { 200: adminAuctionDeletedSchema, ...errors } } }, async (req) => {
      const me = await requireAdmin(deps, req);
      await deleteAuction(deps, me.id, req.params.id);
      return { deleted: true as const };
    });
  };
