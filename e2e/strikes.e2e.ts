import type { Page } from 'playwright-core';
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../server/db/connect.ts';
import { auctions, deals, memberStrikes, users } from '../server/db/schema.ts';
import { STRIKES_MEANING } from '../domain/membership/member-strikes.ts';
import { DESKTOP, MOBILE, useBrowser } from './support/browser.ts';
import { startPreparedServer, type PreparedServer } from './support/prepared-server.ts';
import { fillSignIn } from './support/sign-in.ts';

/**
 * Strikes are visible: a member sees each strike in /profile (its deal, why, when) and what two strikes mean;
 * an admin sees it in the member's panel in /admin/users and lifts it with a written reason. Each width has a
 * member of its own with one strike, on a deal that was cancelled for non-payment, prepared before the server starts.
 */
const b = useBrowser();

interface StrikeCase {
  email: string;
  vehicle: string;
  dealId: string;
}

async function prepare(db: Db): Promise<{ desktop: StrikeCase; mobile: StrikeCase }> {
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, ['bidder@example.com', 'buyer@example.com', 'seller@example.com']));
  const idOf = (email: string) => people.find((p) => p.email === email)!.id;
  await db.delete(memberStrikes).where(inArray(memberStrikes.userId, [idOf('bidder@example.com'), idOf('buyer@example.com')]));
  const taken = (await db.select({ id: deals.auctionId }).from(deals)).map((d) => d.id);
  const ended = await db
    .select({ id: auctions.id, title: auctions.title, sellerId: auctions.sellerId })
    .from(auctions)
    .where(and(eq(auctions.status, 'ended'), taken.length ? notInArray(auctions.id, taken) : undefined))
    .orderBy(asc(auctions.slug))
    .limit(2);
  if (ended.length < 2) throw new Error('the demo data has fewer than 2 ended listings without a deal');
  const strike = async (email: string, listing: (typeof ended)[0]): Promise<StrikeCase> => {
    const [deal] = await db
      .insert(deals)
      .values({
        auctionId: listing.id,
        lineageId: listing.id,
        buyerId: idOf(email),
        sellerId: listing.sellerId,
        saleKind: 'auction',
        price: 15_000,
        state: 'cancelled',
        closedAt: new Date(),
      })
      .returning({ id: deals.id });
    await db.insert(memberStrikes).values({ userId: idOf(email), dealId: deal!.id, reason: 'non_payment' });
    return { email, vehicle: listing.title, dealId: deal!.id };
  };
  return { desktop: await strike('bidder@example.com', ended[0]!), mobile: await strike('buyer@example.com', ended[1]!) };
}

let server: PreparedServer<Awaited<ReturnType<typeof prepare>>>;
beforeAll(async () => {
  server = await startPreparedServer(prepare);
}, 240_000);
afterAll(async () => {
  await server?.stop();
});

async function signedIn(viewport: { width: number; height: number }, email: string): Promise<Page> {
  const p = await b.newPage(viewport);
  await fillSignIn(p, email, `${server.origin}/auth`);
  return p;
}

const overflow = (p: Page) => p.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

async function memberSeesStrike(viewport: { width: number; height: number }, c: StrikeCase): Promise<void> {
  const p = await signedIn(viewport, c.email);
  await p.goto(`${server.origin}/profile`);
  const section = p.getByTestId('strikes-section');
  await section.getByRole('heading', { name: 'Strikes' }).waitFor();
  await section.getByText(STRIKES_MEANING, { exact: true }).waitFor();
  const item = section.getByTestId('strike');
  await item.getByText('The payment did not arrive within 3 days', { exact: false }).waitFor();
  expect(await item.getByRole('link', { name: c.vehicle }).getAttribute('href')).toBe(`/deals/${c.dealId}`);
  expect(await overflow(p)).toBeLessThanOrEqual(0);
  await p.screenshot({ path: `/tmp/strikes-profile-${viewport.width}.png`, fullPage: false });

  await item.getByRole('link', { name: c.vehicle }).click();
  const onDeal = p.getByTestId('deal-strike');
  await onDeal.getByRole('heading', { name: 'This deal gave you a strike' }).waitFor();
  await onDeal.getByText(STRIKES_MEANING, { exact: true }).waitFor();
  await p.close();
}

async function adminLifts(viewport: { width: number; height: number }, c: StrikeCase): Promise<void> {
  const p = await signedIn(viewport, 'admin@example.com');
  await p.goto(`${server.origin}/admin/users`);
  await p.getByLabel('Search users').fill(c.email);
  await p.getByRole('button', { name: 'Search', exact: true }).click();
  await p.waitForURL((url) => url.searchParams.get('search') === c.email);
  await p
    .getByRole('row')
    .filter({ hasText: c.email })
    .getByRole('button', { name: `Open ${c.email}` })
    .click();
  const detail = p.getByTestId('user-detail');
  const strikes = detail.getByTestId('admin-strikes');
  const item = strikes.getByTestId('strike');
  await item.getByRole('link', { name: c.vehicle }).waitFor();
  await strikes.getByText('1 counting', { exact: false }).waitFor();

  await item.getByRole('button', { name: 'Lift strike' }).click();
  const reason = item.getByLabel('Reason for lifting');
  await item.getByRole('button', { name: 'Lift this strike' }).click();
  await item.getByText('Say why the strike is lifted', { exact: true }).waitFor();
  await item.getByText('Strike', { exact: true }).waitFor();
  await reason.fill('The bank held the transfer; the buyer showed the receipt.');
  await item.getByRole('button', { name: 'Lift this strike' }).click();
  await p.getByText('Strike lifted', { exact: true }).waitFor();
  await item.getByText('Lifted', { exact: true }).waitFor();
  await item.getByText('The bank held the transfer; the buyer showed the receipt.', { exact: true }).waitFor();
  await strikes.getByText('0 counting', { exact: false }).waitFor();
  expect(await overflow(p)).toBeLessThanOrEqual(0);
  await p.screenshot({ path: `/tmp/strikes-admin-${viewport.width}.png`, fullPage: false });
  await p.close();

  // The member sees it lifted, with the reason.
  const m = await signedIn(viewport, c.email);
  await m.goto(`${server.origin}/profile`);
  const mine = m.getByTestId('strikes-section').getByTestId('strike');
  await mine.getByText('The bank held the transfer; the buyer showed the receipt.', { exact: true }).waitFor();
  await mine.getByText('Lifted', { exact: true }).waitFor();
  await m.close();
}

describe('strikes are visible (issue 39 item 5)', () => {
  it('at 1280 px: the member sees the strike and what two strikes mean; an admin lifts it with a reason', async () => {
    await memberSeesStrike(DESKTOP, server.data.desktop);
    await adminLifts(DESKTOP, server.data.desktop);
  });

  it('at 390 px: the member sees the strike and what two strikes mean; an admin lifts it with a reason', async () => {
    await memberSeesStrike(MOBILE, server.data.mobile);
    await adminLifts(MOBILE, server.data.mobile);
  });
});
