import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PASSWORD, type TestApp } from '../test/test-app.ts';

// Decision 016: the client's address comes from one place (clientAddress: Fastify's req.ip, which reads
// X-Forwarded-For only behind TRUST_PROXY), for better-auth's rate limit as for everything else.
const PRODUCTION = { NODE_ENV: 'production', AUTH_SECRET: 'a-production-secret-of-at-least-32-chars', PAYMENTS_PROVIDER: 'sandbox' };

const signIn = (t: TestApp, forwardedFor: string) =>
  t.anonymous.post('/api/auth/sign-in/email', { email: 'nobody@example.com', password: PASSWORD }, { 'x-forwarded-for': forwardedFor });

describe('without TRUST_PROXY', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: PRODUCTION });
  });
  afterAll(async () => {
    await t.close();
  });

  it('a made-up X-Forwarded-For does not get round the sign-in rate limit', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 5; i++) statuses.push((await signIn(t, `198.51.100.${i}`)).statusCode);
    // better-auth allows 3 sign-in attempts per client in 10 s: the same client (this socket) made all five.
    expect(statuses.slice(0, 3).every((s) => s !== 429)).toBe(true);
    expect(statuses.slice(3)).toEqual([429, 429]);
  });

  it('passes no forwarded address on to better-auth', async () => {
    const res = await t.anonymous.post(
      '/api/auth/sign-up/email',
      { name: 'Ip Check', email: 'ip@example.com', password: PASSWORD },
      { 'x-forwarded-for': '198.51.100.77', 'x-vehiclebid-client-address': '198.51.100.78' },
    );
    expect(res.statusCode).toBe(200);
  });
});

describe('with TRUST_PROXY', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { ...PRODUCTION, TRUST_PROXY: 'true' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('counts each forwarded client on its own', async () => {
    const first: number[] = [];
    for (let i = 0; i < 4; i++) first.push((await signIn(t, '203.0.113.10')).statusCode);
    expect(first[3]).toBe(429);
    // Another client behind the same proxy is not limited by the first one's attempts.
    expect((await signIn(t, '203.0.113.11')).statusCode).not.toBe(429);
  });
});
