import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations, type AxeProblem } from './support/axe.ts';
import { DESKTOP, MOBILE, useBrowser } from './support/browser.ts';
import { signIn } from './support/sign-in.ts';

// In the browser, on the demo data: every deal page (as an admin, the buyer and the seller),
// /purchases and /admin/deals pass axe with no serious or critical finding at 390 and 1280 px; at 390 px an admin
// list reads as cards (nothing scrolls sideways); the seller of an unpaid deal reads when cancelling for
// non-payment opens; the public member page shows the Verified badge and the reputation beside the rating, as the
// Seller Profile dialog does, whose 'Completed deals and feedback' link keeps clear of Follow; 'Post Comment'
// stays on one line.
const b = useBrowser();
const WIDTHS = [DESKTOP, MOBILE] as const;

async function signedIn(email: string): Promise<Page> {
  const page = await b.newPage(DESKTOP);
  await signIn(page, email, '/');
  return page;
}

/** The page once its data has arrived: no loading placeholder left. */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('[role="status"][aria-label="Loading"], [aria-busy="true"]'), undefined, { timeout: 10_000 });
}

const apiJson = <T>(page: Page, path: string) => page.evaluate(async (p) => (await fetch(p)).json(), path) as Promise<T>;

/** Opens `path` at each width and returns its serious axe findings, one line each, named by path and width. */
async function axeAtBothWidths(page: Page, path: string, ready: string): Promise<string[]> {
  const found: string[] = [];
  for (const viewport of WIDTHS) {
    await page.setViewportSize(viewport);
    await page.goto(path);
    await page.getByTestId(ready).first().waitFor();
    await settled(page);
    const problems: AxeProblem[] = await seriousViolations(page);
    found.push(...problems.map((p) => `${path} at ${viewport.width} px: [${p.impact}] ${p.id} ${p.help}\n    ${p.nodes.join('\n    ')}`));
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    if (wide > viewport.width) found.push(`${path} at ${viewport.width} px: the page is ${wide} px wide`);
  }
  return found;
}

interface DealRow {
  id: string;
  state: string;
}

describe('deal, purchase and admin-deal pages (issue 39 item 9)', () => {
  it('every deal page passes axe at 390 and 1280 px as an admin, its buyer and its seller; so do /admin/deals and /purchases', async () => {
    const admin = await signedIn('admin@example.com');
    const { deals } = await apiJson<{ deals: DealRow[] }>(admin, '/api/admin/deals');
    expect(deals.length).toBeGreaterThan(5);
    // The pending steps of an unpaid deal's timeline ('Paid', 'Handed over', ...) are among those checked.
    expect(deals.some((d) => d.state === 'awaiting_payment')).toBe(true);
    const found: string[] = [];
    found.push(...(await axeAtBothWidths(admin, '/admin/deals', 'admin-deal-row')));
    for (const d of deals) found.push(...(await axeAtBothWidths(admin, `/deals/${d.id}`, 'deal-page')));

    for (const email of ['bidder@example.com', 'seller@example.com']) {
      const member = await signedIn(email);
      if (email === 'bidder@example.com') found.push(...(await axeAtBothWidths(member, '/purchases', 'deal-list-buyer')));
      for (const role of ['buyer', 'seller']) {
        const mine = await apiJson<{ deals: DealRow[] }>(member, `/api/deals?role=${role}`);
        for (const d of mine.deals.slice(0, 4)) found.push(...(await axeAtBothWidths(member, `/deals/${d.id}`, 'deal-page')));
      }
    }
    expect(found.join('\n')).toBe('');
  }, 600_000);

  it('at 390 px every admin list is cards: nothing scrolls sideways, each cell under its column’s name', async () => {
    const admin = await signedIn('admin@example.com');
    await admin.setViewportSize(MOBILE);
    for (const [path, row] of [
      ['/admin/deals', 'admin-deal-row'],
      ['/admin/users', null],
      ['/admin/auctions?view=all', null],
      ['/admin/membership-plans', null],
    ] as const) {
      await admin.goto(path);
      await admin.locator('table tbody tr').first().waitFor();
      await settled(admin);
      const regions = await admin.evaluate(() =>
        [...document.querySelectorAll('[role="region"]')]
          .filter((r) => r.querySelector('table'))
          .map((r) => ({ label: r.getAttribute('aria-label'), scroll: r.scrollWidth, client: r.clientWidth })),
      );
      expect(regions.length, path).toBeGreaterThan(0);
      for (const r of regions) expect(r.scroll, `${path}: ${r.label} scrolls sideways`).toBeLessThanOrEqual(r.client + 1);
      if (row) {
        const labels = await admin
          .getByTestId(row)
          .first()
          .evaluate((tr) => [...tr.children].map((td) => td.getAttribute('data-label')));
        expect(labels).toEqual(['Vehicle', 'State', 'Price', 'Buyer', 'Seller', 'Next deadline']);
        const state = await admin
          .getByTestId(row)
          .first()
          .locator('td')
          .nth(1)
          .evaluate((td) => getComputedStyle(td, '::before').content);
        expect(state).toBe('"State"');
      }
    }
    // At 1280 px it is a table again, the column names in its head.
    await admin.setViewportSize(DESKTOP);
    await admin.goto('/admin/deals');
    await admin.getByTestId('admin-deal-row').first().waitFor();
    await expect(admin.locator('thead th').allInnerTexts()).resolves.toEqual(['VEHICLE', 'STATE', 'PRICE', 'BUYER', 'SELLER', 'NEXT DEADLINE']);
  });
});

describe('the deal words (issue 39 item 7)', () => {
  it('the seller of an unpaid deal reads when cancelling for non-payment opens, at 390 and 1280 px', async () => {
    const seller = await signedIn('seller@example.com');
    const { deals } = await apiJson<{ deals: Array<DealRow & { nextStep: { by: string | null } }> }>(seller, '/api/deals?role=seller');
    const unpaid = deals.filter((d) => d.state === 'awaiting_payment' && d.nextStep.by);
    expect(unpaid.length).toBeGreaterThan(0);
    for (const viewport of WIDTHS) {
      await seller.setViewportSize(viewport);
      for (const d of unpaid) {
        await seller.goto(`/deals/${d.id}`);
        const note = seller.getByTestId('deal-non-payment-note');
        const text = (await note.innerText()).trim();
        const due = Date.parse(d.nextStep.by!);
        if (due <= Date.now()) expect(text).toBe('The 3 days to pay are over: you can cancel the deal for non-payment now.');
        else {
          // The deadline as the page writes every date: 'Dec 10, 2026, 8:27 PM' on the viewer's clock.
          const shown = await seller.evaluate((ms) => {
            const d = new Date(ms);
            const h = d.getHours() % 12 === 0 ? 12 : d.getHours() % 12;
            const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
            return `${months[d.getMonth()]} ${d.getDate()}, ${d.getFullYear()}, ${h}:${String(d.getMinutes()).padStart(2, '0')} ${d.getHours() < 12 ? 'AM' : 'PM'}`;
          }, due);
          expect(text).toMatch(/^If (the buyer has not paid|the money has not arrived) by then, you can cancel the deal for non-payment from /);
          expect(text.endsWith(`from ${shown}.`), text).toBe(true);
        }
      }
    }
  });

  it('the member page shows the Verified badge and the reputation beside the rating, as the Seller Profile dialog does; the dialog’s link keeps clear of Follow; Post Comment is one line', async () => {
    const page = await signedIn('bidder@example.com');
    // A verified seller with a live listing, from the listings' API.
    const list = await apiJson<{ items: Array<{ id: string; slug: string | null; sellerId: string; listingType: string; status: string }> }>(
      page,
      '/api/listings?kind=auctions',
    );
    let target: { slug: string; sellerId: string } | null = null;
    for (const item of list.items) {
      if (!item.slug || item.status !== 'active') continue;
      const profile = await apiJson<{ seller: { isVerified: boolean } }>(page, `/api/sellers/${item.sellerId}/profile`);
      if (profile.seller.isVerified) {
        target = { slug: item.slug, sellerId: item.sellerId };
        break;
      }
    }
    expect(target, 'a verified seller with a live auction').not.toBeNull();
    const { reputation } = await apiJson<{ reputation: { score: number; label: string } }>(page, `/api/sellers/${target!.sellerId}/profile`);
    const feedback = await apiJson<{ average: number | null; count: number }>(page, `/api/members/${target!.sellerId}/feedback`);
    const ratingText =
      feedback.count === 0 ? null : `${feedback.average!.toFixed(1)} Rating · ${feedback.count} ${feedback.count === 1 ? 'rating' : 'ratings'}`;
    const flat = (s: string) => s.replace(/\s+/g, ' ').trim();

    for (const viewport of WIDTHS) {
      await page.setViewportSize(viewport);
      await page.goto(`/members/${target!.sellerId}`);
      const standing = page.getByTestId('member-standing');
      await standing.getByTestId('verified-badge').waitFor();
      await expect(standing.getByTestId('verified-badge').innerText()).resolves.toBe('Verified');
      await expect(standing.getByTestId('seller-reputation').innerText().then(flat)).resolves.toBe(`${reputation.score} ${reputation.label} Reputation`);
      if (ratingText) await expect(standing.getByTestId('seller-rating').innerText().then(flat)).resolves.toBe(ratingText);
      await expect(page.locator('h1').innerText().then(flat)).resolves.toMatch(/ Verified$/);

      await page.goto(`/auction/${target!.slug}`);
      // Tabs at 1280 px; stacked sections on a phone.
      if (viewport === DESKTOP) await page.getByRole('tab', { name: 'Seller Info' }).click();
      await page.getByTestId('seller-info').getByRole('button', { name: 'View Full Profile' }).click();
      const dialog = page.getByRole('dialog', { name: 'Seller Profile' });
      const dialogStanding = dialog.getByTestId('member-standing');
      await dialogStanding.getByTestId('verified-badge').waitFor();
      await expect(dialogStanding.getByTestId('seller-reputation').innerText().then(flat)).resolves.toBe(`${reputation.score} ${reputation.label} Reputation`);
      if (ratingText) await expect(dialogStanding.getByTestId('seller-rating').innerText().then(flat)).resolves.toBe(ratingText);
      // The link and Follow: side by side with room between them, or one above the other, never touching.
      const link = await dialog.getByRole('link', { name: 'Completed deals and feedback' }).boundingBox();
      const follow = await dialog.getByTestId('seller-profile-links').getByRole('button').first().boundingBox();
      expect(link && follow).toBeTruthy();
      const apartSideways = follow!.x - (link!.x + link!.width);
      const apartDown = follow!.y - (link!.y + link!.height);
      expect(Math.max(apartSideways, apartDown), `at ${viewport.width} px`).toBeGreaterThanOrEqual(8);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });

      // 'Post Comment' on one line, under the description (its tab at 1280 px).
      if (viewport === DESKTOP) await page.getByRole('tab', { name: 'Description' }).click();
      const post = page.getByRole('button', { name: 'Post Comment' });
      await post.scrollIntoViewIfNeeded();
      const lines = await post.evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
      });
      expect(lines, `at ${viewport.width} px`).toBe(1);
    }
  });
});
