import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { auctions, deals, payoutAccounts, sandboxConnectedAccounts } from '../db/schema.ts';
import type { fixedClock } from '../platform/clock.ts';
import { closeAuction } from '../modules/auction-engine/close-auctions.ts';
import { bid, buyNowRequest, makeAuction, type TestUser } from './auction-fixtures.ts';
import type { TestApp } from './test-app.ts';

const HOUR = 3_600_000;

type FixedClock = ReturnType<typeof fixedClock>;

/** The seller's payout account, connected in the sandbox (Connect emulated): where a deal's released money goes. */
export async function connectPayoutAccount(t: TestApp, seller: TestUser, accountId: string): Promise<void> {
  const ready = { detailsSubmitted: true, chargesEnabled: true, payoutsEnabled: true };
  await t.database.db.insert(sandboxConnectedAccounts).values({ id: accountId, email: seller.email, ...ready });
  await t.database.db.insert(payoutAccounts).values({ userId: seller.id, provider: 'sandbox', accountId, ...ready });
}

/** The deal a sale of `auctionId` made. */
export async function dealOf(t: TestApp, auctionId: string): Promise<string> {
  const [d] = await t.database.db.select({ id: deals.id }).from(deals).where(eq(deals.auctionId, auctionId));
  return d!.id;
}

/** A listing of `seller` bought now by `buyer` at `at` (the clock set there): its deal, awaiting payment. */
export async function buyNowDeal(
  t: TestApp,
  o: { clock: FixedClock; at: Date; seller: TestUser; buyer: TestUser; listing: Partial<typeof auctions.$inferInsert> },
): Promise<string> {
  o.clock.set(o.at);
  const auctionId = await makeAuction(t, o.seller.id, o.listing, o.at);
  expect((await buyNowRequest(t, o.buyer, auctionId)).statusCode).toBe(200);
  return dealOf(t, auctionId);
}

/** The buyer pays the deal at the sandbox checkout and is sent back: the URL it came back to. */
export async function payAtSandboxCheckout(t: TestApp, buyer: TestUser, dealId: string): Promise<URL> {
  const url = (await t.as(buyer).post(`/api/deals/${dealId}/pay`, {})).json().url as string;
  const paid = await t.anonymous.post(`${url}/authorize`);
  return new URL(paid.headers.location as string, 'http://localhost');
}

/** The buyer pays the deal at the sandbox checkout and the return is verified: the deal is paid and held. */
export async function payDeal(t: TestApp, buyer: TestUser, dealId: string): Promise<void> {
  const session = (await payAtSandboxCheckout(t, buyer, dealId)).searchParams.get('deal_payment')!;
  expect((await t.as(buyer).post(`/api/deals/${dealId}/verify-payment`, { session_id: session })).json().state).toBe('paid_held');
}

/**
 * An auction of `seller` that closed an hour after `now` with two bids under its reserve (`under`'s, then `top`'s),
 * the clock a second past its end: its negotiation window is open.
 */
export async function endedUnderReserve(
  t: TestApp,
  o: {
    clock: FixedClock;
    now: Date;
    seller: TestUser;
    top: TestUser;
    under: TestUser;
    bids?: [number, number];
    listing?: Partial<typeof auctions.$inferInsert>;
  },
): Promise<string> {
  const [low, high] = o.bids ?? [10_100, 10_200];
  o.clock.set(o.now);
  const end = new Date(o.now.getTime() + HOUR);
  const id = await makeAuction(t, o.seller.id, { startingPrice: 10_000, reservePrice: 50_000, ...o.listing, endTime: end }, o.now);
  expect((await bid(t, o.under, id, low)).statusCode).toBe(200);
  expect((await bid(t, o.top, id, high)).statusCode).toBe(200);
  o.clock.set(new Date(end.getTime() + 1000));
  expect(await closeAuction(t.deps, id)).toBe(true);
  return id;
}
