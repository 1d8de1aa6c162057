import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bids, proxyBids } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { placeBid, type PlaceBidResult } from './place-bid.ts';
import { bid, buyNowRequest, makeAuction, makeUser, proxyBid, type TestUser } from '../../test/auction-fixtures.ts';

/**
 * An amount out of range is refused alone with a 400 naming the limit, before it
 * joins a batch, so it can never fail the other bids of its batch (on PGlite and on PostgreSQL).
 */
const LIMIT = 'Amounts cannot exceed $500,000,000.';
const HUGE = [2_147_483_648, 2 ** 53, 500_000_001, 1e300, '2147483648', '99999999999999999999999999'];

let t: TestApp;
let seller: TestUser;
const bidders: TestUser[] = [];

beforeAll(async () => {
  t = await createTestApp();
  seller = await makeUser(t, 'Limit Seller');
  for (let i = 0; i < 21; i += 7) bidders.push(...(await Promise.all(Array.from({ length: 7 }, (_, k) => makeUser(t, `Limit Bidder ${i + k}`)))));
}, 180_000);
afterAll(async () => {
  await t.close();
});

const bidRows = (id: string) => t.database.db.select().from(bids).where(eq(bids.auctionId, id));

describe('amounts beyond the limit (issue 15 item 1)', () => {
  it('refuses a lone bid over the limit with a 400 naming it, and changes nothing', async () => {
    const id = await makeAuction(t, seller.id);
    for (const amount of HUGE) {
      const res = await bid(t, bidders[0]!, id, amount);
      expect(res.statusCode, String(amount)).toBe(400);
      expect(res.json()).toEqual({ success: false, error: LIMIT, code: 'INVALID_BID' });
    }
    expect(await bidRows(id)).toEqual([]);
  });

  it('refuses a lone proxy bid over the limit with a 400 naming it, and changes nothing', async () => {
    const id = await makeAuction(t, seller.id);
    for (const amount of HUGE) {
      const res = await proxyBid(t, bidders[0]!, id, amount);
      expect(res.statusCode, String(amount)).toBe(400);
      expect(res.json()).toEqual({ success: false, error: LIMIT, code: 'INVALID_PROXY' });
    }
    expect(await t.database.db.select().from(proxyBids).where(eq(proxyBids.auctionId, id))).toEqual([]);
    // The limit itself is a valid maximum.
    expect((await proxyBid(t, bidders[0]!, id, 500_000_000)).statusCode).toBe(200);
  });

  it('one bad bid among 20 good ones in one batch: the 20 are placed, the bad one alone is refused', async () => {
    const id = await makeAuction(t, seller.id, { startingPrice: 10_000 });
    // All 21 are handed to the engine in one tick, so they wait for the same transaction (one batch).
    const pending: Promise<PlaceBidResult>[] = bidders.map((b, k) =>
      placeBid(t.deps, { userId: b.id, auctionId: id, amount: k === 10 ? 2_147_483_648 : 10_000 + 100 * (k + 1) }),
    );
    const settled = await Promise.allSettled(pending);
    settled.forEach((s, k) => {
      if (k === 10) {
        expect(s.status).toBe('rejected');
        const err = (s as PromiseRejectedResult).reason as AppError;
        expect(err).toBeInstanceOf(AppError);
        expect({ status: err.status, code: err.code, message: err.message }).toEqual({ status: 400, code: 'INVALID_BID', message: LIMIT });
      } else {
        expect(s.status, `bid ${k}`).toBe('fulfilled');
      }
    });
    const placed = (await bidRows(id)).map((r) => r.amount).sort((a, b) => a - b);
    expect(placed).toEqual(bidders.map((_, k) => 10_000 + 100 * (k + 1)).filter((_, k) => k !== 10));
  });

  it('one bad bid among 20 good ones through the HTTP API: none fails, the bad one answers 400', async () => {
    const id = await makeAuction(t, seller.id, { startingPrice: 10_000 });
    const answers = await Promise.all(bidders.map((b, k) => bid(t, b, id, k === 5 ? 2 ** 53 : 10_000 + 100 * (k + 1))));
    expect(answers[5]!.statusCode).toBe(400);
    expect(answers[5]!.json()).toEqual({ success: false, error: LIMIT, code: 'INVALID_BID' });
    // The good ones are resolved in arrival order, so an earlier higher bid may refuse a lower one (a 400
    // with SPEC 5's message), but none of them fails.
    for (const res of answers) expect(res.statusCode, res.body).toBeLessThan(500);
    expect((await bidRows(id)).length).toBeGreaterThan(0);
  });
});

describe('buy now over the amount limit (issue 15 item 1)', () => {
  it('refuses a buy-now price over the limit with a 400 naming it, and changes nothing', async () => {
    const id = await makeAuction(t, seller.id, { buyNowPrice: 2_000_000_000 });
    const res = await buyNowRequest(t, bidders[0]!, id);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error: LIMIT, code: 'BUY_NOW_UNAVAILABLE' });
    expect(await bidRows(id)).toEqual([]);
  });
});
