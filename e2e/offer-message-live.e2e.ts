import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatUsd } from '../domain/shared/money.ts';
import { DESKTOP, useBrowser } from './support/browser.ts';
import { listClassified } from './support/classified.ts';
import { signIn } from './support/sign-in.ts';

/**
 * In the browser: the message an offer sends the seller (SPEC 7 'New Offer: {title}')
 * is a message like any other, so the seller's open inbox and the header's unread count show it live.
 */
const b = useBrowser();

async function signedIn(email: string, then: string): Promise<Page> {
  const page = await b.newPage(DESKTOP);
  await signIn(page, email, then);
  return page;
}

/** The header's unread count (its label holds the whole number; the badge shows 9+ above nine). */
async function unreadCount(page: Page): Promise<number> {
  const badge = page.getByRole('navigation', { name: 'Main' }).getByTestId('unread-messages');
  const label = await badge.getAttribute('aria-label', { timeout: 1000 }).catch(() => null);
  return label ? Number(/^\d+/.exec(label)![0]) : 0;
}

describe('an offer’s message reaches the seller’s open inbox live (SPEC 7; issue 24 item 5)', () => {
  it('the seller has /messages open; a buyer makes an offer; the New Offer conversation and the unread count arrive without a reload', async () => {
    const title = `2003 Honda Accord ${Date.now()}`;
    const seller = await signedIn('seller@example.com', '/messages');
    const auctionId = await listClassified(seller, await signedIn('admin@example.com', '/'), title, { allowOffers: true });
    await seller.getByRole('heading', { name: 'Conversations' }).waitFor();
    // The badge has loaded the seller's count (the demo's and earlier tests' messages) before the offer.
    const before = ((await (await seller.request.get('/api/messages/unread-count')).json()) as { count: number }).count;
    await expect.poll(() => unreadCount(seller)).toBe(before);
    // Lost on a reload: the page the seller has open is the one that shows the message.
    await seller.evaluate(() => Object.assign(window, { stayedOpen: true }));

    const buyer = await signedIn('bidder@example.com', '/');
    const amount = 7_900;
    const made = await buyer.request.post('/api/offers', { data: { auction_id: auctionId, amount, message: 'I can pick it up on Saturday.' } });
    expect(made.status(), await made.text()).toBe(200);

    const row = seller
      .getByTestId('conversation')
      .filter({ hasText: 'Jordan Bidder' })
      .filter({ hasText: `New Offer: ${title}` });
    await row.waitFor({ timeout: 20_000 });
    await expect.poll(() => unreadCount(seller), { timeout: 20_000 }).toBe(before + 1);
    expect(await seller.evaluate(() => (window as unknown as { stayedOpen?: boolean }).stayedOpen)).toBe(true);

    await row.click();
    const body = seller.getByTestId('message').filter({ hasText: `You received an offer of ${formatUsd(amount)} for ${title}.` });
    await body.waitFor();
    expect(await body.textContent()).toContain('I can pick it up on Saturday.');
    await expect.poll(() => unreadCount(seller)).toBe(before);
  });
});
