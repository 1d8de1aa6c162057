import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/error-schemas.ts';
import type { AppDeps } from '../../app-deps.ts';
import { requireUser } from '../../http/guards.ts';
import { listingQuerySchema, soldQuerySchema } from '../../../domain/listing-filters-schema.ts';
import { RECOMMENDATION_LIMIT } from '../../../domain/recommendations.ts';
import { liveAuctionsByCategory } from './category-counts.ts';
import { listEndingSoon } from './ending-soon.ts';
import { heroContent } from './hero-slides.ts';
import { heroContentSchema, listingCardSchema, listingPageSchema, type ListingCard } from '../../../domain/listing-card.ts';
import { recommendAuctions } from './recommend-auctions.ts';
import { searchListings } from './search-listings.ts';
import { soldResults, type SoldResults } from './sold-results.ts';
import { trendingAuctions } from './trending-auctions.ts';
import { ttlCache } from './ttl-cache.ts';

const cards = z.object({ items: z.array(listingCardSchema) });

// Figures that may lag a few seconds are cached per instance (see ttl-cache.ts); live prices reach cards over SSE.
const COUNT_TTL_MS = 30_000;
const TRENDING_TTL_MS = 60_000;

const soldItemSchema = listingCardSchema
  .pick({ id: true, slug: true, title: true, category: true, year: true, make: true, model: true, trim: true, mileage: true, location: true, imageUrl: true, bidCount: true })
  .extend({ finalPrice: z.number(), soldAt: z.string().nullable() });

const soldResultsSchema = z.object({
  items: z.array(soldItemSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  chart: z.array(z.object({ id: z.string(), slug: z.string().nullable(), title: z.string(), category: z.string(), price: z.number(), soldAt: z.string() })),
}) satisfies z.ZodType<SoldResults>;

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
    app.get('/api/listings/ending-soon', { schema: { response: { 200: cards } } }, async (_req, reply) =>
      shared(reply, 'ending-soon', async () => ({ items: await listEndingSoon(deps.db, now()) })),
    );

    // SPEC 2 home: the hero carousel's image and slides.
    app.get(
      '/api/listings/hero',
      { schema: { response: { 200: heroContentSchema } } },
      async (_req, reply) => shared(reply, 'hero', () => heroContent(deps.db, now())),
    );

    // SPEC 2 home: 'Trending Auctions' (8) for visitors.
    app.get('/api/listings/trending', { schema: { response: { 200: cards } } }, async () => ({ items: await trendingNow() }));

    // SPEC 2/9 home: 'Recommended for You' (8) for a signed-in user; a short row is topped up with trending.
    app.get(
      '/api/listings/recommended',
      { schema: { response: { 200: cards.extend({ source: z.enum(['recommended', 'trending']) }), ...errorResponses(401) } } },
      async (req) => {
        const user = await requireUser(deps, req);
        const items = await recommendAuctions(deps.db, user.id, now());
        if (items.length >= RECOMMENDATION_LIMIT) return { items, source: 'recommended' as const };
        const ids = new Set(items.map((i) => i.id));
        const extra = (await trendingNow()).filter((t) => !ids.has(t.id));
        return {
          items: [...items, ...extra].slice(0, RECOMMENDATION_LIMIT),
          source: items.length ? ('recommended' as const) : ('trending' as const),
        };
      },
    );

    // SPEC 2 Browse by Category: live auctions per category slug (the figures /admin/categories shows too).
    app.get(
      '/api/listings/category-counts',
      { schema: { response: { 200: z.object({ counts: z.record(z.string(), z.number()) }) } } },
      async () => ({ counts: await liveAuctionsByCategory(deps) }),
    );

    // /sold-results: the archive and the chart of sold prices over time.
    app.get('/api/listings/sold', { schema: { querystring: soldQuerySchema, response: { 200: soldResultsSchema } } }, async (req, reply) =>
      shared(reply, `sold:${JSON.stringify(req.query)}`, () => soldResults(deps.db, req.query, counts)),
    );
  };
