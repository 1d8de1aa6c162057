import { sql } from 'drizzle-orm';
import { GENERAL_AUTHORIZATION_AUCTION_ID } from '../../../domain/shared/auction-types.ts';
import { parseAuctionSettings, type AuctionSettings } from '../../../domain/bidding/bidding-rules.ts';
import { readVerificationSettings, type VerificationSettings } from '../../../domain/identity/identity-verification.ts';
import { rowsOf, type Tx } from '../../db/tx.ts';
import type { BatchCount } from '../../http/write-limits.ts';
import { snapshotColumns, toSnapshot, type BiddingSnapshot, type SnapshotRow } from './bidding-state.ts';

/**
 * What a batch of bids needs beyond the auction's snapshot: one statement for all of its bidders, read under the
 * auction's lock, so a bid's checks (verification, strikes, authorization) and its count against the member's bid
 * limit cost no round trip and no commit of their own.
 */
export interface BatchFacts {
  /** The `auction` site setting in force for the batch. */
  settings: AuctionSettings;
  /** Bidders holding an authorization in force for this auction (the all-zero general record or its own; SPEC 3 / 7). */
  authorized: Set<string>;
  /** Bidders whose authorization lapsed and who hold none in force (told to renew it). */
  lapsed: Set<string>;
  /** Display names of the batch's bidders. */
  names: Map<string, string | null>;
  /** The `verification` site setting (above its amount, only verified members bid). */
  verification: VerificationSettings;
  /** The batch's bidders whose identity is verified. */
  verified: Set<string>;
  /** The batch's bidders' strikes (two suspend bidding); a bidder with none is absent. */
  strikes: Map<string, number>;
  /** `${bidderId}:${amount}` of earlier bids of these bidders at these amounts (DUPLICATE_BID_AMOUNT). */
  duplicates: Set<string>;
  /** `${bidderId}:${key}` -> the bid an earlier request with that idempotency key placed (on any auction). */
  replays: Map<string, { id: string; amount: number; createdAt: Date; auctionId: string }>;
  /** The auction's snapshot (the leader, the count, the proxies), read in the same statement: one round trip less. */
  snapshot: BiddingSnapshot;
  /** Per bidder of the batch (in its order): the seconds to wait when the bid is over the member's bid limit, else null. */
  limitWaits: (number | null)[];
}

export interface BatchBidder {
  userId: string;
  amount: number | null;
  idempotencyKey?: string | null;
}

export const duplicateKey = (bidderId: string, amount: number) => `${bidderId}:${amount}`;
export const replayKey = (bidderId: string, key: string) => `${bidderId}:${key}`;

/**
 * Every lookup goes through an index, one per bidder or bid of the batch (a lateral join): a hot auction's
 * bids are never scanned, however many it has (a hash join over them cost 16 ms per batch at
 * 20,000 bids). A bidder can only have bid an amount already if it is not above the current bid (bids only
 * rise), so only those amounts are looked up for DUPLICATE_BID_AMOUNT.
 */
export async function readBatchFacts(
  tx: Tx,
  auction: { id: string; currentBid: number },
  bidders: readonly BatchBidder[],
  now: Date,
  /** The member bid limit's count of these bids (countInBatch), made in this statement. */
  count: BatchCount,
): Promise<BatchFacts> {
  const items = JSON.stringify(bidders.map((b) => ({ user_id: b.userId, amount: b.amount, key: b.idempotencyKey ?? null })));
  const auctionId = auction.id;
  const result = await tx.execute(sql`
    with items as materialized (
      select * from json_to_recordset(${items}::json) as i(user_id uuid, amount int, key text)),
    people as materialized (select distinct user_id from items),
    counted as (${count.upsert})
    select ${snapshotColumns({ auctionId, bidderId: bidders[0]!.userId })},
      (select json_agg(json_build_object('key', c.key, 'count', c.count)) from counted c) as counted,
      (select value from site_settings where key = 'auction') as settings,
      (select value from site_settings where key = 'verification') as verification,
      (select json_agg(json_build_object('userId', ba.user_id, 'inForce', ba.expires_at is null or ba.expires_at > ${now.toISOString()}::timestamptz))
         from people p cross join lateral (
           select ba.user_id, ba.expires_at from bidder_authorizations ba
           where ba.user_id = p.user_id and ba.status = 'authorized'
             and ba.auction_id in (${GENERAL_AUTHORIZATION_AUCTION_ID}::uuid, ${auctionId}::uuid)) ba) as authorized,
      (select json_agg(json_build_object('userId', pr.user_id, 'name', pr.display_name, 'verified', pr.is_verified))
         from people p cross join lateral (select pr.user_id, pr.display_name, pr.is_verified from profiles pr where pr.user_id = p.user_id) pr) as names,
      (select json_agg(json_build_object('userId', p.user_id, 'n', s.n))
         from people p cross join lateral (select count(*)::int as n from member_strikes ms where ms.user_id = p.user_id and ms.lifted_at is null) s
         where s.n > 0) as strikes,
      (select json_agg(distinct (i.user_id::text || ':' || i.amount))
         from items i cross join lateral (
           select 1 from bids b where b.auction_id = ${auctionId}::uuid and b.bidder_id = i.user_id and b.amount = i.amount limit 1) b
         where i.amount <= ${auction.currentBid}) as duplicates,
      (select json_agg(json_build_object('bidderId', i.user_id, 'key', i.key, 'id', b.id, 'amount', b.amount,
                                         'createdAt', b.created_at, 'auctionId', b.auction_id))
         from (select distinct user_id, key from items where key is not null) i cross join lateral (
           select b.id, b.amount, b.created_at, b.auction_id from bids b
           where b.bidder_id = i.user_id and b.idempotency_key = i.key limit 1) b) as replays`);
  const row = rowsOf<
    SnapshotRow & {
      settings: unknown;
      verification: unknown;
      authorized: { userId: string; inForce: boolean }[] | null;
      names: { userId: string; name: string | null; verified: boolean | null }[] | null;
      strikes: { userId: string; n: number }[] | null;
      duplicates: string[] | null;
      replays: { bidderId: string; key: string; id: string; amount: number; createdAt: string; auctionId: string }[] | null;
      counted: { key: string; count: number }[] | null;
    }
  >(result)[0]!;
  const authorized = new Set((row.authorized ?? []).filter((a) => a.inForce).map((a) => a.userId));
  return {
    snapshot: toSnapshot(row),
    settings: parseAuctionSettings(row.settings),
    authorized,
    lapsed: new Set((row.authorized ?? []).filter((a) => !authorized.has(a.userId)).map((a) => a.userId)),
    names: new Map((row.names ?? []).map((n) => [n.userId, n.name])),
    verification: readVerificationSettings(row.verification),
    verified: new Set((row.names ?? []).filter((n) => n.verified === true).map((n) => n.userId)),
    strikes: new Map((row.strikes ?? []).map((s) => [s.userId, s.n])),
    duplicates: new Set(row.duplicates ?? []),
    replays: new Map(
      (row.replays ?? []).map((r) => [replayKey(r.bidderId, r.key), { id: r.id, amount: r.amount, createdAt: new Date(r.createdAt), auctionId: r.auctionId }]),
    ),
    limitWaits: count.waits(row.counted ?? []),
  };
}
