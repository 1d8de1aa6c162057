import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auctions, featuredListingPayments, membershipSubscriptions } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { admin, type SignedIn } from '../../test/admin.ts';
import { makeAuction, makeUser, type TestUser } from '../../test/auction-fixtures.ts';

/** Decision 018: a membership's featured credit pays the featured fee, with no checkout. */
let t: TestApp;
let boss: SignedIn;
let member: TestUser;
let plain: TestUser;

const creditsLeft = async (user: TestUser) => (await t.as(user).get('/api/membership')).json().membership?.featuredCreditsLeft;
const pending = (seller: TestUser, title: string) => makeAuction(t, seller.id, { title, status: 'pending_approval' });
const paymentsOf = (auctionId: string) => t.database.db.select().from(featuredListingPayments).where(eq(featuredListingPayments.auctionId, auctionId));

/** Any provider call fails the test: a credit never reaches the payment provider. */
async function withoutProvider<T>(run: () => Promise<T>): Promise<T> {
  const p = t.deps.payments;
  const saved = { createCheckout: p.createCheckout, captureHold: p.captureHold, releaseHold: p.releaseHold, verifyCheckout: p.verifyCheckout };
  const boom = () => Promise.reject(new Error('the provider must not be called for a credit'));
  Object.assign(p, { createCheckout: boom, captureHold: boom, releaseHold: boom, verifyCheckout: boom });
  try {
    return await run();
  } finally {
    Object.assign(p, saved);
  }
}

beforeAll(async () => {
  t = await createTestApp();
  boss = await admin(t, 'credit-boss@example.com', 'Credit Boss');
  member = await makeUser(t, 'Credit Member', { authorized: false });
  plain = await makeUser(t, 'Plain Seller', { authorized: false });
  const plan = (await t.as(boss).post('/api/admin/membership-plans', { name: 'Starter', monthlyPrice: 0, listingsIncluded: 5, featuredCredits: 1 })).json<{
    id: string;
  }>();
  const sub = await t.as(member).post('/api/membership/subscribe', { planId: plan.id });
  expect(sub.statusCode, sub.body).toBe(200);
}, 240_000);
afterAll(async () => {
  await t.close();
});

describe('featured credits (decision 018)', () => {
  it('a member with a credit gets the listing featured without a checkout; the credit is used', async () => {
    expect(await creditsLeft(member)).toBe(1);
    const id = await pending(member, '1990 Mazda Miata');
    const res = await withoutProvider(() => t.as(member).post('/api/featured-listing-checkout', { auction_id: id }));
    expect(res.statusCode, res.body).toBe(200);
    const [p] = await paymentsOf(id);
    expect(p).toMatchObject({ status: 'held', provider: 'membership_credit', amountCents: 2500 });
    expect(res.json()).toEqual({ url: `/seller-success?featured_success=true&session_id=${p!.checkoutSessionId}` });
    expect(await creditsLeft(member)).toBe(0);
    // The return page confirms it without the provider.
    const back = await withoutProvider(() => t.as(member).post('/api/featured-listing-checkout/verify', { session_id: p!.checkoutSessionId }));
    expect(back.json()).toEqual({ status: 'held', auction_id: id, title: '1990 Mazda Miata' });
    // Approval features it, with nothing to capture at the provider.
    const ok = await withoutProvider(() => t.as(boss).post(`/api/admin/approvals/${id}/approve`));
    expect(ok.json()).toMatchObject({ featured: true });
    expect((await paymentsOf(id))[0]!.status).toBe('captured');
    expect((await t.database.db.select().from(auctions).where(eq(auctions.id, id)))[0]!.featured).toBe(true);
    expect(await creditsLeft(member)).toBe(0);
  });

  it('with no credit left the member goes to the checkout as before', async () => {
    const id = await pending(member, '1993 Toyota Supra');
    const res = await t.as(member).post('/api/featured-listing-checkout', { auction_id: id });
    expect(res.statusCode).toBe(200);
    expect(res.json().url).toMatch(/^\/sandbox\/checkout\/cs_sandbox_/);
    expect((await paymentsOf(id))[0]).toMatchObject({ status: 'pending', provider: 'sandbox' });
  });

  it('a rejected listing gives the credit back', async () => {
    // Give the member their credit back by hand to start from one left.
    await t.database.db.update(membershipSubscriptions).set({ featuredCreditsUsed: 0 }).where(eq(membershipSubscriptions.userId, member.id));
    const id = await pending(member, '1985 Porsche 911');
    await withoutProvider(() => t.as(member).post('/api/featured-listing-checkout', { auction_id: id }));
    expect(await creditsLeft(member)).toBe(0);
    const no = await withoutProvider(() => t.as(boss).post(`/api/admin/approvals/${id}/reject`, { reason: 'Photos are blurry.' }));
    expect(no.statusCode, no.body).toBe(200);
    expect((await paymentsOf(id))[0]!.status).toBe('released');
    expect(await creditsLeft(member)).toBe(1);
  });

  it('two requests at once cannot both take the last credit', async () => {
    expect(await creditsLeft(member)).toBe(1);
    const a = await pending(member, 'Race A');
    const b = await pending(member, 'Race B');
    const [ra, rb] = await Promise.all([
      t.as(member).post('/api/featured-listing-checkout', { auction_id: a }),
      t.as(member).post('/api/featured-listing-checkout', { auction_id: b }),
    ]);
    expect([ra.statusCode, rb.statusCode]).toEqual([200, 200]);
    const providers = [(await paymentsOf(a))[0]!.provider, (await paymentsOf(b))[0]!.provider].sort();
    expect(providers).toEqual(['membership_credit', 'sandbox']);
    expect(await creditsLeft(member)).toBe(0);
  });

  it('a seller without a plan goes to the checkout as before', async () => {
    const id = await pending(plain, '1970 Dodge Challenger');
    const res = await t.as(plain).post('/api/featured-listing-checkout', { auction_id: id });
    expect(res.statusCode).toBe(200);
    expect(res.json().url).toMatch(/^\/sandbox\/checkout\/cs_sandbox_/);
    expect((await paymentsOf(id))[0]).toMatchObject({ status: 'pending', provider: 'sandbox' });
  });
});
