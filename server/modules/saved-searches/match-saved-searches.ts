import { and, eq, like, or, sql } from 'drizzle-orm';
import { auctions, savedSearches } from '../../db/schema.ts';
import type { NewNotification, NotificationData } from '../../../domain/community/notification-kinds.ts';
import { canonicalSearchQuery } from '../../../domain/community/saved-search.ts';
import { categoryPath } from '../../../domain/listings/vehicle-categories.ts';
import { filterConditions, kindCondition } from '../listings/search-listings.ts';
import type { DbOrTx } from '../../db/tx.ts';
import { savedSearchTarget } from './saved-search-target.ts';

/**
 * A listing that has just gone live is matched against the saved searches of its page kind and
 * category, with the very conditions the listing pages search with (filterConditions), so a saved search
 * finds what its page would show. Each distinct search is asked once; each match is one
 * 'saved_search_match' notification, with an e-mail when that search has e-mail on.
 */
export async function savedSearchNotices(
  tx: DbOrTx,
  o: { auctionId: string; sellerId: string; vehicle: NotificationData; now: Date },
): Promise<NewNotification[]> {
  const [listing] = await tx
    .select({ listingType: auctions.listingType, category: auctions.category })
    .from(auctions)
    .where(eq(auctions.id, o.auctionId))
    .limit(1);
  if (!listing) return [];
  const pagePath = listing.listingType === 'classified' ? '/classifieds' : '/auctions';
  const categoryRoot = categoryPath(listing.category);
  const candidates = await tx
    .select({
      id: savedSearches.id,
      userId: savedSearches.userId,
      name: savedSearches.name,
      path: savedSearches.path,
      query: savedSearches.query,
      emailAlerts: savedSearches.emailAlerts,
    })
    .from(savedSearches)
    .where(
      or(eq(savedSearches.path, pagePath), eq(savedSearches.path, categoryRoot), like(savedSearches.path, `${categoryRoot.replace(/[\\%_]/g, '\\$&')}/%`)),
    );
  const verdicts = new Map<string, Promise<boolean>>();
  const matches = (path: string, query: string) => {
    const key = `${path}?${query}`;
    let verdict = verdicts.get(key);
    if (!verdict) {
      verdict = (async () => {
        const target = savedSearchTarget(path);
        if (!target) return false;
        const { filters } = canonicalSearchQuery(query, Object.keys(target.fixed));
        const where = and(eq(auctions.id, o.auctionId), kindCondition(target.kind, o.now), ...filterConditions({ ...filters, ...target.fixed }));
        const found = await tx
          .select({ one: sql<number>`1` })
          .from(auctions)
          .where(where)
          .limit(1);
        return found.length > 0;
      })();
      verdicts.set(key, verdict);
    }
    return verdict;
  };
  const notices: NewNotification[] = [];
  for (const s of candidates) {
    if (s.userId === o.sellerId || !(await matches(s.path, s.query))) continue;
    notices.push({
      userId: s.userId,
      fromUserId: o.sellerId,
      type: 'saved_search_match',
      data: { ...o.vehicle, search_name: s.name },
      sourceKey: `saved-search:${s.id}:${o.auctionId}`,
      email: s.emailAlerts,
    });
  }
  return notices;
}
