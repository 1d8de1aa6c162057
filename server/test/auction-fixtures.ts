import { eq } from 'drizzle-orm';
import { auctions, bidderAuthorizations, categories, siteSettings, users } from '../db/schema.ts';
import { GENERAL_AUTHORIZATION_AUCTION_ID } from '../../domain/shared/auction-types.ts';
import { signUpConfirmed, type TestApp } from './test-app.ts';
import { createDealInSale } from '../modules/deals/create-deal.ts';
import { auctionChannel, type LiveEvent } from '../platform/realtime/realtime.ts';
import type { PostgresRealtime } from '../platform/realtime/postgres-realtime.ts';

/** A signed-in user of the test app: id and the cookie to send. */
export interface TestUser {
  id: string;
  cookie: string;
  email: string;
}

let counter = 0;

export async function makeUser(t: TestApp, name: string, o: { authorized?: boolean } = {}): Promise<TestUser> {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${++counter}.${Date.now()}@bid.test`;
  const cookie = await signUpConfirmed(t, email, name);
  const [u] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (o.authorized ?? true) {
    await t.database.db.insert(bidderAuthorizations).values({ userId: u!.id, auctionId: GENERAL_AUTHORIZATION_AUCTION_ID, status: 'authorized' });
  }
  return { id: u!.id, cookie, email };
}

export async function ensureCategory(t: TestApp): Promise<void> {
  await t.database.db.insert(categories).values({ title: 'Cars', slug: 'cars' }).onConflictDoNothing();
}

export async function setAuctionSetting(t: TestApp, value: Record<string, number>): Promise<void> {
  await t.database.db.insert(siteSettings).values({ key: 'auction', value }).onConflictDoUpdate({ target: siteSettings.key, set: { value } });
}

/**
 * A listing, as `over` says. A sold one is sold as the engine sells: to its winner (required), at
 * its current bid, with its deal made by createDealInSale in the same transaction, so every test database keeps
 * each sale with its one deal (the check test-database.ts runs when a file closes its database).
 */
export async function makeAuction(t: TestApp, sellerId: string, over: Partial<typeof auctions.$inferInsert> = {}, now = new Date()): Promise<string> {
  await ensureCategory(t);
  const sold = over.status === 'sold';
  if (sold && !over.winnerId) throw new Error('makeAuction: a sold listing needs its winnerId (the buyer of its deal)');
  return t.database.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(auctions)
      .values({
        title: '1967 Ford Mustang Fastback',
        category: 'cars',
        sellerId,
        status: 'active',
        listingType: 'auction',
        startingPrice: 10_000,
        startTime: new Date(now.getTime() - 86_400_000),
        endTime: new Date(now.getTime() + 3 * 86_400_000),
        ...(sold ? { currentBid: 10_000 } : {}),
        ...over,
      })
      .returning({ id: auctions.id, currentBid: auctions.currentBid, endTime: auctions.endTime });
    if (sold) {
      const soldAt = row!.endTime && row!.endTime < now ? row!.endTime : now;
      await createDealInSale(tx, {
        auctionId: row!.id,
        lineageId: over.originalAuctionId ?? row!.id,
        buyerId: over.winnerId!,
        sellerId,
        saleKind: 'auction',
        price: row!.currentBid,
        now: soldAt,
      });
    }
    return row!.id;
  });
}

export const bid = (t: TestApp, user: TestUser, auctionId: string, amount: unknown, idempotencyKey?: string) =>
  t.as(user).post('/api/bids', { auction_id: auctionId, amount }, idempotencyKey ? { 'idempotency-key': idempotencyKey } : {});

export const proxyBid = (t: TestApp, user: TestUser, auctionId: string, max: unknown) =>
  t.as(user).post('/api/proxy-bids', { auction_id: auctionId, max_bid_amount: max });

export const buyNowRequest = (t: TestApp, user: TestUser, auctionId: string) => t.as(user).post('/api/buy-now', { auction_id: auctionId });

/** Subscribes to an auction's live channel; on PostgreSQL waits until this instance is listening. */
export async function listen(t: TestApp, auctionId: string): Promise<{ events: LiveEvent[]; stop(): void }> {
  const events: LiveEvent[] = [];
  const stop = t.deps.realtime.subscribe(auctionChannel(auctionId), (e) => events.push(e));
  await (t.deps.realtime as Partial<PostgresRealtime>).ready?.();
  return { events, stop };
}
