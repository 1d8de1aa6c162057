import { sql, type SQL } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import {
  ONE_SELLER_MIN_BIDS,
  SIGNALS_LIMIT,
  type OneSellerSignal,
  type SharedAddressSignal,
  type ShillSignals,
  type SignalAuction,
} from '../../../domain/admin/admin-analytics.ts';
import { auctionPath } from '../../../domain/listings/auction-path.ts';
import { rowsOf } from './analytics.ts';
import { catchUpRollups } from './rollups.ts';

/** Auctions shown per signal (the count says how many in all). */
const AUCTIONS_SHOWN = 3;

interface PairRow {
  bidder_id: string;
  bidder_name: string;
  bidder_email: string;
  seller_id: string;
  seller_name: string;
  seller_email: string;
  auction_count: number | string;
  last_bid: string | Date;
  auctions: { id: string; title: string; slug: string | null; year: number | null; make: string | null; model: string | null; trim: string | null }[] | null;
}

// The few most recently bid-on auctions of one seller by one bidder in the window (bids_bidder_created_idx).
const recentAuctions = (since: string) => sql`
  left join lateral (
    select json_agg(json_build_object('id', x.id, 'title', x.title, 'slug', x.slug, 'year', x.year, 'make', x.make, 'model', x.model, 'trim', x.trim) order by x.last_bid desc) as auctions
    from (
      select a.id, a.title, a.slug, a.year, a.make, a.model, a.trim, max(b.created_at) as last_bid
      from bids b join auctions a on a.id = b.auction_id
      where b.bidder_id = p.bidder_id and a.seller_id = p.seller_id and b.created_at >= ${since}::timestamptz
      group by a.id order by last_bid desc limit ${AUCTIONS_SHOWN}
    ) x
  ) au on true
  join users bu on bu.id = p.bidder_id
  join users su on su.id = p.seller_id`;

const people = sql.raw(`bu.name as bidder_name, bu.email as bidder_email, su.name as seller_name, su.email as seller_email, au.auctions`);

/**
 * Beyond the spec: bidding that may be the seller's own, listed for an admin to review. Two
 * lists over the bids of the last `days` days (read through the bids' time index), at most SIGNALS_LIMIT each:
 * bidders who used an IP address the seller also used (a session of better-auth, or a recorded view), and
 * bidders whose every bid ever (at least ONE_SELLER_MIN_BIDS in the window) was on one seller's listings.
 */
export async function shillSignalsFromRows(deps: AppDeps, days: number): Promise<ShillSignals> {
  const since = new Date(deps.clock.now().getTime() - days * 86_400_000).toISOString();
  const run = async <T>(q: SQL) => rowsOf<T>(await deps.db.execute(q));

  const [shared, oneSeller] = await Promise.all([
    run<PairRow & { ips: string[]; same_ua: boolean }>(sql`
      with pairs as (
        select b.bidder_id, a.seller_id, count(distinct a.id) as auction_count, max(b.created_at) as last_bid
        from bids b join auctions a on a.id = b.auction_id
        where b.created_at >= ${since}::timestamptz and b.bidder_id <> a.seller_id
        group by b.bidder_id, a.seller_id
      ),
      people as (select bidder_id as user_id from pairs union select seller_id from pairs),
      addresses as (
        select s.user_id, s.ip_address as ip, s.user_agent as ua from sessions s join people u on u.user_id = s.user_id where s.ip_address is not null
        union
        select v.user_id, v.ip_address, null from auction_views v join people u on u.user_id = v.user_id
        where v.created_at >= ${since}::timestamptz and v.ip_address is not null
      ),
      shared as (
        select p.bidder_id, p.seller_id, array_agg(distinct ba.ip) as ips, bool_or(ba.ua is not null and ba.ua = sa.ua) as same_ua
        from pairs p
        join addresses ba on ba.user_id = p.bidder_id
        join addresses sa on sa.user_id = p.seller_id and sa.ip = ba.ip
        group by p.bidder_id, p.seller_id
      ),
      p as (
        select pairs.*, shared.ips, shared.same_ua from pairs join shared using (bidder_id, seller_id)
        order by pairs.last_bid desc, pairs.bidder_id, pairs.seller_id limit ${SIGNALS_LIMIT}
      )
      select p.bidder_id, p.seller_id, p.auction_count, p.last_bid, p.ips, p.same_ua, ${people}
      from p ${recentAuctions(since)}
      order by p.last_bid desc, p.bidder_id, p.seller_id`),
    run<PairRow & { bid_count: number | string }>(sql`
      with one_seller as (
        select b.bidder_id, min(a.seller_id::text)::uuid as seller_id, count(*) as bid_count, count(distinct a.id) as auction_count, max(b.created_at) as last_bid
        from bids b join auctions a on a.id = b.auction_id
        where b.created_at >= ${since}::timestamptz
        group by b.bidder_id
        having count(*) >= ${ONE_SELLER_MIN_BIDS} and count(distinct a.seller_id) = 1
      ),
      p as (
        select o.* from one_seller o
        where not exists (
          select 1 from bids b2 join auctions a2 on a2.id = b2.auction_id
          where b2.bidder_id = o.bidder_id and a2.seller_id <> o.seller_id
        )
        order by o.bid_count desc, o.last_bid desc, o.bidder_id limit ${SIGNALS_LIMIT}
      )
      select p.bidder_id, p.seller_id, p.bid_count, p.auction_count, p.last_bid, ${people}
      from p ${recentAuctions(since)}
      order by p.bid_count desc, p.last_bid desc, p.bidder_id`),
  ]);

  return signalsOf(days, shared, oneSeller);
}

/**
 * Decision 026: the same two lists from the rollups. A bidder and a seller bid with in the window are
 * the rollup's (bidder, auction) rows whose latest bid is in it (the window runs up to now); the shared-address
 * list starts from the few pairs of people who share an address, and the one-seller list from the bidders whose
 * every bid ever fell on one seller's listings, counting only their bids of the window from the rows.
 */
export async function shillSignals(deps: AppDeps, days: number): Promise<ShillSignals> {
  const since = new Date(deps.clock.now().getTime() - days * 86_400_000).toISOString();
  const run = async <T>(q: SQL) => rowsOf<T>(await deps.db.execute(q));
  await catchUpRollups(deps);

  const [shared, oneSeller] = await Promise.all([
    run<PairRow & { ips: string[]; same_ua: boolean }>(sql`
      with addresses as (
        select s.user_id, s.ip_address as ip, s.user_agent as ua from sessions s where s.ip_address is not null
        union
        select v.user_id, v.ip_address, null from auction_views v
        where v.created_at >= ${since}::timestamptz and v.user_id is not null and v.ip_address is not null
      ),
      shared as (
        select ba.user_id as bidder_id, sa.user_id as seller_id, array_agg(distinct ba.ip) as ips, bool_or(ba.ua is not null and ba.ua = sa.ua) as same_ua
        from addresses ba join addresses sa on sa.ip = ba.ip and sa.user_id <> ba.user_id
        group by 1, 2
      ),
      -- Each pair looked up in the rollup's (bidder, seller, time) index: the planner cannot know that the pairs
      -- sharing an address are few, and would otherwise read the whole rollup.
      p as (
        select shared.bidder_id, shared.seller_id, x.auction_count, x.last_bid, shared.ips, shared.same_ua
        from shared cross join lateral (
          select count(*) as auction_count, max(r.last_at) as last_bid from admin_rollup_bidder_auctions r
          where r.bidder_id = shared.bidder_id and r.seller_id = shared.seller_id and r.last_at >= ${since}::timestamptz
        ) x
        where x.auction_count > 0
        order by x.last_bid desc, shared.bidder_id, shared.seller_id limit ${SIGNALS_LIMIT}
      )
      select p.bidder_id, p.seller_id, p.auction_count, p.last_bid, p.ips, p.same_ua, ${people}
      from p ${rolledAuctions(since)}
      order by p.last_bid desc, p.bidder_id, p.seller_id`),
    run<PairRow & { bid_count: number | string }>(sql`
      with one_seller as (
        select c.bidder_id, c.seller_id, x.bid_count, x.auction_count, x.last_bid
        from admin_rollup_bidders c
        cross join lateral (
          select count(*) as bid_count, count(distinct b.auction_id) as auction_count, max(b.created_at) as last_bid
          from bids b where b.bidder_id = c.bidder_id and b.created_at >= ${since}::timestamptz
        ) x
        where c.sellers = 1 and x.bid_count >= ${ONE_SELLER_MIN_BIDS}
      ),
      p as (select * from one_seller order by bid_count desc, last_bid desc, bidder_id limit ${SIGNALS_LIMIT})
      select p.bidder_id, p.seller_id, p.bid_count, p.auction_count, p.last_bid, ${people}
      from p ${rolledAuctions(since)}
      order by p.bid_count desc, p.last_bid desc, p.bidder_id`),
  ]);
  return signalsOf(days, shared, oneSeller);
}

// The few auctions of one seller a bidder bid on last in the window, from the rollup's (bidder, seller, time) index.
const rolledAuctions = (since: string) => sql`
  left join lateral (
    select json_agg(json_build_object('id', x.id, 'title', x.title, 'slug', x.slug, 'year', x.year, 'make', x.make, 'model', x.model, 'trim', x.trim) order by x.last_bid desc) as auctions
    from (
      select a.id, a.title, a.slug, a.year, a.make, a.model, a.trim, r.last_at as last_bid
      from admin_rollup_bidder_auctions r join auctions a on a.id = r.auction_id
      where r.bidder_id = p.bidder_id and r.seller_id = p.seller_id and r.last_at >= ${since}::timestamptz
      order by r.last_at desc limit ${AUCTIONS_SHOWN}
    ) x
  ) au on true
  join users bu on bu.id = p.bidder_id
  join users su on su.id = p.seller_id`;

function signalsOf(
  days: number,
  shared: (PairRow & { ips: string[]; same_ua: boolean })[],
  oneSeller: (PairRow & { bid_count: number | string })[],
): ShillSignals {
  const base = (r: PairRow) => ({
    bidder: { id: r.bidder_id, name: r.bidder_name, email: r.bidder_email },
    seller: { id: r.seller_id, name: r.seller_name, email: r.seller_email },
    auctionCount: Number(r.auction_count),
    auctions: (r.auctions ?? []).map((a): SignalAuction => ({ id: a.id, title: a.title, path: auctionPath(a) })),
    lastBidAt: new Date(r.last_bid).toISOString(),
  });
  return {
    days,
    limit: SIGNALS_LIMIT,
    sharedAddress: shared.map((r): SharedAddressSignal => ({ ...base(r), sharedIps: [...r.ips].sort(), sharedUserAgent: Boolean(r.same_ua) })),
    oneSeller: oneSeller.map((r): OneSellerSignal => ({ ...base(r), bidCount: Number(r.bid_count) })),
  };
}
