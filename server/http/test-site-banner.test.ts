import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { TEST_SITE_NOTICE } from './test-site-banner.ts';

// Production with the sandbox chosen says on every page that it is a test site.
const SHELL = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>VehicleBid</title>
<script type="module" crossorigin src="/assets/index-abc.js"></script></head>
<body class="bg-white"><div id="root"></div></body></html>`;
const PROD = { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(40), PUBLIC_URL: 'http://localhost:3000' };

let webDist: string;
const apps: TestApp[] = [];
beforeAll(async () => {
  webDist = await mkdtemp(join(tmpdir(), 'vehiclebid-web-'));
  await mkdir(join(webDist, 'assets'));
  await writeFile(join(webDist, 'index.html'), SHELL);
  await writeFile(join(webDist, 'assets', 'index-abc.js'), 'export {};');
}, 60_000);
afterAll(async () => {
  await Promise.all(apps.map((a) => a.close()));
  await rm(webDist, { recursive: true, force: true });
});

async function appWith(env: Record<string, string>) {
  const t = await createTestApp({ webDist, env });
  apps.push(t);
  return t;
}

describe('the test-site notice', () => {
  it('is on every page of a production site running the sandbox, outside the app root', async () => {
    const t = await appWith({ ...PROD, PAYMENTS_PROVIDER: 'sandbox' });
    // An unknown listing answers 404 with its not-found page, which carries the notice too.
    for (const [url, status] of [
      ['/', 200],
      ['/auctions', 200],
      ['/auction/anything', 404],
      ['/profile', 200],
      ['/admin/users', 200],
    ] as const) {
      const res = await t.anonymous.get(url);
      expect(res.statusCode, url).toBe(status);
      expect(res.body, url).toContain(TEST_SITE_NOTICE);
      expect(res.body.indexOf(TEST_SITE_NOTICE)).toBeLessThan(res.body.indexOf('<div id="root">'));
    }
  }, 180_000);

  it('is on no page of a production site taking real payments, nor in development', async () => {
    for (const env of [{ ...PROD, PAYMENTS_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_123' }, {}]) {
      const t = await appWith(env);
      const res = await t.anonymous.get('/');
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain(TEST_SITE_NOTICE);
    }
  }, 180_000);
});
