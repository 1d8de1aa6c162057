import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, useBrowser } from './support/browser.ts';
import { signIn } from './support/sign-in.ts';

const b = useBrowser();

interface Card {
  id: string;
  slug: string | null;
  title: string;
  listingType: string;
  startTime: string | null;
  endTime: string | null;
}

interface Bidding {
  minimumBid: number;
  isSeller: boolean;
  hasAuthorization: boolean;
}

/** A same-origin call from inside the page, as the app makes it. */
async function call<T>(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; json: T }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(path, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, json: await res.json().catch(() => null) };
    },
    { method, path, body },
  ) as Promise<{ status: number; json: T }>;
}

async function signedIn(email: string, then = '/', viewport = DESKTOP): Promise<Page> {
  const page = await b.newPage(viewport);
  await signIn(page, email, then);
  return page;
}

const taken = new Set<string>();

/** An active auction that none of `pages`' users sells and all may bid on. */
async function biddableListing(pages: Page[]): Promise<Card> {
  for (let n = 1; n <= 5; n++) {
    const { json } = await call<{ items: Card[] }>(pages[0]!, 'GET', `/api/listings?kind=auctions&page=${n}`);
    for (const card of json.items) {
      if (taken.has(card.id) || card.listingType !== 'auction' || !card.slug) continue;
      const states = await Promise.all(pages.map((p) => call<Bidding>(p, 'GET', `/api/auctions/${card.id}/bidding`)));
      if (states.some((s) => s.json.isSeller || !s.json.hasAuthorization)) continue;
      taken.add(card.id);
      return card;
    }
  }
  throw new Error('no biddable listing');
}

async function placeMinimumBid(page: Page, auctionId: string): Promise<void> {
  const { json: state } = await call<Bidding>(page, 'GET', `/api/auctions/${auctionId}/bidding`);
  const res = await call(page, 'POST', '/api/bids', { auction_id: auctionId, amount: state.minimumBid });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
}

const bellCount = async (page: Page) =>
  Number(
    (await page
      .getByTestId('notification-count')
      .textContent({ timeout: 1000 })
      .catch(() => '0')) ?? '0',
  );

describe('notifications (issue 13, SPEC 2 Notifications dialog)', () => {
  it('an outbid bidder sees the bell rise live, the dialog lists it, and dismiss removes it', async () => {
    const jordan = await signedIn('bidder@example.com', '/auctions');
    const tom = await signedIn('tom.becker@example.com', '/');
    const listing = await biddableListing([jordan, tom]);
    await placeMinimumBid(jordan, listing.id);
    await jordan.getByTestId('notification-bell').waitFor();
    const before = await bellCount(jordan);
    await placeMinimumBid(tom, listing.id);
    await expect.poll(() => bellCount(jordan), { timeout: 20_000 }).toBe(before + 1);

    await jordan.getByTestId('notification-bell').click();
    const dialog = jordan.getByRole('dialog', { name: 'Notifications' });
    await dialog.waitFor();
    await expect.poll(() => dialog.getByTestId('notifications-new-badge').textContent()).toBe(`${before + 1} new`);
    const item = dialog.getByTestId('notification-item').filter({ hasText: 'You have been outbid on' }).first();
    await item.waitFor();
    expect(await item.textContent()).toContain('Tom Becker');
    const text = (await item.locator('p').nth(1).textContent()) ?? '';
    await item.getByRole('button', { name: 'Dismiss notification' }).click();
    await expect.poll(() => dialog.getByTestId('notification-item').filter({ hasText: text }).count()).toBe(0);
    await expect
      .poll(() =>
        dialog
          .getByTestId('notifications-new-badge')
          .textContent()
          .catch(() => null),
      )
      .not.toBe(`${before + 1} new`);
  });

  it('shows No notifications when there are none, on a phone', async () => {
    const page = await signedIn('buyer@example.com', '/', MOBILE);
    const list = await call<{ items: { id: string }[] }>(page, 'GET', '/api/notifications');
    for (const n of list.json.items) await call(page, 'POST', `/api/notifications/${n.id}/dismiss`);
    await page.reload();
    await page.getByTestId('notification-bell').click();
    await page.getByRole('dialog', { name: 'Notifications' }).getByText('No notifications').waitFor();
  });
});

describe('messages (issue 13, SPEC 2, 5 and 8)', () => {
  it('two signed-in people message each other and each sees the other arrive without a reload', async () => {
    const jordan = await signedIn('bidder@example.com', '/messages');
    const maria = await signedIn('maria.alvarez@example.com', '/messages');
    await maria.getByRole('heading', { name: 'Conversations' }).waitFor();
    const subject = `Your Porsche ${Date.now()}`;

    await jordan.getByRole('button', { name: 'New Message' }).click();
    const compose = jordan.getByRole('dialog', { name: 'New Message' });
    await compose.getByRole('button', { name: 'Send Message' }).click();
    await jordan.getByText('Please specify a recipient').waitFor();
    await compose.getByLabel('To').fill('maria alv');
    await compose.getByRole('button', { name: 'Send Message' }).click();
    await jordan.getByText('Subject and message content are required').waitFor();
    await compose.getByLabel('Subject').fill(subject);
    await compose.getByLabel('Message').fill('Is it still available? See <b>https://example.com/car</b>');
    await compose.getByRole('button', { name: 'Send Message' }).click();
    await jordan.getByText('Message sent successfully!').waitFor();
    await expect.poll(() => jordan.getByTestId('thread-title').textContent()).toBe('Maria Alvarez');

    // Maria's open inbox hears of it: the conversation and the unread count arrive without a reload.
    const row = maria.getByTestId('conversation').filter({ hasText: 'Jordan Bidder' }).filter({ hasText: subject });
    await row.waitFor({ timeout: 20_000 });
    await maria.getByRole('navigation', { name: 'Main' }).getByTestId('unread-messages').waitFor();
    await row.click();
    const body = maria.getByTestId('message').filter({ hasText: 'Is it still available?' });
    await body.waitFor();
    // Plain text: the markup is shown as written, never rendered.
    expect(await body.locator('b').count()).toBe(0);
    expect(await body.textContent()).toContain('<b>https://example.com/car</b>');
    await expect.poll(() => maria.getByRole('navigation', { name: 'Main' }).getByTestId('unread-messages').count()).toBe(0);

    await maria.getByLabel('Reply').fill('Yes, it is. Come and see it.');
    await maria.getByRole('button', { name: 'Send', exact: true }).click();
    const answer = jordan.getByTestId('message').filter({ hasText: 'Yes, it is. Come and see it.' });
    await answer.waitFor({ timeout: 20_000 });
    expect(await answer.textContent()).toContain(`Re: ${subject}`);
  });

  it("'Contact Seller' from the Seller Profile reaches compose with the seller filled in, and asks an unauthorized buyer to authorize", async () => {
    const page = await signedIn('buyer@example.com', '/auctions');
    const { json } = await call<{ items: Card[] }>(page, 'GET', '/api/listings?kind=auctions&page=1');
    const card = json.items.find((c) => c.slug)!;
    await page.goto(`/auction/${card.slug}`);
    const tabs = page.getByRole('tablist', { name: 'Listing details' });
    await tabs.getByRole('tab', { name: 'Seller Info' }).click();
    await page.getByTestId('seller-info').getByRole('button', { name: 'View Full Profile' }).click();
    const profile = page.getByRole('dialog', { name: 'Seller Profile' });
    await profile.getByTestId('seller-reputation').waitFor();
    const sellerName = ((await profile.getByTestId('seller-profile-name').textContent()) ?? '').trim();
    await profile.getByRole('button', { name: 'Contact Seller' }).click();
    await page.waitForURL((url) => url.pathname === '/messages');
    const compose = page.getByRole('dialog', { name: 'New Message' });
    await expect.poll(() => compose.getByTestId('compose-recipient').textContent()).toBe(sellerName);
    expect(await compose.getByLabel('Subject').inputValue()).toContain('Question about');
    const notice = compose.getByTestId('message-authorization-notice');
    await notice.getByText('Authorization Required').waitFor();
    await notice.getByText('Please complete bidder authorization to message the seller').waitFor();
    await notice.getByRole('button', { name: 'Complete Authorization' }).click();
    const gate = page.getByRole('dialog', { name: 'Authorization Required to Message the Seller' });
    await gate.getByText('Before you can message the seller, we place a temporary $250 authorization hold on your payment method.').waitFor();
  });
});

describe('watchlist page (issue 13, SPEC 2 /watchlist)', () => {
  it('shows a watched listing counting down, and removes it', async () => {
    const page = await signedIn('buyer@example.com', '/auctions', MOBILE);
    // A live auction with more than ten minutes to go: its countdown ticks in seconds all through the test (one
    // that ends, or has not started, reads otherwise).
    let listing: Card | undefined;
    for (let n = 1; n <= 5 && !listing; n++) {
      const { json } = await call<{ items: Card[] }>(page, 'GET', `/api/listings?kind=auctions&page=${n}`);
      listing = json.items.find(
        (c) => c.listingType === 'auction' && Date.parse(c.startTime ?? '') < Date.now() && Date.parse(c.endTime ?? '') > Date.now() + 600_000,
      );
    }
    if (!listing) throw new Error('no live auction with ten minutes to go');
    // Watched afresh, so it is the newest entry, on the first page whatever the demo buyer watched before.
    expect((await call(page, 'DELETE', `/api/watchlist/${listing.id}`)).status).toBe(200);
    expect((await call(page, 'PUT', `/api/watchlist/${listing.id}`)).status).toBe(200);
    await page.goto('/watchlist');
    const card = page.getByTestId('watched-listing').filter({ hasText: listing.title });
    await card.waitFor();
    // The countdown is on the photo's top line beside the LIVE badge ('1h 2m 3s'), read alone rather than out of
    // the whole card's text.
    const badge = card.getByTestId('status-badge').locator('..');
    const countdown = async () => (await badge.innerText()).match(/\d+s\b/)?.[0] ?? null;
    await expect.poll(countdown, { timeout: 10_000 }).not.toBeNull();
    const first = await countdown();
    await expect.poll(countdown, { timeout: 20_000 }).not.toBe(first);
    await card.getByRole('button', { name: 'Remove' }).click();
    await page.getByText('Removed from watchlist').waitFor();
    await expect.poll(() => page.getByTestId('watched-listing').filter({ hasText: listing.title }).count()).toBe(0);
  });
});
