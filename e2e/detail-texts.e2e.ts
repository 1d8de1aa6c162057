import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { paragraphs, vehicleTitle, type AuctionDetail, type AuctionDetailResponse } from '../domain/listings/auction-detail.ts';
import { DESKTOP, MOBILE, useBrowser, renderInBrowser } from './support/browser.ts';

const b = useBrowser();

/** Sold by Tom Becker, whose profile is not verified (server/seed). No other browser test changes it. */
const HARLEY = '1969-harley-davidson-electra-glide-flh';
/** A classified sold by Classic Motors, a verified seller. */
const MERCEDES = '1989-mercedes-benz-560sl';

async function detail(slug: string): Promise<AuctionDetail> {
  const res = await fetch(`${b.baseURL}/api/auction-detail/${slug}`);
  const { auction } = (await res.json()) as AuctionDetailResponse;
  if (!auction) throw new Error(`no listing ${slug}`);
  return auction;
}

async function openListing(page: Page, slug: string) {
  await page.goto(`/auction/${slug}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.getByTestId('bid-panel').waitFor();
}

/** Answers the page's detail request with the real listing, changed by `patch`. */
async function patchDetail(page: Page, slug: string, patch: (a: AuctionDetail) => AuctionDetail) {
  let answered = 0;
  await renderInBrowser(page);
  await page.route(`**/api/auction-detail/${slug}`, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as AuctionDetailResponse;
    answered++;
    await route.fulfill({ response, json: { auction: body.auction && patch(body.auction) } });
  });
  return () => answered;
}

describe('detail page texts for missing data', () => {
  it("shows 'No description available.' when the listing has no description", async () => {
    const real = await detail(HARLEY);
    const firstParagraph = paragraphs(real.description)[0]!;
    expect(firstParagraph.length).toBeGreaterThan(0);

    // Desktop, Description tab: no description at all.
    const page = await b.newPage(DESKTOP);
    const answered = await patchDetail(page, HARLEY, (a) => ({ ...a, description: null }));
    await openListing(page, HARLEY);
    expect(answered()).toBeGreaterThan(0);
    await expect(page.getByRole('tab', { name: 'Description' }).getAttribute('aria-selected')).resolves.toBe('true');
    const description = page.getByTestId('description');
    await description.getByText('No description available.', { exact: true }).waitFor();
    await expect(description.locator('p').first().textContent()).resolves.toBe('No description available.');
    await expect(page.getByText(firstParagraph).count()).resolves.toBe(0);
    // The other sections of the tab are still there.
    await expect(description.getByRole('heading', { name: 'Key Options & Highlights' }).isVisible()).resolves.toBe(true);

    // Mobile, stacked Description section: a description of blank lines only is empty too.
    const mobile = await b.newPage(MOBILE);
    await patchDetail(mobile, HARLEY, (a) => ({ ...a, description: '  \n\n   \n\n' }));
    await openListing(mobile, HARLEY);
    await expect(mobile.getByRole('tablist').count()).resolves.toBe(0);
    const section = mobile.getByRole('region', { name: 'Description' });
    await section.getByText('No description available.', { exact: true }).waitFor();
    await expect(section.getByTestId('description').locator('p').first().textContent()).resolves.toBe('No description available.');

    // The real listing shows its paragraphs instead.
    const plain = await b.newPage(DESKTOP);
    await openListing(plain, HARLEY);
    await plain.getByTestId('description').getByText(firstParagraph, { exact: true }).waitFor();
    await expect(plain.getByText('No description available.').count()).resolves.toBe(0);
  });

  it("shows the seller's name with Verified or Standard, and 'Anonymous Seller' without a display name", async () => {
    const page = await b.newPage(DESKTOP);
    const tabs = page.getByRole('tablist', { name: 'Listing details' });
    const seller = page.getByTestId('seller-info');

    // Demo data: an unverified seller, then a verified one.
    await openListing(page, HARLEY);
    await tabs.getByRole('tab', { name: 'Seller Info' }).click();
    await expect(seller.innerText()).resolves.toMatch(/Tom Becker\s*Standard/);
    await expect(seller.getByText('Verified', { exact: true }).count()).resolves.toBe(0);

    await openListing(page, MERCEDES);
    await tabs.getByRole('tab', { name: 'Seller Info' }).click();
    await expect(seller.innerText()).resolves.toMatch(/Classic Motors\s*Verified/);
    await expect(seller.getByText('Standard', { exact: true }).count()).resolves.toBe(0);

    // A seller without a display name (missing, or blank), unverified then verified.
    const cases = [
      { displayName: null, isVerified: false, badge: 'Standard', other: 'Verified' },
      { displayName: '   ', isVerified: true, badge: 'Verified', other: 'Standard' },
    ];
    for (const c of cases) {
      const anon = await b.newPage(DESKTOP);
      const answered = await patchDetail(anon, HARLEY, (a) => ({
        ...a,
        seller: { ...a.seller, displayName: c.displayName, isVerified: c.isVerified, avatarUrl: null },
      }));
      await openListing(anon, HARLEY);
      expect(answered()).toBeGreaterThan(0);
      await anon.getByRole('tablist', { name: 'Listing details' }).getByRole('tab', { name: 'Seller Info' }).click();
      const info = anon.getByTestId('seller-info');
      await info.waitFor();
      await expect(info.innerText()).resolves.toMatch(new RegExp(`Anonymous Seller\\s*${c.badge}`));
      await expect(info.getByText(c.other, { exact: true }).count()).resolves.toBe(0);
      await expect(info.getByText('Tom Becker').count()).resolves.toBe(0);
      await expect(info.getByRole('button', { name: 'View Full Profile' }).isVisible()).resolves.toBe(true);
    }
  });
});

describe('share tags', () => {
  const decode = (s: string) =>
    s
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  const meta = (html: string, attr: 'property' | 'name', key: string) => {
    const match = new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`).exec(html);
    return match ? decode(match[1]!) : null;
  };

  it("serves the listing's title and description as the page title and og:title / og:description", async () => {
    for (const slug of [HARLEY, MERCEDES]) {
      const listing = await detail(slug);
      const title = `${vehicleTitle(listing)} | VehicleBid`;
      const res = await fetch(`${b.baseURL}/auction/${slug}`);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain(`<title>${title}</title>`);
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(meta(html, 'property', 'og:title')).toBe(title);
      expect(meta(html, 'name', 'twitter:title')).toBe(title);

      // The description is the first paragraph on one line, cut at a word before 200 characters.
      const first = paragraphs(listing.description)[0]!.replace(/\s+/g, ' ');
      const description = meta(html, 'property', 'og:description');
      expect(description).not.toBeNull();
      if (first.length <= 200) {
        expect(description).toBe(first);
      } else {
        expect(description!.length).toBeLessThanOrEqual(200);
        expect(description!.endsWith('…')).toBe(true);
        const kept = description!.slice(0, -1);
        expect(kept.length).toBeGreaterThan(100);
        expect(first.startsWith(kept)).toBe(true);
        expect(first.charAt(kept.length)).toMatch(/\s/);
      }
      expect(meta(html, 'name', 'description')).toBe(description);
      expect(meta(html, 'name', 'twitter:description')).toBe(description);
      expect(meta(html, 'property', 'og:url')).toBe(`${b.baseURL}/auction/${slug}`);
    }
  });
});
