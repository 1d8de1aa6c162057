import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { auctions, watchlist } from '../../db/schema.ts';
import { requireUser } from '../../http/guards.ts';
import { badRequest, auctionNotFound } from '../../http/errors.ts';
import { decodeCursor, encodeCursor } from '../../http/keyset-cursor.ts';
import { cardColumns, toCard } from '../listings/listing-card.ts';
import { errorResponses } from '../../http/error-schemas.ts';
import { watchedIdsSchema, watchedPageSchema, watchingSchema, watchlistCursorQuerySchema } from '../../../domain/community/watchlist-wire.ts';

export const WATCHLIST_PAGE = 24;

/** SPEC 7 watchlist: select auction_id by user_id; insert or delete by user_id and auction_id. Own rows only. */
export const watchlistRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    const params = { params: z.object({ auctionId: z.uuid() }) };

    app.get(
      '/api/watchlist',
      {
        schema: {
          querystring: watchlistCursorQuerySchema,
          response: { 200: watchedPageSchema, ...errorResponses(400, 401) },
        },
      },
      async (req) => {
        const user = await requireUser(deps, req);
        const cursor = decodeCursor(req.query.cursor);
        if (req.query.cursor && !cursor) throw badRequest('Invalid cursor');
        // Keyset pages, newest watched first.
        const rows = await deps.db
          .select({ ...cardColumns, watchedAt: watchlist.createdAt })
          .from(watchlist)
          .innerJoin(auctions, eq(auctions.id, watchlist.auctionId))
          .where(
            and(
              eq(watchlist.userId, user.id),
              cursor ? sql`(${watchlist.createdAt}, ${watchlist.auctionId}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)` : undefined,
            ),
          )
          .orderBy(desc(watchlist.createdAt), desc(watchlist.auctionId))
          .limit(WATCHLIST_PAGE + 1);
        const page = rows.slice(0, WATCHLIST_PAGE);
        const last = page[page.length - 1];
        return {
          items: page.map(({ watchedAt, ...card }) => ({ ...toCard(card), watchedAt: watchedAt.toISOString() })),
          nextCursor: rows.length > WATCHLIST_PAGE && last ? encodeCursor({ at: last.watchedAt.toISOString(), id: last.id }) : null,
        };
      },
    );

    app.get('/api/watchlist/ids', { schema: { response: { 200: watchedIdsSchema, ...errorResponses(401) } } }, async (req) => {
      const user = await requireUser(deps, req);
      const rows = await deps.db.select({ auctionId: watchlist.auctionId }).from(watchlist).where(eq(watchlist.userId, user.id));
      return { auctionIds: rows.map((r) => r.auctionId) };
    });

    app.put('/api/watchlist/:auctionId', { schema: { ...params, response: { 200: watchingSchema, ...errorResponses(400, 401, 404) } } }, async (req) => {
      const user = await requireUser(deps, req);
      const [auction] = await deps.db.select({ id: auctions.id }).from(auctions).where(eq(auctions.id, req.params.auctionId)).limit(1);
      if (!auction) throw auctionNotFound();
      await deps.db.insert(watchlist).values({ userId: user.id, auctionId: auction.id, createdAt: deps.clock.now() }).onConflictDoNothing();
      return { auctionId: auction.id, watching: true };
    });

    app.delete('/api/watchlist/:auctionId', { schema: { ...params, response: { 200: watchingSchema, ...errorResponses(400, 401) } } }, async (req) => {
      const user = await requireUser(deps, req);
      await deps.db.delete(watchlist).where(and(eq(watchlist.userId, user.id), eq(watchlist.auctionId, req.params.auctionId)));
      return { auctionId: req.params.auctionId, watching: false };
    });
  };
