import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, useBrowser } from './support/browser.ts';

// Issue 15 item 14: the server-rendered forms (header search, listing search, filters and sort, sold results'
// filters) are real GET forms to the address the app would go to, so they work before the scripts run; here
// with JavaScript off. With JavaScript the app handles them as before (no page load).

const b = useBrowser();

/** A page with JavaScript off: it never hydrates, so navigation does not wait for the app. */
async function noScriptPage(viewport = DESKTOP): Promise<Page> {
  const context = await b.newContext(viewport, { javaScriptEnabled: false });
  return context.newPage();
}
const open = (page: Page, path: string) => page.mainFrame().goto(path);

const countIn = async (page: Page) => Number(((await page.getByTestId('result-count').textContent()) ?? '').replace(/[^0-9]/g, ''));
async function apiTotal(path: string): Promise<number> {
  const res = await fetch(`${b.baseURL}${path}`);
  expect(res.ok).toBe(true);
  return ((await res.json()) as { total: number }).total;
}
const pathAndQuery = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

describe('forms without JavaScript', () => {
  it('header search: Enter goes to /auctions?search={text}, trimmed, with its results', async () => {
    const page = await noScriptPage();
    await open(page, '/about');
    await page.locator('#header-search').fill('  Porsche  ');
    await page.locator('#header-search').press('Enter');
    await page.waitForURL('**/auctions?search=Porsche');
    expect(pathAndQuery(page)).toBe('/auctions?search=Porsche');
    const total = await apiTotal('/api/listings?kind=auctions&search=Porsche');
    expect(total).toBeGreaterThan(0);
    expect(await countIn(page)).toBe(total);
    await expect(page.getByRole('search', { name: 'Search listings' }).getByRole('searchbox').inputValue()).resolves.toBe('Porsche');
    await expect(page.getByTestId('listing-card').first().innerText()).resolves.toMatch(/porsche/i);
  });

  it('header search: an empty search shows all auctions, not a page at /?', async () => {
    const page = await noScriptPage();
    await open(page, '/about');
    await page.locator('#header-search').fill('   ');
    await page.locator('#header-search').press('Enter');
    await page.waitForURL((url) => url.pathname === '/auctions');
    expect(pathAndQuery(page)).toBe('/auctions');
    expect(await countIn(page)).toBe(await apiTotal('/api/listings?kind=auctions'));
  });

  it('the mobile search bar does the same on a phone', async () => {
    const page = await noScriptPage(MOBILE);
    await open(page, '/');
    await page.locator('#mobile-search').fill('corvette');
    await page.locator('#mobile-search').press('Enter');
    await page.waitForURL('**/auctions?search=corvette');
    expect(await countIn(page)).toBe(await apiTotal('/api/listings?kind=auctions&search=corvette'));
  });

  it('listing page: sort, filters and search together, at the address the app writes', async () => {
    const page = await noScriptPage();
    await open(page, '/auctions');
    await page.getByLabel('Sort by').selectOption('price_desc');
    // A select cannot apply itself without JavaScript: the Apply button next to it does.
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await page.waitForURL('**/auctions?sort=price_desc');
    expect(pathAndQuery(page)).toBe('/auctions?sort=price_desc');
    await expect(page.getByLabel('Sort by').inputValue()).resolves.toBe('price_desc');

    const filters = page.getByRole('complementary', { name: 'Filters' });
    await filters.getByLabel('Transmission').selectOption('manual');
    await filters.getByLabel('Year from').fill('1970');
    // Enter in any field submits the whole form (search, sort and every filter).
    await filters.getByLabel('Year from').press('Enter');
    await page.waitForURL((url) => url.search.includes('yearMin'));
    expect(pathAndQuery(page)).toBe('/auctions?yearMin=1970&transmission=manual&sort=price_desc');
    expect(await countIn(page)).toBe(await apiTotal('/api/listings?kind=auctions&yearMin=1970&transmission=manual&sort=price_desc'));

    await page.getByRole('search', { name: 'Search listings' }).getByRole('searchbox').fill(' porsche ');
    await page.getByRole('search', { name: 'Search listings' }).getByRole('searchbox').press('Enter');
    await page.waitForURL((url) => url.search.includes('search'));
    expect(pathAndQuery(page)).toBe('/auctions?search=porsche&yearMin=1970&transmission=manual&sort=price_desc');
    await expect(filters.getByLabel('Year from').inputValue()).resolves.toBe('1970');
    await expect(filters.getByLabel('Transmission').inputValue()).resolves.toBe('manual');
  });

  it('category page: the path keeps its own filters out of the query', async () => {
    const page = await noScriptPage();
    await open(page, '/category/cars');
    const filters = page.getByRole('complementary', { name: 'Filters' });
    await filters.getByLabel('Featured only').check();
    await filters.getByLabel('Max mileage').fill('50000');
    await filters.getByLabel('Max mileage').press('Enter');
    await page.waitForURL((url) => url.search.includes('mileageMax'));
    expect(pathAndQuery(page)).toBe('/category/cars?mileageMax=50000&featured=true');
    expect(await countIn(page)).toBe(await apiTotal('/api/listings?kind=all&category=cars&mileageMax=50000&featured=true'));
  });

  it('sold results: the filter form', async () => {
    const page = await noScriptPage();
    await open(page, '/sold-results');
    const form = page.getByRole('form', { name: 'Sold results filters' });
    await form.getByLabel('Category').selectOption('cars');
    await form.getByRole('button', { name: 'Apply filters' }).click();
    await page.waitForURL('**/sold-results?category=cars');
    await form.getByLabel('Year from').fill('1960');
    await form.getByLabel('Year from').press('Enter');
    await page.waitForURL((url) => url.search.includes('yearMin'));
    expect(pathAndQuery(page)).toBe('/sold-results?category=cars&yearMin=1960');
    const total = await apiTotal('/api/listings/sold?category=cars&yearMin=1960');
    await expect(page.getByTestId('result-count').textContent()).resolves.toBe(total === 1 ? '1 sold auction' : `${total.toLocaleString('en-US')} sold auctions`);
  });
});

describe('the same forms with JavaScript: the app, no page load', () => {
  /** Marks the document: the mark survives an in-app navigation and is gone after a page load. */
  const mark = (page: Page) => page.evaluate(() => ((window as unknown as { vbMark: number }).vbMark = 1));
  const marked = (page: Page) => page.evaluate(() => (window as unknown as { vbMark?: number }).vbMark === 1);

  it('header search navigates in the app; an empty search does nothing', async () => {
    const page = await b.newPage(DESKTOP);
    await page.goto('/about');
    await mark(page);
    await page.locator('#header-search').press('Enter');
    await expect(page.getByRole('heading', { level: 1 }).first().textContent()).resolves.toBeTruthy();
    expect(pathAndQuery(page)).toBe('/about');
    await page.locator('#header-search').fill('  Porsche ');
    await page.locator('#header-search').press('Enter');
    await page.waitForURL('**/auctions?search=Porsche');
    await page.waitForFunction(() => /\d/.test(document.querySelector('[data-testid="result-count"]')?.textContent ?? ''));
    expect(await marked(page)).toBe(true);
  });

  it('sort and filters apply at once, in the app', async () => {
    const page = await b.newPage(DESKTOP);
    await page.goto('/auctions');
    await mark(page);
    await page.getByLabel('Sort by').selectOption('price_desc');
    await page.waitForURL('**/auctions?sort=price_desc');
    const filters = page.getByRole('complementary', { name: 'Filters' });
    await filters.getByLabel('Year from').fill('1970');
    await filters.getByLabel('Year from').press('Enter');
    await page.waitForURL('**/auctions?yearMin=1970&sort=price_desc');
    expect(await marked(page)).toBe(true);
  });
});
