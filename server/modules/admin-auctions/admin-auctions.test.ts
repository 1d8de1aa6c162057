import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { adminAuditLog, auctions, featuredListingPayments, notifications, paymentHolds, proxyBids } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { admin, type SignedIn } from '../../test/admin.ts';
import { auditAuction } from '../auction-engine/audit-auction.ts';
import { bid, makeAuction, makeUser, proxyBid, type TestUser } from '../../test/auction-fixtures.ts';
import { ADMIN_AUCTION_MESSAGES } from '../../../domain/admin/admin-auctions.ts';

let t: TestApp;
let boss: SignedIn;
let seller: TestUser;
let other: TestUser;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  boss = await admin(t, 'boss@example.com', 'Boss Admin');
  [seller, other, alice, bob] = await Promise.all([
    makeUser(t, 'Sally Seller'),
    makeUser(t, 'Otto Other'),
    makeUser(t, 'Alice Bidder'),
    makeUser(t, 'Bob Bidder'),
  ]);
}, 240_000);
afterAll(async () => {
  await t.close();
});

const listed = async (query: string) => ((await t.as(boss).get(`/api/admin/auctions?${query}`)).json().auctions as { id: string }[]).map((a) => a.id);

async function auditOf(entityId: string) {
  return t.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, entityId)).orderBy(desc(adminAuditLog.createdAt));
}
const row = async (id: string) => (await t.database.db.select().from(auctions).where(eq(auctions.id, id)))[0];
const noticesOf = (userId: string, type: string) =>
  t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.notificationType, type)));

describe('the admin list of every listing', () => {
  let mustang: string;
  let harley: string;
  let classified: string;
  beforeAll(async () => {
    mustang = await makeAuction(t, seller.id, { title: '1967 Ford Mustang Fastback', make: 'Ford', model: 'Mustang', vin: '7R02C123456', status: 'active' });
    harley = await makeAuction(t, other.id, { title: '1972 Harley-Davidson Sportster', make: 'Harley-Davidson', status: 'sold', winnerId: seller.id });
    classified = await makeAuction(t, seller.id, {
      title: 'Airstream Classic 30',
      listingType: 'classified',
      status: 'active',
      buyNowPrice: 90_000,
      featured: true,
    });
  });

  it('filters by words, id, VIN, status, type, seller and featured', async () => {
    expect(await listed('search=mustang')).toEqual([mustang]);
    expect(await listed(`search=${mustang.slice(0, 8)}`)).toEqual([mustang]);
    expect(await listed('search=7r02c123456')).toEqual([mustang]);
    expect(await listed('status=sold')).toEqual([harley]);
    expect(await listed('type=classified')).toEqual([classified]);
    expect(await listed('seller=otto')).toEqual([harley]);
    expect(await listed(`seller=${seller.id}`)).toEqual([classified, mustang]);
    expect(await listed('featured=true')).toEqual([classified]);
    expect(await listed('category=cars&status=active&type=auction')).toEqual([mustang]);
  });

  it('pages newest first by keyset, and refuses an unknown status', async () => {
    const first = (await t.as(boss).get('/api/admin/auctions?limit=2')).json();
    expect(first.auctions.map((a: { id: string }) => a.id)).toEqual([classified, harley]);
    const second = (await t.as(boss).get(`/api/admin/auctions?limit=2&cursor=${encodeURIComponent(first.nextCursor)}`)).json();
    expect(second.auctions[0].id).toBe(mustang);
    const bad = await t.as(boss).get('/api/admin/auctions?status=lost');
    expect(bad.statusCode).toBe(400);
  });

  it('answers the details an admin edits, with the seller', async () => {
    const res = await t.as(boss).get(`/api/admin/auctions/${mustang}`);
    expect(res.json()).toMatchObject({
      id: mustang,
      title: '1967 Ford Mustang Fastback',
      vin: '7R02C123456',
      seller: { id: seller.id, name: 'Sally Seller' },
      bidderCount: 0,
      heldHolds: 0,
    });
    expect((await t.as(boss).get('/api/admin/auctions/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('refuses members and visitors', async () => {
    expect((await t.anonymous.get('/api/admin/auctions')).statusCode).toBe(401);
    expect((await t.as(seller).put(`/api/admin/auctions/${mustang}/featured`, { featured: true })).statusCode).toBe(403);
    expect((await row(mustang))!.featured).toBe(false);
  });
});

describe('feature and edit', () => {
  it('features and unfeatures, each change in the audit log', async () => {
    const id = await makeAuction(t, seller.id);
    const on = await t.as(boss).put(`/api/admin/auctions/${id}/featured`, { featured: true });
    expect(on.json().featured).toBe(true);
    await t.as(boss).put(`/api/admin/auctions/${id}/featured`, { featured: false });
    expect((await row(id))!.featured).toBe(false);
    expect((await auditOf(id)).map((e) => [e.action, e.before, e.after])).toEqual([
      ['auction.unfeature', { featured: true }, { featured: false }],
      ['auction.feature', { featured: false }, { featured: true }],
    ]);
  });

  it('edits fields and records only what changed', async () => {
    const id = await makeAuction(t, seller.id, { title: 'Old title', reservePrice: 20_000 });
    const end = new Date(Date.now() + 10 * 86_400_000).toISOString();
    const res = await t.as(boss).patch(`/api/admin/auctions/${id}`, { title: 'New title', reservePrice: 15_000, mileage: 42_000, endTime: end, make: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ title: 'New title', reservePrice: 15_000, mileage: 42_000, endTime: end, make: null });
    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({
      actorId: boss.id,
      action: 'auction.edit',
      before: { title: 'Old title', reservePrice: 20_000, mileage: null },
      after: { title: 'New title', reservePrice: 15_000, mileage: 42_000, endTime: end },
    });
    expect(entry!.before).not.toHaveProperty('make');
  });

  it('refuses edits that break the auction, changing nothing', async () => {
    const id = await makeAuction(t, seller.id, { title: 'Kept', reservePrice: 20_000 });
    expect((await bid(t, alice, id, 10_100)).statusCode).toBe(200);
    const cases: [unknown, string][] = [
      [{ startingPrice: 5_000 }, ADMIN_AUCTION_MESSAGES.startingPriceLocked],
      [{ endTime: new Date(Date.now() - 60_000).toISOString() }, ADMIN_AUCTION_MESSAGES.endPassed],
      [{ startTime: new Date(Date.now() + 30 * 86_400_000).toISOString() }, ADMIN_AUCTION_MESSAGES.endBeforeStart],
      [{ reservePrice: 5_000 }, 'The reserve must be at least the starting price'],
      [{ category: 'spaceships' }, ADMIN_AUCTION_MESSAGES.unknownCategory],
      [{}, ADMIN_AUCTION_MESSAGES.nothingToChange],
    ];
    for (const [body, message] of cases) {
      const res = await t.as(boss).patch(`/api/admin/auctions/${id}`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error).toBe(message);
    }
    const unknown = await t.as(boss).patch(`/api/admin/auctions/${id}`, { sellerId: alice.id });
    expect(unknown.statusCode).toBe(400);
    const sold = await makeAuction(t, seller.id, { status: 'sold', winnerId: alice.id });
    expect((await t.as(boss).patch(`/api/admin/auctions/${sold}`, { reservePrice: 1 })).json().error).toBe(ADMIN_AUCTION_MESSAGES.closedPricesLocked);
    expect(await row(id)).toMatchObject({ title: 'Kept', reservePrice: 20_000, startingPrice: 10_000 });
    expect(await auditOf(id)).toHaveLength(0);
  });
});

describe('end early', () => {
  it('closes as at the end: sold to the leader, the fee captured, others released, bidders told', async () => {
    const id = await makeAuction(t, seller.id, { title: 'End me', reservePrice: 10_500 });
    expect((await bid(t, alice, id, 10_100)).statusCode).toBe(200);
    expect((await bid(t, bob, id, 11_000)).statusCode).toBe(200);
    const res = await t.as(boss).post(`/api/admin/auctions/${id}/end`, { reason: 'Seller sold it to the leader early' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'sold', heldHolds: 0 });
    const a = (await row(id))!;
    expect(a).toMatchObject({ status: 'sold', winnerId: bob.id });
    expect(a.endTime!.getTime()).toBeLessThanOrEqual(Date.now());
    expect(await auditAuction(t.database.db, id)).toEqual([]);
    const holds = await t.database.db.select().from(paymentHolds).where(eq(paymentHolds.auctionId, id));
    expect(holds.filter((h) => h.status === 'captured').map((h) => h.userId)).toEqual([bob.id]);
    expect(await noticesOf(alice.id, 'auction_ended_early')).toHaveLength(1);
    expect((await noticesOf(alice.id, 'auction_ended_early'))[0]!.notificationData).toMatchObject({
      auction_id: id,
      reason: 'Seller sold it to the leader early',
    });
    expect(await noticesOf(bob.id, 'auction_ended_early')).toHaveLength(0);
    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({
      action: 'auction.end_early',
      before: { status: 'active' },
      after: { status: 'sold', winnerId: bob.id, reason: 'Seller sold it to the leader early' },
    });
  });

  it('ends without a sale when the reserve is not met, and refuses what is not running', async () => {
    const id = await makeAuction(t, seller.id, { reservePrice: 50_000 });
    await bid(t, alice, id, 10_100);
    expect((await t.as(boss).post(`/api/admin/auctions/${id}/end`, {})).json().status).toBe('ended');
    expect(await auditAuction(t.database.db, id)).toEqual([]);
    const again = await t.as(boss).post(`/api/admin/auctions/${id}/end`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(ADMIN_AUCTION_MESSAGES.endOnlyRunning);
    const classified = await makeAuction(t, seller.id, { listingType: 'classified', buyNowPrice: 5_000 });
    const refused = await t.as(boss).post(`/api/admin/auctions/${classified}/end`);
    expect(refused.json()).toMatchObject({ error: ADMIN_AUCTION_MESSAGES.endOnlyRunning, code: 'NOT_RUNNING' });
  });
});

describe('cancel', () => {
  it('archives with the reason, releases the hold through the ledger, stops automatic bids and tells bidders and seller', async () => {
    const id = await makeAuction(t, seller.id, { title: 'Cancel me' });
    expect((await proxyBid(t, alice, id, 20_000)).statusCode).toBe(200);
    expect((await bid(t, bob, id, 12_000)).statusCode).toBe(200);
    expect(
      await t.database.db
        .select()
        .from(paymentHolds)
        .where(and(eq(paymentHolds.auctionId, id), eq(paymentHolds.status, 'held'))),
    ).toHaveLength(1);

    const missing = await t.as(boss).post(`/api/admin/auctions/${id}/cancel`, { reason: '  ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe(ADMIN_AUCTION_MESSAGES.reasonRequired);
    expect((await row(id))!.status).toBe('active');

    const res = await t.as(boss).post(`/api/admin/auctions/${id}/cancel`, { reason: 'The title is not clean' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'archived', cancellationReason: 'The title is not clean', heldHolds: 0 });
    expect(res.json().cancelledAt).toEqual(expect.any(String));
    expect(await auditAuction(t.database.db, id)).toEqual([]);
    expect(
      await t.database.db
        .select()
        .from(proxyBids)
        .where(and(eq(proxyBids.auctionId, id), eq(proxyBids.isActive, true))),
    ).toHaveLength(0);
    for (const u of [alice, bob]) {
      const [n] = await noticesOf(u.id, 'auction_cancelled');
      expect(n?.notificationData).toMatchObject({ auction_id: id, reason: 'The title is not clean' });
    }
    const mail = (await t.mailer.list()).find((m) => m.to === seller.email && m.subject === 'Cancelled: Cancel me');
    expect(mail?.text).toContain('Reason: The title is not clean');
    expect((await auditOf(id))[0]).toMatchObject({
      action: 'auction.cancel',
      before: { status: 'active' },
      after: { status: 'archived', reason: 'The title is not clean' },
    });
    expect(await listed('status=cancelled')).toContain(id);

    const again = await t.as(boss).post(`/api/admin/auctions/${id}/cancel`, { reason: 'twice' });
    expect(again.statusCode).toBe(409);
    expect((await bid(t, bob, id, 30_000)).statusCode).toBe(409);
  });

  it('gives back a featured fee held for a listing awaiting approval', async () => {
    const id = await makeAuction(t, seller.id, { status: 'pending_approval' });
    await t.database.db
      .insert(featuredListingPayments)
      .values({ auctionId: id, userId: seller.id, amountCents: 4_900, provider: 'sandbox', checkoutSessionId: `cs_${id}`, status: 'held' });
    expect((await t.as(boss).post(`/api/admin/auctions/${id}/cancel`, { reason: 'Duplicate listing' })).statusCode).toBe(200);
    const [p] = await t.database.db.select().from(featuredListingPayments).where(eq(featuredListingPayments.auctionId, id));
    expect(p?.status).toBe('released');
  });
});

describe('delete', () => {
  it('deletes a listing without bids, recorded in the audit log', async () => {
    const id = await makeAuction(t, seller.id, { title: 'Delete me', status: 'pending_approval' });
    const res = await t.as(boss).delete(`/api/admin/auctions/${id}`);
    expect(res.json()).toEqual({ deleted: true });
    expect(await row(id)).toBeUndefined();
    expect((await auditOf(id))[0]).toMatchObject({ action: 'auction.delete', before: { title: 'Delete me', status: 'pending_approval', sellerId: seller.id } });
    expect((await t.as(boss).delete(`/api/admin/auctions/${id}`)).statusCode).toBe(404);
  });

  it('refuses a listing with bids, changing nothing', async () => {
    const id = await makeAuction(t, seller.id);
    await bid(t, alice, id, 10_100);
    const res = await t.as(boss).delete(`/api/admin/auctions/${id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(ADMIN_AUCTION_MESSAGES.deleteWithBids);
    expect(await row(id)).toBeDefined();
    expect(await auditOf(id)).toHaveLength(0);
  });
});
