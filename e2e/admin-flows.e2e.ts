// What an admin changes in the admin area reaches the rest of the site, in real Chromium.
// The bidding rules of /admin/settings govern a bidder's next bid on a listing page; a member suspended in
// /admin/users is refused (and cannot sign in again until reinstated); the hero image made active in
// /admin/hero-images is the home page's first slide. Every test puts the shared demo data back as it was
// (the browser test files share one server), in a `finally` that runs even when an assertion fails.
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { formatUsd } from '../domain/shared/money.ts';
import { DESKTOP, useBrowser } from './support/browser.ts';
import { signIn } from './support/sign-in.ts';

const b = useBrowser();

interface Card {
  id: string;
  slug: string | null;
  listingType: string;
  endTime: string | null;
}

interface Bidding {
  status: string;
  currentBid: number;
  startingPrice: number;
  minimumBid: number;
  minBidIncrement: number;
  maxBidIncrement: number;
  bidCount: number;
  isSeller: boolean;
  hasAuthorization: boolean;
}

interface AuctionSetting {
  minBidIncrement: number;
  maxBidIncrement: number;
  softCloseSeconds: number;
  negotiationWindowHours: number;
}

// Listings other browser test files name: left alone.
const NAMED = [
  '1969-chevrolet-camaro-z-28',
  '1973-porsche-911-carrera-rs-2-7-touring',
  '1989-mercedes-benz-560sl',
  '1991-acura-nsx-5-speed',
  '2002-honda-s2000',
  '2005-ford-gt',
  '1969-harley-davidson-electra-glide-flh',
];

/** The demo member this file suspends and reinstates; no other browser test file signs in as them. */
const MEMBER = { email: 'chris.walker@example.com', name: 'Chris Walker' };

const minutesLeft = (c: { endTime: string | null }) => (c.endTime ? (Date.parse(c.endTime) - Date.now()) / 60_000 : 0);

async function signedIn(email: string, then = '/'): Promise<Page> {
  const page = await b.newPage(DESKTOP);
  await signIn(page, email, then);
  return page;
}

async function bidding(page: Page, id: string): Promise<Bidding> {
  const res = await page.request.get(`/api/auctions/${id}/bidding`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as Bidding;
}

/**
 * A live auction the signed-in viewer of `page` may bid on (authorized, not its seller, hours left), taken
 * from the end of the first pages of /auctions: the other files take the first ones that fit theirs.
 */
async function liveListing(page: Page, fits: (s: Bidding) => boolean = () => true) {
  const found: { card: Card; state: Bidding }[] = [];
  for (let n = 1; n <= 3; n++) {
    const { items } = (await (await page.request.get(`/api/listings?kind=auctions&page=${n}`)).json()) as { items: Card[] };
    if (items.length === 0) break;
    const candidates = items.filter((c) => c.listingType === 'auction' && c.slug && !NAMED.includes(c.slug) && minutesLeft(c) > 120);
    const states = await Promise.all(candidates.map((c) => bidding(page, c.id)));
    candidates.forEach((card, i) => {
      const state = states[i]!;
      if (state.status === 'active' && !state.isSeller && state.hasAuthorization && fits(state)) found.push({ card, state });
    });
  }
  const last = found.at(-1);
  if (!last) throw new Error('no live listing fits');
  return { ...last, path: `/auction/${last.card.slug}` };
}

async function auctionSetting(page: Page): Promise<AuctionSetting> {
  const res = await page.request.get('/api/admin/settings');
  expect(res.ok()).toBe(true);
  const { settings } = (await res.json()) as { settings: { key: string; value: unknown }[] };
  const value = settings.find((s) => s.key === 'auction')?.value as AuctionSetting | undefined;
  expect(value).toBeDefined();
  return value!;
}

describe('admin settings reach the bidders', () => {
  it('a new minimum bid increment saved in /admin/settings governs the next bid on a listing page', async () => {
    const admin = await signedIn('admin@example.com', '/admin/settings');
    await admin.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    const before = await auctionSetting(admin);
    const increment = before.minBidIncrement === 750 ? 850 : 750;
    try {
      const field = admin.getByLabel('Minimum bid increment ($)', { exact: true });
      await expect.poll(() => field.inputValue()).toBe(String(before.minBidIncrement));
      await admin.getByText('The next bid must be at least the current bid plus this.').waitFor();
      await field.fill(String(increment));
      await admin.getByRole('button', { name: 'Save bidding rules' }).click();
      await admin.getByText('Bidding rules saved').waitFor();
      // Saved on the server: a fresh page reads it back.
      await admin.reload();
      await expect.poll(() => admin.getByLabel('Minimum bid increment ($)', { exact: true }).inputValue()).toBe(String(increment));
      expect((await auctionSetting(admin)).minBidIncrement).toBe(increment);

      // The bidder, on another page: the minimum shown is the current bid plus the new increment.
      const bidder = await signedIn('bidder@example.com');
      const { card, state, path } = await liveListing(bidder, (s) => s.maxBidIncrement > increment);
      expect(state.minBidIncrement).toBe(increment);
      await bidder.goto(path);
      const panel = bidder.getByTestId('bid-panel');
      await panel.getByRole('heading', { name: 'Place Your Bid' }).waitFor();
      await panel.getByText(`Minimum bid is ${formatUsd(state.minimumBid)}`, { exact: true }).waitFor();

      // What the old increment allowed is now too low: refused with SPEC 5's message.
      const oldMinimum = state.minimumBid - increment + before.minBidIncrement;
      const refusal = `Minimum bid is ${formatUsd(state.minimumBid)} (minimum increment: ${formatUsd(increment)})`;
      await panel.getByLabel('Your Bid').fill(String(oldMinimum));
      await panel.getByRole('button', { name: 'Place Bid', exact: true }).click();
      await bidder.getByText('Invalid Bid', { exact: true }).waitFor();
      await bidder.getByText(refusal, { exact: true }).waitFor();
      // The server holds the same rule, whatever the page checks first.
      const direct = await bidder.request.post('/api/bids', { data: { auction_id: card.id, amount: oldMinimum } });
      expect(direct.status()).toBe(400);
      const body = (await direct.json()) as { error?: string; message?: string };
      expect(body.error ?? body.message).toBe(refusal);
      expect((await bidding(bidder, card.id)).bidCount).toBe(state.bidCount);

      // The new minimum itself is taken, and the next minimum is again the new increment above the price.
      await panel.getByLabel('Your Bid').fill(String(state.minimumBid));
      await panel.getByRole('button', { name: 'Place Bid', exact: true }).click();
      await bidder.getByText(`Bid of ${formatUsd(state.minimumBid)} placed successfully!`).waitFor();
      const after = await bidding(bidder, card.id);
      expect(after.currentBid).toBeGreaterThanOrEqual(state.minimumBid);
      expect(after.minimumBid).toBe(after.currentBid + increment);
      await expect.poll(() => panel.getByText(/^Minimum bid is \$[\d,]+$/).textContent()).toBe(`Minimum bid is ${formatUsd(after.minimumBid)}`);

      // The admin puts the old increment back through the page.
      await admin.getByLabel('Minimum bid increment ($)', { exact: true }).fill(String(before.minBidIncrement));
      await admin.getByRole('button', { name: 'Save bidding rules' }).click();
      await admin.getByText('Bidding rules saved').waitFor();
      await expect.poll(async () => (await auctionSetting(admin)).minBidIncrement).toBe(before.minBidIncrement);
    } finally {
      // Whatever happened above, the shared server gets its bidding rules back.
      const res = await admin.request.put('/api/admin/settings/auction', { data: { value: before } });
      expect(res.ok()).toBe(true);
    }
  }, 180_000);
});

describe('admin users', () => {
  it('a member suspended in /admin/users is refused a bid and told why at sign-in; reinstated, they sign in again', async () => {
    const member = await signedIn(MEMBER.email);
    // The demo member holds the general bidder authorization (SPEC 3), so only the suspension stands in the way.
    const { card, state, path } = await liveListing(member);
    await member.goto(path);
    const panel = member.getByTestId('bid-panel');
    await panel.getByRole('heading', { name: 'Place Your Bid' }).waitFor();

    const admin = await signedIn('admin@example.com', '/admin/users');
    await admin.getByRole('heading', { level: 1, name: 'Users' }).waitFor();
    await admin.getByText('Select a member', { exact: true }).waitFor();
    await admin.getByLabel('Search users').fill(MEMBER.email);
    await admin.getByRole('button', { name: 'Search', exact: true }).click();
    await admin.waitForURL((url) => url.searchParams.get('search') === MEMBER.email);
    const row = admin.getByRole('row').filter({ hasText: MEMBER.email });
    await row.getByRole('button', { name: `Open ${MEMBER.email}` }).click();
    await admin.waitForURL((url) => url.searchParams.has('user'));
    const userId = new URL(admin.url()).searchParams.get('user')!;
    const detail = admin.getByTestId('user-detail');
    await detail.getByText(MEMBER.email, { exact: true }).waitFor();
    await expect(admin.getByRole('heading', { level: 2, name: MEMBER.name }).count()).resolves.toBe(1);
    await detail.getByText('Active', { exact: true }).waitFor();

    try {
      await detail.getByRole('button', { name: 'Suspend', exact: true }).click();
      const dialog = admin.getByRole('alertdialog', { name: 'Suspend member' });
      await dialog.getByText('Their sessions end at once; they cannot sign in, bid, offer, comment or message until reinstated.').waitFor();
      await dialog.getByLabel('Reason', { exact: true }).fill('Shill bidding on a friend’s listings');
      await dialog.getByRole('radio', { name: /^Keep their bids/ }).check();
      await dialog.getByRole('button', { name: 'Confirm suspension' }).click();
      await admin.getByText('User suspended', { exact: true }).waitFor();
      await detail.getByText('Suspended', { exact: true }).waitFor();
      await row.getByText('Suspended', { exact: true }).waitFor();
      await detail.getByRole('button', { name: 'Reinstate' }).waitFor();

      // The member's open page: the bid does not go through (their session ended with the suspension).
      b.allowConsoleError(/status of 40[13]/);
      await panel.getByLabel('Your Bid').fill(String(state.minimumBid));
      await panel.getByRole('button', { name: 'Place Bid', exact: true }).click();
      await member.getByText('Failed to place bid', { exact: true }).waitFor();
      // The open page learns its session has ended: told once, and its header is signed out.
      await member
        .getByText(
          /^(Your session has ended\. Please sign in again\.|Your account has been suspended\. Please contact support if you believe this is a mistake\.)$/,
        )
        .waitFor();
      await member.getByRole('link', { name: 'Sign In' }).first().waitFor();
      await expect(member.getByTestId('header-user-name').count()).resolves.toBe(0);
      expect((await bidding(admin, card.id)).bidCount).toBe(state.bidCount);
      expect((await (await member.request.get('/api/session')).json()).user).toBeNull();

      // Signing in again to bid is refused with the server's plain message.
      await member.goto('/auth');
      await member.locator('main').getByLabel('E-mail', { exact: true }).fill(MEMBER.email);
      await member.locator('main').getByLabel('Password', { exact: true }).fill('Password123!');
      await member.getByRole('button', { name: 'Sign In', exact: true }).click();
      await member.getByText('Your account has been suspended. Please contact support if you believe this is a mistake.', { exact: true }).waitFor();
      await expect(member.getByTestId('header-user-name').count()).resolves.toBe(0);

      // The Suspended filter lists them.
      await admin.getByLabel('Show', { exact: true }).selectOption('suspended');
      await admin.waitForURL((url) => url.searchParams.get('status') === 'suspended');
      await row.getByText('Suspended', { exact: true }).waitFor();

      await detail.getByRole('button', { name: 'Reinstate' }).click();
      await admin.getByText('User reinstated', { exact: true }).waitFor();
      await detail.getByText('Active', { exact: true }).waitFor();
      await detail.getByRole('button', { name: 'Suspend', exact: true }).waitFor();
    } finally {
      const res = await admin.request.put(`/api/admin/users/${userId}/status`, { data: { status: 'active' } });
      expect(res.ok()).toBe(true);
    }

    // Reinstated: the member signs in again, still authorized to bid.
    await member.locator('main').getByLabel('E-mail', { exact: true }).fill(MEMBER.email);
    await member.locator('main').getByLabel('Password', { exact: true }).fill('Password123!');
    await member.getByRole('button', { name: 'Sign In', exact: true }).click();
    await member.getByTestId('header-user-name').waitFor({ state: 'attached' });
    await member.goto(path);
    await member.getByTestId('bid-panel').getByRole('heading', { name: 'Place Your Bid' }).waitFor();
    expect((await bidding(member, card.id)).hasAuthorization).toBe(true);
  }, 180_000);
});

describe('admin hero images', () => {
  it('an image added by address and made active in /admin/hero-images is the home page hero; the previous one comes back', async () => {
    const IMAGE = '/media/demo/boats/side-1-f8fafc.webp';
    const title = `Summer on the water ${Date.now().toString(36)}`;
    const admin = await signedIn('admin@example.com', '/admin/hero-images');
    await admin.getByRole('heading', { level: 1, name: 'Hero Images' }).waitFor();
    const list = async () =>
      (
        (await (await admin.request.get('/api/admin/hero-images')).json()) as {
          images: { id: string; imageUrl: string; title: string | null; isActive: boolean }[];
        }
      ).images;
    const previous = (await list()).find((h) => h.isActive) ?? null;
    expect(previous, 'the demo data has an active hero image').not.toBeNull();
    const cards = admin.getByTestId('hero-card');
    const oldCard = cards.filter({ has: admin.getByRole('img', { name: previous!.title ?? 'Hero image', exact: true }) });
    await oldCard.getByText('Active', { exact: true }).waitFor();

    try {
      await admin.getByLabel('Image address').fill(IMAGE);
      await admin.getByLabel('Title', { exact: true }).fill(title);
      await expect(admin.getByRole('img', { name: 'Preview' }).getAttribute('src')).resolves.toBe(IMAGE);
      await admin.getByRole('button', { name: 'Add and make active' }).click();
      await admin.getByText('Hero image added and made active').waitFor();
      const newCard = cards.filter({ hasText: title });
      await newCard.getByText('Active', { exact: true }).waitFor();
      await oldCard.getByText('Inactive', { exact: true }).waitFor();
      await expect(cards.getByText('Active', { exact: true }).count()).resolves.toBe(1);
      await expect(admin.getByLabel('Image address').inputValue()).resolves.toBe('');

      // The home page's first slide is the new image, with its title.
      const visitor = await b.newPage(DESKTOP);
      await visitor.goto('/');
      const first = visitor.getByTestId('hero').getByTestId('hero-slide').first();
      await expect(first.getByRole('heading', { level: 2 }).textContent()).resolves.toBe(title);
      const img = first.locator('img');
      await expect(img.getAttribute('src')).resolves.toBe(`${IMAGE}?w=640`);
      // The site serves it: the browser drew it.
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0), { timeout: 15_000 }).toBe(true);

      // Put the previous one back, and remove the new one.
      await oldCard.getByRole('button', { name: 'Make active' }).click();
      await oldCard.getByText('Active', { exact: true }).waitFor();
      await newCard.getByText('Inactive', { exact: true }).waitFor();
      await newCard.getByRole('button', { name: `Delete ${title}` }).click();
      await newCard.waitFor({ state: 'detached' });

      await visitor.reload();
      const again = visitor.getByTestId('hero').getByTestId('hero-slide').first();
      await expect(again.getByRole('heading', { level: 2 }).textContent()).resolves.toBe(previous!.title ?? 'Find your next vehicle');
      await expect(again.locator('img').getAttribute('src')).resolves.toBe(
        previous!.imageUrl.startsWith('/media/') ? `${previous!.imageUrl}?w=640` : previous!.imageUrl,
      );
    } finally {
      const now = await list();
      if (!now.find((h) => h.id === previous!.id)?.isActive) {
        expect((await admin.request.put(`/api/admin/hero-images/${previous!.id}/active`, { data: { isActive: true } })).ok()).toBe(true);
      }
      for (const h of now.filter((x) => x.title === title)) await admin.request.delete(`/api/admin/hero-images/${h.id}`);
    }
  }, 120_000);

  it("a photo uploaded from the admin's computer becomes the home page hero", async () => {
    const title = `Uploaded sunset ${Date.now().toString(36)}`;
    const admin = await signedIn('admin@example.com', '/admin/hero-images');
    await admin.getByRole('heading', { level: 1, name: 'Hero Images' }).waitFor();
    const list = async () =>
      (
        (await (await admin.request.get('/api/admin/hero-images')).json()) as {
          images: { id: string; imageUrl: string; title: string | null; isActive: boolean }[];
        }
      ).images;
    const previous = (await list()).find((h) => h.isActive) ?? null;
    const photo = await sharp({ create: { width: 1800, height: 800, channels: 3, background: { r: 220, g: 110, b: 40 } } })
      .jpeg()
      .toBuffer();
    try {
      await admin.getByLabel('Upload a photo').setInputFiles({ name: 'sunset.jpg', mimeType: 'image/jpeg', buffer: photo });
      await expect.poll(() => admin.getByLabel('Image address').inputValue(), { timeout: 20_000 }).toMatch(/^\/media\/uploads\/[0-9a-f]{40}\.webp$/);
      const url = await admin.getByLabel('Image address').inputValue();
      await expect(admin.getByRole('img', { name: 'Preview' }).getAttribute('src')).resolves.toBe(url);
      await admin.getByLabel('Title', { exact: true }).fill(title);
      await admin.getByRole('button', { name: 'Add and make active' }).click();
      await admin.getByText('Hero image added and made active').waitFor();

      const visitor = await b.newPage(DESKTOP);
      await visitor.goto('/');
      const first = visitor.getByTestId('hero').getByTestId('hero-slide').first();
      await expect(first.getByRole('heading', { level: 2 }).textContent()).resolves.toBe(title);
      const img = first.locator('img');
      await expect(img.getAttribute('src')).resolves.toBe(`${url}?w=640`);
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0), { timeout: 15_000 }).toBe(true);

      // A file that is no photo is refused with the server's words, and the address stays empty.
      b.allowConsoleError(/status of 415/);
      await admin.getByLabel('Upload a photo').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') });
      await admin.getByText('"notes.txt" is not a JPEG, PNG, WebP or HEIC photo', { exact: true }).waitFor();
      await expect(admin.getByLabel('Image address').inputValue()).resolves.toBe('');
    } finally {
      const now = await list();
      if (previous && !now.find((h) => h.id === previous.id)?.isActive) {
        expect((await admin.request.put(`/api/admin/hero-images/${previous.id}/active`, { data: { isActive: true } })).ok()).toBe(true);
      }
      for (const h of now.filter((x) => x.title === title)) await admin.request.delete(`/api/admin/hero-images/${h.id}`);
    }
  }, 120_000);
});
