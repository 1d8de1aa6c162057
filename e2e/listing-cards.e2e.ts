import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, useBrowser } from './support/browser.ts';
import { cardProblems, horizontalOverflow } from './support/layout.ts';

// Listing cards as a person sees them at 390 and 1280 px: the state badge and the
// countdown each on one line over the photo, the buttons inside the card, and the presale cards in the
// words of SPEC 4 ('Scheduled', 'Place A Presale Bid') with the price labelled as SPEC 2 does.

const b = useBrowser();

const cards = (page: Page) => page.getByTestId('listing-card');

async function openCards(page: Page, path: string) {
  await page.goto(path);
  await cards(page).first().waitFor();
}

/** The layout problems of the first `n` cards on the page, and of the page itself. */
async function problems(page: Page, n = 12): Promise<string[]> {
  const found = await cardProblems(cards(page), n);
  const overflow = await horizontalOverflow(page);
  if (overflow > 0) found.push(`the page is ${overflow} px wider than the screen`);
  return found;
}

describe('presale cards (issue 25 item 11)', () => {
  for (const [label, viewport] of [
    ['1280', DESKTOP],
    ['390', MOBILE],
  ] as const) {
    it(`say Scheduled and Place A Presale Bid, keep the button inside the card and label a price with bids Current Bid, at ${label} px`, async () => {
      const page = await b.newPage(viewport);
      await openCards(page, '/presale');
      const all = cards(page);
      const count = await all.count();
      expect(count).toBeGreaterThan(1);
      let withBids = 0;
      let withoutBids = 0;
      for (let i = 0; i < count; i++) {
        const card = all.nth(i);
        await expect(card.getByTestId('status-badge').textContent()).resolves.toBe('SCHEDULED');
        await expect(card.getByRole('button', { name: 'Place A Presale Bid', exact: true }).isVisible()).resolves.toBe(true);
        const bids = Number(((await card.getByText(/^\d+ bids?$/).textContent()) ?? '').replace(/\D/g, ''));
        const label = await card.getByTestId('card-price-label').textContent();
        if (bids > 0) withBids++;
        else withoutBids++;
        expect(label).toBe(bids > 0 ? 'Current Bid' : 'Starting Price');
      }
      // The demo data has presale auctions with and without bids: both labels are seen.
      expect([withBids > 0, withoutBids > 0]).toEqual([true, true]);
      expect(await problems(page, count)).toEqual([]);
    });
  }
});

describe('live cards (issue 25 item 11)', () => {
  for (const [label, viewport] of [
    ['1280', DESKTOP],
    ['390', MOBILE],
  ] as const) {
    it(`keep '• LIVE' and the countdown on one line over the photo, featured or not, at ${label} px`, async () => {
      const page = await b.newPage(viewport);
      await openCards(page, '/auctions');
      expect(await problems(page, 24)).toEqual([]);
      // Featured live cards are among them: their FEATURED badge no longer shares the line.
      await expect(
        cards(page)
          .filter({ has: page.getByTestId('featured-badge') })
          .count(),
      ).resolves.toBeGreaterThan(0);

      await openCards(page, '/');
      expect(await problems(page)).toEqual([]);
    });
  }

  it('keep the classified cards in shape at 1280 and 390 px', async () => {
    for (const viewport of [DESKTOP, MOBILE]) {
      const page = await b.newPage(viewport);
      await openCards(page, '/classifieds');
      await expect(cards(page).first().getByTestId('status-badge').textContent()).resolves.toBe('FOR SALE');
      expect(await problems(page)).toEqual([]);
    }
  });
});
