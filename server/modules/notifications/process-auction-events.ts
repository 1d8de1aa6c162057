import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { auctions, bids, deals, follows, proxyBids, watchlist } from '../../db/schema.ts';
import { buyerFeeCents } from '../../../domain/bidding/holds.ts';
import { paymentDueAt } from '../../../domain/deals/deal-rules.ts';
import { newEventReader, readEvents, type EventReader } from '../../db/event-reader.ts';
import { rowsOf, type DbOrTx } from '../../db/tx.ts';
import { savedSearchNotices } from '../saved-searches/match-saved-searches.ts';
import { announceNotifications, auctionNotificationData, insertNotifications, type CreatedNotification } from './create-notification.ts';
import type { NewNotification } from '../../../domain/community/notification-kinds.ts';

/** The auction events that tell someone something (the engine writes them in its transaction). */
export const NOTIFYING_EVENTS = ['bid.outbid', 'auction.sold', 'auction.started', 'auction.ending_soon', 'deal.moved'] as const;

const CONSUMER = 'notifications';
/** Receipts this many ids below the position are forgotten (once a minute); the notices' unique source key stays. */
const RECEIPT_KEEP_IDS = 50_000;

interface EventRow {
  id: number;
  auction_id: string;
  type: string;
  data: Record<string, unknown>;
  created_at: string | Date;
}

/** What one worker (one instance) remembers between runs: its reader, and when it last forgot old receipts. */
const readers = new WeakMap<object, EventReader & { cleanedAt: number }>();
function readerOf(deps: AppDeps): EventReader & { cleanedAt: number } {
  let r = readers.get(deps);
  if (!r) readers.set(deps, (r = { ...newEventReader(), cleanedAt: Date.now() }));
  return r;
}

/**
 * The notification worker (DESIGN "Background work"): reads auction_events after commit, never in the
 * bid's transaction. Exactly once per event: the receipt of an event is inserted first, in the same
 * transaction as its notifications, and a second worker's insert of the same receipt does nothing.
 * Each run reads only what is new (ids above the highest it has read) and its gaps, by id (decision 014).
 */
export async function processAuctionEvents(deps: AppDeps, o: { limit?: number; gapWaitMs?: number } = {}): Promise<number> {
  const limit = o.limit ?? 1000;
  const reader = readerOf(deps);
  const [consumer] = rowsOf<{ position: string | number }>(await deps.db.execute(sql`select position from event_consumers where name = ${CONSUMER}`));
  const position = Number(consumer?.position ?? 0);
  let made = 0;
  for (;;) {
    const notifying = sql.join(
      NOTIFYING_EVENTS.map((t) => sql`${t}`),
      sql`, `,
    );
    const columns = sql`e.id, e.auction_id, e.type, case when e.type in (${notifying}) then e.data end as data, e.created_at`;
    const { fresh, filled, contiguous } = await readEvents<EventRow>(deps.db, reader, position, columns, { limit, gapWaitMs: o.gapWaitMs });
    const events = [...filled, ...fresh].map((e) => ({ ...e, id: Number(e.id) })).filter((e) => (NOTIFYING_EVENTS as readonly string[]).includes(e.type));
    made += await notifyOf(deps, events);
    if (contiguous > position) await advance(deps, contiguous);
    if (fresh.length < limit) break;
  }
  if (Date.now() - reader.cleanedAt > 60_000) {
    reader.cleanedAt = Date.now();
    await deps.db.execute(sql`delete from notification_event_receipts where event_id < ${position - RECEIPT_KEEP_IDS}`);
  }
  return made;
}

/** Claims the events (their receipts) and makes their notifications in one transaction; announces them after commit. */
async function notifyOf(deps: AppDeps, events: readonly EventRow[]): Promise<number> {
  if (events.length === 0) return 0;
  const created: CreatedNotification[] = [];
  await deps.db.transaction(async (tx) => {
    const claimed = rowsOf<{ event_id: string | number }>(
      await tx.execute(sql`
        insert into notification_event_receipts (event_id, created_at)
        select unnest(${`{${events.map((e) => e.id).join(',')}}`}::bigint[]), ${deps.clock.now().toISOString()}::timestamptz
        on conflict do nothing returning event_id`),
    );
    const mine = new Set(claimed.map((r) => Number(r.event_id)));
    const claimedEvents = events.filter((e) => mine.has(e.id));
    // One lookup of each auction per run; outbid notices are worked out per auction, not per event.
    const vehicles = new Map<string, Promise<Awaited<ReturnType<typeof auctionNotificationData>>>>();
    const vehicleOf = (auctionId: string) => {
      let v = vehicles.get(auctionId);
      if (!v) vehicles.set(auctionId, (v = auctionNotificationData(tx, auctionId)));
      return v;
    };
    const notices: NewNotification[] = [];
    const outbids = new Map<string, EventRow[]>();
    for (const event of claimedEvents) {
      if (event.type === 'bid.outbid') outbids.set(event.auction_id, [...(outbids.get(event.auction_id) ?? []), event]);
      else notices.push(...(await recipientsOf(tx, event, await vehicleOf(event.auction_id))));
    }
    for (const [auctionId, list] of outbids) {
      const auction = await vehicleOf(auctionId);
      if (auction) notices.push(...(await outbidNotices(tx, auctionId, list, auction)));
    }
    created.push(...(await insertNotifications(tx, notices, deps.clock.now())));
  });
  announceNotifications(deps, created);
  return created.length;
}

/** Moves the shared position up: every event at or below it has been handled. */
async function advance(deps: AppDeps, to: number): Promise<void> {
  await deps.db.execute(sql`
    insert into event_consumers (name, position) values (${CONSUMER}, ${to})
    on conflict (name) do update set position = greatest(event_consumers.position, excluded.position)`);
}

type AuctionData = NonNullable<Awaited<ReturnType<typeof auctionNotificationData>>>;

async function recipientsOf(tx: DbOrTx, event: EventRow, auction: AuctionData | null): Promise<NewNotification[]> {
  if (!auction) return [];
  const { sellerId, ...vehicle } = auction;
  const sourceKey = `event:${event.id}`;
  const d = event.data;
  switch (event.type) {
    case 'auction.sold': {
      // Every sale tells its buyer what is due, how much and by when, with the deal's link, and the
      // seller what sold to whom and when the buyer pays; each notice is mailed at once as a transactional mail. The
      // one who made the sale by accepting is not told of their own act: the seller who accepted a buyer's offer.
      if (typeof d.winnerId !== 'string') return [];
      // The notice and its e-mail open the sale's deal (made in the sale's transaction), where both sides go next.
      const [deal] = await tx
        .select({
          id: deals.id,
          saleKind: deals.saleKind,
          paymentMethod: deals.paymentMethod,
          createdAt: deals.createdAt,
          price: deals.price,
          listingType: auctions.listingType,
        })
        .from(deals)
        .innerJoin(auctions, eq(auctions.id, deals.auctionId))
        .where(and(eq(deals.auctionId, event.auction_id), eq(deals.buyerId, d.winnerId), ne(deals.state, 'cancelled')))
        .orderBy(desc(deals.createdAt))
        .limit(1);
      const dealFacts = deal
        ? {
            deal_id: deal.id,
            link: `/deals/${deal.id}`,
            sale_kind: deal.saleKind,
            payment_method: deal.paymentMethod,
            // Decision 028: the buyer fee is taken from the winner's hold when an auction sells; a classified takes none.
            buyer_fee_cents: deal.listingType === 'auction' ? buyerFeeCents(deal.price) : 0,
            // The deadline the deal page shows and the seller's cancel for non-payment waits for.
            pay_by: paymentDueAt(deal).toISOString(),
          }
        : {};
      const data = { ...vehicle, amount: Number(d.amount), ...(d.viaBuyNow ? { buy_now: true } : {}), ...dealFacts };
      const buyer: NewNotification = { userId: d.winnerId, fromUserId: sellerId, type: 'auction_won', data, sourceKey };
      const seller: NewNotification = { userId: sellerId, fromUserId: d.winnerId, type: 'auction_sold', data, sourceKey };
      const sellerAccepted = deal ? deal.saleKind === 'offer' : Boolean(d.offerId);
      return sellerAccepted ? [buyer] : [buyer, seller];
    }
    case 'auction.started': {
      const interested = await interestedIn(tx, event.auction_id, true);
      const followers = await tx.select({ id: follows.followerId }).from(follows).where(eq(follows.followingId, sellerId));
      const searches = await savedSearchNotices(tx, { auctionId: event.auction_id, sellerId, vehicle, now: new Date(event.created_at) });
      return [
        ...interested.map((userId): NewNotification => ({ userId, fromUserId: sellerId, type: 'auction_start', data: vehicle, sourceKey })),
        ...followers.map((f): NewNotification => ({ userId: f.id, fromUserId: sellerId, type: 'new_listing_from_followed_user', data: vehicle, sourceKey })),
        ...searches,
      ].filter((n) => n.userId !== sellerId);
    }
    case 'deal.moved': {
      // Each step of a deal, to whoever hears of it (the other party; both after the system's or an admin's), with an e-mail.
      // Each recipient's notice is worded for their side; an admin's decision says who got how much and why.
      const to = Array.isArray(d.to) ? d.to.filter((u): u is string => typeof u === 'string') : [];
      const data = { ...vehicle, deal_id: String(d.dealId), deal_step: String(d.move), link: `/deals/${String(d.dealId)}` };
      const decision = d.decision && typeof d.decision === 'object' ? { deal_decision: d.decision as Record<string, unknown> } : {};
      // Who got how much, the buyer fee included, for the notice of a money movement.
      const money = d.money && typeof d.money === 'object' ? { deal_money: d.money as Record<string, unknown> } : {};
      const roleOf = (userId: string) =>
        userId === d.buyerId ? { deal_role: 'buyer' as const } : userId === d.sellerId ? { deal_role: 'seller' as const } : {};
      return to.map((userId): NewNotification => ({
        userId,
        fromUserId: null,
        type: 'deal_update',
        data: { ...data, ...roleOf(userId), ...decision, ...money },
        sourceKey,
        email: true,
      }));
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
 * Outbid notices of one auction's events of a run: one notice until that user bids again on that
 * auction, none to the person who outbid themselves (the engine never writes that) and none when their
 * auto-bid has already retaken the lead. Several outbids of one user in one run make one notice (the latest):
 * they would reach that user together anyway. A handful of queries per auction, whatever the number of events.
 */
async function outbidNotices(tx: DbOrTx, auctionId: string, events: readonly EventRow[], auction: AuctionData): Promise<NewNotification[]> {
  const { sellerId: _seller, ...vehicle } = auction;
  const latest = new Map<string, EventRow>();
  for (const e of events) {
    const outbid = String(e.data.outbidUserId ?? '');
    if (outbid && outbid !== String(e.data.byUserId ?? '')) latest.set(outbid, e);
  }
  if (latest.size === 0) return [];
  // The leader as the engine reads it (bids only rise: the newest bid leads), from the (auction, time) index.
  const [leader] = await tx
    .select({ bidderId: bids.bidderId })
    .from(bids)
    .where(eq(bids.auctionId, auctionId))
    .orderBy(desc(bids.createdAt), desc(bids.amount))
    .limit(1);
  latest.delete(leader?.bidderId ?? '');
  const users = [...latest.keys()];
  if (users.length === 0) return [];
  // Per user, by their own index rows (not by the whole auction's bids or notices, which grow with every bid):
  // their last outbid notice about this auction, the time of the event that made it, and whether they have
  // bid on this auction since.
  const told = rowsOf<{ user_id: string; told_at: string | Date; bid_since: boolean }>(
    await tx.execute(sql`
      select u.id as user_id, t.told_at,
        exists(select 1 from bids b where b.bidder_id = u.id and b.created_at > t.told_at and b.auction_id = ${auctionId}) as bid_since
      from unnest(${`{${users.join(',')}}`}::uuid[]) as u(id)
      cross join lateral (
        select coalesce(
          (select e.created_at from auction_events e where e.id = (case when n.source_key ~ '^event:[0-9]+$' then substr(n.source_key, 7)::bigint end)),
          n.created_at) as told_at
        from notifications n
        where n.user_id = u.id and n.notification_type = 'outbid' and n.notification_data->>'auction_id' = ${auctionId}
        order by n.created_at desc limit 1) t`),
  );
  const toldBefore = new Map(told.map((r) => [r.user_id, r.bid_since]));
  const notices: NewNotification[] = [];
  for (const [userId, e] of latest) {
    // One notice until they bid again: a bid of theirs after the event that made their last notice.
    if (toldBefore.get(userId) === false) continue;
    notices.push({
      userId,
      fromUserId: String(e.data.byUserId ?? '') || null,
      type: 'outbid',
      data: { ...vehicle, amount: Number(e.data.amount) },
      sourceKey: `event:${e.id}`,
    });
  }
  return notices;
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
