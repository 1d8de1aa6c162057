import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { makeAuction, makeUser } from '../test/auction-fixtures.ts';
import Fastify from 'fastify';
import { API_DOCS_POLICY, pagePolicy, registerSecurityHeaders, RESOURCE_POLICY, withNonce } from './security-headers.ts';

// Decision 015. The browser test (e2e/security-headers.e2e.ts) loads the pages under these headers.

/** A built web app as vite writes it: the shell links its stylesheet and entry module. */
const SHELL = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>VehicleBid</title>
<script type="module" crossorigin src="/assets/index-abc.js"></script>
<link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head>
<body><div id="root"></div></body></html>`;

let webDist: string;
let t: TestApp;

beforeAll(async () => {
  webDist = await mkdtemp(join(tmpdir(), 'vehiclebid-web-'));
  await mkdir(join(webDist, 'assets'));
  await writeFile(join(webDist, 'index.html'), SHELL);
  await writeFile(join(webDist, 'assets', 'index-abc.css'), 'body{margin:0}');
  await writeFile(join(webDist, 'assets', 'index-abc.js'), 'export {};');
  t = await createTestApp({ webDist });
}, 180_000);
afterAll(async () => {
  await t?.close();
  await rm(webDist, { recursive: true, force: true });
});

const nonceOf = (res: LightMyRequestResponse) => /'nonce-([A-Za-z0-9+/=]+)'/.exec(String(res.headers['content-security-policy']))?.[1];

function expectBaseHeaders(res: LightMyRequestResponse) {
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
}

describe('security headers on every response', () => {
  it('API answers, errors included, may run and frame nothing', async () => {
    for (const url of ['/api/health', '/api/no-such-route', '/api/auctions/not-a-listing']) {
      const res = await t.anonymous.get(url);
      expectBaseHeaders(res);
      expect(res.headers['content-security-policy']).toBe(RESOURCE_POLICY);
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
    const bad = await t.anonymous.post('/api/contact', {});
    expect(bad.statusCode).toBe(400);
    expectBaseHeaders(bad);
  });

  it('static files: no sniffing, the locked-down policy', async () => {
    const res = await t.anonymous.get('/assets/index-abc.js');
    expect(res.statusCode).toBe(200);
    expectBaseHeaders(res);
    expect(res.headers['content-security-policy']).toBe(RESOURCE_POLICY);
  });

  it('HSTS only when the site is served over https (PUBLIC_URL)', async () => {
    const https = Fastify();
    registerSecurityHeaders(https, 'https://bid.example.com');
    https.get('/api/health', async () => ({ status: 'ok' }));
    const res = await https.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expectBaseHeaders(res);
    await https.close();
  });

  it('a page: scripts and styles by a fresh nonce per response, never unsafe-inline or eval', async () => {
    const [a, b] = await Promise.all([t.anonymous.get('/about'), t.anonymous.get('/watchlist')]);
    for (const res of [a, b]) {
      expect(res.statusCode).toBe(200);
      expectBaseHeaders(res);
      const nonce = nonceOf(res);
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{24}$/);
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toBe(pagePolicy(nonce));
      expect(csp).toContain(`script-src 'self' 'nonce-${nonce}'`);
      expect(csp).toContain(`style-src 'self' 'nonce-${nonce}'`);
      expect(csp).not.toMatch(/(script-src|style-src) [^;]*'unsafe-(inline|eval)'/);
      expect(csp).toContain("style-src-attr 'unsafe-inline'");
      expect(csp).toContain("img-src 'self' data: blob: https:");
      expect(csp).toContain('frame-src https://www.youtube-nocookie.com https://www.youtube.com');
      // The inlined stylesheet and the nonce for the app's own <style> elements carry this response's nonce.
      expect(res.body).toContain(`<style nonce="${nonce}">body{margin:0}</style>`);
      expect(res.body).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
      expect(res.body).toContain(`<script nonce="${nonce}" type="module"`);
    }
    expect(nonceOf(a)).not.toBe(nonceOf(b));
  });

  it('/api/docs gets the policy Swagger UI needs, on that path only', async () => {
    for (const url of ['/api/docs', '/api/docs/', '/api/docs/static/swagger-initializer.js']) {
      const res = await t.anonymous.get(url);
      expect(res.statusCode).toBe(200);
      expectBaseHeaders(res);
      expect(res.headers['content-security-policy']).toBe(API_DOCS_POLICY);
    }
    expect(API_DOCS_POLICY).not.toMatch(/script-src [^;]*'unsafe-/);
  });

  it('the sandbox checkout page and the outbox: their inline styles by nonce', async () => {
    const seller = await makeUser(t, 'Header Seller');
    const buyer = await makeUser(t, 'Header Buyer', { authorized: false });
    const auctionId = await makeAuction(t, seller.id, { title: '1965 Ford Mustang' });
    const created = await t.as(buyer).post('/api/authorizations', { auction_id: auctionId, return_path: '/' });
    const { checkout_url } = created.json() as { checkout_url: string };
    for (const url of [checkout_url, '/dev/outbox']) {
      const res = await t.anonymous.get(url);
      expect(res.statusCode).toBe(200);
      expectBaseHeaders(res);
      const nonce = nonceOf(res);
      expect(res.headers['content-security-policy']).toBe(pagePolicy(nonce));
      expect(res.body).toContain(`<style nonce="${nonce}">`);
      expect(res.body).not.toMatch(/<(script|style)>/);
    }
  });
});

describe('withNonce', () => {
  it('marks runnable scripts and styles, not the JSON payload, and hands the nonce to the app', () => {
    const html = withNonce(
      '<html><head><style>a{}</style></head><body><script id="vb-ssr" type="application/json">{}</script><script>go()</script></body></html>',
      'N',
    );
    expect(html).toBe(
      '<html><head><meta property="csp-nonce" nonce="N"><style nonce="N">a{}</style></head><body><script id="vb-ssr" type="application/json">{}</script><script nonce="N">go()</script></body></html>',
    );
  });
});
