import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDeps } from '../../app.ts';
import { auctions, watchlist } from '../../db/schema.ts';
import { requireUser } from '../../http/guards.ts';
import { notFound } from '../../http/errors.ts';
import { errorResponses } from '../../http/error-schemas.ts';
import { watchedItemSchema, watchingSchema } from './schemas.ts';

/** SPEC 7 watchlist: select auction_id by user_id; insert or delete by user_id and auction_id. Own rows only. */
export const watchlistRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    const params = { params: z.object({ auctionId: z.uuid() }) };

    app.get('/api/watchlist', { schema: { response: { 200: z.object({ items: z.array(watchedItemSchema) }), ...errorResponses(401) } } }, async (req) => {
      const user = await requireUser(deps, req);
      const rows = await deps.db
        .select({
          watchedAt: watchlist.createdAt,
          id: auctions.id,
          slug: auctions.slug,
          title: auctions.title,
          year: auctions.year,
          make: auctions.make,
          model: auctions.model,
          trim: auctions.trim,
          category: auctions.category,
          listingType: auctions.listingType,
          status: auctions.status,
          mileage: auctions.mileage,
          location: auctions.location,
          currentBid: auctions.currentBid,
          buyNowPrice: auctions.buyNowPrice,
          reservePrice: auctions.reservePrice,
          startTime: auctions.startTime,
          endTime: auctions.endTime,
          imageUrl: auctions.imageUrl,
          marketValueMin: auctions.marketValueMin,
          marketValueMax: auctions.marketValueMax,
        })
        .from(watchlist)
        .innerJoin(auctions, eq(auctions.id, watchlist.auctionId))
        .where(eq(watchlist.userId, user.id))
        .orderBy(desc(watchlist.createdAt));
      return {
        items: rows.map(({ reservePrice, ...r }) => ({
          ...r,
          watchedAt: r.watchedAt.toISOString(),
          startTime: r.startTime?.toISOString() ?? null,
          endTime: r.endTime?.toISOString() ?? null,
          reserveMet: reservePrice !== null && r.currentBid >= reservePrice,
        })),
      };
    });

    app.get('/api/watchlist/ids', { schema: { response: { 200: z.object({ auctionIds: z.array(z.string()) }), ...errorResponses(401) } } }, async (req) => {
      const user = await requireUser(deps, req);
      const rows = await deps.db.select({ auctionId: watchlist.auctionId }).from(watchlist).where(eq(watchlist.userId, user.id));
      return { auctionIds: rows.map((r) => r.auctionId) };
    });

    app.put('/api/watchlist/:auctionId', { schema: { ...params, response: { 200: watchingSchema, ...errorResponses(400, 401, 404) } } }, async (req) => {
      const user = await requireUser(deps, req);
      const [auction] = await deps.db.select({ id: auctions.id }).from(auctions).where(eq(auctions.id, req.params.auctionId)).limit(1);
      if (!auction) throw notFound('Auction not found');
      await deps.db
        .insert(watchlist)
        .values({ userId: user.id, auctionId: auction.id, createdAt: deps.clock.now() })
        .onConflictDoNothing();
      return { auctionId: auction.id, watching: true };
    });

    app.delete('/api/watchlist/:auctionId', { schema: { ...params, response: { 200: watchingSchema, ...errorResponses(400, 401) } } }, async (req) => {
      const user = await requireUser(deps, req);
      await deps.db.delete(watchlist).where(and(eq(watchlist.userId, user.id), eq(watchlist.auctionId, req.params.auctionId)));
      return { auctionId: req.params.auctionId, watching: false };
    });
  };
