import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, useBrowser } from './support/browser.ts';

const b = useBrowser();

const cards = (page: Page) => page.getByTestId('listing-card');
const firstTitle = async (page: Page) => (await cards(page).first().getByRole('heading').textContent())?.trim();
const resultCount = async (page: Page) => {
  const text = await page.getByTestId('result-count').textContent();
  return Number((text ?? '').replace(/[^0-9]/g, ''));
};
async function waitForResults(page: Page) {
  await page.waitForFunction(() => /\d/.test(document.querySelector('[data-testid="result-count"]')?.textContent ?? ''));
}

describe('home page', () => {
  it('shows the hero, categories, live auctions, trending and the call to action', async () => {
    const page = await b.newPage(DESKTOP);
    await page.goto('/');
    await page.getByTestId('hero').waitFor();
    expect(await page.getByTestId('hero-slide').count()).toBeGreaterThan(1);
    // Slides out of view are inert (hidden from the accessibility tree), so look at the markup.
    await expect(page.getByTestId('hero').locator('a', { hasText: 'View Auction' }).count()).resolves.toBeGreaterThan(0);
    await expect(page.getByTestId('hero').locator('a', { hasText: 'Place Bid' }).count()).resolves.toBeGreaterThan(0);

    await page.getByRole('heading', { name: 'Browse by Category' }).waitFor();
    await page.getByTestId('category-card').first().waitFor();
    const categories = page.getByTestId('category-card');
    expect(await categories.count()).toBe(7);
    await expect(categories.first().getAttribute('href')).resolves.toBe('/category/cars');
    await page.waitForFunction(() => /active auctions?$/.test(document.querySelector('[data-testid="category-card"]')?.textContent ?? ''));
    const counts = await categories.allTextContents();
    for (const text of counts) expect(text).toMatch(/(1 active auction|\d+ active auctions)$/);

    const live = page.getByTestId('ending-soon');
    await live.getByRole('heading', { name: 'Live Auctions - Ending Soon' }).waitFor();
    await live.getByTestId('listing-card').first().waitFor();
    expect(await live.getByTestId('listing-card').count()).toBe(12);
    const first = live.getByTestId('listing-card').first();
    await expect(first.getByTestId('status-badge').textContent()).resolves.toContain('LIVE');
    await expect(first.getByTestId('countdown').textContent()).resolves.toMatch(/^(\d+d )?(\d+h )?(\d+m )?\d+s$/);
    await expect(first.getByRole('link', { name: 'View Details' }).isVisible()).resolves.toBe(true);
    // The card's Bid opens the bidding feature's dialog (e2e/bidding.e2e.ts covers it).
    await expect(first.getByRole('button', { name: 'Bid', exact: true }).getAttribute('aria-haspopup')).resolves.toBe('dialog');

    const forYou = page.getByTestId('for-you');
    await forYou.getByRole('heading', { name: 'Trending Auctions' }).waitFor();
    await forYou.getByTestId('listing-card').first().waitFor();
    expect(await forYou.getByTestId('listing-card').count()).toBe(8);

    const cta = page.getByTestId('call-to-action');
    await expect(cta.getByRole('link', { name: /Register to Bid/ }).getAttribute('href')).resolves.toBe('/auth');
    await expect(cta.getByRole('link', { name: /List Your Vehicle/ }).getAttribute('href')).resolves.toBe('/create-auction');
    await expect(cta.getByRole('link', { name: /Preview Upcoming/ }).getAttribute('href')).resolves.toBe('/presale');
  });

  it('advances the hero carousel on its own', async () => {
    const page = await b.newPage(DESKTOP);
    await page.goto('/');
    const hero = page.getByTestId('hero');
    await hero.waitFor();
    await page.mouse.move(5, 800); // keep the pointer off the carousel (hovering pauses it)
    const before = await hero.getAttribute('data-selected');
    await page.waitForFunction((start) => document.querySelector('[data-testid="hero"]')?.getAttribute('data-selected') !== start, before, { timeout: 12_000 });
  });

  it('moves the hero with its previous and next buttons, also when pressed before the carousel has started', async () => {
    const page = await b.newPage(DESKTOP);
    await page.goto('/');
    const hero = page.getByTestId('hero');
    // The carousel starts when the browser is idle or a pointer reaches it; the first press waits for it.
    await hero.getByRole('button', { name: 'Next slide' }).click();
    await page.waitForFunction(() => document.querySelector('[data-testid="hero"]')?.getAttribute('data-selected') === '1');
    await hero.getByRole('button', { name: 'Previous slide' }).click();
    await page.waitForFunction(() => document.querySelector('[data-testid="hero"]')?.getAttribute('data-selected') === '0');
    await hero.getByRole('button', { name: 'Previous slide' }).click();
    const last = String((await hero.getByTestId('hero-slide').count()) - 1);
    await page.waitForFunction((want) => document.querySelector('[data-testid="hero"]')?.getAttribute('data-selected') === want, last);
  });

  it('shows the live auction cards on a phone', async () => {
    const page = await b.newPage(MOBILE);
    await page.goto('/');
    await page.getByTestId('ending-soon').getByTestId('listing-card').first().waitFor();
    await expect(page.getByRole('heading', { name: 'Live Auctions - Ending Soon' }).isVisible()).resolves.toBe(true);
  });
});

describe('listing pages', () => {
  it('searches from the header and shows matching auctions', async () => {
    const page = await b.newPage(DESKTOP);
    await page.goto('/');
    const box = page.getByRole('searchbox', { name: 'Search vehicles' });
    await box.fill('porsche');
    await box.press('Enter');
    await page.waitForURL('**/auctions?search=porsche');
    await waitForResults(page);
    expect(await resultCount(page)).toBeGreaterThan(0);
    const titles = await cards(page).getByRole('heading').allTextContents();
    for (const t of titles) expect(t).toMatch(/porsche/i);
  });

  it('shows an empty state when nothing matches', async () => {
    const page = await b.newPage(DESKTOP);
    await page.goto('/auctions?search=zzqxnotaword');
    await page.getByTestId('empty-state').getByRole('heading', { name: 'No auctions found' }).waitFor();
    await expect(page.getByTestId('result-count').textContent()).resolves.toBe('0 results');
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.waitForURL((url) => url.search === '');
    await cards(page).first().waitFor();
  });

  it('keeps filters and sort in the URL', async () => {
    const page = await b.newPage(DESKTOP);
    await page.goto('/auctions');
    await waitForResults(page);
    const all = await resultCount(page);
    await page.getByLabel('Sort by').selectOption('price_desc');
    await page.waitForURL('**/auctions?sort=price_desc');
    await waitForResults(page);
    await page.getByRole('complementary', { name: 'Filters' }).getByLabel('Category').selectOption('cars');
    await page.waitForURL('**/auctions?category=cars&sort=price_desc');
    await page.waitForFunction((n) => Number((document.querySelector('[data-testid="result-count"]')?.textContent ?? '').replace(/\D/g, '')) < n, all);
    const prices = (await cards(page).getByTestId('card-price').allTextContents()).map((p) => Number(p.replace(/\D/g, '')));
    expect(prices.length).toBeGreaterThan(1);
    expect([...prices].sort((a, b) => b - a)).toEqual(prices);
    // A shared link opens the same state.
    const other = await b.newPage(DESKTOP);
    await other.goto('/auctions?category=cars&sort=price_desc');
    await waitForResults(other);
    await expect(firstTitle(other)).resolves.toBe(await firstTitle(page));
    await expect(other.getByLabel('Sort by').inputValue()).resolves.toBe('price_desc');
  });

  it('pages through results and comes back with the back button', async () => {
    const page = await b.newPage(DESKTOP);
    await page.goto('/auctions');
    await waitForResults(page);
    expect(await resultCount(page)).toBeGreaterThan(24);
    const pageOne = await firstTitle(page);
    await page.getByRole('link', { name: 'Next page' }).click();
    await page.waitForURL('**/auctions?page=2');
    await page.waitForFunction((t) => document.querySelector('[data-testid="listing-card"] h3')?.textContent?.trim() !== t, pageOne);
    await expect(page.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).resolves.toBe('page');
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/auctions' && url.search === '');
    await page.waitForFunction((t) => document.querySelector('[data-testid="listing-card"] h3')?.textContent?.trim() === t, pageOne);
  });

  it('browses a category, make and model through the mega-menu', async () => {
    const page = await b.newPage(DESKTOP);
    await page.goto('/');
    await page.getByRole('button', { name: 'Categories' }).click();
    await page.getByRole('menuitem', { name: 'Cars' }).hover();
    await page.getByRole('menuitem', { name: 'All Cars' }).click();
    await page.waitForURL('**/category/cars');
    await page.getByRole('heading', { name: 'Cars', level: 1 }).waitFor();
    await cards(page).first().waitFor();

    await page.getByRole('button', { name: 'Categories' }).click();
    await page.getByRole('menuitem', { name: 'Cars' }).hover();
    await page.getByRole('menuitem', { name: 'Porsche' }).hover();
    await page.getByRole('menuitem', { name: '911', exact: true }).click();
    await page.waitForURL('**/category/cars/porsche/911');
    await page.getByRole('heading', { name: 'Porsche 911', level: 1 }).waitFor();
    await waitForResults(page);
    const titles = await cards(page).getByRole('heading').allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    for (const t of titles) expect(t).toContain('Porsche 911');
  });

  it('lists classifieds and upcoming auctions with their own card states', async () => {
    const page = await b.newPage(DESKTOP);
    await page.goto('/classifieds');
    await cards(page).first().waitFor();
    await expect(cards(page).first().getByTestId('status-badge').textContent()).resolves.toBe('FOR SALE');
    await expect(cards(page).first().getByRole('link', { name: 'View Listing' }).isVisible()).resolves.toBe(true);
    await page.goto('/presale');
    await cards(page).first().waitFor();
    await expect(cards(page).first().getByTestId('status-badge').textContent()).resolves.toBe('SCHEDULED');
  });
});

describe('sold results', () => {
  it('lists sold auctions with a price chart and filters them', async () => {
    const page = await b.newPage(DESKTOP);
    await page.goto('/sold-results');
    await page.getByTestId('price-chart').waitFor();
    await page.getByTestId('sold-list').waitFor();
    const all = await resultCount(page);
    expect(all).toBeGreaterThan(0);
    await expect(page.getByTestId('sold-list').getByText('Sold For').first().isVisible()).resolves.toBe(true);
    await page.locator('select[name="category"]').selectOption('cars');
    await page.waitForURL('**/sold-results?category=cars');
    await page.waitForFunction((n) => Number((document.querySelector('[data-testid="result-count"]')?.textContent ?? '').replace(/\D/g, '')) < n, all);
    await expect(page.getByTestId('price-chart').textContent()).resolves.toContain('Sold prices over time · Cars');
  });
});
