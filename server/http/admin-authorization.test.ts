import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { profiles } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { admin, member, type SignedIn } from '../test/admin.ts';
import { sessionCacheOf } from './guards.ts';
import { routeTable } from './route-table.ts';
import { documented } from '../test/openapi-contract.ts';

/**
 * The authorization matrix of the admin API. Every /api/admin route is read from
 * the app's route table, so a route added later is called too; each must be listed below with what
 * an admin gets for an empty body and unknown ids, or the test fails until it is.
 */
const ADMIN_ANSWERS: Record<string, number> = {
  'GET /api/admin/audit-log': 200,
  'GET /api/admin/audit-log/facets': 200,
  'GET /api/admin/users': 200,
  'GET /api/admin/users/:id': 404,
  'PUT /api/admin/users/:id/admin': 400,
  'PUT /api/admin/users/:id/verified': 400,
  'PUT /api/admin/users/:id/status': 400,
  'GET /api/admin/strikes': 200,
  'POST /api/admin/strikes/:id/lift': 400,
  'GET /api/admin/settings': 200,
  'PUT /api/admin/settings/:key': 400,
  'GET /api/admin/hero-images': 200,
  'POST /api/admin/hero-images': 400,
  'POST /api/admin/hero-images/uploads': 400,
  'PUT /api/admin/hero-images/:id/active': 400,
  'DELETE /api/admin/hero-images/:id': 404,
  'GET /api/admin/categories': 200,
  'POST /api/admin/categories': 400,
  'POST /api/admin/categories/uploads': 400,
  'PUT /api/admin/categories/order': 400,
  'PATCH /api/admin/categories/:id': 400,
  'DELETE /api/admin/categories/:id': 404,
  'GET /api/admin/auctions': 200,
  'GET /api/admin/auctions/:id': 404,
  'PATCH /api/admin/auctions/:id': 400,
  'PUT /api/admin/auctions/:id/featured': 400,
  'POST /api/admin/auctions/:id/end': 404,
  'POST /api/admin/auctions/:id/cancel': 400,
  'DELETE /api/admin/auctions/:id': 404,
  'GET /api/admin/dashboard': 200,
  'GET /api/admin/analytics': 200,
  'GET /api/admin/shill-signals': 200,
  'GET /api/admin/contact-messages': 200,
  'PUT /api/admin/contact-messages/:id/handled': 400,
  'POST /api/admin/contact-messages/:id/reply': 400,
  'GET /api/admin/comments': 200,
  'GET /api/admin/comment-reports': 200,
  'DELETE /api/admin/comments/:id': 404,
  'POST /api/admin/comments/:id/dismiss-reports': 404,
  'GET /api/admin/approvals': 200,
  'POST /api/admin/approvals/:id/approve': 404,
  'POST /api/admin/approvals/:id/reject': 400,
  'GET /api/admin/offer-payments': 200,
  // The deals and their disputes (admin-deals.test.ts).
  'GET /api/admin/deals': 200,
  'GET /api/admin/deals/:id': 404,
  'POST /api/admin/deals/:id/resolve': 400,
  'GET /api/admin/membership-plans': 200,
  'POST /api/admin/membership-plans': 400,
  'PATCH /api/admin/membership-plans/:id': 400,
  'DELETE /api/admin/membership-plans/:id': 404,
  'GET /api/admin/payments': 200,
  'POST /api/admin/payments/test': 200,
  // Identity verification requests and their private photos (identity-verification.test.ts).
  'GET /api/admin/verifications': 200,
  'GET /api/admin/verifications/:id/files/:file': 400,
  'POST /api/admin/verifications/:id/decision': 400,
};

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
/** A concrete address of a route pattern: unknown ids, a real setting key. */
const concrete = (url: string) => url.replace(':key', 'auction').replace(/:[A-Za-z]+/g, UNKNOWN_ID);

let t: TestApp;
let boss: SignedIn;
let memberUser: SignedIn;
let suspended: SignedIn;
let routes: { method: string; url: string }[];

beforeAll(async () => {
  t = await createTestApp();
  boss = await admin(t, 'boss@example.com', 'Boss Admin');
  memberUser = await member(t, 'member@example.com', 'Mel Member');
  suspended = await member(t, 'suspended@example.com', 'Sus Pended');
  // Suspended elsewhere: the session stays remembered, the status is read afresh.
  await t.database.db.update(profiles).set({ status: 'suspended' }).where(eq(profiles.userId, suspended.id));
  sessionCacheOf(t.deps).clear();
  routes = routeTable(t.app).filter((r) => r.url === '/api/admin' || r.url.startsWith('/api/admin/'));
}, 240_000);
afterAll(async () => {
  await t.close();
});

// Every answer is checked against the API document too: its status documented for the route.
const call = (method: string, url: string, cookie?: string) =>
  documented(t.app, { method: method as 'GET', url: concrete(url), headers: cookie ? { cookie } : {} });

describe('the admin API’s authorization matrix', () => {
  it('reads the admin routes from the route table, and every one is in the matrix', () => {
    expect(routes.length).toBeGreaterThanOrEqual(Object.keys(ADMIN_ANSWERS).length);
    const missing = routes.map((r) => `${r.method} ${r.url}`).filter((k) => !(k in ADMIN_ANSWERS));
    expect(missing, 'admin routes missing from ADMIN_ANSWERS').toEqual([]);
    const gone = Object.keys(ADMIN_ANSWERS).filter((k) => !routes.some((r) => `${r.method} ${r.url}` === k));
    expect(gone, 'routes in ADMIN_ANSWERS that no longer exist').toEqual([]);
  });

  it('answers 401 to a visitor on every admin route', async () => {
    for (const r of routes) {
      const res = await call(r.method, r.url);
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(401);
      expect(res.json().code, `${r.method} ${r.url}`).toBe('AUTH_SESSION_MISSING');
    }
  });

  it('answers 403 to a signed-in member who is not an admin on every admin route', async () => {
    for (const r of routes) {
      const res = await call(r.method, r.url, memberUser.cookie);
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(403);
      expect(res.json(), `${r.method} ${r.url}`).toMatchObject({ code: 'FORBIDDEN', error: 'You need an administrator account to do this.' });
    }
  });

  it('answers 403 ACCOUNT_SUSPENDED to a suspended member on every admin route', async () => {
    for (const r of routes) {
      const res = await call(r.method, r.url, suspended.cookie);
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(403);
      expect(res.json().code, `${r.method} ${r.url}`).toBe('ACCOUNT_SUSPENDED');
    }
  });

  it('lets an admin through on every admin route (the route then judges the request itself)', async () => {
    for (const r of routes) {
      const key = `${r.method} ${r.url}`;
      const res = await call(r.method, r.url, boss.cookie);
      expect(res.statusCode, key).toBe(ADMIN_ANSWERS[key]);
    }
  });

  it('refuses non-admins on an admin address nobody serves, rather than telling them it does not exist', async () => {
    expect((await call('GET', '/api/admin/nothing-here')).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/nothing-here', memberUser.cookie)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/nothing-here', boss.cookie)).statusCode).toBe(404);
  });
});
