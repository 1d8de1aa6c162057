import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { holdCents } from '../../../domain/bidding/holds.ts';
import { isReserveMet, softCloseEnd, type AuctionSettings, type ResolvedBid } from '../../../domain/bidding/bidding-rules.ts';
import type { DomainEvent } from '../../platform/events/domain-events.ts';
import type { PaymentsProvider } from '../../platform/payments/payments.ts';
import { type LockedAuction } from './lock-auction.ts';
import { type Effects, type PendingEvent } from './effects.ts';
import { rowsOf, type Tx } from '../../db/tx.ts';
import type { BiddingSnapshot } from './bidding-state.ts';
import { auctionUpdatedData, type AuctionState } from './live-events.ts';

export interface CommittedBid {
  id: string;
  bidderId: string;
  amount: number;
  isAutomatic: boolean;
  createdAt: Date;
}

export interface CommitResult {
  bids: CommittedBid[];
  state: AuctionState;
  /** The ids of every event in `effects.events`, written with the bids: return them to withAuctionLock. */
  eventIds: number[];
}

/**
 * Writes the bid rows a resolution produced, in the locked auction's transaction: the rows (each
 * a millisecond after the last so the history is strictly ordered), the new current bid, the soft
 * close extension, the leader's hold, and the events (all of `effects.events`, also those added
 * before) to publish after commit. Nothing may be added to `effects.events` afterwards.
 */
export async function commitBids(
  tx: Tx,
  o: {
    auction: LockedAuction;
    /** The status in force (a due scheduled auction has just become active). */
    status: string;
    snapshot: BiddingSnapshot;
    rows: ResolvedBid[];
    now: Date;
    settings: AuctionSettings;
    provider: PaymentsProvider;
    idempotencyKey?: string | null;
    /** A batch of manual bids: each row's idempotency key (instead of `idempotencyKey` on the first row). */
    rowKeys?: (string | null)[];
    /** A batch's bidders' display names (instead of `snapshot.bidderName` for the first row's bidder). */
    names?: Map<string, string | null>;
    effects: Effects;
  },
): Promise<CommitResult> {
  const { auction, snapshot, rows, now, effects } = o;
  const names = new Map<string, string | null>(snapshot.proxies.map((p) => [p.userId, p.name]));
  if (o.names) for (const [id, name] of o.names) names.set(id, name);
  else if (rows[0] && !rows[0].isAutomatic) names.set(rows[0].bidderId, snapshot.bidderName);
  const first = Math.max(now.getTime(), (snapshot.lastBidAt?.getTime() ?? 0) + 1);
  const bids: CommittedBid[] = rows.map((r, i) => ({ id: randomUUID(), ...r, createdAt: new Date(first + i) }));
  const last = bids.at(-1);
  if (!last) throw new Error('commitBids needs at least one bid');

  const extendedTo = o.status === 'active' ? softCloseEnd(auction.endTime, now, o.settings) : null;
  const endTime = extendedTo ?? auction.endTime;
  const state: AuctionState = {
    auctionId: auction.id,
    currentBid: last.amount,
    endTime: endTime?.toISOString() ?? null,
    reserveMet: isReserveMet(auction.reservePrice, last.amount),
    bidCount: snapshot.bidCount + bids.length,
    status: o.status,
  };

  const at = now.toISOString();
  let leader = snapshot.leaderId;
  bids.forEach((b, i) => {
    const bidderName = names.get(b.bidderId)?.trim() || 'Anonymous';
    const live: PendingEvent = {
      type: 'bid.placed',
      live: true,
      data: {
        ...state,
        currentBid: b.amount,
        reserveMet: isReserveMet(auction.reservePrice, b.amount),
        bidCount: snapshot.bidCount + i + 1,
        bid: { id: b.id, amount: b.amount, bidderName, createdAt: b.createdAt.toISOString(), isAutomatic: b.isAutomatic },
      },
    };
    effects.events.push(live);
    const domain: DomainEvent[] = [
      { type: 'bid.placed', auctionId: auction.id, bidId: b.id, bidderId: b.bidderId, amount: b.amount, isAutomatic: b.isAutomatic, at },
    ];
    if (leader && leader !== b.bidderId) {
      domain.push({ type: 'bid.outbid', auctionId: auction.id, outbidUserId: leader, byUserId: b.bidderId, amount: b.amount, at });
      effects.events.push({ type: 'bid.outbid', live: false, data: { outbidUserId: leader, byUserId: b.bidderId, amount: b.amount } });
    }
    effects.domain.push(...domain);
    leader = b.bidderId;
  });
  if (extendedTo && auction.endTime) {
    effects.events.push({ type: 'auction.updated', live: true, data: auctionUpdatedData(state, auction.winnerId) });
    effects.events.push({ type: 'auction.extended', live: false, data: { endTime: extendedTo.toISOString(), previousEndTime: auction.endTime.toISOString() } });
    effects.domain.push({
      type: 'auction.extended',
      auctionId: auction.id,
      endTime: extendedTo.toISOString(),
      previousEndTime: auction.endTime.toISOString(),
      at,
    });
  }
  const keys = o.rowKeys ?? bids.map((b, i) => (i === 0 && !b.isAutomatic ? (o.idempotencyKey ?? null) : null));
  const eventIds = await writeBids(tx, { auction, bids, state, endTime, now, provider: o.provider, keys, events: effects.events });
  effects.holdsChanged = true;
  return { bids, state, eventIds };
}

/**
 * One statement for every write of a bid (DESIGN: the row lock is held for as few round trips as
 * possible): the bid rows, the auction, the previous hold released and the leader's new hold with
 * their ledger entries, and the events. The new hold's insert reads the release's result, so the
 * release runs first and the one-held-hold-per-auction index never sees two.
 */
async function writeBids(
  tx: Tx,
  o: {
    auction: LockedAuction;
    bids: CommittedBid[];
    state: AuctionState;
    endTime: Date | null;
    now: Date;
    provider: PaymentsProvider;
    keys: (string | null)[];
    events: PendingEvent[];
  },
): Promise<number[]> {
  const last = o.bids.at(-1)!;
  const holdId = randomUUID();
  const remote = o.provider.remoteHolds;
  const at = o.now.toISOString();
  const a = o.auction.id;
  const rows = JSON.stringify(
    o.bids.map((b, i) => ({
      id: b.id,
      bidder_id: b.bidderId,
      amount: b.amount,
      is_automatic: b.isAutomatic,
      idempotency_key: o.keys[i] ?? null,
      created_at: b.createdAt.toISOString(),
    })),
  );
  const events = JSON.stringify(o.events.map((e, ord) => ({ ord, type: e.type, data: e.data })));
  const result = await tx.execute(sql`
    with new_bids as (
      insert into bids (id, auction_id, bidder_id, amount, is_automatic, idempotency_key, created_at)
      select b.id, ${a}::uuid, b.bidder_id, b.amount, b.is_automatic, b.idempotency_key, b.created_at
      from json_to_recordset(${rows}::json) as b(id uuid, bidder_id uuid, amount int, is_automatic boolean, idempotency_key text, created_at timestamptz)
      returning id),
    upd as (
      update auctions set current_bid = ${o.state.currentBid}, end_time = ${o.endTime?.toISOString() ?? null}::timestamptz,
        status = ${o.state.status}, updated_at = ${at}::timestamptz
      where id = ${a}::uuid returning id),
    released as (
      update payment_holds
      set status = 'released', settled_at = ${at}::timestamptz,
          provider_synced_status = case when ${remote}::boolean then provider_synced_status else 'released' end
      where auction_id = ${a}::uuid and status = 'held'
      returning id, user_id, amount_cents),
    new_hold as (
      insert into payment_holds (id, auction_id, user_id, bid_id, amount_cents, status, provider, provider_reference, provider_synced_status, created_at)
      select ${holdId}::uuid, ${a}::uuid, ${last.bidderId}::uuid, ${last.id}::uuid, ${holdCents(last.amount)}, 'held', ${o.provider.kind},
        ${remote ? null : `sandbox_hold_${holdId}`}, ${remote ? null : 'held'}, ${at}::timestamptz
      where (select count(*) from released) >= 0
      returning id, user_id, amount_cents),
    ledger as (
      insert into payment_ledger (hold_id, auction_id, user_id, kind, amount_cents, created_at)
      select id, ${a}::uuid, user_id, 'release', amount_cents, ${at}::timestamptz from released
      union all
      select id, ${a}::uuid, user_id, 'hold', amount_cents, ${at}::timestamptz from new_hold
      returning id),
    events as (
      insert into auction_events (auction_id, type, data, created_at)
      select ${a}::uuid, e.type, e.data::jsonb, ${at}::timestamptz
      from json_to_recordset(${events}::json) as e(ord int, type text, data json)
      order by e.ord
      returning id)
    select (select count(*) from new_bids) as bids, (select count(*) from upd) as auctions, (select count(*) from ledger) as entries,
      (select json_agg(id order by id) from events) as event_ids`);
  const row = rowsOf<{ event_ids: (number | string)[] | null }>(result)[0];
  return (row?.event_ids ?? []).map(Number);
}
