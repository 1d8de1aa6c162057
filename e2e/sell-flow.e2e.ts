// The main selling flow in the browser: a new seller signs up from /sell, lists a car with 8 photos and a
// YouTube link through /create-auction (reordered, one marked interior, the draft resumed after a reload), pays
// the featured fee in the sandbox checkout; the admin approves it in the queue and the seller is told; a bidder
// finds it on /auctions and bids; the seller reads 'Your Listing' with its numbers; and the seller of an ended
// auction that missed its reserve renews it from /my-auctions. The steps share the listing, so they run in order.
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { formatUsd } from '../domain/shared/money.ts';
import { DESKTOP, useBrowser } from './support/browser.ts';
import { latestMail, linkIn } from './support/outbox.ts';
import { signIn } from './support/sign-in.ts';
import { pickUpByKeyboard } from './support/keyboard-drag.ts';

const b = useBrowser();

const tag = `k${Date.now().toString(36)}`;
const seller = { name: 'Casey Consignor', email: `consignor-${tag}@example.com` };
const title = `2003 Honda Accord EX Coupe ${tag}`;
/** Set by the first step, read by the next ones. */
let listingPath = '';

/** Eight small camera-like JPEGs, each of its own colour, so the tiles can be told apart. */
async function photos() {
  return Promise.all(
    Array.from({ length: 8 }, async (_, i) => ({
      name: `IMG_${1000 + i}.jpg`,
      mimeType: 'image/jpeg',
      buffer: await sharp({ create: { width: 480, height: 360, channels: 3, background: { r: 30 * i, g: 120, b: 240 - 25 * i } } })
        .jpeg({ quality: 80 })
        .toBuffer(),
    })),
  );
}

const tileUrls = (page: Page) => page.getByTestId('media-tile').evaluateAll((tiles) => tiles.map((t) => t.getAttribute('data-url') ?? ''));
const step = (page: Page, name: string) => page.getByRole('navigation', { name: 'Steps' }).getByRole('button', { name });
const saved = (page: Page) => page.getByRole('navigation', { name: 'Steps' }).getByText('Draft saved').waitFor();
const next = (page: Page) => page.getByRole('button', { name: 'Continue', exact: true }).click();
const field = (page: Page, label: string) => page.locator('main').getByLabel(label, { exact: true });

describe('selling, end to end (issue 11)', () => {
  it('a new seller signs up from /sell, lists a car with 8 photos and a video, resumes the draft and pays the featured fee', async () => {
    const page = await b.newPage(DESKTOP);
    await page.goto('/sell');
    // The featured fee comes from the featured_listing_fee setting (cents, shown in dollars); the buyer fee is 2.5%.
    await expect(page.getByRole('table', { name: 'Selling costs' }).innerText()).resolves.toMatch(
      /Featured listing \(optional\)[\s\S]*\$25[\s\S]*Buyer fee[\s\S]*2\.5%/,
    );
    await page.getByRole('link', { name: 'List Your Vehicle' }).first().click();
    await page.waitForURL((url) => url.pathname === '/auth' && url.searchParams.get('tab') === 'signup');
    await expect(page.getByRole('tab', { name: 'Sign Up' }).getAttribute('aria-selected')).resolves.toBe('true');
    await field(page, 'Display name').fill(seller.name);
    await field(page, 'E-mail').fill(seller.email);
    await field(page, 'Password').fill('Password123!');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL('**/check-email');
    // The confirmation link signs the new seller in and offers the way back to the form.
    await page.goto(linkIn(await latestMail(seller.email, 'Confirm your e-mail address')));
    await page.getByRole('heading', { name: 'Your e-mail address is confirmed' }).waitFor();
    await page.getByRole('link', { name: 'Continue where you left off' }).click();
    await page.waitForURL('**/create-auction');

    await page.getByRole('heading', { name: 'List Your Vehicle' }).waitFor();
    await page.getByText('No drafts yet.', { exact: false }).waitFor();
    await page.getByRole('button', { name: /Sell at auction/ }).click();
    await page.waitForURL(/\/create-auction\?draft=/);
    const draftUrl = page.url();

    // Step 1: the VIN is checked and decoded offline into the model year and the make.
    await page.getByRole('heading', { name: 'Vehicle', exact: true }).waitFor();
    await field(page, 'Category').selectOption({ label: 'Cars' });
    await field(page, 'VIN').fill('1HGCM82633A004352');
    await page.getByText('Decoded: 2003 Honda').waitFor();
    await expect(field(page, 'Model year').inputValue()).resolves.toBe('2003');
    await expect(field(page, 'Make').inputValue()).resolves.toBe('Honda');
    await field(page, 'Model').fill('Accord');
    await field(page, 'Trim').fill('EX');
    await field(page, 'Mileage').fill('81,000');
    await field(page, 'Location').fill('Austin, TX');
    await next(page);

    await page.getByRole('heading', { name: 'Title & lien', exact: true }).waitFor();
    // Continuing with a required field missing names it and stays on the step.
    await next(page);
    await page.getByText('Choose the title status').waitFor();
    await field(page, 'Title status').selectOption('Clean');
    await next(page);

    await page.getByRole('heading', { name: 'Description', exact: true }).waitFor();
    await field(page, 'Listing title').fill(title);
    await field(page, 'Description').fill('One owner, every service at the dealer.\n\nNew timing belt at 78,000 miles.');
    await next(page);

    // Step 4: eight photos picked at once, each with its progress bar, then a YouTube link.
    await page.getByRole('heading', { name: 'Photos & video', exact: true }).waitFor();
    await page.getByText(/JPEG, PNG, WebP or HEIC photos up to 25 MB each, at most 50 per listing; MP4 or WebM videos up to 100 MB each, at most 3;/).waitFor();
    await page.getByText(/Photos up to 64 megapixels, no side over 12,000 pixels\./).waitFor();
    await page.getByTestId('media-input').setInputFiles(await photos());
    await expect.poll(() => page.getByTestId('media-tile').count(), { timeout: 30_000 }).toBe(8);
    await expect(page.getByTestId('media-count').textContent()).resolves.toBe('8 of 50 photos, 0 of 3 videos');
    await expect(page.getByRole('progressbar').count()).resolves.toBe(0);
    await page.getByLabel('YouTube link').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await page.getByRole('button', { name: 'Add video link' }).click();
    await expect.poll(() => page.getByTestId('media-tile').count()).toBe(9);
    const uploaded = await tileUrls(page);
    expect(uploaded.slice(0, 8).every((u) => /^\/media\/uploads\/[0-9a-f]+\.webp$/.test(u))).toBe(true);
    expect(uploaded[8]).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');

    // Reorder by keyboard (dnd-kit: space picks up, an arrow moves, space drops), then with the buttons.
    // Each key waits for dnd-kit's announcement of the previous one (its screen-reader live region).
    const announced = (text: string) => page.locator('[id^="DndLiveRegion"]').filter({ hasText: text }).waitFor({ state: 'attached' });
    await pickUpByKeyboard(page, page.getByRole('button', { name: /^Move photo 1 \(drag/ }));
    await page.keyboard.press('ArrowRight');
    await announced(`was moved over droppable area ${uploaded[1]}.`);
    await page.keyboard.press('Space');
    await announced(`was dropped over droppable area ${uploaded[1]}`);
    await expect.poll(() => tileUrls(page)).toEqual([uploaded[1], uploaded[0], ...uploaded.slice(2)]);
    await page.getByRole('button', { name: 'Move youtube video 9 earlier' }).click();
    const reordered = [uploaded[1]!, uploaded[0]!, ...uploaded.slice(2, 7), uploaded[8]!, uploaded[7]!];
    await expect.poll(() => tileUrls(page)).toEqual(reordered);
    // Photo 3 shows the cabin: interior; every other item stays exterior (the default).
    await page.getByLabel('Category of photo 3').selectOption('interior');
    await expect(page.getByTestId('media-tile').first().getByText('Cover', { exact: true }).count()).resolves.toBe(1);
    await saved(page);

    // The draft lives on the server: a reload (or another device) finds it as it was.
    await page.reload();
    await page.getByRole('heading', { name: 'Vehicle', exact: true }).waitFor();
    await expect(field(page, 'Model').inputValue()).resolves.toBe('Accord');
    await step(page, 'Photos & video').click();
    await expect.poll(() => tileUrls(page)).toEqual(reordered);
    await expect(page.getByLabel('Category of photo 3').inputValue()).resolves.toBe('interior');
    await expect(page.getByLabel('Category of photo 4').inputValue()).resolves.toBe('exterior');
    expect(page.url()).toBe(draftUrl);
    await next(page);

    await page.getByRole('heading', { name: 'Seller & contact', exact: true }).waitFor();
    await field(page, 'Full name').fill(seller.name);
    await field(page, 'Phone number').fill('512-555-0147');
    await next(page);

    // Pricing: the rules answer with clear messages, next to their fields.
    await page.getByRole('heading', { name: 'Pricing & schedule', exact: true }).waitFor();
    await field(page, 'Starting price').fill('5000');
    await field(page, 'Reserve price (optional)').fill('4000');
    await field(page, 'Buy now price (optional)').fill('600000000');
    await next(page);
    await page.getByText('The buy now price cannot exceed $500,000,000').waitFor();
    await field(page, 'Buy now price (optional)').fill('15000');
    await page.getByText('The reserve must be at least the starting price').waitFor();
    await field(page, 'Reserve price (optional)').fill('8000');
    await field(page, 'Buy now price (optional)').fill('8000');
    await page.getByText('Buy now must be more than the reserve').waitFor();
    await field(page, 'Buy now price (optional)').fill('15000');
    // It starts in half a minute, so that the admin's approval finds it due (or the start job starts it just after).
    const start = await page.evaluate(() => {
      const d = new Date(Date.now() + 30_000);
      const pad = (n: number) => String(n).padStart(2, '0');
      return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
    });
    await field(page, 'Start date and time').fill(start);
    await field(page, 'Duration').selectOption({ label: '3 days' });
    await page.getByLabel(/^Feature this listing for \$25/).check();
    // Held payment unless the seller chooses otherwise.
    const methods = page.getByTestId('payment-method');
    await expect(methods.getByRole('radio', { name: /^Held payment/ }).isChecked()).resolves.toBe(true);
    await methods.getByRole('radio', { name: /^Direct payment/ }).check();
    await next(page);

    await page.getByRole('heading', { name: 'Review', exact: true }).waitFor();
    await page.getByText('Everything is in place. Submit your listing for approval.').waitFor();
    await expect(page.locator('dl').innerText()).resolves.toMatch(
      /Photos and videos\s+9[\s\S]*Reserve\s+\$8,000[\s\S]*Buy now\s+\$15,000[\s\S]*Payment\s+Direct payment[\s\S]*Featured\s+Yes \(\$25\)/,
    );
    await page.getByRole('button', { name: 'Submit & Pay for Featured Listing' }).click();

    // The sandbox checkout holds the fee; the seller lands on /seller-success.
    await page.waitForURL('**/sandbox/checkout/**');
    await page.getByRole('heading', { name: 'Featured listing' }).waitFor();
    await page.getByText(title).waitFor();
    await page.getByRole('button', { name: /^Pay \$25/ }).click();
    await page.waitForURL('**/seller-success?**');
    // Held, not paid yet: charged only on approval.
    await page.getByRole('heading', { name: 'Featured fee on hold' }).waitFor();
    await page.getByText('The featured listing fee is held on your card, not charged yet.').waitFor();
    await page.getByText(`charged only when our team approves "${title}"`, { exact: false }).waitFor();

    // My Auctions: awaiting approval, featured after approval, withdrawable; the draft is gone.
    await page.getByRole('link', { name: 'Go to My Auctions' }).click();
    const row = page.getByTestId('my-listing').filter({ hasText: title });
    await row.waitFor();
    await expect(row.getAttribute('data-group')).resolves.toBe('awaiting_approval');
    await expect(row.innerText()).resolves.toMatch(/Awaiting approval[\s\S]*Featured after approval/);
    await expect(row.getByRole('button', { name: 'Withdraw' }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('heading', { name: /^Drafts/ }).count()).resolves.toBe(0);
    listingPath = (await row.getByRole('link', { name: 'View' }).getAttribute('href')) ?? '';
    expect(listingPath).toMatch(/^\/auction\/2003-honda-accord-ex-coupe-/);
  }, 180_000);

  it('the admin approves it in the queue; the seller is told by e-mail and in the bell', async () => {
    expect(listingPath).not.toBe('');
    const admin = await b.newPage(DESKTOP);
    await signIn(admin, 'admin@example.com', '/admin/auctions');
    await admin.getByRole('heading', { name: 'Awaiting approval' }).waitFor();
    const item = admin.getByTestId('approval-item').filter({ hasText: title });
    await item.waitFor();
    await expect(item.innerText()).resolves.toMatch(new RegExp(`New listing[\\s\\S]*Featured fee held[\\s\\S]*${seller.name} · ${seller.email}`, 'i'));
    await expect(item.getByRole('link', { name: 'View listing' }).getAttribute('href')).resolves.toBe(listingPath);
    await item.getByRole('button', { name: 'Approve' }).click();
    await admin.getByText(new RegExp(`^Approved: ${title} \\((now live|scheduled)\\)$`)).waitFor();
    await item.waitFor({ state: 'detached' });

    const mail = await latestMail(seller.email, `Approved: ${title}`);
    expect(mail.text).toContain(`Hi ${seller.name}, your listing "${title}" has been approved.`);
    const page = await b.newPage(DESKTOP);
    await signIn(page, seller.email, '/');
    await page.getByTestId('notification-bell').click();
    const notice = page.getByRole('dialog', { name: 'Notifications' }).getByTestId('notification-item').filter({ hasText: 'was approved' });
    await expect(notice.innerText()).resolves.toMatch(/VehicleBid[\s\S]*Your listing 2003 Honda Accord EX was approved/);
  }, 90_000);

  it('a bidder finds it on /auctions and bids; its seller sees Your Listing with the numbers', async () => {
    expect(listingPath).not.toBe('');
    const bidder = await b.newPage(DESKTOP);
    await signIn(bidder, 'bidder@example.com', '/');
    // Live at its start time: the start job (or the approval itself) made it active.
    const card = bidder.getByTestId('listing-card').filter({ hasText: title });
    await expect
      .poll(
        async () => {
          await bidder.goto(`/auctions?search=${tag}`);
          return card.count();
        },
        { timeout: 60_000, interval: 2000 },
      )
      .toBe(1);
    await expect(card.getByText('FEATURED').count()).resolves.toBeGreaterThan(0);
    await card.getByRole('link').first().click();
    await bidder.waitForURL(`**${listingPath}`);
    const panel = bidder.getByTestId('bid-panel');
    await panel.getByRole('heading', { name: 'Place Your Bid' }).waitFor();
    await expect(panel.getByTestId('bid-panel-current').textContent()).resolves.toBe(formatUsd(5000));
    // The seller chose direct payment: a bidder reads how they would pay before bidding.
    await expect(
      bidder
        .getByTestId('payment-method-note')
        .innerText()
        .then((t) => t.replace(/\s+/g, ' ').trim()),
    ).resolves.toBe('Direct payment If you buy it, you pay the seller directly within 3 days; the seller confirms on the deal page when the money arrives.');
    // The first bid is the starting price plus the site's minimum increment.
    const hint = panel.getByText(/^Minimum bid is \$[\d,]+$/);
    const minimum = Number(((await hint.textContent()) ?? '').replace(/\D/g, ''));
    expect(minimum).toBeGreaterThan(5000);
    await panel.getByLabel('Your Bid').fill(String(minimum));
    await panel.getByRole('button', { name: 'Place Bid', exact: true }).click();
    await bidder.getByText(`Bid of ${formatUsd(minimum)} placed successfully!`).waitFor();

    const page = await b.newPage(DESKTOP);
    await signIn(page, seller.email, listingPath);
    const own = page.getByTestId('bid-panel');
    await own.getByRole('heading', { name: 'Your Listing' }).waitFor();
    await expect(page.getByTestId('timer-bar-control').innerText()).resolves.toBe('Your Listing');
    const box = own.getByTestId('your-listing');
    await box.getByText('You cannot bid on your own auction. Monitor the bidding activity from here.').waitFor();
    await expect(own.getByRole('button', { name: 'Place Bid' }).count()).resolves.toBe(0);
    await expect.poll(() => box.getByTestId('your-listing-bids').innerText()).toMatch(/Bids\s+1$/);
    await expect.poll(() => box.getByTestId('your-listing-watchers').innerText()).toMatch(/Watchers\s+0$/);
    // The bidder's visit counts (one view per visitor per hour, decision 010).
    await expect.poll(() => box.getByTestId('your-listing-views').innerText()).toMatch(/Views\s+[1-9]\d*$/);
    await box.getByRole('link', { name: 'Manage in My Auctions' }).click();
    await page.waitForURL('**/my-auctions');
    const row = page.getByTestId('my-listing').filter({ hasText: title });
    await expect.poll(() => row.getAttribute('data-group')).toBe('live');
    await expect(row.innerText()).resolves.toMatch(new RegExp(`Live[\\s\\S]*Featured[\\s\\S]*Current bid\\s+\\$${formatUsd(minimum).slice(1)}\\s+Bids\\s+1`));
  }, 120_000);

  it('the seller of an ended auction that missed its reserve renews it from /my-auctions', async () => {
    const page = await b.newPage(DESKTOP);
    // The demo's 1948 Indian Chief ended under its reserve 12 days ago (seller@example.com's G500 is now a sold deal).
    await signIn(page, 'tom.becker@example.com', '/my-auctions');
    const row = page
      .getByTestId('my-listing')
      .filter({ has: page.getByRole('button', { name: 'Renew' }) })
      .first();
    await row.waitFor();
    await expect(row.getAttribute('data-group')).resolves.toBe('ended');
    await expect(row.getByText('Reserve not met.').isVisible()).resolves.toBe(true);
    const original = (await row.getByRole('link').nth(1).textContent())!.trim();
    await row.getByRole('button', { name: 'Renew' }).click();

    const dialog = page.getByRole('dialog', { name: 'Renew Auction' });
    await dialog.waitFor();
    await expect(dialog.locator('legend').allTextContents()).resolves.toEqual(['Pricing Settings', 'Featured Listing', 'Schedule Settings', 'Renewal Process']);
    await expect(dialog.getByLabel('Duration').inputValue()).resolves.toBe('7');
    await expect(dialog.getByLabel('Start time').inputValue()).resolves.toBe('10:00');
    const featured = dialog.getByLabel(/Feature this listing for \$25/);
    await featured.check();
    await dialog.getByRole('button', { name: 'Submit & Pay for Featured Listing' }).waitFor();
    await featured.uncheck();
    await expect(dialog.getByRole('button').allTextContents()).resolves.toEqual(expect.arrayContaining(['Cancel', 'Submit Renewal Request']));

    // SPEC 5's checks, in the seller's time zone.
    await dialog.getByLabel('Start time').fill('09:30');
    await dialog.getByRole('button', { name: 'Submit Renewal Request' }).click();
    await dialog.getByRole('alert').getByText('Auction start time must be 10:00 AM or later').waitFor();
    await dialog.getByLabel('Start time').fill('10:30');
    await dialog.getByLabel('Duration').selectOption('5');
    await dialog.getByRole('button', { name: 'Submit Renewal Request' }).click();
    await page.getByText('Renewal request submitted! A new auction has been created.').waitFor();
    await dialog.waitFor({ state: 'detached' });

    // The original now links to its renewal, which awaits approval in its own group.
    await expect.poll(() => page.getByTestId('my-listing').filter({ hasText: original }).filter({ hasText: 'Renewed:' }).count()).toBe(1);
    const renewed = page
      .locator('[data-testid="my-listing"][data-group="awaiting_approval"]')
      .filter({ hasText: original })
      .filter({ hasText: 'Renewal' })
      .first();
    await renewed.waitFor();
    await expect(renewed.getByRole('button', { name: 'Withdraw' }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('heading', { name: /^Awaiting approval/ }).isVisible()).resolves.toBe(true);

    // Drafts are listed first, to continue or delete.
    await page.goto('/create-auction');
    await page.getByRole('button', { name: /List as a classified/ }).click();
    await page.waitForURL(/\/create-auction\?draft=/);
    await page.goto('/my-auctions');
    await page.getByRole('heading', { name: 'Drafts (1)' }).waitFor();
    await expect(page.getByRole('link', { name: 'Continue' }).getAttribute('href')).resolves.toMatch(/^\/create-auction\?draft=/);
    page.once('dialog', (d) => void d.accept());
    await page.getByRole('button', { name: 'Delete draft Untitled draft' }).click();
    await page.getByRole('heading', { name: /^Drafts/ }).waitFor({ state: 'detached' });
  }, 90_000);
});
