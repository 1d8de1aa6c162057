import type { AppDeps } from '../../app-deps.ts';
import type { PlacedBid } from '../../../domain/bidding/bid-placement.ts';
import { AMOUNT_TOO_LARGE_MESSAGE, exceedsAmountLimit } from '../../../domain/shared/amount-limit.ts';
import { checkBidAmount, isReserveMet, minimumNextBid, resolveBids, type ResolvedBid } from '../../../domain/bidding/bidding-rules.ts';
import { withAuctionLock, type LockedAuction } from './lock-auction.ts';
import { biddingSuspended } from '../strikes/index.ts';
import { isBiddingSuspended } from '../../../domain/deals/deal-rules.ts';
import { verificationRefusal } from '../../../domain/identity/identity-verification.ts';
import { noEffects, type Effects } from './effects.ts';
import { type Tx } from '../../db/tx.ts';
import { duplicateKey, readBatchFacts, replayKey } from './bid-batch.ts';
import { awaitsRenewalApproval, hasEnded } from './availability.ts';
import { commitBids } from './commit-bids.ts';
import { auctionEnded, authorizationRequired, duplicateBid, invalid, keyReused, notAnAuction, notYetAvailable, ownAuction } from './engine-errors.ts';
import { auctionNotFound } from '../../http/errors.ts';
import { countInBatch, pruneNowAndThen, TooManyWrites, writeLimitOf } from '../../http/write-limits.ts';
import type { AuctionState } from './live-events.ts';
import { startIfDue } from './start-scheduled.ts';
import { verificationRequired } from '../verified-identity/require-verified.ts';

export interface PlaceBidInput {
  userId: string;
  auctionId: string;
  /** As sent: a whole number of dollars, or anything else, refused with SPEC 5's message. */
  amount: unknown;
  idempotencyKey?: string | null;
}

export interface PlaceBidResult {
  bid: PlacedBid;
  auction: AuctionState;
  /**
   * Whether the bidder leads once their bid was answered in its transaction: false when a proxy bid outbid
   * it at once, so the bid form can say so with the success text.
   */
  leading: boolean;
  /** The least the next bid may be after that answer (SPEC 5: current bid or starting price, plus the increment). */
  minimumBid: number;
  /** False when an earlier request with the same idempotency key was answered again. */
  applied: boolean;
}

/**
 * Whole dollars as a number, or null (SPEC 5: the input keeps digits only). A whole number too large
 * to hold exactly (even Infinity, from a string of digits) is kept as it is: the amount limit
 * (domain/shared/amount-limit.ts) refuses it with its own message.
 */
export function parseAmount(raw: unknown): number | null {
  if (typeof raw === 'number') return Number.isInteger(raw) && raw > 0 ? raw : null;
  if (typeof raw === 'string' && /^\s*\d[\d,]*\s*$/.test(raw)) {
    const n = Number(raw.replace(/[\s,]/g, ''));
    return (Number.isInteger(n) || n === Infinity) && n > 0 ? n : null;
  }
  return null;
}

/** An amount over the limit is refused before it reaches the engine: a 400 naming the limit. */
export function refuseOverLimit(amount: number | null, code: 'INVALID_BID' | 'INVALID_PROXY'): void {
  if (amount !== null && exceedsAmountLimit(amount)) throw invalid(code, AMOUNT_TOO_LARGE_MESSAGE);
}

/**
 * SPEC 7 place-bid. Bids on one auction are applied in
 * batches: while one transaction holds the auction's row, the bids that arrive wait together, and
 * the next transaction takes all of them. Each is checked and resolved in arrival order against the
 * state the earlier ones left, exactly as if it had a transaction of its own; all are written in one
 * statement and one commit, so a hot auction pays one commit per batch instead of one per bid.
 * A refused bid is answered alone and changes nothing; the others of its batch go on. Amounts are
 * range-checked before they join a batch, and a batch whose transaction fails anyway is tried again
 * bid by bid, so no one bid can fail the others.
 */
export function placeBid(deps: AppDeps, input: PlaceBidInput): Promise<PlaceBidResult> {
  const amount = parseAmount(input.amount);
  try {
    refuseOverLimit(amount, 'INVALID_BID');
  } catch (err) {
    return Promise.reject(err);
  }
  // The bid joins its auction's batch at once, in the order it arrived; its member checks (verification,
  // strikes, authorization) are read with the batch's facts under the auction's lock.
  return new Promise<PlaceBidResult>((resolve, reject) => {
    const item: WaitingBid = { input, amount, resolve, reject };
    const waiting = deps.engine.waitingBids.get(input.auctionId);
    if (waiting) return void waiting.push(item);
    deps.engine.waitingBids.set(input.auctionId, [item]);
    runBatch(deps, input.auctionId).catch((err: unknown) => deps.logger.error({ err }, 'bid batch failed'));
  });
}

/** A bid in its auction's queue (EngineState.waitingBids), answered when its batch's transaction is done. */
export interface WaitingBid {
  input: PlaceBidInput;
  amount: number | null;
  resolve(result: PlaceBidResult): void;
  reject(err: unknown): void;
}

/** Enough for any burst; more wait for the next batch. */
const MAX_BATCH = 200;

type Outcome = { ok: PlaceBidResult } | { err: unknown };

/**
 * Takes the auction's waiting bids (or, when `alone` is given, only that bid) in one transaction.
 * If the transaction fails, its bids are tried again one by one in arrival order, so a bid that
 * cannot be written is refused alone and the others are applied. If it fails before it
 * took the waiting bids (no connection), they are refused rather than left waiting for ever.
 */
async function runBatch(deps: AppDeps, auctionId: string, alone?: WaitingBid): Promise<void> {
  let items: WaitingBid[] | null = null;
  let yielded = false;
  try {
    const outcomes = await withAuctionLock<Outcome[]>(deps, auctionId, async (tx, auction) => {
      const effects = noEffects(auctionId);
      // A failed batch's bids are being tried one by one: they arrived first, so this batch waits for them.
      if (!alone && deps.engine.retrying.has(auctionId)) {
        yielded = true;
        return { result: [], effects };
      }
      items = alone ? [alone] : takeWaiting(deps, auctionId);
      if (!auction) return { result: items.map(() => ({ err: auctionNotFound() })), effects };
      try {
        return await applyBatch(deps, tx, auction, items, effects);
      } catch (err) {
        // Said before this transaction ends and frees the auction for the next batch in line, which must not
        // go before these bids (arrival order holds through a failed batch too).
        if (items.length > 1) retryingStarts(deps, auctionId);
        throw err;
      }
    });
    if (yielded) {
      await deps.engine.retrying.get(auctionId)?.done;
      return runBatch(deps, auctionId);
    }
    outcomes.forEach((o, i) => ('ok' in o ? items![i]!.resolve(o.ok) : items![i]!.reject(o.err)));
    // The batch counted its bids in write_limit_counters: ended windows go now and then, as the limit hook does.
    pruneNowAndThen(deps, deps.clock.now().getTime()).catch((err: unknown) => deps.logger.error({ err }, 'pruning write limit counters failed'));
  } catch (err) {
    const taken: WaitingBid[] = items ?? (alone ? [alone] : takeWaiting(deps, auctionId));
    if (taken.length > 1) {
      deps.logger.warn({ err, auctionId, bids: taken.length }, 'bid batch failed; its bids are tried one by one');
      retryingStarts(deps, auctionId);
      try {
        for (const item of taken) await runBatch(deps, auctionId, item);
      } finally {
        retryingEnds(deps, auctionId);
      }
    } else for (const item of taken) item.reject(err);
  }
}

function retryingStarts(deps: AppDeps, auctionId: string): void {
  const retrying = deps.engine.retrying;
  if (retrying.has(auctionId)) return;
  let end = () => {};
  const done = new Promise<void>((resolve) => (end = resolve));
  retrying.set(auctionId, { done, end });
}

function retryingEnds(deps: AppDeps, auctionId: string): void {
  deps.engine.retrying.get(auctionId)?.end();
  deps.engine.retrying.delete(auctionId);
}

/** The next batch of the auction's waiting bids; any left over get a transaction of their own. */
function takeWaiting(deps: AppDeps, auctionId: string): WaitingBid[] {
  const queued = deps.engine.waitingBids.get(auctionId) ?? [];
  const items = queued.splice(0, MAX_BATCH);
  if (queued.length === 0) deps.engine.waitingBids.delete(auctionId);
  else runBatch(deps, auctionId).catch((err: unknown) => deps.logger.error({ err }, 'bid batch failed'));
  return items;
}

async function applyBatch(deps: AppDeps, tx: Tx, auction: LockedAuction, items: WaitingBid[], effects: Effects) {
  const now = deps.clock.now();
  // Decision 021: every bid counts against its member's limit, refused or not, in the batch's own statement.
  const count = countInBatch(
    'bid',
    writeLimitOf(deps.config, 'bid'),
    items.map((i) => i.input.userId),
    now.getTime(),
  );
  const facts = await readBatchFacts(
    tx,
    auction,
    items.map((i) => ({ userId: i.input.userId, amount: i.amount, idempotencyKey: i.input.idempotencyKey })),
    now,
    count,
  );
  const snapshot = facts.snapshot;
  let status = auction.status;
  let started = false;
  let currentBid = auction.currentBid;
  let leaderId = snapshot.leaderId;
  const rows: ResolvedBid[] = [];
  const rowKeys: (string | null)[] = [];
  const placed = new Set<string>();
  const byKey = new Map<string, number>();
  const plans: ({ rowIndex: number; lastRow: number } | { replayOf: number } | { replay: PlaceBidResult['bid'] } | { err: unknown })[] = [];

  for (const [index, item] of items.entries()) {
    const { input, amount } = item;
    // Past the member's bid limit the bid is refused before any other check, as the limit's hook refused it before.
    const wait = facts.limitWaits[index];
    if (wait !== null && wait !== undefined) {
      plans.push({ err: new TooManyWrites('bid', wait) });
      continue;
    }
    // Above the operator's amount, only verified members bid. Two strikes
    // suspend a member's bidding. Both come first, as they did when they were asked before the batch.
    const refusal = verificationRefusal(facts.verification, facts.verified.has(input.userId), { kind: 'bid', amount });
    if (refusal || isBiddingSuspended(facts.strikes.get(input.userId) ?? 0)) {
      plans.push({ err: refusal ? verificationRequired(refusal) : biddingSuspended() });
      continue;
    }
    const key = input.idempotencyKey ? replayKey(input.userId, input.idempotencyKey) : null;
    const earlier = key ? facts.replays.get(key) : undefined;
    // The key names one request: reused for another auction it is refused, never applied there.
    if (earlier && earlier.auctionId !== auction.id) {
      plans.push({ err: keyReused() });
      continue;
    }
    // A retried request (same idempotency key) is applied once: answer what the first one did.
    if (earlier) {
      plans.push({ replay: { id: earlier.id, amount: earlier.amount, created_at: earlier.createdAt.toISOString(), auction_status: status } });
      continue;
    }
    if (key && byKey.has(key)) {
      plans.push({ replayOf: byKey.get(key)! });
      continue;
    }
    try {
      if (auction.listingType !== 'auction') throw notAnAuction();
      if (auction.sellerId === input.userId) throw ownAuction();
      if (auction.status === 'pending_approval' || (auction.status === 'scheduled' && awaitsRenewalApproval(auction))) throw notYetAvailable();
      if (hasEnded(auction, now)) throw auctionEnded();
      if (!facts.authorized.has(input.userId)) throw authorizationRequired(facts.lapsed.has(input.userId));
      if (amount !== null && (facts.duplicates.has(duplicateKey(input.userId, amount)) || placed.has(duplicateKey(input.userId, amount)))) throw duplicateBid();
      const violation = checkBidAmount(amount, { currentBid, startingPrice: auction.startingPrice }, facts.settings);
      if (violation || amount === null) throw invalid(violation?.code ?? 'INVALID_BID', violation?.message ?? 'Please enter a bid amount.');
      if (!started) {
        status = await startIfDue(tx, auction, now, effects);
        started = true;
      }
      const resolved = resolveBids(
        { currentBid, startingPrice: auction.startingPrice, leaderId },
        { kind: 'bid', bidderId: input.userId, amount },
        snapshot.proxies,
        facts.settings,
      );
      plans.push({ rowIndex: rows.length, lastRow: rows.length + resolved.length - 1 });
      if (key) byKey.set(key, index);
      resolved.forEach((r, i) => {
        rows.push(r);
        rowKeys.push(i === 0 ? (input.idempotencyKey ?? null) : null);
      });
      placed.add(duplicateKey(input.userId, amount));
      currentBid = resolved.at(-1)!.amount;
      leaderId = resolved.at(-1)!.bidderId;
    } catch (err) {
      plans.push({ err });
    }
  }

  const committed =
    rows.length > 0
      ? await commitBids(tx, { auction, status, snapshot, rows, now, settings: facts.settings, provider: deps.payments, rowKeys, names: facts.names, effects })
      : null;
  const stateAfter = (lastRow: number): AuctionState => {
    const amount = committed!.bids[lastRow]!.amount;
    return { ...committed!.state, currentBid: amount, reserveMet: isReserveMet(auction.reservePrice, amount), bidCount: snapshot.bidCount + lastRow + 1 };
  };
  const unchanged: AuctionState = {
    auctionId: auction.id,
    currentBid,
    endTime: committed?.state.endTime ?? auction.endTime?.toISOString() ?? null,
    reserveMet: isReserveMet(auction.reservePrice, currentBid),
    bidCount: snapshot.bidCount + rows.length,
    status,
  };
  const minimumAfter = (bid: number) => minimumNextBid(bid, auction.startingPrice, facts.settings);
  const outcomes: Outcome[] = [];
  for (const [index, plan] of plans.entries()) {
    const bidderId = items[index]!.input.userId;
    if ('err' in plan) outcomes.push({ err: plan.err });
    else if ('replay' in plan) {
      outcomes.push({ ok: { bid: plan.replay, auction: unchanged, leading: leaderId === bidderId, minimumBid: minimumAfter(currentBid), applied: false } });
    } else if ('replayOf' in plan) {
      const original = outcomes[plan.replayOf];
      // The same request twice in one batch: the second gets the first one's answer.
      outcomes.push(original && 'ok' in original ? { ok: { ...original.ok, applied: false } } : original!);
    } else {
      const mine = committed!.bids[plan.rowIndex]!;
      // The last row of a bid's resolution is its leader: another bidder's there means a proxy answered at once.
      const last = committed!.bids[plan.lastRow]!;
      outcomes.push({
        ok: {
          bid: { id: mine.id, amount: mine.amount, created_at: mine.createdAt.toISOString(), auction_status: status },
          auction: stateAfter(plan.lastRow),
          leading: last.bidderId === bidderId,
          minimumBid: minimumAfter(last.amount),
          applied: true,
        },
      });
    }
  }
  return { result: outcomes, effects, ...(committed ? { eventIds: committed.eventIds } : {}) };
}
