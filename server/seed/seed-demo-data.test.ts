import { verifyPassword } from 'better-auth/crypto';
import { eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERAL_AUTHORIZATION_AUCTION_ID } from '../../domain/shared/auction-types.ts';
import { planInput } from '../../domain/membership/membership-plans.ts';
import { createTestDatabase } from '../test/test-database.ts';
import type { Database } from '../db/connect.ts';
import {
  accounts,
  auctionPhotos,
  auctions,
  auctionViews,
  bidderAuthorizations,
  bids,
  categories,
  commentLikes,
  comments,
  deals,
  follows,
  heroImages,
  membershipPlans,
  messages,
  notifications,
  offers,
  profiles,
  proxyBids,
  siteSettings,
  userRoles,
  users,
  watchlist,
} from '../db/schema.ts';
import { isDatabaseEmpty, seedDemoData } from './seed-demo-data.ts';
import { isValidVin } from './vin.ts';

type Auction = typeof auctions.$inferSelect;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

let database: Database;
let now: Date;
let result: { users: number; listings: number; bids: number };
let wasEmpty: boolean;
let all: Auction[];

async function query<T>(q: SQL): Promise<T[]> {
  const r = await database.db.execute(q);
  return (r as unknown as { rows: T[] }).rows;
}

async function userId(email: string): Promise<string> {
  const [u] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!u) throw new Error(`no user ${email}`);
  return u.id;
}

const ms = (d: Date | null) => d?.getTime() ?? Number.NaN;
const live = () => all.filter((a) => a.status === 'active' && a.listingType === 'auction');
const endsWithin = (a: Auction, from: number, to: number) => ms(a.endTime) - now.getTime() > from && ms(a.endTime) - now.getTime() <= to;

beforeAll(async () => {
  database = await createTestDatabase();
  wasEmpty = await isDatabaseEmpty(database.db);
  now = new Date();
  result = await seedDemoData(database.db, now);
  all = await database.db.select().from(auctions);
}, 60_000);

afterAll(async () => {
  await database?.close();
});

describe('seedDemoData', { timeout: 60_000 }, () => {
  it('fills an empty database, and isDatabaseEmpty flips', async () => {
    expect(wasEmpty).toBe(true);
    expect(await isDatabaseEmpty(database.db)).toBe(false);
    expect(result.listings).toBe(all.length);
    expect(result.users).toBe((await database.db.select().from(users)).length);
    expect(result.bids).toBe((await database.db.select().from(bids)).length);
  });

  describe('people', () => {
    it('creates the four demo accounts plus 6-10 community users, all confirmed, password Password123!', async () => {
      const rows = await database.db.select().from(users);
      expect(rows.length).toBeGreaterThanOrEqual(10);
      expect(rows.length).toBeLessThanOrEqual(14);
      const emails = rows.map((u) => u.email);
      for (const e of ['admin@example.com', 'seller@example.com', 'bidder@example.com', 'buyer@example.com']) expect(emails).toContain(e);
      expect(emails.every((e) => e.endsWith('@example.com'))).toBe(true);
      expect(rows.every((u) => u.emailVerified)).toBe(true);

      const creds = await database.db.select().from(accounts);
      expect(creds).toHaveLength(rows.length);
      for (const c of creds) {
        expect(c.providerId).toBe('credential');
        expect(c.accountId).toBe(c.userId);
      }
      const hash = creds[0]?.password ?? '';
      expect(creds.every((c) => c.password === hash)).toBe(true);
      expect(await verifyPassword({ hash, password: 'Password123!' })).toBe(true);
    });

    it('gives every user a profile; the seller is a verified business with a bio', async () => {
      const rows = await database.db.select().from(profiles);
      expect(rows).toHaveLength(result.users);
      expect(rows.every((p) => p.displayName)).toBe(true);
      const seller = rows.find((p) => p.displayName === 'Classic Motors');
      expect(seller).toMatchObject({ isVerified: true });
      expect(seller?.bio).toBeTruthy();
      expect(rows.filter((p) => p.isVerified).length).toBeGreaterThanOrEqual(4);
    });

    it('makes admin an admin; bidder and some community users hold the general authorization; buyer none', async () => {
      const roles = await database.db.select().from(userRoles);
      expect(roles).toEqual([expect.objectContaining({ userId: await userId('admin@example.com'), role: 'admin' })]);

      const auths = await database.db.select().from(bidderAuthorizations);
      expect(auths.every((a) => a.auctionId === GENERAL_AUTHORIZATION_AUCTION_ID && a.status === 'authorized' && a.authorizationType === 'manual')).toBe(true);
      const holders = auths.map((a) => a.userId);
      expect(holders).toContain(await userId('bidder@example.com'));
      expect(holders).not.toContain(await userId('buyer@example.com'));
      expect(holders.length).toBeGreaterThanOrEqual(4);
    });
  });

  describe('site content', () => {
    it('creates the seven categories in order (their count text is worked out, not stored)', async () => {
      const rows = await database.db.select().from(categories).orderBy(categories.displayOrder);
      expect(rows.map((c) => c.slug)).toEqual(['cars', 'motorcycles', 'heavy-duty-trucks-buses', 'trailers', 'heavy-equipment', 'boats', 'rvs']);
      expect(rows.map((c) => c.title)).toEqual(['Cars', 'Motorcycles', 'Heavy-Duty Trucks/Buses', 'Trailers', 'Heavy Equipment', 'Boats', 'RVs']);
      for (const c of rows) {
        expect(c.isActive).toBe(true);
        expect(c.description).toBeTruthy();
        expect(c.imageUrl).toMatch(new RegExp(`^/media/demo/${c.slug}/`));
        expect(c).not.toHaveProperty('countText');
      }
    });

    it('has one active hero image and the site settings', async () => {
      expect(await database.db.select().from(heroImages)).toEqual([
        expect.objectContaining({ imageUrl: '/media/demo/hero/hero-0-b45309.webp', isActive: true }),
      ]);
      const settings = Object.fromEntries((await database.db.select().from(siteSettings)).map((s) => [s.key, s.value]));
      expect(settings.show_browse_categories).toBe(true);
      expect(settings.featured_listing_fee).toBe(2500);
      expect(settings.auction).toEqual({ minBidIncrement: 100, maxBidIncrement: 5000, softCloseSeconds: 120, negotiationWindowHours: 48 });
      const links = (settings.social as { links: { platform: string; url: string }[] }).links;
      expect(links.map((l) => l.platform)).toEqual(['facebook', 'twitter', 'instagram', 'youtube', 'linkedin', 'email', 'phone']);
      expect(links.find((l) => l.platform === 'email')?.url).toMatch(/^mailto:/);
      expect(links.find((l) => l.platform === 'phone')?.url).toMatch(/^tel:/);
    });

    it('offers three active membership plans that pass the plan rules', async () => {
      const plans = await database.db.select().from(membershipPlans).orderBy(membershipPlans.displayOrder);
      expect(plans.map((p) => [p.name, p.monthlyPrice, p.listingsIncluded, p.isActive])).toEqual([
        ['Starter', 29, 3, true],
        ['Dealer', 99, 15, true],
        ['Pro', 249, 50, true],
      ]);
      for (const p of plans) expect(planInput.safeParse(p).success).toBe(true);
    });
  });

  describe('listings', () => {
    it('spreads 60+ listings over every category, cars the most', async () => {
      expect(all.length).toBeGreaterThanOrEqual(60);
      const perCategory = await query<{ category: string; n: number }>(sql`select category, count(*)::int as n from ${auctions} group by category`);
      const counts = Object.fromEntries(perCategory.map((r) => [r.category, r.n]));
      expect(Object.keys(counts)).toHaveLength(7);
      for (const [category, n] of Object.entries(counts)) {
        expect(n, category).toBeGreaterThanOrEqual(5);
        if (category !== 'cars') expect(n).toBeLessThan(counts.cars ?? 0);
      }
      expect(counts.cars).toBeGreaterThanOrEqual(20);
    });

    it('covers every status and listing type', async () => {
      const rows = await query<{ status: string; listing_type: string; n: number }>(
        sql`select status, listing_type, count(*)::int as n from ${auctions} group by status, listing_type`,
      );
      const n = (status: string, type = 'auction') => rows.find((r) => r.status === status && r.listing_type === type)?.n ?? 0;
      expect(n('active')).toBeGreaterThanOrEqual(25);
      expect(n('active', 'classified')).toBeGreaterThanOrEqual(5);
      expect(n('scheduled')).toBeGreaterThanOrEqual(3);
      expect(n('pending_approval')).toBeGreaterThanOrEqual(2);
      expect(n('sold')).toBeGreaterThanOrEqual(4);
      expect(n('ended')).toBeGreaterThanOrEqual(4);
      expect(n('archived')).toBeGreaterThanOrEqual(2);
      // Classifieds are on sale, but for the one an accepted offer sold (demo-deals.test.ts).
      expect(
        rows
          .filter((r) => r.listing_type === 'classified')
          .map((r) => [r.status, r.status === 'sold' ? r.n : 1])
          .sort(),
      ).toEqual([
        ['active', 1],
        ['sold', 1],
      ]);
    });

    it('has live auctions ending within 2 minutes, within 6 hours and in days', () => {
      const auctionsLive = live();
      expect(auctionsLive.every((a) => ms(a.startTime) < now.getTime() && ms(a.endTime) > now.getTime())).toBe(true);
      const soon = auctionsLive.filter((a) => endsWithin(a, 0, 2 * MINUTE)).length;
      const hours = auctionsLive.filter((a) => endsWithin(a, 2 * MINUTE, 6 * HOUR)).length;
      const days = auctionsLive.filter((a) => endsWithin(a, DAY, 30 * DAY)).length;
      expect(soon).toBeGreaterThanOrEqual(2);
      expect(soon).toBeLessThanOrEqual(3);
      expect(hours).toBeGreaterThanOrEqual(3);
      expect(days).toBeGreaterThan(auctionsLive.length / 2);
    });

    it('has no-reserve, reserve-met and reserve-not-met live auctions, featured ones and buy-now prices', () => {
      const auctionsLive = live();
      expect(auctionsLive.filter((a) => a.reservePrice === null).length).toBeGreaterThanOrEqual(3);
      expect(auctionsLive.filter((a) => a.reservePrice !== null && a.currentBid >= a.reservePrice).length).toBeGreaterThanOrEqual(3);
      expect(auctionsLive.filter((a) => a.reservePrice !== null && a.currentBid < a.reservePrice).length).toBeGreaterThanOrEqual(3);
      expect(auctionsLive.filter((a) => a.buyNowPrice !== null).length).toBeGreaterThanOrEqual(2);
      const featured = all.filter((a) => a.featured).length;
      expect(featured).toBeGreaterThanOrEqual(6);
      expect(featured).toBeLessThanOrEqual(10);
    });

    it('schedules presale auctions in the future, some with presale bids', async () => {
      const scheduled = all.filter((a) => a.status === 'scheduled');
      expect(scheduled.every((a) => ms(a.startTime) > now.getTime() && ms(a.endTime) > ms(a.startTime))).toBe(true);
      const withBids = await query<{ n: number }>(
        sql`select count(distinct b.auction_id)::int as n from ${bids} b join ${auctions} a on a.id = b.auction_id where a.status = 'scheduled'`,
      );
      expect(withBids[0]?.n).toBeGreaterThanOrEqual(2);
      expect(all.filter((a) => a.status === 'pending_approval').every((a) => a.currentBid === 0)).toBe(true);
    });

    it('sells to the top bidder, once through buy now', async () => {
      // An auction sells to its top bidder; a classified sold by an accepted offer is in demo-deals.test.ts.
      const sold = all.filter((a) => a.status === 'sold' && a.listingType === 'auction');
      for (const a of sold) {
        const [top] = await database.db
          .select()
          .from(bids)
          .where(eq(bids.auctionId, a.id))
          .orderBy(sql`${bids.amount} desc`)
          .limit(1);
        expect(top, a.slug ?? '').toBeDefined();
        expect(a.winnerId).toBe(top?.bidderId);
        expect(a.currentBid).toBe(top?.amount);
        expect(ms(a.endTime)).toBeLessThan(now.getTime());
        expect(a.reservePrice === null || a.currentBid >= a.reservePrice).toBe(true);
      }
      expect(sold.filter((a) => a.buyNowPrice !== null && a.currentBid === a.buyNowPrice)).toHaveLength(1);
      expect(all.filter((a) => a.status !== 'sold').every((a) => a.winnerId === null)).toBe(true);
    });

    it('ends reserve-not-met auctions, two with an open negotiation window', async () => {
      // An auction whose sale fell through (its deal cancelled for non-payment) ended too: demo-deals.test.ts.
      const undone = new Set(
        (await database.db.select({ auctionId: deals.auctionId }).from(deals).where(eq(deals.state, 'cancelled'))).map((d) => d.auctionId),
      );
      const ended = all.filter((a) => a.status === 'ended' && !undone.has(a.id));
      expect(ended.every((a) => ms(a.endTime) < now.getTime() && a.reservePrice !== null && a.currentBid < a.reservePrice)).toBe(true);
      const windows = ended.filter((a) => a.negotiationWindowEnds !== null);
      expect(windows.every((a) => ms(a.negotiationWindowEnds) === ms(a.endTime) + 48 * HOUR)).toBe(true);
      expect(windows.filter((a) => ms(a.negotiationWindowEnds) > now.getTime())).toHaveLength(2);
      expect(windows.filter((a) => ms(a.negotiationWindowEnds) <= now.getTime()).length).toBeGreaterThanOrEqual(2);
    });

    it('lists classifieds at a fixed price, with and without offers, without bids', async () => {
      const classifieds = all.filter((a) => a.listingType === 'classified' && a.status === 'active');
      for (const a of classifieds) {
        expect(a.buyNowPrice).toBeGreaterThan(0);
        expect(a.currentBid).toBe(0);
        expect(ms(a.endTime) - now.getTime()).toBeGreaterThan(30 * DAY);
      }
      expect(classifieds.some((a) => a.allowOffers)).toBe(true);
      expect(classifieds.some((a) => !a.allowOffers)).toBe(true);
      const [n] = await query<{ n: number }>(
        sql`select count(*)::int as n from ${bids} b join ${auctions} a on a.id = b.auction_id where a.listing_type = 'classified'`,
      );
      expect(n?.n).toBe(0);
    });

    it('has a renewal pair awaiting approval', () => {
      const renewals = all.filter((a) => a.originalAuctionId !== null);
      expect(renewals).toHaveLength(1);
      const [renewal] = renewals;
      const original = all.find((a) => a.id === renewal?.originalAuctionId);
      expect(renewal).toMatchObject({ status: 'scheduled', startingPrice: 0, currentBid: 0, renewalApprovedAt: null });
      expect(renewal?.renewalRequestedAt).toBeInstanceOf(Date);
      expect(original?.status).toBe('ended');
      expect(original?.currentBid).toBeLessThan(original?.reservePrice ?? 0);
      expect(renewal?.images).toEqual(original?.images);
    });

    it('keeps every current_bid equal to the highest bid', async () => {
      const mismatches = await query<{ slug: string }>(sql`
        select a.slug from ${auctions} a left join ${bids} b on b.auction_id = a.id
        where a.listing_type = 'auction' group by a.id having a.current_bid <> coalesce(max(b.amount), 0)`);
      expect(mismatches).toEqual([]);
    });

    it('describes each vehicle fully', () => {
      const slugs = new Set(all.map((a) => a.slug));
      expect(slugs.size).toBe(all.length);
      for (const a of all) {
        const name = a.slug ?? a.id;
        const base = [a.year, a.make, a.model, a.trim]
          .filter(Boolean)
          .join('-')
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-');
        expect(a.slug, name).toMatch(new RegExp(`^${base}(-\\d+)?$`));
        expect(a.title).toBe([a.year, a.make, a.model, a.trim].filter(Boolean).join(' '));
        for (const field of [a.engine, a.transmission, a.drivetrain, a.exteriorColor, a.interiorColor, a.condition, a.vin, a.titleStatus]) {
          expect(field, name).toBeTruthy();
        }
        expect(a.location, name).toMatch(/^[A-Za-z .'-]+, [A-Z]{2}$/);
        expect(a.titleState).toBe(a.location?.slice(-2));
        expect(a.timezone).toMatch(/^America\//);
        const paragraphs = a.description?.split('\n\n') ?? [];
        expect(paragraphs.length, name).toBeGreaterThanOrEqual(2);
        expect(paragraphs.length, name).toBeLessThanOrEqual(4);
        const highlights = a.optionsAndHighlights?.split('\n') ?? [];
        expect(highlights.length, name).toBeGreaterThanOrEqual(5);
        expect(highlights.length, name).toBeLessThanOrEqual(10);
        expect(a.lienExists === 'yes' ? a.titleHolderName : 'no-lien', name).toBeTruthy();
        expect(a.hasFlaws === 'yes').toBe(Boolean(a.flawsDescription));
        expect(a.isModified === 'yes').toBe(Boolean(a.modificationsList));
        expect(a.marketValueMin).toBeLessThan(a.marketValueMax ?? 0);
        if (a.category !== 'heavy-equipment' && a.category !== 'boats' && a.year !== null && a.year >= 1981) {
          expect(isValidVin(a.vin ?? '', a.year), `${name} VIN ${a.vin}`).toBe(true);
        }
        if (a.category === 'cars' || a.category === 'motorcycles') expect(a.mileage, name).toBeGreaterThan(0);
      }
      expect(all.filter((a) => a.hasFlaws === 'yes').length).toBeGreaterThan(all.length / 2);
      expect(all.some((a) => a.lienExists === 'yes')).toBe(true);
      expect(all.some((a) => a.isModified === 'yes')).toBe(true);
    });

    it('splits listings between the business seller and private community sellers', async () => {
      const sellerId = await userId('seller@example.com');
      const own = all.filter((a) => a.sellerId === sellerId);
      expect(own.length).toBeGreaterThan(all.length * 0.4);
      expect(own.length).toBeLessThan(all.length * 0.6);
      expect(own.every((a) => a.sellerType === 'business' && a.companyName === 'Classic Motors LLC' && a.companyWebsite)).toBe(true);
      const others = all.filter((a) => a.sellerId !== sellerId);
      expect(others.every((a) => a.sellerType === 'other' && a.fullName && a.phoneNumber)).toBe(true);
      expect(new Set(others.map((a) => a.sellerId)).size).toBeGreaterThanOrEqual(6);
    });

    it('gives every listing 6-20 photos matching its images, categories and colour', async () => {
      const photos = await database.db.select().from(auctionPhotos).orderBy(auctionPhotos.sortOrder);
      const url = /^\/media\/demo\/([a-z-]+)\/(front34|side|rear34|front|rear|detail|dash|seats|cabin|gauges)-(\d)-([0-9a-f]{6})\.webp$/;
      for (const a of all) {
        const own = photos.filter((p) => p.auctionId === a.id);
        expect(own.length, a.slug ?? '').toBeGreaterThanOrEqual(6);
        expect(own.length).toBeLessThanOrEqual(20);
        expect(own.map((p) => p.imageUrl)).toEqual(a.images);
        expect(a.imageUrl).toBe(a.images[0]);
        expect(new Set(a.images).size).toBe(a.images.length);
        const paints = new Set<string>();
        for (const p of own) {
          const m = url.exec(p.imageUrl);
          expect(m, p.imageUrl).not.toBeNull();
          expect(m?.[1]).toBe(a.category);
          paints.add(m?.[4] ?? '');
          expect(p.fileType).toBe('image');
          expect(a.photoCategories[p.imageUrl]).toBe(p.category);
          expect(['dash', 'seats', 'cabin', 'gauges'].includes(m?.[2] ?? '')).toBe(p.category === 'interior');
        }
        expect(paints.size).toBe(1);
        expect(own.filter((p) => p.category === 'exterior').length).toBeGreaterThanOrEqual(4);
        expect(own.filter((p) => p.category === 'interior').length).toBeGreaterThanOrEqual(2);
      }
    });

    it('attaches YouTube videos to some listings', () => {
      const withVideos = all.filter((a) => a.youtubeVideos.length > 0);
      expect(withVideos.length).toBeGreaterThanOrEqual(5);
      const ids = new Set<string>();
      for (const a of withVideos) {
        expect(a.videos.map((v) => v.url)).toEqual(a.youtubeVideos);
        for (const v of a.videos) {
          expect(v.type).toBe('youtube');
          const m = /(?:watch\?v=|youtu\.be\/|embed\/)([A-Za-z0-9_-]{11})$/.exec(v.url);
          expect(m, v.url).not.toBeNull();
          ids.add(m?.[1] ?? '');
        }
      }
      expect(ids.size).toBeGreaterThanOrEqual(5);
    });
  });

  describe('activity', () => {
    it('builds bid histories that climb by 100+ from several authorized bidders, before now, never the seller', async () => {
      const rows = await database.db.select().from(bids).orderBy(bids.auctionId, bids.createdAt);
      const authorized = new Set((await database.db.select().from(bidderAuthorizations)).map((a) => a.userId));
      const byId = new Map(all.map((a) => [a.id, a]));
      const byAuction = new Map<string, typeof rows>();
      for (const b of rows) byAuction.set(b.auctionId, [...(byAuction.get(b.auctionId) ?? []), b]);
      for (const [auctionId, history] of byAuction) {
        const a = byId.get(auctionId);
        expect(a && ['active', 'scheduled', 'sold', 'ended'].includes(a.status)).toBe(true);
        expect(new Set(history.map((b) => b.bidderId)).size).toBeGreaterThanOrEqual(2);
        history.forEach((b, i) => {
          expect(b.bidderId).not.toBe(a?.sellerId);
          expect(authorized.has(b.bidderId)).toBe(true);
          expect(ms(b.createdAt)).toBeLessThan(now.getTime());
          expect(Number.isInteger(b.amount)).toBe(true);
          const prev = history[i - 1];
          if (!prev) return expect(b.amount).toBeGreaterThanOrEqual((a?.startingPrice ?? 0) + 100);
          expect(ms(b.createdAt)).toBeGreaterThan(ms(prev.createdAt));
          expect(b.amount - prev.amount).toBeGreaterThanOrEqual(100);
          expect(b.bidderId).not.toBe(prev.bidderId);
        });
      }
      expect(byAuction.size).toBeGreaterThanOrEqual(40);
    });

    it('has active proxy bids above the current bid, held by the leader', async () => {
      const rows = await query<{ max_bid_amount: number; current_bid: number; leads: boolean }>(sql`
        select p.max_bid_amount, a.current_bid,
          p.user_id = (select b.bidder_id from ${bids} b where b.auction_id = a.id order by b.amount desc limit 1) as leads
        from ${proxyBids} p join ${auctions} a on a.id = p.auction_id where p.is_active`);
      expect(rows.length).toBeGreaterThanOrEqual(3);
      expect(rows.every((r) => r.max_bid_amount > r.current_bid && r.leads)).toBe(true);
    });

    it('gives bidder@example.com a watchlist, views, follows and notifications', async () => {
      const bidder = await userId('bidder@example.com');
      expect((await database.db.select().from(watchlist).where(eq(watchlist.userId, bidder))).length).toBeGreaterThanOrEqual(5);
      expect((await database.db.select().from(auctionViews).where(eq(auctionViews.userId, bidder))).length).toBeGreaterThanOrEqual(10);
      const anonymous = await query<{ n: number }>(sql`select count(*)::int as n from ${auctionViews} where user_id is null and ip_address is not null`);
      expect(anonymous[0]?.n).toBeGreaterThan(100);
      const followed = await database.db.select().from(follows).where(eq(follows.followerId, bidder));
      expect(followed.map((f) => f.followingId)).toContain(await userId('seller@example.com'));

      const notes = await database.db.select().from(notifications).where(eq(notifications.userId, bidder));
      expect(new Set(notes.map((n) => n.notificationType))).toEqual(
        new Set(['new_listing_from_followed_user', 'new_follower', 'auction_start', 'auction_ending_soon']),
      );
      for (const n of notes.filter((x) => x.notificationType !== 'new_follower')) {
        expect(n.notificationData).toMatchObject({
          auction_year: expect.any(Number),
          auction_make: expect.any(String),
          auction_model: expect.any(String),
        });
      }
    });

    it('has comments with seller answers, a system comment and likes', async () => {
      const rows = await database.db.select().from(comments);
      expect(rows.length).toBeGreaterThanOrEqual(10);
      expect(rows.filter((c) => c.userId === null)).toHaveLength(1);
      expect(rows.every((c) => ms(c.createdAt) < now.getTime())).toBe(true);
      const sellerAnswers = rows.filter((c) => c.userId === all.find((a) => a.id === c.auctionId)?.sellerId);
      expect(sellerAnswers.length).toBeGreaterThanOrEqual(3);
      expect((await database.db.select().from(commentLikes)).length).toBeGreaterThanOrEqual(5);
    });

    it('has offers in every state on offer-taking classifieds and negotiation windows', async () => {
      const rows = await database.db.select().from(offers);
      expect(new Set(rows.map((o) => o.status))).toEqual(new Set(['pending', 'accepted', 'rejected']));
      for (const o of rows) {
        const a = all.find((x) => x.id === o.auctionId);
        const open = a?.status === 'ended' && ms(a.negotiationWindowEnds) > now.getTime();
        expect((a?.listingType === 'classified' && a.allowOffers) || open).toBe(true);
      }
      expect(rows.some((o) => o.createdBySeller)).toBe(true);
    });

    it('has messages between users', async () => {
      const rows = await database.db.select().from(messages);
      expect(rows.length).toBeGreaterThanOrEqual(4);
      expect(rows.some((m) => m.readAt === null)).toBe(true);
    });
  });
});
