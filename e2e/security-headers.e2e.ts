import sharp from 'sharp';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, useBrowser } from './support/browser.ts';
import { latestMail, linkIn } from './support/outbox.ts';
import { signIn } from './support/sign-in.ts';

// Decision 015: every page works under its Content-Security-Policy. A violation is both a
// `securitypolicyviolation` event (collected here, with what was blocked) and a console error (the harness
// fails on those too). Each page must also come alive: `goto` waits for the app to hydrate, which the
// script loader (an inline script, admitted by its nonce) starts.

const b = useBrowser();
const PORSCHE = '1973-porsche-911-carrera-rs-2-7-touring';

declare global {
  interface Window {
    vbViolations?: string[];
  }
}

/** A context whose pages record every CSP violation in window.vbViolations. */
async function watchedContext(viewport = DESKTOP): Promise<BrowserContext> {
  const context = await b.newContext(viewport);
  await context.addInitScript(() => {
    window.vbViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.vbViolations!.push(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber}) ${e.sample}`);
    });
  });
  // YouTube is a third-party host: the test answers for it (its player in the frame the policy admits).
  const thumbnail = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#aa3322' } })
    .jpeg()
    .toBuffer();
  await context.route('https://img.youtube.com/**', (route) => route.fulfill({ contentType: 'image/jpeg', body: thumbnail }));
  await context.route('https://www.youtube.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<html><body>player</body></html>' }));
  return context;
}

const violations = (page: Page) => page.evaluate(() => window.vbViolations ?? []);

/** Opens each path, lets it settle (images, lazy chunks) and expects no violation. */
async function visitAll(page: Page, paths: string[]) {
  for (const path of paths) {
    const res = await page.goto(path);
    expect(res?.headers()['content-security-policy'], path).toContain("frame-ancestors 'none'");
    await page.waitForLoadState('networkidle');
    expect(await violations(page), path).toEqual([]);
  }
}

const PUBLIC_PAGES = [
  '/',
  '/auctions',
  '/auctions?search=porsche&sort=price_desc',
  '/classifieds',
  '/presale',
  '/sold-results',
  '/category/cars',
  '/category/cars/Porsche',
  `/auction/${PORSCHE}`,
  '/how-it-works',
  '/about',
  '/contact',
  '/help',
  '/terms',
  '/privacy',
  '/sell',
  '/auth',
  '/no-such-page',
];

describe('Content-Security-Policy: the pages satisfy it', () => {
  it('every public page type, desktop', async () => {
    // /no-such-page answers 404: the browser logs the status.
    b.allowConsoleError(/status of 404/);
    const page = await (await watchedContext(DESKTOP)).newPage();
    await visitAll(page, PUBLIC_PAGES);
    // The page's CSS applied (the inline stylesheet ran by its nonce), and the app's inline styles with it.
    await expect(page.evaluate(() => getComputedStyle(document.body).margin)).resolves.toBe('0px');
  }, 240_000);

  it('the public pages that differ on a phone, and the mobile menu', async () => {
    const page = await (await watchedContext(MOBILE)).newPage();
    await visitAll(page, ['/', '/auctions', `/auction/${PORSCHE}`, '/sold-results']);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.waitForLoadState('networkidle');
    expect(await violations(page)).toEqual([]);
  }, 120_000);

  it('the detail page: gallery lightbox, YouTube player, dialogs (libraries insert their own styles)', async () => {
    const page = await (await watchedContext(DESKTOP)).newPage();
    await page.goto(`/auction/${PORSCHE}`);
    await page.getByRole('button', { name: 'Videos (2)' }).click();
    const viewer = page.getByTestId('video-viewer');
    await expect(viewer.locator('iframe').getAttribute('src')).resolves.toContain('https://www.youtube.com/embed/');
    await viewer.locator('iframe').contentFrame().getByText('player').waitFor();
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: 'Seller Info' }).click();
    await page.getByTestId('seller-info').getByRole('button', { name: 'View Full Profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Seller Profile' });
    await dialog.getByTestId('seller-reputation').waitFor();
    // The dialog's scroll lock is a <style> element the library inserts: it carries the page's nonce.
    await expect(page.evaluate(() => [...document.querySelectorAll('style')].every((s) => s.nonce !== ''))).resolves.toBe(true);
    expect(await violations(page)).toEqual([]);
  });

  it('signed in: sign-up pages, own pages, the sandbox checkout and its way back', async () => {
    const context = await watchedContext(DESKTOP);
    const page = await context.newPage();
    const email = `csp-${Date.now()}@example.com`;
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.locator('main').getByLabel('Display name').fill('Cass Policy');
    await page.locator('main').getByLabel('E-mail', { exact: true }).fill(email);
    await page.locator('main').getByLabel('Password', { exact: true }).fill('Password123!');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL('**/check-email**');
    expect(await violations(page)).toEqual([]);
    await page.goto(linkIn(await latestMail(email, 'Confirm your e-mail address')));
    await page.getByTestId('header-user-name').waitFor();
    await visitAll(page, ['/profile', '/watchlist', '/my-auctions', '/messages', '/create-auction', `/auction/${PORSCHE}`]);

    // A toast (sonner: its styles are a <style> element it inserts) and the bid dialog.
    await page.getByTestId('watch-button').first().click();
    await page.getByText('Added to watchlist').waitFor();

    const auctionId = await page.evaluate(
      async (slug) => ((await (await fetch(`/api/auction-detail/${slug}`)).json()) as { auction: { id: string } }).auction.id,
      PORSCHE,
    );
    const created = await page.request.post('/api/authorizations', { data: { auction_id: auctionId, return_path: `/auction/${PORSCHE}` } });
    const { checkout_url } = (await created.json()) as { checkout_url: string };
    await visitAll(page, [checkout_url]);
    await page.getByRole('button', { name: 'Authorize $250' }).click();
    await page.getByText('Authorization completed successfully! You can now place bids on this auction.').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await violations(page)).toEqual([]);
  }, 180_000);

  it('the admin pages', async () => {
    const context = await watchedContext(DESKTOP);
    const page = await context.newPage();
    await signIn(page, 'admin@example.com', '/admin');
    await page.waitForLoadState('networkidle');
    expect(await violations(page)).toEqual([]);
  });

  it('/api/docs (Swagger UI, its own policy) and /dev/outbox', async () => {
    const page = await (await watchedContext(DESKTOP)).newPage();
    await visitAll(page, ['/api/docs', '/dev/outbox']);
    await page.goto('/api/docs');
    await page.getByText('VehicleBid API').first().waitFor();
    expect(await violations(page)).toEqual([]);
  });
});
