import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/error-schemas.ts';
import type { AppDeps } from '../../app-deps.ts';
import { requireUser } from '../../http/guards.ts';
import { listingQuerySchema, soldQuerySchema } from '../../../domain/listings/listing-filters-schema.ts';
import { RECOMMENDATION_LIMIT } from '../../../domain/listings/recommendations.ts';
import { liveAuctionsByCategory } from './category-counts.ts';
import { listEndingSoon } from './ending-soon.ts';
import { heroContent } from './hero-slides.ts';
import {
  categoryCountsSchema,
  heroContentSchema,
  listingCardsSchema,
  listingPageSchema,
  recommendedCardsSchema,
  type ListingCard,
} from '../../../domain/listings/listing-card.ts';
import { soldResultsSchema } from '../../../domain/listings/sold-results-wire.ts';
import { recommendAuctions } from './recommend-auctions.ts';
import { searchListings } from './search-listings.ts';
import { soldResults } from './sold-results.ts';
import { trendingAuctions } from './trending-auctions.ts';
import { ttlCache } from './ttl-cache.ts';

// Figures that may lag a few seconds are cached per instance (see ttl-cache.ts); live prices reach cards over SSE.
const COUNT_TTL_MS = 30_000;
const TRENDING_TTL_MS = 60_000;

export const listingRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    const counts = ttlCache<number>(deps.clock, COUNT_TTL_MS);
    const trending = ttlCache<ListingCard[]>(deps.clock, TRENDING_TTL_MS);
    const now = () => deps.clock.now();
    // Public results every visitor shares, kept LISTINGS_CACHE_MS (README): one query serves a busy page's
    // visitors; prices and countdowns on cards stay live over SSE. Per instance, keyed by the parsed query.
    // What is kept is the answer as sent (checked against the route's response schema once, when made).
    const results = ttlCache<string>(deps.clock, deps.config.LISTINGS_CACHE_MS, 2000);
    const shared = async <T>(reply: FastifyReply, key: string, load: () => Promise<T>): Promise<T> => {
      if (deps.config.LISTINGS_CACHE_MS === 0) return load();
      const json = await results.get(key, async () => String(reply.serialize(await load())));
      return reply.type('application/json; charset=utf-8').send(json) as unknown as T;
    };
    const trendingNow = () => trending.get('trending', () => trendingAuctions(deps.db, now()));

    // SPEC 2 listing pages: /auctions, /classifieds, /presale, /category/... (filters, search, sort, page).
    app.get('/api/listings', { schema: { querystring: listingQuerySchema, response: { 200: listingPageSchema } } }, async (req, reply) =>
      shared(reply, `search:${JSON.stringify(req.query)}`, () => searchListings(deps.db, req.query, now(), counts)),
    );

    // SPEC 2 home: 'Live Auctions - Ending Soon' (12).
    app.get('/api/listings/ending-soon', { schema: { response: { 200: listingCardsSchema } } }, async (_req, reply) =>
      shared(reply, 'ending-soon', async () => ({ items: await listEndingSoon(deps.db, now()) })),
    );

    // SPEC 2 home: the hero carousel's image and slides.
    app.get('/api/listings/hero', { schema: { response: { 200: heroContentSchema } } }, async (_req, reply) =>
      shared(reply, 'hero', () => heroContent(deps.db, now())),
    );

    // SPEC 2 home: 'Trending Auctions' (8) for visitors.
    app.get('/api/listings/trending', { schema: { response: { 200: listingCardsSchema } } }, async () => ({ items: await trendingNow() }));

    // SPEC 2/9 home: 'Recommended for You' (8) for a signed-in user; a short row is topped up with trending.
    app.get('/api/listings/recommended', { schema: { response: { 200: recommendedCardsSchema, ...errorResponses(401) } } }, async (req) => {
      const user = await requireUser(deps, req);
      const items = await recommendAuctions(deps.db, user.id, now());
      if (items.length >= RECOMMENDATION_LIMIT) return { items, source: 'recommended' as const };
      const ids = new Set(items.map((i) => i.id));
      const extra = (await trendingNow()).filter((t) => !ids.has(t.id));
      return {
        items: [...items, ...extra].slice(0, RECOMMENDATION_LIMIT),
        source: items.length ? ('recommended' as const) : ('trending' as const),
      };
    });

    // SPEC 2 Browse by Category: live auctions per category slug (the figures /admin/categories shows too).
    app.get('/api/listings/category-counts', { schema: { response: { 200: categoryCountsSchema } } }, async () => ({
      counts: await liveAuctionsByCategory(deps),
    }));

    // /sold-results: the archive and the chart of sold prices over time.
    app.get('/api/listings/sold', { schema: { querystring: soldQuerySchema, response: { 200: soldResultsSchema } } }, async (req, reply) =>
      shared(reply, `sold:${JSON.stringify(req.query)}`, () => soldResults(deps.db, req.query, counts)),
    );
  };
