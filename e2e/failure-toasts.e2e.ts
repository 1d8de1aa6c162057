import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, useBrowser } from './support/browser.ts';
import { signIn } from './support/sign-in.ts';
import { FAILED_RESOURCE, serverError } from './support/failed-requests.ts';

const b = useBrowser();

/** Sold by Tom Becker, whose profile is not verified (server/seed). No other browser test changes it. */
const HARLEY = '1969-harley-davidson-electra-glide-flh';

/** The newest toast (SPEC 9: the app shows one at a time) with exactly this title; checks its kind. */
async function expectToast(page: Page, text: string, type: 'success' | 'error') {
  const toast = page.locator('[data-sonner-toast][data-front="true"]').filter({ has: page.getByText(text, { exact: true }) });
  await toast.waitFor();
  await expect(toast.getAttribute('data-type')).resolves.toBe(type);
}

describe('failure toasts', () => {
  it("says 'Failed to update watchlist' when the watchlist write fails, and keeps the state", async () => {
    b.allowConsoleError(FAILED_RESOURCE);
    const page = await b.newPage(DESKTOP);
    await signIn(page, 'buyer@example.com', `/auction/${HARLEY}`);
    const watch = page.getByTestId('watch-button');
    await watch.waitFor();
    await expect(watch.textContent()).resolves.toBe('Watch');

    const writes: string[] = [];
    const failing = '**/api/watchlist/*';
    const fail = () =>
      page.route(failing, (route) => {
        writes.push(route.request().method());
        return route.fulfill(serverError);
      });

    // Adding fails: the toast, and the button still says Watch.
    await fail();
    await watch.click();
    await expectToast(page, 'Failed to update watchlist', 'error');
    expect(writes).toEqual(['PUT']);
    await expect(watch.textContent()).resolves.toBe('Watch');
    await expect(watch.getAttribute('aria-pressed')).resolves.toBe('false');
    await expect(watch.isEnabled()).resolves.toBe(true);

    // Once the API answers again the toggle works.
    await page.unroute(failing);
    await watch.click();
    await expectToast(page, 'Added to watchlist', 'success');
    await expect(watch.getAttribute('aria-pressed')).resolves.toBe('true');

    // Removing fails: the toast, and the button still says Watching.
    await fail();
    await watch.click();
    await expectToast(page, 'Failed to update watchlist', 'error');
    expect(writes).toEqual(['PUT', 'DELETE']);
    await expect(watch.textContent()).resolves.toBe('Watching');
    await expect(watch.getAttribute('aria-pressed')).resolves.toBe('true');

    await page.unroute(failing);
    await watch.click();
    await expectToast(page, 'Removed from watchlist', 'success');
    await expect(watch.textContent()).resolves.toBe('Watch');
  });

  it("says 'Error signing out' when signing out fails, and stays signed in", async () => {
    b.allowConsoleError(FAILED_RESOURCE);
    b.allowConsoleError(/sign-out unavailable/);
    const page = await b.newPage(DESKTOP);
    await signIn(page, 'bidder@example.com', '/about');
    await expect(page.getByTestId('header-user-name').textContent()).resolves.toBe('Jordan Bidder');

    let attempts = 0;
    const failing = '**/api/auth/sign-out';
    await page.route(failing, (route) => {
      attempts++;
      return route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'sign-out unavailable' }) });
    });
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expectToast(page, 'Error signing out', 'error');
    expect(attempts).toBe(1);
    await expect(page.getByText('Signed out successfully').count()).resolves.toBe(0);
    expect(new URL(page.url()).pathname).toBe('/about');
    await expect(page.getByTestId('header-user-name').textContent()).resolves.toBe('Jordan Bidder');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Messages' }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In', exact: true }).count()).resolves.toBe(0);

    // Still signed in after a reload; signing out works once the request goes through.
    await page.reload();
    await page.getByTestId('header-user-name').waitFor();
    await page.unroute(failing);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expectToast(page, 'Signed out successfully', 'success');
    await page.getByRole('banner').getByRole('link', { name: 'Sign In', exact: true }).waitFor();
  });
});
