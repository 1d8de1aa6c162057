// When an admin suspends a member and cancels their bids on live auctions, each affected
// auction's bids are replayed without them, by the engine's own proxy resolution (resolveBids), so the
// leader and current bid are what the engine would have reached had those bids never existed
// (docs/decisions/025-bid-recomputation.md).
import { minimumNextBid, resolveBids, type ActiveProxy, type AuctionSettings } from './bidding-rules.ts';

/** A stored bid row; `at` in microseconds (a row's created_at in ms × 1000), the unit of a proxy's `setAt`. */
export interface HistoryBid {
  id: string;
  bidderId: string;
  amount: number;
  isAutomatic: boolean;
  at: number;
}

/** A replayed bid row: `keptId` is the stored row it is (kept as it is), null for a row to insert. */
export interface ReplayedBid {
  keptId: string | null;
  bidderId: string;
  amount: number;
  isAutomatic: boolean;
  /** The input (manual bid or proxy) that produced it, in microseconds: new rows are written at that time. */
  at: number;
}

export interface Recomputation {
  rows: ReplayedBid[];
  currentBid: number;
  leaderId: string | null;
  /** Stored rows that are no longer part of the history: the cancelled member's, and automatic answers that would not have happened. */
  droppedIds: string[];
}

type Input = { at: number; order: number } & ({ kind: 'bid'; bid: HistoryBid } | { kind: 'proxy'; proxy: ActiveProxy });

/**
 * Replays an auction's inputs without the cancelled members': every manual bid at its time, and every active
 * proxy from the moment it was (last) set, each resolved by `resolveBids` against the state the earlier
 * ones left, exactly as the engine does one request at a time. Automatic rows are the engine's answers and
 * are re-derived, except one whose bidder had no active proxy then (a proxy removed, or the earlier maximum
 * of one raised since): SPEC 4 lets the bids a proxy placed stand, so it replays as a bid. A manual bid the
 * engine would now refuse (below the minimum next bid of the replayed price) is left out. On equal times a
 * proxy goes first: its own answers are written at or after the moment it was set.
 */
export function recomputeBids(o: {
  startingPrice: number;
  bids: readonly HistoryBid[];
  proxies: readonly ActiveProxy[];
  cancelledUserIds: ReadonlySet<string>;
  settings: Pick<AuctionSettings, 'minBidIncrement'>;
}): Recomputation {
  const proxies = o.proxies.filter((p) => !o.cancelledUserIds.has(p.userId));
  const proxyOf = new Map(proxies.map((p) => [p.userId, p]));
  const inputs: Input[] = [];
  o.bids.forEach((b, i) => {
    if (o.cancelledUserIds.has(b.bidderId)) return;
    const proxy = proxyOf.get(b.bidderId);
    const standsAsBid = !b.isAutomatic || !proxy || proxy.setAt > b.at;
    if (standsAsBid) inputs.push({ kind: 'bid', bid: b, at: b.at, order: 1_000_000 + i });
  });
  proxies.forEach((p, i) => inputs.push({ kind: 'proxy', proxy: p, at: p.setAt, order: i }));
  inputs.sort((a, b) => a.at - b.at || Number(a.kind === 'bid') - Number(b.kind === 'bid') || a.order - b.order);

  // A replayed answer the same as a stored one (same bidder and amount, written between this input and the
  // next, after the row before it) keeps that row and its id; the history stays in time order.
  const storedAutomatic = o.bids.filter((b) => b.isAutomatic && !o.cancelledUserIds.has(b.bidderId));
  const used = new Set<string>();
  const rows: ReplayedBid[] = [];
  let currentBid = 0;
  let leaderId: string | null = null;
  let lastAt = -Infinity;
  const active: ActiveProxy[] = [];
  inputs.forEach((input, k) => {
    if (input.kind === 'bid' && input.bid.amount < minimumNextBid(currentBid, o.startingPrice, o.settings)) return;
    if (input.kind === 'proxy') active.push(input.proxy);
    const incoming =
      input.kind === 'bid'
        ? { kind: 'bid' as const, bidderId: input.bid.bidderId, amount: input.bid.amount }
        : { kind: 'proxy' as const, bidderId: input.proxy.userId };
    const resolved = resolveBids({ currentBid, startingPrice: o.startingPrice, leaderId }, incoming, active, o.settings);
    const before = inputs[k + 1]?.at ?? Infinity;
    resolved.forEach((r, i) => {
      let row: ReplayedBid;
      if (input.kind === 'bid' && i === 0) {
        row = { keptId: input.bid.id, bidderId: r.bidderId, amount: r.amount, isAutomatic: input.bid.isAutomatic, at: Math.max(input.at, lastAt) };
      } else {
        const match = storedAutomatic.find(
          (b) => !used.has(b.id) && b.bidderId === r.bidderId && b.amount === r.amount && b.at >= lastAt && b.at >= input.at && b.at < before,
        );
        row = match
          ? { keptId: match.id, bidderId: r.bidderId, amount: r.amount, isAutomatic: true, at: match.at }
          : { keptId: null, bidderId: r.bidderId, amount: r.amount, isAutomatic: r.isAutomatic, at: Math.max(input.at, lastAt) };
      }
      if (row.keptId) used.add(row.keptId);
      lastAt = row.at;
      rows.push(row);
    });
    const last = resolved.at(-1);
    if (last) {
      currentBid = last.amount;
      leaderId = last.bidderId;
    }
  });
  return { rows, currentBid, leaderId, droppedIds: o.bids.filter((b) => !used.has(b.id)).map((b) => b.id) };
}
