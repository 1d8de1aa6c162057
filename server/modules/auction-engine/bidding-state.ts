import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { parseAuctionSettings, type ActiveProxy, type AuctionSettings } from '../../../domain/bidding/bidding-rules.ts';
import { readSetting } from '../settings/read-setting.ts';
import { rowsOf, type Tx } from '../../db/tx.ts';

/** The `auction` site setting with its defaults (SPEC 3, 9). */
export async function readAuctionSettings(db: Db): Promise<AuctionSettings> {
  return parseAuctionSettings(await readSetting(db, 'auction'));
}

export interface NamedProxy extends ActiveProxy {
  name: string | null;
}

export interface BiddingSnapshot {
  leaderId: string | null;
  lastBidAt: Date | null;
  bidCount: number;
  proxies: NamedProxy[];
  bidderName: string | null;
  duplicateBidId: string | null;
  replay: { id: string; amount: number; createdAt: Date; auctionId: string } | null;
}

export interface SnapshotRow {
  last_bid: { bidderId: string; createdAt: string } | null;
  bid_count: number | string;
  proxies: { userId: string; maxBidAmount: number; setAt: string | number; name: string | null }[] | null;
  bidder_name: string | null;
  duplicate_id: string | null;
  replay: { id: string; amount: number; createdAt: string; auctionId: string } | null;
}

type SnapshotQuery = { auctionId: string; bidderId: string; amount?: number | null; idempotencyKey?: string | null };

/** The select list of a snapshot (its columns as `SnapshotRow`), for readSnapshot or a statement that reads more. */
export function snapshotColumns(o: SnapshotQuery): SQL {
  return sql`
      (select json_build_object('bidderId', b.bidder_id, 'createdAt', b.created_at)
         from bids b where b.auction_id = ${o.auctionId} order by b.created_at desc, b.amount desc limit 1) as last_bid,
      -- Kept exact by the bids_count triggers (migration 0038) and current under the auction's lock: no count over a hot auction's bids.
      (select a.bid_count from auctions a where a.id = ${o.auctionId}) as bid_count,
      (select json_agg(json_build_object('userId', p.user_id, 'maxBidAmount', p.max_bid_amount, 'setAt', (extract(epoch from p.updated_at) * 1000000)::bigint,
                                         'name', (select pr.display_name from profiles pr where pr.user_id = p.user_id)))
         from proxy_bids p where p.auction_id = ${o.auctionId} and p.is_active) as proxies,
      (select pr.display_name from profiles pr where pr.user_id = ${o.bidderId}) as bidder_name,
      ${o.amount ? sql`(select b.id from bids b where b.auction_id = ${o.auctionId} and b.bidder_id = ${o.bidderId} and b.amount = ${o.amount} limit 1)` : sql`null::uuid`} as duplicate_id,
      ${
        o.idempotencyKey
          ? sql`(select json_build_object('id', b.id, 'amount', b.amount, 'createdAt', b.created_at, 'auctionId', b.auction_id) from bids b
         where b.bidder_id = ${o.bidderId} and b.idempotency_key = ${o.idempotencyKey} limit 1)`
          : sql`null::json`
      } as replay`;
}

export function toSnapshot(row: SnapshotRow): BiddingSnapshot {
  return {
    leaderId: row.last_bid?.bidderId ?? null,
    lastBidAt: row.last_bid ? new Date(row.last_bid.createdAt) : null,
    bidCount: Number(row.bid_count),
    proxies: (row.proxies ?? []).map((p) => ({ userId: p.userId, maxBidAmount: p.maxBidAmount, setAt: Number(p.setAt), name: p.name })),
    bidderName: row.bidder_name,
    duplicateBidId: row.duplicate_id,
    replay: row.replay ? { id: row.replay.id, amount: row.replay.amount, createdAt: new Date(row.replay.createdAt), auctionId: row.replay.auctionId } : null,
  };
}

/**
 * Everything a bid needs to know, read in one statement after the auction's row is locked (so it
 * is current): the leader, the bid count (the auction's kept count), the active proxies, the bidder's
 * name, whether the bidder already bid this amount, and an earlier bid with the same idempotency key.
 */
export async function readSnapshot(tx: Tx, o: SnapshotQuery): Promise<BiddingSnapshot> {
  return toSnapshot(rowsOf<SnapshotRow>(await tx.execute(sql`select ${snapshotColumns(o)}`))[0]!);
}
