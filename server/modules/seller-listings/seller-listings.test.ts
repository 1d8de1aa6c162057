import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { auctionPhotos, auctions, auctionViews, proxyBids, watchlist } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { fixedClock } from '../../platform/clock.ts';
import { makeAuction, makeUser, type TestUser } from '../../test/auction-fixtures.ts';
import { RENEWAL_MESSAGES } from '../../../domain/listings/renewal.ts';

const DAY = 86_400_000;
// 2026-11-23 12:00 UTC: tomorrow is the 24th in UTC.
const clock = fixedClock(new Date('2026-11-23T12:00:00Z'));
let t: TestApp;
let seller: TestUser;
let other: TestUser;
let bidder: TestUser;

beforeAll(async () => {
  t = await createTestApp({ clock });
  seller = await makeUser(t, 'Renewing Seller');
  other = await makeUser(t, 'Other Seller');
  bidder = await makeUser(t, 'Renewal Bidder');
});
afterAll(async () => {
  await t.close();
});

const ended = (over: Partial<typeof auctions.$inferInsert> = {}) =>
  makeAuction(
    t,
    seller.id,
    {
      title: '1973 BMW 3.0 CSL',
      slug: `bmw-csl-${Math.random().toString(36).slice(2, 10)}`,
      status: 'ended',
      reservePrice: 150_000,
      currentBid: 120_000,
      buyNowPrice: 190_000,
      startingPrice: 50_000,
      year: 1973,
      make: 'BMW',
      model: '3.0 CSL',
      vin: '2285001',
      location: 'Munich, Germany',
      description: 'Batmobile homologation special.',
      images: ['/media/a.webp', '/media/b.webp'],
      photoCategories: { '/media/b.webp': 'interior' },
      endTime: new Date(clock.now().getTime() - DAY),
      ...over,
    },
    clock.now(),
  );

const renewal = (over: Record<string, unknown> = {}) => ({
  duration_days: 7,
  reserve_enabled: true,
  reserve_price: 140_000,
  start_date: '2026-11-24',
  start_time: '10:00',
  time_zone: 'UTC',
  ...over,
});

const row = async (id: string) => (await t.database.db.select().from(auctions).where(eq(auctions.id, id)))[0]!;

describe('renewal (SPEC 4, 5, 8)', () => {
  it('needs a signed-in seller: the spec message for anonymous callers', async () => {
    const id = await ended();
    const res = await t.anonymous.post(`/api/auctions/${id}/renewal`, renewal());
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: 'You must be logged in to renew an auction' });
  });

  it("refuses another seller's listing (403) and changes nothing", async () => {
    const id = await ended();
    const res = await t.as(other).post(`/api/auctions/${id}/renewal`, renewal());
    expect(res.statusCode).toBe(403);
    expect(await t.database.db.select().from(auctions).where(eq(auctions.originalAuctionId, id))).toHaveLength(0);
  });

  it('refuses listings that are not ended under their reserve', async () => {
    for (const over of [
      { status: 'sold', winnerId: other.id },
      { status: 'active', endTime: new Date(clock.now().getTime() + DAY) },
      { reservePrice: 100_000 },
      { reservePrice: null },
    ]) {
      const id = await ended(over);
      const res = await t.as(seller).post(`/api/auctions/${id}/renewal`, renewal());
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ error: RENEWAL_MESSAGES.notRenewable });
    }
  });

  it('validates the start date and time with the spec texts and the durations', async () => {
    const id = await ended();
    const today = await t.as(seller).post(`/api/auctions/${id}/renewal`, renewal({ start_date: '2026-11-23' }));
    expect(today.statusCode).toBe(400);
    expect(today.json()).toMatchObject({ error: 'Auction start date must be at least tomorrow' });
    const early = await t.as(seller).post(`/api/auctions/${id}/renewal`, renewal({ start_time: '09:30' }));
    expect(early.json()).toMatchObject({ error: 'Auction start time must be 10:00 AM or later' });
    // In Auckland it is already the 24th: the 24th is not tomorrow there.
    const zoned = await t.as(seller).post(`/api/auctions/${id}/renewal`, renewal({ time_zone: 'Pacific/Auckland' }));
    expect(zoned.json()).toMatchObject({ error: 'Auction start date must be at least tomorrow' });
    const duration = await t.as(seller).post(`/api/auctions/${id}/renewal`, renewal({ duration_days: 9 }));
    expect(duration.json()).toMatchObject({ error: RENEWAL_MESSAGES.duration });
    expect(await t.database.db.select().from(auctions).where(eq(auctions.originalAuctionId, id))).toHaveLength(0);
  });

  it('creates the new listing: full field set, slug null, featured false, scheduled, awaiting approval, photos copied', async () => {
    const id = await ended();
    await t.database.db.insert(auctionPhotos).values([
      { auctionId: id, imageUrl: '/media/a.webp', sortOrder: 0 },
      { auctionId: id, imageUrl: '/media/c.webp', sortOrder: 1, category: 'interior' },
      { auctionId: id, imageUrl: '/media/d.mp4', sortOrder: 2, fileType: 'video' },
    ]);
    await t.database.db.insert(proxyBids).values({ auctionId: id, userId: bidder.id, maxBidAmount: 130_000 });
    const res = await t.as(seller).post(`/api/auctions/${id}/renewal`, renewal({ time_zone: 'America/New_York' }));
    expect(res.statusCode).toBe(201);
    const body = res.json() as { auction_id: string; message: string; checkout_url: string | null };
    expect(body).toMatchObject({ message: 'Renewal request submitted! A new auction has been created.', checkout_url: null });
    const n = await row(body.auction_id);
    const o = await row(id);
    expect(n).toMatchObject({
      slug: null,
      featured: false,
      status: 'scheduled',
      currentBid: 0,
      startingPrice: 0,
      bidCount: 0,
      originalAuctionId: id,
      renewalApprovedAt: null,
      title: o.title,
      vin: o.vin,
      location: o.location,
      description: o.description,
      make: 'BMW',
      reservePrice: 140_000,
      buyNowPrice: 190_000, // SPEC 5: defaults to the original's
      timezone: 'America/New_York',
      sellerId: seller.id,
    });
    expect(n.renewalRequestedAt?.getTime()).toBe(clock.now().getTime());
    // 10:00 in New York on the 24th, for 7 days.
    expect(n.startTime?.toISOString()).toBe('2026-11-24T15:00:00.000Z');
    expect(n.endTime?.toISOString()).toBe('2026-12-01T15:00:00.000Z');
    expect(o.status).toBe('ended');
    const photos = await t.database.db.select().from(auctionPhotos).where(eq(auctionPhotos.auctionId, n.id)).orderBy(asc(auctionPhotos.sortOrder));
    expect(photos.map((p) => [p.imageUrl, p.sortOrder, p.category, p.fileType])).toEqual([
      ['/media/a.webp', 0, 'exterior', 'image'],
      ['/media/b.webp', 1, 'interior', 'image'],
      ['/media/c.webp', 3, 'interior', 'image'],
      ['/media/d.mp4', 4, 'exterior', 'video'],
    ]);
    // The original's proxy bids are archived; its bids stay its history.
    expect(
      (
        await t.database.db
          .select()
          .from(proxyBids)
          .where(and(eq(proxyBids.auctionId, id), eq(proxyBids.isActive, true)))
      ).length,
    ).toBe(0);
    // Awaiting approval: it takes no bids.
    const early = await t.as(bidder).post('/api/bids', { auction_id: n.id, amount: 5000 });
    expect(early.statusCode).toBeGreaterThanOrEqual(400);
  });

  it('clears the reserve when the toggle is off and takes an explicit buy now', async () => {
    const id = await ended();
    const res = await t.as(seller).post(`/api/auctions/${id}/renewal`, renewal({ reserve_enabled: false, reserve_price: 99, buy_now_price: null }));
    const n = await row((res.json() as { auction_id: string }).auction_id);
    expect(n).toMatchObject({ reservePrice: null, buyNowPrice: null });
  });

  it('refuses a reserve or buy now over MAX_AMOUNT with a clear message and creates nothing', async () => {
    const id = await ended();
    for (const body of [renewal({ reserve_price: 500_000_001 }), renewal({ buy_now_price: 600_000_000 }), renewal({ buy_now_price: 2 ** 40 })]) {
      const res = await t.as(seller).post(`/api/auctions/${id}/renewal`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'Amounts cannot exceed $500,000,000.' });
    }
    expect(await t.database.db.select().from(auctions).where(eq(auctions.originalAuctionId, id))).toHaveLength(0);
  });

  it('blocks a second renewal with the spec message while the first awaits approval', async () => {
    const id = await ended();
    expect((await t.as(seller).post(`/api/auctions/${id}/renewal`, renewal())).statusCode).toBe(201);
    const again = await t.as(seller).post(`/api/auctions/${id}/renewal`, renewal());
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      error:
        'Cannot renew auction: You already have a pending renewal request or active renewed auction for this listing. Please wait for admin approval or for the current renewal to complete.',
    });
  });

  it('two renewal requests at once make one renewal', async () => {
    const id = await ended();
    const results = await Promise.all(Array.from({ length: 4 }, () => t.as(seller).post(`/api/auctions/${id}/renewal`, renewal())));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
    expect(await t.database.db.select().from(auctions).where(eq(auctions.originalAuctionId, id))).toHaveLength(1);
  });

  it('the database refuses a second open renewal even without the lock (backstop)', async () => {
    const id = await ended();
    await makeAuction(t, seller.id, { title: 'r1', status: 'scheduled', originalAuctionId: id, renewalRequestedAt: clock.now() }, clock.now());
    await expect(
      makeAuction(t, seller.id, { title: 'r2', status: 'scheduled', originalAuctionId: id, renewalRequestedAt: clock.now() }, clock.now()),
    ).rejects.toThrow();
  });

  it('with the featured option answers a checkout url and the spec message', async () => {
    const id = await ended();
    const res = await t.as(seller).post(`/api/auctions/${id}/renewal`, renewal({ featured: true }));
    expect(res.statusCode).toBe(201);
    const body = res.json() as { auction_id: string; message: string; checkout_url: string };
    expect(body.message).toBe('Renewal request submitted! Redirecting to payment for featured listing...');
    expect(body.checkout_url).toMatch(/^\/sandbox\/checkout\//);
    const page = await t.anonymous.get(body.checkout_url);
    expect(page.body).toContain('Featured listing');
    expect(page.body).toContain('Pay $25');
  });

  it('a failed featured payment deletes the new listing and says why (SPEC 8)', async () => {
    const id = await ended();
    const original = t.deps.payments.createCheckout;
    t.deps.payments.createCheckout = () => Promise.reject(new Error('card network down'));
    try {
      const res = await t.as(seller).post(`/api/auctions/${id}/renewal`, renewal({ featured: true }));
      expect(res.statusCode).toBe(502);
      expect(res.json()).toMatchObject({ error: 'Failed to process featured listing payment: Failed to create featured listing payment. Please try again.' });
      t.deps.payments.createCheckout = () => Promise.resolve({ sessionId: 'cs_x', url: '' });
      const noUrl = await t.as(seller).post(`/api/auctions/${id}/renewal`, renewal({ featured: true }));
      expect(noUrl.json()).toMatchObject({ error: 'Failed to process featured listing payment: No checkout URL received from payment processor.' });
    } finally {
      t.deps.payments.createCheckout = original;
    }
    expect(await t.database.db.select().from(auctions).where(eq(auctions.originalAuctionId, id))).toHaveLength(0);
    // Nothing left behind: a renewal can be asked for again.
    expect((await t.as(seller).post(`/api/auctions/${id}/renewal`, renewal())).statusCode).toBe(201);
  });

  it('a rejected renewal no longer blocks a new one', async () => {
    const id = await ended();
    await makeAuction(
      t,
      seller.id,
      { title: 'rejected', status: 'archived', originalAuctionId: id, renewalRequestedAt: clock.now(), rejectedAt: clock.now() },
      clock.now(),
    );
    expect((await t.as(seller).post(`/api/auctions/${id}/renewal`, renewal())).statusCode).toBe(201);
  });
});

describe('/my-auctions and withdrawal', () => {
  it('needs a signed-in user', async () => {
    expect((await t.anonymous.get('/api/my-auctions')).statusCode).toBe(401);
    expect((await t.anonymous.post('/api/my-auctions/00000000-0000-4000-8000-000000000001/withdraw')).statusCode).toBe(401);
  });

  it("lists only the seller's listings with groups, numbers and actions", async () => {
    const fresh = await makeUser(t, 'Fresh Seller');
    expect((await t.as(fresh).get('/api/my-auctions')).json()).toEqual({ listings: [] });
    const live = await makeAuction(t, fresh.id, { title: 'Live car', currentBid: 12_000, bidCount: 0 }, clock.now());
    const pendingId = await makeAuction(t, fresh.id, { title: 'Pending car', status: 'pending_approval' }, clock.now());
    const endedId = await makeAuction(t, fresh.id, { title: 'Ended car', status: 'ended', reservePrice: 50_000, currentBid: 10_000 }, clock.now());
    const sold = await makeAuction(t, fresh.id, { title: 'Sold car', status: 'sold', winnerId: other.id }, clock.now());
    const classified = await makeAuction(t, fresh.id, { title: 'Classified car', listingType: 'classified', endTime: null }, clock.now());
    await makeAuction(t, other.id, { title: 'Not mine' }, clock.now());
    await t.database.db.insert(watchlist).values([
      { userId: bidder.id, auctionId: live },
      { userId: other.id, auctionId: live },
    ]);
    await t.database.db.insert(auctionViews).values([
      { auctionId: live, ipAddress: '10.0.0.1' },
      { auctionId: live, ipAddress: '10.0.0.2' },
      { auctionId: live, ipAddress: '10.0.0.3' },
    ]);
    const res = await t.as(fresh).get('/api/my-auctions');
    const listings = (
      res.json() as {
        listings: {
          id: string;
          title: string;
          group: string;
          watchers: number;
          views: number;
          current_bid: number;
          can_withdraw: boolean;
          can_renew: boolean;
        }[];
      }
    ).listings;
    expect(listings.map((l) => l.title).sort()).toEqual(['Classified car', 'Ended car', 'Live car', 'Pending car', 'Sold car']);
    const by = (id: string) => listings.find((l) => l.id === id)!;
    expect(by(live)).toMatchObject({ group: 'live', watchers: 2, views: 3, current_bid: 12_000, can_withdraw: false, can_renew: false });
    expect(by(pendingId)).toMatchObject({ group: 'awaiting_approval', can_withdraw: true });
    expect(by(endedId)).toMatchObject({ group: 'ended', can_renew: true });
    expect(by(sold)).toMatchObject({ group: 'sold' });
    expect(by(classified)).toMatchObject({ group: 'classifieds' });
  });

  it('lists a cancelled or archived listing as closed, saying why it cannot be renewed (issue 25 item 14)', async () => {
    const fresh = await makeUser(t, 'Archiving Seller');
    const missed = { status: 'archived', reservePrice: 50_000, currentBid: 10_000, endTime: new Date(clock.now().getTime() - DAY) } as const;
    const archived = await makeAuction(t, fresh.id, { title: 'Archived car', ...missed }, clock.now());
    const cancelled = await makeAuction(
      t,
      fresh.id,
      { title: 'Cancelled car', ...missed, cancelledAt: clock.now(), cancellationReason: 'The VIN does not match the title.' },
      clock.now(),
    );
    const withdrawn = await makeAuction(t, fresh.id, { title: 'Withdrawn car', ...missed, withdrawnAt: clock.now() }, clock.now());
    const classified = await makeAuction(
      t,
      fresh.id,
      { title: 'Archived classified', listingType: 'classified', status: 'archived', endTime: null },
      clock.now(),
    );
    const listings = (
      (await t.as(fresh).get('/api/my-auctions')).json() as { listings: { id: string; group: string; can_renew: boolean; renew_blocked: string | null }[] }
    ).listings;
    const by = (id: string) => listings.find((l) => l.id === id)!;
    expect(by(archived)).toMatchObject({
      group: 'closed',
      can_renew: false,
      renew_blocked: 'Archived: buyers no longer see this listing, so it cannot be renewed.',
    });
    expect(by(cancelled)).toMatchObject({
      group: 'closed',
      can_renew: false,
      renew_blocked: 'Cancelled by our team, so it cannot be renewed. Reason: The VIN does not match the title.',
    });
    expect(by(withdrawn)).toMatchObject({ group: 'closed', can_renew: false, renew_blocked: null });
    expect(by(classified)).toMatchObject({ group: 'closed', can_renew: false });
    expect(listings.filter((l) => l.group === 'ended')).toEqual([]);
  });

  it('shows an ended auction with a renewal as renewed, not renewable', async () => {
    const id = await ended();
    const created = await t.as(seller).post(`/api/auctions/${id}/renewal`, renewal());
    const listings = (
      (await t.as(seller).get('/api/my-auctions')).json() as { listings: { id: string; group: string; can_renew: boolean; renewal: unknown }[] }
    ).listings;
    expect(listings.find((l) => l.id === id)).toMatchObject({
      can_renew: false,
      renewal: { id: (created.json() as { auction_id: string }).auction_id, awaiting: true },
    });
    expect(listings.find((l) => l.id === (created.json() as { auction_id: string }).auction_id)).toMatchObject({ group: 'awaiting_approval' });
  });

  it('withdraws before approval, owner only; not after approval', async () => {
    const id = await makeAuction(t, seller.id, { title: 'To withdraw', status: 'pending_approval' }, clock.now());
    const denied = await t.as(other).post(`/api/my-auctions/${id}/withdraw`);
    expect(denied.statusCode).toBe(403);
    expect((await row(id)).status).toBe('pending_approval');
    const ok = await t.as(seller).post(`/api/my-auctions/${id}/withdraw`);
    expect(ok.statusCode).toBe(200);
    const r = await row(id);
    expect(r.status).toBe('archived');
    expect(r.withdrawnAt).not.toBeNull();
    const active = await makeAuction(t, seller.id, { title: 'Too late' }, clock.now());
    const late = await t.as(seller).post(`/api/my-auctions/${active}/withdraw`);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ error: 'Only a listing awaiting approval can be withdrawn.' });
  });
});

describe("the 'Your Listing' numbers (SPEC 6)", () => {
  it('answers the seller the bids, watchers and views of one listing; nobody else', async () => {
    const owner = await makeUser(t, 'Stats Seller');
    const id = await makeAuction(t, owner.id, { title: 'Counted car', bidCount: 4, currentBid: 20_000 }, clock.now());
    await t.database.db.insert(watchlist).values([{ userId: bidder.id, auctionId: id }]);
    await t.database.db.insert(auctionViews).values([
      { auctionId: id, ipAddress: '10.0.1.1' },
      { auctionId: id, ipAddress: '10.0.1.2' },
    ]);
    const res = await t.as(owner).get(`/api/my-auctions/${id}/stats`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ bid_count: 4, watchers: 1, views: 2 });

    expect((await t.anonymous.get(`/api/my-auctions/${id}/stats`)).statusCode).toBe(401);
    const denied = await t.as(bidder).get(`/api/my-auctions/${id}/stats`);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ error: "Only the seller can see this listing's numbers.", code: 'FORBIDDEN' });
    expect((await t.as(owner).get('/api/my-auctions/00000000-0000-4000-8000-000000000001/stats')).statusCode).toBe(404);
    expect((await t.as(owner).get('/api/my-auctions/not-a-uuid/stats')).statusCode).toBe(400);
  });

  it('a classified has no bids to count', async () => {
    const owner = await makeUser(t, 'Classified Stats Seller');
    const id = await makeAuction(t, owner.id, { title: 'Classified counted', listingType: 'classified', bidCount: 0, endTime: null }, clock.now());
    expect((await t.as(owner).get(`/api/my-auctions/${id}/stats`)).json()).toEqual({ bid_count: 0, watchers: 0, views: 0 });
  });
});
