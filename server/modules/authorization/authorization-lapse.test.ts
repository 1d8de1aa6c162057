import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bidderAuthorizations, paymentHolds } from '../../db/schema.ts';
import { fixedClock } from '../../platform/clock.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { makeAuction, makeUser, type TestUser } from '../../test/auction-fixtures.ts';
import { closeAuction } from '../auction-engine/close-auctions.ts';
import { auditAuction } from '../auction-engine/audit-auction.ts';
import { GENERAL_AUTHORIZATION_AUCTION_ID } from '../../../domain/shared/auction-types.ts';

/**
 * One general authorization (SPEC 3's all-zero auction id) covers bidding, proxy
 * bids, Buy Now, offers and messages to sellers on every listing until its hold lapses (7 days, as a
 * card hold at Stripe); then every one of those routes refuses with the renewal text until it is renewed.
 */
const DAY = 86_400_000;
const clock = fixedClock(new Date('2030-04-01T10:00:00Z'));
let t: TestApp;
let seller: TestUser;

beforeAll(async () => {
  t = await createTestApp({ clock });
  seller = await makeUser(t, 'Lapse Seller');
});
afterAll(async () => {
  await t.close();
});
// A minute between tests, so one member's writes never meet a per-minute write limit (decision 021).
beforeEach(() => clock.advance(60_000));

const auction = (over: Parameters<typeof makeAuction>[2] = {}) =>
  makeAuction(t, seller.id, { startingPrice: 10_000, endTime: new Date(clock.now().getTime() + 30 * DAY), ...over }, clock.now());
const classified = () => auction({ listingType: 'classified', allowOffers: true, buyNowPrice: 42_500, endTime: null });

/** The sandbox round trip a member makes from a listing's gate: checkout, 'Authorize $250', verification. */
async function authorize(user: TestUser, auctionId: string): Promise<string> {
  const created = await t.as(user).post('/api/authorizations', { auction_id: auctionId, return_path: '/auction/x' });
  const { checkout_url } = created.json() as { checkout_url: string };
  expect(checkout_url).toMatch(/^\/sandbox\/checkout\//);
  expect((await t.anonymous.post(`${checkout_url}/authorize`)).statusCode).toBe(303);
  const sessionId = checkout_url.split('/').pop()!;
  expect((await t.as(user).post('/api/authorizations/verify', { session_id: sessionId })).json()).toEqual({ success: true });
  return sessionId;
}

/** Each gated write of a member on fresh listings: a bid, a proxy bid, Buy Now, an offer, a message to the seller. */
async function gatedWrites(user: TestUser) {
  const [bidOn, proxyOn, buyOn, offerOn] = await Promise.all([auction(), auction(), auction({ buyNowPrice: 50_000 }), classified()]);
  return {
    bid: await t.as(user).post('/api/bids', { auction_id: bidOn, amount: 10_100 }),
    proxy: await t.as(user).post('/api/proxy-bids', { auction_id: proxyOn, max_bid_amount: 12_000 }),
    buyNow: await t.as(user).post('/api/buy-now', { auction_id: buyOn }),
    offer: await t.as(user).post('/api/offers', { auction_id: offerOn, amount: 40_000 }),
    message: await t
      .as(user)
      .post('/api/messages', { to_user_id: seller.id, auction_id: offerOn, subject: 'Service records', content: 'Are the records available?' }),
  };
}

const generalRecord = async (user: TestUser) => (await t.database.db.select().from(bidderAuthorizations).where(eq(bidderAuthorizations.userId, user.id)))[0]!;

describe('one general authorization until its hold lapses (issue 25 item 4)', () => {
  it('started from a bid, it covers every listing: bids, proxy bids, Buy Now, offers and messages; nothing asks again', async () => {
    const member = await makeUser(t, 'Once Authorized', { authorized: false });
    const first = await auction();
    expect((await t.as(member).post('/api/bids', { auction_id: first, amount: 10_100 })).json()).toMatchObject({ code: 'AUTHORIZATION_REQUIRED' });
    await authorize(member, first);
    expect(await generalRecord(member)).toMatchObject({
      auctionId: GENERAL_AUTHORIZATION_AUCTION_ID,
      status: 'authorized',
      expiresAt: new Date(clock.now().getTime() + 7 * DAY),
    });
    expect((await t.as(member).post('/api/bids', { auction_id: first, amount: 10_100 })).statusCode).toBe(200);

    const writes = await gatedWrites(member);
    expect(Object.fromEntries(Object.entries(writes).map(([k, r]) => [k, r.statusCode]))).toEqual({
      bid: 200,
      proxy: 200,
      buyNow: 200,
      offer: 200,
      message: 201,
    });
    const elsewhere = await auction();
    expect((await t.as(member).post('/api/authorizations', { auction_id: elsewhere, return_path: '/auction/y' })).json()).toEqual({
      authorization_exists: true,
    });
    expect((await t.as(member).post('/api/authorizations/check', { auction_id: GENERAL_AUTHORIZATION_AUCTION_ID })).json()).toMatchObject({
      has_authorization: true,
      status: 'active',
    });
    // One record, however many listings.
    expect(await t.database.db.$count(bidderAuthorizations, eq(bidderAuthorizations.userId, member.id))).toBe(1);
  });

  it('in force until the hold lapses; from then on each gated route refuses with the renewal text, and the views say when it lapsed', async () => {
    const member = await makeUser(t, 'Lapsing Member', { authorized: false });
    await authorize(member, await auction());
    const expiresAt = (await generalRecord(member)).expiresAt!;

    clock.set(new Date(expiresAt.getTime() - 1000));
    expect((await t.as(member).post('/api/bids', { auction_id: await auction(), amount: 10_100 })).statusCode).toBe(200);

    clock.set(expiresAt);
    const somewhere = await auction();
    expect((await t.as(member).post('/api/authorizations/check', { auction_id: somewhere })).json()).toEqual({
      has_authorization: false,
      status: 'lapsed',
      expires_at: expiresAt.toISOString(),
    });
    const view = (await t.as(member).get(`/api/auctions/${somewhere}/bidding`)).json();
    expect(view).toMatchObject({ hasAuthorization: false, authorization: { status: 'lapsed', expiresAt: expiresAt.toISOString() } });

    const writes = await gatedWrites(member);
    expect(Object.fromEntries(Object.entries(writes).map(([k, r]) => [k, [r.statusCode, r.json().code, r.json().error]]))).toEqual({
      bid: [403, 'AUTHORIZATION_REQUIRED', 'Your $250 authorization has expired. Please renew it to bid.'],
      proxy: [403, 'AUTHORIZATION_REQUIRED', 'Your $250 authorization has expired. Please renew it to bid.'],
      buyNow: [403, 'AUTHORIZATION_REQUIRED', 'Your $250 authorization has expired. Please renew it to use Buy It Now.'],
      offer: [403, 'AUTHORIZATION_REQUIRED', 'Your $250 authorization has expired. Please renew it to make an offer.'],
      message: [403, 'AUTHORIZATION_REQUIRED', 'Your $250 authorization has expired. Please renew it to message the seller.'],
    });
    // A refused write changed nothing.
    expect(await t.database.db.$count(paymentHolds, eq(paymentHolds.userId, member.id))).toBe(1);
  });

  it('renewing: a new checkout, then in force for 7 more days; the lapsed checkout verified again renews nothing', async () => {
    const member = await makeUser(t, 'Renewing Member', { authorized: false });
    const lapsedSession = await authorize(member, await auction());
    const lapsed = await generalRecord(member);
    clock.set(new Date(lapsed.expiresAt!.getTime() + DAY));

    expect((await t.as(member).post('/api/authorizations/verify', { session_id: lapsedSession })).json()).toMatchObject({
      success: false,
      error: 'Authorization payment verification failed',
    });
    const listing = await auction();
    const created = (await t.as(member).post('/api/authorizations', { auction_id: listing, return_path: '/auction/z' })).json();
    expect(created).toHaveProperty('checkout_url');
    // Until the new hold is verified, the record still names the saved payment method.
    expect(await generalRecord(member)).toMatchObject({ status: 'authorized', providerReference: lapsed.providerReference });
    expect((await t.as(member).post('/api/bids', { auction_id: listing, amount: 10_100 })).statusCode).toBe(403);

    await authorize(member, listing);
    const renewed = await generalRecord(member);
    expect(renewed.expiresAt).toEqual(new Date(clock.now().getTime() + 7 * DAY));
    expect(renewed.providerReference).not.toBe(lapsed.providerReference);
    expect((await t.as(member).post('/api/bids', { auction_id: listing, amount: 10_100 })).statusCode).toBe(200);
  });

  it('the sale still takes the buyer fee when the winner’s authorization lapsed before the close (sandbox ledger)', async () => {
    const member = await makeUser(t, 'Lapsed Winner', { authorized: false });
    const listing = await auction({ endTime: new Date(clock.now().getTime() + 9 * DAY) });
    await authorize(member, listing);
    expect((await t.as(member).post('/api/bids', { auction_id: listing, amount: 10_100 })).statusCode).toBe(200);
    clock.advance(10 * DAY);
    expect((await t.as(member).post('/api/authorizations/check', { auction_id: listing })).json()).toMatchObject({ status: 'lapsed' });
    expect(await closeAuction(t.deps, listing)).toBe(true);
    const holds = await t.database.db.select().from(paymentHolds).where(eq(paymentHolds.auctionId, listing));
    expect(holds.map((h) => [h.userId, h.status, h.amountCents])).toEqual([[member.id, 'captured', 25_300]]);
    expect(await auditAuction(t.database.db, listing)).toEqual([]);
  });

  it('a manual record without a hold (the demo bidders) never lapses', async () => {
    const demo = await makeUser(t, 'Manual Bidder');
    clock.advance(400 * DAY);
    expect((await t.as(demo).post('/api/authorizations/check', { auction_id: await auction() })).json()).toEqual({
      has_authorization: true,
      status: 'active',
      expires_at: null,
    });
  });
});
