import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, MOBILE, useBrowser } from './support/browser.ts';
import { signIn, signUpConfirmed } from './support/sign-in.ts';
import { seriousViolations } from './support/axe.ts';
import { formatShortDate } from '../domain/shared/format.ts';

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
    await expect(row.locator('td').allInnerTexts()).resolves.toEqual([
      expect.stringContaining(PLAN),
      '$149/mo',
      '30 listings\n4 featured credits',
      '0',
      'Active',
      expect.any(String),
    ]);

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

  // A plan renews every month until cancelled; cancelling stops it at the period's end and can be taken back.
  async function renewalFlow(page: Page, width: number) {
    const email = `renew-${width}-${Date.now().toString(36)}@example.com`;
    await signUpConfirmed(page, `Renew ${width}`, email);
    await page.goto('/sell#membership-plans');
    const card = page.getByTestId('plan-Starter');
    await card.getByText('Renews every month; cancel anytime and it stops at the end of the month paid for').waitFor();
    await card.getByRole('button', { name: 'Subscribe to Starter' }).click();
    await page.waitForURL('**/sandbox/checkout/**');
    await page.getByRole('button', { name: 'Pay $29' }).click();
    await page.waitForURL('**/my-auctions**');
    const panel = page.getByTestId('membership-panel');
    await panel.getByText('Payment received: your Starter membership is active.').waitFor();
    const { membership } = (await (await page.request.get('/api/membership')).json()) as { membership: { currentPeriodEnd: string } };
    const end = formatShortDate(Date.parse(membership.currentPeriodEnd));
    const renewal = panel.getByTestId('membership-renewal');
    await expect(renewal.innerText()).resolves.toBe(`Renews on ${end} for $29.`);
    await page.screenshot({ path: `/tmp/membership-renews-${width}.png`, fullPage: false });

    await panel.getByRole('button', { name: 'Cancel membership' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel your membership?' });
    await dialog.getByText(`Your Starter plan stays active until ${end} and will not renew after that. You can resume it until then.`).waitFor();
    await dialog.getByRole('button', { name: 'Cancel membership' }).click();
    await page.getByText(`Membership cancelled: it ends on ${end}`).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await panel.getByText('Cancelled', { exact: true }).waitFor();
    await expect(renewal.innerText()).resolves.toBe(`Cancelled: your plan ends on ${end} and will not renew.`);
    await page.screenshot({ path: `/tmp/membership-cancelled-${width}.png`, fullPage: false });
    await expect(seriousViolations(page, '[data-testid="membership-panel"]')).resolves.toEqual([]);

    await panel.getByRole('button', { name: 'Resume membership' }).click();
    await page.getByText(`Membership resumed: it renews on ${end}`).waitFor();
    await expect(renewal.innerText()).resolves.toBe(`Renews on ${end} for $29.`);
    await panel.getByRole('button', { name: 'Cancel membership' }).waitFor();
    // Nothing on the page is wider than the screen.
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(width);
    return { panel, card, end };
  }

  it('shows when the plan renews, cancels it to the period’s end and resumes it, at 390 px (issue 25 item 23)', async () => {
    const page = await b.newPage(MOBILE);
    const { panel, card, end } = await renewalFlow(page, MOBILE.width);
    // A cancelled plan is resumed from its card on /sell too.
    await panel.getByRole('button', { name: 'Cancel membership' }).click();
    await page.getByRole('dialog', { name: 'Cancel your membership?' }).getByRole('button', { name: 'Cancel membership' }).click();
    // The first cancellation's toast may still be on its way out.
    await page.getByText(`Membership cancelled: it ends on ${end}`).last().waitFor();
    await panel.getByRole('button', { name: 'Resume membership' }).waitFor();
    await page.goto('/sell#membership-plans');
    await card.getByRole('button', { name: 'Resume plan: Starter' }).click();
    await page.getByText(`Membership resumed: it renews on ${end}`).last().waitFor();
    await expect(card.getByRole('button', { name: 'Current plan' }).isDisabled()).resolves.toBe(true);
  });

  it('shows when the plan renews, cancels it to the period’s end and resumes it, at 1280 px (issue 25 item 23)', async () => {
    const page = await b.newPage(DESKTOP);
    await renewalFlow(page, DESKTOP.width);
  });
});
