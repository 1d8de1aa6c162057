import { describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, useBrowser } from './support/browser.ts';
import { signIn } from './support/sign-in.ts';

const b = useBrowser();

describe('admin analytics and bidding signals (issue 14)', () => {
  it('shows the charts per day, the categories and the top listings, for the period chosen', async () => {
    const page = await b.newPage(DESKTOP);
    await signIn(page, 'admin@example.com', '/admin/analytics');
    await page.getByRole('heading', { level: 1, name: 'Analytics' }).waitFor();
    for (const name of [
      'Views per day',
      'Bids per day',
      'New watchers per day',
      'Sales per day',
      'Per category',
      'Top listings by bids',
      'Top listings by views',
    ]) {
      await page.getByRole('heading', { name, exact: true }).waitFor();
    }
    await expect(page.getByRole('radio', { name: '30 days' }).getAttribute('aria-checked')).resolves.toBe('true');
    await expect(page.getByText(/View → bid conversion: people who bid ÷ people who viewed/).isVisible()).resolves.toBe(true);

    await page.getByRole('radio', { name: '90 days' }).click();
    await page.waitForURL('**/admin/analytics?days=90');
    await page.getByText(/^Last 90 days:/).waitFor();
    await expect(page.getByRole('img', { name: 'Bids per day, last 90 days' }).locator('rect').count()).resolves.toBe(90);

    const top = page.locator('section', { has: page.getByRole('heading', { name: 'Top listings by bids' }) });
    const first = top.getByRole('link').first();
    const href = await first.getAttribute('href');
    expect(href).toMatch(/^\/auction\/[a-z0-9-]+$/);
    const title = (await first.textContent())!.trim();
    await first.click();
    await page.waitForURL(`**${href}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
  });

  it('lists both kinds of bidding signals with their sections, on a phone too', async () => {
    const page = await b.newPage(MOBILE);
    await signIn(page, 'admin@example.com', '/admin/signals');
    await page.getByRole('heading', { level: 1, name: 'Bidding Signals' }).waitFor();
    await page.getByRole('heading', { name: /^Bidders sharing an address with the seller/ }).waitFor();
    await page.getByRole('heading', { name: /^Bidders on one seller only/ }).waitFor();
    await page.getByTestId('admin-signals').locator('[role="status"]').first().waitFor({ state: 'detached' });
  });
});
