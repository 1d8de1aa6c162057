import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { rankTrending, realActivityScore, SIGNED_OUT_CAP, trendingScore, trendingSince, type TrendingCandidate } from './trending.ts';

const c = (
  id: string,
  recentBidders: number,
  recentWatchers: number,
  recentSignedInViewers: number,
  bidCount = 0,
  endTimeMs: number | null = 1000,
  recentSignedOutAddresses = 0,
) => ({
  id,
  recentBidders,
  recentWatchers,
  recentSignedInViewers,
  recentSignedOutAddresses,
  bidCount,
  endTimeMs,
});

describe('trending', () => {
  it('weighs distinct bidders 3, new watchers 2, signed-in viewers 1 and signed-out addresses 1/4, at most 3/4 in all', () => {
    expect(trendingScore({ recentBidders: 2, recentWatchers: 1, recentSignedInViewers: 4, recentSignedOutAddresses: 0 })).toBe(12);
    expect(trendingScore({ recentBidders: 0, recentWatchers: 0, recentSignedInViewers: 0, recentSignedOutAddresses: 2 })).toBe(0.5);
    expect(trendingScore({ recentBidders: 0, recentWatchers: 0, recentSignedInViewers: 0, recentSignedOutAddresses: 60 })).toBe(SIGNED_OUT_CAP);
  });
  it('looks back 48 hours', () => {
    expect(trendingSince(48 * 3_600_000 + 5)).toBe(5);
  });
  it('ranks by score, then bids overall, then the sooner end, then id; at most the limit', () => {
    const ranked = rankTrending([c('a', 0, 0, 5), c('b', 2, 0, 0), c('c', 0, 0, 6, 3), c('d', 0, 0, 6, 3, 500), c('e', 0, 0, 0, 50), c('f', 0, 0, 0, 50)], 5);
    expect(ranked.map((x) => x.id)).toEqual(['d', 'c', 'b', 'a', 'e']);
  });
  it('drops duplicates', () => {
    expect(rankTrending([c('a', 1, 0, 0), c('a', 1, 0, 0)]).length).toBe(1);
  });
  it('orders listings of equal real activity by their signed-out addresses', () => {
    expect(rankTrending([c('a', 1, 0, 0, 0, 1000, 1), c('b', 1, 0, 0, 0, 1000, 2)]).map((x) => x.id)).toEqual(['b', 'a']);
  });
});

describe('signed-out views never outweigh real activity (issue 23 item 8)', () => {
  const count = fc.nat({ max: 1_000 });
  const candidate = (id: string): fc.Arbitrary<TrendingCandidate> =>
    fc.record({
      id: fc.constant(id),
      recentBidders: count,
      recentWatchers: count,
      recentSignedInViewers: count,
      recentSignedOutAddresses: fc.nat({ max: 1_000_000 }),
      bidCount: fc.nat({ max: 5_000 }),
      endTimeMs: fc.option(fc.nat(), { nil: null }),
    });

  it('a listing with more real activity (bidders, watchers, signed-in viewers) ranks above one with less, however many signed-out addresses viewed it', () => {
    fc.assert(
      fc.property(candidate('real'), candidate('viewed'), (real, viewed) => {
        fc.pre(realActivityScore(real) > realActivityScore(viewed));
        expect(rankTrending([viewed, real]).map((x) => x.id)).toEqual(['real', 'viewed']);
      }),
    );
  });

  it('signed-out addresses add less than one signed-in viewer, and never take a score down', () => {
    fc.assert(
      fc.property(candidate('x'), fc.nat({ max: 1_000_000 }), (x, more) => {
        const base = trendingScore({ ...x, recentSignedOutAddresses: 0 });
        const withViews = trendingScore(x);
        expect(withViews - base).toBeLessThan(1);
        expect(trendingScore({ ...x, recentSignedOutAddresses: x.recentSignedOutAddresses + more })).toBeGreaterThanOrEqual(withViews);
      }),
    );
  });
});
