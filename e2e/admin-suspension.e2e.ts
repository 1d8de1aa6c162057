import type { Page } from 'playwright-core';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../server/db/connect.ts';
import { auctions, bids, paymentHolds, paymentLedger, profiles, proxyBids, users } from '../server/db/schema.ts';
import { seriousViolations } from './support/axe.ts';
import { DESKTOP, MOBILE, useBrowser } from './support/browser.ts';
import { startPreparedServer, type PreparedServer } from './support/prepared-server.ts';

/**
 * Suspending a member in /admin/users: a confirmation dialog with a required reason and a choice for their
 * bids (none made beforehand), a sentence that says what will happen with the server's counts, and the
 * member shown suspended with the reason afterwards. Suspensions move prices, so this runs on a server of its
 * own, its bids prepared before it starts: Sam keeps his bids at 1280 px, Riley's are cancelled at 390 px.
 */
const b = useBrowser();
const HOUR = 3_600_000;

interface Member {
  email: string;
  name: string;
}

interface Prepared {
  sam: Member;
  riley: Member;
  /** The titles of the auctions each leads, soonest to end first. */
  samLeads: string;
  rileyLeads: [string, string];
}

async function newMember(db: Db, name: string, email: string): Promise<Member & { id: string }> {
  const [u] = await db.insert(users).values({ name, email, emailVerified: true }).returning({ id: users.id });
  await db.insert(profiles).values({ userId: u!.id, displayName: name });
  return { id: u!.id, name, email };
}

async function prepare(db: Db, now: Date): Promise<Prepared> {
  const [other] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'bidder@example.com'));
  const sam = await newMember(db, 'Sam Bidder', 'sam.bidder@example.test');
  const riley = await newMember(db, 'Riley Racer', 'riley.racer@example.test');
  const live = await db
    .select({ id: auctions.id, title: auctions.title })
    .from(auctions)
    .where(and(eq(auctions.status, 'active'), eq(auctions.listingType, 'auction')))
    .orderBy(asc(auctions.slug))
    .limit(4);
  if (live.length < 4 || !other) throw new Error('the demo data has fewer than 4 live auctions');
  const ids = live.map((l) => l.id);
  await db.delete(paymentLedger).where(inArray(paymentLedger.auctionId, ids));
  await db.delete(paymentHolds).where(inArray(paymentHolds.auctionId, ids));
  await db.delete(proxyBids).where(inArray(proxyBids.auctionId, ids));
  await db.delete(bids).where(inArray(bids.auctionId, ids));
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR);
  const [a, bb, c, d] = live as [(typeof live)[0], (typeof live)[0], (typeof live)[0], (typeof live)[0]];
  // Sam: 3 bids on A and B; he leads A. Riley: 3 bids on C and D; he leads both.
  await db.insert(bids).values([
    { auctionId: a.id, bidderId: sam.id, amount: 10_500, createdAt: at(6) },
    { auctionId: a.id, bidderId: other.id, amount: 11_000, createdAt: at(5) },
    { auctionId: a.id, bidderId: sam.id, amount: 11_500, createdAt: at(4) },
    { auctionId: bb.id, bidderId: sam.id, amount: 10_500, createdAt: at(3) },
    { auctionId: bb.id, bidderId: other.id, amount: 11_000, createdAt: at(2) },
    { auctionId: c.id, bidderId: riley.id, amount: 10_500, createdAt: at(6) },
    { auctionId: c.id, bidderId: other.id, amount: 11_000, createdAt: at(5) },
    { auctionId: c.id, bidderId: riley.id, amount: 11_500, createdAt: at(4) },
    { auctionId: d.id, bidderId: riley.id, amount: 12_000, createdAt: at(3) },
  ]);
  const prices: [string, number, number][] = [
    [a.id, 11_500, 24],
    [bb.id, 11_000, 30],
    [c.id, 11_500, 36],
    [d.id, 12_000, 42],
  ];
  for (const [id, currentBid, hoursLeft] of prices) {
    await db
      .update(auctions)
      .set({ startingPrice: 10_000, reservePrice: null, buyNowPrice: null, currentBid, startTime: at(48), endTime: new Date(now.getTime() + hoursLeft * HOUR) })
      .where(eq(auctions.id, id));
  }
  return { sam, riley, samLeads: a.title, rileyLeads: [c.title, d.title] };
}

let server: PreparedServer<Prepared>;
beforeAll(async () => {
  server = await startPreparedServer(prepare);
}, 240_000);
afterAll(async () => {
  await server?.stop();
});

async function adminPage(viewport: { width: number; height: number }): Promise<Page> {
  const p = await b.newPage(viewport);
  await p.goto(`${server.origin}/auth`);
  await p.locator('main').getByLabel('E-mail', { exact: true }).fill('admin@example.com');
  await p.locator('main').getByLabel('Password', { exact: true }).fill('Password123!');
  await p.getByRole('button', { name: 'Sign In', exact: true }).click();
  await p.getByTestId('header-user-name').waitFor({ state: 'attached' });
  await p.goto(`${server.origin}/admin/users`);
  await p.getByRole('heading', { level: 1, name: 'Users' }).waitFor();
  return p;
}

/** Finds the member in the list and opens them; answers their row and the member's panel. */
async function openMember(p: Page, m: Member) {
  await p.getByLabel('Search users').fill(m.email);
  await p.getByRole('button', { name: 'Search', exact: true }).click();
  await p.waitForURL((url) => url.searchParams.get('search') === m.email);
  const row = p.getByRole('row').filter({ hasText: m.email });
  await row.getByRole('button', { name: `Open ${m.email}` }).click();
  const detail = p.getByTestId('user-detail');
  await detail.getByText(m.email, { exact: true }).waitFor();
  return { row, detail };
}

const overflow = (p: Page) => p.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('suspending a member (issue 35 item 9)', () => {
  it('at 1280 px: the dialog states the counts, waits for a reason and a choice; kept bids leave the member leading, shown with the reason', async () => {
    const { sam, samLeads } = server.data;
    const p = await adminPage(DESKTOP);
    const { row, detail } = await openMember(p, sam);
    await detail.getByRole('button', { name: 'Suspend', exact: true }).click();

    const dialog = p.getByRole('alertdialog', { name: 'Suspend member' });
    const sentence = dialog.getByTestId('suspension-sentence');
    const confirm = dialog.getByRole('button', { name: 'Confirm suspension' });
    const keep = dialog.getByRole('radio', { name: /^Keep their bids/ });
    const reason = dialog.getByLabel('Reason', { exact: true });
    await expect.poll(() => sentence.innerText()).toBe(`Suspend Sam Bidder? They have 3 bids on 2 live auctions and lead 1: ${samLeads}.`);
    // No choice made beforehand; the button waits for both a reason and a choice.
    expect(await keep.isChecked()).toBe(false);
    expect(await dialog.getByRole('radio', { name: /^Cancel their bids/ }).isChecked()).toBe(false);
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByText('Write the reason for the suspension. Choose whether their bids stay or are cancelled.').waitFor();
    await reason.fill('   ');
    expect(await confirm.isDisabled()).toBe(true);
    await reason.fill('Bids only on one seller’s listings');
    expect(await confirm.isDisabled()).toBe(true);
    await keep.check();
    await expect.poll(() => sentence.innerText()).toBe(`Suspend Sam Bidder? Their 3 bids on 2 live auctions stay, and they still lead 1 auction: ${samLeads}.`);
    expect(await confirm.isEnabled()).toBe(true);
    await reason.fill('');
    expect(await confirm.isDisabled()).toBe(true);
    await reason.fill('Bids only on one seller’s listings');
    expect(await confirm.isEnabled()).toBe(true);
    expect(await seriousViolations(p, '[role="alertdialog"]')).toEqual([]);
    await p.screenshot({ path: '/tmp/admin-suspension-dialog-1280.png' });

    await confirm.click();
    await p.getByText('User suspended', { exact: true }).waitFor();
    await p.getByText('They still lead 1 live auction.', { exact: true }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await detail.getByText('Suspended', { exact: true }).waitFor();
    const note = detail.getByTestId('suspension-note');
    await note.getByText('Bids only on one seller’s listings', { exact: true }).waitFor();
    await expect(note.innerText()).resolves.toContain(`They still lead 1 live auction: ${samLeads}`);
    await row.getByText('Suspended', { exact: true }).waitFor();
    await row.getByText('Bids only on one seller’s listings', { exact: true }).waitFor();
    await row.getByText('Still leads 1 live auction', { exact: true }).waitFor();
    expect(await overflow(p)).toBeLessThanOrEqual(0);
    // The reason fits the list beside the member's panel: the row's Open button needs no sideways scroll.
    const list = p.getByRole('region', { name: 'Members' });
    expect(await list.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    await p.screenshot({ path: '/tmp/admin-suspension-done-1280.png' });
  }, 120_000);

  it('at 390 px: cancelling their bids says each high bid is recomputed; the member is shown suspended with the reason and told it by e-mail', async () => {
    const { riley, rileyLeads } = server.data;
    const p = await adminPage(MOBILE);
    const { row, detail } = await openMember(p, riley);
    await detail.getByRole('button', { name: 'Suspend', exact: true }).click();

    const dialog = p.getByRole('alertdialog', { name: 'Suspend member' });
    const sentence = dialog.getByTestId('suspension-sentence');
    const confirm = dialog.getByRole('button', { name: 'Confirm suspension' });
    await expect
      .poll(() => sentence.innerText())
      .toBe(`Suspend Riley Racer? They have 3 bids on 2 live auctions and lead 2: ${rileyLeads[0]} and ${rileyLeads[1]}.`);
    expect(await confirm.isDisabled()).toBe(true);
    await p.screenshot({ path: '/tmp/admin-suspension-dialog-empty-390.png' });
    await dialog.getByRole('radio', { name: /^Cancel their bids/ }).check();
    await expect
      .poll(() => sentence.innerText())
      .toBe('Suspend Riley Racer? Their bids on 2 live auctions are cancelled and each auction’s high bid is recomputed.');
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel('Reason', { exact: true }).fill('Shill bidding with a second account');
    expect(await confirm.isEnabled()).toBe(true);
    // The sheet fits the phone's width.
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= MOBILE.width).toBe(true);
    await p.screenshot({ path: '/tmp/admin-suspension-dialog-390.png' });

    await confirm.click();
    await p.getByText('User suspended, bids cancelled', { exact: true }).waitFor();
    await p.getByText('Recomputed 2 auctions.', { exact: true }).waitFor();
    await detail.getByText('Suspended', { exact: true }).waitFor();
    const note = detail.getByTestId('suspension-note');
    await note.getByText('Shill bidding with a second account', { exact: true }).waitFor();
    await expect(note.innerText()).resolves.not.toContain('still lead');
    await row.getByText('Shill bidding with a second account', { exact: true }).waitFor();
    expect(await row.getByText(/Still leads/).count()).toBe(0);
    expect(await overflow(p)).toBeLessThanOrEqual(0);
    await detail.scrollIntoViewIfNeeded();
    await p.screenshot({ path: '/tmp/admin-suspension-done-390.png' });
    await p.getByRole('heading', { name: 'Members', exact: true }).scrollIntoViewIfNeeded();
    await p.screenshot({ path: '/tmp/admin-suspension-row-390.png' });

    const [mail] = await server.mails(riley.email, 'Your VehicleBid account is suspended');
    expect(mail?.text).toContain('Reason: Shill bidding with a second account');
    expect(mail?.text).toContain('Your bids on 2 auctions still running were cancelled.');
  }, 120_000);
});
