import type { Page } from 'playwright-core';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { formatUsd } from '../domain/shared/money.ts';
import { DESKTOP, MOBILE, useBrowser } from './support/browser.ts';
import { auctions } from '../server/db/schema.ts';
import { startPreparedServer, type PreparedServer } from './support/prepared-server.ts';

const b = useBrowser();
const PASSWORD = 'Password123!';

interface Card {
  id: string;
  slug: string | null;
  title: string;
  status: string;
  listingType: string;
  currentBid: number;
  buyNowPrice: number | null;
  bidCount: number;
  endTime: string | null;
}

interface Bidding {
  status: string;
  currentBid: number;
  startingPrice: number;
  minimumBid: number;
  minBidIncrement: number;
  buyNowPrice: number | null;
  endTime: string | null;
  bidCount: number;
  isSeller: boolean;
  hasAuthorization: boolean;
  myProxy: { maxBidAmount: number } | null;
  leaderIsMe: boolean;
}

// Each test takes its own listing, so that the tests do not move each other's prices.
const taken = new Set<string>();

async function signedInPage(email: string, viewport = DESKTOP, origin = ''): Promise<Page> {
  const page = await b.newPage(viewport);
  await page.goto(`${origin}/auth`);
  await page.locator('main').getByLabel('E-mail').fill(email);
  await page.locator('main').getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
  return page;
}

async function bidding(page: Page, id: string, origin = ''): Promise<Bidding> {
  const res = await page.request.get(`${origin}/api/auctions/${id}/bidding`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as Bidding;
}

/** The first listing of a kind the signed-in viewers of `pages` may bid on and that `fits`. */
async function pickListing(pages: Page[], kind: 'auctions' | 'presale', fits: (c: Card, s: Bidding) => boolean, origin = '') {
  const first = pages[0]!;
  for (let n = 1; n <= 5; n++) {
    const res = await first.request.get(`${origin}/api/listings?kind=${kind}&page=${n}`);
    const { items } = (await res.json()) as { items: Card[] };
    if (items.length === 0) break;
    for (const card of items) {
      if (taken.has(card.id) || card.listingType !== 'auction' || !card.slug) continue;
      const states = await Promise.all(pages.map((p) => bidding(p, card.id, origin)));
      const state = states[0]!;
      if (states.some((s) => s.isSeller) || !fits(card, state)) continue;
      taken.add(card.id);
      return { card, state, path: `${origin}/auction/${card.slug}` };
    }
  }
  throw new Error(`no ${kind} listing fits`);
}

/** The demo auction that ends a minute and a half after the demo data is seeded (server/db/seed/listings-cars.ts). */
const ENDING_SOON = '2005-ford-gt';

/**
 * A server of its own on the run's seeded database, on which the demo data's soon-ending auction ends soon
 * again, as it does right after seeding (the run's data was seeded long before this test): inside the soft-close
 * window (120 s) with room for the server to start and the rival to sign in on a loaded machine.
 */
const startSoftCloseServer = () =>
  startPreparedServer(async (db, now) => {
    await db
      .update(auctions)
      .set({ endTime: new Date(now.getTime() + 110_000) })
      .where(eq(auctions.slug, ENDING_SOON));
  });

const minutesLeft = (c: { endTime: string | null }) => (c.endTime ? (Date.parse(c.endTime) - Date.now()) / 60_000 : 0);
const dollars = (text: string | null) => Number((text ?? '').replace(/[^0-9]/g, ''));

describe('soft close', () => {
  // The demo data has an auction ending a minute and a half after it is seeded; the shared server seeded it
  // long ago, so this test starts a server of its own on which it ends that soon again.
  let server: PreparedServer<void> | null = null;
  afterAll(async () => {
    await server?.stop();
  });

  it('moves the end time for every viewer when a bid lands in the last seconds', async () => {
    server = await startSoftCloseServer();
    const origin = server.origin;
    const watcher = await b.newPage();
    const rival = await signedInPage('maria.alvarez@example.com', DESKTOP, origin);
    const settings = (await (await rival.request.get(`${origin}/api/settings/auction`)).json()) as { value: { softCloseSeconds: number } };
    const softClose = settings.value.softCloseSeconds;
    const { card, state, path } = await pickListing(
      [rival],
      'auctions',
      (c, s) => {
        const left = minutesLeft(c) * 60;
        return s.status === 'active' && left > 15 && left < softClose - 5 && !s.leaderIsMe;
      },
      origin,
    );
    const before = Date.parse(state.endTime!);
    await watcher.goto(path);
    const watched = watcher.getByTestId('bid-panel').getByTestId('bid-time-left');
    await expect.poll(() => watched.getAttribute('data-end-time')).toBe(state.endTime);

    await rival.goto(path);
    const panel = rival.getByTestId('bid-panel');
    await panel.getByLabel('Your Bid').fill(String(state.minimumBid));
    await panel.getByRole('button', { name: 'Place Bid', exact: true }).click();
    await rival.getByText(`Bid of ${formatUsd(state.minimumBid)} placed successfully!`).waitFor();

    const after = Date.parse((await bidding(rival, card.id, origin)).endTime!);
    expect(after).toBeGreaterThan(before);
    expect(Math.abs(after - (Date.now() + softClose * 1000))).toBeLessThan(10_000);
    // The visitor's countdown follows without a reload.
    await expect.poll(async () => Date.parse((await watched.getAttribute('data-end-time')) ?? ''), { timeout: 10_000 }).toBe(after);
  }, 150_000);
});

describe('bidding on the detail page', () => {
  it('keeps digits only, checks the minimum, places a bid and shows the success toast', async () => {
    const page = await signedInPage('bidder@example.com');
    const { state, path } = await pickListing([page], 'auctions', (c, s) => s.status === 'active' && !s.buyNowPrice && minutesLeft(c) > 30);
    await page.goto(path);
    const panel = page.getByTestId('bid-panel');
    await panel.getByRole('heading', { name: 'Place Your Bid' }).waitFor();
    await panel.getByText(`Minimum bid is ${formatUsd(state.minimumBid)}`).waitFor();
    const input = panel.getByLabel('Your Bid');
    const place = panel.getByRole('button', { name: 'Place Bid', exact: true });
    await expect(place.isDisabled()).resolves.toBe(true);

    await input.fill('12a3b4567');
    await expect(input.inputValue()).resolves.toBe('1,234,567');

    // Above the current bid but under the minimum increment: the button works, the rule answers.
    await input.fill(String(state.currentBid + 1));
    await expect(place.isDisabled()).resolves.toBe(false);
    await place.click();
    await page.getByText(`Minimum bid is ${formatUsd(state.minimumBid)} (minimum increment: ${formatUsd(state.minBidIncrement)})`).waitFor();

    await input.fill(String(state.minimumBid));
    await place.click();
    await page.getByText(`Bid of ${formatUsd(state.minimumBid)} placed successfully!`).waitFor();
    await expect(input.inputValue()).resolves.toBe('');
    await expect.poll(async () => dollars(await panel.getByTestId('bid-panel-current').textContent())).toBeGreaterThanOrEqual(state.minimumBid);
  });

  it('shows a rival bid live on a second page, with the chime', async () => {
    const watcher = await signedInPage('bidder@example.com');
    const rival = await signedInPage('maria.alvarez@example.com');
    const { state, path } = await pickListing([rival, watcher], 'auctions', (c, s) => s.status === 'active' && !s.buyNowPrice && minutesLeft(c) > 30);
    // Count the oscillators started, to hear the chime.
    await watcher.addInitScript(() => {
      const w = window as unknown as { __tones: number };
      w.__tones = 0;
      const original = AudioContext.prototype.createOscillator;
      AudioContext.prototype.createOscillator = function (this: AudioContext) {
        w.__tones++;
        return original.call(this);
      };
    });
    await watcher.goto(path);
    const watched = watcher.getByTestId('bid-panel').getByTestId('bid-panel-current');
    await watched.waitFor();
    const before = await watcher.getByTestId('bid-panel-count').textContent();

    await rival.goto(path);
    const panel = rival.getByTestId('bid-panel');
    await panel.getByLabel('Your Bid').fill(String(state.minimumBid));
    await panel.getByRole('button', { name: 'Place Bid', exact: true }).click();
    await rival.getByText(`Bid of ${formatUsd(state.minimumBid)} placed successfully!`).waitFor();

    await expect.poll(async () => dollars(await watched.textContent()), { timeout: 10_000 }).toBeGreaterThanOrEqual(state.minimumBid);
    await expect.poll(() => watcher.getByTestId('bid-panel-count').textContent()).not.toBe(before);
    await expect.poll(() => watcher.evaluate(() => (window as unknown as { __tones: number }).__tones)).toBeGreaterThanOrEqual(2);
  });

  it('asks a visitor to log in', async () => {
    const page = await b.newPage(MOBILE);
    const { items } = (await (await page.request.get('/api/listings?kind=auctions')).json()) as { items: Card[] };
    const card = items.find((c) => c.listingType === 'auction' && c.slug && minutesLeft(c) > 30)!;
    await page.goto(`/auction/${card.slug}`);
    const panel = page.getByTestId('bid-panel');
    await panel.getByText('Please log in to place a bid').waitFor();
    await panel.getByRole('button', { name: 'Sign In to Bid' }).click();
    await page.waitForURL('**/auth');
  });

  it('places a presale bid on a scheduled auction', async () => {
    const page = await signedInPage('bidder@example.com', MOBILE);
    const { state, path } = await pickListing([page], 'presale', (_c, s) => s.status === 'scheduled' && s.bidCount > 0);
    await page.goto(path);
    const panel = page.getByTestId('bid-panel');
    await panel.getByRole('heading', { name: 'Place Presale Bid' }).waitFor();
    // The sticky timer bar's presale action brings the panel into view.
    await page.getByTestId('timer-bar').getByRole('button', { name: 'Place A Presale Bid' }).click();
    await expect.poll(() => panel.evaluate((el) => el.getBoundingClientRect().top >= 0 && el.getBoundingClientRect().top < window.innerHeight)).toBe(true);
    await panel.getByText('Scheduled', { exact: true }).waitFor();
    await panel.getByText('Starting Price', { exact: true }).waitFor();
    await panel.getByLabel('Your Bid').fill(String(state.minimumBid));
    await panel.getByRole('button', { name: 'Place Presale Bid' }).click();
    await page
      .getByText(`Presale bid of ${formatUsd(state.minimumBid)} placed successfully! Your bid will automatically activate when the auction starts.`)
      .waitFor();
  });

  for (const [width, viewport] of [
    ['390', MOBILE],
    ['1280', DESKTOP],
  ] as const) {
    it(`says at once, beside the success text, that a proxy bid outbid the bid and what the minimum is now, at ${width} px (issue 25 item 5)`, async () => {
      const page = await signedInPage('bidder@example.com', viewport);
      const rival = await signedInPage('maria.alvarez@example.com');
      const { card, state, path } = await pickListing(
        [page, rival],
        'auctions',
        (c, s) => s.status === 'active' && !s.buyNowPrice && !s.myProxy && !s.leaderIsMe && minutesLeft(c) > 30,
      );
      const inc = state.minBidIncrement;
      const max = state.minimumBid + 6 * inc;
      const set = await rival.request.post('/api/proxy-bids', { data: { auction_id: card.id, max_bid_amount: max } });
      expect(set.status(), await set.text()).toBe(200);
      const before = await bidding(page, card.id);
      const amount = before.minimumBid;
      const answer = Math.min(max, amount + inc);

      await page.goto(path);
      const panel = page.getByTestId('bid-panel');
      await panel.getByLabel('Your Bid').fill(String(amount));
      await panel.getByRole('button', { name: 'Place Bid', exact: true }).click();
      await page.getByText(`Bid of ${formatUsd(amount)} placed successfully!`, { exact: true }).waitFor();
      const notice = panel.getByTestId('outbid-notice');
      await notice.waitFor();
      await expect(notice.locator('p').allTextContents()).resolves.toEqual([
        "You've been outbid by a proxy bid",
        `The high bid is now ${formatUsd(answer)}. Minimum bid is ${formatUsd(answer + inc)}.`,
      ]);
      await expect(notice.getAttribute('role')).resolves.toBe('status');
      await expect(panel.getByTestId('leader-note').count()).resolves.toBe(0);
      await expect.poll(async () => dollars(await panel.getByTestId('bid-panel-current').textContent())).toBe(answer);
      // The notice puts the new minimum in the field.
      await notice.getByRole('button', { name: `Bid ${formatUsd(answer + inc)}` }).click();
      await expect(panel.getByLabel('Your Bid').inputValue()).resolves.toBe((answer + inc).toLocaleString('en-US'));
    });
  }

  it("tells a card's bidder in the success toast that a proxy bid outbid them (issue 25 item 5)", async () => {
    const page = await signedInPage('bidder@example.com');
    const rival = await signedInPage('maria.alvarez@example.com');
    const { card, state } = await pickListing([page, rival], 'auctions', (c, s) => s.status === 'active' && !s.myProxy && !s.leaderIsMe && minutesLeft(c) > 30);
    const inc = state.minBidIncrement;
    const set = await rival.request.post('/api/proxy-bids', { data: { auction_id: card.id, max_bid_amount: state.minimumBid + 6 * inc } });
    expect(set.status(), await set.text()).toBe(200);
    const amount = (await bidding(page, card.id)).minimumBid;
    await page.goto(`/auctions?search=${encodeURIComponent(card.title)}`);
    await page.getByRole('article', { name: card.title }).getByRole('button', { name: 'Bid', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Place Your Bid' });
    await dialog.getByLabel('Your Bid').fill(String(amount));
    await dialog.getByRole('button', { name: 'Place Bid', exact: true }).click();
    const toast = page.locator('[data-sonner-toast]').filter({ has: page.getByText(`Bid of ${formatUsd(amount)} placed successfully!`, { exact: true }) });
    await toast.waitFor();
    await expect(toast.getAttribute('data-type')).resolves.toBe('success');
    await toast
      .getByText(`You've been outbid by a proxy bid. The high bid is now ${formatUsd(amount + inc)}. Minimum bid is ${formatUsd(amount + 2 * inc)}.`, {
        exact: true,
      })
      .waitFor();
    await dialog.waitFor({ state: 'detached' });
  });

  it('sets, raises and removes a proxy bid', async () => {
    const page = await signedInPage('bidder@example.com');
    const { card, path } = await pickListing([page], 'auctions', (c, s) => s.status === 'active' && !s.myProxy && minutesLeft(c) > 30);
    await page.goto(path);
    const panel = page.getByTestId('bid-panel');
    await panel.getByRole('button', { name: 'Set Proxy Bid' }).click();
    const dialog = page.getByRole('dialog', { name: 'Proxy Bidding' });
    await dialog.waitFor();
    const s1 = await bidding(page, card.id);
    const minimum = Math.max(s1.currentBid, s1.startingPrice) + s1.minBidIncrement;
    await dialog.getByLabel('Maximum bid').fill(String(minimum - 1));
    await dialog.getByRole('button', { name: 'Set Proxy Bid' }).click();
    await page.getByText('Invalid Proxy Bid').waitFor();
    await page
      .getByText(`Proxy bid must be at least ${formatUsd(minimum)}`)
      .first()
      .waitFor();

    const first = minimum + 2000;
    await dialog.getByLabel('Maximum bid').fill(String(first));
    await dialog.getByRole('button', { name: 'Set Proxy Bid' }).click();
    await page.getByText('Proxy Bid Set').waitFor();
    await panel.getByText(`Active up to ${formatUsd(first)}`).waitFor();

    await panel.getByRole('button', { name: 'Manage' }).click();
    await dialog.getByTestId('proxy-current-max').getByText(formatUsd(first)).waitFor();
    await dialog.getByLabel('Maximum bid').fill(String(first + 1000));
    await dialog.getByRole('button', { name: 'Update Proxy Bid' }).click();
    await page.getByText('Proxy Bid Updated').waitFor();
    await panel.getByText(`Active up to ${formatUsd(first + 1000)}`).waitFor();

    await panel.getByRole('button', { name: 'Manage' }).click();
    await dialog.getByRole('button', { name: 'Remove Proxy Bid' }).click();
    await page.getByText('Proxy Bid Removed').waitFor();
    await panel.getByText('Let us bid for you up to your maximum').waitFor();
  });

  it('buys now after the confirmation', async () => {
    const page = await signedInPage('bidder@example.com');
    const { card, state, path } = await pickListing([page], 'auctions', (c, s) => s.status === 'active' && !!s.buyNowPrice && minutesLeft(c) > 30);
    await page.goto(path);
    const panel = page.getByTestId('bid-panel');
    await panel.getByRole('button', { name: `Buy Now for ${formatUsd(state.buyNowPrice!)}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Buy It Now' });
    await dialog.getByRole('button', { name: 'Confirm Purchase' }).click();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: "Congratulations! You've successfully purchased this item with Buy It Now." });
    await toast.waitFor();
    await expect.poll(async () => (await bidding(page, card.id)).status).toBe('sold');
    // The toast says what is due and by when, and leads to the deal; the listing says it too.
    const due = new RegExp(
      `^You bought this vehicle\\. Pay ${formatUsd(state.buyNowPrice!).replace('$', '\\$')} by .+ at your deal\\.$|^You bought this vehicle\\. Pay the seller ${formatUsd(state.buyNowPrice!).replace('$', '\\$')} directly by .+; your deal has their contacts\\.$`,
    );
    await toast.getByText(due).waitFor();
    await page.getByTestId('viewer-deal').getByText(due).waitFor();
    await toast.getByRole('button', { name: 'Go to your deal' }).click();
    await page.waitForURL(/\/deals\/[0-9a-f-]{36}$/);
  });
});

describe("the cards' bid dialog", () => {
  it('sends a visitor to sign in with the Login Required toast', async () => {
    const page = await b.newPage();
    await page.goto('/auctions');
    await page.getByTestId('listing-card').first().getByRole('button', { name: 'Bid', exact: true }).click();
    await page.getByText('Login Required').waitFor();
    await page.getByText('Please log in to place bids.').waitFor();
    await page.waitForURL('**/auth');
  });

  it('places a bid from a card', async () => {
    const page = await signedInPage('bidder@example.com');
    const { card, state } = await pickListing([page], 'auctions', (c, s) => s.status === 'active' && minutesLeft(c) > 30);
    await page.goto(`/auctions?search=${encodeURIComponent(card.title)}`);
    await page.getByRole('article', { name: card.title }).getByRole('button', { name: 'Bid', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Place Your Bid' });
    await dialog.getByText(card.title).waitFor();
    await dialog.getByText('Current High Bid').waitFor();
    await dialog.getByText(`Minimum bid is ${formatUsd(state.minimumBid)}`).waitFor();
    const submit = dialog.getByRole('button', { name: 'Place Bid', exact: true });
    await dialog.getByLabel('Your Bid').fill(String(state.minimumBid - 1));
    await expect(submit.isDisabled()).resolves.toBe(true);
    await dialog.getByLabel('Your Bid').fill(String(state.minimumBid));
    await submit.click();
    await page.getByText(`Bid of ${formatUsd(state.minimumBid)} placed successfully!`).waitFor();
    await dialog.waitFor({ state: 'detached' });
  });

  it("answers the seller's own card with SPEC 6's toast instead of a bid form, and the server refuses their bid (issue 25 item 13)", async () => {
    const page = await signedInPage('seller@example.com');
    const res = await page.request.get('/api/listings?kind=auctions');
    const { items } = (await res.json()) as { items: Card[] };
    let own: Card | undefined;
    for (const c of items) if (!own && (await bidding(page, c.id)).isSeller) own = c;
    expect(own).toBeDefined();
    await page.goto(`/auctions?search=${encodeURIComponent(own!.title)}`);
    await page.getByRole('article', { name: own!.title }).getByRole('button', { name: 'Bid', exact: true }).click();
    const toast = page.locator('[data-sonner-toast]').filter({ has: page.getByText('You cannot bid on your own auction', { exact: true }) });
    await toast.waitFor();
    await expect(toast.getAttribute('data-type')).resolves.toBe('error');
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);

    const before = await bidding(page, own!.id);
    const refused = await page.request.post('/api/bids', { data: { auction_id: own!.id, amount: before.minimumBid } });
    expect(refused.status()).toBe(403);
    await expect(refused.json()).resolves.toEqual({ success: false, error: 'You cannot place bids on auctions you are selling.', code: 'OWN_AUCTION' });
    const after = await bidding(page, own!.id);
    expect([after.bidCount, after.currentBid]).toEqual([before.bidCount, before.currentBid]);
  });
});

describe('the bidder authorization', () => {
  it('says what is still needed when the checkout is cancelled (same window on a phone)', async () => {
    const page = await signedInPage('buyer@example.com', MOBILE);
    const { state, path } = await pickListing([page], 'auctions', (c, s) => s.status === 'active' && !s.hasAuthorization && minutesLeft(c) > 30);
    await page.goto(path);
    const panel = page.getByTestId('bid-panel');
    await panel.getByLabel('Your Bid').fill(String(state.minimumBid));
    await panel.getByRole('button', { name: 'Place Bid', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Bidding Authorization Required' });
    await dialog.getByText('This is a hold, not a charge.').waitFor();
    await dialog.getByRole('button', { name: 'Authorize $250' }).click();
    await page.waitForURL('**/sandbox/checkout/**');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByText('Authorization cancelled. You need to complete the $250 authorization to place bids.').waitFor();
    await page.waitForURL((url) => url.pathname === path && url.search === '');
  });
});
