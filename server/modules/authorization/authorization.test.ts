import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { bidderAuthorizations, sandboxCheckoutSessions } from '../../db/schema.ts';
import { GENERAL_AUTHORIZATION_AUCTION_ID } from '../../../domain/shared/auction-types.ts';
import { GENERAL_AUTHORIZATION_DESCRIPTION } from './create-authorization.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { makeAuction, makeUser, type TestUser } from '../../test/auction-fixtures.ts';

let t: TestApp;
let seller: TestUser;
let newcomer: TestUser;
let authorized: TestUser;
/** Never completes a checkout: each redirect test starts a new one. */
let visitor: TestUser;
let auctionId: string;

beforeAll(async () => {
  t = await createTestApp();
  seller = await makeUser(t, 'Auth Seller');
  newcomer = await makeUser(t, 'New Bidder', { authorized: false });
  authorized = await makeUser(t, 'Known Bidder');
  visitor = await makeUser(t, 'Window Shopper', { authorized: false });
  auctionId = await makeAuction(t, seller.id, { title: '1972 Porsche 911S Targa' });
});
afterAll(async () => {
  await t.close();
});

describe('bidder authorization (SPEC 7, 8) through the sandbox checkout', () => {
  it('checks: signed out gets 401, a newcomer has none, the general record counts', async () => {
    expect((await t.anonymous.post('/api/authorizations/check', { auction_id: auctionId })).json()).toMatchObject({
      error: 'Auth session missing!',
      code: 'AUTH_SESSION_MISSING',
    });
    expect((await t.as(newcomer).post('/api/authorizations/check', { auction_id: auctionId })).json()).toEqual({
      has_authorization: false,
      status: 'none',
      expires_at: null,
    });
    // A manual general record (no hold) never lapses.
    expect((await t.as(authorized).post('/api/authorizations/check', { auction_id: auctionId })).json()).toEqual({
      has_authorization: true,
      status: 'active',
      expires_at: null,
    });
  });

  it('answers authorization_exists when already authorized', async () => {
    expect((await t.as(authorized).post('/api/authorizations', { auction_id: auctionId, return_path: '/auction/x' })).json()).toEqual({
      authorization_exists: true,
    });
  });

  it('round trip: checkout page, Authorize $250, redirect back, verification, then the general authorization covers every listing', async () => {
    const created = await t.as(newcomer).post('/api/authorizations', { auction_id: auctionId, return_path: '/auction/1972-porsche' });
    expect(created.statusCode).toBe(200);
    const { checkout_url } = created.json() as { checkout_url: string };
    expect(checkout_url).toMatch(/^\/sandbox\/checkout\/cs_sandbox_[0-9a-f]{32}$/);

    const page = await t.anonymous.get(checkout_url);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('TEST MODE');
    expect(page.body).toContain(GENERAL_AUTHORIZATION_DESCRIPTION);
    expect(page.body).toContain('Authorize $250');
    expect(page.body).toContain('>Cancel<');

    // Not yet paid: verification fails.
    const sessionId = checkout_url.split('/').pop()!;
    const early = await t.as(newcomer).post('/api/authorizations/verify', { session_id: sessionId });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({ success: false, error: 'Authorization payment verification failed' });

    const pay = await t.anonymous.post(`${checkout_url}/authorize`, '', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(pay.statusCode).toBe(303);
    expect(pay.headers.location).toBe(`/auction/1972-porsche?authorization_success=true&session_id=${sessionId}`);

    // Someone else cannot claim the session.
    expect((await t.as(authorized).post('/api/authorizations/verify', { session_id: sessionId })).json().success).toBe(false);
    expect((await t.as(newcomer).post('/api/authorizations/verify', { session_id: sessionId })).json()).toEqual({ success: true });
    expect((await t.as(newcomer).post('/api/authorizations/verify', { session_id: sessionId })).json()).toEqual({ success: true });
    // Started from a listing, recorded as the general authorization (SPEC 3), its hold lapsing in 7 days.
    const rows = await t.database.db.select().from(bidderAuthorizations).where(eq(bidderAuthorizations.userId, newcomer.id));
    expect(rows.map((r) => [r.auctionId, r.status])).toEqual([[GENERAL_AUTHORIZATION_AUCTION_ID, 'authorized']]);
    const [session] = await t.database.db.select().from(sandboxCheckoutSessions).where(eq(sandboxCheckoutSessions.id, sessionId));
    expect(rows[0]!.expiresAt?.getTime()).toBe(session!.updatedAt.getTime() + 7 * 86_400_000);
    const check = (await t.as(newcomer).post('/api/authorizations/check', { auction_id: auctionId })).json();
    expect(check).toEqual({ has_authorization: true, status: 'active', expires_at: rows[0]!.expiresAt!.toISOString() });
    expect((await t.as(newcomer).post('/api/bids', { auction_id: auctionId, amount: 10_100 })).statusCode).toBe(200);
    // Another listing asks nothing more.
    const other = await makeAuction(t, seller.id);
    expect((await t.as(newcomer).post('/api/authorizations/check', { auction_id: other })).json()).toMatchObject({ has_authorization: true });
    expect((await t.as(newcomer).post('/api/authorizations', { auction_id: other, return_path: '/auction/other' })).json()).toEqual({
      authorization_exists: true,
    });
    expect((await t.as(newcomer).post('/api/bids', { auction_id: other, amount: 10_100 })).statusCode).toBe(200);
  });

  it('cancel redirects back with authorization_cancelled=true and leaves the user unauthorized', async () => {
    const other = await makeAuction(t, seller.id);
    const { checkout_url } = (await t.as(visitor).post('/api/authorizations', { auction_id: other, return_path: '/auction/abc?x=1' })).json() as {
      checkout_url: string;
    };
    const cancel = await t.anonymous.post(`${checkout_url}/cancel`);
    expect(cancel.statusCode).toBe(303);
    expect(cancel.headers.location).toBe('/auction/abc?x=1&authorization_cancelled=true');
    expect((await t.as(visitor).post('/api/authorizations/verify', { session_id: checkout_url.split('/').pop() })).json().success).toBe(false);
    expect((await t.as(visitor).post('/api/authorizations/check', { auction_id: other })).json()).toEqual({
      has_authorization: false,
      status: 'none',
      expires_at: null,
    });
  });

  it('never redirects off the site', async () => {
    const other = await makeAuction(t, seller.id);
    const { checkout_url } = (await t.as(visitor).post('/api/authorizations', { auction_id: other, return_path: '//evil.example/x' })).json() as {
      checkout_url: string;
    };
    const cancel = await t.anonymous.post(`${checkout_url}/cancel`);
    expect(cancel.headers.location).toBe('/?authorization_cancelled=true');
    // A tab or newline that a browser would drop, a backslash it would read as a slash.
    for (const path of ['/\t/evil.example', '/\n/evil.example', '/\\evil.example', 'https://evil.example']) {
      const created = (await t.as(visitor).post('/api/authorizations', { auction_id: await makeAuction(t, seller.id), return_path: path })).json() as {
        checkout_url: string;
      };
      const back = await t.anonymous.post(`${created.checkout_url}/cancel`);
      expect(back.headers.location).toBe('/?authorization_cancelled=true');
    }
    expect((await t.anonymous.get('/sandbox/checkout/nope')).statusCode).toBe(404);
  });

  // A return path that only leaves the site once normalised (dot segments, their encodings).
  it('never redirects off the site, whatever dot segments, encodings, slashes and backslashes the return path holds', async () => {
    const other = await makeAuction(t, seller.id);
    const piece = fc.constantFrom('/', '//', '\\', '.', '..', '%2e', '%2E%2E', '.%2e', '%2f', '%5c', '\t', 'evil.example', 'a', 'x', '?', '#', '@');
    const returnPath = fc.array(piece, { minLength: 1, maxLength: 8 }).map((parts) => `/${parts.join('')}`);
    const cancelled = '?authorization_cancelled=true';
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(returnPath, fc.constantFrom('/..//evil.example/x', '/.//evil.example/x', '/%2e%2e//evil.example/x', '/a/..//evil.example/x')),
        async (path) => {
          const created = (await t.as(visitor).post('/api/authorizations', { auction_id: other, return_path: path })).json() as { checkout_url: string };
          const back = await t.anonymous.post(`${created.checkout_url}/cancel`);
          expect(back.statusCode).toBe(303);
          const location = String(back.headers.location);
          expect(location.startsWith('/') && location[1] !== '/' && location[1] !== '\\', `${path} -> ${location}`).toBe(true);
          expect(new URL(location, t.deps.config.publicUrl).origin).toBe(new URL(t.deps.config.publicUrl).origin);
          // The cancellation is told in the query, whether the path had one ('&') or not ('?').
          expect(new URL(location, t.deps.config.publicUrl).searchParams.get('authorization_cancelled'), location).toBe('true');
        },
      ),
      { numRuns: 40 },
    );
    const reported = (await t.as(visitor).post('/api/authorizations', { auction_id: other, return_path: '/..//evil.example/x' })).json() as {
      checkout_url: string;
    };
    expect((await t.anonymous.post(`${reported.checkout_url}/cancel`)).headers.location).toBe(`/${cancelled}`);
  });

  it('checks a stored return path again where it is used (a row stored under an older rule)', async () => {
    const stored = async (id: string, values: Partial<typeof sandboxCheckoutSessions.$inferInsert>) => {
      await t.database.db
        .insert(sandboxCheckoutSessions)
        .values({ id, userId: visitor.id, auctionId, amountCents: 100, description: 'Old row', returnPath: '/..//evil.example/x', ...values });
      return t.anonymous.post(`/sandbox/checkout/${id}/cancel`);
    };
    expect((await stored('cs_sandbox_old_authorization', {})).headers.location).toBe('/?authorization_cancelled=true');
    const featured = await stored('cs_sandbox_old_featured', {
      purpose: 'featured_listing',
      successPath: '/.//evil.example',
      cancelPath: '/%2e%2e//evil.example/x',
    });
    expect(featured.headers.location).toBe('/');
  });

  it('refuses an unsigned webhook', async () => {
    const res = await t.anonymous.post('/api/payments/webhook', '{}', { 'content-type': 'application/json' });
    expect(res.statusCode).toBe(400);
  });
});
