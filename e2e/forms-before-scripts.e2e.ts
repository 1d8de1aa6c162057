import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, useBrowser } from './support/browser.ts';
import { latestMail } from './support/outbox.ts';

// The server-rendered forms (header search, listing search, filters and sort, sold results'
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
    await expect(page.getByTestId('result-count').textContent()).resolves.toBe(
      total === 1 ? '1 sold auction' : `${total.toLocaleString('en-US')} sold auctions`,
    );
  });
});

// /auth is rendered on the server, and its sign-in and sign-up forms post to the server,
// which signs in or up and redirects, or comes back to /auth with the refusal in the spec's words.
describe('signing in and up without JavaScript', () => {
  const signedInAs = async (page: Page) =>
    ((await (await page.context().request.get('/api/session')).json()) as { user: { email: string } | null }).user?.email ?? null;
  const form = (page: Page) => page.locator('main form');

  for (const [name, viewport] of [
    ['phone', MOBILE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`signs in, and goes home signed in (${name})`, async () => {
      const page = await noScriptPage(viewport);
      await open(page, '/auth');
      await page.getByRole('tab', { name: 'Sign In' }).waitFor();
      await form(page).getByLabel('E-mail', { exact: true }).fill('bidder@example.com');
      await form(page).getByLabel('Password', { exact: true }).fill('Password123!');
      await page.screenshot({ path: `/tmp/vb-e2e-auth-noscript-${name}.png` });
      await form(page).getByRole('button', { name: 'Sign In', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await expect(signedInAs(page)).resolves.toBe('bidder@example.com');
      // The server-rendered header of a signed-in member: no way to sign in any more.
      await expect(page.getByRole('link', { name: 'Sign In', exact: true }).count()).resolves.toBe(0);
    });

    it(`a wrong password comes back to /auth with the error (${name})`, async () => {
      const page = await noScriptPage(viewport);
      await open(page, '/auth');
      await form(page).getByLabel('E-mail', { exact: true }).fill('bidder@example.com');
      await form(page).getByLabel('Password', { exact: true }).fill('Not-the-password1');
      await form(page).getByRole('button', { name: 'Sign In', exact: true }).click();
      await page.waitForURL((url) => url.searchParams.get('form_error') === 'INVALID_EMAIL_OR_PASSWORD');
      await expect(page.getByRole('alert').textContent()).resolves.toBe('Invalid email or password');
      await expect(page.getByRole('tab', { name: 'Sign In' }).getAttribute('aria-selected')).resolves.toBe('true');
      await expect(signedInAs(page)).resolves.toBeNull();
      await page.screenshot({ path: `/tmp/vb-e2e-auth-noscript-error-${name}.png` });
    });

    it(`signs up from the Sign Up tab, with a weak password's reasons first (${name})`, async () => {
      const page = await noScriptPage(viewport);
      if (viewport === DESKTOP) {
        // The header's Register link opens the Sign Up tab before the scripts too (it used to open Sign In).
        await open(page, '/');
        await page.getByRole('banner').getByRole('link', { name: 'Register', exact: true }).click();
      } else {
        await open(page, '/auth');
        await page.getByRole('tab', { name: 'Sign Up' }).click();
      }
      await page.waitForURL((url) => url.pathname === '/auth' && url.searchParams.get('tab') === 'signup');
      await expect(page.getByRole('tab', { name: 'Sign Up' }).getAttribute('aria-selected')).resolves.toBe('true');
      const email = `noscript-${name}-${Date.now()}@example.com`;
      await form(page).getByLabel('Display name').fill('Nadia Noscript');
      await form(page).getByLabel('E-mail', { exact: true }).fill(email);
      await form(page).getByLabel('Password', { exact: true }).fill('password');
      await form(page).getByRole('button', { name: 'Create Account' }).click();
      await page.waitForURL((url) => url.searchParams.get('form_error') === 'WEAK_PASSWORD');
      await expect(page.getByRole('alert').textContent()).resolves.toBe('Password is too weak. It needs an uppercase letter, a number and a symbol.');
      await expect(page.getByRole('tab', { name: 'Sign Up' }).getAttribute('aria-selected')).resolves.toBe('true');

      await form(page).getByLabel('Display name').fill('Nadia Noscript');
      await form(page).getByLabel('E-mail', { exact: true }).fill(email);
      await form(page).getByLabel('Password', { exact: true }).fill('Password123!');
      await form(page).getByRole('button', { name: 'Create Account' }).click();
      await page.waitForURL((url) => url.pathname === '/check-email');
      await page.getByRole('heading', { name: 'Check your e-mail' }).waitFor();
      const mail = await latestMail(email, 'Confirm your e-mail address');
      expect(mail.text).toContain('/api/auth/verify-email?token=');
    });
  }
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
