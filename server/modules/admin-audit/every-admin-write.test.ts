import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, auctions, bids, comments, deals, heroImages, identityVerifications, memberStrikes, membershipPlans, users } from '../../db/schema.ts';
import { seedDemoData } from '../../seed/seed-demo-data.ts';
import { DEMO_PASSWORD } from '../../seed/users.ts';
import { routeTable } from '../../http/route-table.ts';
import { cookieFrom, createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * Every admin write is in the audit log. The admin routes that change something are
 * read from the app's route table, so the next route cannot forget it: each must have a call below
 * that succeeds on the demo data, and after it the audit log must hold a new entry by that admin, or
 * be listed as changing nothing, with the reason.
 */
const CHANGES_NOTHING: Record<string, string> = {
  'POST /api/admin/payments/test': 'asks the payment provider whether the keys work; no record changes',
  'POST /api/admin/hero-images/uploads': 'stores a photo file only; the hero image that shows it is made (and audited) by POST /api/admin/hero-images',
  'POST /api/admin/categories/uploads': 'stores a photo file only; the category that shows it is changed (and audited) by POST or PATCH /api/admin/categories',
};

let t: TestApp;
let cookie: string;
let adminId: string;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(db(), new Date());
  const signIn = await t.anonymous.post('/api/auth/sign-in/email', { email: 'admin@example.com', password: DEMO_PASSWORD });
  cookie = cookieFrom(signIn);
  adminId = (await db().select({ id: users.id }).from(users).where(eq(users.email, 'admin@example.com')))[0]!.id;
}, 120_000);
afterAll(async () => t.close());

const userId = async (email: string) => (await db().select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
const auctionWhere = async (status: string, noBids = false) => {
  const rows = await db()
    .select({ id: auctions.id })
    .from(auctions)
    .where(
      and(
        eq(auctions.status, status),
        eq(auctions.listingType, 'auction'),
        noBids ? sql`not exists (select 1 from ${bids} b where b.auction_id = ${auctions.id})` : undefined,
      ),
    )
    .orderBy(auctions.title);
  return rows.map((r) => r.id);
};

interface Call {
  url: string;
  payload?: unknown;
}

/** One successful call per admin write route, made from the demo data (set up as a member would where needed). */
const CALLS: Record<string, () => Promise<Call>> = {
  'PUT /api/admin/users/:id/admin': async () => ({ url: `/api/admin/users/${await userId('buyer@example.com')}/admin`, payload: { isAdmin: true } }),
  'PUT /api/admin/users/:id/verified': async () => ({ url: `/api/admin/users/${await userId('bidder@example.com')}/verified`, payload: { isVerified: true } }),
  'PUT /api/admin/users/:id/status': async () => ({
    url: `/api/admin/users/${await userId('luis.ortega@example.com')}/status`,
    payload: { status: 'suspended', reason: 'Audit test', cancelBids: false },
  }),
  'PUT /api/admin/settings/:key': async () => ({ url: '/api/admin/settings/show_browse_categories', payload: { value: false } }),
  'POST /api/admin/hero-images': async () => ({
    url: '/api/admin/hero-images',
    payload: { imageUrl: 'https://img.example.com/audit.jpg', title: 'Audit', makeActive: false },
  }),
  'PUT /api/admin/hero-images/:id/active': async () => {
    const [h] = await db().select({ id: heroImages.id }).from(heroImages).where(eq(heroImages.isActive, false)).limit(1);
    return { url: `/api/admin/hero-images/${h!.id}/active`, payload: { isActive: true } };
  },
  'DELETE /api/admin/hero-images/:id': async () => {
    const made = await t.as(cookie).post('/api/admin/hero-images', { imageUrl: 'https://img.example.com/delete.jpg', title: 'Delete me', makeActive: false });
    return { url: `/api/admin/hero-images/${made.json().id}` };
  },
  'PATCH /api/admin/categories/:id': async () => {
    const list = (await t.as(cookie).get('/api/admin/categories')).json();
    const first = (Array.isArray(list) ? list : list.categories)[0];
    return { url: `/api/admin/categories/${first.id}`, payload: { description: 'Edited for the audit test.' } };
  },
  'POST /api/admin/categories': async () => ({ url: '/api/admin/categories', payload: { title: 'Audit Vans' } }),
  'PUT /api/admin/categories/order': async () => {
    const ids = ((await t.as(cookie).get('/api/admin/categories')).json().categories as { id: string }[]).map((c) => c.id);
    return { url: '/api/admin/categories/order', payload: { ids: [...ids].reverse() } };
  },
  'DELETE /api/admin/categories/:id': async () => {
    const made = await t.as(cookie).post('/api/admin/categories', { title: 'Delete Me Category' });
    return { url: `/api/admin/categories/${made.json().id}` };
  },
  'PATCH /api/admin/auctions/:id': async () => ({
    url: `/api/admin/auctions/${(await auctionWhere('active'))[0]}`,
    payload: { title: 'Edited by the audit test' },
  }),
  'PUT /api/admin/auctions/:id/featured': async () => ({
    url: `/api/admin/auctions/${(await auctionWhere('active'))[1]}/featured`,
    payload: { featured: true },
  }),
  'POST /api/admin/auctions/:id/end': async () => ({ url: `/api/admin/auctions/${(await auctionWhere('active'))[2]}/end`, payload: { reason: 'Audit test' } }),
  'POST /api/admin/auctions/:id/cancel': async () => ({
    url: `/api/admin/auctions/${(await auctionWhere('active'))[3]}/cancel`,
    payload: { reason: 'Cancelled by the audit test' },
  }),
  'DELETE /api/admin/auctions/:id': async () => ({ url: `/api/admin/auctions/${(await auctionWhere('scheduled', true))[0]}` }),
  'PUT /api/admin/contact-messages/:id/handled': async () => {
    const made = await t.anonymous.post('/api/contact', {
      name: 'Pat',
      email: 'pat@example.org',
      subject: 'General question',
      message: 'A question about selling.',
    });
    return { url: `/api/admin/contact-messages/${made.json().id}/handled`, payload: { handled: true } };
  },
  'POST /api/admin/contact-messages/:id/reply': async () => {
    const made = await t.anonymous.post('/api/contact', { name: 'Pat', email: 'pat@example.org', subject: 'General question', message: 'Another question.' });
    return { url: `/api/admin/contact-messages/${made.json().id}/reply`, payload: { body: 'Thank you for writing; here is the answer.' } };
  },
  'DELETE /api/admin/comments/:id': async () => {
    const [c] = await db().select({ id: comments.id }).from(comments).orderBy(comments.createdAt).limit(1);
    return { url: `/api/admin/comments/${c!.id}` };
  },
  'POST /api/admin/comments/:id/dismiss-reports': async () => {
    const bidder = await userId('bidder@example.com');
    const [c] = await db()
      .select({ id: comments.id })
      .from(comments)
      .where(and(ne(comments.userId, bidder), sql`${comments.userId} is not null`))
      .orderBy(desc(comments.createdAt))
      .limit(1);
    const member = cookieFrom(await t.anonymous.post('/api/auth/sign-in/email', { email: 'bidder@example.com', password: DEMO_PASSWORD }));
    expect((await t.as(member).put(`/api/comments/${c!.id}/report`, { reason: 'Spam' })).statusCode).toBe(200);
    return { url: `/api/admin/comments/${c!.id}/dismiss-reports` };
  },
  'POST /api/admin/approvals/:id/approve': async () => ({ url: `/api/admin/approvals/${(await auctionWhere('pending_approval'))[0]}/approve` }),
  'POST /api/admin/approvals/:id/reject': async () => ({
    url: `/api/admin/approvals/${(await auctionWhere('pending_approval'))[0]}/reject`,
    payload: { reason: 'The photos do not show the vehicle.' },
  }),
  // The demo's deal in dispute, released to its seller.
  'POST /api/admin/deals/:id/resolve': async () => {
    const [d] = await db().select({ id: deals.id }).from(deals).where(eq(deals.state, 'disputed')).limit(1);
    return { url: `/api/admin/deals/${d!.id}/resolve`, payload: { outcome: 'release', reason: 'The vehicle matches the listing.' } };
  },
  // A member's identity request (its photos' keys need not exist to be decided), approved.
  'POST /api/admin/verifications/:id/decision': async () => {
    const [v] = await db()
      .insert(identityVerifications)
      .values({
        userId: await userId('buyer@example.com'),
        idPhotoKey: 'private/identity/audit-id.webp',
        selfieKey: 'private/identity/audit-selfie.webp',
        submittedAt: new Date(),
      })
      .returning({ id: identityVerifications.id });
    return { url: `/api/admin/verifications/${v!.id}/decision`, payload: { decision: 'approve' } };
  },
  'POST /api/admin/strikes/:id/lift': async () => {
    const [s] = await db().select({ id: memberStrikes.id }).from(memberStrikes).where(isNull(memberStrikes.liftedAt)).limit(1);
    return { url: `/api/admin/strikes/${s!.id}/lift`, payload: { reason: 'The buyer showed the bank delayed the transfer.' } };
  },
  'POST /api/admin/membership-plans': async () => ({
    url: '/api/admin/membership-plans',
    payload: { name: 'Audit Plan', monthlyPrice: 9, listingsIncluded: 2 },
  }),
  'PATCH /api/admin/membership-plans/:id': async () => {
    const [p] = await db().select({ id: membershipPlans.id }).from(membershipPlans).limit(1);
    return { url: `/api/admin/membership-plans/${p!.id}`, payload: { description: 'Edited by the audit test.' } };
  },
  'DELETE /api/admin/membership-plans/:id': async () => {
    const made = await t.as(cookie).post('/api/admin/membership-plans', { name: 'Short Lived', monthlyPrice: 3, listingsIncluded: 1 });
    return { url: `/api/admin/membership-plans/${made.json().id}` };
  },
};

const writes = () => routeTable(t.app).filter((r) => r.url.startsWith('/api/admin/') && r.method !== 'GET');

describe('every admin write is in the audit log (issue 23 item 6)', () => {
  it('reads the admin writes from the route table: each has a call here or a reason it changes nothing', () => {
    const keys = writes().map((r) => `${r.method} ${r.url}`);
    expect(keys.length).toBeGreaterThan(20);
    expect(
      keys.filter((k) => !(k in CALLS) && !(k in CHANGES_NOTHING)),
      'admin writes without an audit check',
    ).toEqual([]);
    expect(
      Object.keys(CALLS).filter((k) => !keys.includes(k)),
      'calls for routes that no longer exist',
    ).toEqual([]);
  });

  it('each admin write that succeeds leaves an entry by that admin, in the same commit', async () => {
    const unaudited: string[] = [];
    for (const r of writes()) {
      const key = `${r.method} ${r.url}`;
      const recipe = CALLS[key];
      if (!recipe) continue;
      const call = await recipe();
      const byAdmin = async () =>
        Number(
          (
            await db()
              .select({ n: sql<number>`count(*)::int` })
              .from(adminAuditLog)
              .where(eq(adminAuditLog.actorId, adminId))
          )[0]!.n,
        );
      const before = await byAdmin();
      const res = await t.as(cookie).request({ method: r.method, url: call.url, payload: call.payload });
      expect(res.statusCode, `${key}: ${res.body}`).toBeLessThan(300);
      if ((await byAdmin()) <= before) unaudited.push(key);
    }
    expect(unaudited, 'admin writes that left no audit entry').toEqual([]);
  });

  it('approving and rejecting a listing say who, what and the outcome', async () => {
    const [approveId, rejectId] = await auctionWhere('pending_approval');
    expect((await t.as(cookie).post(`/api/admin/approvals/${approveId}/approve`)).statusCode).toBe(200);
    expect((await t.as(cookie).post(`/api/admin/approvals/${rejectId}/reject`, { reason: 'Not a real vehicle.' })).statusCode).toBe(200);
    const of = async (id: string) => (await db().select().from(adminAuditLog).where(eq(adminAuditLog.entityId, id)).orderBy(desc(adminAuditLog.createdAt)))[0];
    expect(await of(approveId!)).toMatchObject({
      actorId: adminId,
      action: 'listing.approve',
      entity: 'auction',
      before: { status: 'pending_approval' },
      after: { status: 'scheduled' },
    });
    expect(await of(rejectId!)).toMatchObject({
      actorId: adminId,
      action: 'listing.reject',
      entity: 'auction',
      after: { status: 'archived', reason: 'Not a real vehicle.' },
    });
  });
});
