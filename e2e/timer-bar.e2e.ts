import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { AuctionDetail, AuctionDetailResponse } from '../domain/listings/auction-detail.ts';
import { formatUsd } from '../domain/shared/money.ts';
import { DESKTOP, MOBILE, renderInBrowser, useBrowser } from './support/browser.ts';
import { horizontalOverflow, timerBarProblems } from './support/layout.ts';
import { signIn } from './support/sign-in.ts';

// The detail page's sticky timer bar reads as one clean row on a 390 px phone, in every
// state it has (scheduled, live, ending, ended while open, awaiting approval, the seller's own), and at 1280.

const b = useBrowser();

/** Scheduled (presale), no bids (server/seed). */
const CORVETTE = '1990-chevrolet-corvette-zr-1';
/** Live with bids, Maria Alvarez's. */
const PORSCHE = '1973-porsche-911-carrera-rs-2-7-touring';
/** Awaiting approval. */
const CAMARO = '1969-chevrolet-camaro-z-28';

async function detail(slug: string): Promise<AuctionDetail> {
  const res = await fetch(`${b.baseURL}/api/auction-detail/${slug}`);
  return ((await res.json()) as AuctionDetailResponse).auction!;
}

async function openListing(page: Page, slug: string) {
  await page.goto(`/auction/${slug}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.getByTestId('timer-bar').waitFor();
}

/** The page drawn in the browser from a changed answer of the detail API (a state the demo data lacks). */
async function openPatched(page: Page, slug: string, patch: (a: AuctionDetail) => AuctionDetail) {
  await renderInBrowser(page);
  await page.route(`**/api/auction-detail/${slug}`, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as AuctionDetailResponse;
    await route.fulfill({ response, json: { ...body, auction: body.auction && patch(body.auction) } });
  });
  await openListing(page, slug);
}

const part = (page: Page, id: 'time' | 'price' | 'control') => page.getByTestId(`timer-bar-${id}`);
const seconds = (text: string) => {
  const m = /^(?:(\d+)d )?(?:(\d+)h )?(?:(\d+)m )?(\d+)s$/.exec(text.trim());
  if (!m) throw new Error(`not a countdown: ${text}`);
  return (Number(m[1] ?? 0) * 24 + Number(m[2] ?? 0)) * 3600 + Number(m[3] ?? 0) * 60 + Number(m[4]);
};

describe('the sticky timer bar at 390 px', () => {
  it('reads starts in, Starting Price and the presale action in one row on a scheduled auction', async () => {
    const a = await detail(CORVETTE);
    expect([a.status, a.bidCount]).toEqual(['scheduled', 0]);
    const page = await b.newPage(MOBILE);
    await openListing(page, CORVETTE);
    expect(await timerBarProblems(page)).toEqual([]);
    await expect(part(page, 'time').locator('p').first().textContent()).resolves.toBe('Starts In');
    await expect(part(page, 'price').locator('p').allTextContents()).resolves.toEqual(['Starting Price', formatUsd(a.startingPrice)]);
    // SPEC 4: the countdown runs to start_time while scheduled.
    const left = seconds((await part(page, 'time').getByRole('timer').textContent()) ?? '');
    expect(Math.abs(left - (Date.parse(a.startTime!) - Date.now()) / 1000)).toBeLessThan(15);
    const presale = part(page, 'control').getByRole('button', { name: 'Place A Presale Bid', exact: true });
    await expect(presale.isVisible()).resolves.toBe(true);
    expect(await horizontalOverflow(page)).toBe(0);
    // The button still takes the bidder to the bid section.
    await presale.click();
    await expect.poll(() => page.evaluate(() => Math.round(document.getElementById('bid')!.getBoundingClientRect().top))).toBe(180);
  });

  it('keeps the row with the longest countdown and a seven-figure price', async () => {
    const page = await b.newPage(MOBILE);
    await openPatched(page, CORVETTE, (a) => ({ ...a, startTime: new Date(Date.now() + (12 * 24 + 23) * 3_600_000).toISOString(), startingPrice: 1_250_000 }));
    await expect(part(page, 'time').getByRole('timer').textContent()).resolves.toMatch(/^12d 2\dh \d+m \d+s$/);
    await expect(part(page, 'price').locator('p').allTextContents()).resolves.toEqual(['Starting Price', '$1,250,000']);
    expect(await timerBarProblems(page)).toEqual([]);
  });

  it('reads Time Left and High Bid on a live auction, and Starting Price before its first bid', async () => {
    const a = await detail(PORSCHE);
    const page = await b.newPage(MOBILE);
    await openListing(page, PORSCHE);
    await expect(part(page, 'time').locator('p').first().textContent()).resolves.toBe('Time Left');
    await expect(part(page, 'price').locator('p').allTextContents()).resolves.toEqual(['High Bid', formatUsd(a.currentBid)]);
    await expect(part(page, 'control').getByRole('button', { name: 'Place Bid', exact: true }).isVisible()).resolves.toBe(true);
    expect(await timerBarProblems(page)).toEqual([]);

    const fresh = await b.newPage(MOBILE);
    await openPatched(fresh, PORSCHE, (x) => ({ ...x, bidCount: 0, currentBid: 0, startingPrice: 1_250_000 }));
    await expect(part(fresh, 'price').locator('p').allTextContents()).resolves.toEqual(['Starting Price', '$1,250,000']);
    expect(await timerBarProblems(fresh)).toEqual([]);
  });

  it('keeps the row when the auction ends while open, while awaiting approval, and for the seller', async () => {
    const page = await b.newPage(MOBILE);
    await openPatched(page, PORSCHE, (a) => ({ ...a, endTime: new Date(Date.now() + 4000).toISOString() }));
    await expect.poll(() => part(page, 'control').innerText(), { timeout: 15_000 }).toBe('Ended');
    await expect(part(page, 'time').getByRole('timer').textContent()).resolves.toBe('Ended');
    expect(await timerBarProblems(page)).toEqual([]);

    const upcoming = await b.newPage(MOBILE);
    await openListing(upcoming, CAMARO);
    await expect(part(upcoming, 'control').innerText()).resolves.toBe('Upcoming');
    expect(await timerBarProblems(upcoming)).toEqual([]);

    const owner = await b.newPage(MOBILE);
    await signIn(owner, 'maria.alvarez@example.com', `/auction/${PORSCHE}`);
    await expect.poll(() => part(owner, 'control').innerText()).toBe('Your Listing');
    expect(await timerBarProblems(owner)).toEqual([]);
  });

  it('is not shown on a classified', async () => {
    const page = await b.newPage(MOBILE);
    await page.goto('/auction/1989-mercedes-benz-560sl');
    await page.getByTestId('bid-panel').waitFor();
    await expect(page.getByTestId('timer-bar').count()).resolves.toBe(0);
  });
});

describe('the sticky timer bar at 1280 px', () => {
  it('shows the Scheduled badge beside Place A Presale Bid in one row', async () => {
    const page = await b.newPage(DESKTOP);
    await openListing(page, CORVETTE);
    await expect(part(page, 'control').getByText('Scheduled', { exact: true }).isVisible()).resolves.toBe(true);
    await expect(part(page, 'control').getByRole('button').innerText()).resolves.toBe('Place A Presale Bid');
    await expect(part(page, 'time').locator('p').first().textContent()).resolves.toBe('Starts In');
    expect(await timerBarProblems(page)).toEqual([]);
    await openListing(page, PORSCHE);
    expect(await timerBarProblems(page)).toEqual([]);
  });
});
