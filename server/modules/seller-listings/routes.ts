import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../http/errors.ts';
import { currentSession, requireUser } from '../../http/guards.ts';
import { errorResponses, errorSchema } from '../../http/error-schemas.ts';
import { RENEWAL_MESSAGES } from '../../../domain/listings/renewal.ts';
import { listingStatsSchema, renewalBodySchema, renewedSchema, sellerListingsSchema, withdrawnSchema } from '../../../domain/membership/seller-listing-wire.ts';
import { listingStats } from './listing-stats.ts';
import { mySellerListings } from './my-listings.ts';
import { renewAuction } from './renew-auction.ts';
import { withdrawListing } from './withdraw-listing.ts';

const params = z.object({ id: z.string().uuid() });
/** The seller's own listings (/my-auctions), withdrawal before approval, renewal (SPEC 4, 5, 8). */
export const sellerListingRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();

    app.get('/api/my-auctions', { schema: { tags: ['selling'], response: { 200: sellerListingsSchema, ...errorResponses(401) } } }, async (req) => {
      const user = await requireUser(deps, req);
      return { listings: await mySellerListings(deps, user.id) };
    });

    // SPEC 6 'Your Listing' panel of the detail page: the seller's numbers of one listing.
    app.get(
      '/api/my-auctions/:id/stats',
      {
        schema: {
          tags: ['selling'],
          params,
          response: { 200: listingStatsSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (req) => {
        const user = await requireUser(deps, req);
        return listingStats(deps, { auctionId: req.params.id, userId: user.id });
      },
    );

    app.post(
      '/api/my-auctions/:id/withdraw',
      { schema: { tags: ['selling'], params, response: { 200: withdrawnSchema, ...errorResponses(400, 401, 403, 404, 409) } } },
      async (req) => {
        const user = await requireUser(deps, req);
        await withdrawListing(deps, { auctionId: req.params.id, userId: user.id });
        return { withdrawn: true as const };
      },
    );

    app.post(
      '/api/auctions/:id/renewal',
      {
        schema: {
          tags: ['selling'],
          params,
          body: renewalBodySchema,
          response: {
            201: renewedSchema,
            ...errorResponses(400, 401, 403, 404, 409),
            502: errorSchema.describe('The featured listing payment could not be created; the renewal was deleted'),
          },
        },
        // SPEC 5: the sign-in message of the renewal, before the body is looked at.
        preValidation: async (req) => {
          if (!(await currentSession(deps, req))) throw new AppError(401, 'AUTH_SESSION_MISSING', RENEWAL_MESSAGES.signIn);
        },
      },
      async (req, reply) => {
        const user = await requireUser(deps, req);
        const b = req.body;
        const result = await renewAuction(deps, {
          auctionId: req.params.id,
          userId: user.id,
          email: user.email,
          request: {
            durationDays: b.duration_days,
            reserveEnabled: b.reserve_enabled,
            reservePrice: b.reserve_price,
            buyNowPrice: b.buy_now_price,
            startDate: b.start_date,
            startTime: b.start_time,
            featured: b.featured,
            timeZone: b.time_zone,
          },
        });
        return reply.status(201).send({ auction_id: result.auctionId, path: result.path, message: result.message, checkout_url: result.checkoutUrl });
      },
    );
  };
