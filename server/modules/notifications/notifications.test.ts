import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { auctionEvents, emailAlerts, follows, notifications, watchlist } from '../../db/schema.ts';
import { rowsOf } from '../../db/tx.ts';
import { fixedClock } from '../../platform/clock.ts';
import { userChannel, type LiveEvent } from '../../platform/realtime/realtime.ts';
import type { PostgresRealtime } from '../../platform/realtime/postgres-realtime.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bid, makeAuction, makeUser, type TestUser } from '../../test/auction-fixtures.ts';
import { announceEndingSoon, closeDueAuctions } from '../auction-engine/close-auctions.ts';
import { startScheduledAuctions } from '../auction-engine/start-scheduled.ts';
import { createNotification } from './create-notification.ts';
import { processAuctionEvents } from './process-auction-events.ts';
import { createNotificationWorker } from './notification-worker.ts';
import { badgeCount, NOTIFICATION_BADGE_CAP } from '../../../domain/community/notification-kinds.ts';

const NOW = new Date('2030-06-01T12:00:00Z');
const clock = fixedClock(NOW);
let t: TestApp;
let seller: TestUser;
let alice: TestUser;
let bob: TestUser;
let carol: TestUser;

beforeAll(async () => {
  t = await createTestApp({ clock });
  [seller, alice, bob, carol] = await Promise.all([
    makeUser(t, 'Classic Seller'),
    makeUser(t, 'Alice Bidder'),
    makeUser(t, 'Bob Bidder'),
    makeUser(t, 'Carol Bidder'),
  ]);
}, 240_000);
afterAll(async () => {
  await t.close();
});

const fresh = (over: Parameters<typeof makeAuction>[2] = {}) => makeAuction(t, seller.id, { year: 1967, make: 'Ford', model: 'Mustang', ...over }, clock.now());
const tick = () => clock.advance(1000);
const placed = async (user: TestUser, auctionId: string, amount: number) => {
  tick();
  const res = await bid(t, user, auctionId, amount);
  expect(res.statusCode, res.body).toBe(200);
};
const ofType = async (user: TestUser, type: string, auctionId?: string) =>
  (
    await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, user.id), eq(notifications.notificationType, type)))
  ).filter((n) => !auctionId || (n.notificationData as { auction_id?: string }).auction_id === auctionId);
const list = (user: TestUser) => t.as(user).get('/api/notifications');

describe('the notification worker (issue 13, decision 014)', () => {
  it('tells the outbid bidder once, with the sender and the vehicle; never the bidder who outbid', async () => {
    const id = await fresh();
    await placed(alice, id, 10_100);
    await placed(bob, id, 10_200);
    expect(await ofType(alice, 'outbid', id)).toHaveLength(0); // nothing inside the bid's transaction
    await processAuctionEvents(t.deps);
    await processAuctionEvents(t.deps);
    const [notice] = await ofType(alice, 'outbid', id);
    expect(await ofType(alice, 'outbid', id)).toHaveLength(1);
    expect(notice).toMatchObject({ fromUserId: bob.id, isActive: true });
    expect(notice!.notificationData).toMatchObject({ auction_year: 1967, auction_make: 'Ford', auction_model: 'Mustang', auction_id: id, amount: 10_200 });
    expect(await ofType(bob, 'outbid', id)).toHaveLength(0);
    const body = (await list(alice)).json();
    const item = body.items.find((i: { type: string; link: string }) => i.type === 'outbid');
    expect(item).toMatchObject({ senderName: 'Bob Bidder', data: { auction_year: 1967, auction_make: 'Ford', auction_model: 'Mustang' } });
    expect(item.text).toBe('You have been outbid on 1967 Ford Mustang: the high bid is now $10,200');
    expect(item.link).toMatch(/^\/auction\//);
  });

  it('makes each notification once when two workers run at once', async () => {
    const id = await fresh();
    await placed(alice, id, 10_100);
    await placed(bob, id, 10_200);
    await Promise.all([processAuctionEvents(t.deps), processAuctionEvents(t.deps), processAuctionEvents(t.deps)]);
    expect(await ofType(alice, 'outbid', id)).toHaveLength(1);
  });

  it('the worker: a kick during a run is not lost; the next batch runs after the gap and takes the new events', async () => {
    const worker = createNotificationWorker(t.deps, 60_000, 20);
    try {
      const id = await fresh();
      await placed(alice, id, 10_100);
      await placed(bob, id, 10_200);
      const first = worker.kick();
      await placed(alice, id, 10_300);
      const second = worker.kick();
      await Promise.all([first, second]);
      expect(await ofType(alice, 'outbid', id)).toHaveLength(1);
      expect(await ofType(bob, 'outbid', id)).toHaveLength(1);
    } finally {
      worker.stop();
    }
  });

  it('takes an event committed after a later id, by its id; a gap that never fills is given up after the wait', async () => {
    const id = await fresh({ endTime: new Date(clock.now().getTime() + 30 * 60_000) });
    await t.database.db.insert(watchlist).values({ userId: carol.id, auctionId: id });
    const nextId = async () => Number(rowsOf<{ id: string }>(await t.database.db.execute(sql`select nextval('auction_events_id_seq') as id`))[0]!.id);
    const position = async () =>
      Number(rowsOf<{ p: string }>(await t.database.db.execute(sql`select position as p from event_consumers where name = 'notifications'`))[0]?.p ?? 0);
    // Two transactions: the one with the lower id commits last.
    const late = await nextId();
    const early = await nextId();
    await t.database.db.insert(auctionEvents).values({ id: early, auctionId: id, type: 'auction.updated' });
    await processAuctionEvents(t.deps);
    expect(await position()).toBeLessThan(late);
    await t.database.db.insert(auctionEvents).values({ id: late, auctionId: id, type: 'auction.ending_soon' });
    await processAuctionEvents(t.deps);
    expect(await ofType(carol, 'auction_ending_soon', id)).toHaveLength(1);
    await processAuctionEvents(t.deps);
    expect(await ofType(carol, 'auction_ending_soon', id)).toHaveLength(1);
    // An id taken by a transaction that rolled back: the position waits, then moves past it.
    const lost = await nextId();
    const after = await nextId();
    await t.database.db.insert(auctionEvents).values({ id: after, auctionId: id, type: 'auction.updated' });
    await processAuctionEvents(t.deps);
    expect(await position()).toBeLessThan(lost);
    await processAuctionEvents(t.deps, { gapWaitMs: 0 });
    expect(await position()).toBeGreaterThanOrEqual(after);
  });

  it('gives no outbid notice to a bidder who raises their own bid', async () => {
    const id = await fresh();
    await placed(carol, id, 10_100);
    await placed(carol, id, 10_500);
    await processAuctionEvents(t.deps);
    expect(await ofType(carol, 'outbid', id)).toHaveLength(0);
  });

  it('does not repeat an outbid notice until that user bids again on that auction', async () => {
    const id = await fresh();
    await placed(alice, id, 10_100);
    await placed(bob, id, 10_200);
    await processAuctionEvents(t.deps);
    await processAuctionEvents(t.deps);
    await placed(carol, id, 10_300); // outbids Bob; Alice, already told, hears nothing more
    await processAuctionEvents(t.deps);
    expect(await ofType(alice, 'outbid', id)).toHaveLength(1);
    expect(await ofType(bob, 'outbid', id)).toHaveLength(1);
    await placed(alice, id, 10_500);
    await placed(carol, id, 10_600);
    await processAuctionEvents(t.deps);
    expect(await ofType(alice, 'outbid', id)).toHaveLength(2);
  });

  it("gives no outbid notice when the bidder's auto-bid has already retaken the lead", async () => {
    const id = await fresh();
    tick();
    const proxy = await t.as(alice).post('/api/proxy-bids', { auction_id: id, max_bid_amount: 12_000 });
    expect(proxy.statusCode, proxy.body).toBeLessThan(300);
    await placed(bob, id, 10_500);
    await processAuctionEvents(t.deps);
    expect(await ofType(alice, 'outbid', id)).toHaveLength(0);
    expect(await ofType(bob, 'outbid', id)).toHaveLength(1);
  });

  it('tells both sides of a sale: the winner at the close and a Buy Now buyer, and the seller (issue 25 item 9)', async () => {
    const id = await fresh({ endTime: new Date(clock.now().getTime() + 60_000) });
    await placed(alice, id, 10_100);
    clock.advance(120_000);
    await closeDueAuctions(t.deps);
    await processAuctionEvents(t.deps);
    const [won] = await ofType(alice, 'auction_won', id);
    expect(won).toMatchObject({ fromUserId: seller.id });
    expect(won!.notificationData).not.toHaveProperty('buy_now');
    expect(await ofType(seller, 'auction_sold', id)).toMatchObject([{ fromUserId: alice.id, notificationData: { auction_id: id, amount: 10_100 } }]);
    const bought = await fresh({ buyNowPrice: 20_000 });
    const res = await t.as(bob).post('/api/buy-now', { auction_id: bought });
    expect(res.statusCode, res.body).toBe(200);
    await processAuctionEvents(t.deps);
    expect(await ofType(bob, 'auction_won', bought)).toMatchObject([
      { fromUserId: seller.id, notificationData: { auction_id: bought, amount: 20_000, buy_now: true } },
    ]);
    expect(await ofType(seller, 'auction_sold', bought)).toMatchObject([
      { fromUserId: bob.id, notificationData: { auction_id: bought, amount: 20_000, buy_now: true } },
    ]);
  });

  it('tells watchers (not the seller) of the last hour, and watchers, pre-bidders and followers of a start', async () => {
    const soon = await fresh({ endTime: new Date(clock.now().getTime() + 30 * 60_000) });
    await t.database.db.insert(watchlist).values([
      { userId: carol.id, auctionId: soon },
      { userId: seller.id, auctionId: soon },
    ]);
    await announceEndingSoon(t.deps);
    await processAuctionEvents(t.deps);
    expect(await ofType(carol, 'auction_ending_soon', soon)).toHaveLength(1);
    expect(await ofType(seller, 'auction_ending_soon', soon)).toHaveLength(0);

    const presale = await fresh({
      status: 'scheduled',
      startTime: new Date(clock.now().getTime() + 60_000),
      endTime: new Date(clock.now().getTime() + 86_400_000),
    });
    await t.database.db.insert(watchlist).values({ userId: carol.id, auctionId: presale });
    await placed(alice, presale, 10_100);
    await t.database.db.insert(follows).values({ followerId: bob.id, followingId: seller.id });
    clock.advance(120_000);
    await startScheduledAuctions(t.deps);
    await processAuctionEvents(t.deps);
    expect(await ofType(carol, 'auction_start', presale)).toHaveLength(1);
    expect(await ofType(alice, 'auction_start', presale)).toHaveLength(1);
    expect(await ofType(bob, 'new_listing_from_followed_user', presale)).toHaveLength(1);
    expect(await ofType(seller, 'auction_start', presale)).toHaveLength(0);
  });

  it('tells the recipient live, after commit, on their own channel', async () => {
    const heard: LiveEvent[] = [];
    const stop = t.deps.realtime.subscribe(userChannel(alice.id), (e) => heard.push(e));
    await (t.deps.realtime as Partial<PostgresRealtime>).ready?.();
    const id = await fresh();
    await placed(alice, id, 10_100);
    await placed(bob, id, 10_200);
    await processAuctionEvents(t.deps);
    await expect.poll(() => heard.map((e) => e.type), { timeout: 10_000 }).toContain('notification.created');
    stop();
  });

  it('queues an outbid e-mail alert by default, at most one per auction per 10 minutes', async () => {
    const id = await fresh();
    await placed(alice, id, 10_100);
    await placed(bob, id, 10_200);
    await processAuctionEvents(t.deps);
    await placed(alice, id, 10_300);
    await placed(bob, id, 10_400);
    await processAuctionEvents(t.deps);
    expect(await ofType(alice, 'outbid', id)).toHaveLength(2);
    const mails = await t.database.db
      .select()
      .from(emailAlerts)
      .where(and(eq(emailAlerts.userId, alice.id), eq(emailAlerts.auctionId, id)));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('You have been outbid on 1967 Ford Mustang');
  });
});

describe('notices from other modules (issue 13)', () => {
  it('tells the seller of a new comment on their listing, never of their own', async () => {
    const id = await fresh();
    const comment = (user: TestUser, content: string) => t.as(user).post(`/api/auctions/${id}/comments`, { content });
    expect((await comment(alice, 'Is the paint original?')).statusCode).toBe(201);
    expect((await comment(seller, 'Yes, all original.')).statusCode).toBe(201);
    const notices = await ofType(seller, 'new_comment', id);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ fromUserId: alice.id });
    const item = (await list(seller)).json().items.find((i: { type: string }) => i.type === 'new_comment');
    expect(item.text).toBe('Alice Bidder commented on 1967 Ford Mustang');
  });
});

describe('GET /api/notifications and dismiss (SPEC 7)', () => {
  it('needs a signed-in user', async () => {
    expect((await t.anonymous.get('/api/notifications')).statusCode).toBe(401);
    const dismiss = await t.anonymous.post('/api/notifications/00000000-0000-4000-8000-000000000000/dismiss');
    expect(dismiss.statusCode).toBe(401);
  });

  it('lists only the own active ones, newest first, at most 20, with the count of all', async () => {
    const reader = await makeUser(t, 'Nora Reader');
    for (let i = 0; i < 23; i++) {
      clock.advance(1000);
      await createNotification(t.deps, { userId: reader.id, fromUserId: seller.id, type: 'other', sourceKey: `test:${i}` });
    }
    const body = (await list(reader)).json();
    expect(body.newCount).toBe(23);
    expect(body.items).toHaveLength(20);
    const times = body.items.map((i: { createdAt: string }) => i.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(body.items[0].senderName).toBe('Classic Seller');
    expect((await list(alice)).json().items.some((i: { id: string }) => body.items.some((m: { id: string }) => m.id === i.id))).toBe(false);
  });

  it('counts active ones up to one past the badge cap (SPEC 9: 99+)', async () => {
    const busy = await makeUser(t, 'Busy Reader');
    await t.database.db.insert(notifications).values(
      Array.from({ length: 130 }, (_, i) => ({
        userId: busy.id,
        notificationType: 'other' as const,
        notificationData: {},
        isActive: i % 10 !== 0,
        sourceKey: `cap:${i}`,
      })),
    );
    const body = (await list(busy)).json();
    expect(body.newCount).toBe(NOTIFICATION_BADGE_CAP + 1);
    expect(badgeCount(body.newCount)).toBe('99+');
    expect(body.items).toHaveLength(20);
  });

  it('dismisses own notifications only (404 for another user), and the list drops it', async () => {
    const reader = await makeUser(t, 'Dana Dismisser');
    // The list is remembered between writes (decision 020); each write forgets it at once, without waiting for
    // its live event to come back (on PostgreSQL it comes back a moment later).
    expect((await list(reader)).json()).toEqual({ newCount: 0, items: [] });
    const publish = t.deps.realtime.publish;
    t.deps.realtime.publish = async () => undefined;
    onTestFinished(() => {
      t.deps.realtime.publish = publish;
    });
    await createNotification(t.deps, { userId: reader.id, fromUserId: seller.id, type: 'other' });
    const [item] = (await list(reader)).json().items;
    const theirs = await t.as(alice).post(`/api/notifications/${item.id}/dismiss`);
    expect(theirs.statusCode).toBe(404);
    const mine = await t.as(reader).post(`/api/notifications/${item.id}/dismiss`);
    expect(mine.json()).toEqual({ id: item.id, isActive: false });
    const after = (await list(reader)).json();
    expect(after).toEqual({ newCount: 0, items: [] });
    const [row] = await t.database.db.select().from(notifications).where(eq(notifications.id, item.id));
    expect(row!.isActive).toBe(false);
  });

  it('createNotification never tells someone of their own act, and a source key makes one', async () => {
    expect(await createNotification(t.deps, { userId: alice.id, fromUserId: alice.id, type: 'new_follower' })).toBe(false);
    expect(await createNotification(t.deps, { userId: alice.id, fromUserId: bob.id, type: 'new_follower', sourceKey: 'follow:x' })).toBe(true);
    expect(await createNotification(t.deps, { userId: alice.id, fromUserId: bob.id, type: 'new_follower', sourceKey: 'follow:x' })).toBe(false);
  });
});
