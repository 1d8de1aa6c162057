// In the browser: the sell form keeps photos in the order they were chosen
// (whatever upload finishes first, across picks in a row, and after a drag), on the review step and on the
// submitted listing; a YouTube link's error goes when the field is cleared; the success pages show success
// only for the real thing; the featured checkout's return says the fee is held, not paid.
import type { Page, Route } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, useBrowser } from './support/browser.ts';
import { latestMail, linkIn } from './support/outbox.ts';
import { classifiedFields as classified } from './support/classified.ts';
import { signIn } from './support/sign-in.ts';
import { pickUpByKeyboard } from './support/keyboard-drag.ts';

const b = useBrowser();
const tag = `s${Date.now().toString(36)}`;

async function draftWith(page: Page, data: Record<string, unknown>): Promise<string> {
  const made = await page.request.post('/api/listing-drafts', { data: { data: {} } });
  expect(made.status()).toBe(201);
  const { id } = (await made.json()) as { id: string };
  expect((await page.request.put(`/api/listing-drafts/${id}`, { data: { data } })).status()).toBe(200);
  return id;
}

/** Three photos anyone can tell apart: red, green, blue. */
async function photos() {
  const colours = [
    { r: 220, g: 30, b: 30 },
    { r: 30, g: 180, b: 60 },
    { r: 30, g: 60, b: 220 },
  ];
  return Promise.all(
    colours.map(async (background, i) => ({
      name: `photo-${i + 1}.jpg`,
      mimeType: 'image/jpeg',
      buffer: await sharp({ create: { width: 640, height: 480, channels: 3, background } })
        .jpeg()
        .toBuffer(),
    })),
  );
}

/**
 * Holds each upload's answer until the test lets it through, so the test decides which finishes first.
 * The upload itself reaches the server at once; `urls` maps each file name to the address it got.
 */
function holdUploads(page: Page) {
  const held = new Map<string, { route: Route; body: string }>();
  const urls = new Map<string, string>();
  const arrived = (name: string) => expect.poll(() => held.has(name), { timeout: 20_000 }).toBe(true);
  void page.route('**/api/listing-drafts/*/uploads', async (route) => {
    const name = /filename="([^"]+)"/.exec(route.request().postDataBuffer()?.toString('latin1') ?? '')?.[1] ?? '';
    const res = await route.fetch();
    const body = await res.text();
    urls.set(name, (JSON.parse(body) as { url: string }).url);
    held.set(name, { route, body });
  });
  return {
    urls,
    arrived,
    /** Lets one file's answer through and waits until the page has it. */
    async release(name: string) {
      await arrived(name);
      const answered = page.waitForResponse(
        (r) => r.url().includes('/uploads') && r.request().postDataBuffer()?.toString('latin1').includes(`filename="${name}"`) === true,
      );
      const { route, body } = held.get(name)!;
      await route.fulfill({ status: 201, contentType: 'application/json', body });
      await answered;
    },
  };
}

const tileUrls = (page: Page) => page.getByTestId('media-tile').evaluateAll((tiles) => tiles.map((t) => t.getAttribute('data-url') ?? ''));
const step = (page: Page, name: string) => page.getByRole('navigation', { name: 'Steps' }).getByRole('button', { name });

describe('the sell form keeps the photos in the order chosen (issue 25 item 6)', () => {
  it('three photos in two picks, answered last first, a drag and back: 1, 2, 3 in the form, on the review step and on the listing (cover first); the YouTube error goes with the text', async () => {
    const page = await b.newPage(MOBILE);
    await signIn(page, 'seller@example.com', '/');
    const title = `2003 Honda Accord EX ${tag}`;
    const draftId = await draftWith(page, classified(title));
    await page.goto(`/create-auction?draft=${draftId}`);
    await step(page, 'Photos & video').click();
    await page.getByRole('heading', { name: 'Photos & video', exact: true }).waitFor();

    // Photo 1 alone, then photos 2 and 3 together; the answers arrive 3, 2, 1.
    const uploads = holdUploads(page);
    const [one, two, three] = await photos();
    await page.getByTestId('media-input').setInputFiles([one!]);
    await uploads.arrived('photo-1.jpg');
    await page.getByTestId('media-input').setInputFiles([two!, three!]);
    await uploads.release('photo-3.jpg');
    await uploads.release('photo-2.jpg');
    // Photos 2 and 3 wait for photo 1, chosen before them.
    expect(await page.getByTestId('media-tile').count()).toBe(0);
    await uploads.release('photo-1.jpg');
    const chosen = ['photo-1.jpg', 'photo-2.jpg', 'photo-3.jpg'].map((n) => uploads.urls.get(n)!);
    expect(new Set(chosen).size).toBe(3);
    await expect.poll(() => tileUrls(page)).toEqual(chosen);
    await expect(page.getByTestId('media-tile').first().getByText('Cover', { exact: true }).count()).resolves.toBe(1);
    await expect.poll(() => page.getByRole('progressbar').count()).toBe(0);

    // A drag by keyboard (space picks up, an arrow moves, space drops; one column at 390 px) moves photo 1
    // below photo 2, and another moves it back.
    const announced = (text: string) => page.locator('[id^="DndLiveRegion"]').filter({ hasText: text }).waitFor({ state: 'attached' });
    const drag = async (index: number, key: 'ArrowDown' | 'ArrowUp', over: string, expected: string[]) => {
      await pickUpByKeyboard(page, page.getByRole('button', { name: new RegExp(`^Move photo ${index} \\(drag`) }));
      await page.keyboard.press(key);
      await announced(`was moved over droppable area ${over}.`);
      await page.keyboard.press('Space');
      await announced(`was dropped over droppable area ${over}`);
      await expect.poll(() => tileUrls(page)).toEqual(expected);
    };
    await drag(1, 'ArrowDown', chosen[1]!, [chosen[1]!, chosen[0]!, chosen[2]!]);
    await drag(2, 'ArrowUp', chosen[1]!, chosen);

    // Item 20: a wrong link's message goes as soon as the field is cleared (or edited).
    const link = page.getByLabel('YouTube link');
    await link.fill('not a link');
    await page.getByRole('button', { name: 'Add video link' }).click();
    await page.getByText('This is not a YouTube link').waitFor();
    await expect(link.getAttribute('aria-invalid')).resolves.toBe('true');
    await link.fill('');
    await page.getByText('This is not a YouTube link').waitFor({ state: 'detached' });
    await expect(link.getAttribute('aria-invalid')).resolves.toBeNull();
    await link.fill('youtube');
    await page.getByRole('button', { name: 'Add video link' }).click();
    await page.getByText('This is not a YouTube link').waitFor();
    await link.press('End');
    await link.press('Backspace');
    await page.getByText('This is not a YouTube link').waitFor({ state: 'detached' });
    await link.fill('');

    // The review step shows them in that order, the first the cover.
    await step(page, 'Review').click();
    await page.getByRole('heading', { name: 'Review', exact: true }).waitFor();
    const review = page.getByTestId('review-media');
    await expect(review.evaluateAll((items) => items.map((i) => i.getAttribute('data-url')))).resolves.toEqual(chosen);
    await expect(review.first().getByText('Cover', { exact: true }).count()).resolves.toBe(1);
    await expect(page.getByRole('img', { name: 'Photo 1 (cover)' }).count()).resolves.toBe(1);
    // The form fits the phone: its step list scrolls inside itself, the page does not scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `/tmp/hD-review-390.png`, fullPage: true });

    // Submitted: the success page names it, and the listing's cover is photo 1.
    await page.getByRole('button', { name: 'Submit for Approval' }).click();
    await page.waitForURL('**/create-auction-success');
    await page.getByRole('heading', { name: 'Listing Submitted' }).waitFor();
    await page.getByText(`"${title}" is in the queue.`, { exact: false }).waitFor();
    await page.screenshot({ path: `/tmp/hD-success-390.png`, fullPage: true });
    await page.getByRole('link', { name: 'Preview your listing' }).click();
    await page.waitForURL('**/auction/**');
    const hero = page.getByTestId('gallery').getByTestId('hero-image');
    await expect.poll(() => hero.getAttribute('src')).toMatch(new RegExp(`^${chosen[0]!.replace(/[.?]/g, '\\$&')}`));
    const listing = (await (await page.request.get('/api/my-auctions')).json()) as { listings: { id: string; title: string; image_url: string }[] };
    const mine = listing.listings.find((l) => l.title === title)!;
    expect(mine.image_url).toBe(chosen[0]);
  }, 120_000);
});

describe('success pages only for the real thing (issue 25 item 17)', () => {
  it('/create-auction-success: a visitor is asked to sign in; another member, even with the listing’s id, reads that there is nothing to show', async () => {
    const visitor = await b.newPage(DESKTOP);
    await visitor.goto('/create-auction-success');
    await visitor.waitForURL('**/auth');
    expect(await visitor.getByRole('heading', { name: 'Listing Submitted' }).count()).toBe(0);

    const other = await b.newPage(DESKTOP);
    await signIn(other, 'bidder@example.com', '/create-auction-success');
    await other.getByRole('heading', { name: 'No listing to show' }).waitFor();
    await other.getByText('This page confirms a listing right after you submit it.', { exact: false }).waitFor();
    // The state the form passes, forged with one of the seller's listings: still not theirs.
    const seller = await b.newPage(DESKTOP);
    await signIn(seller, 'seller@example.com', '/');
    const mine = (await (await seller.request.get('/api/my-auctions')).json()) as { listings: { id: string }[] };
    const submittedId = mine.listings[0]?.id ?? '';
    expect(submittedId).not.toBe('');
    await other.evaluate((id) => window.history.replaceState({ usr: { auctionId: id }, key: 'forged', idx: 0 }, ''), submittedId);
    await other.reload();
    await other.getByRole('heading', { name: 'No listing to show' }).waitFor();
    expect(await other.getByRole('heading', { name: 'Listing Submitted' }).count()).toBe(0);
    await other.screenshot({ path: '/tmp/hD-nothing-1280.png', fullPage: true });
  });

  it('/email-confirmed: a visitor without a link, a broken link and an expired one are told so; the real link confirms', async () => {
    const visitor = await b.newPage(MOBILE);
    await visitor.goto('/email-confirmed');
    await visitor.getByRole('heading', { name: 'No confirmation to show' }).waitFor();
    expect(await visitor.getByText('Your e-mail address is confirmed').count()).toBe(0);
    await visitor.screenshot({ path: '/tmp/hD-email-visitor-390.png', fullPage: true });
    await visitor.goto('/email-confirmed?error=TOKEN_EXPIRED');
    await visitor.getByRole('heading', { name: 'This confirmation link has expired' }).waitFor();
    await visitor.getByRole('button', { name: 'Resend confirmation e-mail' }).waitFor();

    const page = await b.newPage(DESKTOP);
    const email = `confirm-${tag}@example.com`;
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.locator('main').getByLabel('Display name').fill('Cora Confirm');
    await page.locator('main').getByLabel('E-mail', { exact: true }).fill(email);
    await page.locator('main').getByLabel('Password', { exact: true }).fill('Password123!');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL('**/check-email');
    const link = new URL(linkIn(await latestMail(email, 'Confirm your e-mail address')));
    // A link cut short on its way: the server refuses it and the page says so, signing nobody in.
    const broken = new URL(link);
    broken.searchParams.set('token', (link.searchParams.get('token') ?? '').slice(0, -6));
    await page.goto(broken.pathname + broken.search);
    await page.waitForURL(/\/email-confirmed\?error=/);
    await page.getByRole('heading', { name: 'This confirmation link is not valid' }).waitFor();
    expect(((await (await page.request.get('/api/session')).json()) as { user: unknown }).user).toBeNull();
    await page.screenshot({ path: '/tmp/hD-email-broken-1280.png', fullPage: true });
    await page.goto(link.pathname + link.search);
    await page.waitForURL('**/email-confirmed');
    await page.getByRole('heading', { name: 'Your e-mail address is confirmed' }).waitFor();
    await page.getByText('Welcome, Cora Confirm!', { exact: false }).waitFor();
  });
});

describe('the featured checkout’s return says the fee is held (issue 25 item 18)', () => {
  it('after paying in the checkout, the seller reads that the fee is on hold until approval, not that it was paid', async () => {
    const page = await b.newPage(MOBILE);
    await signIn(page, 'seller@example.com', '/');
    const title = `1999 Honda Civic Si ${tag}`;
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 160, g: 90, b: 40 } } })
      .jpeg()
      .toBuffer();
    const draftId = await draftWith(page, classified(title, { featured: true }));
    const up = await page.request.post(`/api/listing-drafts/${draftId}/uploads`, {
      multipart: { file: { name: 'civic.jpg', mimeType: 'image/jpeg', buffer: photo } },
    });
    expect(up.status()).toBe(201);
    const url = ((await up.json()) as { url: string }).url;
    expect(
      (
        await page.request.put(`/api/listing-drafts/${draftId}`, {
          data: { data: classified(title, { featured: true, media: [{ kind: 'image', url, category: 'exterior' }] }) },
        })
      ).status(),
    ).toBe(200);
    await page.goto(`/create-auction?draft=${draftId}`);
    await step(page, 'Review').click();
    await page.getByRole('button', { name: 'Submit & Pay for Featured Listing' }).click();
    await page.waitForURL('**/sandbox/checkout/**');
    await page.getByRole('button', { name: /^Pay \$25/ }).click();
    await page.waitForURL('**/seller-success?**');
    await page.getByRole('heading', { name: 'Featured fee on hold' }).waitFor();
    await page.getByText('The featured listing fee is held on your card, not charged yet.').waitFor();
    await page
      .getByText(`It is charged only when our team approves "${title}", and the listing is featured from then on. If it is not approved, the hold is released.`)
      .waitFor();
    const text = await page.getByRole('status').innerText();
    expect(text).not.toMatch(/payment is complete|Payment Received/i);
    await page.screenshot({ path: '/tmp/hD-featured-390.png', fullPage: true });
  });
});
