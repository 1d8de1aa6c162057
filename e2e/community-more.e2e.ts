import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, useBrowser } from './support/browser.ts';
import { listClassified } from './support/classified.ts';
import { signIn, signUpConfirmed } from './support/sign-in.ts';

// Issue 13, the community's remaining parts: Message Seller on a listing, follows from the listing and
// from a commenter's name, e-mail alert choices and the one-click unsubscribe page, saved searches.
const b = useBrowser();

interface Card {
  id: string;
  slug: string | null;
  title: string;
  listingType: string;
}

interface Mail {
  to: string;
  subject: string;
  text: string;
  headers?: Record<string, string>;
}

async function signedIn(email: string, then = '/', viewport = DESKTOP): Promise<Page> {
  const page = await b.newPage(viewport);
  await signIn(page, email, then);
  return page;
}

async function json<T>(page: Page, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, data?: unknown): Promise<{ status: number; body: T }> {
  const res = await page.request.fetch(path, { method, ...(data === undefined ? {} : { data }) });
  return { status: res.status(), body: (await res.json().catch(() => null)) as T };
}

/** A live auction that `sellerEmail`'s account does not sell, with its seller's display name. */
async function listingNotSoldBy(page: Page, viewerId: string): Promise<Card & { sellerName: string; sellerId: string }> {
  for (let n = 1; n <= 5; n++) {
    const { body } = await json<{ items: Card[] }>(page, 'GET', `/api/listings?kind=auctions&page=${n}`);
    for (const card of body.items) {
      if (!card.slug) continue;
      const { body: detail } = await json<{ auction: { sellerId: string; seller: { displayName: string | null } } }>(page, 'GET', `/api/auction-detail/${card.slug}`);
      if (detail.auction.sellerId === viewerId) continue;
      return { ...card, sellerId: detail.auction.sellerId, sellerName: detail.auction.seller.displayName?.trim() || 'Anonymous Seller' };
    }
  }
  throw new Error('no listing');
}

const me = async (page: Page) => (await json<{ user: { id: string } }>(page, 'GET', '/api/session')).body.user.id;

async function openSellerInfo(page: Page, slug: string, viewport: 'desktop' | 'phone'): Promise<ReturnType<Page['getByTestId']>> {
  await page.goto(`/auction/${slug}`);
  if (viewport === 'desktop') await page.getByRole('tablist', { name: 'Listing details' }).getByRole('tab', { name: 'Seller Info' }).click();
  const info = page.getByTestId('seller-info');
  await info.waitFor();
  return info;
}

async function mails(): Promise<Mail[]> {
  const res = await fetch(`${b.baseURL}/api/dev/outbox`);
  return ((await res.json()) as { mails: Mail[] }).mails;
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
    const refused = await json<{ code: string }>(page, 'POST', '/api/messages', { to_user_id: listing.sellerId, auction_id: listing.id, subject: 'Hi', content: 'Hello' });
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
    await expect.poll(async () => (await json<{ items: { text: string }[] }>(marcus, 'GET', '/api/notifications')).body.items.map((i) => i.text)).toContain('Luis Ortega started following you');
  }, 120_000);
});

describe('e-mail alert choices in /profile (issue 13)', () => {
  it('shows the defaults and saves a change', async () => {
    const page = await signedIn('dave.kowalski@example.com', '/profile#email-alerts', MOBILE);
    const section = page.locator('#email-alerts');
    const outbid = section.getByLabel('I am outbid');
    await outbid.waitFor();
    expect(await outbid.isChecked()).toBe(true);
    expect(await section.getByLabel('I receive a message').isChecked()).toBe(false);
    await outbid.uncheck();
    await page.getByText('E-mail preferences saved').waitFor();
    await page.reload();
    await expect.poll(() => page.locator('#email-alerts').getByLabel('I am outbid').isChecked()).toBe(false);
    await page.locator('#email-alerts').getByLabel('I am outbid').check();
    await page.getByText('E-mail preferences saved').first().waitFor();
    const { body } = await json<{ items: { type: string; email: boolean }[] }>(page, 'GET', '/api/notification-preferences');
    expect(body.items.find((p) => p.type === 'outbid')!.email).toBe(true);
  });
});

/**
 * A member who signs up now, confirmed and signed in: no alert mail has gone to them yet, so their first
 * alert mail goes at once (the next one to the same member waits ALERT_MAIL_GAP_MS, 2 minutes, after it,
 * which a demo member mailed by another test in the run may be within).
 */
async function newMember(name: string, then: string): Promise<{ page: Page; email: string }> {
  const email = `alerts-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
  const page = await b.newPage(DESKTOP);
  await signUpConfirmed(page, name, email);
  await page.getByTestId('header-user-name').waitFor({ state: 'attached' });
  await page.goto(then);
  return { page, email };
}

describe('saved searches and their alerts (issue 13)', () => {
  it('saves the search of /classifieds, is told live of a new matching listing, by e-mail too, and the mail unsubscribes in one click', async () => {
    const word = `quokka${Math.random().toString(36).replace(/[^a-z]/g, '').slice(0, 6)}`;
    const { page: emily, email: emilyEmail } = await newMember('Emily Alerts', `/classifieds?search=${word}&make=Honda`);
    await emily.getByTestId('result-count').getByText('0 results').waitFor();
    await emily.getByRole('button', { name: 'Save search' }).click();
    const dialog = emily.getByRole('dialog', { name: 'Save this search' });
    expect(await dialog.getByLabel('Name').inputValue()).toBe(`“${word}” · Honda · Classifieds`);
    await dialog.getByLabel('Also e-mail me about new matches').check();
    await dialog.getByRole('button', { name: 'Save Search' }).click();
    await emily.getByText('Search saved').waitFor();
    // Saving it twice is refused.
    await emily.getByRole('button', { name: 'Save search' }).click();
    await emily.getByRole('dialog', { name: 'Save this search' }).getByRole('button', { name: 'Save Search' }).click();
    b.allowConsoleError(/409/);
    await emily.getByText('You have already saved this search').waitFor();
    await emily.keyboard.press('Escape');

    await emily.goto('/profile');
    const saved = emily.getByTestId('saved-search').filter({ hasText: word });
    await saved.waitFor();
    expect(await saved.getByLabel('E-mail me').isChecked()).toBe(true);
    await emily.getByTestId('notification-bell').waitFor();
    const bell = async () => Number((await emily.getByTestId('notification-count').textContent({ timeout: 1000 }).catch(() => '0')) ?? '0');
    const before = (await json<{ newCount: number }>(emily, 'GET', '/api/notifications')).body.newCount;
    await expect.poll(bell).toBe(before);

    const title = `2003 Honda Accord ${word}`;
    await listClassified(await signedIn('seller@example.com'), await signedIn('admin@example.com'), title);
    await expect.poll(bell, { timeout: 20_000 }).toBeGreaterThan(before);
    await emily.getByTestId('notification-bell').click();
    const item = emily.getByRole('dialog', { name: 'Notifications' }).getByTestId('notification-item').filter({ hasText: `New listing for your saved search "“${word}” · Honda · Classifieds": 2003 Honda Accord` });
    await item.waitFor();
    await emily.keyboard.press('Escape');

    // The alert mail, with the List-Unsubscribe headers; its link unsubscribes without signing in.
    let mail: Mail | undefined;
    await expect
      .poll(async () => (mail = (await mails()).find((m) => m.to === emilyEmail && m.subject.includes(word))), { timeout: 20_000 })
      .toBeDefined();
    expect(mail!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail!.headers?.['List-Unsubscribe']).toMatch(/^<http:\/\/127\.0\.0\.1:\d+\/api\/email\/unsubscribe\?token=.+>$/);
    const link = /(http\S+\/unsubscribe\?token=\S+)/.exec(mail!.text)![1]!;

    const visitor = await b.newPage(MOBILE);
    await visitor.goto(link);
    await visitor.getByRole('heading', { name: 'You have been unsubscribed' }).waitFor();
    expect(await visitor.getByTestId('unsubscribe-types').textContent()).toBe('A new listing matches a saved search with e-mail on');
    const off = await json<{ items: { type: string; email: boolean }[] }>(emily, 'GET', '/api/notification-preferences');
    expect(off.body.items.find((p) => p.type === 'saved_search_match')!.email).toBe(false);
    await visitor.getByRole('button', { name: 'Resubscribe' }).click();
    await visitor.getByRole('heading', { name: 'You are subscribed again' }).waitFor();
    const on = await json<{ items: { type: string; email: boolean }[] }>(emily, 'GET', '/api/notification-preferences');
    expect(on.body.items.find((p) => p.type === 'saved_search_match')!.email).toBe(true);

    await emily.goto('/profile');
    await emily.getByTestId('saved-search').filter({ hasText: word }).getByRole('button', { name: /^Delete saved search/ }).click();
    await emily.getByText('Saved search deleted').waitFor();
    await expect.poll(() => emily.getByTestId('saved-search').filter({ hasText: word }).count()).toBe(0);
  }, 180_000);

  it('an altered unsubscribe link is refused and changes nothing', async () => {
    const page = await b.newPage(DESKTOP);
    b.allowConsoleError(/400/);
    await page.goto('/unsubscribe?token=eyJ2IjoxLCJ1IjoieCIsInQiOlsib3V0YmlkIl19.AAAA');
    await page.getByRole('heading', { name: 'This link does not work' }).waitFor();
    await page.getByText('This unsubscribe link is not valid. Sign in and choose your e-mails in your profile.').waitFor();
  });
});
