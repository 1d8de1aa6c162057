import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, useBrowser } from './support/browser.ts';
import { signIn } from './support/sign-in.ts';
import { json, listingNotSoldBy, me, openSellerInfo } from './support/community.ts';

const b = useBrowser();

async function signedIn(email: string, then = '/', viewport = DESKTOP): Promise<Page> {
  const page = await b.newPage(viewport);
  await signIn(page, email, then);
  return page;
}

describe("'Message Seller' on a listing (issue 13, SPEC 2 and 5)", () => {
  it('asks a buyer without bidder authorization to authorize, with the way to the authorization dialog (phone)', async () => {
    const page = await signedIn('buyer@example.com', '/auctions', MOBILE);
    const listing = await listingNotSoldBy(page, await me(page));
    const info = await openSellerInfo(page, listing.slug!, 'phone');
    await info.getByRole('button', { name: 'Message Seller' }).click();
    const compose = page.getByRole('dialog', { name: 'New Message' });
    await expect.poll(() => compose.getByTestId('compose-recipient').textContent()).toBe(listing.sellerName);
    expect(await compose.getByLabel('Subject').inputValue()).toMatch(/^Question about /);
    const notice = compose.getByTestId('message-authorization-notice');
    await notice.getByText('Authorization Required').waitFor();
    await notice.getByText('Please complete bidder authorization to message the seller').waitFor();
    // Sending anyway leads to the authorization too; nothing is sent.
    await compose.getByLabel('Message').fill('Is the title clean?');
    await compose.getByRole('button', { name: 'Send Message' }).click();
    await page.getByRole('dialog', { name: 'Authorization Required to Message the Seller' }).waitFor();
    await page.getByRole('dialog', { name: 'Authorization Required to Message the Seller' }).getByRole('button', { name: 'Cancel' }).click();
    await notice.getByRole('button', { name: 'Complete Authorization' }).click();
    await page.getByRole('dialog', { name: 'Authorization Required to Message the Seller' }).getByRole('button', { name: 'Authorize $250' }).waitFor();
    // The server refuses it as well.
    const refused = await json<{ code: string }>(page, 'POST', '/api/messages', {
      to_user_id: listing.sellerId,
      auction_id: listing.id,
      subject: 'Hi',
      content: 'Hello',
    });
    expect(refused).toMatchObject({ status: 403, body: { code: 'AUTHORIZATION_REQUIRED' } });
  });

  it('an authorized bidder sends the seller a message about the listing, which the seller receives', async () => {
    const page = await signedIn('hannah.price@example.com', '/auctions');
    const listing = await listingNotSoldBy(page, await me(page));
    const info = await openSellerInfo(page, listing.slug!, 'desktop');
    await info.getByRole('button', { name: 'Message Seller' }).click();
    const compose = page.getByRole('dialog', { name: 'New Message' });
    await expect.poll(() => compose.getByTestId('compose-recipient').textContent()).toBe(listing.sellerName);
    expect(await compose.getByTestId('message-authorization-notice').count()).toBe(0);
    const text = `Can I see it this weekend? ${Date.now()}`;
    await compose.getByLabel('Message').fill(text);
    await compose.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Message sent successfully!').waitFor();
    await compose.waitFor({ state: 'detached' });
    const { body } = await json<{ items: { content: string; subject: string }[] }>(page, 'GET', `/api/messages/with/${listing.sellerId}?auction=${listing.id}`);
    expect(body.items[0]).toMatchObject({ content: text, subject: `Question about ${listing.title}` });
  });
});
