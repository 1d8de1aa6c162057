import { count } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import type { Db } from '../../db/connect.ts';
import { auctions } from '../../db/schema.ts';
import { liveAuction } from './listing-card.ts';
import { ttlCache, type TtlCache } from './ttl-cache.ts';

/** SPEC 7 "category of active auctions for counts": live auctions per category slug (Browse by Category). */
export async function countLiveAuctionsByCategory(db: Db, now: Date): Promise<Record<string, number>> {
  const rows = await db.select({ category: auctions.category, n: count() }).from(auctions).where(liveAuction(now)).groupBy(auctions.category);
  return Object.fromEntries(rows.map((r) => [r.category, r.n]));
}

/** The figures may lag this long (one query serves every visitor meanwhile; see ttl-cache.ts). */
export const CATEGORY_COUNT_TTL_MS = 30_000;

const caches = new WeakMap<Db, TtlCache<Record<string, number>>>();

/**
 * The live auctions per category that the home page's tiles and /admin/categories both show (the
 * two must give the same figure): one cached answer per database, shared by both routes.
 */
export function liveAuctionsByCategory(deps: Pick<AppDeps, 'db' | 'clock'>): Promise<Record<string, number>> {
  let cache = caches.get(deps.db);
  if (!cache) {
    cache = ttlCache<Record<string, number>>(deps.clock, CATEGORY_COUNT_TTL_MS);
    caches.set(deps.db, cache);
  }
  return cache.get('all', () => countLiveAuctionsByCategory(deps.db, deps.clock.now()));
}
