import { sql } from 'drizzle-orm';
import { GENERAL_AUTHORIZATION_AUCTION_ID } from '../../../domain/auction-types.ts';
import { parseAuctionSettings, type AuctionSettings } from '../../../domain/bidding-rules.ts';
import { readVerificationSettings, type VerificationSettings } from '../../../domain/identity-verification.ts';
import { rowsOf, type Tx } from '../../db/tx.ts';

/**
 * What a batch of bids needs beyond the auction's snapshot: one statement for all of its bidders, read under the
 * auction's lock, so a bid's checks (verification, strikes, authorization) cost no round trip of their own.
 */
export interface BatchFacts {
  /** The `auction` site setting in force for the batch. */
  settings: AuctionSettings;
  /** Bidders holding an authorization in force for this auction (the all-zero general record or its own; SPEC 3 / 7). */
  authorized: Set<string>;
  /** Bidders whose authorization lapsed and who hold none in force (issue 25 item 4: told to renew it). */
  lapsed: Set<string>;
  /** Display names of the batch's bidders. */
  names: Map<string, string | null>;
  /** The `verification` site setting (issue 27 item 4: above its amount, only verified members bid). */
  verification: VerificationSettings;
  /** The batch's bidders whose identity is verified. */
  verified: Set<string>;
  /** The batch's bidders' strikes (issue 26 item 6: two suspend bidding); a bidder with none is absent. */
  strikes: Map<string, number>;
  /** `${bidderId}:${amount}` of earlier bids of these bidders at these amounts (DUPLICATE_BID_AMOUNT). */
  duplicates: Set<string>;
  /** `${bidderId}:${key}` -> the bid an earlier request with that idempotency key placed (on any auction). */
  replays: Map<string, { id: string; amount: number; createdAt: Date; auctionId: string }>;
}

export interface BatchBidder {
  userId: string;
  amount: number | null;
  idempotencyKey?: string | null;
}

export const duplicateKey = (bidderId: string, amount: number) => `${bidderId}:${amount}`;
export const replayKey = (bidderId: string, key: string) => `${bidderId}:${key}`;

export async function readBatchFacts(tx: Tx, auctionId: string, bidders: readonly BatchBidder[], now: Date): Promise<BatchFacts> {
  const items = JSON.stringify(bidders.map((b) => ({ user_id: b.userId, amount: b.amount, key: b.idempotencyKey ?? null })));
  const result = await tx.execute(sql`
    with items as (
      select * from json_to_recordset(${items}::json) as i(user_id uuid, amount numeric, key text))
    select
      (select value from site_settings where key = 'auction') as settings,
      (select value from site_settings where key = 'verification') as verification,
      (select json_agg(json_build_object('userId', ba.user_id, 'inForce', ba.expires_at is null or ba.expires_at > ${now.toISOString()}::timestamptz))
         from bidder_authorizations ba
         where ba.user_id in (select user_id from items) and ba.status = 'authorized'
           and ba.auction_id in (${GENERAL_AUTHORIZATION_AUCTION_ID}::uuid, ${auctionId}::uuid)) as authorized,
      (select json_agg(json_build_object('userId', pr.user_id, 'name', pr.display_name, 'verified', pr.is_verified))
         from profiles pr where pr.user_id in (select user_id from items)) as names,
      (select json_agg(json_build_object('userId', s.user_id, 'n', s.n))
         from (select user_id, count(*)::int as n from member_strikes where user_id in (select user_id from items) group by user_id) s) as strikes,
      (select json_agg(distinct (b.bidder_id::text || ':' || b.amount))
         from bids b join items i on b.bidder_id = i.user_id and b.amount = i.amount
         where b.auction_id = ${auctionId}) as duplicates,
      (select json_agg(json_build_object('bidderId', b.bidder_id, 'key', b.idempotency_key, 'id', b.id, 'amount', b.amount,
                                         'createdAt', b.created_at, 'auctionId', b.auction_id))
         from bids b join items i on b.bidder_id = i.user_id and b.idempotency_key = i.key) as replays`);
  const row = rowsOf<{
    settings: unknown;
    verification: unknown;
    authorized: { userId: string; inForce: boolean }[] | null;
    names: { userId: string; name: string | null; verified: boolean | null }[] | null;
    strikes: { userId: string; n: number }[] | null;
    duplicates: string[] | null;
    replays: { bidderId: string; key: string; id: string; amount: number; createdAt: string; auctionId: string }[] | null;
  }>(result)[0];
  const authorized = new Set((row?.authorized ?? []).filter((a) => a.inForce).map((a) => a.userId));
  return {
    settings: parseAuctionSettings(row?.settings),
    authorized,
    lapsed: new Set((row?.authorized ?? []).filter((a) => !authorized.has(a.userId)).map((a) => a.userId)),
    names: new Map((row?.names ?? []).map((n) => [n.userId, n.name])),
    verification: readVerificationSettings(row?.verification),
    verified: new Set((row?.names ?? []).filter((n) => n.verified === true).map((n) => n.userId)),
    strikes: new Map((row?.strikes ?? []).map((s) => [s.userId, s.n])),
    duplicates: new Set(row?.duplicates ?? []),
    replays: new Map(
      (row?.replays ?? []).map((r) => [replayKey(r.bidderId, r.key), { id: r.id, amount: r.amount, createdAt: new Date(r.createdAt), auctionId: r.auctionId }]),
    ),
  };
}
