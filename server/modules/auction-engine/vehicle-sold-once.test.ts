import { and, eq, inArray, or, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auctions, bids, offers, userRoles } from '../../db/schema.ts';
import { fixedClock } from '../../platform/clock.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { VEHICLE_SALE_MESSAGES } from '../../../domain/deals/vehicle-sale.ts';
import { bid, buyNowRequest, makeAuction, makeUser, type TestUser } from '../../test/auction-fixtures.ts';
import { endedUnderReserve as endedUnderReserveAt } from '../../test/deal-fixtures.ts';
import { closeAuction } from './close-auctions.ts';
import { startScheduledAuctions } from './start-scheduled.ts';

// A vehicle, across its original listing and all its renewals, is sold at most once,
// and no new way to sell it opens while another is pending. Every pair of the ways, in both orders and racing.

const NOW = new Date('2030-07-01T12:00:00Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const clock = fixedClock(NOW);
let t: TestApp;
let seller: TestUser;
let top: TestUser;
let under: TestUser;
let buyer: TestUser;
let offerer: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp({ clock });
  [seller, top, under, buyer, offerer, admin] = await Promise.all([
    makeUser(t, 'Vehicle Seller'),
    makeUser(t, 'Top Bidder'),
    makeUser(t, 'Under Bidder'),
    makeUser(t, 'Buy Now Buyer'),
    makeUser(t, 'Live Offerer'),
    makeUser(t, 'Vehicle Admin'),
  ]);
  await t.database.db.insert(userRoles).values({ userId: admin.id, role: 'admin' });
});
afterAll(async () => t.close());

const post = (user: TestUser, url: string, payload: Record<string, unknown> = {}) => t.as(user).post(url, payload);
const ok = (status: number) => status >= 200 && status < 300;

const dateIn = (ms: number) => new Date(clock.now().getTime() + ms).toISOString().slice(0, 10);
const renew = (id: string) =>
  post(seller, `/api/auctions/${id}/renewal`, {
    duration_days: 7,
    reserve_enabled: true,
    reserve_price: 40_000,
    buy_now_price: 45_000,
    start_date: dateIn(2 * DAY),
    start_time: '10:00',
    time_zone: 'UTC',
  });
const secondChance = (id: string) => post(seller, `/api/auctions/${id}/second-chance`, { bidder_id: under.id });
const accept = (user: TestUser, offerId: string) => post(user, `/api/offers/${offerId}/accept`);
const portalOffer = (user: TestUser, id: string, amount: number) => post(user, `/api/auctions/${id}/negotiation/offers`, { amount });

/** Every listing of the vehicle whose first listing is `rootId`. */
async function lineage(rootId: string): Promise<string[]> {
  const ids = [rootId];
  for (let i = 0; i < ids.length; i++) {
    const next = await t.database.db.select({ id: auctions.id }).from(auctions).where(eq(auctions.originalAuctionId, ids[i]!));
    ids.push(...next.map((r) => r.id));
  }
  return ids;
}

/** How many times the vehicle was sold: sold listings, and accepted offers, across all its listings. */
async function sales(rootId: string): Promise<{ listings: number; acceptedOffers: number }> {
  const ids = await lineage(rootId);
  const sold = await t.database.db
    .select({ id: auctions.id })
    .from(auctions)
    .where(and(inArray(auctions.id, ids), or(eq(auctions.status, 'sold'), isNotNull(auctions.winnerId))));
  const accepted = await t.database.db
    .select({ id: offers.id })
    .from(offers)
    .where(and(inArray(offers.auctionId, ids), eq(offers.status, 'accepted')));
  return { listings: sold.length, acceptedOffers: accepted.length };
}

/** An auction that closed with bids under its reserve: its negotiation window is open for 48 hours. */
const endedUnderReserve = () => endedUnderReserveAt(t, { clock, now: NOW, seller, top, under });

/** The same, with its negotiation window closed without a sale: second-chance offers and renewals are possible. */
async function windowClosedWithoutSale(): Promise<string> {
  const id = await endedUnderReserve();
  clock.set(new Date(NOW.getTime() + 50 * HOUR));
  return id;
}

type Op = { name: string; run: () => Promise<number> };

/** Runs two operations one after the other (both orders) or at once, from the same starting state each time. */
async function eachOrder(setup: () => Promise<{ root: string; ops: [Op, Op] }>, check: (root: string, results: Record<string, number>) => Promise<void>) {
  for (const mode of ['first-then-second', 'second-then-first', 'racing'] as const) {
    const { root, ops } = await setup();
    const results: Record<string, number> = {};
    if (mode === 'racing') {
      const codes = await Promise.all(ops.map((o) => o.run()));
      ops.forEach((o, i) => (results[o.name] = codes[i]!));
    } else {
      for (const o of mode === 'first-then-second' ? ops : [...ops].reverse()) results[o.name] = await o.run();
    }
    await check(root, results);
  }
}

describe('a renewal against the negotiation window (the 190SL)', () => {
  for (const side of ['bidder offer accepted by the seller', 'seller counter-offer accepted by the bidder'] as const) {
    it(`refuses the renewal while an offer awaits an answer; the ${side} sells the vehicle once`, async () => {
      await eachOrder(
        async () => {
          const id = await endedUnderReserve();
          const made = side.startsWith('bidder') ? await portalOffer(top, id, 30_000) : await portalOffer(seller, id, 45_000);
          expect(made.statusCode).toBe(200);
          const offerId = made.json().offerId as string;
          return {
            root: id,
            ops: [
              { name: 'accept', run: async () => (await accept(side.startsWith('bidder') ? seller : top, offerId)).statusCode },
              { name: 'renewal', run: async () => (await renew(id)).statusCode },
            ],
          };
        },
        async (root, r) => {
          expect(r.accept).toBe(200);
          expect(r.renewal).toBe(409);
          expect(await sales(root)).toEqual({ listings: 1, acceptedOffers: 1 });
          expect(await lineage(root)).toHaveLength(1);
        },
      );
    });
  }

  it('/my-auctions offers no Renew while an offer awaits an answer, and says why', async () => {
    const id = await endedUnderReserve();
    const mine = async () => (await t.as(seller).get('/api/my-auctions')).json().listings.find((l: { id: string }) => l.id === id);
    expect(await mine()).toMatchObject({ can_renew: true, renew_blocked: null });
    const made = await portalOffer(top, id, 30_000);
    expect(await mine()).toMatchObject({ can_renew: false, renew_blocked: VEHICLE_SALE_MESSAGES.negotiation_pending });
    expect((await post(seller, `/api/offers/${made.json().offerId}/decline`)).statusCode).toBe(200);
    expect(await mine()).toMatchObject({ can_renew: true, renew_blocked: null });
  });

  it('says why, with the renewal refused and nothing written', async () => {
    const id = await endedUnderReserve();
    expect((await portalOffer(top, id, 30_000)).statusCode).toBe(200);
    const res = await renew(id);
    expect(res.json()).toMatchObject({ error: VEHICLE_SALE_MESSAGES.negotiation_pending, code: 'NEGOTIATION_PENDING' });
    expect(await lineage(id)).toHaveLength(1);
  });

  it('an idle window closes with the renewal: afterwards no offer in it can be made, and either the renewal or the offer wins a race', async () => {
    await eachOrder(
      async () => {
        const id = await endedUnderReserve();
        return {
          root: id,
          ops: [
            { name: 'renewal', run: async () => (await renew(id)).statusCode },
            { name: 'offer', run: async () => (await portalOffer(top, id, 30_000)).statusCode },
          ],
        };
      },
      async (root, r) => {
        expect([ok(r.renewal!), ok(r.offer!)].filter(Boolean)).toHaveLength(1);
        const [a] = await t.database.db.select().from(auctions).where(eq(auctions.id, root));
        if (ok(r.renewal!)) {
          expect(a!.negotiationWindowEnds!.getTime()).toBeLessThanOrEqual(clock.now().getTime());
          expect((await portalOffer(seller, root, 44_000)).statusCode).toBe(409);
        } else {
          expect(await lineage(root)).toHaveLength(1);
        }
        expect((await sales(root)).listings).toBe(0);
      },
    );
  });
});

describe('a second-chance offer against a renewal (the Defender)', () => {
  it('only one of them opens, in either order or racing', async () => {
    await eachOrder(
      async () => {
        const id = await windowClosedWithoutSale();
        return {
          root: id,
          ops: [
            { name: 'secondChance', run: async () => (await secondChance(id)).statusCode },
            { name: 'renewal', run: async () => (await renew(id)).statusCode },
          ],
        };
      },
      async (root, r) => {
        expect([ok(r.secondChance!), ok(r.renewal!)].filter(Boolean)).toHaveLength(1);
        expect([r.secondChance, r.renewal]).toContain(409);
        const open = await t.database.db
          .select()
          .from(offers)
          .where(and(eq(offers.auctionId, root), eq(offers.kind, 'second_chance'), eq(offers.status, 'pending')));
        expect(open.length + ((await lineage(root)).length - 1)).toBe(1);
      },
    );
  });

  it('names the conflict each way', async () => {
    const a = await windowClosedWithoutSale();
    expect((await secondChance(a)).statusCode).toBe(200);
    expect((await renew(a)).json()).toMatchObject({ error: VEHICLE_SALE_MESSAGES.second_chance_open, code: 'SECOND_CHANCE_OPEN' });
    const b = await windowClosedWithoutSale();
    expect((await renew(b)).statusCode).toBe(201);
    expect((await secondChance(b)).json()).toMatchObject({ error: VEHICLE_SALE_MESSAGES.listed_again, code: 'VEHICLE_LISTED_AGAIN' });
    // The seller's panel says so instead of offering candidates the server would refuse.
    const view = await t.app.inject({ method: 'GET', url: `/api/auctions/${b}/second-chance`, headers: { cookie: seller.cookie } });
    expect(view.json()).toMatchObject({ available: false, blocked: VEHICLE_SALE_MESSAGES.listed_again });
  });

  it('an open second-chance offer is accepted once; the renewal racing it is refused', async () => {
    await eachOrder(
      async () => {
        const id = await windowClosedWithoutSale();
        const made = await secondChance(id);
        expect(made.statusCode).toBe(200);
        return {
          root: id,
          ops: [
            { name: 'accept', run: async () => (await accept(under, made.json().offerId)).statusCode },
            { name: 'renewal', run: async () => (await renew(id)).statusCode },
          ],
        };
      },
      async (root, r) => {
        expect(r).toEqual({ accept: 200, renewal: 409 });
        expect(await sales(root)).toEqual({ listings: 1, acceptedOffers: 1 });
      },
    );
  });

  it("the renewed listing's own sale against a second-chance offer on the original: the sale wins, the offer is refused", async () => {
    await eachOrder(
      async () => {
        const id = await windowClosedWithoutSale();
        const renewed = await renew(id);
        expect(renewed.statusCode).toBe(201);
        const renewalId = renewed.json().auction_id as string;
        expect((await post(admin, `/api/admin/approvals/${renewalId}/approve`)).statusCode).toBe(200);
        const [r] = await t.database.db.select({ startTime: auctions.startTime }).from(auctions).where(eq(auctions.id, renewalId));
        clock.set(new Date(r!.startTime!.getTime() + 1000));
        await startScheduledAuctions(t.deps);
        return {
          root: id,
          ops: [
            { name: 'buyNow', run: async () => (await buyNowRequest(t, buyer, renewalId)).statusCode },
            { name: 'secondChance', run: async () => (await secondChance(id)).statusCode },
          ],
        };
      },
      async (root, r) => {
        expect(r).toEqual({ buyNow: 200, secondChance: 409 });
        expect(await sales(root)).toEqual({ listings: 1, acceptedOffers: 0 });
        expect((await secondChance(root)).json().code).toBe('VEHICLE_SOLD');
      },
    );
  });

  it('a rejected renewal blocks nothing: the second-chance offer opens again', async () => {
    const id = await windowClosedWithoutSale();
    const renewed = await renew(id);
    expect(renewed.statusCode).toBe(201);
    const rejected = await post(admin, `/api/admin/approvals/${renewed.json().auction_id}/reject`, { reason: 'Photos missing' });
    expect(rejected.statusCode).toBe(200);
    expect((await secondChance(id)).statusCode).toBe(200);
  });
});

describe('a live listing: close, buy now and an accepted offer', () => {
  it('every pair sells once, in either order or racing', async () => {
    const names = ['close', 'buyNow', 'acceptOffer'] as const;
    for (let i = 0; i < names.length; i++) {
      for (let j = i + 1; j < names.length; j++) {
        await eachOrder(
          async () => {
            clock.set(NOW);
            const id = await makeAuction(
              t,
              seller.id,
              { startingPrice: 10_000, reservePrice: 10_000, buyNowPrice: 60_000, allowOffers: true, endTime: new Date(NOW.getTime() + HOUR) },
              NOW,
            );
            expect((await bid(t, top, id, 10_100)).statusCode).toBe(200);
            const offer = await post(offerer, '/api/offers', { auction_id: id, amount: 55_000 });
            expect(offer.statusCode).toBe(200);
            const offerId = offer.json().offerId as string;
            // The close runs at the end; the others just before it.
            const later = { ...t.deps, clock: fixedClock(new Date(NOW.getTime() + HOUR + 1000)) };
            const run: Record<(typeof names)[number], Op> = {
              close: { name: 'close', run: async () => ((await closeAuction(later, id)) ? 200 : 409) },
              buyNow: { name: 'buyNow', run: async () => (await buyNowRequest(t, buyer, id)).statusCode },
              acceptOffer: { name: 'acceptOffer', run: async () => (await accept(seller, offerId)).statusCode },
            };
            return { root: id, ops: [run[names[i]!], run[names[j]!]] };
          },
          async (root) => {
            expect((await sales(root)).listings).toBe(1);
            expect((await sales(root)).acceptedOffers).toBeLessThanOrEqual(1);
          },
        );
      }
    }
  });
});

describe('a vehicle left with two open ways by the earlier code (data from before this rule)', () => {
  /** The Defender as it was found: a second-chance offer open on the original while its renewal is live with bids, a buy now price and an offer. */
  async function bothOpen() {
    const a = await windowClosedWithoutSale();
    const [offer] = await t.database.db
      .insert(offers)
      .values({
        auctionId: a,
        buyerId: under.id,
        amount: 10_100,
        status: 'pending',
        createdBySeller: true,
        kind: 'second_chance',
        expiresAt: new Date(clock.now().getTime() + DAY),
        createdAt: clock.now(),
        updatedAt: clock.now(),
      })
      .returning({ id: offers.id });
    const b = await makeAuction(
      t,
      seller.id,
      {
        originalAuctionId: a,
        reservePrice: 10_000,
        startingPrice: 10_000,
        buyNowPrice: 60_000,
        allowOffers: true,
        endTime: new Date(clock.now().getTime() + HOUR),
        renewalRequestedAt: clock.now(),
        renewalApprovedAt: clock.now(),
      },
      clock.now(),
    );
    await t.database.db.insert(bids).values({ auctionId: b, bidderId: top.id, amount: 12_000, createdAt: clock.now() });
    await t.database.db.update(auctions).set({ currentBid: 12_000 }).where(eq(auctions.id, b));
    const [live] = await t.database.db
      .insert(offers)
      .values({ auctionId: b, buyerId: offerer.id, amount: 50_000, status: 'pending', createdAt: clock.now(), updatedAt: clock.now() })
      .returning({ id: offers.id });
    const later = { ...t.deps, clock: fixedClock(new Date(clock.now().getTime() + HOUR + 1000)) };
    const ops: Op[] = [
      { name: 'acceptSecondChance', run: async () => (await accept(under, offer!.id)).statusCode },
      { name: 'buyNowRenewal', run: async () => (await buyNowRequest(t, buyer, b)).statusCode },
      { name: 'acceptOfferRenewal', run: async () => (await accept(seller, live!.id)).statusCode },
      {
        name: 'closeRenewal',
        run: async () =>
          (await closeAuction(later, b)) &&
          (
            await t.database.db
              .select()
              .from(auctions)
              .where(and(eq(auctions.id, b), eq(auctions.status, 'sold')))
          ).length > 0
            ? 200
            : 409,
      },
    ];
    return { root: a, ops };
  }

  it('every pair of ways sells the vehicle at most once, in either order or racing', async () => {
    for (let i = 0; i < 4; i++) {
      for (let j = i + 1; j < 4; j++) {
        await eachOrder(
          async () => {
            const { root, ops } = await bothOpen();
            return { root, ops: [ops[i]!, ops[j]!] };
          },
          async (root, r) => {
            const { listings } = await sales(root);
            expect(listings).toBeLessThanOrEqual(1);
            expect(Object.values(r).filter(ok).length).toBe(listings);
          },
        );
      }
    }
  });

  it('all four at once sell it at most once', async () => {
    for (let round = 0; round < 3; round++) {
      const { root, ops } = await bothOpen();
      await Promise.all(ops.map((o) => o.run()));
      expect((await sales(root)).listings).toBeLessThanOrEqual(1);
      const [n] = await t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(offers)
        .where(and(inArray(offers.auctionId, await lineage(root)), eq(offers.status, 'accepted')));
      expect(Number(n!.n)).toBeLessThanOrEqual(1);
    }
  });
});
