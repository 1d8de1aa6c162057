// SPEC 9 "Recommendations": the 'Recommended for You' row of the home page (SPEC 2).
// The server reads the signals (SPEC 7: the user's last 50 views, last 30 bids, watchlist) and a pool of
// featured active auctions excluding the user's own listings, then ranks the pool here.
//
// Interpretations of the spec's terse wording:
// - "+10 per category weight": a candidate in one of the top 3 categories scores 10 x that category's
//   weight (a category seen in 2 views and 1 bid weighs 2x1 + 1x3 = 5 and adds 50); other categories add 0.
// - Prices seen: the price carried by each view and watchlist entry (the caller passes the listing's
//   current bid, or its starting price when there is no bid) and each bid amount. Missing, zero or
//   negative prices are ignored; with no price at all there is no range and no +20 for anyone.
// - The range is inclusive: 0.5 x min <= price <= 1.5 x max. A candidate's price is currentBid || startingPrice.
// - "Already viewed" / "already bid on" look at the same capped lists (last 50 views, last 30 bids);
//   both penalties add up. Watching a listing is not penalised.
// - "Under 24 hours left" means 0 < time left < 24 h (+15); otherwise 0 < time left < 72 h gives +5.
//   A candidate already past its end time, or without one, gets no time bonus; filtering ended
//   listings out of the pool is the query's job.
// - Ties between categories of equal weight are broken alphabetically; ties between candidates by
//   end time ascending (missing end times last), then by id, so the order is deterministic.

export const RECOMMENDATION_LIMIT = 8;
export const VIEW_HISTORY_LIMIT = 50;
export const BID_HISTORY_LIMIT = 30;
export const TOP_CATEGORY_COUNT = 3;
export const CATEGORY_WEIGHTS = { view: 1, bid: 3, watch: 2 } as const;
export const PRICE_RANGE_FACTORS = { min: 0.5, max: 1.5 } as const;
export const SCORE = {
  perCategoryWeight: 10,
  inPriceRange: 20,
  viewed: -5,
  bidOn: -10,
  featured: 5,
  under24Hours: 15,
  under72Hours: 5,
} as const;

const HOUR_MS = 3_600_000;

export interface ViewSignal {
  auctionId: string;
  category: string | null;
  price: number | null;
}

export interface BidSignal {
  auctionId: string;
  category: string | null;
  amount: number;
}

export interface WatchSignal {
  auctionId: string;
  category: string | null;
  price: number | null;
}

export interface RecommendationSignals {
  /** Newest first; only the first 50 count. */
  views: readonly ViewSignal[];
  /** Newest first; only the first 30 count. */
  bids: readonly BidSignal[];
  watchlist: readonly WatchSignal[];
}

export interface RecommendationCandidate {
  id: string;
  category: string | null;
  currentBid: number | null;
  startingPrice: number | null;
  featured: boolean;
  endTimeMs: number | null;
}

export interface PreferenceProfile {
  /** At most 3, heaviest first. */
  categories: Array<{ category: string; weight: number }>;
  priceRange: { min: number; max: number } | null;
}

export interface RecommendationInput<C extends RecommendationCandidate> extends RecommendationSignals {
  candidates: readonly C[];
  nowMs: number;
  limit?: number;
}

export interface ScoredRecommendation<C extends RecommendationCandidate> {
  candidate: C;
  score: number;
}

/** SPEC 9: the candidate pool is twice the number of recommendations shown. */
export function candidateLimit(limit: number = RECOMMENDATION_LIMIT): number {
  return limit * 2;
}

/** SPEC 9: category weights (views 1, bids 3, watchlist 2), the top 3 categories, and the price range. */
export function preferenceProfile(signals: RecommendationSignals): PreferenceProfile {
  const views = signals.views.slice(0, VIEW_HISTORY_LIMIT);
  const bids = signals.bids.slice(0, BID_HISTORY_LIMIT);
  const weights = new Map<string, number>();
  const add = (category: string | null, weight: number): void => {
    if (!category) return;
    weights.set(category, (weights.get(category) ?? 0) + weight);
  };
  for (const v of views) add(v.category, CATEGORY_WEIGHTS.view);
  for (const b of bids) add(b.category, CATEGORY_WEIGHTS.bid);
  for (const w of signals.watchlist) add(w.category, CATEGORY_WEIGHTS.watch);

  const categories = [...weights]
    .map(([category, weight]) => ({ category, weight }))
    .sort((a, b) => b.weight - a.weight || compareText(a.category, b.category))
    .slice(0, TOP_CATEGORY_COUNT);

  const prices = [...views.map((v) => v.price), ...signals.watchlist.map((w) => w.price), ...bids.map((b) => b.amount)].filter(
    (p): p is number => p !== null && Number.isFinite(p) && p > 0,
  );
  const priceRange = prices.length === 0 ? null : { min: Math.min(...prices) * PRICE_RANGE_FACTORS.min, max: Math.max(...prices) * PRICE_RANGE_FACTORS.max };

  return { categories, priceRange };
}

/** SPEC 9: a candidate's price is its current bid, or its starting price when there is no bid. */
export function candidatePrice(c: Pick<RecommendationCandidate, 'currentBid' | 'startingPrice'>): number {
  return c.currentBid || c.startingPrice || 0;
}

/** SPEC 9: the score of one candidate against a profile and the ids already viewed and bid on. */
export function scoreCandidate(
  c: RecommendationCandidate,
  profile: PreferenceProfile,
  seen: { viewed: ReadonlySet<string>; bidOn: ReadonlySet<string> },
  nowMs: number,
): number {
  let score = 0;
  const category = profile.categories.find((p) => p.category === c.category);
  if (category) score += SCORE.perCategoryWeight * category.weight;
  const price = candidatePrice(c);
  if (profile.priceRange && price >= profile.priceRange.min && price <= profile.priceRange.max) {
    score += SCORE.inPriceRange;
  }
  if (seen.viewed.has(c.id)) score += SCORE.viewed;
  if (seen.bidOn.has(c.id)) score += SCORE.bidOn;
  if (c.featured) score += SCORE.featured;
  score += timeBonus(c.endTimeMs, nowMs);
  return score;
}

function timeBonus(endTimeMs: number | null, nowMs: number): number {
  if (endTimeMs === null || !Number.isFinite(endTimeMs)) return 0;
  const left = endTimeMs - nowMs;
  if (left <= 0) return 0;
  if (left < 24 * HOUR_MS) return SCORE.under24Hours;
  if (left < 72 * HOUR_MS) return SCORE.under72Hours;
  return 0;
}

/** SPEC 9: the candidates ranked by score (then soonest ending), the top `limit` (default 8). */
export function scoreRecommendations<C extends RecommendationCandidate>(input: RecommendationInput<C>): Array<ScoredRecommendation<C>> {
  const limit = input.limit ?? RECOMMENDATION_LIMIT;
  if (limit <= 0) return [];
  const profile = preferenceProfile(input);
  const seen = {
    viewed: new Set(input.views.slice(0, VIEW_HISTORY_LIMIT).map((v) => v.auctionId)),
    bidOn: new Set(input.bids.slice(0, BID_HISTORY_LIMIT).map((b) => b.auctionId)),
  };
  return input.candidates
    .map((candidate) => ({ candidate, score: scoreCandidate(candidate, profile, seen, input.nowMs) }))
    .sort((a, b) => b.score - a.score || endOrder(a.candidate.endTimeMs) - endOrder(b.candidate.endTimeMs) || compareText(a.candidate.id, b.candidate.id))
    .slice(0, limit);
}

function endOrder(endTimeMs: number | null): number {
  return endTimeMs === null || !Number.isFinite(endTimeMs) ? Number.POSITIVE_INFINITY : endTimeMs;
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
