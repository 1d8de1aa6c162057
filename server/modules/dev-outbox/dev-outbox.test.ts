import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// The outbox holds every password-reset link, so it answers this machine only.
let t: TestApp;
let behindProxy: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  behindProxy = await createTestApp({ env: { TRUST_PROXY: 'loopback' } });
  await t.mailer.send({ to: 'a@example.com', subject: 'Reset your password', text: 'http://localhost:3000/reset?token=secret', html: '<p>x</p>' });
}, 180_000);
afterAll(async () => {
  await t?.close();
  await behindProxy?.close();
});

describe('/dev/outbox', () => {
  it('is shown to loopback clients (IPv4, IPv6 and IPv4-mapped)', async () => {
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const page = await t.app.inject({ method: 'GET', url: '/dev/outbox', remoteAddress });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('Reset your password');
      const api = await t.app.inject({ method: 'GET', url: '/api/dev/outbox', remoteAddress });
      expect(api.statusCode).toBe(200);
      expect(api.json().mails[0].subject).toBe('Reset your password');
    }
  });

  it('refuses every other client, whatever X-Forwarded-For it makes up', async () => {
    for (const url of ['/dev/outbox', '/api/dev/outbox']) {
      for (const headers of [{}, { 'x-forwarded-for': '127.0.0.1' }]) {
        const res = await t.app.inject({ method: 'GET', url, remoteAddress: '192.168.1.20', headers });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ error: 'The outbox is shown only on the machine the site runs on.', code: 'FORBIDDEN' });
        expect(res.body).not.toContain('token=secret');
      }
    }
  });

  it('behind a trusted proxy on this machine, the forwarded client decides', async () => {
    const remote = await behindProxy.app.inject({
      method: 'GET',
      url: '/dev/outbox',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(remote.statusCode).toBe(403);
    const local = await behindProxy.app.inject({ method: 'GET', url: '/dev/outbox', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '127.0.0.1' } });
    expect(local.statusCode).toBe(200);
  });

  it('does not exist in production', async () => {
    const prod = await createTestApp({ env: { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(40), PAYMENTS_PROVIDER: 'sandbox' } });
    try {
      expect((await prod.anonymous.get('/api/dev/outbox')).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
