import type { Page } from 'playwright-core';

/** Signs in through the /auth form (demo password), waits for the signed-in header, then opens `then`. */
export async function signIn(page: Page, email: string, then: string): Promise<void> {
  await page.goto('/auth');
  await page.locator('main').getByLabel('E-mail', { exact: true }).fill(email);
  await page.locator('main').getByLabel('Password', { exact: true }).fill('Password123!');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.getByTestId('header-user-name').waitFor({ state: 'attached' }); // hidden on phones, present once signed in
  await page.goto(then);
}
