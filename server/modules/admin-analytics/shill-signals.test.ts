import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auctionViews, bids, sessions } from '../../db/schema.ts';
import { fixedClock } from '../../platform/clock.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { admin, member, type SignedIn } from '../../test/admin.ts';
import { makeAuction } from '../../test/auction-fixtures.ts';
import type { ShillSignals } from '../../../domain/admin/admin-analytics.ts';

const NOW = new Date();
const DAY = 86_400_000;
const ago = (days: number) => new Date(NOW.getTime() - days * DAY);
const SELLER_UA = 'Mozilla/5.0 (X11; Linux x86_64) Seller Browser';
let t: TestApp;
let boss: SignedIn;
let seller: SignedIn;
let other: SignedIn;
let sameDevice: SignedIn;
let sameAddressByView: SignedIn;
let honest: SignedIn;
let loyal: SignedIn;
let mustang: string;

beforeAll(async () => {
  t = await createTestApp({ clock: fixedClock(NOW) });
  const db = t.database.db;
  boss = await admin(t, 'boss@example.com', 'Boss Admin');
  seller = await member(t, 'seller@example.com', 'Sally Seller');
  other = await member(t, 'other-seller@example.com', 'Otto Other');
  sameDevice = await member(t, 'twin@example.com', 'Tim Twin');
  sameAddressByView = await member(t, 'cousin@example.com', 'Cora Cousin');
  honest = await member(t, 'honest@example.com', 'Hank Honest');
  loyal = await member(t, 'loyal@example.com', 'Lola Loyal');
  // Every test sign-in comes from one address: give each account its own.
  const address = async (who: SignedIn, ip: string, ua: string) => db.update(sessions).set({ ipAddress: ip, userAgent: ua }).where(eq(sessions.userId, who.id));
  await address(seller, '203.0.113.5', SELLER_UA);
  await address(other, '203.0.113.80', 'Other Browser');
  await address(sameDevice, '203.0.113.5', SELLER_UA);
  await address(sameAddressByView, '198.51.100.9', 'Cousin Browser');
  await address(honest, '198.51.100.20', 'Honest Browser');
  await address(loyal, '198.51.100.30', 'Loyal Browser');
  mustang = await makeAuction(t, seller.id, { title: '1967 Ford Mustang', slug: 'ford-mustang' }, NOW);
  const camaro = await makeAuction(t, seller.id, { title: '1969 Chevrolet Camaro', slug: 'chevrolet-camaro' }, NOW);
  const beetle = await makeAuction(t, other.id, { title: '1965 Volkswagen Beetle', slug: 'vw-beetle' }, NOW);
  // The seller once viewed a listing from the cousin's address.
  await db.insert(auctionViews).values({ auctionId: beetle, userId: seller.id, visitor: `u:${seller.id}`, ipAddress: '198.51.100.9', createdAt: ago(3) });
  await db.insert(bids).values([
    { auctionId: mustang, bidderId: sameDevice.id, amount: 10_100, createdAt: ago(2) },
    { auctionId: camaro, bidderId: sameDevice.id, amount: 10_100, createdAt: ago(1) },
    { auctionId: beetle, bidderId: sameDevice.id, amount: 10_200, createdAt: ago(1.5) },
    { auctionId: mustang, bidderId: sameAddressByView.id, amount: 10_200, createdAt: ago(0.9) },
    { auctionId: mustang, bidderId: honest.id, amount: 10_300, createdAt: ago(1) },
    { auctionId: camaro, bidderId: honest.id, amount: 10_200, createdAt: ago(1) },
    { auctionId: beetle, bidderId: honest.id, amount: 10_300, createdAt: ago(1) },
    { auctionId: mustang, bidderId: loyal.id, amount: 10_400, createdAt: ago(0.5) },
    { auctionId: mustang, bidderId: loyal.id, amount: 10_500, createdAt: ago(0.4) },
    { auctionId: camaro, bidderId: loyal.id, amount: 10_300, createdAt: ago(0.3) },
  ]);
}, 240_000);
afterAll(async () => {
  await t.close();
});

describe('GET /api/admin/shill-signals', () => {
  it('lists bidders who used an address the seller also used, and not the others', async () => {
    const res = await t.as(boss).get('/api/admin/shill-signals');
    expect(res.statusCode).toBe(200);
    const s = res.json<ShillSignals>();
    expect(s.limit).toBe(100);
    const pairs = s.sharedAddress.map((p) => `${p.bidder.email} -> ${p.seller.email}`);
    expect(pairs).toEqual(['cousin@example.com -> seller@example.com', 'twin@example.com -> seller@example.com']);
    const [cousin, twin] = s.sharedAddress;
    expect(twin).toMatchObject({
      bidder: { id: sameDevice.id, name: 'Tim Twin' },
      seller: { id: seller.id, name: 'Sally Seller' },
      auctionCount: 2,
      sharedIps: ['203.0.113.5'],
      sharedUserAgent: true,
      lastBidAt: ago(1).toISOString(),
    });
    expect(twin!.auctions.map((a) => a.path)).toEqual(['/auction/chevrolet-camaro', '/auction/ford-mustang']);
    expect(cousin).toMatchObject({
      auctionCount: 1,
      sharedIps: ['198.51.100.9'],
      sharedUserAgent: false,
      auctions: [{ id: mustang, title: '1967 Ford Mustang', path: '/auction/ford-mustang' }],
    });
  });

  it('lists bidders whose bids all fall on one seller’s listings', async () => {
    const s = (await t.as(boss).get('/api/admin/shill-signals')).json<ShillSignals>();
    expect(s.oneSeller).toHaveLength(1);
    expect(s.oneSeller[0]).toMatchObject({
      bidder: { id: loyal.id, email: 'loyal@example.com' },
      seller: { id: seller.id, email: 'seller@example.com' },
      bidCount: 3,
      auctionCount: 2,
      lastBidAt: ago(0.3).toISOString(),
    });
  });

  it('refuses members and visitors', async () => {
    expect((await t.as(seller).get('/api/admin/shill-signals')).statusCode).toBe(403);
    expect((await t.anonymous.get('/api/admin/shill-signals')).statusCode).toBe(401);
  });
});
