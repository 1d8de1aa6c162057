import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, useBrowser } from './support/browser.ts';
import { signIn } from './support/sign-in.ts';
import { json, listingNotSoldBy, me, openSellerInfo } from './support/community.ts';

const b = useBrowser();

async function signedIn(email: string, then = '/', viewport = DESKTOP): Promise<Page> {
  const page = await b.newPage(viewport);
  await signIn(page, email, then);
  return page;
}

describe('follow from the listing and from a commenter (issue 13, SPEC 1)', () => {
  it("follows and unfollows the seller from the listing's Seller Info", async () => {
    const page = await signedIn('rachel.nguyen@example.com', '/auctions');
    const listing = await listingNotSoldBy(page, await me(page));
    await json(page, 'DELETE', `/api/users/${listing.sellerId}/follow`);
    const info = await openSellerInfo(page, listing.slug!, 'desktop');
    const button = info.getByTestId('follow-button');
    await expect.poll(() => button.getAttribute('aria-pressed')).toBe('false');
    const count = async () => Number(/\d+/.exec((await button.getByTestId('follower-count').textContent()) ?? '')?.[0]);
    const before = await count();
    await button.click();
    await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true');
    expect(await count()).toBe(before + 1);
    await page.goto('/profile');
    await page.getByTestId('follows-following').getByText(listing.sellerName).waitFor();
    const again = await openSellerInfo(page, listing.slug!, 'desktop');
    await again.getByTestId('follow-button').click();
    await expect.poll(() => again.getByTestId('follow-button').getAttribute('aria-pressed')).toBe('false');
  });

  it("follows a commenter from their name under the listing's comments", async () => {
    const marcus = await signedIn('marcus.reed@example.com', '/');
    const luis = await signedIn('luis.ortega@example.com', '/');
    const listing = await listingNotSoldBy(marcus, await me(marcus));
    const comment = `Lovely colour ${Date.now()}`;
    expect((await json(marcus, 'POST', `/api/auctions/${listing.id}/comments`, { content: comment })).status).toBe(201);
    const marcusId = await me(marcus);
    await json(luis, 'DELETE', `/api/users/${marcusId}/follow`);
    await luis.goto(`/auction/${listing.slug}`);
    const item = luis.getByTestId('comment').filter({ hasText: comment });
    await item.getByRole('button', { name: 'Marcus Reed' }).click();
    const card = luis.getByRole('dialog', { name: 'Marcus Reed' });
    const follow = card.getByTestId('follow-button');
    await expect.poll(() => follow.getAttribute('aria-pressed')).toBe('false');
    await follow.click();
    await expect.poll(() => follow.getAttribute('aria-pressed')).toBe('true');
    expect((await json<{ isFollowing: boolean }>(luis, 'GET', `/api/users/${marcusId}/follow`)).body.isFollowing).toBe(true);
    // Marcus is told of his new follower.
    await expect
      .poll(async () => (await json<{ items: { text: string }[] }>(marcus, 'GET', '/api/notifications')).body.items.map((i) => i.text))
      .toContain('Luis Ortega started following you');
  }, 120_000);
});
