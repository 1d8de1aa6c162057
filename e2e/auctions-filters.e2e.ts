import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, useBrowser } from './support/browser.ts';

const b = useBrowser();

const cards = (page: Page) => page.getByTestId('listing-card');

describe('auctions filters', () => {
  it('offers makes without a category and filters by the chosen make', async () => {
    const page = await b.newPage(DESKTOP);
    await page.goto('/auctions');
    await cards(page).first().waitFor();
    const filters = page.getByRole('complementary', { name: 'Filters' });
    const make = filters.getByLabel('Make');
    const options = await make.locator('option').allTextContents();
    expect(options).toContain('Porsche');
    expect(options).toContain('Harley-Davidson');
    await make.selectOption('Porsche');
    await page.waitForURL((url) => url.pathname === '/auctions' && url.searchParams.get('make') === 'Porsche');
    await page.waitForFunction(() => {
      const titles = [...document.querySelectorAll('[data-testid="listing-card"] h3')].map((h) => h.textContent ?? '');
      return !document.querySelector('[aria-busy="true"]') && titles.length > 0 && titles.every((t) => t.includes('Porsche'));
    });
    const titles = await cards(page).getByRole('heading').allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    for (const t of titles) expect(t).toContain('Porsche');
    await expect(make.inputValue()).resolves.toBe('Porsche');
    // With a make chosen, its models are offered.
    await expect(filters.getByLabel('Model').locator('option').allTextContents()).resolves.toContain('911');
  });
});
