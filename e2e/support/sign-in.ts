import type { Page } from 'playwright-core';
import { latestMail, linkIn } from './outbox.ts';

/** Signs in through the /auth form at `authUrl` (demo password) and waits for the signed-in header. */
export async function fillSignIn(page: Page, email: string, authUrl = '/auth'): Promise<void> {
  await page.goto(authUrl);
  await page.locator('main').getByLabel('E-mail', { exact: true }).fill(email);
  await page.locator('main').getByLabel('Password', { exact: true }).fill('Password123!');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.getByTestId('header-user-name').waitFor({ state: 'attached' }); // hidden on phones, present once signed in
}

/** Signs in through the /auth form (demo password), waits for the signed-in header, then opens `then`. */
export async function signIn(page: Page, email: string, then: string): Promise<void> {
  await fillSignIn(page, email);
  await page.goto(then);
}

/**
 * Signs up a new member through the /auth form (demo password) and confirms the address from the outbox
 * link: the page ends on /email-confirmed, signed in.
 */
export async function signUpConfirmed(page: Page, name: string, email: string): Promise<void> {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.locator('main').getByLabel('Display name').fill(name);
  await page.locator('main').getByLabel('E-mail', { exact: true }).fill(email);
  await page.locator('main').getByLabel('Password', { exact: true }).fill('Password123!');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL('**/check-email');
  await page.goto(linkIn(await latestMail(email, 'Confirm your e-mail address')));
  await page.waitForURL('**/email-confirmed');
}
