import { describe, expect, it } from 'vitest';
import { MOBILE, useBrowser } from './support/browser.ts';
import { latestMail, linkIn } from './support/outbox.ts';
import { signUpConfirmed } from './support/sign-in.ts';

const b = useBrowser();

async function signIn(page: import('playwright-core').Page, email: string, password = 'Password123!') {
  await page.locator('main').getByLabel('E-mail', { exact: true }).fill(email);
  await page.locator('main').getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

describe('accounts', () => {
  it('signs up, confirms from the outbox link and shows the signed-in header', async () => {
    const page = await b.newPage();
    const email = `new-${Date.now()}@example.com`;
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.locator('main').getByLabel('Display name').fill('Nora Newcomer');
    await page.locator('main').getByLabel('E-mail', { exact: true }).fill(email);
    await page.locator('main').getByLabel('Password', { exact: true }).fill('Password123!');
    await page.getByRole('button', { name: 'Create Account' }).click();

    await page.waitForURL('**/check-email');
    await page.getByRole('heading', { name: 'Check your e-mail' }).waitFor();
    await expect(page.getByText(email).isVisible()).resolves.toBe(true);

    const mail = await latestMail(email, 'Confirm your e-mail address');
    await page.goto(linkIn(mail));
    await page.waitForURL('**/email-confirmed');
    await page.getByRole('heading', { name: 'Your e-mail address is confirmed' }).waitFor();
    await expect(page.getByTestId('header-user-name').textContent()).resolves.toBe('Nora Newcomer');
  });

  it('shows the outbox page with the confirmation mail', async () => {
    const page = await b.newPage();
    await page.goto('/dev/outbox');
    await page.getByRole('heading', { name: 'Outbox' }).waitFor();
    await expect(page.getByRole('heading', { name: 'Confirm your e-mail address' }).first().isVisible()).resolves.toBe(true);
  });

  it('gives the reasons for a weak password', async () => {
    const page = await b.newPage();
    await page.goto('/auth');
    b.allowConsoleError(/status of 400/);
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.locator('main').getByLabel('Display name').fill('Wes Weak');
    await page.locator('main').getByLabel('E-mail', { exact: true }).fill(`weak-${Date.now()}@example.com`);
    await page.locator('main').getByLabel('Password', { exact: true }).fill('password');
    await page.getByRole('button', { name: 'Create Account' }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    await expect(alert.textContent()).resolves.toBe('Password is too weak. It needs an uppercase letter, a number and a symbol.');
  });

  it('signs in, then signs out with the toast and goes home', async () => {
    const page = await b.newPage();
    await page.goto('/auth');
    await signIn(page, 'bidder@example.com');
    await page.getByTestId('header-user-name').waitFor();
    await expect(page.getByTestId('header-user-name').textContent()).resolves.toBe('Jordan Bidder');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Messages' }).isVisible()).resolves.toBe(true);

    await page.goto('/about');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.getByText('Signed out successfully').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await page.getByRole('link', { name: 'Register', exact: true }).waitFor();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Messages' }).count()).resolves.toBe(0);
  });

  it('sends a visitor from a signed-in-only page to /auth and back after signing in', async () => {
    const page = await b.newPage();
    await page.goto('/watchlist');
    await page.waitForURL('**/auth');
    await expect(page.getByRole('tab', { name: 'Sign In' }).getAttribute('aria-selected')).resolves.toBe('true');
    await signIn(page, 'buyer@example.com');
    await page.waitForURL('**/watchlist');
    await page.getByRole('heading', { name: 'Watchlist' }).waitFor();
  });

  it("opens the sign-up tab from the header's Register link", async () => {
    const page = await b.newPage();
    await page.goto('/');
    await page.getByRole('link', { name: 'Register', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/auth' && url.searchParams.get('tab') === 'signup');
    await expect(page.getByRole('tab', { name: 'Sign Up' }).getAttribute('aria-selected')).resolves.toBe('true');
  });

  it('refuses a wrong password with a message', async () => {
    const page = await b.newPage();
    b.allowConsoleError(/status of 401/);
    await page.goto('/auth');
    await signIn(page, 'bidder@example.com', 'Wrong-Password1!');
    await page.getByRole('alert').waitFor();
    await expect(page.getByRole('alert').textContent()).resolves.toMatch(/invalid email or password/i);
  });

  it('reflects signing in and out in the other tabs', async () => {
    const context = await b.newContext();
    const first = await context.newPage();
    const second = await context.newPage();
    await second.goto('/about');
    await second.getByRole('link', { name: 'Register', exact: true }).waitFor();
    await first.goto('/auth');
    await signIn(first, 'seller@example.com');
    await first.getByTestId('header-user-name').waitFor();
    await second.getByTestId('header-user-name').waitFor();
    await expect(second.getByTestId('header-user-name').textContent()).resolves.toBe('Classic Motors');

    await first.getByRole('button', { name: 'Account menu' }).click();
    await first.getByRole('menuitem', { name: 'Sign Out' }).click();
    await second.getByRole('link', { name: 'Register', exact: true }).waitFor();
  });

  it('resets a forgotten password by e-mail', async () => {
    const page = await b.newPage();
    const email = `reset-${Date.now()}@example.com`;
    await signUpConfirmed(page, 'Rita Reset', email);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.getByText('Signed out successfully').waitFor();

    await page.goto('/auth');
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await page.locator('main').getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByText(`If an account exists for ${email}`).waitFor();
    await page.goto(linkIn(await latestMail(email, 'Reset your password')));
    await page.locator('main').getByLabel('New password').fill('BrandNew456$');
    await page.getByRole('button', { name: 'Save New Password' }).click();
    await page.getByText('Your password has been changed.').waitFor();
    await signIn(page, email, 'BrandNew456$');
    await page.getByTestId('header-user-name').waitFor();
  });

  it('shows Profile and Watchlist in the mobile bottom bar once signed in', async () => {
    const page = await b.newPage(MOBILE);
    await page.goto('/auth');
    await signIn(page, 'bidder@example.com');
    const bar = page.getByRole('navigation', { name: 'Mobile shortcuts' });
    await bar.getByRole('link', { name: 'Profile' }).waitFor();
    // Profile may carry the unread-messages badge (a number) before its label.
    const labels = (await bar.getByRole('link').allTextContents()).map((t) => t.replace(/^\d+\+?/, ''));
    expect(labels).toEqual(['Home', 'Auctions', 'Watchlist', 'Profile']);
  });
});
