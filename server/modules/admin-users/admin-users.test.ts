import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { adminAuditLog, profiles, sessions } from '../../db/schema.ts';
import { createTestApp, PASSWORD, type TestApp } from '../../test/test-app.ts';
import { admin, member, type SignedIn } from '../../test/admin.ts';
import { makeAuction } from '../../test/auction-fixtures.ts';

let t: TestApp;
let boss: SignedIn;
let seller: SignedIn;
let bidder: SignedIn;
let auctionId: string;
beforeAll(async () => {
  t = await createTestApp();
  boss = await admin(t, 'boss@example.com', 'Boss Admin');
  seller = await member(t, 'seller@example.com', 'Sally Seller');
  bidder = await member(t, 'bidder@example.com', 'Bob Bidder');
  auctionId = await makeAuction(t, seller.id, { status: 'active' });
}, 240_000);
afterAll(async () => {
  await t.close();
});

async function lastAudit(entityId: string) {
  const rows = await t.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, entityId));
  return rows.sort((a, b) => +b.createdAt - +a.createdAt)[0];
}

describe('admin users', () => {
  it('searches by name or e-mail', async () => {
    const byName = (await t.as(boss).get('/api/admin/users?search=sally')).json();
    expect(byName.users.map((u: { email: string }) => u.email)).toEqual(['seller@example.com']);
    const byMail = (await t.as(boss).get('/api/admin/users?search=BIDDER@')).json();
    expect(byMail.users).toHaveLength(1);
    expect(byMail.users[0]).toMatchObject({ name: 'Bob Bidder', status: 'active', isVerified: false, isAdmin: false });
    // By display name too (each column by its own trigram index), and LIKE's wildcards are plain text.
    await t.database.db.update(profiles).set({ displayName: 'Quentin 50%_Motors' }).where(eq(profiles.userId, seller.id));
    const byDisplay = (await t.as(boss).get('/api/admin/users?search=50%25_mot')).json();
    expect(byDisplay.users.map((u: { email: string }) => u.email)).toEqual(['seller@example.com']);
    expect((await t.as(boss).get('/api/admin/users?search=e%25m')).json().users).toEqual([]);
    const admins = (await t.as(boss).get('/api/admin/users?status=admin')).json();
    expect(admins.users.map((u: { email: string }) => u.email)).toEqual(['boss@example.com']);
  });

  it("shows a user's listings, bids, authorizations, holds and messages", async () => {
    const res = await t.as(boss).get(`/api/admin/users/${seller.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().counts).toEqual({ listings: 1, bids: 0, authorizations: 0, holds: 0, messages: 0 });
    expect(res.json().recentListings[0].id).toBe(auctionId);
    expect((await t.as(boss).get('/api/admin/users/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('verifies a seller, with an audit entry', async () => {
    const res = await t.as(boss).put(`/api/admin/users/${seller.id}/verified`, { isVerified: true });
    expect(res.json().user.isVerified).toBe(true);
    const [p] = await t.database.db.select().from(profiles).where(eq(profiles.userId, seller.id));
    expect(p?.isVerified).toBe(true);
    expect(await lastAudit(seller.id)).toMatchObject({
      actorId: boss.id,
      action: 'user.verify',
      entity: 'user',
      before: { isVerified: false },
      after: { isVerified: true },
    });
  });

  it('grants and removes the admin role, never the last or own one', async () => {
    const granted = await t.as(boss).put(`/api/admin/users/${bidder.id}/admin`, { isAdmin: true });
    expect(granted.json().user.isAdmin).toBe(true);
    expect(await lastAudit(bidder.id)).toMatchObject({ action: 'user.grant_admin', after: { admin: true } });
    const own = await t.as(boss).put(`/api/admin/users/${boss.id}/admin`, { isAdmin: false });
    expect(own.statusCode).toBe(400);
    expect(own.json().error).toBe('You cannot remove your own admin role.');
    const removed = await t.as(boss).put(`/api/admin/users/${bidder.id}/admin`, { isAdmin: false });
    expect(removed.json().user.isAdmin).toBe(false);
    expect(await lastAudit(bidder.id)).toMatchObject({ action: 'user.remove_admin', before: { admin: true }, after: { admin: false } });
  });

  it('refuses members and visitors', async () => {
    expect((await t.anonymous.put(`/api/admin/users/${seller.id}/verified`, { isVerified: false })).statusCode).toBe(401);
    expect((await t.as(seller).put(`/api/admin/users/${boss.id}/status`, { status: 'suspended' })).statusCode).toBe(403);
    const [p] = await t.database.db.select().from(profiles).where(eq(profiles.userId, boss.id));
    expect(p?.status).toBe('active');
  });

  it('suspends a user: sessions end, every write is refused with a clear message, sign-in is refused; reinstating restores', async () => {
    const victim = await member(t, 'victim@example.com', 'Vic Tim');
    expect((await t.as(victim).put(`/api/watchlist/${auctionId}`)).statusCode).toBeLessThan(300);
    const res = await t.as(boss).put(`/api/admin/users/${victim.id}/status`, { status: 'suspended', reason: 'Shill bidding', cancelBids: false });
    expect(res.json().user.status).toBe('suspended');
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, victim.id))).toHaveLength(0);
    expect(await lastAudit(victim.id)).toMatchObject({
      action: 'user.suspend',
      before: { status: 'active' },
      after: { status: 'suspended', reason: 'Shill bidding', cancelBids: false },
    });

    expect((await t.as(victim).get('/api/session')).json().user).toBeNull();
    const bid = await t.as(victim).post('/api/bids', { auction_id: auctionId, amount: 5000 });
    expect(bid.statusCode).toBe(401);

    const signIn = await t.anonymous.post('/api/auth/sign-in/email', { email: 'victim@example.com', password: PASSWORD });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().message).toBe('Your account has been suspended. Please contact support if you believe this is a mistake.');

    await t.as(boss).put(`/api/admin/users/${victim.id}/status`, { status: 'active' });
    const again = await t.anonymous.post('/api/auth/sign-in/email', { email: 'victim@example.com', password: PASSWORD });
    expect(again.statusCode).toBe(200);
    expect(await lastAudit(victim.id)).toMatchObject({ action: 'user.reinstate', after: { status: 'active' } });
  });

  it('refuses a suspended account whose session another instance still remembers (403 ACCOUNT_SUSPENDED)', async () => {
    const other = await member(t, 'other@example.com', 'Otto Other');
    // Suspended by another instance: the status changes but this instance's memory of the session stays.
    await t.database.db.update(profiles).set({ status: 'suspended' }).where(eq(profiles.userId, other.id));
    const { sessionCacheOf } = await import('../../http/guards.ts');
    sessionCacheOf(t.deps).clear();
    for (const [method, url, body] of [
      ['POST', '/api/bids', { auction_id: auctionId, amount: 5000 }],
      ['POST', `/api/auctions/${auctionId}/comments`, { content: 'hello' }],
      ['PUT', `/api/watchlist/${auctionId}`, undefined],
    ] as const) {
      const res = await t.as(other).request({ method, url, payload: body });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().code, url).toBe('ACCOUNT_SUSPENDED');
    }
    expect(
      await t.database.db
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, other.id))),
    ).not.toHaveLength(0);
  });

  it('an admin cannot suspend themselves', async () => {
    const res = await t.as(boss).put(`/api/admin/users/${boss.id}/status`, { status: 'suspended' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('You cannot suspend your own account.');
  });
});
