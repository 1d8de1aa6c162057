import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { inArray } from 'drizzle-orm';
import { auctions, bids } from '../../db/schema.ts';
import { fixedClock } from '../../platform/clock.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bid, makeAuction, makeUser, type TestUser } from '../../test/auction-fixtures.ts';
import { rankTrending, TRENDING_WINDOW_HOURS } from '../../../domain/listings/trending.ts';
import { trendingAuctions } from './trending-auctions.ts';

/**
 * 25 raises by the leader on his own bid moved a listing from outside Trending to #2,
 * because Trending counted bid rows. It counts bidders now: a member's many bids on a listing are one
 * (decision 005). The test app's clock is fixed, so the window is exact.
 */
const NOW = new Date('2030-08-01T12:00:05Z');
const clock = fixedClock(NOW);
let t: TestApp;
let seller: TestUser;

beforeAll(async () => {
  t = await createTestApp({ clock });
  seller = await makeUser(t, 'Trending Bidders Seller');
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe('Trending counts bidders, not bids (issue 35 item 7)', () => {
  it("a leader's 25 raises on his own bid do not lift a listing above one with more bidders", async () => {
    const [leader, first, second] = await Promise.all([makeUser(t, 'Self Raiser'), makeUser(t, 'First Bidder'), makeUser(t, 'Second Bidder')]);
    const raised = await makeAuction(t, seller.id, { title: 'Raised by its leader' }, NOW);
    const wanted = await makeAuction(t, seller.id, { title: 'Wanted by two' }, NOW);

    for (let i = 0; i <= 25; i++) expect((await bid(t, leader, raised, 10_100 + 100 * i)).statusCode).toBe(200);
    expect((await bid(t, first, wanted, 10_100)).statusCode).toBe(200);
    expect((await bid(t, second, wanted, 10_200)).statusCode).toBe(200);

    const res = await t.anonymous.get('/api/listings/trending');
    expect(res.statusCode).toBe(200);
    const order = (res.json().items as { id: string }[]).map((x) => x.id);
    // 26 bid rows against 2 counted 78 against 6; now one bidder against two.
    expect(order.indexOf(wanted)).toBeGreaterThanOrEqual(0);
    expect(order.indexOf(wanted)).toBeLessThan(order.indexOf(raised));
  });

  it('the score depends only on the set of distinct bidders per listing: the query ranks as the rule does over those sets', async () => {
    const members = await Promise.all([0, 1, 2, 3, 4].map((i) => makeUser(t, `Sequence Bidder ${i}`)));
    const listings: string[] = [];
    // Distinct end times, all live: the rule's later tie-breakers are exercised too.
    for (let i = 0; i < 4; i++)
      listings.push(await makeAuction(t, seller.id, { title: `Sequence ${i}`, endTime: new Date(NOW.getTime() + (i + 1) * 3_600_000) }, NOW));
    const windowMs = TRENDING_WINDOW_HOURS * 3_600_000;
    const bidArb = fc.record({
      listing: fc.nat({ max: listings.length - 1 }),
      member: fc.nat({ max: members.length - 1 }),
      // Most in the window, some before it (they count for bids overall only).
      ageMs: fc.oneof(
        { weight: 4, arbitrary: fc.integer({ min: 0, max: windowMs - 1 }) },
        { weight: 1, arbitrary: fc.integer({ min: windowMs + 1, max: 2 * windowMs }) },
      ),
    });

    await fc.assert(
      fc.asyncProperty(fc.array(bidArb, { maxLength: 40 }), async (sequence) => {
        await t.database.db.delete(bids).where(inArray(bids.auctionId, listings));
        if (sequence.length) {
          await t.database.db.insert(bids).values(
            sequence.map((b, k) => ({
              auctionId: listings[b.listing]!,
              bidderId: members[b.member]!.id,
              amount: 10_100 + 100 * k,
              createdAt: new Date(NOW.getTime() - b.ageMs),
            })),
          );
        }
        const ranked = (await trendingAuctions(t.database.db, clock.now())).map((c) => c.id).filter((id) => listings.includes(id));

        // The rule over each listing's set of bidders in the window (and its bids overall for the tie-breaker).
        const rows = await t.database.db
          .select({ id: auctions.id, bidCount: auctions.bidCount, endTime: auctions.endTime })
          .from(auctions)
          .where(inArray(auctions.id, listings));
        const model = rows.map((r) => {
          const own = sequence.filter((b) => listings[b.listing] === r.id);
          return {
            id: r.id,
            recentBidders: new Set(own.filter((b) => b.ageMs < windowMs).map((b) => b.member)).size,
            recentWatchers: 0,
            recentSignedInViewers: 0,
            recentSignedOutAddresses: 0,
            bidCount: r.bidCount,
            endTimeMs: r.endTime?.getTime() ?? null,
          };
        });
        expect(model.map((m) => m.bidCount).reduce((a, b) => a + b, 0)).toBe(sequence.length);
        expect(ranked).toEqual(rankTrending(model, 8).map((m) => m.id));
      }),
      { numRuns: 40 },
    );
  }, 120_000);
});
