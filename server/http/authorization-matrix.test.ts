import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { comments, notifications, offers, profiles, users } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { admin, member, type SignedIn } from '../test/admin.ts';
import { makeAuction } from '../test/auction-fixtures.ts';
import { sessionCacheOf } from './guards.ts';
import { routeTable } from './route-table.ts';
import { contractOf, documented } from '../test/openapi-contract.ts';

/**
 * The authorization matrix of the whole API (the admin routes have their own, in
 * admin-authorization.test.ts). Every route is read from the app's route table, so a route added
 * later fails this test until it is listed here with what each caller gets: an anonymous visitor, a
 * signed-in member, a suspended member and an admin, calling with unknown ids and, where the route
 * reads a body, a well-formed body (so that the answer is the route's judgement of the caller, not
 * of the body's shape). The routes that act on something a member owns are then called by the
 * owner and by another member on real rows (OWNED below).
 */
type Statuses = readonly [anonymous: number, member: number, suspended: number, admin: number];
interface Entry {
  /** The fifth caller, an admin signed in without two-factor where production requires it, gets the member's answer (decision 030). */
  expect: Statuses;
  body?: Record<string, unknown>;
}

const U = '00000000-0000-4000-8000-000000000000';
const PUBLIC_READ: Statuses = [200, 200, 200, 200];
const MEMBER_READ: Statuses = [401, 200, 403, 200];
const MEMBER_UNKNOWN: Statuses = [401, 404, 403, 404];
const ACCOUNT_CHANGES = new Set(['PATCH /api/profile', 'PUT /api/notification-preferences/:type']);

const MATRIX: Record<string, Entry | { skip: string }> = {
  'GET /api/auth/*': { skip: 'better-auth’s own routes: sign-up, sign-in and sessions (auth tests; suspended sign-in in admin-users.test.ts)' },
  'POST /api/auth/*': { skip: 'better-auth’s own routes: sign-up, sign-in and sessions (auth tests; suspended sign-in in admin-users.test.ts)' },
  // /auth's forms without scripts: anyone may post them; a refusal is a redirect back to /auth (auth-forms.test.ts).
  'POST /auth/sign-in': { expect: [303, 303, 303, 303], body: {} },
  'POST /auth/sign-up': { expect: [303, 303, 303, 303], body: {} },
  // The second sign-in step without scripts (a redirect back with the refusal), the member's sessions,
  // and the new-browser mail's link (anyone holding a signed token; an unsigned one is refused).
  'POST /auth/two-factor': { expect: [303, 303, 303, 303], body: {} },
  'GET /api/sessions': { expect: MEMBER_READ },
  'DELETE /api/sessions/:id': { expect: MEMBER_UNKNOWN },
  'POST /api/sessions/end-others': { expect: [401, 200, 403, 200] },
  'POST /api/sessions/end-by-link': { expect: [400, 400, 400, 400], body: { token: 'not-a-token' } },
  'GET /api/docs': { expect: PUBLIC_READ },
  'GET /api/docs/static/index.html': { expect: [302, 302, 302, 302] },
  'GET /api/docs/static/swagger-initializer.js': { expect: PUBLIC_READ },
  'GET /api/docs/json': { expect: PUBLIC_READ },
  'GET /api/docs/yaml': { expect: PUBLIC_READ },
  'GET /api/docs/static/*': { expect: [302, 302, 302, 302] },
  'GET /api/session': { expect: PUBLIC_READ },
  'PATCH /api/profile': { expect: [401, 200, 403, 200], body: { bio: 'Hello' } },
  'GET /api/me': { expect: MEMBER_READ },
  'GET /api/health': { expect: PUBLIC_READ },
  'GET /api/settings/:key': { expect: [400, 400, 400, 400] },
  'GET /api/categories': { expect: PUBLIC_READ },
  'GET /api/categories/:slug': { expect: [404, 404, 404, 404] },
  'POST /api/contact': {
    expect: [201, 201, 201, 201],
    body: { name: 'Pat Visitor', email: 'pat@example.com', subject: 'General question', message: 'A question about a listing.' },
  },
  'GET /media/demo/:category/:file': { expect: [404, 404, 404, 404] },
  'GET /media/uploads/:file': { expect: [400, 400, 400, 400] },
  'GET /api/live': { expect: [400, 400, 400, 400] },
  'GET /api/auction-detail/:key': { expect: PUBLIC_READ },
  'GET /api/auction-detail/:id/bids': { expect: PUBLIC_READ },
  'POST /api/auction-detail/:id/views': { expect: [204, 204, 204, 204] },
  'GET /api/sellers/:sellerId/profile': { expect: [404, 404, 404, 404] },
  'GET /sitemap.xml': { expect: PUBLIC_READ },
  'GET /api/auctions/:id/comments': { expect: PUBLIC_READ },
  'POST /api/auctions/:id/comments': { expect: MEMBER_UNKNOWN, body: { content: 'Lovely car.' } },
  'PATCH /api/comments/:commentId': { expect: MEMBER_UNKNOWN, body: { content: 'Edited.' } },
  'DELETE /api/comments/:commentId': { expect: MEMBER_UNKNOWN },
  'PUT /api/comments/:commentId/like': { expect: MEMBER_UNKNOWN },
  'DELETE /api/comments/:commentId/like': { expect: MEMBER_UNKNOWN },
  'PUT /api/comments/:commentId/report': { expect: MEMBER_UNKNOWN, body: {} },
  'GET /api/watchlist': { expect: MEMBER_READ },
  'GET /api/watchlist/ids': { expect: MEMBER_READ },
  'PUT /api/watchlist/:auctionId': { expect: MEMBER_UNKNOWN },
  'DELETE /api/watchlist/:auctionId': { expect: MEMBER_READ },
  'GET /api/listings': { expect: PUBLIC_READ },
  'GET /api/listings/ending-soon': { expect: PUBLIC_READ },
  'GET /api/listings/hero': { expect: PUBLIC_READ },
  'GET /api/listings/trending': { expect: PUBLIC_READ },
  'GET /api/listings/recommended': { expect: MEMBER_READ },
  'GET /api/listings/category-counts': { expect: PUBLIC_READ },
  'GET /api/listings/sold': { expect: PUBLIC_READ },
  'GET /api/auctions/:id/bidding': { expect: [404, 404, 404, 404] },
  'POST /api/bids': { expect: MEMBER_UNKNOWN, body: { auction_id: U, amount: 100 } },
  'POST /api/proxy-bids': { expect: MEMBER_UNKNOWN, body: { auction_id: U, max_bid_amount: 100 } },
  'DELETE /api/proxy-bids/:auctionId': { expect: MEMBER_UNKNOWN },
  'POST /api/buy-now': { expect: MEMBER_UNKNOWN, body: { auction_id: U } },
  'POST /api/authorizations/check': { expect: MEMBER_READ, body: { auction_id: U } },
  'POST /api/authorizations': { expect: MEMBER_UNKNOWN, body: { auction_id: U } },
  'POST /api/authorizations/verify': { expect: [401, 400, 403, 400], body: { session_id: 'cs_unknown' } },
  'GET /sandbox/checkout/:sessionId': { expect: [404, 404, 404, 404] },
  'POST /sandbox/checkout/:sessionId/:outcome': {
    skip: 'the sandbox checkout page: anyone holding a session id (an unguessable capability) may answer it; authorization.test.ts',
  },
  // A seller's payouts (Connect onboarding), and the sandbox's onboarding page (an account id is the capability, as a checkout's).
  'POST /api/payouts/onboarding': { expect: [401, 200, 403, 200] },
  'GET /api/payouts/status': { expect: MEMBER_READ },
  'GET /sandbox/connect/:accountId': { expect: [404, 404, 404, 404] },
  'POST /sandbox/connect/:accountId/complete': { expect: [404, 404, 404, 404] },
  'POST /api/payments/webhook': { expect: [400, 400, 400, 400], body: { type: 'checkout.session.completed' } },
  'GET /api/listing-drafts': { expect: MEMBER_READ },
  'POST /api/listing-drafts': { expect: [401, 201, 403, 201], body: { data: {} } },
  'GET /api/listing-drafts/:draftId': { expect: MEMBER_UNKNOWN },
  'PUT /api/listing-drafts/:draftId': { expect: MEMBER_UNKNOWN, body: { data: {} } },
  'DELETE /api/listing-drafts/:draftId': { expect: MEMBER_UNKNOWN },
  'POST /api/listing-drafts/:draftId/uploads': { expect: MEMBER_UNKNOWN },
  'DELETE /api/listing-drafts/:draftId/uploads/:uploadId': { expect: MEMBER_UNKNOWN },
  'POST /api/listing-drafts/:draftId/submit': { expect: MEMBER_UNKNOWN },
  'GET /api/featured-listing-fee': { expect: PUBLIC_READ },
  'POST /api/featured-listing-checkout': { expect: MEMBER_UNKNOWN, body: { auction_id: U } },
  'POST /api/featured-listing-checkout/verify': { expect: [401, 200, 403, 200], body: { session_id: 'cs_unknown' } },
  'POST /api/featured-listing-checkout/cancel': { expect: [401, 200, 403, 200], body: { payment_id: U } },
  'GET /api/membership-plans': { expect: PUBLIC_READ },
  'GET /api/membership': { expect: MEMBER_READ },
  'POST /api/membership/subscribe': { expect: MEMBER_UNKNOWN, body: { planId: U } },
  'POST /api/membership/checkout/verify': { expect: [401, 200, 403, 200], body: { session_id: 'cs_unknown' } },
  'POST /api/membership/checkout/cancel': { expect: [401, 200, 403, 200], body: { subscription_id: U } },
  'POST /api/membership/cancel': { expect: [401, 409, 403, 409] },
  'POST /api/membership/resume': { expect: [401, 409, 403, 409] },
  'GET /api/my-auctions': { expect: MEMBER_READ },
  'GET /api/my-auctions/:id/stats': { expect: MEMBER_UNKNOWN },
  'POST /api/my-auctions/:id/withdraw': { expect: MEMBER_UNKNOWN },
  'POST /api/auctions/:id/renewal': { expect: MEMBER_UNKNOWN, body: { reserve_enabled: false, start_date: '2030-01-01' } },
  'GET /api/notifications': { expect: MEMBER_READ },
  'POST /api/notifications/:id/dismiss': { expect: MEMBER_UNKNOWN },
  'GET /api/messages/conversations': { expect: MEMBER_READ },
  'GET /api/messages/unread-count': { expect: MEMBER_READ },
  'GET /api/messages/with/:userId': { expect: MEMBER_UNKNOWN },
  'POST /api/messages/with/:userId/read': { expect: MEMBER_READ },
  'GET /api/messages/recipients/:userId': { expect: MEMBER_UNKNOWN },
  'POST /api/messages': { expect: MEMBER_UNKNOWN, body: { to_user_id: U, subject: 'Hello', content: 'Is it still available?' } },
  'GET /api/users/:userId/follow': { expect: [404, 404, 404, 404] },
  'PUT /api/users/:userId/follow': { expect: MEMBER_UNKNOWN },
  'DELETE /api/users/:userId/follow': { expect: MEMBER_UNKNOWN },
  'GET /api/follows': { expect: MEMBER_READ },
  'GET /api/notification-preferences': { expect: MEMBER_READ },
  'PUT /api/notification-preferences/:type': { skip: 'the type is one of the alert kinds: covered with a real type in OWNED' },
  'GET /api/email/unsubscribe': { expect: [400, 400, 400, 400] },
  'POST /api/email/unsubscribe': { expect: [400, 400, 400, 400] },
  'POST /api/email/resubscribe': { expect: [400, 400, 400, 400] },
  'GET /api/saved-searches': { expect: MEMBER_READ },
  'POST /api/saved-searches': { expect: [401, 201, 403, 201], body: { path: '/auctions', query: 'make=Ford' } },
  'PATCH /api/saved-searches/:id': { expect: MEMBER_UNKNOWN, body: { name: 'Fords' } },
  'DELETE /api/saved-searches/:id': { expect: MEMBER_UNKNOWN },
  'POST /api/offers': { expect: MEMBER_UNKNOWN, body: { auction_id: U, amount: 1000, message: '' } },
  'GET /api/auctions/:id/offers': { expect: MEMBER_UNKNOWN },
  'GET /api/auctions/:id/my-offers': { expect: MEMBER_READ },
  'GET /api/my-listings/offers': { expect: MEMBER_READ },
  'POST /api/offers/:offerId/accept': { expect: MEMBER_UNKNOWN },
  // The deal after the sale; a deal is its buyer's, its seller's and admins' (deals.test.ts: every move as each caller).
  'GET /api/deals': { expect: MEMBER_READ },
  'GET /api/deals/:id': { expect: MEMBER_UNKNOWN },
  'POST /api/deals/:id/pay': { expect: MEMBER_UNKNOWN },
  'POST /api/deals/:id/verify-payment': { expect: MEMBER_UNKNOWN, body: { session_id: 'cs_unknown' } },
  'POST /api/deals/:id/confirm-payment': { expect: MEMBER_UNKNOWN },
  'POST /api/deals/:id/hand-over': { expect: MEMBER_UNKNOWN, body: { carrier: 'Own truck' } },
  'POST /api/deals/:id/send-title': { expect: MEMBER_UNKNOWN, body: {} },
  'POST /api/deals/:id/confirm-received': { expect: MEMBER_UNKNOWN },
  'POST /api/deals/:id/receive-title': { expect: MEMBER_UNKNOWN },
  'POST /api/deals/:id/dispute': { expect: MEMBER_UNKNOWN, body: { reason: 'The gearbox grinds in every gear.', photoIds: [] } },
  'POST /api/deals/:id/dispute-photos': { expect: MEMBER_UNKNOWN },
  'POST /api/deals/:id/cancel-non-payment': { expect: MEMBER_UNKNOWN },
  'POST /api/deals/:id/back-out': { expect: MEMBER_UNKNOWN },
  'POST /api/offers/:offerId/decline': { expect: MEMBER_UNKNOWN },
  'GET /api/auctions/:id/negotiation': { expect: MEMBER_UNKNOWN },
  'POST /api/auctions/:id/negotiation/offers': { expect: MEMBER_UNKNOWN, body: { amount: 1000, message: '' } },
  'GET /api/auctions/:id/second-chance': { expect: MEMBER_UNKNOWN },
  'POST /api/auctions/:id/second-chance': { expect: MEMBER_UNKNOWN, body: { bidder_id: U } },
  // A deal's parties rate each other (deal-feedback.test.ts: parties, strangers, admins on real deals); a member's rating is public.
  'GET /api/deals/:id/feedback': { expect: MEMBER_UNKNOWN },
  'POST /api/deals/:id/feedback': { expect: MEMBER_UNKNOWN, body: { rating: 5, comment: 'Smooth handover.' } },
  'GET /api/members/:id/feedback': { expect: [404, 404, 404, 404] },
  // A member's own strikes (strikes.test.ts: listed with their deals, lifted by admins).
  'GET /api/strikes': { expect: MEMBER_READ },
  // A member's own verification request; the photos go in and never come back out (identity-verification.test.ts).
  'GET /api/verification': { expect: MEMBER_READ },
  'POST /api/verification': { expect: [401, 400, 403, 400], body: {} },
  'GET /api/dev/outbox': { skip: 'the development outbox: loopback clients only, never in production (edge-rules.test.ts, dev-outbox tests)' },
  'GET /dev/outbox': { skip: 'the development outbox: loopback clients only, never in production (edge-rules.test.ts, dev-outbox tests)' },
};

/** A concrete address of a route pattern: unknown ids, a real setting key. */
const concrete = (url: string) =>
  url
    .replace(':key', 'no-such-setting')
    .replace(':category', 'cars')
    .replace(':file', 'nothing.webp')
    .replace('*', 'index.html')
    .replace(/:[A-Za-z]+/g, U);

let t: TestApp;
let boss: SignedIn;
let owner: SignedIn;
let other: SignedIn;
let suspended: SignedIn;
let routes: { method: string; url: string }[];
let halfAdmin: SignedIn;
const CALLERS = ['anonymous', 'member', 'suspended', 'admin', 'admin without two-factor'] as const;

beforeAll(async () => {
  // As in production: the admin role's powers need two-factor sign-in (decision 030).
  t = await createTestApp({ env: { ADMIN_REQUIRE_2FA: 'on' } });
  boss = await admin(t, 'boss@example.com', 'Boss Admin');
  await t.database.db.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, boss.id));
  halfAdmin = await admin(t, 'half-admin@example.com', 'Half Admin');
  owner = await member(t, 'owner@example.com', 'Olive Owner');
  other = await member(t, 'other@example.com', 'Otto Other');
  suspended = await member(t, 'suspended@example.com', 'Sus Pended');
  await t.database.db.update(profiles).set({ status: 'suspended' }).where(eq(profiles.userId, suspended.id));
  sessionCacheOf(t.deps).clear();
  routes = routeTable(t.app).filter((r) => !(r.url === '/api/admin' || r.url.startsWith('/api/admin/')));
}, 240_000);
afterAll(async () => {
  await t.close();
});

// Every answer is checked against the API document too: its status documented for the route.
const call = (method: string, url: string, cookie: string | undefined, body?: Record<string, unknown>) =>
  documented(t.app, { method: method as 'GET', url, headers: cookie ? { cookie } : {}, ...(body ? { payload: body } : {}) });

describe('the API’s authorization matrix', () => {
  it('reads every route from the route table, and every one is in the matrix', () => {
    const keys = routes.map((r) => `${r.method} ${r.url}`);
    expect(
      keys.filter((k) => !(k in MATRIX)),
      'routes missing from MATRIX',
    ).toEqual([]);
    expect(
      Object.keys(MATRIX).filter((k) => !keys.includes(k)),
      'routes in MATRIX that no longer exist',
    ).toEqual([]);
  });

  it('answers each caller as the matrix says: anonymous, member, suspended member, admin, and an admin without two-factor as a member', async () => {
    const cookies = {
      anonymous: undefined,
      member: other.cookie,
      suspended: suspended.cookie,
      admin: boss.cookie,
      'admin without two-factor': halfAdmin.cookie,
    };
    const wrong: string[] = [];
    for (const r of routes) {
      const key = `${r.method} ${r.url}`;
      const entry = MATRIX[key];
      if (!entry || 'skip' in entry) continue;
      for (const [i, caller] of CALLERS.entries()) {
        const expected = i < 4 ? entry.expect[i] : entry.expect[1];
        const res = await call(r.method, concrete(r.url), cookies[caller], entry.body);
        if (res.statusCode !== expected) wrong.push(`${key} as ${caller}: ${res.statusCode}, expected ${expected} (${res.body.slice(0, 120)})`);
        // SPEC 8: a change of the member's own profile or account says 'Auth session or user missing'.
        if (caller === 'anonymous' && res.statusCode === 401)
          expect(res.json().code, key).toBe(ACCOUNT_CHANGES.has(key) ? 'AUTH_SESSION_OR_USER_MISSING' : 'AUTH_SESSION_MISSING');
        if (caller === 'suspended' && res.statusCode === 403) expect(res.json().code, key).toBe('ACCOUNT_SUSPENDED');
      }
    }
    expect(wrong).toEqual([]);
    // Every route, four callers each, one after the other: longer than the default on a busy machine.
  }, 180_000);
});

describe('routes on what a member owns: the owner, another member and an admin', () => {
  it('keeps a draft to its seller', async () => {
    const made = await call('POST', '/api/listing-drafts', owner.cookie, { data: { title: 'My car' } });
    expect(made.statusCode).toBe(201);
    const id = made.json().id as string;
    for (const c of [other, boss, halfAdmin]) {
      expect((await call('GET', `/api/listing-drafts/${id}`, c.cookie)).statusCode).toBe(404);
      expect((await call('PUT', `/api/listing-drafts/${id}`, c.cookie, { data: { title: 'Mine now' } })).statusCode).toBe(404);
      expect((await call('POST', `/api/listing-drafts/${id}/submit`, c.cookie)).statusCode).toBe(404);
      expect((await call('DELETE', `/api/listing-drafts/${id}`, c.cookie)).statusCode).toBe(404);
    }
    const mine = await call('GET', `/api/listing-drafts/${id}`, owner.cookie);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.title).toBe('My car');
    expect((await call('DELETE', `/api/listing-drafts/${id}`, owner.cookie)).statusCode).toBe(204);
  });

  it('lets the author edit a comment, not another member; an admin may delete it', async () => {
    const auctionId = await makeAuction(t, other.id);
    const made = await call('POST', `/api/auctions/${auctionId}/comments`, owner.cookie, { content: 'Original words.' });
    expect(made.statusCode).toBe(201);
    const [row] = await t.database.db.select({ id: comments.id }).from(comments).where(eq(comments.auctionId, auctionId));
    const id = row!.id;
    expect((await call('PATCH', `/api/comments/${id}`, other.cookie, { content: 'Not yours.' })).statusCode).toBe(403);
    expect((await call('DELETE', `/api/comments/${id}`, other.cookie)).statusCode).toBe(403);
    expect((await call('PATCH', `/api/comments/${id}`, suspended.cookie, { content: 'Not yours.' })).statusCode).toBe(403);
    expect((await call('PATCH', `/api/comments/${id}`, halfAdmin.cookie, { content: 'Not yours.' })).statusCode).toBe(403);
    expect((await call('DELETE', `/api/comments/${id}`, halfAdmin.cookie)).statusCode).toBe(403);
    expect((await call('PATCH', `/api/comments/${id}`, owner.cookie, { content: 'Better words.' })).statusCode).toBe(200);
    const [kept] = await t.database.db.select({ content: comments.content }).from(comments).where(eq(comments.id, id));
    expect(kept!.content).toBe('Better words.');
    expect((await call('DELETE', `/api/comments/${id}`, boss.cookie)).statusCode).toBe(200);
    expect(await t.database.db.select().from(comments).where(eq(comments.id, id))).toEqual([]);
  });

  it('keeps a listing’s statistics, offers and withdrawal to its seller', async () => {
    const auctionId = await makeAuction(t, owner.id, { allowOffers: true });
    const [offer] = await t.database.db.insert(offers).values({ auctionId, buyerId: other.id, amount: 5000, status: 'pending' }).returning({ id: offers.id });
    expect((await call('GET', `/api/my-auctions/${auctionId}/stats`, other.cookie)).statusCode).toBe(403);
    expect((await call('GET', `/api/auctions/${auctionId}/offers`, other.cookie)).statusCode).toBe(403);
    expect((await call('POST', `/api/offers/${offer!.id}/accept`, other.cookie)).statusCode).toBe(403);
    expect((await call('POST', `/api/my-auctions/${auctionId}/withdraw`, other.cookie)).statusCode).toBe(403);
    expect((await call('GET', `/api/my-auctions/${auctionId}/stats`, owner.cookie)).statusCode).toBe(200);
    const list = await call('GET', `/api/auctions/${auctionId}/offers`, owner.cookie);
    expect(list.statusCode).toBe(200);
    expect(list.json().offers).toHaveLength(1);
    const [still] = await t.database.db.select({ status: offers.status }).from(offers).where(eq(offers.id, offer!.id));
    expect(still!.status).toBe('pending');
    expect((await call('POST', `/api/offers/${offer!.id}/decline`, owner.cookie)).statusCode).toBe(200);
  });

  it('keeps saved searches, notifications and e-mail choices to their member', async () => {
    const made = await call('POST', '/api/saved-searches', owner.cookie, { path: '/auctions', query: 'make=Ford' });
    expect(made.statusCode).toBe(201);
    const searchId = made.json().id as string;
    expect((await call('PATCH', `/api/saved-searches/${searchId}`, other.cookie, { name: 'Taken' })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/saved-searches/${searchId}`, other.cookie)).statusCode).toBe(404);
    expect((await call('PATCH', `/api/saved-searches/${searchId}`, owner.cookie, { name: 'My Fords' })).statusCode).toBe(200);

    const [n] = await t.database.db
      .insert(notifications)
      .values({ userId: owner.id, notificationType: 'other', notificationData: { auction_title: 'A notice' } })
      .returning({ id: notifications.id });
    expect((await call('POST', `/api/notifications/${n!.id}/dismiss`, other.cookie)).statusCode).toBe(404);
    const [active] = await t.database.db.select({ isActive: notifications.isActive }).from(notifications).where(eq(notifications.id, n!.id));
    expect(active!.isActive).toBe(true);
    expect((await call('POST', `/api/notifications/${n!.id}/dismiss`, owner.cookie)).statusCode).toBe(200);

    expect((await call('PUT', '/api/notification-preferences/outbid', undefined, { email: false })).statusCode).toBe(401);
    expect((await call('PUT', '/api/notification-preferences/outbid', suspended.cookie, { email: false })).statusCode).toBe(403);
    expect((await call('PUT', '/api/notification-preferences/outbid', owner.cookie, { email: false })).statusCode).toBe(200);
  });
});

/** Routes the API document leaves out on purpose (`hide`): not part of the JSON API. */
const UNDOCUMENTED = new Set([
  'GET /api/auth/*', // better-auth's own routes
  'POST /api/auth/*',
  'POST /auth/sign-in', // /auth's forms without scripts: form posts answered with redirects
  'POST /auth/sign-up',
  'POST /auth/two-factor',
  'GET /api/docs', // the document and its viewer
  'GET /api/docs/json',
  'GET /api/docs/yaml',
  'GET /api/docs/static/index.html',
  'GET /api/docs/static/swagger-initializer.js',
  'GET /api/docs/static/*',
  'GET /api/live', // an event stream, not JSON
  'POST /api/payments/webhook', // Stripe's, signed
  'GET /api/dev/outbox', // development only
  'GET /api/me', // hidden by its route (session/routes.ts)
]);

/** Representative refusals of a route: each must answer a status the document lists for that route. */
function badRequests(method: string, url: string): { what: string; method: string; url: string; headers?: Record<string, string>; payload?: string }[] {
  const hasParams = /:[A-Za-z]+|\*/.test(url);
  const writes = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method);
  const json = { 'content-type': 'application/json' };
  return [
    { what: 'a NUL in the query', method, url: `${concrete(url)}?x=%00` },
    { what: 'an unknown query key', method, url: `${concrete(url)}?limit=-1&page=abc` },
    ...(hasParams
      ? [
          { what: 'a path parameter too long', method, url: url.replace(/:[A-Za-z]+|\*/, 'x'.repeat(150)).replace(/:[A-Za-z]+/g, U) },
          { what: 'a badly encoded parameter', method, url: url.replace(/:[A-Za-z]+|\*/, '%E0%A4%A').replace(/:[A-Za-z]+/g, U) },
          { what: 'a parameter that is not an id', method, url: url.replace(/:[A-Za-z]+|\*/g, 'not-an-id') },
        ]
      : []),
    ...(writes
      ? [
          { what: 'another origin', method, url: concrete(url), headers: { origin: 'https://evil.example', ...json }, payload: '{}' },
          { what: 'a body that is not JSON', method, url: concrete(url), headers: json, payload: '{"a":' },
          { what: 'a body of a type nothing reads', method, url: concrete(url), headers: { 'content-type': 'text/xml' }, payload: '<a/>' },
          { what: 'a body too large', method, url: concrete(url), headers: json, payload: JSON.stringify({ x: 'x'.repeat(1_100_000) }) },
          { what: 'an empty object', method, url: concrete(url), headers: json, payload: '{}' },
          {
            what: 'a body of the wrong shape',
            method,
            url: concrete(url),
            headers: json,
            payload: JSON.stringify({ amount: 'lots', auction_id: 7, content: [], data: 'x' }),
          },
        ]
      : []),
  ];
}

// Every status a route gives is in the API document (/api/docs), checked on every route of
// the route table with representative bad requests, as a visitor, a member and an admin.
describe('the API document lists what every route answers', () => {
  it('documents every API route but the few hidden on purpose', async () => {
    const contract = await contractOf(t.app);
    const all = routeTable(t.app).filter((r) => r.url.startsWith('/api'));
    const missing = all.filter((r) => !contract.operation(r.method, concrete(r.url).replace('index.html', 'x')) && !UNDOCUMENTED.has(`${r.method} ${r.url}`));
    expect(missing.map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it('answers bad requests on every route with statuses the document lists, in the documented shape', async () => {
    const callers = { visitor: undefined, member: other.cookie, admin: boss.cookie };
    for (const r of routeTable(t.app)) {
      if (UNDOCUMENTED.has(`${r.method} ${r.url}`) || r.url.startsWith('/api/live')) continue;
      for (const req of badRequests(r.method, r.url)) {
        for (const cookie of Object.values(callers)) {
          const res = await documented(t.app, {
            method: req.method as 'GET',
            url: req.url,
            headers: { ...req.headers, ...(cookie ? { cookie } : {}) },
            ...(req.payload !== undefined ? { payload: req.payload } : {}),
          });
          expect(res.statusCode, `${req.what}: ${r.method} ${req.url.slice(0, 100)}`).toBeLessThan(500);
        }
      }
    }
  }, 300_000);
});
