import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auctions, bidderAuthorizations, featuredListingPayments, siteSettings } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { makeAuction, makeUser, type TestUser } from '../../test/auction-fixtures.ts';

let t: TestApp;
let seller: TestUser;
let other: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  seller = await makeUser(t, 'Featured Seller', { authorized: false });
  other = await makeUser(t, 'Featured Other');
});
afterAll(async () => {
  await t.close();
});

const pending = (title = '1991 Acura NSX') => makeAuction(t, seller.id, { title, status: 'pending_approval' });
const form = { 'content-type': 'application/x-www-form-urlencoded' };

describe('create-featured-listing-checkout (SPEC 7)', () => {
  it('is for the signed-in owner of a listing awaiting approval', async () => {
    const id = await pending();
    expect((await t.anonymous.post('/api/featured-listing-checkout', { auction_id: id })).statusCode).toBe(401);
    const denied = await t.as(other).post('/api/featured-listing-checkout', { auction_id: id });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ error: 'Only the seller can feature this listing.' });
    expect((await t.as(seller).post('/api/featured-listing-checkout', { auction_id: '00000000-0000-4000-8000-000000000009' })).statusCode).toBe(404);
    expect((await t.as(seller).post('/api/featured-listing-checkout', { auction_id: 'nope' })).statusCode).toBe(400);
    const live = await makeAuction(t, seller.id, { title: 'Live' });
    const late = await t.as(seller).post('/api/featured-listing-checkout', { auction_id: live });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ error: 'A listing can be featured only while it awaits approval.' });
  });

  it('charges featured_listing_fee in cents, 2500 when missing', async () => {
    const fee = await t.anonymous.get('/api/featured-listing-fee');
    expect(fee.json()).toEqual({ amount_cents: 2500 });
    const a = await t.as(seller).post('/api/featured-listing-checkout', { auction_id: await pending() });
    const page = await t.anonymous.get((a.json() as { url: string }).url);
    expect(page.body).toContain('Pay $25');
    await t.database.db.insert(siteSettings).values({ key: 'featured_listing_fee', value: 4900 });
    const b = await t.as(seller).post('/api/featured-listing-checkout', { auction_id: await pending() });
    expect((await t.anonymous.get((b.json() as { url: string }).url)).body).toContain('Pay $49');
    await t.database.db.delete(siteSettings).where(eq(siteSettings.key, 'featured_listing_fee'));
  });

  it('paid: back to /seller-success, the fee is held (not yet featured), and it is not a bidder authorization', async () => {
    const id = await pending('1995 Ferrari F50');
    const { url } = (await t.as(seller).post('/api/featured-listing-checkout', { auction_id: id })).json() as { url: string };
    const sessionId = url.split('/').pop()!;
    const pay = await t.app.inject({ method: 'POST', url: `${url}/authorize`, headers: form, payload: '' });
    expect(pay.headers.location).toBe(`/seller-success?featured_success=true&session_id=${sessionId}`);
    // Someone else cannot claim it.
    expect((await t.as(other).post('/api/featured-listing-checkout/verify', { session_id: sessionId })).json()).toMatchObject({ status: 'failed' });
    expect((await t.as(seller).post('/api/featured-listing-checkout/verify', { session_id: sessionId })).json()).toEqual({
      status: 'held',
      auction_id: id,
      title: '1995 Ferrari F50',
    });
    const [p] = await t.database.db.select().from(featuredListingPayments).where(eq(featuredListingPayments.auctionId, id));
    expect(p).toMatchObject({ status: 'held', amountCents: 2500 });
    expect((await t.database.db.select().from(auctions).where(eq(auctions.id, id)))[0]!.featured).toBe(false);
    // The $25 checkout never counts as the $250 bidder authorization.
    const auth = await t.as(seller).post('/api/authorizations/verify', { session_id: sessionId });
    expect(auth.statusCode).toBe(400);
    expect(await t.database.db.select().from(bidderAuthorizations).where(eq(bidderAuthorizations.userId, seller.id))).toHaveLength(0);
    // Paying twice is refused.
    const twice = await t.as(seller).post('/api/featured-listing-checkout', { auction_id: id });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ error: 'This listing is already featured.' });
  });

  it('cancelled: back to /seller-success, the listing stays unfeatured and can try again', async () => {
    const id = await pending('1962 Jaguar E-Type');
    const { url } = (await t.as(seller).post('/api/featured-listing-checkout', { auction_id: id })).json() as { url: string };
    const back = await t.app.inject({ method: 'POST', url: `${url}/cancel`, headers: form, payload: '' });
    const location = new URL(back.headers.location as string, 'http://x');
    expect(location.pathname).toBe('/seller-success');
    expect(location.searchParams.get('featured_cancelled')).toBe('true');
    const paymentId = location.searchParams.get('payment_id')!;
    expect((await t.as(other).post('/api/featured-listing-checkout/cancel', { payment_id: paymentId })).json()).toMatchObject({ status: 'failed' });
    expect((await t.as(seller).post('/api/featured-listing-checkout/cancel', { payment_id: paymentId })).json()).toEqual({
      status: 'cancelled',
      auction_id: id,
      title: '1962 Jaguar E-Type',
    });
    expect((await t.database.db.select().from(featuredListingPayments).where(eq(featuredListingPayments.auctionId, id)))[0]!.status).toBe('cancelled');
    expect((await t.as(seller).post('/api/featured-listing-checkout', { auction_id: id })).statusCode).toBe(200);
  });

  it('a provider failure answers the spec message', async () => {
    const original = t.deps.payments.createCheckout;
    t.deps.payments.createCheckout = () => Promise.reject(new Error('down'));
    try {
      const res = await t.as(seller).post('/api/featured-listing-checkout', { auction_id: await pending() });
      expect(res.statusCode).toBe(502);
      expect(res.json()).toMatchObject({ error: 'Failed to create featured listing payment. Please try again.' });
    } finally {
      t.deps.payments.createCheckout = original;
    }
  });
});
