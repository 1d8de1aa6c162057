import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { currentSession, hasAdminPowers } from '../../http/guards.ts';
import { clientAddress } from '../../http/client-address.ts';
import { notFound } from '../../http/errors.ts';
import { errorResponses } from '../../http/error-schemas.ts';
import { bidCount, loadAuctionDetail, recentBids } from './load-auction-detail.ts';
import { loadSellerProfile } from './seller-profile.ts';
import { recordView } from './record-view.ts';
import { sitemapXml } from './page-meta.ts';
import { auctionDetailResponseSchema, detailBidSchema } from '../../../domain/listings/auction-detail.ts';
import { sellerProfileSchema } from '../../../domain/membership/seller-profile-wire.ts';

const uuid = z.uuid();

export const auctionDetailRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();

    // SPEC 2 addressing. An unknown listing answers 200 { auction: null }: the page shows 'Auction Not Found'.
    app.get(
      '/api/auction-detail/:key',
      {
        schema: {
          params: z.object({ key: z.string().min(1).max(300) }),
          response: { 200: auctionDetailResponseSchema, ...errorResponses(400) },
        },
      },
      async (req) => {
        const session = await currentSession(deps, req);
        const auction = await loadAuctionDetail(deps, req.params.key, session?.user.id ?? null);
        // The role's flag says what its holder may do here (decision 030): nothing more without two-factor.
        if (!auction?.viewer.isAdmin) return { auction };
        return { auction: { ...auction, viewer: { ...auction.viewer, isAdmin: await hasAdminPowers(deps, req) } } };
      },
    );

    // The latest 10 bids and the count, to catch up after a live reconnect.
    app.get(
      '/api/auction-detail/:id/bids',
      {
        schema: {
          params: z.object({ id: uuid }),
          response: { 200: z.object({ bids: z.array(detailBidSchema), bidCount: z.number() }), ...errorResponses(400) },
        },
      },
      async (req) => {
        const [bids, total] = await Promise.all([recentBids(deps.db, req.params.id), bidCount(deps.db, req.params.id)]);
        return { bids, bidCount: total };
      },
    );

    // SPEC 7 auction_views: the page posts one per visit; 204 whether or not it was recorded (decision 010).
    app.post(
      '/api/auction-detail/:id/views',
      // 204 has no body: z.undefined() documents it without content.
      { schema: { params: z.object({ id: uuid }), response: { 204: z.undefined().describe('Recorded (or not)'), ...errorResponses(400) } } },
      async (req, reply) => {
        const session = await currentSession(deps, req);
        // An unknown id fails its foreign key inside recordView, which logs and swallows it.
        await recordView(deps, {
          auctionId: req.params.id,
          userId: session?.user.id ?? null,
          ipAddress: clientAddress(req),
        });
        return reply.status(204).send();
      },
    );

    // SPEC 2 Seller Profile dialog and the seller's other listings.
    app.get(
      '/api/sellers/:sellerId/profile',
      {
        schema: {
          params: z.object({ sellerId: uuid }),
          querystring: z.object({ exclude: uuid.optional() }),
          response: { 200: sellerProfileSchema, ...errorResponses(400, 404) },
        },
      },
      async (req) => {
        const profile = await loadSellerProfile(deps.db, req.params.sellerId, req.query.exclude ?? null, deps.clock.now());
        if (!profile) throw notFound('Seller not found');
        return profile;
      },
    );

    // Every active auction and classified.
    app.get('/sitemap.xml', { schema: { hide: true } }, async (_req, reply) => {
      const xml = await sitemapXml(deps.db, deps.config.publicUrl);
      return reply.header('cache-control', 'public, max-age=3600').type('application/xml; charset=utf-8').send(xml);
    });
  };
