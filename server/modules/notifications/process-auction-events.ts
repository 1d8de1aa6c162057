import { and, desc, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app.ts';
import { bids, follows, proxyBids, watchlist } from '../../db/schema.ts';
import { rowsOf } from '../bidding/auction-tx.ts';
import type { NotificationData } from '../../../domain/notification-kinds.ts';
import {
  announceNotifications,
  auctionNotificationData,
  insertNotifications,
  latestNotificationAbout,
  type CreatedNotification,
  type DbOrTx,
  type NewNotification,
} from './create-notification.ts';

/** The auction events that tell someone something (the engine writes them in its transaction). */
export const NOTIFYING_EVENTS = ['bid.outbid', 'auction.sold', 'auction.started', 'auction.ending_soon'] as const;

const CONSUMER = 'notifications';
/**
 * Two transactions may commit in the opposite order to their event ids, so every run looks this many
 * ids behind its position again; the receipts keep those from being handled twice (decision 014).
 */
export const LOOKBACK_IDS = 5000;

interface EventRow {
  id: number;
  auction_id: string;
  type: string;
  data: Record<string, unknown>;
  created_at: string | Date;
}

/**
 * The notification worker (DESIGN "Background work"): reads auction_events after commit, never in the
 * bid's transaction. Exactly once per event: the receipt of an event is inserted first, in the same
 * transaction as its notifications, and a second worker's insert of the same receipt does nothing.
 */
export async function processAuctionEvents(deps: AppDeps, limit = 500): Promise<number> {
  const [consumer] = rowsOf<{ position: string | number }>(await deps.db.execute(sql`select position from event_consumers where name = ${CONSUMER}`));
  const position = Number(consumer?.position ?? 0);
  const floor = Math.max(0, position - LOOKBACK_IDS);
  const events = rowsOf<EventRow>(
    await deps.db.execute(sql`
      select e.id, e.auction_id, e.type, e.data, e.created_at from auction_events e
      where e.id > ${floor} and e.type in (${sql.join(NOTIFYING_EVENTS.map((t) => sql`${t}`), sql`, `)})
        and not exists (select 1 from notification_event_receipts r where r.event_id = e.id)
      order by e.id limit ${limit}`),
  ).map((e) => ({ ...e, id: Number(e.id) }));
  const created: CreatedNotification[] = [];
  if (events.length > 0) {
    await deps.db.transaction(async (tx) => {
      const claimed = rowsOf<{ event_id: string | number }>(
        await tx.execute(sql`
          insert into notification_event_receipts (event_id, created_at)
          select unnest(${`{${events.map((e) => e.id).join(',')}}`}::bigint[]), ${deps.clock.now().toISOString()}::timestamptz
          on conflict do nothing returning event_id`),
      );
      const mine = new Set(claimed.map((r) => Number(r.event_id)));
      for (const event of events) {
        if (!mine.has(event.id)) continue;
        created.push(...(await insertNotifications(tx, await recipientsOf(tx, event), deps.clock.now())));
      }
    });
    announceNotifications(deps, created);
  }
  await advance(deps, events.length < limit);
  return created.length;
}

/** Moves the floor up to the newest event once a run has seen everything after it; forgets older receipts. */
async function advance(deps: AppDeps, caughtUp: boolean): Promise<void> {
  if (!caughtUp) return;
  await deps.db.execute(sql`
    insert into event_consumers (name, position) select ${CONSUMER}, coalesce(max(id), 0) from auction_events
    on conflict (name) do update set position = greatest(event_consumers.position, excluded.position)`);
  await deps.db.execute(sql`
    delete from notification_event_receipts
    where event_id < (select position from event_consumers where name = ${CONSUMER}) - ${LOOKBACK_IDS * 2}`);
}

async function recipientsOf(tx: DbOrTx, event: EventRow): Promise<NewNotification[]> {
  const auction = await auctionNotificationData(tx, event.auction_id);
  if (!auction) return [];
  const { sellerId, ...vehicle } = auction;
  const sourceKey = `event:${event.id}`;
  const d = event.data;
  switch (event.type) {
    case 'bid.outbid':
      return outbidNotice(tx, event, vehicle);
    case 'auction.sold':
      // Buy now: the winner did it themselves, so only a won auction at the close is announced to them.
      if (d.viaBuyNow || typeof d.winnerId !== 'string') return [];
      return [{ userId: d.winnerId, fromUserId: sellerId, type: 'auction_won', data: { ...vehicle, amount: Number(d.amount) }, sourceKey }];
    case 'auction.started': {
      const interested = await interestedIn(tx, event.auction_id, true);
      const followers = await tx.select({ id: follows.followerId }).from(follows).where(eq(follows.followingId, sellerId));
      return [
        ...interested.map((userId): NewNotification => ({ userId, fromUserId: sellerId, type: 'auction_start', data: vehicle, sourceKey })),
        ...followers.map((f): NewNotification => ({ userId: f.id, fromUserId: sellerId, type: 'new_listing_from_followed_user', data: vehicle, sourceKey })),
      ].filter((n) => n.userId !== sellerId);
    }
    case 'auction.ending_soon': {
      const watchers = await interestedIn(tx, event.auction_id, false);
      return watchers
        .filter((userId) => userId !== sellerId)
        .map((userId) => ({ userId, fromUserId: sellerId, type: 'auction_ending_soon', data: vehicle, sourceKey }));
    }
    default:
      return [];
  }
}

/**
 * One outbid notice until that user bids again on that auction (issue 13), none to the person who
 * outbid themselves (the engine never writes that) and none when their proxy has already retaken the lead.
 */
async function outbidNotice(tx: DbOrTx, event: EventRow, vehicle: NotificationData): Promise<NewNotification[]> {
  const outbid = String(event.data.outbidUserId ?? '');
  const by = String(event.data.byUserId ?? '');
  if (!outbid || outbid === by) return [];
  const [leader] = await tx
    .select({ bidderId: bids.bidderId })
    .from(bids)
    .where(eq(bids.auctionId, event.auction_id))
    .orderBy(desc(bids.amount), desc(bids.createdAt))
    .limit(1);
  if (leader?.bidderId === outbid) return [];
  const last = await latestNotificationAbout(tx, outbid, 'outbid', event.auction_id);
  if (last) {
    // "Bid again": a bid of theirs committed after the event that made the last notice.
    const lastEventId = Number(last.sourceKey?.replace(/^event:/, '') ?? 0);
    const [again] = await tx
      .select({ id: bids.id })
      .from(bids)
      .where(
        and(
          eq(bids.auctionId, event.auction_id),
          eq(bids.bidderId, outbid),
          sql`${bids.createdAt} > coalesce((select created_at from auction_events where id = ${lastEventId}), ${last.createdAt.toISOString()}::timestamptz)`,
        ),
      )
      .limit(1);
    if (!again) return [];
  }
  return [{ userId: outbid, fromUserId: by, type: 'outbid', data: { ...vehicle, amount: Number(event.data.amount) }, sourceKey: `event:${event.id}` }];
}

/** Watchers of an auction and, for its start, those who pre-bid on it (bids or an active auto-bid). */
async function interestedIn(tx: DbOrTx, auctionId: string, withPreBidders: boolean): Promise<string[]> {
  const watchers = await tx.select({ id: watchlist.userId }).from(watchlist).where(eq(watchlist.auctionId, auctionId));
  const ids = new Set(watchers.map((w) => w.id));
  if (withPreBidders) {
    for (const b of await tx.selectDistinct({ id: bids.bidderId }).from(bids).where(eq(bids.auctionId, auctionId))) ids.add(b.id);
    const proxies = await tx
      .select({ id: proxyBids.userId })
      .from(proxyBids)
      .where(and(eq(proxyBids.auctionId, auctionId), eq(proxyBids.isActive, true)));
    for (const p of proxies) ids.add(p.id);
  }
  return [...ids];
}
