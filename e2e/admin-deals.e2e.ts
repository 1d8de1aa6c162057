import type { Page } from 'playwright-core';
import { and, desc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../server/db/connect.ts';
import { auctions, dealEvents, deals, messages, payoutAccounts, sandboxConnectedAccounts, users } from '../server/db/schema.ts';
import sharp from 'sharp';
import { DESKTOP, MOBILE, useBrowser } from './support/browser.ts';
import { startPreparedServer, type PreparedServer } from './support/prepared-server.ts';

/**
 * Issue 26 item 7 in the browser: an admin resolves a buyer's dispute from /admin/deals — a full refund at 1280 px,
 * a split at 390 px. Each sale is made in the database (no page sells on demand); then, through the API, the buyer
 * pays by the sandbox checkout, the seller hands over and the buyer opens a dispute. A server of its own.
 */
const b = useBrowser();
const PASSWORD = 'Password123!';
const PRICE = 20_000;

interface Sale {
  dealId: string;
  title: string;
  buyer: string;
  seller: string;
}

async function prepare(db: Db, now: Date): Promise<Sale[]> {
  const inDeals = new Set((await db.select({ b: deals.buyerId, s: deals.sellerId }).from(deals)).flatMap((d) => [d.b, d.s]));
  const people = (await db.select({ id: users.id, email: users.email }).from(users)).filter((p) => !inDeals.has(p.id) && p.email.endsWith('@example.com') && p.email !== 'admin@example.com');
  const free = new Map(people.map((p) => [p.id, p]));
  const live = await db
    .select()
    .from(auctions)
    .where(and(eq(auctions.status, 'active'), eq(auctions.listingType, 'auction'), gt(auctions.endTime, now)))
    .orderBy(desc(auctions.endTime));
  const usable = live.filter((a) => free.has(a.sellerId));
  const sellers = [...new Set(usable.map((a) => a.sellerId))].slice(0, 2);
  const buyers = people.filter((p) => !sellers.includes(p.id)).slice(0, 2);
  if (sellers.length < 2 || buyers.length < 2) throw new Error('not enough members without deals in the demo data');
  const sales: Sale[] = [];
  for (const [i, sellerId] of sellers.entries()) {
    const a = usable.find((x) => x.sellerId === sellerId)!;
    const buyer = buyers[i]!;
    await db.update(auctions).set({ status: 'sold', currentBid: PRICE, winnerId: buyer.id, endTime: now }).where(eq(auctions.id, a.id));
    const [deal] = await db
      .insert(deals)
      .values({ auctionId: a.id, lineageId: a.id, buyerId: buyer.id, sellerId, saleKind: 'auction', price: PRICE, paymentMethod: 'held', state: 'awaiting_payment', createdAt: now, updatedAt: now })
      .returning({ id: deals.id });
    await db.insert(dealEvents).values({ dealId: deal!.id, move: 'sold', actor: 'system', amountCents: PRICE * 100, details: { saleKind: 'auction' }, createdAt: now });
    // The seller's payout account (the sandbox's Connect), where the seller's part goes.
    const account = `acct_sandbox_e2e_${i}`;
    await db.insert(sandboxConnectedAccounts).values({ id: account, email: free.get(sellerId)!.email, detailsSubmitted: true, chargesEnabled: true, payoutsEnabled: true });
    await db.insert(payoutAccounts).values({ userId: sellerId, provider: 'sandbox', accountId: account, detailsSubmitted: true, chargesEnabled: true, payoutsEnabled: true });
    await db.insert(messages).values({ fromUserId: buyer.id, toUserId: sellerId, auctionId: a.id, subject: a.title, content: 'The odometer reads 20,000 miles more than the listing said.', createdAt: now });
    sales.push({ dealId: deal!.id, title: a.title, buyer: buyer.email, seller: free.get(sellerId)!.email });
  }
  return sales;
}

let server: PreparedServer<Sale[]>;
const url = (path: string) => `${server.origin}${path}`;

/** A member's session cookie, signed in through the API. */
async function cookieOf(email: string): Promise<string> {
  const res = await fetch(url('/api/auth/sign-in/email'), { method: 'POST', headers: { 'content-type': 'application/json', origin: server.origin }, body: JSON.stringify({ email, password: PASSWORD }) });
  expect(res.status).toBe(200);
  return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

async function call(cookie: string, path: string, body: unknown = {}): Promise<Response> {
  return fetch(url(path), { method: 'POST', redirect: 'manual', headers: { cookie, origin: server.origin, 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

/** Through the API: the buyer pays by the sandbox checkout, the seller hands over, the buyer opens a dispute (unless `inBrowser`). */
async function dispute(sale: Sale, inBrowser = false): Promise<void> {
  const [buyer, seller] = [await cookieOf(sale.buyer), await cookieOf(sale.seller)];
  const checkout = (await (await call(buyer, `/api/deals/${sale.dealId}/pay`)).json()) as { url: string };
  const paid = await fetch(url(`${checkout.url}/authorize`), { method: 'POST', redirect: 'manual', headers: { origin: server.origin, 'content-type': 'application/x-www-form-urlencoded' }, body: '' });
  expect(paid.status).toBe(303);
  const session = new URL(paid.headers.get('location')!, server.origin).searchParams.get('deal_payment')!;
  expect(((await (await call(buyer, `/api/deals/${sale.dealId}/verify-payment`, { session_id: session })).json()) as { state: string }).state).toBe('paid_held');
  expect((await call(seller, `/api/deals/${sale.dealId}/hand-over`, { carrier: 'Own pickup' })).status).toBe(200);
  if (inBrowser) return openDisputeInBrowser(sale);
  const opened = await call(buyer, `/api/deals/${sale.dealId}/dispute`, { reason: 'The odometer was rolled back by 20,000 miles.', photoIds: [] });
  expect(((await opened.json()) as { state: string }).state).toBe('disputed');
}

/** Issue 26 item 5 in the browser: the buyer, on a phone, opens the dispute from the deal page with a reason and a photo. */
async function openDisputeInBrowser(sale: Sale): Promise<void> {
  const page = await b.newPage(MOBILE);
  await page.goto(url('/auth'));
  await page.locator('main').getByLabel('E-mail', { exact: true }).fill(sale.buyer);
  await page.locator('main').getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.getByTestId('header-user-name').waitFor({ state: 'attached' });
  await page.goto(url(`/deals/${sale.dealId}`));
  await page.getByTestId('deal-actions').getByRole('button', { name: 'Open a dispute', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Open a dispute' });
  await dialog.getByLabel('What is wrong?').fill('The odometer was rolled back by 20,000 miles.');
  const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 120, g: 90, b: 60 } } }).jpeg().toBuffer();
  await dialog.locator('input[type="file"]').setInputFiles({ name: 'odometer.jpg', mimeType: 'image/jpeg', buffer: photo });
  await dialog.getByRole('button', { name: 'Remove odometer.jpg' }).waitFor();
  await dialog.getByRole('button', { name: 'Open dispute', exact: true }).click();
  await page.locator('[data-sonner-toast]').getByText('Dispute opened. VehicleBid will be in touch.', { exact: true }).waitFor();
  await page.getByTestId('deal-page').getByTestId('deal-state').getByText('Disputed', { exact: true }).waitFor();
  await page.close();
}

beforeAll(async () => {
  server = await startPreparedServer(prepare);
  for (const [i, sale] of server.data.entries()) await dispute(sale, i === 0);
}, 240_000);
afterAll(async () => {
  await server?.stop();
});

async function adminPage(viewport: { width: number; height: number }): Promise<Page> {
  const page = await b.newPage(viewport);
  await page.goto(url('/auth'));
  await page.locator('main').getByLabel('E-mail', { exact: true }).fill('admin@example.com');
  await page.locator('main').getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.getByTestId('header-user-name').waitFor({ state: 'attached' });
  return page;
}

const shot = async (page: Page, name: string) => void (process.env.SHOTS && (await page.screenshot({ path: `/tmp/vb/shots/${name}.png`, fullPage: true })));
const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

/** /admin/deals filtered to disputes, the sale's detail opened beside the list with its dispute, timeline and messages. */
async function openDispute(page: Page, sale: Sale) {
  await page.goto(url('/admin/deals'));
  await page.getByRole('heading', { name: 'Deals', level: 1 }).waitFor();
  await page.getByLabel('State').selectOption('disputed');
  await page.waitForURL(/state=disputed/);
  const row = page.getByTestId('admin-deal-row').filter({ hasText: sale.title });
  await row.getByText('Disputed', { exact: true }).waitFor();
  await row.getByRole('button', { name: sale.title }).click();
  const sheet = page.getByRole('dialog', { name: 'Deal' });
  await expect(sheet.getByTestId('dispute-reason').innerText()).resolves.toBe('The odometer was rolled back by 20,000 miles.');
  const timeline = squash(await sheet.getByTestId('admin-deal-timeline').innerText());
  for (const step of ['Sold', 'Paid', 'Handed over', 'Dispute opened']) expect(timeline).toContain(step);
  await expect(sheet.getByTestId('admin-deal-messages').innerText()).resolves.toContain('The odometer reads 20,000 miles more than the listing said.');
  return sheet;
}

describe('an admin resolves a dispute on /admin/deals (issue 26 item 7)', () => {
  it('at 1280 px: refunds the buyer in full', async () => {
    const sale = server.data[0]!;
    const page = await adminPage(DESKTOP);
    // The admin navigation leads there.
    await page.goto(url('/admin'));
    await page.getByRole('link', { name: 'Deals', exact: true }).first().click();
    await page.waitForURL(/\/admin\/deals$/);
    const sheet = await openDispute(page, sale);
    // The buyer's photo (opened in the browser, above) is there for the admin to see.
    const photos = sheet.getByRole('list', { name: 'Dispute photos' }).getByRole('img');
    await expect(photos.count()).resolves.toBe(1);
    await expect.poll(() => photos.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await shot(page, 'admin-deals-1280');
    await sheet.getByRole('radio', { name: /Refund the buyer/ }).check();
    await expect(sheet.getByTestId('resolve-form').innerText()).resolves.toContain('Refund $20,000 to the buyer.');
    await sheet.getByRole('button', { name: 'Resolve dispute' }).click();
    await page.locator('[data-sonner-toast]').getByText('Dispute resolved', { exact: true }).waitFor();
    await sheet.getByText('Refunded', { exact: true }).first().waitFor();
    await expect(sheet.getByTestId('resolve-form').count()).resolves.toBe(0);
    await expect(squash(await sheet.getByTestId('admin-deal-timeline').innerText())).toContain('Dispute opened');
    // The list follows: the deal is no longer among the disputes.
    await sheet.getByRole('button', { name: 'Close' }).click();
    await page.getByTestId('admin-deal-row').filter({ hasText: sale.title }).waitFor({ state: 'detached' });
  });

  it('at 390 px: splits, refusing a part that is not whole dollars first', async () => {
    const sale = server.data[1]!;
    const page = await adminPage(MOBILE);
    const sheet = await openDispute(page, sale);
    await sheet.getByRole('radio', { name: /Part of each/ }).check();
    const amount = sheet.getByLabel(/Seller’s part/);
    await amount.fill('12000.50');
    await sheet.getByRole('button', { name: 'Resolve dispute' }).click();
    await expect(sheet.getByRole('alert').innerText()).resolves.toBe("Enter the seller's part in whole dollars, from $0 to $20,000.");
    await amount.fill('12000');
    await expect(sheet.getByTestId('resolve-form').innerText()).resolves.toContain('Release $12,000 to the seller and refund $8,000 to the buyer.');
    await shot(page, 'admin-deals-390');
    await sheet.getByRole('button', { name: 'Resolve dispute' }).click();
    await page.locator('[data-sonner-toast]').getByText('Dispute resolved', { exact: true }).waitFor();
    await sheet.getByText('Settled', { exact: true }).first().waitFor();
    await expect(page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).resolves.toBeLessThanOrEqual(0);
  });
});
