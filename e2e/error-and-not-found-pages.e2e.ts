import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, useBrowser, renderInBrowser } from './support/browser.ts';
import { FAILED_RESOURCE } from './support/failed-requests.ts';

const b = useBrowser();

const cards = (page: Page) => page.getByTestId('listing-card');

describe('error and not-found states', () => {
  it('shows an error with Try again when sold results cannot be loaded', async () => {
    b.allowConsoleError(FAILED_RESOURCE);
    const page = await b.newPage(DESKTOP);
    await renderInBrowser(page);
    const failing = /\/api\/listings\/sold(\?|$)/;
    await page.route(failing, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'Internal Server Error' }) }),
    );
    await page.goto('/sold-results');
    const empty = page.getByTestId('empty-state');
    await empty.getByRole('heading', { name: 'Sold results could not be loaded' }).waitFor({ timeout: 15_000 });
    const retry = empty.getByRole('button', { name: 'Try again' });
    await expect(retry.isVisible()).resolves.toBe(true);
    await expect(page.getByTestId('sold-list').count()).resolves.toBe(0);
    // Once the API answers again, Try again loads the results.
    await page.unroute(failing);
    await retry.click();
    await page.getByTestId('sold-list').waitFor();
    await expect(page.getByRole('heading', { name: 'Sold results could not be loaded' }).count()).resolves.toBe(0);
  });

  it('shows the not-found page for an unknown make', async () => {
    // The not-found page answers 404: the browser logs the status.
    b.allowConsoleError(/status of 404/);
    const page = await b.newPage(DESKTOP);
    await page.goto('/category/cars/not-a-make');
    await page.getByRole('heading', { name: 'Page not found', level: 1 }).waitFor();
    await expect(page.getByText('404', { exact: true }).isVisible()).resolves.toBe(true);
    await expect(page.getByText('The page you are looking for does not exist or has moved.').isVisible()).resolves.toBe(true);
    await expect(page.getByRole('link', { name: 'Go Home' }).getAttribute('href')).resolves.toBe('/');
    await expect(page.getByRole('link', { name: 'Browse Auctions' }).getAttribute('href')).resolves.toBe('/auctions');
    await expect(cards(page).count()).resolves.toBe(0);
  });
});
