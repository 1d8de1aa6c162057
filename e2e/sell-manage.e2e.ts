import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, useBrowser } from './support/browser.ts';
import { signIn } from './support/sign-in.ts';

const b = useBrowser();

interface Mine {
  id: string;
  title: string;
  group: string;
  can_renew: boolean;
  awaiting: string | null;
  renewal: { id: string } | null;
  featured_fee: string | null;
}

async function myListings(page: Page): Promise<Mine[]> {
  const res = await page.request.get('/api/my-auctions');
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { listings: Mine[] }).listings;
}

async function openRenewal(page: Page, listing: Mine) {
  const row = page.getByTestId('my-listing').filter({ hasText: listing.title }).filter({ has: page.getByRole('button', { name: 'Renew' }) }).first();
  await row.getByRole('button', { name: 'Renew' }).click();
  const dialog = page.getByRole('dialog', { name: 'Renew Auction' });
  await dialog.waitFor();
  for (const section of ['Pricing Settings', 'Featured Listing', 'Schedule Settings', 'Renewal Process']) {
    expect(await dialog.getByRole('group', { name: section }).count()).toBe(1);
  }
  return dialog;
}

describe('selling: my auctions, renewal, approval, featured checkout (issue 11)', () => {
  it('the seller renews an ended reserve-not-met auction and sees it awaiting approval in /my-auctions', async () => {
    const page = await b.newPage(DESKTOP);
    await signIn(page, 'seller@example.com', '/my-auctions');
    await page.getByRole('heading', { name: 'My Auctions' }).waitFor();
    const renewable = (await myListings(page)).find((l) => l.can_renew);
    expect(renewable, 'a demo listing that ended under its reserve').toBeDefined();
    const dialog = await openRenewal(page, renewable!);
    // A start before 10:00 is refused with SPEC 5's text.
    await dialog.getByLabel('Start time').fill('09:00');
    await dialog.getByRole('button', { name: 'Submit Renewal Request' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Auction start time must be 10:00 AM or later' }).waitFor();
    await dialog.getByLabel('Start time').fill('10:00');
    await dialog.getByRole('button', { name: 'Submit Renewal Request' }).click();
    await page.getByText('Renewal request submitted! A new auction has been created.').waitFor();
    const awaiting = page.locator('#group-awaiting_approval').getByTestId('my-listing').filter({ hasText: renewable!.title });
    await awaiting.first().waitFor();
    expect(await awaiting.first().getByText('Awaiting approval').count()).toBe(1);
    // The original no longer offers a renewal (SPEC 5 blocking rule).
    const after = (await myListings(page)).find((l) => l.id === renewable!.id)!;
    expect(after.can_renew).toBe(false);
    expect(after.renewal).not.toBeNull();
  });

  it('the admin approves a pending listing from the queue on /admin/auctions', async () => {
    const page = await b.newPage(DESKTOP);
    await signIn(page, 'admin@example.com', '/admin/auctions');
    await page.getByRole('heading', { name: 'Awaiting approval' }).waitFor();
    const item = page.getByTestId('approval-item').filter({ hasText: 'New listing' }).first();
    await item.waitFor();
    const title = (await item.getByRole('heading').textContent())!.trim();
    // The admin sees the listing as buyers will.
    expect(await item.getByRole('link', { name: 'View listing' }).getAttribute('href')).toMatch(/^\/auction\//);
    await item.getByRole('button', { name: 'Approve' }).click();
    await page.getByText(`Approved: ${title}`).first().waitFor();
    await page.getByTestId('approval-item').filter({ hasText: title }).waitFor({ state: 'detached' });
  });

  it('a featured checkout in the sandbox lands on /seller-success', async () => {
    const context = await b.newContext(DESKTOP);
    const page = await context.newPage();
    await signIn(page, 'seller@example.com', '/my-auctions');
    await page.getByRole('heading', { name: 'My Auctions' }).waitFor();
    const mine = await myListings(page);
    const renewable = mine.find((l) => l.can_renew);
    let checkout: Page;
    if (renewable) {
      // SPEC 8: the featured renewal opens the checkout in a new tab.
      const dialog = await openRenewal(page, renewable);
      await dialog.getByText(/Feature this listing for \$25/).click();
      const tab = context.waitForEvent('page');
      await dialog.getByRole('button', { name: 'Submit & Pay for Featured Listing' }).click();
      await page.getByText('Renewal request submitted! Redirecting to payment for featured listing...').waitFor();
      checkout = await tab;
    } else {
      const awaiting = mine.find((l) => l.awaiting);
      expect(awaiting).toBeDefined();
      const res = await page.request.post('/api/featured-listing-checkout', { data: { auction_id: awaiting!.id } });
      checkout = page;
      await page.goto(((await res.json()) as { url: string }).url);
    }
    await checkout.waitForURL(/\/sandbox\/checkout\//);
    await checkout.getByRole('button', { name: 'Pay $25' }).click();
    await checkout.waitForURL(/\/seller-success\?featured_success=true/);
    await checkout.getByRole('heading', { name: 'Payment Received' }).waitFor();
    expect(await checkout.getByText('Your featured listing payment is complete.').count()).toBe(1);
    await checkout.screenshot({ path: '/tmp/sm-seller-success.png' });
  });

  it('a cancelled featured checkout leaves the listing unfeatured and says so', async () => {
    const page = await b.newPage(DESKTOP);
    await signIn(page, 'seller@example.com', '/my-auctions');
    const awaiting = (await myListings(page)).find((l) => l.awaiting && !l.featured_fee);
    expect(awaiting, 'an unfeatured listing awaiting approval (the renewal of the first test)').toBeDefined();
    const res = await page.request.post('/api/featured-listing-checkout', { data: { auction_id: awaiting!.id } });
    expect(res.ok()).toBe(true);
    await page.goto(((await res.json()) as { url: string }).url);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('heading', { name: 'Payment cancelled' }).waitFor();
    expect(await page.getByText(/submitted without the featured option/).count()).toBe(1);
  });
});
