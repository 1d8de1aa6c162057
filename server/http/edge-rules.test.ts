import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auctions } from '../db/schema.ts';
import { seedDemoData } from '../seed/seed-demo-data.ts';
import { createTestApp, PASSWORD, signUpConfirmed, type TestApp } from '../test/test-app.ts';

// Decision 016: the NUL rule and the Origin rule hold for every route, at the edge (edge-rules.ts).
let t: TestApp;
let cookie: string;
let auctionId: string;
let slug: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.database.db, new Date());
  const [a] = await t.database.db.select().from(auctions).where(eq(auctions.slug, '2005-ford-gt'));
  auctionId = a!.id;
  slug = a!.slug ?? '2005-ford-gt';
  cookie = await signUpConfirmed(t, 'edge@example.com', 'Edge Tester');
});
afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface Req {
  method: Method;
  url: string;
  payload?: object;
}

const NUL_REFUSED = { error: 'The request contains a NUL character.', code: 'INVALID_CHARACTER' };

describe('a NUL character anywhere in the request answers 400', () => {
  const contact = { name: 'Pat Visitor', email: 'pat@example.com', subject: 'Selling', message: 'How do I list three trucks at once?' };

  const cases: Array<[string, () => Req]> = [
    ['a comment', () => ({ method: 'POST', url: `/api/auctions/${auctionId}/comments`, payload: { content: 'Nice\u0000car' } })],
    ['a profile bio', () => ({ method: 'PATCH', url: '/api/profile', payload: { bio: 'Hello\u0000there' } })],
    ['a profile display name', () => ({ method: 'PATCH', url: '/api/profile', payload: { displayName: 'Ed\u0000ge' } })],
    ['the contact form', () => ({ method: 'POST', url: '/api/contact', payload: { ...contact, message: `${contact.message}\u0000` } })],
    ['a key of a JSON body', () => ({ method: 'POST', url: '/api/contact', payload: { ...contact, ['x\u0000']: 1 } })],
    ['a nested JSON value', () => ({ method: 'POST', url: '/api/authorizations/check', payload: { auction_id: auctionId, deep: [[{ a: ['\u0000'] }]] } })],
    ['a listing filter', () => ({ method: 'GET', url: '/api/listings?make=Ford%00' })],
    ['a search', () => ({ method: 'GET', url: '/api/listings?search=%00' })],
    ['a sold results filter', () => ({ method: 'GET', url: '/api/listings/sold?make=%00' })],
    ['a detail lookup', () => ({ method: 'GET', url: `/api/auction-detail/${slug}%00` })],
    ['a detail lookup by id', () => ({ method: 'GET', url: `/api/auction-detail/%00${auctionId}` })],
    ['a checkout id', () => ({ method: 'GET', url: '/sandbox/checkout/cs_%00' })],
    ['a checkout verification', () => ({ method: 'POST', url: '/api/authorizations/verify', payload: { session_id: 'cs_\u0000' } })],
    ['a checkout outcome', () => ({ method: 'POST', url: '/sandbox/checkout/cs_%00/authorize' })],
    ['a watchlist id', () => ({ method: 'PUT', url: '/api/watchlist/%00' })],
    [
      'a sign-up',
      () => ({ method: 'POST', url: '/api/auth/sign-up/email', payload: { name: 'Nul\u0000User', email: 'nul@example.com', password: 'Password123!' } }),
    ],
    ['a page path', () => ({ method: 'GET', url: '/auction/%00' })],
  ];
  it.each(cases)('%s', async (_what, request) => {
    const res = await t.as(cookie).request(request());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject(NUL_REFUSED);
  });

  it('changes nothing: the comment with a NUL is not stored', async () => {
    const before = (await t.anonymous.get(`/api/auctions/${auctionId}/comments`)).json().comments.length;
    await t.as(cookie).post(`/api/auctions/${auctionId}/comments`, { content: 'Sneaky\u0000' });
    expect((await t.anonymous.get(`/api/auctions/${auctionId}/comments`)).json().comments.length).toBe(before);
  });

  it('lets the same requests through without the NUL', async () => {
    expect((await t.anonymous.get('/api/listings?make=Ford')).statusCode).toBe(200);
    // An encoded percent sign followed by 00 is text, not a NUL.
    expect((await t.anonymous.get('/api/listings?search=%2500')).statusCode).toBe(200);
    expect((await t.anonymous.post('/api/contact', contact)).statusCode).toBe(201);
  });
});

describe('a state change from another origin is refused', () => {
  const INVALID_ORIGIN = { error: 'Invalid origin', code: 'INVALID_ORIGIN' };
  const comment = (headers: Record<string, string>) => t.as(cookie).post(`/api/auctions/${auctionId}/comments`, { content: 'From somewhere' }, headers);

  const cases: Array<[Method, () => string, object | undefined]> = [
    ['POST', () => `/api/auctions/${auctionId}/comments`, { content: 'Hi there' }],
    ['PATCH', () => '/api/profile', { bio: 'Cross-site' }],
    ['PUT', () => `/api/watchlist/${auctionId}`, undefined],
    ['DELETE', () => `/api/watchlist/${auctionId}`, undefined],
    ['POST', () => '/api/bids', { auction_id: auctionId, amount: 999999 }],
    ['POST', () => '/api/contact', { name: 'Pat', email: 'pat@example.com', subject: 'Selling', message: 'A long enough message.' }],
    ['POST', () => '/sandbox/checkout/cs_anything/authorize', undefined],
    ['POST', () => '/api/auth/sign-out', {}],
  ];
  it.each(cases)('%s %s', async (method, url, payload) => {
    const res = await t.as(cookie).request({ method, url: url(), headers: { origin: 'https://evil.example' }, payload });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject(INVALID_ORIGIN);
  });

  it('refuses an opaque origin, a foreign referer and a cross-site fetch without an origin', async () => {
    expect((await comment({ origin: 'null' })).statusCode).toBe(403);
    expect((await comment({ origin: 'http://localhost:3000.evil.example' })).statusCode).toBe(403);
    expect((await comment({ referer: 'https://evil.example/page' })).statusCode).toBe(403);
    expect((await comment({ 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
  });

  it('accepts the site itself, the development loopback names and clients that send no origin', async () => {
    expect((await comment({ origin: 'http://localhost:3000' })).statusCode).toBe(201);
    expect((await comment({ origin: 'http://127.0.0.1:3000' })).statusCode).toBe(201);
    expect((await comment({ origin: 'http://localhost:5173' })).statusCode).toBe(201);
    expect((await comment({ referer: 'http://localhost:3000/auction/x' })).statusCode).toBe(201);
    expect((await comment({ 'sec-fetch-site': 'same-origin' })).statusCode).toBe(201);
    expect((await comment({})).statusCode).toBe(201);
  });

  it('signs in from both loopback names of a fresh start (issue 15 item 13), and not from elsewhere', async () => {
    const signIn = (origin: string) => t.anonymous.post('/api/auth/sign-in/email', { email: 'edge@example.com', password: PASSWORD }, { origin });
    for (const origin of ['http://127.0.0.1:3000', 'http://localhost:3000']) {
      const res = await signIn(origin);
      expect(res.statusCode, origin).toBe(200);
      expect(String(res.headers['set-cookie'])).toContain('session_token');
    }
    expect((await signIn('http://127.0.0.2:3000')).statusCode).toBe(403);
    expect((await signIn('http://127.0.0.1:3001')).statusCode).toBe(403);
  });

  it('leaves reads alone and still takes Stripe webhooks (server to server)', async () => {
    expect((await t.anonymous.get('/api/listings', { origin: 'https://evil.example' })).statusCode).toBe(200);
    const hook = await t.anonymous.post('/api/payments/webhook', '{}', {
      origin: 'https://stripe.example',
      'stripe-signature': 't=1,v1=x',
      'content-type': 'application/json',
    });
    // The sandbox has no webhook: the signature check answers, not the Origin rule.
    expect(hook.json()).toMatchObject({ error: 'Invalid signature', code: 'INVALID_SIGNATURE' });
  });
});

describe('in production only the public address is trusted', () => {
  let prod: TestApp;
  beforeAll(async () => {
    prod = await createTestApp({
      env: { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(40), PAYMENTS_PROVIDER: 'sandbox', PUBLIC_URL: 'https://cars.example' },
    });
  });
  afterAll(async () => {
    await prod.close();
  });

  it('refuses the development loopback origins', async () => {
    const post = (origin: string) =>
      prod.anonymous.post('/api/contact', { name: 'Pat', email: 'pat@example.com', subject: 'Selling', message: 'A long enough message.' }, { origin });
    expect((await post('http://localhost:3000')).statusCode).toBe(403);
    expect((await post('http://127.0.0.1:5173')).statusCode).toBe(403);
    expect((await post('https://cars.example')).statusCode).toBe(201);
  });
});
