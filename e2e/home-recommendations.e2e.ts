import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, useBrowser, renderInBrowser } from './support/browser.ts';
import { signIn } from './support/sign-in.ts';
import { FAILED_RESOURCE, serverError } from './support/failed-requests.ts';

const b = useBrowser();

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
