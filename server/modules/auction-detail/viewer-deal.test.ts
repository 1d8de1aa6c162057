import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { buyNowRequest, makeAuction, makeUser, type TestUser } from '../../test/auction-fixtures.ts';
import type { AuctionDetail } from '../../../domain/listings/auction-detail.ts';

// The concluded listing tells its buyer and its seller (and nobody else) about their deal:
// its id (for the link), the total the buyer pays and the payment deadline (3 days after the sale).

const NOW = new Date('2031-06-01T12:00:00Z');
const HOUR = 3_600_000;
const DUE = new Date(NOW.getTime() + 72 * HOUR).toISOString();
const clock = fixedClock(NOW);
let t: TestApp;
let seller: TestUser;
let buyer: TestUser;
let other: TestUser;

beforeAll(async () => {
  t = await createTestApp({ clock });
  [seller, buyer, other] = await Promise.all([makeUser(t, 'Deal Seller'), makeUser(t, 'Deal Buyer'), makeUser(t, 'Deal Other')]);
}, 120_000);
afterAll(async () => t.close());

async function viewerOf(id: string, u?: TestUser): Promise<AuctionDetail['viewer']> {
  const res = await t.as(u).get(`/api/auction-detail/${id}`);
  expect(res.statusCode).toBe(200);
  return (res.json() as { auction: AuctionDetail }).auction.viewer;
}

async function expectDealShownToParties(id: string, price: number) {
  const fee = Math.round(price * 2.5);
  const forBuyer = (await viewerOf(id, buyer)).deal;
  expect(forBuyer).toMatchObject({ role: 'buyer', state: 'awaiting_payment', price, buyerFeeCents: fee, totalCents: price * 100 + fee, paymentDueAt: DUE });
  expect(forBuyer!.id).toMatch(/^[0-9a-f-]{36}$/);
  expect((await viewerOf(id, seller)).deal).toMatchObject({ id: forBuyer!.id, role: 'seller', totalCents: price * 100 + fee, paymentDueAt: DUE });
  expect((await viewerOf(id, other)).deal ?? null).toBeNull();
  expect((await viewerOf(id)).deal ?? null).toBeNull();
}

describe("the viewer's deal on the auction detail (issue 39 item 3)", () => {
  it('after buy now: the buyer and the seller get its id, total and deadline; nobody else', async () => {
    clock.set(NOW);
    const id = await makeAuction(t, seller.id, { buyNowPrice: 23_400 }, NOW);
    expect((await viewerOf(id, buyer)).deal ?? null).toBeNull();
    expect((await buyNowRequest(t, buyer, id)).statusCode).toBe(200);
    await expectDealShownToParties(id, 23_400);
  });

  it('after an accepted offer: the same', async () => {
    clock.set(NOW);
    const id = await makeAuction(t, seller.id, { allowOffers: true, endTime: new Date(NOW.getTime() + 48 * HOUR) }, NOW);
    const offer = await t.as(buyer).post('/api/offers', { auction_id: id, amount: 25_000 });
    expect(offer.statusCode).toBe(200);
    const accepted = await t.as(seller).post(`/api/offers/${offer.json().offer.id}/accept`);
    expect(accepted.statusCode).toBe(200);
    await expectDealShownToParties(id, 25_000);
  });
});
