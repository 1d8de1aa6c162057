import { describe, expect, it } from 'vitest';
import {
  BID_HISTORY_LIMIT,
  RECOMMENDATION_LIMIT,
  VIEW_HISTORY_LIMIT,
  candidateLimit,
  candidatePrice,
  preferenceProfile,
  scoreCandidate,
  scoreRecommendations,
  type BidSignal,
  type PreferenceProfile,
  type RecommendationCandidate,
  type ViewSignal,
  type WatchSignal,
} from './recommendations.ts';

const NOW = Date.UTC(2025, 5, 1, 12);
const H = 3_600_000;

const views: ViewSignal[] = [
  { auctionId: 'a1', category: 'cars', price: 20000 },
  { auctionId: 'a2', category: 'cars', price: 30000 },
  { auctionId: 'a3', category: 'boats', price: 10000 },
];
const bids: BidSignal[] = [{ auctionId: 'a2', category: 'cars', amount: 31000 }];
const watchlist: WatchSignal[] = [
  { auctionId: 'a4', category: 'rvs', price: 50000 },
  { auctionId: 'a5', category: 'trailers', price: 8000 },
];

function candidate(over: Partial<RecommendationCandidate> & { id: string }): RecommendationCandidate {
  return { category: 'cars', currentBid: null, startingPrice: null, featured: false, endTimeMs: null, ...over };
}

describe('constants', () => {
  it('match SPEC 9', () => {
    expect(RECOMMENDATION_LIMIT).toBe(8);
    expect(VIEW_HISTORY_LIMIT).toBe(50);
    expect(BID_HISTORY_LIMIT).toBe(30);
  });
});

describe('candidateLimit', () => {
  it('is twice the limit, 16 by default', () => {
    expect(candidateLimit()).toBe(16);
    expect(candidateLimit(5)).toBe(10);
  });
});

describe('preferenceProfile', () => {
  it('weighs views 1, bids 3, watchlist 2 and keeps the top 3 categories', () => {
    // cars 1 + 1 + 3 = 5; rvs 2; trailers 2; boats 1 (dropped); rvs before trailers alphabetically
    expect(preferenceProfile({ views, bids, watchlist }).categories).toEqual([
      { category: 'cars', weight: 5 },
      { category: 'rvs', weight: 2 },
      { category: 'trailers', weight: 2 },
    ]);
  });

  it('spans 0.5x the lowest to 1.5x the highest price seen', () => {
    // prices 20000, 30000, 10000, 50000, 8000, 31000
    expect(preferenceProfile({ views, bids, watchlist }).priceRange).toEqual({ min: 4000, max: 75000 });
  });

  it('takes bid amounts as prices', () => {
    expect(preferenceProfile({ views: [], watchlist: [], bids: [{ auctionId: 'x', category: 'cars', amount: 1000 }] })).toEqual({
      categories: [{ category: 'cars', weight: 3 }],
      priceRange: { min: 500, max: 1500 },
    });
  });

  it('ignores missing, zero and negative prices and missing categories', () => {
    expect(
      preferenceProfile({
        views: [
          { auctionId: 'x', category: null, price: null },
          { auctionId: 'y', category: '', price: 0 },
        ],
        bids: [],
        watchlist: [{ auctionId: 'z', category: 'boats', price: -5 }],
      }),
    ).toEqual({ categories: [{ category: 'boats', weight: 2 }], priceRange: null });
  });

  it('is empty without signals', () => {
    expect(preferenceProfile({ views: [], bids: [], watchlist: [] })).toEqual({ categories: [], priceRange: null });
  });

  it('counts only the last 50 views and the last 30 bids', () => {
    const manyViews: ViewSignal[] = [
      ...Array.from({ length: 50 }, (_, i) => ({ auctionId: `v${i}`, category: 'cars', price: 100 })),
      { auctionId: 'old', category: 'boats', price: 1 },
    ];
    const manyBids: BidSignal[] = [
      ...Array.from({ length: 30 }, (_, i) => ({ auctionId: `b${i}`, category: 'rvs', amount: 200 })),
      { auctionId: 'oldbid', category: 'trailers', amount: 999999 },
    ];
    expect(preferenceProfile({ views: manyViews, bids: manyBids, watchlist: [] })).toEqual({
      categories: [
        { category: 'rvs', weight: 90 },
        { category: 'cars', weight: 50 },
      ],
      priceRange: { min: 50, max: 300 },
    });
  });
});

describe('candidatePrice', () => {
  it('is the current bid, else the starting price, else 0', () => {
    expect(candidatePrice({ currentBid: 500, startingPrice: 100 })).toBe(500);
    expect(candidatePrice({ currentBid: 0, startingPrice: 100 })).toBe(100);
    expect(candidatePrice({ currentBid: null, startingPrice: 100 })).toBe(100);
    expect(candidatePrice({ currentBid: null, startingPrice: null })).toBe(0);
  });
});

describe('scoreCandidate', () => {
  const profile: PreferenceProfile = {
    categories: [
      { category: 'cars', weight: 5 },
      { category: 'rvs', weight: 2 },
    ],
    priceRange: { min: 4000, max: 75000 },
  };
  const noneSeen = { viewed: new Set<string>(), bidOn: new Set<string>() };
  const score = (c: RecommendationCandidate, seen = noneSeen) => scoreCandidate(c, profile, seen, NOW);

  it('adds 10 per weight of its top category', () => {
    expect(score(candidate({ id: 'x', category: 'cars' }))).toBe(50);
    expect(score(candidate({ id: 'x', category: 'rvs' }))).toBe(20);
    expect(score(candidate({ id: 'x', category: 'boats' }))).toBe(0);
    expect(score(candidate({ id: 'x', category: null }))).toBe(0);
  });

  it('adds 20 within the price range, bounds included', () => {
    const boats = { id: 'x', category: 'boats' };
    expect(score(candidate({ ...boats, currentBid: 4000 }))).toBe(20);
    expect(score(candidate({ ...boats, currentBid: 75000 }))).toBe(20);
    expect(score(candidate({ ...boats, currentBid: 3999 }))).toBe(0);
    expect(score(candidate({ ...boats, currentBid: 75001 }))).toBe(0);
    expect(score(candidate({ ...boats, currentBid: 0, startingPrice: 5000 }))).toBe(20);
    expect(score(candidate({ ...boats, currentBid: 80000, startingPrice: 5000 }))).toBe(0);
  });

  it('gives no price points without a range', () => {
    expect(scoreCandidate(candidate({ id: 'x', category: 'boats', currentBid: 5000 }), { categories: [], priceRange: null }, noneSeen, NOW)).toBe(0);
  });

  it('takes 5 off when viewed and 10 off when bid on, both adding up', () => {
    const c = candidate({ id: 'x', category: 'boats' });
    expect(score(c, { viewed: new Set(['x']), bidOn: new Set() })).toBe(-5);
    expect(score(c, { viewed: new Set(), bidOn: new Set(['x']) })).toBe(-10);
    expect(score(c, { viewed: new Set(['x']), bidOn: new Set(['x']) })).toBe(-15);
  });

  it('adds 5 when featured', () => {
    expect(score(candidate({ id: 'x', category: 'boats', featured: true }))).toBe(5);
  });

  it('adds 15 under 24 hours left and 5 under 72 hours', () => {
    const at = (endTimeMs: number | null) => score(candidate({ id: 'x', category: 'boats', endTimeMs }));
    expect(at(NOW + 1)).toBe(15);
    expect(at(NOW + 24 * H - 1)).toBe(15);
    expect(at(NOW + 24 * H)).toBe(5);
    expect(at(NOW + 72 * H - 1)).toBe(5);
    expect(at(NOW + 72 * H)).toBe(0);
    expect(at(NOW)).toBe(0);
    expect(at(NOW - H)).toBe(0);
    expect(at(null)).toBe(0);
  });
});

describe('scoreRecommendations', () => {
  const candidates = [
    // cars 50 + price 20 + featured 5 + under 24 h 15 = 90
    candidate({ id: 'c1', category: 'cars', currentBid: 25000, featured: true, endTimeMs: NOW + 10 * H }),
    // cars 50 + price 20 - viewed 5 - bid 10 + under 72 h 5 = 60
    candidate({ id: 'a2', category: 'cars', currentBid: 31000, endTimeMs: NOW + 48 * H }),
    // boats not in the top 3; starting price 5000 in range 20 + featured 5 = 25
    candidate({ id: 'c3', category: 'boats', currentBid: 0, startingPrice: 5000, featured: true, endTimeMs: NOW + 100 * H }),
    // rvs 20; price out of range; exactly 24 h left -> 5 = 25
    candidate({ id: 'c4', category: 'rvs', currentBid: 100000, endTimeMs: NOW + 24 * H }),
    // nothing = 0
    candidate({ id: 'c5', category: 'motorcycles' }),
    // trailers 20 + price 4000 (lower bound) 20 - viewed 5 + featured 5; already ended = 40
    candidate({ id: 'a1', category: 'trailers', currentBid: 4000, featured: true, endTimeMs: NOW - H }),
    // trailers 20 + price 75000 (upper bound) 20; exactly 72 h left = 40
    candidate({ id: 'c7', category: 'trailers', currentBid: 75000, endTimeMs: NOW + 72 * H }),
  ];

  it('ranks by score, then by end time ascending', () => {
    const ranked = scoreRecommendations({ views, bids, watchlist, candidates, nowMs: NOW });
    expect(ranked.map((r) => [r.candidate.id, r.score])).toEqual([
      ['c1', 90],
      ['a2', 60],
      ['a1', 40],
      ['c7', 40],
      ['c4', 25],
      ['c3', 25],
      ['c5', 0],
    ]);
  });

  it('returns the candidates themselves', () => {
    const ranked = scoreRecommendations({ views, bids, watchlist, candidates, nowMs: NOW });
    expect(ranked[0]?.candidate).toBe(candidates[0]);
  });

  it('keeps the top `limit`', () => {
    const ranked = scoreRecommendations({ views, bids, watchlist, candidates, nowMs: NOW, limit: 3 });
    expect(ranked.map((r) => r.candidate.id)).toEqual(['c1', 'a2', 'a1']);
    expect(scoreRecommendations({ views, bids, watchlist, candidates, nowMs: NOW, limit: 0 })).toEqual([]);
  });

  it('keeps 8 by default', () => {
    const pool = Array.from({ length: 16 }, (_, i) => candidate({ id: `p${String(i).padStart(2, '0')}` }));
    const ranked = scoreRecommendations({ views: [], bids: [], watchlist: [], candidates: pool, nowMs: NOW });
    expect(ranked).toHaveLength(8);
    // all score 0 with no end time: ordered by id
    expect(ranked.map((r) => r.candidate.id)).toEqual(['p00', 'p01', 'p02', 'p03', 'p04', 'p05', 'p06', 'p07']);
  });

  it('puts candidates without an end time after those with one on equal scores', () => {
    const ranked = scoreRecommendations({
      views: [],
      bids: [],
      watchlist: [],
      candidates: [candidate({ id: 'a' }), candidate({ id: 'b', endTimeMs: NOW + 100 * H })],
      nowMs: NOW,
    });
    expect(ranked.map((r) => r.candidate.id)).toEqual(['b', 'a']);
  });

  it('does not penalise views older than the last 50', () => {
    const old: ViewSignal[] = [
      ...Array.from({ length: 50 }, (_, i) => ({ auctionId: `v${i}`, category: null, price: null })),
      { auctionId: 'x', category: null, price: null },
    ];
    const ranked = scoreRecommendations({
      views: old,
      bids: [],
      watchlist: [],
      candidates: [candidate({ id: 'x' }), candidate({ id: 'v0' })],
      nowMs: NOW,
    });
    expect(ranked.map((r) => [r.candidate.id, r.score])).toEqual([
      ['x', 0],
      ['v0', -5],
    ]);
  });

  it('keeps extra candidate fields in the result type', () => {
    const ranked = scoreRecommendations({
      views: [],
      bids: [],
      watchlist: [],
      candidates: [{ ...candidate({ id: 'x' }), title: '1967 Ford Mustang' }],
      nowMs: NOW,
    });
    expect(ranked[0]?.candidate.title).toBe('1967 Ford Mustang');
  });
});
