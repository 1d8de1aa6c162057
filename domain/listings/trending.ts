// 'Trending Auctions' of the home page (SPEC 2, anonymous visitors; also the fallback of a failed
// recommendation, SPEC 8). The spec names the row but not the rule; the rule is ours and is recorded in
// docs/decisions/005-trending-auctions.md:
//   among live auctions (active, end time ahead), score = 3 x distinct bidders + 2 x new watchers + 1 x
//   signed-in viewers + 1/4 x signed-out addresses (at most 3/4 in all), counted over the last 48 hours;
//   ties go to more bids overall, then the sooner end, then the id. Fewer than 8 with any activity: the
//   row is topped up with the live auctions with the most bids overall.
// Trending is how many people want a listing, so every signal counts people: a member's many bids on a
// listing are one bidder (a leader's 25 raises on his own bid moved a listing to #2),
// as a member's many visits are one viewer. Signed-out views prove nobody (60 user
// agents from one address bought #1): together they stay below one signed-in viewer, so they only order
// listings whose real activity is equal.

export const TRENDING_LIMIT = 8;
export const TRENDING_WINDOW_HOURS = 48;
export const TRENDING_WEIGHTS = { bidder: 3, watcher: 2, signedInViewer: 1, signedOutAddress: 0.25 } as const;
/** What all signed-out views of a listing may add: less than the smallest real signal (one signed-in viewer). */
export const SIGNED_OUT_CAP = 0.75;

export interface TrendingCandidate {
  id: string;
  /** Activity within the window: distinct bidders, new watchers, distinct signed-in viewers, distinct signed-out addresses. */
  recentBidders: number;
  recentWatchers: number;
  recentSignedInViewers: number;
  recentSignedOutAddresses: number;
  /** All bids ever placed (the tie-breaker: among listings of equal activity only, as signed-out addresses). */
  bidCount: number;
  endTimeMs: number | null;
}

type Activity = Pick<TrendingCandidate, 'recentBidders' | 'recentWatchers' | 'recentSignedInViewers' | 'recentSignedOutAddresses'>;

/** The part of the score that signed-in members made: always a whole number. */
export function realActivityScore(c: Omit<Activity, 'recentSignedOutAddresses'>): number {
  return TRENDING_WEIGHTS.bidder * c.recentBidders + TRENDING_WEIGHTS.watcher * c.recentWatchers + TRENDING_WEIGHTS.signedInViewer * c.recentSignedInViewers;
}

export function trendingScore(c: Activity): number {
  return realActivityScore(c) + Math.min(SIGNED_OUT_CAP, TRENDING_WEIGHTS.signedOutAddress * Math.max(0, c.recentSignedOutAddresses));
}

/** The window's start as epoch milliseconds. */
export function trendingSince(nowMs: number): number {
  return nowMs - TRENDING_WINDOW_HOURS * 3_600_000;
}

/**
 * Ranks candidates with activity first (by score), then the rest of the pool (by bids overall); the top `limit`.
 * Candidates must already be live: the query filters ended listings out.
 */
export function rankTrending<C extends TrendingCandidate>(candidates: readonly C[], limit: number = TRENDING_LIMIT): C[] {
  const seen = new Set<string>();
  const unique = candidates.filter((c) => (seen.has(c.id) ? false : (seen.add(c.id), true)));
  return unique
    .map((c) => ({ c, score: trendingScore(c) }))
    .sort(
      (a, b) =>
        b.score - a.score ||
        b.c.bidCount - a.c.bidCount ||
        endOrder(a.c.endTimeMs) - endOrder(b.c.endTimeMs) ||
        (a.c.id < b.c.id ? -1 : a.c.id > b.c.id ? 1 : 0),
    )
    .slice(0, Math.max(0, limit))
    .map((x) => x.c);
}

function endOrder(ms: number | null): number {
  return ms === null || !Number.isFinite(ms) ? Number.POSITIVE_INFINITY : ms;
}
