import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, useBrowser, renderInBrowser } from './support/browser.ts';
import { signIn } from './support/sign-in.ts';
import { FAILED_RESOURCE, serverError } from './support/failed-requests.ts';

const b = useBrowser();

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
