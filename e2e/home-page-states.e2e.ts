import { describe, expect, it } from 'vitest';
import { DESKTOP, useBrowser, renderInBrowser } from './support/browser.ts';
import { FAILED_RESOURCE } from './support/failed-requests.ts';

const b = useBrowser();

/** The built-in sample listings (web/src/features/listings/sample-listings.ts), in their order. */
const SAMPLE_TITLES = [
  '1967 Ford Mustang Fastback',
  '1990 Porsche 911 Carrera 4',
  '2003 Harley-Davidson Road King',
  '2019 Freightliner Cascadia 126',
  '2015 Boston Whaler 270 Dauntless',
  '2018 Caterpillar 308 CR Mini Excavator',
];

/** The seven default categories (web/src/features/home/default-categories.ts). */
const DEFAULT_CATEGORIES = [
  ['Cars', '/category/cars'],
  ['Motorcycles', '/category/motorcycles'],
  ['Heavy-Duty Trucks/Buses', '/category/heavy-duty-trucks-buses'],
  ['Trailers', '/category/trailers'],
  ['Heavy Equipment', '/category/heavy-equipment'],
  ['Boats', '/category/boats'],
  ['RVs', '/category/rvs'],
];

describe('home page states', () => {
  it('shows the empty state when no live auction is ending soon', async () => {
    const page = await b.newPage(DESKTOP);
    await renderInBrowser(page);
    await page.route('**/api/listings/ending-soon', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ items: [] }) }),
    );
    await page.goto('/');
    const live = page.getByTestId('ending-soon');
    await live.getByRole('heading', { name: 'Live Auctions - Ending Soon' }).waitFor();
    const empty = live.getByTestId('empty-state');
    await empty.getByRole('heading', { name: 'No Live Auctions Right Now' }).waitFor();
    await expect(empty.getByText('Check back soon for new auction listings!', { exact: true }).isVisible()).resolves.toBe(true);
    const link = empty.getByRole('link', { name: 'List Your Vehicle' });
    await expect(link.getAttribute('href')).resolves.toBe('/sell');
    expect(await live.getByTestId('listing-card').count()).toBe(0);
    await link.click();
    await page.waitForURL((url) => url.pathname === '/sell');
  });

  it('falls back to the built-in sample listings when the live-auction fetch fails', async () => {
    b.allowConsoleError(FAILED_RESOURCE);
    const page = await b.newPage(DESKTOP);
    await renderInBrowser(page);
    let attempts = 0;
    await page.route('**/api/listings/ending-soon', (route) => {
      attempts++;
      return route.abort('failed');
    });
    await page.goto('/');
    const live = page.getByTestId('ending-soon');
    await live.getByTestId('listing-card').first().waitFor({ timeout: 15_000 });
    expect(attempts).toBeGreaterThan(0);
    await expect(live.getByTestId('listing-card').getByRole('heading').allTextContents()).resolves.toEqual(SAMPLE_TITLES);
    await expect(live.getByTestId('empty-state').count()).resolves.toBe(0);
    await expect(live.getByTestId('status-badge').first().textContent()).resolves.toContain('LIVE');
  });

  it('falls back to the built-in sample listings when the live-auction fetch answers 500', async () => {
    b.allowConsoleError(FAILED_RESOURCE);
    const page = await b.newPage(DESKTOP);
    await renderInBrowser(page);
    await page.route('**/api/listings/ending-soon', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'Internal Server Error' }) }),
    );
    await page.goto('/');
    const live = page.getByTestId('ending-soon');
    await live.getByTestId('listing-card').first().waitFor({ timeout: 15_000 });
    await expect(live.getByTestId('listing-card').getByRole('heading').allTextContents()).resolves.toEqual(SAMPLE_TITLES);
  });

  it('still shows the 7 default category cards when the categories fetch fails', async () => {
    b.allowConsoleError(FAILED_RESOURCE);
    const page = await b.newPage(DESKTOP);
    await renderInBrowser(page);
    let attempts = 0;
    await page.route('**/api/categories', (route) => {
      attempts++;
      return route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'Internal Server Error' }) });
    });
    await page.goto('/');
    const section = page.getByTestId('browse-categories');
    await section.getByRole('heading', { name: 'Browse by Category' }).waitFor();
    await section.getByTestId('category-card').first().waitFor({ timeout: 15_000 });
    expect(attempts).toBeGreaterThan(0);
    const categories = section.getByTestId('category-card');
    expect(await categories.count()).toBe(7);
    for (const [i, [title, href]] of DEFAULT_CATEGORIES.entries()) {
      await expect(categories.nth(i).getAttribute('href')).resolves.toBe(href);
      await expect(categories.nth(i).locator('p').first().textContent()).resolves.toBe(title);
    }
    await expect(section.getByTestId('category-skeleton').count()).resolves.toBe(0);
  });

  it('hides Browse by Category when show_browse_categories is false', async () => {
    const page = await b.newPage(DESKTOP);
    await renderInBrowser(page);
    let answered = 0;
    await page.route('**/api/settings/show_browse_categories', (route) => {
      answered++;
      return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ key: 'show_browse_categories', value: false }) });
    });
    await page.goto('/');
    // The sections below the hero are mounted (Browse by Category renders before the live auctions).
    await page.getByTestId('ending-soon').getByTestId('listing-card').first().waitFor();
    await expect.poll(() => answered).toBeGreaterThan(0);
    await expect.poll(() => page.getByTestId('browse-categories').count()).toBe(0);
    await page.getByTestId('for-you').getByTestId('listing-card').first().waitFor();
    await expect(page.getByRole('heading', { name: 'Browse by Category' }).count()).resolves.toBe(0);
    await expect(page.getByTestId('category-card').count()).resolves.toBe(0);
    await expect(page.getByTestId('category-skeleton').count()).resolves.toBe(0);
  });

  it("shows Browse by Category when show_browse_categories is the string 'true'", async () => {
    const page = await b.newPage(DESKTOP);
    await renderInBrowser(page);
    let answered = 0;
    await page.route('**/api/settings/show_browse_categories', (route) => {
      answered++;
      return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ key: 'show_browse_categories', value: 'true' }) });
    });
    await page.goto('/');
    const section = page.getByTestId('browse-categories');
    await section.getByRole('heading', { name: 'Browse by Category' }).waitFor();
    await section.getByTestId('category-card').first().waitFor();
    expect(answered).toBeGreaterThan(0);
    expect(await section.getByTestId('category-card').count()).toBe(7);
  });
});
