import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { admin, type SignedIn } from '../../test/admin.ts';
import { bid, buyNowRequest, makeAuction, makeUser, proxyBid, setAuctionSetting, type TestUser } from '../../test/auction-fixtures.ts';
import { adminAuditLog, profiles } from '../../db/schema.ts';

// The operator may require a verified identity to sell, or to bid, offer or buy above an
// amount (/admin/settings, both off by default). Enforced on the server, with a text the member can act on.

const SELL_TEXT = 'Only verified members can sell. Verify your identity in your profile (/profile), then submit your listing.';
const BID_TEXT = 'Only verified members can bid, offer or buy above $20,000. Verify your identity in your profile (/profile).';

let t: TestApp;
let boss: SignedIn;
let seller: TestUser;
let plain: TestUser;
let verified: TestUser;

const setVerification = (value: unknown) => t.as(boss).put('/api/admin/settings/verification', { value });
const newDraft = async (u: TestUser) => (await t.as(u).post('/api/listing-drafts', { data: {} })).json<{ id: string }>().id;
const submit = (u: TestUser, draft: string) => t.as(u).post(`/api/listing-drafts/${draft}/submit`);
const offer = (u: TestUser, auctionId: string, amount: number) => t.as(u).post('/api/offers', { auction_id: auctionId, amount, message: '' });

beforeAll(async () => {
  t = await createTestApp();
  // Bids far above the current one are allowed here, so each amount tests only the verification rule.
  await setAuctionSetting(t, { minBidIncrement: 100, maxBidIncrement: 10_000_000 });
  boss = await admin(t, 'boss@example.com', 'Boss');
  seller = await makeUser(t, 'Sally Seller');
  plain = await makeUser(t, 'Pat Plain');
  verified = await makeUser(t, 'Vera Verified');
  await t.database.db.update(profiles).set({ isVerified: true }).where(eq(profiles.userId, verified.id));
}, 240_000);
afterAll(async () => {
  await t.close();
});

describe('verification required by the operator', () => {
  it('is off by default: an unverified member submits and bids any amount', async () => {
    expect((await submit(plain, await newDraft(plain))).json().code).toBe('LISTING_INCOMPLETE');
    const auction = await makeAuction(t, seller.id, { buyNowPrice: 90_000 });
    expect((await bid(t, plain, auction, 50_000)).statusCode).toBe(200);
  });

  it('validates the setting and audits it', async () => {
    const bad = await setVerification({ requiredToSell: true, bidAbove: 12.5 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('The amount must be a whole number of dollars.');
    const ok = await setVerification({ requiredToSell: true, bidAbove: 20_000 });
    expect(ok.statusCode).toBe(200);
    const [audit] = await t.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, 'verification'));
    expect(audit).toMatchObject({ action: 'setting.update', after: { requiredToSell: true, bidAbove: 20_000 } });
  });

  it('refuses an unverified seller’s listing with a text linking to /profile; a verified one goes on', async () => {
    const refused = await submit(plain, await newDraft(plain));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: SELL_TEXT, code: 'VERIFICATION_REQUIRED' });
    expect((await submit(verified, await newDraft(verified))).json().code).toBe('LISTING_INCOMPLETE');
  });

  it('refuses an unverified member’s bid, proxy maximum, purchase and offer above the amount, and nothing changes', async () => {
    const auction = await makeAuction(t, seller.id, { buyNowPrice: 90_000 });
    expect((await bid(t, plain, auction, 15_000)).statusCode).toBe(200);
    for (const res of [await bid(t, plain, auction, 25_000), await proxyBid(t, plain, auction, 30_000), await buyNowRequest(t, plain, auction)]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ success: false, error: BID_TEXT, code: 'VERIFICATION_REQUIRED' });
    }
    const state = (await t.anonymous.get(`/api/auctions/${auction}/bidding`)).json();
    expect(state).toMatchObject({ currentBid: 15_000, bidCount: 1 });

    const classified = await makeAuction(t, seller.id, { listingType: 'classified', allowOffers: true, buyNowPrice: 40_000 });
    const refusedOffer = await offer(plain, classified, 25_000);
    expect(refusedOffer.statusCode).toBe(403);
    expect(refusedOffer.json()).toMatchObject({ error: BID_TEXT, code: 'VERIFICATION_REQUIRED' });
    expect((await offer(plain, classified, 19_000)).statusCode).toBe(200);

    // A verified member is not limited.
    expect((await bid(t, verified, auction, 25_000)).statusCode).toBe(200);
    expect((await proxyBid(t, verified, auction, 40_000)).statusCode).toBe(200);
    expect((await offer(verified, classified, 30_000)).statusCode).toBe(200);
    expect((await buyNowRequest(t, verified, auction)).statusCode).toBe(200);
  });

  it('turned off again, nobody is refused', async () => {
    expect((await setVerification({ requiredToSell: false, bidAbove: null })).statusCode).toBe(200);
    expect((await submit(plain, await newDraft(plain))).json().code).toBe('LISTING_INCOMPLETE');
    const auction = await makeAuction(t, seller.id);
    expect((await bid(t, plain, auction, 60_000)).statusCode).toBe(200);
  });
});
