import { describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, useBrowser } from './support/browser.ts';
import { signIn } from './support/sign-in.ts';

const b = useBrowser();
const PLAN = `Fleet ${Date.now().toString(36)}`;

describe('membership plans (issue 14)', () => {
  it('an admin creates a plan; a member sees it on /sell, subscribes through the sandbox checkout and sees it active', async () => {
    const admin = await b.newPage(DESKTOP);
    await signIn(admin, 'admin@example.com', '/admin/membership-plans');
    await admin.getByRole('heading', { level: 1, name: 'Membership Plans' }).waitFor();
    await admin.getByTestId('admin-plan-Dealer').waitFor();
    await admin.getByRole('button', { name: 'New plan' }).click();
    const dialog = admin.getByRole('dialog', { name: 'New membership plan' });
    await dialog.getByLabel('Name').fill(PLAN);
    await dialog.getByLabel('Description (optional)').fill('For fleets that sell every week.');
    await dialog.getByLabel('Monthly price ($)').fill('149');
    await dialog.getByLabel('Listings a month').fill('30');
    await dialog.getByLabel('Featured credits').fill('4');
    await dialog.getByLabel('Display order').fill('9');
    await dialog.getByRole('button', { name: 'Create plan' }).click();
    const row = admin.getByTestId(`admin-plan-${PLAN}`);
    await row.waitFor();
    await expect(row.locator('td').allInnerTexts()).resolves.toEqual([expect.stringContaining(PLAN), '$149/mo', '30 listings\n4 featured credits', '0', 'Active', expect.any(String)]);

    // Server-rendered for a visitor: the plan is in the HTML before any script runs.
    const html = await (await fetch(`${b.baseURL}/sell`)).text();
    expect(html).toContain(PLAN);

    const page = await b.newPage(MOBILE);
    await signIn(page, 'rachel.nguyen@example.com', '/sell#membership-plans');
    const card = page.getByTestId(`plan-${PLAN}`);
    await expect(card.innerText()).resolves.toMatch(/\$149\s*\/month[\s\S]*30 listings a month[\s\S]*4 featured credits a month/);
    await card.getByRole('button', { name: `Subscribe to ${PLAN}` }).click();
    await page.waitForURL('**/sandbox/checkout/**');
    await page.getByRole('heading', { name: 'Membership plan' }).waitFor();
    await page.getByRole('button', { name: 'Pay $149' }).click();
    await page.waitForURL('**/my-auctions**');
    const panel = page.getByTestId('membership-panel');
    await panel.getByText(`Payment received: your ${PLAN} membership is active.`).waitFor();
    await panel.getByText('Listings used this period').waitFor();
    await expect(panel.innerText()).resolves.toMatch(new RegExp(`${PLAN}[\\s\\S]*Active[\\s\\S]*\\$149/month[\\s\\S]*0 of 30`));
    // The address forgot the checkout, so a reload does not confirm it again.
    expect(new URL(page.url()).search).toBe('');

    // On /sell the plan is now the member's own.
    await page.goto('/sell#membership-plans');
    await card.getByText('Your plan').waitFor();
    await expect(card.getByRole('button', { name: 'Current plan' }).isDisabled()).resolves.toBe(true);

    // The admin sees the new member.
    await admin.reload();
    await expect(admin.getByTestId(`admin-plan-${PLAN}`).locator('td').nth(3).innerText()).resolves.toBe('1');
  });

  it('a signed-out visitor is sent to sign in from a plan and comes back to the plans', async () => {
    const page = await b.newPage(DESKTOP);
    await page.goto('/sell');
    await page.getByTestId('plan-Starter').getByRole('link', { name: 'Subscribe to Starter' }).click();
    await page.waitForURL('**/auth');
    await page.getByRole('tab', { name: 'Sign In' }).click();
    await page.locator('main').getByLabel('E-mail', { exact: true }).fill('tom.becker@example.com');
    await page.locator('main').getByLabel('Password', { exact: true }).fill('Password123!');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL('**/sell#membership-plans');
    await page.getByTestId('plan-Starter').getByRole('button', { name: 'Subscribe to Starter' }).waitFor();
  });
});
