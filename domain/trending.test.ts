import { describe, expect, it } from 'vitest';
import { rankTrending, trendingScore, trendingSince } from './trending.ts';

const c = (id: string, recentBids: number, recentWatchers: number, recentViews: number, bidCount = 0, endTimeMs: number | null = 1000) => ({
  id, recentBids, recentWatchers, recentViews, bidCount, endTimeMs,
});

describe('trending', () => {
  it('weighs bids 3, new watchers 2 and views 1', () => {
    expect(trendingScore({ recentBids: 2, recentWatchers: 1, recentViews: 4 })).toBe(12);
  });
  it('looks back 48 hours', () => {
    expect(trendingSince(48 * 3_600_000 + 5)).toBe(5);
  });
  it('ranks by score, then bids overall, then the sooner end, then id; at most the limit', () => {
    const ranked = rankTrending([
      c('a', 0, 0, 5),
      c('b', 2, 0, 0),
      c('c', 0, 0, 6, 3),
      c('d', 0, 0, 6, 3, 500),
      c('e', 0, 0, 0, 50),
      c('f', 0, 0, 0, 50),
    ], 5);
    expect(ranked.map((x) => x.id)).toEqual(['d', 'c', 'b', 'a', 'e']);
  });
  it('drops duplicates', () => {
    expect(rankTrending([c('a', 1, 0, 0), c('a', 1, 0, 0)]).length).toBe(1);
  });
});
