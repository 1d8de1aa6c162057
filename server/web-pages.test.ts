import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp, type TestApp } from './test/test-app.ts';
import { makeAuction, makeUser } from './test/auction-fixtures.ts';
import { PRIVATE_AREAS } from './robots-txt.ts';
import { showsNotFound } from './web-routes.ts';

// What the server answers around the web app's pages (a built app stands in).
const SHELL = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>VehicleBid</title>
<meta name="description" content="Online vehicle auctions" />
<script type="module" crossorigin src="/assets/index-abc.js"></script></head>
<body><div id="root"></div></body></html>`;
const PRODUCTION = {
  NODE_ENV: 'production',
  AUTH_SECRET: 'x'.repeat(40),
  PAYMENTS_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
  PUBLIC_URL: 'https://cars.example',
};

let webDist: string;
let t: TestApp;
let prod: TestApp;

beforeAll(async () => {
  webDist = await mkdtemp(join(tmpdir(), 'vehiclebid-web-'));
  await mkdir(join(webDist, 'assets'));
  await writeFile(join(webDist, 'index.html'), SHELL);
  await writeFile(join(webDist, 'assets', 'index-abc.js'), 'export {};\n//# sourceMappingURL=index-abc.js.map');
  await writeFile(join(webDist, 'assets', 'index-abc.js.map'), '{"version":3,"sources":["../src/secret.ts"]}');
  await writeFile(join(webDist, 'assets', 'index-abc.js.map.br'), 'compressed map');
  t = await createTestApp({ webDist });
  prod = await createTestApp({ webDist, env: PRODUCTION });
}, 180_000);
afterAll(async () => {
  await t?.close();
  await prod?.close();
  await rm(webDist, { recursive: true, force: true });
});

describe('source maps (issue 23 item 11)', () => {
  it('production serves none, whatever the build left in its folder', async () => {
    expect((await prod.app.inject({ method: 'GET', url: '/assets/index-abc.js' })).statusCode).toBe(200);
    for (const headers of [{}, { 'accept-encoding': 'br, gzip' }]) {
      const map = await prod.app.inject({ method: 'GET', url: '/assets/index-abc.js.map', headers });
      expect(map.statusCode).toBe(404);
      expect(map.body).not.toContain('secret.ts');
    }
    expect((await prod.app.inject({ method: 'GET', url: '/assets/INDEX-ABC.JS.MAP' })).statusCode).toBe(404);
  });

  it('outside production a map in the folder is still served (for local debugging of a build)', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/assets/index-abc.js.map' })).statusCode).toBe(200);
  });
});

describe('missing pages (issue 23 item 13)', () => {
  it('answer 404 with the page unchanged: an unknown path, an unknown listing', async () => {
    const known = await t.app.inject({ method: 'GET', url: '/auctions' });
    expect(known.statusCode).toBe(200);
    for (const url of ['/no-such-page', '/auction/does-not-exist', '/auctions/extra/segment', '/admin/no-such-section', '/no-such-page?x=1']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(res.body, url).toContain('<div id="root"></div>');
      // The same page but for its title.
      const page = (body: string) => body.replace(/nonce="[^"]+"/g, '').replace(/<title>[^<]*<\/title>/, '');
      expect(page(res.body), url).toBe(page(known.body));
      expect(res.body, url).toContain(
        url.startsWith('/auction/') ? '<title>Auction Not Found | VehicleBid</title>' : '<title>Page Not Found | VehicleBid</title>',
      );
    }
  });

  it('name each page in its <title> (issue 25 item 16)', async () => {
    const titles: Record<string, string> = {
      '/': 'VehicleBid · Vehicle auctions and classifieds',
      '/auctions': 'Live Auctions | VehicleBid',
      '/auctions?search=H3-45': 'Results for “H3-45” | VehicleBid',
      '/auctions?search=%3Cb%3E%26': 'Results for “&lt;b&gt;&amp;” | VehicleBid',
      '/sold-results/': 'Sold Results | VehicleBid',
      '/category/boats': 'Boats | VehicleBid',
      '/my-auctions': 'My Auctions | VehicleBid',
      '/admin/signals': 'Admin: Bidding Signals | VehicleBid',
      '/auth': 'Sign In or Sign Up | VehicleBid',
    };
    for (const [url, title] of Object.entries(titles)) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.body.match(/<title>/g), url).toHaveLength(1);
      expect(res.body, url).toContain(`<title>${title}</title>`);
    }
  });

  it('a listing that exists answers 200 with its share tags', async () => {
    const seller = await makeUser(t, 'Page Seller');
    const id = await makeAuction(t, seller.id, { slug: 'a-1967-mustang', year: 1967, make: 'Ford', model: 'Mustang' });
    for (const url of ['/auction/a-1967-mustang', `/auction/${id}`]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<title>1967 Ford Mustang | VehicleBid</title>');
    }
  });

  it("a listing's `$` patterns stay text in the served page's head (issue 23 item 7)", async () => {
    const seller = await makeUser(t, 'Dollar Seller');
    const patterns = "$& $` $' $1 $$ $<name>";
    await makeAuction(t, seller.id, { slug: 'dollar-car', title: `Car ${patterns}`, description: `Cheap at ${patterns}` });
    const res = await t.app.inject({ method: 'GET', url: '/auction/dollar-car' });
    expect(res.statusCode).toBe(200);
    expect(res.body.match(/<!doctype html>/gi)).toHaveLength(1);
    expect(res.body.match(/<head>/g)).toHaveLength(1);
    const escaped = patterns.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    expect(res.body).toContain(`<title>Car ${escaped} | VehicleBid</title>`);
    expect(res.body).toContain(`<meta name="description" content="Cheap at ${escaped}" />`);
  });

  it('a server-rendered not-found page is recognised by its element, not by text', () => {
    expect(showsNotFound('<div class="mx-auto" data-not-found="">404</div>')).toBe(true);
    expect(showsNotFound('<p>a listing about data-not-found=""</p>')).toBe(false);
    expect(showsNotFound('<div data-not-found-ish="x"></div>')).toBe(false);
  });
});

describe('robots.txt (issue 23 item 13)', () => {
  it('names the sitemap, which is served, and keeps crawlers out of the private areas', async () => {
    const res = await prod.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toMatch(/^User-agent: \*$/m);
    expect(res.body).toMatch(/^Sitemap: https:\/\/cars\.example\/sitemap\.xml$/m);
    for (const area of ['/admin', '/api/', '/messages', '/profile', '/my-auctions', '/watchlist', '/auth', '/create-auction', '/dev/', '/sandbox/']) {
      expect(res.body.split('\n'), area).toContain(`Disallow: ${area}`);
    }
    expect(PRIVATE_AREAS.every((p) => res.body.includes(`Disallow: ${p}\n`))).toBe(true);
    // Public pages stay open: no rule is a prefix of them.
    for (const open of ['/', '/auctions', '/auction/x', '/sold-results', '/category/cars', '/media/demo/cars/a.webp']) {
      expect(
        PRIVATE_AREAS.some((p) => open.startsWith(p)),
        open,
      ).toBe(false);
    }
    const sitemap = await prod.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).toContain('<loc>https://cars.example/</loc>');
  });
});
