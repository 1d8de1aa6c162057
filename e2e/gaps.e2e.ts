import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { paragraphs, vehicleTitle, type AuctionDetail, type AuctionDetailResponse } from '../domain/auction-detail.ts';
import { DESKTOP, MOBILE, useBrowser, renderInBrowser } from './support/browser.ts';
import { signIn } from './support/sign-in.ts';

const b = useBrowser();

// A request the test makes fail shows up in Chromium's console as "Failed to load resource: ...".
const FAILED_RESOURCE = /Failed to load resource/;

/** Sold by Tom Becker, whose profile is not verified (server/db/seed). No other browser test changes it. */
const HARLEY = '1969-harley-davidson-electra-glide-flh';
/** A classified sold by Classic Motors, a verified seller. */
const MERCEDES = '1989-mercedes-benz-560sl';

async function detail(slug: string): Promise<AuctionDetail> {
  const res = await fetch(`${b.baseURL}/api/auction-detail/${slug}`);
  const { auction } = (await res.json()) as AuctionDetailResponse;
  if (!auction) throw new Error(`no listing ${slug}`);
  return auction;
}

async function openListing(page: Page, slug: string) {
  await page.goto(`/auction/${slug}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.getByTestId('bid-panel').waitFor();
}

/** Answers the page's detail request with the real listing, changed by `patch`. */
async function patchDetail(page: Page, slug: string, patch: (a: AuctionDetail) => AuctionDetail) {
  let answered = 0;
  await renderInBrowser(page);
  await page.route(`**/api/auction-detail/${slug}`, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as AuctionDetailResponse;
    answered++;
    await route.fulfill({ response, json: { auction: body.auction && patch(body.auction) } });
  });
  return () => answered;
}

/** The newest toast (SPEC 9: the app shows one at a time) with exactly this title; checks its kind. */
async function expectToast(page: Page, text: string, type: 'success' | 'error') {
  const toast = page.locator('[data-sonner-toast][data-front="true"]').filter({ has: page.getByText(text, { exact: true }) });
  await toast.waitFor();
  await expect(toast.getAttribute('data-type')).resolves.toBe(type);
}

const serverError = { status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'Internal Server Error' }) };

describe('detail page texts for missing data', () => {
  it("shows 'No description available.' when the listing has no description", async () => {
    const real = await detail(HARLEY);
    const firstParagraph = paragraphs(real.description)[0]!;
    expect(firstParagraph.length).toBeGreaterThan(0);

    // Desktop, Description tab: no description at all.
    const page = await b.newPage(DESKTOP);
    const answered = await patchDetail(page, HARLEY, (a) => ({ ...a, description: null }));
    await openListing(page, HARLEY);
    expect(answered()).toBeGreaterThan(0);
    await expect(page.getByRole('tab', { name: 'Description' }).getAttribute('aria-selected')).resolves.toBe('true');
    const description = page.getByTestId('description');
    await description.getByText('No description available.', { exact: true }).waitFor();
    await expect(description.locator('p').first().textContent()).resolves.toBe('No description available.');
    await expect(page.getByText(firstParagraph).count()).resolves.toBe(0);
    // The other sections of the tab are still there.
    await expect(description.getByRole('heading', { name: 'Key Options & Highlights' }).isVisible()).resolves.toBe(true);

    // Mobile, stacked Description section: a description of blank lines only is empty too.
    const mobile = await b.newPage(MOBILE);
    await patchDetail(mobile, HARLEY, (a) => ({ ...a, description: '  \n\n   \n\n' }));
    await openListing(mobile, HARLEY);
    await expect(mobile.getByRole('tablist').count()).resolves.toBe(0);
    const section = mobile.getByRole('region', { name: 'Description' });
    await section.getByText('No description available.', { exact: true }).waitFor();
    await expect(section.getByTestId('description').locator('p').first().textContent()).resolves.toBe('No description available.');

    // The real listing shows its paragraphs instead.
    const plain = await b.newPage(DESKTOP);
    await openListing(plain, HARLEY);
    await plain.getByTestId('description').getByText(firstParagraph, { exact: true }).waitFor();
    await expect(plain.getByText('No description available.').count()).resolves.toBe(0);
  });

  it("shows the seller's name with Verified or Standard, and 'Anonymous Seller' without a display name", async () => {
    const page = await b.newPage(DESKTOP);
    const tabs = page.getByRole('tablist', { name: 'Listing details' });
    const seller = page.getByTestId('seller-info');

    // Demo data: an unverified seller, then a verified one.
    await openListing(page, HARLEY);
    await tabs.getByRole('tab', { name: 'Seller Info' }).click();
    await expect(seller.innerText()).resolves.toMatch(/Tom Becker\s*Standard/);
    await expect(seller.getByText('Verified', { exact: true }).count()).resolves.toBe(0);

    await openListing(page, MERCEDES);
    await tabs.getByRole('tab', { name: 'Seller Info' }).click();
    await expect(seller.innerText()).resolves.toMatch(/Classic Motors\s*Verified/);
    await expect(seller.getByText('Standard', { exact: true }).count()).resolves.toBe(0);

    // A seller without a display name (missing, or blank), unverified then verified.
    const cases = [
      { displayName: null, isVerified: false, badge: 'Standard', other: 'Verified' },
      { displayName: '   ', isVerified: true, badge: 'Verified', other: 'Standard' },
    ];
    for (const c of cases) {
      const anon = await b.newPage(DESKTOP);
      const answered = await patchDetail(anon, HARLEY, (a) => ({
        ...a,
        seller: { ...a.seller, displayName: c.displayName, isVerified: c.isVerified, avatarUrl: null },
      }));
      await openListing(anon, HARLEY);
      expect(answered()).toBeGreaterThan(0);
      await anon.getByRole('tablist', { name: 'Listing details' }).getByRole('tab', { name: 'Seller Info' }).click();
      const info = anon.getByTestId('seller-info');
      await info.waitFor();
      await expect(info.innerText()).resolves.toMatch(new RegExp(`Anonymous Seller\\s*${c.badge}`));
      await expect(info.getByText(c.other, { exact: true }).count()).resolves.toBe(0);
      await expect(info.getByText('Tom Becker').count()).resolves.toBe(0);
      await expect(info.getByRole('button', { name: 'View Full Profile' }).isVisible()).resolves.toBe(true);
    }
  });
});

describe('share tags', () => {
  const decode = (s: string) => s.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  const meta = (html: string, attr: 'property' | 'name', key: string) => {
    const match = new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`).exec(html);
    return match ? decode(match[1]!) : null;
  };

  it("serves the listing's title and description as the page title and og:title / og:description", async () => {
    for (const slug of [HARLEY, MERCEDES]) {
      const listing = await detail(slug);
      const title = `${vehicleTitle(listing)} | VehicleBid`;
      const res = await fetch(`${b.baseURL}/auction/${slug}`);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain(`<title>${title}</title>`);
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(meta(html, 'property', 'og:title')).toBe(title);
      expect(meta(html, 'name', 'twitter:title')).toBe(title);

      // The description is the first paragraph on one line, cut at a word before 200 characters.
      const first = paragraphs(listing.description)[0]!.replace(/\s+/g, ' ');
      const description = meta(html, 'property', 'og:description');
      expect(description).not.toBeNull();
      if (first.length <= 200) {
        expect(description).toBe(first);
      } else {
        expect(description!.length).toBeLessThanOrEqual(200);
        expect(description!.endsWith('…')).toBe(true);
        const kept = description!.slice(0, -1);
        expect(kept.length).toBeGreaterThan(100);
        expect(first.startsWith(kept)).toBe(true);
        expect(first.charAt(kept.length)).toMatch(/\s/);
      }
      expect(meta(html, 'name', 'description')).toBe(description);
      expect(meta(html, 'name', 'twitter:description')).toBe(description);
      expect(meta(html, 'property', 'og:url')).toBe(`${b.baseURL}/auction/${slug}`);
    }
  });
});

describe('failure toasts', () => {
  it("says 'Failed to update watchlist' when the watchlist write fails, and keeps the state", async () => {
    b.allowConsoleError(FAILED_RESOURCE);
    const page = await b.newPage(DESKTOP);
    await signIn(page, 'buyer@example.com', `/auction/${HARLEY}`);
    const watch = page.getByTestId('watch-button');
    await watch.waitFor();
    await expect(watch.textContent()).resolves.toBe('Watch');

    const writes: string[] = [];
    const failing = '**/api/watchlist/*';
    const fail = () =>
      page.route(failing, (route) => {
        writes.push(route.request().method());
        return route.fulfill(serverError);
      });

    // Adding fails: the toast, and the button still says Watch.
    await fail();
    await watch.click();
    await expectToast(page, 'Failed to update watchlist', 'error');
    expect(writes).toEqual(['PUT']);
    await expect(watch.textContent()).resolves.toBe('Watch');
    await expect(watch.getAttribute('aria-pressed')).resolves.toBe('false');
    await expect(watch.isEnabled()).resolves.toBe(true);

    // Once the API answers again the toggle works.
    await page.unroute(failing);
    await watch.click();
    await expectToast(page, 'Added to watchlist', 'success');
    await expect(watch.getAttribute('aria-pressed')).resolves.toBe('true');

    // Removing fails: the toast, and the button still says Watching.
    await fail();
    await watch.click();
    await expectToast(page, 'Failed to update watchlist', 'error');
    expect(writes).toEqual(['PUT', 'DELETE']);
    await expect(watch.textContent()).resolves.toBe('Watching');
    await expect(watch.getAttribute('aria-pressed')).resolves.toBe('true');

    await page.unroute(failing);
    await watch.click();
    await expectToast(page, 'Removed from watchlist', 'success');
    await expect(watch.textContent()).resolves.toBe('Watch');
  });

  it("says 'Error signing out' when signing out fails, and stays signed in", async () => {
    b.allowConsoleError(FAILED_RESOURCE);
    b.allowConsoleError(/sign-out unavailable/);
    const page = await b.newPage(DESKTOP);
    await signIn(page, 'bidder@example.com', '/about');
    await expect(page.getByTestId('header-user-name').textContent()).resolves.toBe('Jordan Bidder');

    let attempts = 0;
    const failing = '**/api/auth/sign-out';
    await page.route(failing, (route) => {
      attempts++;
      return route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'sign-out unavailable' }) });
    });
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expectToast(page, 'Error signing out', 'error');
    expect(attempts).toBe(1);
    await expect(page.getByText('Signed out successfully').count()).resolves.toBe(0);
    expect(new URL(page.url()).pathname).toBe('/about');
    await expect(page.getByTestId('header-user-name').textContent()).resolves.toBe('Jordan Bidder');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Messages' }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In', exact: true }).count()).resolves.toBe(0);

    // Still signed in after a reload; signing out works once the request goes through.
    await page.reload();
    await page.getByTestId('header-user-name').waitFor();
    await page.unroute(failing);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expectToast(page, 'Signed out successfully', 'success');
    await page.getByRole('banner').getByRole('link', { name: 'Sign In', exact: true }).waitFor();
  });
});

describe('home page for a signed-in user', () => {
  interface Cards {
    items: Array<{ title: string; slug: string | null }>;
  }

  async function expectCards(page: Page, items: Cards['items']) {
    const section = page.getByTestId('for-you');
    const cards = section.getByTestId('listing-card');
    await cards.first().waitFor();
    const shown = items.slice(0, 8);
    expect(shown.length).toBeGreaterThan(0);
    await expect(cards.getByRole('heading').allTextContents()).resolves.toEqual(shown.map((i) => i.title));
    await expect(cards.getByRole('link', { name: 'View Details' }).evaluateAll((els) => els.map((e) => e.getAttribute('href')))).resolves.toEqual(
      shown.map((i) => `/auction/${i.slug}`),
    );
  }

  it("shows 'Recommended for You' instead of 'Trending Auctions'", async () => {
    const page = await b.newPage(DESKTOP);
    await renderInBrowser(page);
    await signIn(page, 'bidder@example.com', '/about');
    let trendingCalls = 0;
    page.on('request', (req) => {
      if (new URL(req.url()).pathname === '/api/listings/trending') trendingCalls++;
    });
    const recommended = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/listings/recommended' && res.ok());
    await page.goto('/');
    const body = (await (await recommended).json()) as Cards & { source: string };
    const section = page.getByTestId('for-you');
    await section.getByRole('heading', { level: 2, name: 'Recommended for You' }).waitFor();
    await expectCards(page, body.items);
    expect(body.items.length).toBeLessThanOrEqual(8);
    await expect(page.getByRole('heading', { name: 'Trending Auctions' }).count()).resolves.toBe(0);
    expect(trendingCalls).toBe(0);
  });

  it("falls back to 'Trending Auctions' when the recommendations request fails", async () => {
    b.allowConsoleError(FAILED_RESOURCE);
    const page = await b.newPage(DESKTOP);
    await renderInBrowser(page);
    await signIn(page, 'bidder@example.com', '/about');
    let failed = 0;
    await page.route('**/api/listings/recommended', (route) => {
      failed++;
      return route.fulfill(serverError);
    });
    const trending = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/listings/trending' && res.ok());
    await page.goto('/');
    const body = (await (await trending).json()) as Cards;
    const section = page.getByTestId('for-you');
    await section.getByRole('heading', { level: 2, name: 'Trending Auctions' }).waitFor();
    expect(failed).toBeGreaterThan(0);
    await expectCards(page, body.items);
    await expect(page.getByRole('heading', { name: 'Recommended for You' }).count()).resolves.toBe(0);
    // The user is still signed in: only the row fell back.
    await expect(page.getByTestId('header-user-name').textContent()).resolves.toBe('Jordan Bidder');
  });
});

describe('session check', () => {
  it('leaves the user signed out when the session check fails', async () => {
    b.allowConsoleError(FAILED_RESOURCE);
    const page = await b.newPage(DESKTOP);
    await renderInBrowser(page);
    // A real session cookie: only the failed check can make the page treat the user as signed out.
    await signIn(page, 'bidder@example.com', '/');
    await page.getByTestId('header-user-name').waitFor();

    const header = page.getByRole('banner');
    const failures: Array<{ name: string; fail: Parameters<Page['route']>[1] }> = [
      { name: '500', fail: (route) => route.fulfill(serverError) },
      { name: 'network error', fail: (route) => route.abort('failed') },
    ];
    for (const f of failures) {
      let checks = 0;
      await page.route('**/api/session', (route, request) => {
        checks++;
        return f.fail(route, request);
      });
      await page.goto('/');
      await header.getByRole('link', { name: 'Sign In', exact: true }).waitFor();
      expect(checks, f.name).toBeGreaterThan(0);
      await expect(header.getByRole('link', { name: 'Register', exact: true }).isVisible()).resolves.toBe(true);
      await expect(page.getByTestId('header-user-name').count()).resolves.toBe(0);
      await expect(header.getByText('Loading...').count()).resolves.toBe(0);
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Messages' }).count()).resolves.toBe(0);
      // The page itself works: the visitors' row is shown.
      await page.getByTestId('for-you').getByRole('heading', { level: 2, name: 'Trending Auctions' }).waitFor();
      await page.getByTestId('ending-soon').getByTestId('listing-card').first().waitFor();
      // Signed-in-only pages send the user to sign in.
      await page.goto('/watchlist');
      await page.waitForURL('**/auth');
      await page.unroute('**/api/session');

      // The session itself was fine: with the check answering again the user is signed in.
      await page.goto('/');
      await expect(page.getByTestId('header-user-name').textContent()).resolves.toBe('Jordan Bidder');
    }
  });
});
