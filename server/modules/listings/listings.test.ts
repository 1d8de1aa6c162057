import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../seed/seed-demo-data.ts';
import { auctions, auctionViews, bids, heroImages } from '../../db/schema.ts';
import { fixedClock } from '../../platform/clock.ts';
import { createTestApp, signUpConfirmed, type TestApp } from '../../test/test-app.ts';
import { LISTING_PAGE_SIZE } from '../../../domain/listings/listing-filters.ts';

type Row = typeof auctions.$inferSelect;
interface Card {
  id: string;
  slug: string | null;
  title: string;
  category: string;
  listingType: string;
  status: string;
  featured: boolean;
  year: number | null;
  make: string | null;
  model: string | null;
  mileage: number | null;
  location: string | null;
  currentBid: number;
  startingPrice: number;
  buyNowPrice: number | null;
  bidCount: number;
  hasReserve: boolean;
  reserveMet: boolean;
  startTime: string | null;
  endTime: string | null;
  createdAt: string;
}
interface Page {
  items: Card[];
  total: number;
  page: number;
  pageSize: number;
}

const NOW = new Date('2025-06-02T12:00:00Z');
const clock = fixedClock(NOW);
let t: TestApp;
let rows: Row[];

const get = async <T>(url: string, cookie?: string): Promise<T> => {
  const res = await t.as(cookie).get(url);
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res.json() as T;
};
const now = () => clock.now().getTime();
const isLive = (r: Row) => r.listingType === 'auction' && r.status === 'active' && r.endTime !== null && r.endTime.getTime() > now();
const isClassified = (r: Row) => r.listingType === 'classified' && r.status === 'active' && (r.endTime === null || r.endTime.getTime() > now());
const priceOf = (r: Pick<Row, 'listingType' | 'buyNowPrice' | 'currentBid' | 'startingPrice'>) =>
  r.listingType === 'classified' ? (r.buyNowPrice ?? 0) : Math.max(r.currentBid, r.startingPrice);
const ids = (list: { id: string }[]) => list.map((x) => x.id);
const byEnd = (a: Row, b: Row) => a.endTime!.getTime() - b.endTime!.getTime() || (a.id < b.id ? -1 : 1);

beforeAll(async () => {
  t = await createTestApp({ clock });
  await seedDemoData(t.database.db, NOW);
  rows = await t.database.db.select().from(auctions);
});
afterAll(async () => {
  await t.close();
});

describe('home page queries', () => {
  it('lists up to 12 live auctions ending soonest first', async () => {
    const { items } = await get<{ items: Card[] }>('/api/listings/ending-soon');
    const expected = rows.filter(isLive).sort(byEnd).slice(0, 12);
    expect(items).toHaveLength(12);
    expect(ids(items)).toEqual(ids(expected));
    expect(items.every((c) => c.listingType === 'auction' && c.status === 'active')).toBe(true);
  });

  it('carries what a card shows: bid count, reserve state, never the reserve price', async () => {
    const { items } = await get<{ items: (Card & { reservePrice?: unknown })[] }>('/api/listings/ending-soon');
    for (const card of items) {
      const row = rows.find((r) => r.id === card.id)!;
      const bidCount = await t.database.db.$count(bids, eq(bids.auctionId, row.id));
      expect(card.bidCount).toBe(bidCount);
      expect(card.hasReserve).toBe(row.reservePrice !== null);
      expect(card.reserveMet).toBe(row.reservePrice !== null && row.currentBid >= row.reservePrice);
      expect(card.reservePrice).toBeUndefined();
    }
  });

  it('draws up to 6 hero slides from the featured active listings, after the active hero image', async () => {
    const hero = await get<{ heroImage: { imageUrl: string } | null; slides: Card[] }>('/api/listings/hero');
    expect(hero.heroImage?.imageUrl).toBe('/media/demo/hero/hero-0-b45309.webp');
    const featured = rows.filter((r) => r.featured && r.status === 'active' && (r.endTime === null || r.endTime.getTime() > now()));
    expect(hero.slides.length).toBe(Math.min(6, featured.length));
    expect(hero.slides.every((s) => featured.some((f) => f.id === s.id))).toBe(true);
  });

  it('counts live auctions per category', async () => {
    const { counts } = await get<{ counts: Record<string, number> }>('/api/listings/category-counts');
    const expected: Record<string, number> = {};
    for (const r of rows.filter(isLive)) expected[r.category] = (expected[r.category] ?? 0) + 1;
    expect(counts).toEqual(expected);
  });

  it('lists 8 trending live auctions, the most active of the last 48 hours first', async () => {
    const { items } = await get<{ items: Card[] }>('/api/listings/trending');
    expect(items).toHaveLength(8);
    expect(items.every((c) => isLive(rows.find((r) => r.id === c.id)!))).toBe(true);
    expect(new Set(ids(items)).size).toBe(8);
  });

  it('answers 401 for recommendations without a session', async () => {
    const res = await t.anonymous.get('/api/listings/recommended');
    expect(res.statusCode).toBe(401);
  });

  it('recommends featured live auctions of the categories a user looks at, 8 in all', async () => {
    const cookie = await signUpConfirmed(t, 'reco@example.com', 'Reco');
    const session = await t.as(cookie).get('/api/session');
    const userId = (session.json() as { user: { id: string } }).user.id;
    const boats = rows.filter((r) => r.category === 'boats');
    await t.database.db.insert(auctionViews).values(boats.map((b) => ({ auctionId: b.id, userId, createdAt: new Date(now() - 60_000) })));
    const res = await get<{ items: Card[]; source: string }>('/api/listings/recommended', cookie);
    expect(res.items).toHaveLength(8);
    expect(res.source).toBe('recommended');
    const featuredBoat = rows.find((r) => r.category === 'boats' && r.featured && isLive(r));
    if (featuredBoat) expect(res.items[0]!.id).toBe(featuredBoat.id);
  });
});

describe('listing pages', () => {
  it('pages through live auctions, ending soonest first, with the total', async () => {
    const live = rows.filter(isLive).sort(byEnd);
    const first = await get<Page>('/api/listings');
    expect(first.total).toBe(live.length);
    expect(first.pageSize).toBe(LISTING_PAGE_SIZE);
    expect(ids(first.items)).toEqual(ids(live.slice(0, LISTING_PAGE_SIZE)));
    const second = await get<Page>('/api/listings?page=2');
    expect(second.page).toBe(2);
    expect(ids(second.items)).toEqual(ids(live.slice(LISTING_PAGE_SIZE, 2 * LISTING_PAGE_SIZE)));
  });

  it('lists classifieds only on /classifieds', async () => {
    const res = await get<Page>('/api/listings?kind=classifieds');
    const expected = rows.filter(isClassified);
    expect(res.total).toBe(expected.length);
    expect(res.items.every((c) => c.listingType === 'classified')).toBe(true);
  });

  it('lists approved scheduled auctions on /presale, starting soonest first, without a renewal awaiting approval', async () => {
    const res = await get<Page>('/api/listings?kind=presale');
    const expected = rows
      .filter((r) => r.listingType === 'auction' && r.status === 'scheduled' && (r.originalAuctionId === null || r.renewalApprovedAt !== null))
      .sort((a, b) => a.startTime!.getTime() - b.startTime!.getTime() || (a.id < b.id ? -1 : 1));
    expect(ids(res.items)).toEqual(ids(expected));
    const awaiting = rows.find((r) => r.status === 'scheduled' && r.originalAuctionId !== null);
    expect(awaiting).toBeDefined();
    expect(ids(res.items)).not.toContain(awaiting!.id);
  });

  it('lists live auctions and classifieds together for a category and make', async () => {
    const res = await get<Page>('/api/listings?kind=all&category=cars&make=Porsche');
    const expected = rows.filter((r) => (isLive(r) || isClassified(r)) && r.category === 'cars' && r.make === 'Porsche');
    expect(res.total).toBe(expected.length);
    expect(ids(res.items).sort()).toEqual(ids(expected).sort());
    const model = await get<Page>('/api/listings?kind=all&category=cars&make=Porsche&model=911');
    expect(model.items.every((c) => c.model === '911')).toBe(true);
  });

  it('searches title, make, model, trim and description: words in any order, prefixes, any case', async () => {
    const porsche911 = rows.filter((r) => isLive(r) && r.make === 'Porsche' && r.model === '911');
    expect(porsche911.length).toBeGreaterThan(0);
    for (const q of ['porsche 911', '911 PORSCHE', 'pors 91']) {
      const res = await get<Page>(`/api/listings?search=${encodeURIComponent(q)}`);
      expect(ids(res.items)).toEqual(expect.arrayContaining(ids(porsche911)));
      expect(res.items.every((c) => /porsche/i.test(`${c.title} ${c.make}`))).toBe(true);
    }
    const withWord = rows.find((r) => isLive(r) && r.description && /\b[a-z]{9,}\b/.test(r.description));
    const word = /\b([a-z]{9,})\b/.exec(withWord!.description!)![1]!;
    const byDescription = await get<Page>(`/api/listings?search=${word.toUpperCase()}`);
    expect(ids(byDescription.items)).toContain(withWord!.id);
    const none = await get<Page>('/api/listings?search=zzqxnotaword');
    expect(none).toMatchObject({ items: [], total: 0 });
    const symbols = await get<Page>(`/api/listings?search=${encodeURIComponent("'&|!():*")}`);
    expect(symbols.total).toBe(rows.filter(isLive).length);
  });

  it('applies every filter', async () => {
    const live = rows.filter(isLive);
    const cases: Array<[string, (r: Row) => boolean]> = [
      ['category=motorcycles', (r) => r.category === 'motorcycles'],
      ['yearMin=1970&yearMax=1989', (r) => r.year !== null && r.year >= 1970 && r.year <= 1989],
      ['priceMin=50000&priceMax=150000', (r) => priceOf(r) >= 50000 && priceOf(r) <= 150000],
      ['mileageMax=20000', (r) => r.mileage !== null && r.mileage <= 20000],
      ['transmission=manual', (r) => /manual/i.test(r.transmission ?? '') && !/automated/i.test(r.transmission ?? '')],
      ['drivetrain=rwd', (r) => /rwd|rear-wheel/i.test(r.drivetrain ?? '')],
      ['location=ca', (r) => /ca/i.test(r.location ?? '')],
      ['reserve=no_reserve', (r) => r.reservePrice === null],
      ['reserve=reserve', (r) => r.reservePrice !== null],
      ['featured=true', (r) => r.featured],
    ];
    for (const [query, predicate] of cases) {
      const res = await get<Page>(`/api/listings?${query}`);
      const expected = live.filter(predicate);
      expect(res.total, query).toBe(expected.length);
      expect(ids(res.items).sort(), query).toEqual(ids(expected.sort(byEnd).slice(0, LISTING_PAGE_SIZE)).sort());
    }
  });

  it('sorts by each order', async () => {
    const all = rows.filter((r) => isLive(r) || isClassified(r));
    const check = async (sort: string, compare: (a: Row, b: Row) => number) => {
      const res = await get<Page>(`/api/listings?kind=all&sort=${sort}`);
      const got = res.items.map((c) => rows.find((r) => r.id === c.id)!);
      for (let i = 1; i < got.length; i++) expect(compare(got[i - 1]!, got[i]!), sort).toBeLessThanOrEqual(0);
      expect(res.total).toBe(all.length);
    };
    await check('ending_soon', (a, b) => a.endTime!.getTime() - b.endTime!.getTime());
    await check('newly_listed', (a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    await check('price_asc', (a, b) => priceOf(a) - priceOf(b));
    await check('price_desc', (a, b) => priceOf(b) - priceOf(a));
    await check('mileage_asc', (a, b) => (a.mileage ?? Infinity) - (b.mileage ?? Infinity) || 0);
    await check('most_bids', (a, b) => b.bidCount - a.bidCount);
  });

  it('refuses an unknown sort and a page out of range', async () => {
    expect((await t.anonymous.get('/api/listings?sort=random')).statusCode).toBe(400);
    expect((await t.anonymous.get('/api/listings?page=0')).statusCode).toBe(400);
  });
});

describe('sold results', () => {
  it('lists sold auctions newest first with final price, date and bid count, and a chart oldest first', async () => {
    type Sold = {
      items: { id: string; finalPrice: number; soldAt: string; bidCount: number }[];
      total: number;
      chart: { soldAt: string; price: number; category: string }[];
    };
    const res = await get<Sold>('/api/listings/sold');
    // Sold auctions: the demo's classified sold by an accepted offer is not an auction result.
    const sold = rows.filter((r) => r.status === 'sold' && r.listingType === 'auction').sort((a, b) => b.endTime!.getTime() - a.endTime!.getTime());
    expect(res.total).toBe(sold.length);
    expect(ids(res.items)).toEqual(ids(sold.slice(0, LISTING_PAGE_SIZE)));
    expect(res.items[0]!.finalPrice).toBe(sold[0]!.currentBid);
    expect(res.items[0]!.soldAt).toBe(sold[0]!.endTime!.toISOString());
    expect(res.items[0]!.bidCount).toBe(await t.database.db.$count(bids, eq(bids.auctionId, sold[0]!.id)));
    expect(res.chart.map((p) => p.soldAt)).toEqual(sold.map((s) => s.endTime!.toISOString()).reverse());
    // Each point names its category: the chart draws one category at a time.
    expect(res.chart.map((p) => p.category)).toEqual(sold.map((s) => s.category).reverse());

    const cars = await get<Sold>('/api/listings/sold?category=cars&yearMin=1960&yearMax=1999');
    expect(cars.total).toBe(sold.filter((r) => r.category === 'cars' && r.year! >= 1960 && r.year! <= 1999).length);
    const one = sold[0]!;
    const exact = await get<Sold>(`/api/listings/sold?category=${one.category}&make=${encodeURIComponent(one.make!)}&model=${encodeURIComponent(one.model!)}`);
    expect(ids(exact.items)).toContain(one.id);
    expect(exact.chart.length).toBe(exact.total);
  });
});

describe('status rules over time', () => {
  it('shows an active auction whose end time has passed as ended before any closing job runs', async () => {
    const soonest = rows.filter(isLive).sort(byEnd)[0]!;
    clock.set(new Date(soonest.endTime!.getTime() + 1000));
    const { items } = await get<{ items: Card[] }>('/api/listings/ending-soon');
    expect(ids(items)).not.toContain(soonest.id);
    const page = await get<Page>('/api/listings');
    expect(ids(page.items)).not.toContain(soonest.id);
    const [still] = await t.database.db.select({ status: auctions.status }).from(auctions).where(eq(auctions.id, soonest.id));
    expect(still!.status).toBe('active');
    clock.set(NOW);
  });

  it('keeps the bid count in step with the bids table', async () => {
    const target = rows.filter(isLive)[0]!;
    const before = (await t.database.db.select({ n: auctions.bidCount }).from(auctions).where(eq(auctions.id, target.id)))[0]!.n;
    const [bidder] = await t.database.db
      .execute<{ id: string }>(sql`select id from users limit 1`)
      .then((r) => (r as unknown as { rows: { id: string }[] }).rows);
    await t.database.db.insert(bids).values({ auctionId: target.id, bidderId: bidder!.id, amount: target.currentBid + 100 });
    const after = (await t.database.db.select({ n: auctions.bidCount }).from(auctions).where(eq(auctions.id, target.id)))[0]!.n;
    expect(after).toBe(before + 1);
  });

  it('puts the live auction with the most activity of the last 48 hours first in trending', async () => {
    clock.set(new Date(NOW.getTime() + 61_000)); // past the trending cache
    const live = rows.filter(isLive).sort(byEnd);
    const target = live[live.length - 1]!;
    const recent = new Date(clock.now().getTime() - 3_600_000);
    const old = new Date(clock.now().getTime() - 49 * 3_600_000);
    const other = live[live.length - 2]!;
    // Real activity (decision 005: signed-out views alone cannot lift a listing over it): bids in the window.
    const [bidder] = await t.database.db
      .execute<{ id: string }>(sql`select id from users limit 1`)
      .then((r) => (r as unknown as { rows: { id: string }[] }).rows);
    const bidsAt = (auctionId: string, n: number, createdAt: Date) =>
      Array.from({ length: n }, (_, i) => ({ auctionId, bidderId: bidder!.id, amount: 1_000_000 + i * 100, createdAt }));
    await t.database.db.insert(bids).values([
      ...bidsAt(target.id, 200, recent),
      // outside the window: does not count (else it would come first)
      ...bidsAt(other.id, 3000, old),
    ]);
    const { items } = await get<{ items: Card[] }>('/api/listings/trending');
    expect(items[0]!.id).toBe(target.id);
    clock.set(NOW);
  });

  it('has no hero image slide when none is active, which is no error', async () => {
    await t.database.db.update(heroImages).set({ isActive: false });
    const hero = await get<{ heroImage: unknown; slides: Card[] }>('/api/listings/hero');
    expect(hero.heroImage).toBeNull();
    expect(hero.slides.length).toBeGreaterThan(0);
  });
});
