import type { Page } from 'playwright-core';
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { connectDatabase } from '../server/db/connect.ts';
import { auctions, bids, siteSettings, users } from '../server/db/schema.ts';
import { seedDemoData } from '../server/db/seed/seed-demo-data.ts';
import { DESKTOP, MOBILE, useBrowser } from './support/browser.ts';
import { freePort } from '../tools/free-port.ts';
import { waitForHealth } from '../tools/wait-for-health.ts';

const b = useBrowser();

async function signIn(page: Page, email: string, then: string, origin = '') {
  await page.goto(`${origin}/auth`);
  await page.locator('main').getByLabel('E-mail', { exact: true }).fill(email);
  await page.locator('main').getByLabel('Password', { exact: true }).fill('Password123!');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.getByTestId('header-user-name').waitFor();
  await page.goto(`${origin}${then}`);
}

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').getByText(text, { exact: true }).first().waitFor();

// A classified with offers that no other browser test uses.
const CLASSIFIED = '/auction/2016-triumph-thruxton-r';

describe('Make an Offer on a classified', () => {
  it('asks a visitor to sign in', async () => {
    const page = await b.newPage(MOBILE);
    await page.goto(CLASSIFIED);
    await page.getByRole('button', { name: 'Make an Offer' }).click();
    await toast(page, 'Authentication Required');
    await page.getByText('Please sign in to make an offer').waitFor();
    await page.waitForURL((url) => url.pathname === '/auth');
  });

  it('the buyer offers and updates; the seller declines, then accepts, live on both pages', async () => {
    const buyer = await b.newPage(DESKTOP);
    await signIn(buyer, 'bidder@example.com', CLASSIFIED);
    const seller = await b.newPage(DESKTOP);
    await signIn(seller, 'seller@example.com', CLASSIFIED);
    const panel = seller.getByTestId('listing-offers');
    await panel.getByTestId('offer-item').first().waitFor();

    await buyer.getByRole('button', { name: 'Make an Offer' }).click();
    const dialog = buyer.getByRole('dialog', { name: 'Make an Offer' });
    await dialog.getByLabel('Your offer').fill('0');
    await dialog.getByRole('button', { name: 'Submit Offer' }).click();
    await toast(buyer, 'Invalid Input');
    await buyer.getByText('Offer amount must be greater than $0').waitFor();
    await dialog.getByLabel('Your offer').fill('10000');
    await expect(dialog.getByLabel('Your offer').inputValue()).resolves.toBe('10,000');
    await dialog.getByLabel(/Message to the seller/).fill('Cash, and I can collect this weekend.');
    await dialog.getByRole('button', { name: 'Submit Offer' }).click();
    await toast(buyer, 'Offer Submitted');
    await buyer.getByText('Your offer has been sent to the seller.').waitFor();
    await buyer.getByTestId('my-offer').getByText('$10,000').waitFor();

    // The seller sees it without a reload, newest first with the buyer's display name.
    const jordan = panel.getByTestId('offer-item').filter({ hasText: 'Jordan Bidder' });
    await jordan.getByText('$10,000').waitFor();
    await expect(panel.getByTestId('offer-item').first().textContent()).resolves.toContain('Jordan Bidder');

    await buyer.getByRole('button', { name: 'Update Your Offer' }).click();
    await dialog.getByLabel('Your offer').fill('10500');
    await dialog.getByRole('button', { name: 'Submit Offer' }).click();
    await toast(buyer, 'Offer Submitted');
    await buyer.getByText('Your offer has been updated and sent to the seller.').waitFor();
    await jordan.getByText('$10,500').waitFor();

    await jordan.getByRole('button', { name: 'Decline' }).click();
    await toast(seller, 'Offer declined');
    await buyer.getByTestId('my-offer').getByText('Declined').waitFor();

    await buyer.getByRole('button', { name: 'Update Your Offer' }).click();
    await dialog.getByLabel('Your offer').fill('11000');
    await dialog.getByRole('button', { name: 'Submit Offer' }).click();
    await toast(buyer, 'Offer Submitted');
    await jordan.getByText('$11,000').waitFor();
    await jordan.getByTestId('offer-status').getByText('Pending').waitFor();
    await jordan.getByRole('button', { name: 'Accept' }).click();
    await toast(seller, 'Offer accepted');
    await seller.getByText('The admin will process the payment.').waitFor();
    await buyer.getByTestId('my-offer').getByText('Accepted').waitFor();
    await seller.screenshot({ path: 'test-results/offers-seller-classified.png' }).catch(() => undefined);
  }, 120_000);
});

interface NegotiationServer {
  origin: string;
  stop: () => Promise<void>;
}

const HOUR = 3_600_000;

/**
 * A server of its own on a fresh embedded database: the demo data, short settings (a one-hour
 * negotiation window) and an auction about to close under its reserve with Jordan Bidder leading
 * and Maria Alvarez under him, written before the server starts (it holds the database alone).
 */
async function startNegotiationServer(): Promise<NegotiationServer> {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'vehiclebid-e2e-offers-'));
  const origin = `http://127.0.0.1:${port}`;
  const database = await connectDatabase({ dataDir });
  try {
    await database.migrate();
    const now = new Date();
    await seedDemoData(database.db, now);
    const db = database.db;
    const [setting] = await db.select().from(siteSettings).where(eq(siteSettings.key, 'auction'));
    const value = { ...((setting?.value as object | undefined) ?? {}), negotiationWindowHours: 1 };
    await db.insert(siteSettings).values({ key: 'auction', value }).onConflictDoUpdate({ target: siteSettings.key, set: { value } });
    const people = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, ['seller@example.com', 'bidder@example.com', 'maria.alvarez@example.com']));
    const id = (email: string) => people.find((p) => p.email === email)!.id;
    const base = { category: 'cars', listingType: 'auction', sellerId: id('seller@example.com'), startingPrice: 20_000, reservePrice: 60_000, currentBid: 30_500, make: 'Plymouth', model: 'Barracuda', year: 1970, startTime: new Date(now.getTime() - 3 * 24 * HOUR) };
    const [closing] = await db
      .insert(auctions)
      .values({ ...base, slug: 'negotiation-1970-plymouth-barracuda', title: '1970 Plymouth Barracuda', status: 'active', endTime: new Date(now.getTime() + 40_000) })
      .returning({ id: auctions.id });
    const [missed] = await db
      .insert(auctions)
      .values({ ...base, slug: 'second-chance-1970-plymouth-barracuda', title: '1970 Plymouth Barracuda Gran Coupe', status: 'ended', endTime: new Date(now.getTime() - 3 * HOUR), negotiationWindowEnds: new Date(now.getTime() - 2 * HOUR) })
      .returning({ id: auctions.id });
    for (const auction of [closing!, missed!]) {
      await db.insert(bids).values([
        { auctionId: auction.id, bidderId: id('maria.alvarez@example.com'), amount: 30_000, createdAt: new Date(now.getTime() - 5 * HOUR) },
        { auctionId: auction.id, bidderId: id('bidder@example.com'), amount: 30_500, createdAt: new Date(now.getTime() - 4 * HOUR) },
      ]);
    }
  } finally {
    await database.close();
  }
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'warn', PUBLIC_URL: origin, LISTINGS_CACHE_MS: '0' };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env, stdio: ['ignore', 'inherit', 'inherit'] });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(origin, child, 90_000);
  } catch (err) {
    await stop();
    throw new Error('the negotiation server did not start', { cause: err });
  }
  return { origin, stop };
}

describe('the Negotiation Portal', () => {
  let server: NegotiationServer;
  beforeAll(async () => {
    server = await startNegotiationServer();
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('closes under the reserve; the high bidder offers, the seller counters, the bidder accepts; both pages show SOLD live', async () => {
    const { origin } = server;
    const path = '/auction/negotiation-1970-plymouth-barracuda';
    const bidder = await b.newPage(DESKTOP);
    await signIn(bidder, 'bidder@example.com', path, origin);
    const seller = await b.newPage(MOBILE);
    await signIn(seller, 'seller@example.com', path, origin);
    const other = await b.newPage(DESKTOP);
    await signIn(other, 'maria.alvarez@example.com', path, origin);

    const bidderPortal = bidder.getByTestId('negotiation-portal');
    const sellerPortal = seller.getByTestId('negotiation-portal');
    await bidderPortal.getByRole('heading', { name: 'Negotiation Portal' }).waitFor({ timeout: 120_000 });
    await sellerPortal.getByRole('heading', { name: 'Negotiation Portal' }).waitFor({ timeout: 30_000 });
    // Everyone else, other bidders too, still sees 'Auction Ended'.
    await other.getByRole('heading', { name: 'Auction Ended' }).waitFor({ timeout: 30_000 });
    await other.getByText('This auction has concluded. Check back for new listings!').waitFor();
    await expect(other.getByTestId('negotiation-portal').count()).resolves.toBe(0);
    await expect(bidderPortal.getByTestId('negotiation-countdown').textContent()).resolves.toMatch(/^0h [1-5]?\dm$/);

    await bidderPortal.getByLabel('Your offer').fill('0');
    await bidderPortal.getByRole('button', { name: 'Send Offer' }).click();
    await toast(bidder, 'Invalid amount');
    await bidder.getByText('Please enter a valid offer amount').waitFor();
    await bidderPortal.getByLabel('Your offer').fill('40000');
    await bidderPortal.getByRole('button', { name: 'Send Offer' }).click();
    await toast(bidder, 'Offer submitted');
    await bidder.getByText('Your offer has been sent to the seller.').waitFor();

    const offerFromBidder = sellerPortal.getByTestId('offer-item').filter({ hasText: 'Offer from Jordan Bidder' });
    await offerFromBidder.getByText('$40,000').waitFor();
    await sellerPortal.getByLabel('Counter offer').fill('50000');
    await sellerPortal.getByRole('button', { name: 'Send Counter Offer' }).click();
    await toast(seller, 'Offer submitted');
    await seller.getByText('Your counter offer has been sent to the bidder.').waitFor();
    await offerFromBidder.getByText('Declined').waitFor();
    await seller.screenshot({ path: 'test-results/offers-portal-seller-mobile.png' }).catch(() => undefined);

    const counter = bidderPortal.getByTestId('offer-item').filter({ hasText: 'Counter offer from Classic Motors' });
    await counter.getByText('$50,000').waitFor();
    await bidder.screenshot({ path: 'test-results/offers-portal-bidder.png' }).catch(() => undefined);
    await counter.getByRole('button', { name: 'Accept' }).click();
    await toast(bidder, 'Offer accepted');

    for (const page of [bidder, seller, other]) {
      await page.getByTestId('bid-panel').getByTestId('sold-badge').waitFor();
      await expect(page.getByTestId('current-bid').textContent()).resolves.toBe('$50,000');
    }

    // The admin processes the accepted offer's payment in the sandbox.
    const admin = await b.newPage(DESKTOP);
    await signIn(admin, 'admin@example.com', '/admin/offers', origin);
    const row = admin.getByTestId('offer-payment').filter({ hasText: '1970 Plymouth Barracuda' }).filter({ hasText: 'Jordan Bidder' });
    await row.getByTestId('payment-status').getByText('Awaiting payment').waitFor();
    await row.getByText('$50,000').waitFor();
    await row.getByRole('button', { name: 'Process Payment' }).click();
    await toast(admin, 'Payment processed');
    await row.getByTestId('payment-status').getByText('Paid').waitFor();
    await expect(row.getByRole('button', { name: 'Process Payment' }).count()).resolves.toBe(0);
    await admin.screenshot({ path: 'test-results/offers-admin-payments.png' }).catch(() => undefined);
  }, 300_000);
});
