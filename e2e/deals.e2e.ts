import type { Page } from 'playwright-core';
import { and, desc, eq, gt, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillSignIn } from './support/sign-in.ts';
import type { Db } from '../server/db/connect.ts';
import { auctions, bidderAuthorizations, bids, dealEvents, deals, proxyBids, users } from '../server/db/schema.ts';
import { GENERAL_AUTHORIZATION_AUCTION_ID } from '../domain/shared/auction-types.ts';
import { DESKTOP, MOBILE, useBrowser } from './support/browser.ts';
import { startPreparedServer, type PreparedServer } from './support/prepared-server.ts';

/**
 * In the browser: the buyer sees the total (amount, 2.5% fee) before a bid and a Buy Now, buys now, and
 * the sale's deal is paid through the sandbox checkout; the seller hands over and sends the title, the buyer confirms
 * both, and each rates the other; the rating shows on the member page and beside the seller's reputation. A buyer who
 * never paid (a sale made four days ago in the database) is cancelled for non-payment, and the vehicle goes to the
 * next bidder by a second-chance offer. The buyer works on a phone and the seller at 1280 px in the first, the other
 * way round in the second. A server of its own.
 */
const b = useBrowser();
const DAY = 86_400_000;
const BUY_NOW = 30_000;

interface Party {
  id: string;
  email: string;
  name: string;
}
interface Prepared {
  /** The same auction: Buy Now, and the buyer's totals first. */
  buyNow: { id: string; slug: string };
  /** The live auction the buyer buys now in the test: the held path from there to feedback. */
  held: { slug: string; title: string; buyer: Party; seller: Party };
  /** A sale four days ago that the buyer never paid: the seller may cancel it, and offer it to `next`. */
  unpaid: { dealId: string; slug: string; title: string; buyer: Party; seller: Party; next: Party & { amount: number } };
}

/** Members of the demo data with no deal of their own, so that each count this file reads starts at zero. */
async function prepare(db: Db, now: Date): Promise<Prepared> {
  const inDeals = new Set((await db.select({ b: deals.buyerId, s: deals.sellerId }).from(deals)).flatMap((d) => [d.b, d.s]));
  const people = (await db.select({ id: users.id, email: users.email, name: users.name }).from(users)).filter(
    (p) => !inDeals.has(p.id) && p.email.endsWith('@example.com') && p.email !== 'admin@example.com',
  );
  const free = new Map(people.map((p) => [p.id, p]));
  const live = await db
    .select()
    .from(auctions)
    .where(and(eq(auctions.status, 'active'), eq(auctions.listingType, 'auction'), gt(auctions.endTime, new Date(now.getTime() + 12 * 3_600_000))))
    .orderBy(desc(auctions.endTime));
  const usable = live.filter((a) => a.slug && free.has(a.sellerId) && a.currentBid < BUY_NOW - 1_000);
  const sellers = [...new Set(usable.map((a) => a.sellerId))];
  if (sellers.length < 2) throw new Error('not enough sellers without deals in the demo data');
  const buyers = people.filter((p) => !sellers.includes(p.id));
  if (buyers.length < 2) throw new Error('not enough buyers without deals in the demo data');

  async function sale(sellerId: string, buyer: Party, price: number, at: Date, skip: string[]) {
    const a = usable.find((x) => x.sellerId === sellerId && !skip.includes(x.id))!;
    await db.update(auctions).set({ status: 'sold', currentBid: price, winnerId: buyer.id, endTime: at }).where(eq(auctions.id, a.id));
    const [deal] = await db
      .insert(deals)
      .values({
        auctionId: a.id,
        lineageId: a.id,
        buyerId: buyer.id,
        sellerId,
        saleKind: 'auction',
        price,
        paymentMethod: 'held',
        state: 'awaiting_payment',
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: deals.id });
    await db
      .insert(dealEvents)
      .values({ dealId: deal!.id, move: 'sold', actor: 'system', amountCents: price * 100, details: { saleKind: 'auction' }, createdAt: at });
    return { dealId: deal!.id, slug: a.slug!, title: a.title };
  }
  const unpaid = await sale(sellers[1]!, buyers[1]!, 15_000, new Date(now.getTime() - 4 * DAY), []);
  // The next bidder: the highest bid on it but the top one (the deal's buyer took the top bidder's place here).
  const unpaidId = usable.find((a) => a.slug === unpaid.slug)!.id;
  const ranked = await db
    .select({ id: bids.bidderId, amount: max(bids.amount) })
    .from(bids)
    .where(eq(bids.auctionId, unpaidId))
    .groupBy(bids.bidderId)
    .orderBy(desc(max(bids.amount)));
  const nextBid = ranked.filter((r) => r.id !== buyers[1]!.id)[1]!;
  const [nextPerson] = await db.select({ id: users.id, email: users.email, name: users.name }).from(users).where(eq(users.id, nextBid.id));
  // The held path starts from a real Buy Now on a live auction of the first seller; its buyer holds the general
  // authorization (as after the authorization checkout), so the purchase goes through.
  const bought = usable.find((a) => a.sellerId === sellers[0] && a.slug !== unpaid.slug)!;
  await db.update(auctions).set({ buyNowPrice: BUY_NOW }).where(eq(auctions.id, bought.id));
  await db.update(proxyBids).set({ isActive: false }).where(eq(proxyBids.auctionId, bought.id));
  const authorized = await db
    .select({ id: bidderAuthorizations.id })
    .from(bidderAuthorizations)
    .where(and(eq(bidderAuthorizations.userId, buyers[0]!.id), eq(bidderAuthorizations.status, 'authorized')));
  if (authorized.length === 0) {
    await db.insert(bidderAuthorizations).values({
      userId: buyers[0]!.id,
      auctionId: GENERAL_AUTHORIZATION_AUCTION_ID,
      authorizationType: 'manual',
      status: 'authorized',
      createdAt: now,
      updatedAt: now,
    });
  }
  return {
    buyNow: { id: bought.id, slug: bought.slug! },
    held: { slug: bought.slug!, title: bought.title, buyer: buyers[0]!, seller: free.get(sellers[0]!)! },
    unpaid: {
      dealId: unpaid.dealId,
      slug: unpaid.slug,
      title: unpaid.title,
      buyer: buyers[1]!,
      seller: free.get(sellers[1]!)!,
      next: { ...nextPerson!, amount: Number(nextBid.amount) },
    },
  };
}

let server: PreparedServer<Prepared>;
beforeAll(async () => {
  server = await startPreparedServer(prepare);
}, 180_000);
afterAll(async () => {
  await server?.stop();
});

const url = (path: string) => `${server.origin}${path}`;

async function signedIn(email: string, viewport: { width: number; height: number }): Promise<Page> {
  const page = await b.newPage(viewport);
  await fillSignIn(page, email, url('/auth'));
  return page;
}

const text = async (page: Page, testId: string) => (await page.getByTestId(testId).first().innerText()).replace(/\s+/g, ' ').trim();
const stateIs = (page: Page, label: string) => page.getByTestId('deal-page').getByTestId('deal-state').getByText(label, { exact: true }).waitFor();

/** Presses a move's button, fills the dialog, confirms, and waits for its toast. */
async function move(page: Page, button: string, confirm: string, done: string, fill?: (dialog: ReturnType<Page['getByRole']>) => Promise<void>) {
  await page.getByTestId('deal-actions').getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await fill?.(dialog);
  await dialog.getByRole('button', { name: confirm, exact: true }).click();
  await page.locator('[data-sonner-toast]').getByText(done, { exact: true }).first().waitFor();
  await dialog.waitFor({ state: 'detached' });
}

/** A row of /purchases or the Sold tab: the card whose link (its title) opens the deal. */
const dealRow = (page: Page, role: 'buyer' | 'seller', title: string) =>
  page
    .getByTestId(`deal-list-${role}`)
    .getByTestId('deal-row')
    .filter({ has: page.getByRole('link', { name: `${title}: open the deal`, exact: true }) });

async function noSidewaysScroll(page: Page) {
  await expect(page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).resolves.toBeLessThanOrEqual(0);
}

describe('a held-payment deal from the sale to feedback (issue 26)', () => {
  it('buyer on a phone, seller at 1280 px', async () => {
    const { buyNow, held } = server.data;
    const { buyer, seller } = held;
    const buyerPage = await signedIn(buyer.email, MOBILE);
    await buyerPage.goto(url(`/auction/${buyNow.slug}`));

    // Item 4: the total before a bid and before a buy now is confirmed.
    const panel = buyerPage.getByTestId('bid-panel');
    const minimum = ((await (await buyerPage.request.get(url(`/api/auctions/${buyNow.id}/bidding`))).json()) as { minimumBid: number }).minimumBid;
    await panel.getByLabel('Your Bid').fill(String(minimum));
    // Decision 003: 2.5% in whole dollars, half a dollar up, so the fee and the total never show cents.
    const fee = Math.floor((minimum + 20) / 40) * 100;
    const cents = (c: number) => `$${(c / 100).toLocaleString('en-US')}`;
    await expect(text(buyerPage, 'buyer-total')).resolves.toBe(
      `Your bid ${cents(minimum * 100)} Buyer fee (2.5%) ${cents(fee)} Total you pay ${cents(minimum * 100 + fee)}`,
    );
    await panel.getByLabel('Your Bid').fill('');
    await buyerPage.getByRole('button', { name: 'Buy Now for $30,000' }).click();
    const confirm = buyerPage.getByRole('dialog', { name: 'Confirm Buy It Now' });
    await expect(
      confirm
        .getByTestId('buyer-total')
        .innerText()
        .then((t) => t.replace(/\s+/g, ' ')),
    ).resolves.toBe('Buy It Now price $30,000 Buyer fee (2.5%) $750 Total you pay $30,750');
    // The purchase: the auction ends at once, sold to the buyer, and its deal is made with the sale.
    await confirm.getByRole('button', { name: 'Confirm Purchase' }).click();
    await confirm.waitFor({ state: 'detached' });
    await panel.getByTestId('sold-badge').waitFor();
    // The concluded listing names what is due, the total and the deadline, and links to the deal.
    await buyerPage.getByTestId('viewer-deal').waitFor();
    await expect(text(buyerPage, 'viewer-deal')).resolves.toMatch(/^You bought this vehicle\. Pay \$30,000 by \S.+ at your deal\. Go to your deal$/);
    const dealHref = await buyerPage.getByTestId('viewer-deal').getByRole('link', { name: 'Go to your deal' }).getAttribute('href');
    expect(dealHref).toMatch(/^\/deals\/[0-9a-f-]{36}$/);
    expect(await buyerPage.getByText('This auction has concluded. Check back for new listings!').count()).toBe(0);

    // Purchases, from the phone menu.
    await buyerPage.getByRole('button', { name: 'Open menu' }).click();
    await buyerPage.getByRole('navigation', { name: 'Your account' }).getByRole('link', { name: 'Purchases' }).click();
    await buyerPage.getByRole('heading', { name: 'Purchases', level: 1 }).waitFor();
    const row = dealRow(buyerPage, 'buyer', held.title);
    await expect(row.innerText().then((t) => t.replace(/\s+/g, ' '))).resolves.toMatch(
      /Awaiting payment \$30,000 · Seller: .+ Your turn · 2d 23h \d+m \d+s left/,
    );
    await row.click();
    await buyerPage.waitForURL('**/deals/*');
    await stateIs(buyerPage, 'Awaiting payment');
    await expect(text(buyerPage, 'deal-next-text')).resolves.toMatch(/^Pay \$30,000 by .+\. VehicleBid holds the money until you have the vehicle\.$/);
    // Itemised: how the price is paid, what the fee was taken from, the total (whole dollars, decision 003).
    await expect(text(buyerPage, 'deal-amounts')).resolves.toBe(
      'Price Paid to VehicleBid at the deal’s checkout $30,000 Buyer fee (2.5%) Taken from your bidding authorization at the sale $750 Total $30,750',
    );

    // Item 3: the buyer's phone, asked for since the profile has none.
    await buyerPage.getByTestId('deal-phone').getByLabel('Phone number').fill('+1 555 123 4567');
    await buyerPage.getByRole('button', { name: 'Save phone' }).click();
    await buyerPage.getByText('Phone number saved').waitFor();
    await buyerPage.getByTestId('deal-phone').waitFor({ state: 'detached' });
    await noSidewaysScroll(buyerPage);

    // A second tab opens the checkout too (paid below, after the first): the deal takes one payment.
    const dealId = new URL(buyerPage.url()).pathname.split('/').pop()!;
    const secondTab = ((await (await buyerPage.request.post(url(`/api/deals/${dealId}/pay`), { headers: { origin: url('') } })).json()) as { url: string }).url;

    // Pay through the sandbox checkout, back on the deal page.
    await buyerPage.getByRole('button', { name: 'Pay $30,000' }).click();
    await buyerPage.waitForURL('**/sandbox/checkout/**');
    await buyerPage.getByRole('heading', { name: 'Vehicle payment', level: 1 }).waitFor();
    await buyerPage.getByRole('button', { name: 'Pay $30,000', exact: true }).click();
    await buyerPage.waitForURL('**/deals/*');
    await buyerPage.getByText('Payment received. VehicleBid holds it until you confirm the handover.').waitFor();
    await stateIs(buyerPage, 'Paid, held by VehicleBid');
    expect(new URL(buyerPage.url()).search).toBe('');

    // The second tab's checkout, paid as well: refunded in full at once, and said so.
    await buyerPage.goto(url(secondTab));
    await buyerPage.getByRole('button', { name: 'Pay $30,000', exact: true }).click();
    await buyerPage.waitForURL('**/deals/*');
    await buyerPage.getByText('This deal was already paid, so this payment is refunded to you in full.').waitFor();
    await expect(text(buyerPage, 'deal-returned-payment')).resolves.toMatch(/^A second payment of \$30,000 on .+ was refunded to the buyer in full\.$/);
    await stateIs(buyerPage, 'Paid, held by VehicleBid');
    expect(await buyerPage.getByTestId('deal-returned-payment').count()).toBe(1);

    // The seller: the Sold tab, the deal, the buyer's contacts.
    const sellerPage = await signedIn(seller.email, DESKTOP);
    // The seller's concluded listing links to the deal too.
    await sellerPage.goto(url(`/auction/${buyNow.slug}`));
    await sellerPage.getByTestId('viewer-deal').waitFor();
    await expect(text(sellerPage, 'viewer-deal')).resolves.toBe('You sold this vehicle. Your deal shows the next step. Go to your deal');
    await expect(sellerPage.getByTestId('viewer-deal').getByRole('link', { name: 'Go to your deal' }).getAttribute('href')).resolves.toBe(`/deals/${dealId}`);
    await sellerPage.goto(url('/my-auctions'));
    await sellerPage.getByRole('tab', { name: 'Sold' }).click();
    await dealRow(sellerPage, 'seller', held.title).click();
    await stateIs(sellerPage, 'Paid, held by VehicleBid');
    await expect(text(sellerPage, 'deal-contact')).resolves.toMatch(new RegExp(`^The buyer ${buyer.name} \\S+@example\\.com \\+1 555 123 4567$`));
    await expect(text(sellerPage, 'deal-next-text')).resolves.toBe('Hand the vehicle over or ship it, then mark it handed over.');
    await move(sellerPage, 'Mark handed over', 'Mark handed over', 'Marked handed over', async (d) => {
      await d.getByLabel('Carrier (optional)').fill('Reliable Carriers');
      await d.getByLabel('Tracking number (optional)').fill('RC-1234');
    });
    await move(sellerPage, 'Mark title sent', 'Mark title sent', 'Marked title sent', (d) => d.getByLabel('Tracking number (optional)').fill('USPS-9400'));
    await expect(text(sellerPage, 'deal-timeline')).resolves.toMatch(
      /Handed over .+ Carrier: Reliable Carriers · Tracking: RC-1234 Title sent .+ Tracking: USPS-9400/,
    );

    // Live on the buyer's page: the handover arrives without a reload.
    await stateIs(buyerPage, 'Handed over');
    await expect(text(buyerPage, 'deal-next-text')).resolves.toMatch(
      /^Check the vehicle\. Confirm it arrived as described, or open a dispute by .+\. Otherwise the money is released to the seller on .+\.$/,
    );
    await move(buyerPage, 'Received as described', 'Yes, received as described', 'Thank you: received as described');
    await move(buyerPage, 'Title received', 'Yes, title received', 'Title received');
    await stateIs(buyerPage, 'Completed');
    await expect(text(buyerPage, 'deal-next-text')).resolves.toBe('This deal is complete. Thank you! Leave feedback for each other below.');
    await stateIs(sellerPage, 'Completed');
    // The timeline ends with 'Completed' and its date, inviting each party to rate the other; the
    // Amounts say what happened to the money (390 px for the buyer, 1280 px for the seller).
    await expect(text(buyerPage, 'deal-completed')).resolves.toMatch(
      /^Completed [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M The deal is complete\. Rate the seller under Feedback\.$/,
    );
    await expect(text(sellerPage, 'deal-completed')).resolves.toMatch(
      /^Completed [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M The deal is complete\. Rate the buyer under Feedback\.$/,
    );
    await expect(text(sellerPage, 'deal-amounts')).resolves.toBe(
      'Price Paid to VehicleBid at the deal’s checkout $30,000 Buyer fee (2.5%) Taken from the buyer’s bidding authorization at the sale $750 Total $30,750 Released to you $30,000',
    );
    // 'is being' while the transfer waits for the seller's payout account (this demo seller has none yet), 'was' once done.
    await expect(text(sellerPage, 'deal-amounts-note')).resolves.toMatch(
      /^\$30,000 (was|is being) released to you\. The buyer fee of \$750 was taken from the buyer’s bidding authorization at the sale\.$/,
    );
    await expect(text(buyerPage, 'deal-amounts-note')).resolves.toMatch(
      /^\$30,000 (was|is being) released to the seller\. The buyer fee of \$750 was taken from your bidding authorization at the sale\.$/,
    );

    // Feedback, once each.
    const rate = async (page: Page, stars: string, comment: string) => {
      const card = page.getByTestId('deal-feedback');
      await card.getByRole('radio', { name: stars }).click();
      await card.getByLabel('Comment (optional)').fill(comment);
      await card.getByRole('button', { name: 'Leave feedback' }).click();
      await page.getByText('Thank you for your feedback').first().waitFor();
      await card.getByRole('button', { name: 'Leave feedback' }).waitFor({ state: 'detached' });
    };
    await rate(buyerPage, '5 stars', 'Smooth handover, exactly as described.');
    await expect(text(buyerPage, 'deal-feedback')).resolves.toBe('Feedback Your rating of the seller Smooth handover, exactly as described.');
    await rate(sellerPage, '4 stars', 'Paid at once.');
    await expect(text(sellerPage, 'deal-feedback')).resolves.toBe(
      'Feedback Your rating of the buyer Paid at once. The buyer’s rating of you Smooth handover, exactly as described.',
    );
    await noSidewaysScroll(buyerPage);

    // The seller's public page, from the deal's contact card, and the rating beside the reputation.
    await buyerPage.getByTestId('deal-contact').getByRole('link').first().click();
    await buyerPage.waitForURL(`**/members/${seller.id}`);
    await expect(text(buyerPage, 'member-rating')).resolves.toBe('Rating 5.0 out of 5 · 1 rating Completed deals 1');
    await expect(text(buyerPage, 'member-feedback-list')).resolves.toMatch(
      new RegExp(
        `^[A-Z][a-z]{2} \\d{1,2}, \\d{4} Smooth handover, exactly as described\\. From the buyer ${buyer.name} · ${held.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
      ),
    );
    await noSidewaysScroll(buyerPage);
    const html = await (await fetch(url(`/members/${seller.id}`))).text();
    expect(html).toContain('5.0 out of 5 · 1 rating');

    // The seller profile dialog: the rating beside SPEC 9's reputation score, which stays as it was.
    const { reputation } = (await (await sellerPage.request.get(url(`/api/sellers/${seller.id}/profile`))).json()) as {
      reputation: { score: number; label: string };
    };
    await sellerPage.goto(url(`/auction/${held.slug}`));
    await sellerPage.getByRole('tab', { name: 'Seller Info' }).click();
    await sellerPage.getByTestId('seller-info').getByRole('button', { name: 'View Full Profile' }).click();
    const dialog = sellerPage.getByRole('dialog', { name: 'Seller Profile' });
    await expect(
      dialog
        .getByTestId('seller-rating')
        .innerText()
        .then((t) => t.replace(/\s+/g, ' ')),
    ).resolves.toBe('5.0 Rating · 1 rating');
    await expect(
      dialog
        .getByTestId('seller-reputation')
        .innerText()
        .then((t) => t.replace(/\s+/g, ' ')),
    ).resolves.toBe(`${reputation.score} ${reputation.label} Reputation`);
    await dialog.getByRole('link', { name: 'Completed deals and feedback' }).waitFor();
  });
});

describe('a buyer who never paid (issue 26 item 6)', () => {
  it('the seller on a phone cancels for non-payment once the 3 days are over; the buyer at 1280 px sees it', async () => {
    const { unpaid } = server.data;
    const sellerPage = await signedIn(unpaid.seller.email, MOBILE);
    await sellerPage.goto(url(`/deals/${unpaid.dealId}`));
    await stateIs(sellerPage, 'Awaiting payment');
    await expect(text(sellerPage, 'deal-countdown')).resolves.toBe('Overdue');
    await expect(text(sellerPage, 'deal-next-text')).resolves.toMatch(/^The buyer pays \$15,000 by .+\. VehicleBid holds it until the handover\.$/);
    await move(sellerPage, 'Cancel for non-payment', 'Cancel the deal', 'The deal is cancelled');
    await stateIs(sellerPage, 'Cancelled');
    await expect(text(sellerPage, 'deal-next-text')).resolves.toBe('This deal was cancelled. The Amounts say what was refunded.');
    // Decision 031: the buyer did not pay, so nothing was refunded and the buyer fee stays taken.
    await expect(text(sellerPage, 'deal-amounts-note')).resolves.toBe(
      'No payment was made, so nothing was refunded. The buyer fee of $375 was taken from the buyer’s bidding authorization at the sale.',
    );
    await expect(text(sellerPage, 'deal-timeline')).resolves.toMatch(/^Sold .+ Price \$15,000 Cancelled for non-payment .+$/);
    // One click offers the vehicle to the next bidder at their highest bid (the button names both).
    const money = `$${unpaid.next.amount.toLocaleString('en-US')}`;
    const second = sellerPage.getByTestId('deal-second-chance');
    await expect(second.innerText().then((t) => t.replace(/\s+/g, ' ').trim())).resolves.toContain(
      `The vehicle can go to the next bidder, ${unpaid.next.name}, at their highest bid of ${money}. They have 48 hours to accept.`,
    );
    await second.getByRole('button', { name: `Offer it to ${unpaid.next.name} for ${money}` }).click();
    await sellerPage.locator('[data-sonner-toast]').getByText('Second-chance offer sent', { exact: true }).first().waitFor();
    await second.getByText(`Second-chance offer to ${unpaid.next.name}: ${money}.`).waitFor();
    await expect(text(sellerPage, 'deal-second-chance-status')).resolves.toMatch(/^Pending Expires in (47h 5\dm|48h 0m)$/);
    await noSidewaysScroll(sellerPage);

    const buyerPage = await signedIn(unpaid.buyer.email, DESKTOP);
    await buyerPage.goto(url('/purchases'));
    const row = dealRow(buyerPage, 'buyer', unpaid.title);
    await expect(row.innerText().then((t) => t.replace(/\s+/g, ' ').trim())).resolves.toMatch(/^.+ Cancelled \$15,000 · Seller: .+$/);
    await row.click();
    await stateIs(buyerPage, 'Cancelled');
    await expect(buyerPage.getByTestId('deal-actions').count()).resolves.toBe(0);

    // The next bidder accepts on the listing's page; the vehicle's new deal is theirs to pay.
    const nextPage = await signedIn(unpaid.next.email, DESKTOP);
    await nextPage.goto(url(`/auction/${unpaid.slug}`));
    const offer = nextPage.getByTestId('second-chance-offer');
    await offer.getByRole('button', { name: 'Accept', exact: true }).click();
    // The purchase's total is confirmed first.
    await nextPage.getByRole('dialog', { name: 'Confirm your purchase' }).getByRole('button', { name: 'Confirm Purchase' }).click();
    await nextPage.locator('[data-sonner-toast]').first().waitFor();
    await nextPage.goto(url('/purchases'));
    const bought = dealRow(nextPage, 'buyer', unpaid.title).filter({ hasText: 'Awaiting payment' });
    await expect(bought.innerText().then((t) => t.replace(/\s+/g, ' ').trim())).resolves.toContain(`Awaiting payment ${money} · Seller: ${unpaid.seller.name}`);
  });
});
