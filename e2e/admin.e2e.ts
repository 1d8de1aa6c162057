import { describe, expect, it } from 'vitest';
import { DESKTOP, useBrowser } from './support/browser.ts';
import { signIn } from './support/sign-in.ts';

const b = useBrowser();

describe('admin access', () => {
  it('sends a signed-out visitor to sign in and back to the admin page', async () => {
    const page = await b.newPage(DESKTOP);
    await page.goto('/admin/audit-log');
    await page.waitForURL('**/auth');
    await page.locator('main').getByLabel('E-mail', { exact: true }).fill('admin@example.com');
    await page.locator('main').getByLabel('Password', { exact: true }).fill('Password123!');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL('**/admin/audit-log');
    await page.getByRole('heading', { level: 1, name: 'Audit Log' }).waitFor();
  });

  it('refuses a signed-in member who is not an admin', async () => {
    const page = await b.newPage(DESKTOP);
    await signIn(page, 'buyer@example.com', '/admin');
    await page.getByRole('heading', { name: 'Access denied' }).waitFor();
    await expect(page.getByText('You need an administrator account to open the admin area.').isVisible()).resolves.toBe(true);
    await expect(page.getByRole('navigation', { name: 'Admin' }).count()).resolves.toBe(0);
  });

  it('gives an admin the navigation of every admin page', async () => {
    const page = await b.newPage(DESKTOP);
    await signIn(page, 'admin@example.com', '/admin');
    const nav = page.getByRole('navigation', { name: 'Admin' });
    await nav.getByRole('link', { name: 'Users' }).last().waitFor();
    const hrefs = await nav.locator('div a').evaluateAll((els) => els.map((e) => e.getAttribute('href')));
    for (const p of [
      '/admin',
      '/admin/auctions',
      '/admin/users',
      '/admin/content',
      '/admin/hero-images',
      '/admin/categories',
      '/admin/settings',
      '/admin/stripe',
      '/admin/membership-plans',
      '/admin/analytics',
      '/admin/audit-log',
    ]) {
      expect(hrefs).toContain(p);
    }
  });
});
