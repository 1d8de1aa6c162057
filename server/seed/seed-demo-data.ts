import { hashPassword } from 'better-auth/crypto';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/connect.ts';
import type { Tx } from '../db/tx.ts';
import {
  accounts,
  auctionEvents,
  auctionPhotos,
  auctionViews,
  auctions,
  bidderAuthorizations,
  bids,
  categories,
  commentLikes,
  comments,
  dealEvents,
  dealFeedback,
  dealPayments,
  deals,
  follows,
  heroImages,
  memberStrikes,
  membershipPlans,
  messages,
  notifications,
  offers,
  payoutAccounts,
  profiles,
  proxyBids,
  sandboxCheckoutSessions,
  sandboxConnectedAccounts,
  sandboxMoneyMoves,
  siteSettings,
  userRoles,
  users,
  watchlist,
} from '../db/schema.ts';
import { buildActivity, buildBidHistory } from './activity.ts';
import { buildCategories } from './categories.ts';
import { applyDemoPaymentMethods, buildDemoDeals } from './deals.ts';
import { buildHeroImages } from './hero.ts';
import { buildMembershipPlans } from './membership-plans.ts';
import { buildListings } from './listing-builder.ts';
import { BOAT_LISTINGS } from './listings-boats.ts';
import { CAR_LISTINGS } from './listings-cars.ts';
import { EQUIPMENT_LISTINGS } from './listings-equipment.ts';
import { MOTORCYCLE_LISTINGS } from './listings-motorcycles.ts';
import { RV_LISTINGS } from './listings-rvs.ts';
import { TRAILER_LISTINGS } from './listings-trailers.ts';
import { TRUCK_LISTINGS } from './listings-trucks.ts';
import { buildSiteSettings } from './settings.ts';
import { createDealInSale } from '../modules/deals/index.ts';
import { eq } from 'drizzle-orm';
import { buildDemoPeople, DEMO_PASSWORD } from './users.ts';

export const LISTING_GROUPS = [
  { category: 'cars', listings: CAR_LISTINGS },
  { category: 'motorcycles', listings: MOTORCYCLE_LISTINGS },
  { category: 'heavy-duty-trucks-buses', listings: TRUCK_LISTINGS },
  { category: 'trailers', listings: TRAILER_LISTINGS },
  { category: 'heavy-equipment', listings: EQUIPMENT_LISTINGS },
  { category: 'boats', listings: BOAT_LISTINGS },
  { category: 'rvs', listings: RV_LISTINGS },
] as const;

// Well under PostgreSQL's 65,535 bind parameters per statement for every table here.
const BATCH = 500;

async function insertAll<T extends PgTable>(tx: Tx, table: T, rows: T['$inferInsert'][]): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) {
    await tx.insert(table).values(rows.slice(i, i + BATCH));
  }
}

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [category] = await db.select({ id: categories.id }).from(categories).limit(1);
  const [user] = await db.select({ id: users.id }).from(users).limit(1);
  return !category && !user;
}

/** Inserts the demo data set (README "Demo accounts"); every timestamp is relative to `now`. */
export async function seedDemoData(db: Db, now: Date): Promise<{ users: number; listings: number; bids: number }> {
  const people = buildDemoPeople(now, await hashPassword(DEMO_PASSWORD));
  const listings = buildListings(LISTING_GROUPS, people, now);
  const history = buildBidHistory(listings, people);
  for (const listing of listings) {
    if (listing.row.status === 'sold') listing.row.winnerId = history.leaders.get(listing.id) ?? null;
  }
  const activity = buildActivity(listings, people, history, now);
  applyDemoPaymentMethods(listings);
  const demoDeals = buildDemoDeals(listings, people, history, activity.offers, now);

  const siteCreated = new Date(now.getTime() - 400 * 86_400_000);

  await db.transaction(async (tx) => {
    await insertAll(tx, categories, buildCategories(siteCreated));
    await insertAll(tx, heroImages, buildHeroImages(siteCreated));
    await insertAll(tx, siteSettings, buildSiteSettings(siteCreated));
    await insertAll(tx, membershipPlans, buildMembershipPlans(siteCreated));
    await insertAll(tx, users, people.users);
    await insertAll(tx, accounts, people.accounts);
    await insertAll(tx, profiles, people.profiles);
    await insertAll(tx, userRoles, people.roles);
    await insertAll(tx, bidderAuthorizations, people.authorizations);
    await insertAll(
      tx,
      auctions,
      listings.map((l) => l.row),
    );
    await insertAll(
      tx,
      auctionPhotos,
      listings.flatMap((l) => l.photos),
    );
    await insertAll(tx, bids, history.bids);
    await insertAll(tx, proxyBids, activity.proxyBids);
    await insertAll(tx, watchlist, activity.watchlist);
    await insertAll(tx, auctionViews, activity.views);
    await insertAll(tx, follows, activity.follows);
    await insertAll(tx, comments, activity.comments);
    await insertAll(tx, commentLikes, activity.commentLikes);
    await insertAll(tx, offers, activity.offers);
    await insertAll(tx, messages, activity.messages);
    await insertAll(tx, notifications, activity.notifications);
    // A notice made from an event carries its key, as the worker writes it, so the worker never makes it again.
    for (const { event, notifications: notices } of activity.noticeEvents) {
      const [row] = await tx.insert(auctionEvents).values(event).returning({ id: auctionEvents.id });
      await insertAll(
        tx,
        notifications,
        notices.map((n) => ({ ...n, sourceKey: `event:${row!.id}` })),
      );
    }
    // Every sale makes its deal as the engine's sales do; then what followed it is written.
    for (const sale of demoDeals.sales) await createDealInSale(tx, sale);
    for (const { id, ...after } of demoDeals.deals) await tx.update(deals).set(after).where(eq(deals.id, id));
    await insertAll(tx, dealEvents, demoDeals.events);
    await insertAll(tx, sandboxConnectedAccounts, demoDeals.connected);
    await insertAll(tx, payoutAccounts, demoDeals.payouts);
    await insertAll(tx, sandboxCheckoutSessions, demoDeals.checkouts);
    await insertAll(tx, sandboxMoneyMoves, demoDeals.moneyMoves);
    await insertAll(tx, dealPayments, demoDeals.payments);
    await insertAll(tx, memberStrikes, demoDeals.strikes);
    await insertAll(tx, dealFeedback, demoDeals.feedback);
  });

  return { users: people.users.length, listings: listings.length, bids: history.bids.length };
}
