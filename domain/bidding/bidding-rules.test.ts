import { describe, expect, it } from 'vitest';
import {
  checkBidAmount,
  checkProxyAmount,
  closingOutcome,
  DEFAULT_AUCTION_SETTINGS as S,
  isReserveMet,
  maximumNextBid,
  minimumNextBid,
  parseAuctionSettings,
  resolveBids,
  softCloseEnd,
  type ActiveProxy,
  type ResolvedBid,
} from './bidding-rules.ts';

describe('parseAuctionSettings', () => {
  it('defaults to 100 / 5000 / 120 / 48', () => {
    expect(parseAuctionSettings(undefined)).toEqual({ minBidIncrement: 100, maxBidIncrement: 5000, softCloseSeconds: 120, negotiationWindowHours: 48 });
    expect(parseAuctionSettings(null)).toEqual(S);
    expect(parseAuctionSettings('x')).toEqual(S);
  });
  it('takes each valid field and falls back per field', () => {
    expect(parseAuctionSettings({ minBidIncrement: 250, maxBidIncrement: '10000', softCloseSeconds: 5, negotiationWindowHours: 0 })).toEqual({
      minBidIncrement: 250,
      maxBidIncrement: 10000,
      softCloseSeconds: 5,
      negotiationWindowHours: 0,
    });
    expect(parseAuctionSettings({ minBidIncrement: 0, maxBidIncrement: -3, softCloseSeconds: 'soon', negotiationWindowHours: Number.NaN })).toEqual(S);
  });
});

describe('minimum and maximum next bid (SPEC 5)', () => {
  it('measures from max(current bid, starting price)', () => {
    expect(minimumNextBid(0, 10_000, S)).toBe(10_100);
    expect(minimumNextBid(12_000, 10_000, S)).toBe(12_100);
    expect(maximumNextBid(0, 10_000, S)).toBe(15_000);
    expect(maximumNextBid(12_000, 0, S)).toBe(17_000);
    expect(minimumNextBid(500, 0, { minBidIncrement: 250 })).toBe(750);
  });
});

describe('checkBidAmount: SPEC 5 messages word for word', () => {
  const state = { currentBid: 12_000, startingPrice: 10_000 };
  it('asks for an amount when there is none', () => {
    for (const a of [undefined, null, 0, -5, 100.5, Number.NaN]) {
      expect(checkBidAmount(a, state, S)).toEqual({ code: 'INVALID_BID', message: 'Please enter a bid amount.' });
    }
  });
  it('refuses an amount not above the current bid', () => {
    expect(checkBidAmount(12_000, state, S)?.message).toBe('Bid must be higher than current bid of $12,000');
    expect(checkBidAmount(500, state, S)?.message).toBe('Bid must be higher than current bid of $12,000');
  });
  it('refuses an amount under the minimum increment', () => {
    expect(checkBidAmount(12_001, state, S)?.message).toBe('Minimum bid is $12,100 (minimum increment: $100)');
    expect(checkBidAmount(12_099, state, S)?.message).toBe('Minimum bid is $12,100 (minimum increment: $100)');
  });
  it('measures the first bid from the starting price', () => {
    const fresh = { currentBid: 0, startingPrice: 10_000 };
    expect(checkBidAmount(9_000, fresh, S)?.message).toBe('Minimum bid is $10,100 (minimum increment: $100)');
    expect(checkBidAmount(10_100, fresh, S)).toBeNull();
    expect(checkBidAmount(15_001, fresh, S)?.message).toBe('Bid increment cannot exceed $5,000. Maximum bid allowed: $15,000');
  });
  it('refuses an increment above the maximum', () => {
    expect(checkBidAmount(17_001, state, S)?.message).toBe('Bid increment cannot exceed $5,000. Maximum bid allowed: $17,000');
  });
  it('names the site-wide amount limit before the increment (issue 15)', () => {
    for (const a of [500_000_001, 2_147_483_648, 2 ** 53, 1e300]) {
      expect(checkBidAmount(a, state, S)).toEqual({ code: 'INVALID_BID', message: 'Amounts cannot exceed $500,000,000.' });
    }
  });
  it('accepts the limits themselves', () => {
    expect(checkBidAmount(12_100, state, S)).toBeNull();
    expect(checkBidAmount(17_000, state, S)).toBeNull();
  });
  it('follows the site setting', () => {
    const s = { minBidIncrement: 500, maxBidIncrement: 1000 };
    expect(checkBidAmount(12_400, state, s)?.message).toBe('Minimum bid is $12,500 (minimum increment: $500)');
    expect(checkBidAmount(13_001, state, s)?.message).toBe('Bid increment cannot exceed $1,000. Maximum bid allowed: $13,000');
  });
});

describe('checkProxyAmount (SPEC 5, 9)', () => {
  it('requires max(current bid, starting price) + the minimum increment', () => {
    expect(checkProxyAmount(10_099, { currentBid: 0, startingPrice: 10_000 }, S)).toEqual({
      code: 'INVALID_PROXY',
      message: 'Proxy bid must be at least $10,100',
    });
    expect(checkProxyAmount(10_100, { currentBid: 0, startingPrice: 10_000 }, S)).toBeNull();
    expect(checkProxyAmount(12_050, { currentBid: 12_000, startingPrice: 10_000 }, S)?.message).toBe('Proxy bid must be at least $12,100');
    expect(checkProxyAmount(undefined, { currentBid: 12_000, startingPrice: 0 }, S)?.message).toBe('Proxy bid must be at least $12,100');
    expect(checkProxyAmount(12_100.5, { currentBid: 12_000, startingPrice: 0 }, S)?.code).toBe('INVALID_PROXY');
  });
  it('has no upper limit but the site-wide amount limit (issue 15)', () => {
    expect(checkProxyAmount(5_000_000, { currentBid: 12_000, startingPrice: 0 }, S)).toBeNull();
    expect(checkProxyAmount(500_000_000, { currentBid: 12_000, startingPrice: 0 }, S)).toBeNull();
    for (const a of [500_000_001, 2_147_483_648, 2 ** 53, 1e300]) {
      expect(checkProxyAmount(a, { currentBid: 12_000, startingPrice: 0 }, S)).toEqual({
        code: 'INVALID_PROXY',
        message: 'Amounts cannot exceed $500,000,000.',
      });
    }
  });
});

const proxy = (userId: string, maxBidAmount: number, setAt = 1): ActiveProxy => ({ userId, maxBidAmount, setAt });
const row = (bidderId: string, amount: number, isAutomatic = true): ResolvedBid => ({ bidderId, amount, isAutomatic });

/** The invariants every resolution keeps: amounts strictly increase above the current bid. */
function checkRows(current: number, rows: ResolvedBid[]) {
  let last = current;
  for (const r of rows) {
    expect(r.amount).toBeGreaterThan(last);
    last = r.amount;
  }
}

describe('resolveBids: proxy bidding as eBay does it', () => {
  const base = { currentBid: 10_000, startingPrice: 5_000, leaderId: 'L' };

  it('records a manual bid as given when no proxy competes', () => {
    const rows = resolveBids(base, { kind: 'bid', bidderId: 'B', amount: 10_500 }, [], S);
    expect(rows).toEqual([row('B', 10_500, false)]);
  });

  it('a proxy answers a manual bid with one increment more', () => {
    const rows = resolveBids(base, { kind: 'bid', bidderId: 'B', amount: 10_500 }, [proxy('L', 20_000)], S);
    expect(rows).toEqual([row('B', 10_500, false), row('L', 10_600)]);
  });

  it('a proxy answers with its maximum when one increment more would pass it', () => {
    const rows = resolveBids(base, { kind: 'bid', bidderId: 'B', amount: 10_500 }, [proxy('L', 10_550)], S);
    expect(rows).toEqual([row('B', 10_500, false), row('L', 10_550)]);
  });

  it('a manual bid reaching the proxy maximum stands (a bid is not a maximum)', () => {
    expect(resolveBids(base, { kind: 'bid', bidderId: 'B', amount: 11_000 }, [proxy('L', 11_000)], S)).toEqual([row('B', 11_000, false)]);
    expect(resolveBids(base, { kind: 'bid', bidderId: 'B', amount: 11_000 }, [proxy('L', 10_950)], S)).toEqual([row('B', 11_000, false)]);
  });

  it('a proxy at or below the bid does not answer', () => {
    expect(resolveBids(base, { kind: 'bid', bidderId: 'B', amount: 10_500 }, [proxy('C', 10_500)], S)).toEqual([row('B', 10_500, false)]);
  });

  it('a new proxy from a challenger bids the minimum over a leader without a proxy', () => {
    expect(resolveBids(base, { kind: 'proxy', bidderId: 'C' }, [proxy('C', 50_000)], S)).toEqual([row('C', 10_100)]);
  });

  it('the first proxy on an auction without bids bids the minimum over the starting price', () => {
    const fresh = { currentBid: 0, startingPrice: 5_000, leaderId: null };
    expect(resolveBids(fresh, { kind: 'proxy', bidderId: 'C' }, [proxy('C', 50_000)], S)).toEqual([row('C', 5_100)]);
  });

  it('nobody outbids themselves: the leader raising their proxy adds no bid', () => {
    expect(resolveBids(base, { kind: 'proxy', bidderId: 'L' }, [proxy('L', 90_000)], S)).toEqual([]);
  });

  it('nobody outbids themselves: the leader manually raising still meets no proxy of their own', () => {
    expect(resolveBids(base, { kind: 'bid', bidderId: 'L', amount: 10_200 }, [proxy('L', 90_000)], S)).toEqual([row('L', 10_200, false)]);
  });

  it('two proxies: the higher leads at one increment over the other', () => {
    const rows = resolveBids(base, { kind: 'proxy', bidderId: 'C' }, [proxy('L', 20_000, 1), proxy('C', 30_000, 2)], S);
    expect(rows).toEqual([row('C', 20_100)]);
  });

  it('two proxies: the leader defends at one increment over the challenger', () => {
    const rows = resolveBids(base, { kind: 'proxy', bidderId: 'C' }, [proxy('L', 30_000, 1), proxy('C', 20_000, 2)], S);
    expect(rows).toEqual([row('C', 20_000), row('L', 20_100)]);
  });

  it('the price is capped at the winner maximum', () => {
    const rows = resolveBids(base, { kind: 'proxy', bidderId: 'C' }, [proxy('L', 20_000, 1), proxy('C', 20_050, 2)], S);
    expect(rows).toEqual([row('C', 20_050)]);
  });

  it('equal maximums go to the earlier: the leader keeps the lead at that maximum', () => {
    const rows = resolveBids(base, { kind: 'proxy', bidderId: 'C' }, [proxy('L', 20_000, 1), proxy('C', 20_000, 2)], S);
    expect(rows).toEqual([row('L', 20_000)]);
  });

  it('equal maximums go to the earlier: an earlier challenger takes the lead from a later leader', () => {
    const rows = resolveBids(base, { kind: 'bid', bidderId: 'B', amount: 10_100 }, [proxy('B', 20_000, 5), proxy('C', 20_000, 2)], S);
    expect(rows).toEqual([row('B', 10_100, false), row('C', 20_000)]);
  });

  it('equal maximums set in the same instant: the leader keeps the lead, whatever the list order', () => {
    const tie = [proxy('C', 20_000, 7), proxy('L', 20_000, 7)];
    expect(resolveBids(base, { kind: 'proxy', bidderId: 'C' }, tie, S)).toEqual([row('L', 20_000)]);
    expect(resolveBids(base, { kind: 'proxy', bidderId: 'C' }, [...tie].reverse(), S)).toEqual([row('L', 20_000)]);
  });

  it('three proxies: the strongest pays one increment over the second, the third adds no row', () => {
    const proxies = [proxy('L', 15_000, 1), proxy('C', 40_000, 2), proxy('D', 25_000, 3)];
    const rows = resolveBids(base, { kind: 'proxy', bidderId: 'C' }, proxies, S);
    expect(rows).toEqual([row('D', 25_000), row('C', 25_100)]);
  });

  it('a manual bid against two proxies', () => {
    const proxies = [proxy('C', 40_000, 2), proxy('D', 25_000, 3)];
    const rows = resolveBids(base, { kind: 'bid', bidderId: 'B', amount: 12_000 }, proxies, S);
    expect(rows).toEqual([row('B', 12_000, false), row('D', 25_000), row('C', 25_100)]);
  });

  it('a manual bid by someone whose proxy then loses adds no second row of theirs', () => {
    const rows = resolveBids(base, { kind: 'bid', bidderId: 'B', amount: 12_000 }, [proxy('B', 20_000, 2), proxy('C', 30_000, 1)], S);
    expect(rows).toEqual([row('B', 12_000, false), row('C', 20_100)]);
  });

  it('a manual bid by someone holding the strongest proxy is defended by it', () => {
    const proxies = [proxy('B', 40_000, 2), proxy('D', 25_000, 3)];
    const rows = resolveBids(base, { kind: 'bid', bidderId: 'B', amount: 12_000 }, proxies, S);
    expect(rows).toEqual([row('B', 12_000, false), row('D', 25_000), row('B', 25_100)]);
  });

  it('a proxy maximum below the current bid is spent', () => {
    expect(resolveBids(base, { kind: 'bid', bidderId: 'B', amount: 10_200 }, [proxy('C', 9_000)], S)).toEqual([row('B', 10_200, false)]);
  });

  it('uses the site minimum increment', () => {
    const rows = resolveBids(base, { kind: 'bid', bidderId: 'B', amount: 10_500 }, [proxy('L', 20_000)], { minBidIncrement: 250 });
    expect(rows).toEqual([row('B', 10_500, false), row('L', 10_750)]);
  });

  it('keeps every invariant over a randomised battle', () => {
    let seed = 42;
    const rand = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % n;
    };
    for (let round = 0; round < 300; round++) {
      let state = { currentBid: 0, startingPrice: 1_000 * rand(5), leaderId: null as string | null };
      const proxies = new Map<string, ActiveProxy>();
      for (let step = 0; step < 25; step++) {
        const user = `u${rand(6)}`;
        const min = minimumNextBid(state.currentBid, state.startingPrice, S);
        let rows: ResolvedBid[];
        if (rand(2) === 0) {
          const amount = min + 100 * rand(10);
          expect(checkBidAmount(amount, state, S)).toBeNull();
          rows = resolveBids(state, { kind: 'bid', bidderId: user, amount }, [...proxies.values()], S);
          expect(rows[0]).toEqual(row(user, amount, false));
        } else {
          const max = min + 100 * rand(60);
          proxies.set(user, proxy(user, max, step));
          rows = resolveBids(state, { kind: 'proxy', bidderId: user }, [...proxies.values()], S);
        }
        checkRows(state.currentBid, rows);
        const last = rows.at(-1);
        if (last) state = { ...state, currentBid: last.amount, leaderId: last.bidderId };
        for (let i = 1; i < rows.length; i++) expect(rows[i]!.bidderId).not.toBe(rows[i - 1]!.bidderId);
        // After resolution no other proxy could still beat the leader.
        for (const p of proxies.values()) {
          if (p.userId !== state.leaderId)
            expect(p.maxBidAmount <= state.currentBid || (proxies.get(state.leaderId ?? '')?.maxBidAmount ?? 0) >= p.maxBidAmount).toBe(true);
        }
        // Automatic rows never exceed their owner's maximum.
        for (const r of rows) if (r.isAutomatic) expect(r.amount).toBeLessThanOrEqual(proxies.get(r.bidderId)!.maxBidAmount);
      }
    }
  });
});

describe('softCloseEnd (DESIGN soft close)', () => {
  const now = new Date('2025-06-01T12:00:00Z');
  const at = (ms: number) => new Date(now.getTime() + ms);
  it('extends a bid in the last softCloseSeconds to now + softCloseSeconds', () => {
    expect(softCloseEnd(at(119_999), now, S)).toEqual(at(120_000));
    expect(softCloseEnd(at(1_000), now, S)).toEqual(at(120_000));
    expect(softCloseEnd(at(0), now, S)).toEqual(at(120_000));
    expect(softCloseEnd(at(5_000), now, { softCloseSeconds: 10 })).toEqual(at(10_000));
  });
  it('leaves earlier bids, past ends and a zero setting alone', () => {
    expect(softCloseEnd(at(120_000), now, S)).toBeNull();
    expect(softCloseEnd(at(3_600_000), now, S)).toBeNull();
    expect(softCloseEnd(at(-1), now, S)).toBeNull();
    expect(softCloseEnd(null, now, S)).toBeNull();
    expect(softCloseEnd(at(1_000), now, { softCloseSeconds: 0 })).toBeNull();
  });
});

describe('closingOutcome (DESIGN close)', () => {
  const endTime = new Date('2025-06-01T12:00:00Z');
  it('sells to the leader when the reserve is met or there is none', () => {
    expect(closingOutcome({ reservePrice: 10_000, currentBid: 10_000, leaderId: 'L', endTime, settings: S })).toEqual({ status: 'sold', winnerId: 'L' });
    expect(closingOutcome({ reservePrice: null, currentBid: 100, leaderId: 'L', endTime, settings: S })).toEqual({ status: 'sold', winnerId: 'L' });
  });
  it('ends with a negotiation window when bids missed the reserve', () => {
    expect(closingOutcome({ reservePrice: 10_000, currentBid: 9_900, leaderId: 'L', endTime, settings: S })).toEqual({
      status: 'ended',
      negotiationWindowEnds: new Date('2025-06-03T12:00:00Z'),
    });
    expect(closingOutcome({ reservePrice: 10_000, currentBid: 9_900, leaderId: 'L', endTime, settings: { negotiationWindowHours: 1 } })).toEqual({
      status: 'ended',
      negotiationWindowEnds: new Date('2025-06-01T13:00:00Z'),
    });
  });
  it('ends without a window when nobody bid', () => {
    expect(closingOutcome({ reservePrice: null, currentBid: 0, leaderId: null, endTime, settings: S })).toEqual({
      status: 'ended',
      negotiationWindowEnds: null,
    });
  });
});

describe('isReserveMet (SPEC 3)', () => {
  it('is met at or above the reserve, never without one', () => {
    expect(isReserveMet(100, 100)).toBe(true);
    expect(isReserveMet(100, 99)).toBe(false);
    expect(isReserveMet(null, 1_000_000)).toBe(false);
  });
});
