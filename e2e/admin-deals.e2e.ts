import type { Locator, Page } from 'playwright-core';
import { and, desc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../server/db/connect.ts';
import { auctions, dealEvents, deals, messages, payoutAccounts, sandboxConnectedAccounts, users } from '../server/db/schema.ts';
import sharp from 'sharp';
import { DESKTOP, MOBILE, useBrowser } from './support/browser.ts';
import { startPreparedServer, type PreparedServer } from './support/prepared-server.ts';

/**
 * In the browser: an admin resolves a buyer's dispute from /admin/deals — a full refund at 1280 px,
 * a split at 390 px — choosing the outcome (none is chosen beforehand), writing the reason and confirming the
 * movement named in words; both parties' deal pages then state the outcome and the reason. Each sale is made in the database (no page sells on demand); then, through the API, the buyer
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
  const people = (await db.select({ id: users.id, email: users.email }).from(users)).filter(
    (p) => !inDeals.has(p.id) && p.email.endsWith('@example.com') && p.email !== 'admin@example.com',
  );
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
      .values({
        auctionId: a.id,
        lineageId: a.id,
        buyerId: buyer.id,
        sellerId,
        saleKind: 'auction',
        price: PRICE,
        paymentMethod: 'held',
        state: 'awaiting_payment',
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: deals.id });
    await db
      .insert(dealEvents)
      .values({ dealId: deal!.id, move: 'sold', actor: 'system', amountCents: PRICE * 100, details: { saleKind: 'auction' }, createdAt: now });
    // The seller's payout account (the sandbox's Connect), where the seller's part goes.
    const account = `acct_sandbox_e2e_${i}`;
    await db
      .insert(sandboxConnectedAccounts)
      .values({ id: account, email: free.get(sellerId)!.email, detailsSubmitted: true, chargesEnabled: true, payoutsEnabled: true });
    await db
      .insert(payoutAccounts)
      .values({ userId: sellerId, provider: 'sandbox', accountId: account, detailsSubmitted: true, chargesEnabled: true, payoutsEnabled: true });
    await db.insert(messages).values({
      fromUserId: buyer.id,
      toUserId: sellerId,
      auctionId: a.id,
      subject: a.title,
      content: 'The odometer reads 20,000 miles more than the listing said.',
      createdAt: now,
    });
    sales.push({ dealId: deal!.id, title: a.title, buyer: buyer.email, seller: free.get(sellerId)!.email });
  }
  return sales;
}

let server: PreparedServer<Sale[]>;
const url = (path: string) => `${server.origin}${path}`;

/** A member's session cookie, signed in through the API. */
async function cookieOf(email: string): Promise<string> {
  const res = await fetch(url('/api/auth/sign-in/email'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.origin },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  expect(res.status).toBe(200);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function call(cookie: string, path: string, body: unknown = {}): Promise<Response> {
  return fetch(url(path), {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie, origin: server.origin, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** Through the API: the buyer pays by the sandbox checkout, the seller hands over, the buyer opens a dispute (unless `inBrowser`). */
async function dispute(sale: Sale, inBrowser = false): Promise<void> {
  const [buyer, seller] = [await cookieOf(sale.buyer), await cookieOf(sale.seller)];
  const checkout = (await (await call(buyer, `/api/deals/${sale.dealId}/pay`)).json()) as { url: string };
  const paid = await fetch(url(`${checkout.url}/authorize`), {
    method: 'POST',
    redirect: 'manual',
    headers: { origin: server.origin, 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
  });
  expect(paid.status).toBe(303);
  const session = new URL(paid.headers.get('location')!, server.origin).searchParams.get('deal_payment')!;
  expect(((await (await call(buyer, `/api/deals/${sale.dealId}/verify-payment`, { session_id: session })).json()) as { state: string }).state).toBe(
    'paid_held',
  );
  expect((await call(seller, `/api/deals/${sale.dealId}/hand-over`, { carrier: 'Own pickup' })).status).toBe(200);
  if (inBrowser) return openDisputeInBrowser(sale);
  const opened = await call(buyer, `/api/deals/${sale.dealId}/dispute`, { reason: 'The odometer was rolled back by 20,000 miles.', photoIds: [] });
  expect(((await opened.json()) as { state: string }).state).toBe('disputed');
}

/** In the browser: the buyer, on a phone, opens the dispute from the deal page with a reason and a photo. */
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
  const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 120, g: 90, b: 60 } } })
    .jpeg()
    .toBuffer();
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

async function signedIn(email: string, viewport: { width: number; height: number }): Promise<Page> {
  const page = await b.newPage(viewport);
  await page.goto(url('/auth'));
  await page.locator('main').getByLabel('E-mail', { exact: true }).fill(email);
  await page.locator('main').getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.getByTestId('header-user-name').waitFor({ state: 'attached' });
  return page;
}
const adminPage = (viewport: { width: number; height: number }) => signedIn('admin@example.com', viewport);

/** The buyer's and the seller's names as the deal page shows them (its contacts). */
async function partiesOf(sale: Sale): Promise<{ buyer: string; seller: string }> {
  const res = await fetch(url(`/api/deals/${sale.dealId}`), { headers: { cookie: await cookieOf(sale.buyer) } });
  const view = (await res.json()) as { contacts: { buyer: { name: string }; seller: { name: string } } };
  return { buyer: view.contacts.buyer.name, seller: view.contacts.seller.name };
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

const REFUND_REASON = 'The odometer was rolled back: the service records show 20,000 more miles than the listing.';
const SPLIT_REASON = 'The mileage differs from the listing, but the buyer kept the vehicle: part of the price goes back.';

/** The outcome choices with none chosen, and the form's refusal of a review with nothing chosen and no reason. */
async function expectNothingChosen(sheet: Locator) {
  const form = sheet.getByTestId('resolve-form');
  const radios = form.getByRole('radio');
  await expect(radios.count()).resolves.toBe(3);
  for (const radio of await radios.all()) await expect(radio.isChecked()).resolves.toBe(false);
  await form.getByRole('button', { name: 'Review the decision' }).click();
  await form.getByText('Choose how to resolve the dispute: release, refund or part of each.', { exact: true }).waitFor();
  await form.getByText('Write the reason for this decision. The buyer and the seller both see it.', { exact: true }).waitFor();
  await expect(sheet.page().getByTestId('resolve-confirm').count()).resolves.toBe(0);
}

/** A party's deal page states the outcome for them and the admin's reason. */
async function expectDecisionOnDealPage(
  sale: Sale,
  email: string,
  viewport: { width: number; height: number },
  lines: { money: string; reason: string; fee?: string; amounts?: string; note?: string },
  name: string,
) {
  const page = await signedIn(email, viewport);
  await page.goto(url(`/deals/${sale.dealId}`));
  const card = page.getByTestId('deal-decision');
  await expect(card.getByTestId('deal-decision-money').innerText()).resolves.toBe(lines.money);
  await expect(card.getByTestId('deal-decision-reason').innerText()).resolves.toBe(`Decision by VehicleBid: ${lines.reason}`);
  if (lines.fee) await card.getByText(lines.fee, { exact: true }).waitFor();
  else await expect(card.getByText('buyer fee', { exact: false }).count()).resolves.toBe(0);
  await expect(squash(await page.getByTestId('deal-timeline').innerText())).toContain(`Dispute resolved`);
  // The Amounts itemise where the money went, the buyer fee included, in the past tense.
  if (lines.amounts) expect(squash(await page.getByTestId('deal-amounts').innerText())).toBe(lines.amounts);
  if (lines.note) expect(squash(await page.getByTestId('deal-amounts-note').innerText())).toBe(lines.note);
  await expect(page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).resolves.toBeLessThanOrEqual(0);
  await shot(page, name);
  await page.close();
}

describe('an admin resolves a dispute on /admin/deals (issue 26 item 7)', () => {
  it('at 1280 px: no outcome chosen beforehand, a written reason, a confirmation naming both parties and amounts; both parties then read the refund and the reason', async () => {
    const sale = server.data[0]!;
    const names = await partiesOf(sale);
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
    await expectNothingChosen(sheet);
    await shot(page, 'admin-deals-1280');
    await sheet.getByRole('radio', { name: /Refund the buyer/ }).check();
    await sheet.getByLabel('Reason for the decision').fill(REFUND_REASON);
    await sheet.getByRole('button', { name: 'Review the decision' }).click();
    // The movement in words, both parties and both amounts, before anything moves.
    const confirm = page.getByRole('alertdialog', { name: 'Confirm the decision' });
    await expect(confirm.getByTestId('resolution-sentence').innerText()).resolves.toBe(`Refund $20,000 to ${names.buyer} and release $0 to ${names.seller}.`);
    await expect(confirm.getByTestId('resolution-reason').innerText()).resolves.toBe(`Decision by VehicleBid: ${REFUND_REASON}`);
    // Decision 031: the buyer who wins in full gets the buyer fee back, named before the money moves.
    await expect(confirm.getByTestId('resolution-fee').innerText()).resolves.toBe(
      `The buyer fee of $500 taken at the sale is returned to ${names.buyer} in full.`,
    );
    await shot(page, 'admin-deals-confirm-1280');
    // Going back moves nothing: the deal is still disputed and the choices stay as they were.
    await confirm.getByRole('button', { name: 'Go back' }).click();
    await confirm.waitFor({ state: 'detached' });
    await expect(sheet.getByRole('radio', { name: /Refund the buyer/ }).isChecked()).resolves.toBe(true);
    await sheet.getByRole('button', { name: 'Review the decision' }).click();
    await confirm.getByRole('button', { name: `Refund $20,000 to ${names.buyer}`, exact: true }).click();
    await page.locator('[data-sonner-toast]').getByText('Dispute resolved', { exact: true }).waitFor();
    await sheet.getByText('Refunded', { exact: true }).first().waitFor();
    await expect(sheet.getByTestId('resolve-form').count()).resolves.toBe(0);
    const timeline = squash(await sheet.getByTestId('admin-deal-timeline').innerText());
    expect(timeline).toContain('$20,000 refunded to the buyer; nothing released to the seller.');
    expect(timeline).toContain(`Decision by VehicleBid: ${REFUND_REASON}`);
    // The list follows: the deal is no longer among the disputes.
    await sheet.getByRole('button', { name: 'Close' }).click();
    await page.getByTestId('admin-deal-row').filter({ hasText: sale.title }).waitFor({ state: 'detached' });
    await page.close();

    await expectDecisionOnDealPage(
      sale,
      sale.buyer,
      DESKTOP,
      {
        money: 'We refunded $20,000 to you. Nothing was released to the seller.',
        reason: REFUND_REASON,
        fee: 'The buyer fee of $500 taken at the sale is returned to you in full.',
        amounts:
          'Price Paid to VehicleBid at the deal’s checkout $20,000 Buyer fee (2.5%) Taken from your bidding authorization at the sale $500 Total $20,500 Refunded to you $20,000 Buyer fee returned to you $500',
        note: '$20,000 was refunded to you. The buyer fee of $500 taken at the sale was returned to you in full.',
      },
      'deal-decision-buyer-1280',
    );
    await expectDecisionOnDealPage(
      sale,
      sale.seller,
      DESKTOP,
      { money: '$20,000 has been refunded to the buyer. Nothing was released to you.', reason: REFUND_REASON },
      'deal-decision-seller-1280',
    );
  });

  it('at 390 px: splits, refusing a part of $0 and one that is not whole dollars first; both parties then read their part and the reason', async () => {
    const sale = server.data[1]!;
    const names = await partiesOf(sale);
    const page = await adminPage(MOBILE);
    const sheet = await openDispute(page, sale);
    await expectNothingChosen(sheet);
    await sheet.getByRole('radio', { name: /Part of each/ }).check();
    await sheet.getByLabel('Reason for the decision').fill(SPLIT_REASON);
    const amount = sheet.getByRole('textbox', { name: `${names.seller}’s part`, exact: false });
    await amount.fill('0');
    await sheet.getByRole('button', { name: 'Review the decision' }).click();
    await sheet.getByText("A seller's part of $0 refunds the whole price: choose Refund the buyer instead.", { exact: true }).waitFor();
    await amount.fill('12000.50');
    await sheet.getByText("Enter the seller's part in whole dollars, from $0 to $20,000.", { exact: true }).waitFor();
    await expect(page.getByTestId('resolve-confirm').count()).resolves.toBe(0);
    await amount.fill('12000');
    await sheet.getByText(`${names.buyer} gets $8,000 back.`, { exact: true }).waitFor();
    await sheet.getByRole('button', { name: 'Review the decision' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Confirm the decision' });
    await expect(confirm.getByTestId('resolution-sentence').innerText()).resolves.toBe(
      `Release $12,000 to ${names.seller} and refund $8,000 to ${names.buyer}.`,
    );
    await shot(page, 'admin-deals-confirm-390');
    await expect(page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).resolves.toBeLessThanOrEqual(0);
    await confirm.getByRole('button', { name: 'Release $12,000 and refund $8,000', exact: true }).click();
    await page.locator('[data-sonner-toast]').getByText('Dispute resolved', { exact: true }).waitFor();
    await sheet.getByText('Settled', { exact: true }).first().waitFor();
    await shot(page, 'admin-deals-390');
    await page.close();

    await expectDecisionOnDealPage(
      sale,
      sale.buyer,
      MOBILE,
      {
        money: 'We refunded $8,000 to you and released $12,000 to the seller.',
        reason: SPLIT_REASON,
        fee: 'Of the buyer fee of $500 taken at the sale, $200 is returned to you; $300 is kept, 2.5% of what the seller received.',
        note: '$12,000 was released to the seller. $8,000 was refunded to you. Of the buyer fee of $500 taken at the sale, $200 was returned to you; $300 is kept, 2.5% of what the seller received.',
      },
      'deal-decision-buyer-390',
    );
    await expectDecisionOnDealPage(
      sale,
      sale.seller,
      MOBILE,
      { money: '$12,000 has been released to you and $8,000 refunded to the buyer.', reason: SPLIT_REASON },
      'deal-decision-seller-390',
    );
  });
});
