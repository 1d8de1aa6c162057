import { createDealInSale } from '../deals/create-deal.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, sql } from 'drizzle-orm';
import { auctionViews, auctions, bids, categories, users } from '../../db/schema.ts';
import { seedDemoData } from '../../seed/seed-demo-data.ts';
import { createTestApp, signUpConfirmed, type TestApp } from '../../test/test-app.ts';
import { detailsByKeysQuery } from './lookup.ts';
import type { AuctionDetail } from '../../../domain/listings/auction-detail.ts';

let t: TestApp;
let porsche: typeof auctions.$inferSelect;
let bidderCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.database.db, new Date());
  [porsche] = (await t.database.db.select().from(auctions).where(eq(auctions.slug, '1973-porsche-911-carrera-rs-2-7-touring'))) as [
    typeof auctions.$inferSelect,
  ];
  bidderCookie = await signUpConfirmed(t, 'viewer@example.com', 'Vera Viewer');
});
afterAll(async () => {
  await t.close();
});

async function detail(key: string, cookie?: string): Promise<AuctionDetail | null> {
  const res = await t.as(cookie).get(`/api/auction-detail/${encodeURIComponent(key)}`);
  expect(res.statusCode).toBe(200);
  return (res.json() as { auction: AuctionDetail | null }).auction;
}

async function userId(email: string): Promise<string> {
  const [u] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return u!.id;
}

async function insertAuction(values: Partial<typeof auctions.$inferInsert> & { sellerId: string }): Promise<string> {
  const [row] = await t.database.db
    .insert(auctions)
    .values({ title: 'Test listing', category: 'cars', ...values })
    .returning({ id: auctions.id });
  // A sold listing has its deal, as every sale does (the check test-database.ts runs on close).
  if (values.status === 'sold')
    await t.database.db.transaction((tx) =>
      createDealInSale(tx, {
        auctionId: row!.id,
        lineageId: row!.id,
        buyerId: values.winnerId!,
        sellerId: values.sellerId,
        saleKind: 'auction',
        price: 10_000,
        now: new Date(),
      }),
    );
  return row!.id;
}

describe('addressing (SPEC 2)', () => {
  it('finds a listing by slug with the detail payload', async () => {
    const a = await detail(porsche.slug!);
    expect(a).toMatchObject({ id: porsche.id, title: porsche.title, listingType: 'auction', status: 'active', featured: true });
    expect(a!.photos.length).toBeGreaterThan(4);
    expect(a!.photos[0]).toMatchObject({ category: 'exterior', fileType: 'image' });
    expect(a!.bids).toHaveLength(10);
    expect(a!.bidCount).toBe(30);
    expect(a!.bids[0]!.amount).toBe(a!.currentBid);
    expect(a!.seller.displayName).toBe('Maria Alvarez');
    expect(a!.viewer).toEqual({ signedIn: false, isOwner: false, isAdmin: false, watching: false, isHighestBidder: false, deal: null });
    expect(a).not.toHaveProperty('reservePrice');
    expect(a!.hasReserve).toBe(true);
  });

  it('then tries a plain id, then a trailing id fragment of 8+ characters', async () => {
    expect((await detail(porsche.id))?.id).toBe(porsche.id);
    expect((await detail(porsche.id.toUpperCase()))?.id).toBe(porsche.id);
    expect((await detail(`1973-porsche-911-${porsche.id.slice(0, 8)}`))?.id).toBe(porsche.id);
    expect((await detail(porsche.id.slice(0, 8)))?.id).toBe(porsche.id);
    expect(await detail(`porsche-${porsche.id.slice(0, 7)}`)).toBeNull();
    expect(await detail('no-such-listing')).toBeNull();
  });

  it('matches a fragment against the start of a slug too', async () => {
    const seller = await userId('seller@example.com');
    const id = await insertAuction({ sellerId: seller, slug: 'cafebabe-special-edition' });
    expect((await detail('anything-cafebabe'))?.id).toBe(id);
  });

  it('prefers a slug over an id', async () => {
    const seller = await userId('seller@example.com');
    const target = await insertAuction({ sellerId: seller, slug: 'target-listing' });
    const impostor = await insertAuction({ sellerId: seller, slug: target });
    expect((await detail(target))?.id).toBe(impostor);
  });

  it('finds a listing without a slug through its built path', async () => {
    const seller = await userId('seller@example.com');
    const id = await insertAuction({ sellerId: seller, slug: null, year: 1990, make: 'Mazda', model: 'MX-5', trim: 'Miata' });
    expect((await detail(`1990-mazda-mx5-miata-${id.slice(0, 8)}`))?.id).toBe(id);
  });

  it('answers concurrent lookups of every kind, each with its own listing (one batched statement)', async () => {
    const [other] = await t.database.db.select().from(auctions).where(eq(auctions.slug, '1969-chevrolet-camaro-z-28'));
    const keys = [porsche.slug!, other!.id, `x-${porsche.id.slice(0, 8)}`, 'no-such-listing', other!.slug!, porsche.slug!];
    const found = await Promise.all(keys.map((k) => detail(k)));
    expect(found.map((a) => a?.id ?? null)).toEqual([porsche.id, other!.id, porsche.id, null, other!.id, porsche.id]);
    expect(found[1]!.seller.id).toBe(other!.sellerId);
    expect(found[0]!.bids[0]!.amount).toBe(porsche.currentBid);
  });

  it('uses the prefix indexes for a fragment instead of scanning, in the plan the server reuses (PostgreSQL)', async () => {
    if (t.database.kind !== 'postgres') return;
    const { sql: statement } = detailsByKeysQuery(t.database.db).toSQL();
    // The generic plan is the one a prepared statement settles on; a table this small is cheaper to
    // scan, so forbid that to see which index the planner reaches for.
    const plan = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql.raw('set local enable_seqscan = off'));
      await tx.execute(sql.raw('set local plan_cache_mode = force_generic_plan'));
      await tx.execute(sql.raw(`prepare detail_plan_check as ${statement}`));
      try {
        return await tx.execute(sql.raw(`explain execute detail_plan_check('{x-cafebabe}', '{NULL}', '{cafebabe}')`));
      } finally {
        await tx.execute(sql.raw('deallocate detail_plan_check'));
      }
    });
    const text = JSON.stringify(plan);
    expect(text).toMatch(/auctions_id_prefix_idx/);
    expect(text).toMatch(/auctions_slug_prefix_idx/);
  });
});

describe('detail payload', () => {
  it('says whether the viewer watches it, owns it and is an admin', async () => {
    const maria = await t.anonymous.post('/api/auth/sign-in/email', { email: 'maria.alvarez@example.com', password: 'Password123!' });
    const cookie = (maria.headers['set-cookie'] as string[]).map((c) => c.split(';')[0]).join('; ');
    expect((await detail(porsche.slug!, cookie))!.viewer).toMatchObject({ signedIn: true, isOwner: true });
    expect((await detail(porsche.slug!, bidderCookie))!.viewer).toMatchObject({ signedIn: true, isOwner: false, watching: false });
    await t.as(bidderCookie).put(`/api/watchlist/${porsche.id}`);
    expect((await detail(porsche.slug!, bidderCookie))!.viewer.watching).toBe(true);
  });

  it("shows a classified seller's contact details to signed-in visitors only", async () => {
    const [classified] = await t.database.db
      .select()
      .from(auctions)
      .where(and(eq(auctions.listingType, 'classified'), eq(auctions.sellerType, 'business')))
      .limit(1);
    expect((await detail(classified!.slug!))!.contact).toBeNull();
    expect((await detail(classified!.slug!, bidderCookie))!.contact).toEqual({
      kind: 'business',
      companyName: 'Classic Motors LLC',
      companyWebsite: 'https://classicmotors.example.com',
      contactName: 'Mike Hale',
      contactPhone: expect.any(String),
    });
    expect((await detail(classified!.slug!))!.bids).toEqual([]);
  });

  it('lists the latest 10 bids newest first with Anonymous for a missing name', async () => {
    const res = await t.anonymous.get(`/api/auction-detail/${porsche.id}/bids`);
    const body = res.json() as { bids: AuctionDetail['bids']; bidCount: number };
    const latest = await t.database.db.select().from(bids).where(eq(bids.auctionId, porsche.id)).orderBy(desc(bids.createdAt)).limit(10);
    expect(body.bids.map((b) => b.id)).toEqual(latest.map((b) => b.id));
    expect(body.bidCount).toBe(30);
  });
});

describe('views (SPEC 7 auction_views)', () => {
  it('records each view with the user when signed in and the request IP', async () => {
    const before = await t.database.db.select().from(auctionViews).where(eq(auctionViews.auctionId, porsche.id));
    const anon = await t.anonymous.post(`/api/auction-detail/${porsche.id}/views`, undefined, { 'x-forwarded-for': '203.0.113.9' });
    expect(anon.statusCode).toBe(204);
    await t.as(bidderCookie).post(`/api/auction-detail/${porsche.id}/views`);
    const after = await t.database.db.select().from(auctionViews).where(eq(auctionViews.auctionId, porsche.id)).orderBy(desc(auctionViews.createdAt));
    expect(after.length).toBe(before.length + 2);
    const fresh = after.filter((v) => !before.some((b) => b.id === v.id));
    // No trusted proxy configured: X-Forwarded-For is ignored.
    expect(fresh.map((v) => v.ipAddress)).toEqual(['127.0.0.1', '127.0.0.1']);
    expect(fresh.map((v) => v.userId).sort()).toEqual([await userId('viewer@example.com'), null].sort());
  });

  it('never fails the page when recording fails', async () => {
    const res = await t.anonymous.post('/api/auction-detail/00000000-0000-4000-8000-000000000000/views');
    expect(res.statusCode).toBe(204);
  });

  it('honours X-Forwarded-For behind a configured trusted proxy', async () => {
    const proxied = await createTestApp({ env: { TRUST_PROXY: 'true' } });
    try {
      const seller = await signUpConfirmed(proxied, 'own@example.com', 'Owner');
      void seller;
      const [owner] = await proxied.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'own@example.com'));
      await proxied.database.db.insert(categories).values({ title: 'Cars', slug: 'cars' });
      const [row] = await proxied.database.db.insert(auctions).values({ title: 'X', category: 'cars', sellerId: owner!.id }).returning();
      await proxied.anonymous.post(`/api/auction-detail/${row!.id}/views`, undefined, { 'x-forwarded-for': '203.0.113.9' });
      const [view] = await proxied.database.db.select().from(auctionViews);
      expect(view).toMatchObject({ auctionId: row!.id, ipAddress: '203.0.113.9', userId: null });
    } finally {
      await proxied.close();
    }
  });
});

describe('seller profile (SPEC 7 counts, SPEC 9 reputation)', () => {
  it('counts active auctions, active classifieds, ended (or sold) and sold, and lists other live listings', async () => {
    const cookie = await signUpConfirmed(t, 'counter@example.com', 'Counting Seller');
    void cookie;
    const sellerId = await userId('counter@example.com');
    const buyer = await userId('viewer@example.com');
    const hour = 3_600_000;
    const now = Date.now();
    const future = new Date(now + 48 * hour);
    const past = new Date(now - 48 * hour);
    const current = await insertAuction({ sellerId, status: 'active', endTime: future, createdAt: new Date(now - 5 * hour) });
    const older = await insertAuction({ sellerId, status: 'active', endTime: future, createdAt: new Date(now - 9 * hour), slug: 'counter-older' });
    const newer = await insertAuction({ sellerId, status: 'active', endTime: future, createdAt: new Date(now - 1 * hour), slug: 'counter-newer' });
    await insertAuction({ sellerId, status: 'scheduled', endTime: future });
    await insertAuction({ sellerId, status: 'active', endTime: past }); // expired: not active, not listed
    await insertAuction({ sellerId, listingType: 'classified', status: 'active', endTime: future, createdAt: new Date(now - 2 * hour) });
    const endedWithBids = await insertAuction({ sellerId, status: 'ended', endTime: past });
    await insertAuction({ sellerId, status: 'ended', endTime: past, winnerId: buyer });
    await insertAuction({ sellerId, status: 'sold', endTime: past, winnerId: buyer });
    await t.database.db.insert(bids).values([
      { auctionId: current, bidderId: buyer, amount: 100 },
      { auctionId: current, bidderId: buyer, amount: 200 },
      { auctionId: endedWithBids, bidderId: buyer, amount: 100 },
    ]);

    const res = await t.anonymous.get(`/api/sellers/${sellerId}/profile?exclude=${current}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // A sale closes as status sold: it counts as ended and as ended with a winner.
    expect(body.counts).toEqual({ activeAuctions: 4, activeClassifieds: 1, ended: 3, endedSold: 2 });
    expect(body.bidsReceived).toBe(3);
    expect(body.auctionsWithBids).toBe(2);
    // J = 2/3, K = 2/(5+3), L = min(1, (5*0.1 + 3*0.2)/10) = 0.11 -> round(26.67 + 7.5 + 3.3) = 37 -> floor 50
    expect(body.reputation).toEqual({ score: 50, label: 'Building' });
    expect(body.seller).toMatchObject({ displayName: 'Counting Seller', status: 'active', isVerified: false });
    const listed = (body.otherListings as Array<{ id: string; listingType: string }>).map((l) => l.id);
    expect(listed).not.toContain(current);
    expect(listed.indexOf(newer)).toBeLessThan(listed.indexOf(older));
    expect(listed).toHaveLength(3); // newer, the classified, older
  });

  it('answers 404 for an unknown seller', async () => {
    const res = await t.anonymous.get('/api/sellers/00000000-0000-4000-8000-000000000000/profile');
    expect(res.statusCode).toBe(404);
  });
});

describe('sitemap and share tags', () => {
  it('lists every active auction and classified', async () => {
    const res = await t.anonymous.get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const active = await t.database.db.select({ slug: auctions.slug }).from(auctions).where(eq(auctions.status, 'active'));
    for (const a of active.filter((r) => r.slug)) expect(res.body).toContain(`/auction/${a.slug}</loc>`);
    const [sold] = await t.database.db.select({ slug: auctions.slug }).from(auctions).where(eq(auctions.status, 'sold')).limit(1);
    expect(res.body).not.toContain(`/auction/${sold!.slug}</loc>`);
  });
});
