import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { announceEndingSoon } from '../modules/auction-engine/close-auctions.ts';
import { listNotifications } from '../modules/notifications/list-notifications.ts';
import { processAuctionEvents } from '../modules/notifications/process-auction-events.ts';
import { auctions, notifications, users, watchlist } from '../db/schema.ts';
import { seedDemoData } from './seed-demo-data.ts';

// A notification is listed once. The demo data seeded bidder@example.com's 'The auction for 2005 Ford
// GT ends within the hour' without the event it comes from, so the engine announced that auction again at start and
// the worker made the same notice a second time ('5m ago' and '10m ago'). A seeded notice now comes with its event and
// its key, as the worker writes them: the engine does not announce it again, and the worker does not make it again.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.database.db, t.deps.clock.now());
  // What the server does at start, twice over (a restart, or a second instance).
  for (let i = 0; i < 2; i++) {
    await announceEndingSoon(t.deps);
    await processAuctionEvents(t.deps);
  }
}, 120_000);
afterAll(async () => t?.close());

const idOf = async (email: string) => (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

describe('the demo notifications after the server starts', () => {
  it('list the Ford GT ending within the hour once to bidder@example.com', async () => {
    const bidder = await idOf('bidder@example.com');
    const { items } = await listNotifications(t.database.db, bidder);
    expect(items.filter((n) => n.text === 'The auction for 2005 Ford GT ends within the hour')).toHaveLength(1);
  });

  it('still tell the Ford GT’s other watchers, once each', async () => {
    const [gt] = await t.database.db
      .select({ id: auctions.id })
      .from(auctions)
      .where(and(eq(auctions.make, 'Ford'), eq(auctions.model, 'GT')));
    const watchers = await t.database.db.select({ userId: watchlist.userId }).from(watchlist).where(eq(watchlist.auctionId, gt!.id));
    const notices = await t.database.db
      .select({ userId: notifications.userId, data: notifications.notificationData })
      .from(notifications)
      .where(eq(notifications.notificationType, 'auction_ending_soon'));
    const aboutGt = notices.filter((n) => (n.data as { auction_id?: string }).auction_id === gt!.id).map((n) => n.userId);
    expect(aboutGt.sort()).toEqual(watchers.map((w) => w.userId).sort());
  });

  it('list no notice twice for any member', async () => {
    for (const { id, email } of await t.database.db.select({ id: users.id, email: users.email }).from(users)) {
      const { items } = await listNotifications(t.database.db, id);
      const seen = items.map((n) => `${n.type}: ${n.text}`);
      expect(seen, email).toEqual([...new Set(seen)]);
    }
  });
});
