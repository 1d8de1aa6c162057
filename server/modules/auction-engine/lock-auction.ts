import { eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { rowsOf, type Tx } from '../../db/tx.ts';
import { auctions } from '../../db/schema.ts';
import { announceEffects } from './announce-effects.ts';
import type { Effects, PendingEvent } from './effects.ts';

// Locking an auction (an engine entry point, DESIGN "The auction engine"): every state change of an
// auction runs in one transaction that locks its row; its events are recorded with it and announced after commit.

const lockedColumns = {
  id: auctions.id,
  title: auctions.title,
  sellerId: auctions.sellerId,
  status: auctions.status,
  listingType: auctions.listingType,
  startingPrice: auctions.startingPrice,
  reservePrice: auctions.reservePrice,
  buyNowPrice: auctions.buyNowPrice,
  currentBid: auctions.currentBid,
  startTime: auctions.startTime,
  endTime: auctions.endTime,
  winnerId: auctions.winnerId,
  originalAuctionId: auctions.originalAuctionId,
  renewalApprovedAt: auctions.renewalApprovedAt,
  negotiationWindowEnds: auctions.negotiationWindowEnds,
};

const auctionQuery = (tx: Tx, auctionId: string) => tx.select(lockedColumns).from(auctions).where(eq(auctions.id, auctionId));

export type LockedAuction = Awaited<ReturnType<typeof auctionQuery>>[number];

/**
 * DESIGN: every state change of an auction locks its row first; bids on other auctions never wait.
 * FOR NO KEY UPDATE, not FOR UPDATE: engine changes of one auction still take turns, but a foreign-key
 * check against it (a renewal's row pointing at its original, a bid, a view, a watch) takes only
 * KEY SHARE and does not wait. Without this, a renewal's sale (which re-checks its original_auction_id
 * key once its row was updated in the same transaction) waited on its original's engine lock while
 * holding the vehicle's lock the original's path wanted: a deadlock.
 */
export async function lockAuction(tx: Tx, auctionId: string, opts: { skipLocked?: boolean } = {}): Promise<LockedAuction | null> {
  const q = auctionQuery(tx, auctionId);
  const [row] = await (opts.skipLocked ? q.for('no key update', { skipLocked: true }) : q.for('no key update'));
  return row ?? null;
}

/** Inserts the events in order and returns their ids in the same order. */
export async function recordEvents(tx: Tx, auctionId: string, events: PendingEvent[], at: Date): Promise<number[]> {
  if (events.length === 0) return [];
  const payload = JSON.stringify(events.map((e, ord) => ({ ord, type: e.type, data: e.data })));
  const result = await tx.execute(sql`
    insert into auction_events (auction_id, type, data, created_at)
    select ${auctionId}::uuid, e.type, e.data::jsonb, ${at.toISOString()}::timestamptz
    from json_to_recordset(${payload}::json) as e(ord int, type text, data json)
    order by e.ord
    returning id`);
  return rowsOf<{ id: string | number }>(result)
    .map((r) => Number(r.id))
    .sort((a, b) => a - b);
}

/** Per auction, one transaction at a time from this instance (EngineState.turns). */
function inTurn<T>(queues: Map<string, Promise<unknown>>, auctionId: string, work: () => Promise<T>): Promise<T> {
  const previous = queues.get(auctionId) ?? Promise.resolve();
  const next = previous.then(work, work);
  const settled = next.then(
    () => undefined,
    () => undefined,
  );
  queues.set(auctionId, settled);
  void settled.then(() => {
    if (queues.get(auctionId) === settled) queues.delete(auctionId);
  });
  return next;
}

/**
 * Runs one state change of one auction: a transaction that locks its row, then, only after
 * commit, the live events, the domain events and the hold settlement with the payment provider.
 */
export async function withAuctionLock<T>(
  deps: AppDeps,
  auctionId: string,
  work: (tx: Tx, auction: LockedAuction | null) => Promise<{ result: T; effects: Effects; eventIds?: number[] }>,
  opts: { skipLocked?: boolean } = {},
): Promise<T> {
  const out = await inTurn(deps.engine.turns, auctionId, () =>
    deps.db.transaction(async (tx) => {
      const auction = await lockAuction(tx, auctionId, opts);
      const done = await work(tx, auction);
      const ids = done.eventIds ?? (await recordEvents(tx, auctionId, done.effects.events, deps.clock.now()));
      return { ...done, eventIds: ids };
    }),
  );
  await announceEffects(deps, out.effects, out.eventIds);
  return out.result;
}
