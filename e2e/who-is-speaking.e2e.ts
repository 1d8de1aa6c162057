import type { Page } from 'playwright-core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../server/db/connect.ts';
import { auctions, bids, comments, paymentHolds, paymentLedger, profiles, proxyBids, users } from '../server/db/schema.ts';
import { formatUsd } from '../domain/shared/money.ts';
import { DESKTOP, MOBILE, useBrowser } from './support/browser.ts';
import { startPreparedServer, type PreparedServer } from './support/prepared-server.ts';

/**
 * In the browser: who is speaking in a listing's comments and bid history ('Seller',
 * 'Bidder', 'Seller answers'), a comment flagged as a misleading claim that the admin sees first, and an admin
 * suspending a shill bidder from /admin/signals with their bids cancelled while a viewer watches the price
 * fall back live. A suspension moves a price, so this runs on a server of its own, prepared before it starts.
 */
const b = useBrowser();
const PASSWORD = 'Password123!';

const HOUR = 3_600_000;
const TEXT = {
  seller: 'Yes, the service records and both keys come with it.',
  bidder: 'Any rust under the sills? Planning to bid again.',
  other: 'Beautiful colour, good luck with the sale.',
};

interface Prepared {
  slug: string;
  bidder: { email: string; name: string };
  other: { email: string; name: string };
  shill: { name: string };
  before: number;
  after: number;
}

async function person(db: Db, email: string) {
  const [row] = await db
    .select({ id: users.id, name: profiles.displayName })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.email, email));
  if (!row?.name) throw new Error(`no demo person ${email}`);
  return { id: row.id, email, name: row.name };
}

async function prepare(db: Db, now: Date): Promise<Prepared> {
  const seller = await person(db, 'seller@example.com');
  const bidder = await person(db, 'bidder@example.com');
  const other = await person(db, 'buyer@example.com');
  // A new account whose every bid falls on this seller's listing: /admin/signals lists it as bidding on one seller only.
  const [shill] = await db.insert(users).values({ name: 'Sid Shill', email: 'sid.shill@example.test', emailVerified: true }).returning({ id: users.id });
  await db.insert(profiles).values({ userId: shill!.id, displayName: 'Sid Shill' });

  const [listing] = await db
    .select()
    .from(auctions)
    .where(and(eq(auctions.sellerId, seller.id), eq(auctions.status, 'active'), eq(auctions.listingType, 'auction')))
    .orderBy(auctions.slug)
    .limit(1);
  if (!listing?.slug) throw new Error('no live auction of the demo seller');
  const id = listing.id;
  await db.delete(paymentLedger).where(eq(paymentLedger.auctionId, id));
  await db.delete(paymentHolds).where(eq(paymentHolds.auctionId, id));
  await db.delete(proxyBids).where(eq(proxyBids.auctionId, id));
  await db.delete(bids).where(eq(bids.auctionId, id));
  await db.delete(comments).where(eq(comments.auctionId, id));
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR);
  // The honest bidder's 10,500 and 11,500; the shill's 11,000, 12,000 and 13,000 push the price up.
  await db.insert(bids).values([
    { auctionId: id, bidderId: bidder.id, amount: 10_500, createdAt: at(6) },
    { auctionId: id, bidderId: shill!.id, amount: 11_000, createdAt: at(5) },
    { auctionId: id, bidderId: bidder.id, amount: 11_500, createdAt: at(4) },
    { auctionId: id, bidderId: shill!.id, amount: 12_000, createdAt: at(3) },
    { auctionId: id, bidderId: shill!.id, amount: 13_000, createdAt: at(2) },
  ]);
  await db
    .update(auctions)
    .set({ startingPrice: 10_000, reservePrice: null, buyNowPrice: null, currentBid: 13_000, startTime: at(48), endTime: new Date(now.getTime() + 48 * HOUR) })
    .where(eq(auctions.id, id));
  await db.insert(comments).values([
    { auctionId: id, userId: bidder.id, content: TEXT.bidder, createdAt: at(1.5), updatedAt: at(1.5) },
    { auctionId: id, userId: seller.id, content: TEXT.seller, createdAt: at(1), updatedAt: at(1) },
    { auctionId: id, userId: other.id, content: TEXT.other, createdAt: at(0.5), updatedAt: at(0.5) },
  ]);
  return { slug: listing.slug, bidder, other, shill: { name: 'Sid Shill' }, before: 13_000, after: 11_500 };
}

let server: PreparedServer<Prepared>;
beforeAll(async () => {
  server = await startPreparedServer(prepare);
}, 240_000);
afterAll(async () => {
  await server?.stop();
});

async function page(viewport = DESKTOP, email?: string, then = '/'): Promise<Page> {
  const p = await b.newPage(viewport);
  if (email) {
    await p.goto(`${server.origin}/auth`);
    await p.locator('main').getByLabel('E-mail', { exact: true }).fill(email);
    await p.locator('main').getByLabel('Password', { exact: true }).fill(PASSWORD);
    await p.getByRole('button', { name: 'Sign In', exact: true }).click();
    await p.getByTestId('header-user-name').waitFor({ state: 'attached' });
  }
  await p.goto(`${server.origin}${then}`);
  return p;
}

const badges = (item: ReturnType<Page['getByTestId']>) =>
  item
    .locator('span')
    .filter({ hasText: /^(Seller|Bidder)$/ })
    .allInnerTexts();

describe('who is speaking (issue 27 item 5)', () => {
  for (const viewport of [MOBILE, DESKTOP]) {
    it(`marks the seller's and a bidder's comments and bids, and shows the seller's answers first at ${viewport.width}`, async () => {
      const { slug, bidder } = server.data;
      const p = await page(viewport, undefined, `/auction/${slug}`);
      const list = p.getByRole('list', { name: 'Comments' });
      const item = (text: string) => list.getByTestId('comment').filter({ hasText: text });
      await item(TEXT.other).waitFor();
      expect(await badges(item(TEXT.seller))).toEqual(['Seller']);
      expect(await badges(item(TEXT.bidder))).toEqual(['Bidder']);
      expect(await badges(item(TEXT.other))).toEqual([]);
      // Newest first; 'Seller answers' puts the seller's reply on top, and off again.
      const order = () => list.getByTestId('comment-content').allInnerTexts();
      expect(await order()).toEqual([TEXT.other, TEXT.seller, TEXT.bidder]);
      const toggle = p.getByRole('button', { name: 'Seller answers (1)' });
      await toggle.click();
      await expect(toggle.getAttribute('aria-pressed')).resolves.toBe('true');
      expect(await order()).toEqual([TEXT.seller, TEXT.other, TEXT.bidder]);
      await p.screenshot({ path: `/tmp/who-is-speaking-comments-${viewport.width}.png`, fullPage: false });
      await toggle.click();
      expect(await order()).toEqual([TEXT.other, TEXT.seller, TEXT.bidder]);

      // The bid history marks every bidder's entry (a tab on large screens, a section of its own on phones).
      if (viewport === DESKTOP) await p.getByRole('tab', { name: 'Bid History' }).click();
      const history = p.getByTestId('bid-history');
      await history.waitFor();
      const rows = history.getByRole('listitem');
      await expect(rows.count()).resolves.toBe(5);
      for (const text of await rows.allInnerTexts()) expect(text).toContain('Bidder');
      await expect(rows.filter({ hasText: bidder.name }).count()).resolves.toBe(2);
      await history.screenshot({ path: `/tmp/who-is-speaking-bids-${viewport.width}.png` });
      // Nothing runs off the screen.
      expect(await p.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      await p.context().close();
    }, 120_000);
  }

  it("flags a comment as a 'Misleading claim'; the admin sees it first among the comments", async () => {
    const { slug, other } = server.data;
    const member = await page(DESKTOP, other.email, `/auction/${slug}`);
    const target = member.getByTestId('comment').filter({ hasText: TEXT.bidder });
    await target.getByRole('button', { name: 'Report' }).click();
    const dialog = member.getByRole('dialog', { name: 'Report comment' });
    await dialog.getByRole('radio', { name: 'Misleading claim' }).check();
    await dialog.getByRole('button', { name: 'Report', exact: true }).click();
    await member.getByText('Thank you. The comment was reported to our team.').waitFor();
    await target.getByText('Reported', { exact: true }).waitFor();
    await member.context().close();

    const admin = await page(DESKTOP, 'admin@example.com', '/admin/content?tab=comments');
    const first = admin.getByRole('tabpanel').getByTestId('moderated-comment').first();
    await first.getByText(TEXT.bidder).waitFor();
    await first.getByText('1 report', { exact: true }).waitFor();
    await admin.goto(`${server.origin}/admin/content?tab=reports`);
    const report = admin.getByRole('tabpanel').getByTestId('moderated-comment').filter({ hasText: TEXT.bidder });
    await expect(report.getByRole('listitem').first().innerText()).resolves.toMatch(new RegExp(`^${other.name}: “Misleading claim” · `));
    await admin.context().close();
  }, 120_000);
});

describe('suspension reaches the bids (issue 27 item 6)', () => {
  it('an admin suspends a shill bidder from the signals page cancelling their bids; a viewer sees the high bid fall back live', async () => {
    const { slug, shill, before, after, bidder } = server.data;
    const viewer = await page(DESKTOP, undefined, `/auction/${slug}`);
    const current = viewer.getByTestId('bid-panel-current');
    await expect.poll(() => current.innerText()).toBe(formatUsd(before));
    await viewer.getByRole('tab', { name: 'Bid History' }).click();
    await viewer.getByTestId('bid-history').getByText(shill.name).first().waitFor();

    const admin = await page(DESKTOP, 'admin@example.com', '/admin/signals');
    const row = admin.getByRole('region', { name: 'Bids on one seller' }).getByRole('row').filter({ hasText: shill.name });
    await row.getByRole('link', { name: `Suspend ${shill.name} and cancel bids` }).click();
    await admin.waitForURL((u) => u.pathname === '/admin/users' && u.searchParams.get('suspend') === 'bids');
    const detail = admin.getByTestId('user-detail');
    await detail.getByText('sid.shill@example.test').waitFor();
    // The suspension dialog opens at once, with no choice made for the bids.
    const dialog = admin.getByRole('alertdialog', { name: 'Suspend member' });
    const cancel = dialog.getByRole('radio', { name: /^Cancel their bids/ });
    await expect(cancel.isChecked()).resolves.toBe(false);
    await cancel.check();
    await dialog.getByLabel('Reason', { exact: true }).fill('Bids only on one seller, pushing the price');
    await expect(dialog.getByTestId('suspension-sentence').innerText()).resolves.toBe(
      'Suspend Sid Shill? Their bids on 1 live auction are cancelled and its high bid is recomputed.',
    );
    await admin.screenshot({ path: '/tmp/who-is-speaking-suspend-1280.png' });
    await dialog.getByRole('button', { name: 'Confirm suspension' }).click();
    await admin.getByText('User suspended, bids cancelled', { exact: true }).waitFor();
    await admin.getByText('Recomputed 1 auction.', { exact: true }).waitFor();
    await detail.getByText('Suspended', { exact: true }).waitFor();

    // The viewer's page follows without a reload: the honest bidder leads at their own 11,500.
    await expect.poll(() => current.innerText(), { timeout: 15_000 }).toBe(formatUsd(after));
    const history = viewer.getByTestId('bid-history');
    await expect.poll(() => history.getByRole('listitem').count(), { timeout: 15_000 }).toBe(2);
    expect(await history.getByText(shill.name).count()).toBe(0);
    await expect(history.getByRole('listitem').first().innerText()).resolves.toContain(bidder.name);
    await expect(viewer.getByTestId('bid-panel-count').innerText()).resolves.toBe('2 bids');

    await admin.context().close();
    await viewer.context().close();
  }, 180_000);
});
