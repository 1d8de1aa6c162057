import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../http/errors.ts';
import { currentSession, requireUser } from '../../http/guards.ts';
import { errorResponses, errorSchema } from '../../http/error-schemas.ts';
import { DEFAULT_RENEWAL_DURATION, DEFAULT_RENEWAL_START_TIME, RENEWAL_MESSAGES } from '../../../domain/renewal.ts';
import { listingStats } from './listing-stats.ts';
import { mySellerListings } from './my-listings.ts';
import { renewAuction } from './renew-auction.ts';
import { withdrawListing } from './withdraw-listing.ts';

const params = z.object({ id: z.string().uuid() });
// Whole dollars; over MAX_AMOUNT is refused by checkRenewal with its message (domain/amount-limit.ts).
const money = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

const listing = z.object({
  id: z.string(),
  title: z.string(),
  path: z.string(),
  status: z.string(),
  group: z.string(),
  listing_type: z.string(),
  image_url: z.string().nullable(),
  year: z.number().nullable(),
  make: z.string().nullable(),
  model: z.string().nullable(),
  current_bid: z.number(),
  starting_price: z.number(),
  reserve_price: z.number().nullable(),
  reserve_met: z.boolean(),
  buy_now_price: z.number().nullable(),
  bid_count: z.number(),
  watchers: z.number(),
  views: z.number(),
  start_time: z.string().nullable(),
  end_time: z.string().nullable(),
  timezone: z.string().nullable(),
  featured: z.boolean(),
  featured_fee: z.enum(['held', 'captured']).nullable(),
  awaiting: z.enum(['listing', 'renewal']).nullable(),
  is_renewal: z.boolean(),
  rejected_at: z.string().nullable(),
  rejection_reason: z.string().nullable(),
  withdrawn_at: z.string().nullable(),
  can_withdraw: z.boolean(),
  can_renew: z.boolean(),
  /** Why an ended auction that missed its reserve cannot be renewed yet (issue 23 item 2), else null. */
  renew_blocked: z.string().nullable(),
  renewal: z.object({ id: z.string(), path: z.string(), status: z.string(), awaiting: z.boolean() }).nullable(),
});

/** Issue 11: the seller's own listings (/my-auctions), withdrawal before approval, renewal (SPEC 4, 5, 8). */
export const sellerListingRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();

    app.get('/api/my-auctions', { schema: { tags: ['selling'], response: { 200: z.object({ listings: z.array(listing) }), ...errorResponses(401) } } }, async (req) => {
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
          response: { 200: z.object({ bid_count: z.number(), watchers: z.number(), views: z.number() }), ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (req) => {
        const user = await requireUser(deps, req);
        return listingStats(deps, { auctionId: req.params.id, userId: user.id });
      },
    );

    app.post(
      '/api/my-auctions/:id/withdraw',
      { schema: { tags: ['selling'], params, response: { 200: z.object({ withdrawn: z.literal(true) }), ...errorResponses(400, 401, 403, 404, 409) } } },
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
          body: z.object({
            duration_days: z.number().int().default(DEFAULT_RENEWAL_DURATION),
            reserve_enabled: z.boolean(),
            reserve_price: money.nullable().default(null),
            // Absent: the original's buy now price (SPEC 5); null: none.
            buy_now_price: money.nullable().optional(),
            start_date: z.string().max(10),
            start_time: z.string().max(5).default(DEFAULT_RENEWAL_START_TIME),
            featured: z.boolean().default(false),
            time_zone: z.string().max(64).optional(),
          }),
          response: {
            201: z.object({ auction_id: z.string(), path: z.string(), message: z.string(), checkout_url: z.string().nullable() }),
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
