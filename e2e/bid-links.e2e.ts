import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, useBrowser } from './support/browser.ts';

const b = useBrowser();

const cards = (page: Page) => page.getByTestId('listing-card');

/** Waits until the page stops scrolling (two samples in a row agree), then returns scrollY and the bid section's top. */
async function settledBidPosition(page: Page) {
  let previous = '';
  await expect
    .poll(
      async () => {
        const now = JSON.stringify(await bidPosition(page));
        const same = now === previous;
        previous = now;
        return same;
      },
      { interval: 150, timeout: 10_000 },
    )
    .toBe(true);
  return bidPosition(page);
}

function bidPosition(page: Page) {
  return page.evaluate(() => ({
    scrollY: window.scrollY,
    top: Math.round(document.getElementById('bid')?.getBoundingClientRect().top ?? Number.NaN),
  }));
}

/** The listing opened at its bid section: scrolled down, the bid section near the top (180 px above it). */
async function expectBidSectionInView(page: Page) {
  await page.locator('#bid').waitFor();
  await expect
    .poll(() => bidPosition(page), { timeout: 10_000 })
    .toSatisfy(({ scrollY, top }: { scrollY: number; top: number }) => scrollY > 0 && top >= 0 && top <= 400);
  const settled = await settledBidPosition(page);
  expect(settled.scrollY).toBeGreaterThan(0);
  expect(settled.top).toBeGreaterThanOrEqual(0);
  expect(settled.top).toBeLessThanOrEqual(400);
}

describe('bid links open the listing at its bid section', () => {
  it("the hero's Place Bid opens the listing scrolled to the bid section", async () => {
    const page = await b.newPage(DESKTOP);
    await page.goto('/');
    const hero = page.getByTestId('hero');
    await hero.waitFor();
    await hero.hover(); // a pointer on the carousel pauses it
    const slides = page.getByTestId('hero-slide');
    const count = await slides.count();
    let index = -1;
    for (let i = 0; i < count; i++) {
      if ((await slides.nth(i).locator('a', { hasText: 'Place Bid' }).count()) > 0) {
        index = i;
        break;
      }
    }
    expect(index).toBeGreaterThanOrEqual(0);
    await hero.getByRole('button', { name: `Go to slide ${index + 1}`, exact: true }).click();
    await page.waitForFunction((i) => document.querySelector('[data-testid="hero"]')?.getAttribute('data-selected') === String(i), index);
    const link = slides.nth(index).getByRole('link', { name: 'Place Bid' });
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/auction\/[^#]+#bid$/);
    await link.click();
    await page.waitForURL((url) => `${url.pathname}${url.hash}` === href);
    await expectBidSectionInView(page);
  });

  it("a card's Bid link (/auction/{slug}#bid) opens the listing scrolled to the bid section", async () => {
    const page = await b.newPage(MOBILE);
    await page.goto('/auctions');
    const card = cards(page).first();
    await card.waitFor();
    const path = await card.getByRole('link', { name: 'View Details' }).getAttribute('href');
    expect(path).toMatch(/^\/auction\//);
    await page.goto(`${path}#bid`);
    await expectBidSectionInView(page);
  });

  it("a card's Bid on /auctions asks a visitor to sign in", async () => {
    const page = await b.newPage(DESKTOP);
    await page.goto('/auctions');
    // Other files' tests may have ended or sold a listing by now: take the first card still open to bids.
    const bid = cards(page).getByRole('button', { name: 'Bid', exact: true }).first();
    await bid.waitFor();
    await bid.click();
    await page.getByText('Login Required').waitFor();
    await page.waitForURL((url) => url.pathname === '/auth');
  });
});
