import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, useBrowser, renderInBrowser } from './support/browser.ts';
import { FAILED_RESOURCE } from './support/failed-requests.ts';

const b = useBrowser();

const cards = (page: Page) => page.getByTestId('listing-card');

describe('image fallback', () => {
  it('shows the placeholder when a listing image fails to load', async () => {
    b.allowConsoleError(FAILED_RESOURCE);
    const page = await b.newPage(DESKTOP);
    await renderInBrowser(page);
    let failed = 0;
    await page.route(/\/media\//, (route) => {
      failed++;
      return route.fulfill({ status: 404, contentType: 'text/plain', body: 'not found' });
    });
    const listings = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/listings' && res.ok());
    await page.goto('/auctions');
    const body = (await (await listings).json()) as { items: Array<{ title: string; imageUrl: string | null }> };
    const first = body.items[0]!;
    // The listing has an image: the placeholder below comes from the failed load, not a missing url.
    expect(first.imageUrl).toBeTruthy();
    const card = cards(page).first();
    await card.waitFor();
    const placeholder = card.getByTestId('image-placeholder');
    await placeholder.waitFor();
    await expect(placeholder.getAttribute('role')).resolves.toBe('img');
    await expect(placeholder.getAttribute('aria-label')).resolves.toBe(first.title);
    await expect(card.locator('img').count()).resolves.toBe(0);
    expect(failed).toBeGreaterThan(0);
  });

  it('shows the image itself when it loads', async () => {
    const page = await b.newPage(DESKTOP);
    await page.goto('/auctions');
    const card = cards(page).first();
    await card.waitFor();
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('[data-testid="listing-card"] img');
      return Boolean(img && img.complete && img.naturalWidth > 0);
    });
    await expect(card.getByTestId('image-placeholder').count()).resolves.toBe(0);
  });
});
