import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { minimumNextBid, resolveBids, type ActiveProxy, type ResolvedBid } from './bidding-rules.ts';
import { recomputeBids, type HistoryBid } from './bid-recomputation.ts';

// The leader and current bid after cancelling a member's bids equal what the engine would
// have reached had those bids never existed, with proxy bids. "The engine" here is resolveBids applied one
// request at a time, as place-bid.ts and set-proxy-bid.ts do, writing rows a millisecond apart as commit-bids.ts does.

const settings = { minBidIncrement: 100 };
const USERS = ['a', 'b', 'c', 'd'];

/** A request as it was placed: a manual bid of an amount, or a proxy maximum. Times in ms. */
type Request = { kind: 'bid'; user: string; amount: number; at: number } | { kind: 'proxy'; user: string; max: number; at: number };

interface EngineRun {
  rows: (ResolvedBid & { id: string; at: number })[];
  proxies: ActiveProxy[];
  currentBid: number;
  leaderId: string | null;
}

/** The engine over requests in order; a manual bid below the minimum next bid is refused, as checkBidAmount does. */
function runEngine(startingPrice: number, requests: readonly Request[]): EngineRun {
  const run: EngineRun = { rows: [], proxies: [], currentBid: 0, leaderId: null };
  let lastAt = 0;
  for (const r of requests) {
    if (r.kind === 'bid' && r.amount < minimumNextBid(run.currentBid, startingPrice, settings)) continue;
    if (r.kind === 'proxy') run.proxies.push({ userId: r.user, maxBidAmount: r.max, setAt: r.at * 1000 });
    const resolved = resolveBids(
      { currentBid: run.currentBid, startingPrice, leaderId: run.leaderId },
      r.kind === 'bid' ? { kind: 'bid', bidderId: r.user, amount: r.amount } : { kind: 'proxy', bidderId: r.user },
      run.proxies,
      settings,
    );
    const first = Math.max(r.at, lastAt + 1);
    resolved.forEach((row, i) => run.rows.push({ ...row, id: `row${run.rows.length}`, at: first + i }));
    if (resolved.length > 0) lastAt = first + resolved.length - 1;
    const last = resolved.at(-1);
    if (last) {
      run.currentBid = last.amount;
      run.leaderId = last.bidderId;
    }
  }
  return run;
}

/** Steps of a random auction: who acts, a manual bid (some increments over the minimum) or a proxy (once per member). */
const step = fc.record({ user: fc.constantFrom(...USERS), proxy: fc.boolean(), over: fc.integer({ min: 0, max: 12 }) });

/** Turns random steps into valid requests: each amount is taken from the state the earlier requests left. */
function requestsOf(startingPrice: number, steps: readonly { user: string; proxy: boolean; over: number }[]): Request[] {
  const requests: Request[] = [];
  const hasProxy = new Set<string>();
  steps.forEach((s, i) => {
    const state = runEngine(startingPrice, requests);
    const minimum = minimumNextBid(state.currentBid, startingPrice, settings);
    const at = 1_000 + i * 100;
    if (s.proxy && !hasProxy.has(s.user)) {
      hasProxy.add(s.user);
      requests.push({ kind: 'proxy', user: s.user, max: minimum + s.over * 250, at });
    } else {
      requests.push({ kind: 'bid', user: s.user, amount: minimum + (s.over % 4) * settings.minBidIncrement, at });
    }
  });
  return requests;
}

const toHistory = (run: EngineRun): HistoryBid[] =>
  run.rows.map((r) => ({ id: r.id, bidderId: r.bidderId, amount: r.amount, isAutomatic: r.isAutomatic, at: r.at * 1000 }));

describe('recomputeBids (issue 27 item 6)', () => {
  it('reaches the leader and current bid the engine reaches without the cancelled member, proxies included', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50 }).map((n) => n * 100),
        fc.array(step, { maxLength: 14 }),
        fc.constantFrom(...USERS, 'nobody'),
        (startingPrice, steps, cancelled) => {
          const requests = requestsOf(startingPrice, steps);
          const original = runEngine(startingPrice, requests);
          const without = runEngine(
            startingPrice,
            requests.filter((r) => r.user !== cancelled),
          );
          const out = recomputeBids({ startingPrice, bids: toHistory(original), proxies: original.proxies, cancelledUserIds: new Set([cancelled]), settings });

          expect(out.currentBid).toBe(without.currentBid);
          expect(out.leaderId).toBe(without.leaderId);
          // The same history, row by row, and in time order with amounts strictly rising.
          expect(out.rows.map((r) => [r.bidderId, r.amount])).toEqual(without.rows.map((r) => [r.bidderId, r.amount]));
          out.rows.forEach((r, i) => {
            if (i === 0) return;
            expect(r.at).toBeGreaterThanOrEqual(out.rows[i - 1]!.at);
            expect(r.amount).toBeGreaterThan(out.rows[i - 1]!.amount);
          });
          // Every row of the cancelled member goes; every kept id is a stored row, used once.
          const kept = out.rows.flatMap((r) => (r.keptId ? [r.keptId] : []));
          expect(new Set(kept).size).toBe(kept.length);
          for (const r of original.rows) expect(kept.includes(r.id) !== out.droppedIds.includes(r.id)).toBe(true);
          for (const r of original.rows.filter((x) => x.bidderId === cancelled)) expect(out.droppedIds).toContain(r.id);
          // Cancelling nobody changes nothing.
          if (cancelled === 'nobody') {
            expect(out.droppedIds).toEqual([]);
            expect(out.rows.map((r) => r.keptId)).toEqual(original.rows.map((r) => r.id));
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('lets the bids of a removed proxy stand as bids, and hands the lead back to the underbidder', () => {
    // b's proxy (now removed) answered a's bid at 1,200; c outbid it at 1,500 and is cancelled.
    const bids: HistoryBid[] = [
      { id: '1', bidderId: 'a', amount: 1_100, isAutomatic: false, at: 1_000 },
      { id: '2', bidderId: 'b', amount: 1_200, isAutomatic: true, at: 2_000 },
      { id: '3', bidderId: 'c', amount: 1_500, isAutomatic: false, at: 3_000 },
    ];
    const out = recomputeBids({ startingPrice: 1_000, bids, proxies: [], cancelledUserIds: new Set(['c']), settings });
    expect(out).toMatchObject({ currentBid: 1_200, leaderId: 'b', droppedIds: ['3'] });
    expect(out.rows.map((r) => r.keptId)).toEqual(['1', '2']);
  });

  it('leaves no bid and no leader when the cancelled member placed every bid', () => {
    const bids: HistoryBid[] = [{ id: '1', bidderId: 'c', amount: 1_100, isAutomatic: false, at: 1_000 }];
    expect(
      recomputeBids({ startingPrice: 1_000, bids, proxies: [{ userId: 'c', maxBidAmount: 9_000, setAt: 500 }], cancelledUserIds: new Set(['c']), settings }),
    ).toEqual({
      rows: [],
      currentBid: 0,
      leaderId: null,
      droppedIds: ['1'],
    });
  });

  it('lowers an active proxy to one increment over the strongest bid left', () => {
    // a's proxy (max 5,000) was pushed to 3,100 by c's bid of 3,000; without c, a leads at its own opening.
    const bids: HistoryBid[] = [
      { id: '1', bidderId: 'a', amount: 1_100, isAutomatic: true, at: 1_000 },
      { id: '2', bidderId: 'c', amount: 3_000, isAutomatic: false, at: 2_000 },
      { id: '3', bidderId: 'a', amount: 3_100, isAutomatic: true, at: 2_001 },
    ];
    const out = recomputeBids({
      startingPrice: 1_000,
      bids,
      proxies: [{ userId: 'a', maxBidAmount: 5_000, setAt: 1_000 }],
      cancelledUserIds: new Set(['c']),
      settings,
    });
    expect(out).toMatchObject({ currentBid: 1_100, leaderId: 'a', droppedIds: ['2', '3'] });
    expect(out.rows).toEqual([{ keptId: '1', bidderId: 'a', amount: 1_100, isAutomatic: true, at: 1_000 }]);
  });
});
