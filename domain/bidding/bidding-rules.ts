import { AMOUNT_TOO_LARGE_MESSAGE, exceedsAmountLimit } from '../shared/amount-limit.ts';
import { formatUsd } from '../shared/money.ts';

/** The `auction` site setting (SPEC 3, 5, 9; DESIGN "The auction engine"). */
export interface AuctionSettings {
  minBidIncrement: number;
  maxBidIncrement: number;
  softCloseSeconds: number;
  negotiationWindowHours: number;
}

export const DEFAULT_AUCTION_SETTINGS: AuctionSettings = {
  minBidIncrement: 100,
  maxBidIncrement: 5000,
  softCloseSeconds: 120,
  negotiationWindowHours: 48,
};

/** Reads the stored setting; a missing or malformed value falls back to its default, field by field. */
export function parseAuctionSettings(value: unknown): AuctionSettings {
  const v = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const pick = (key: keyof AuctionSettings, min: number) => {
    const raw = typeof v[key] === 'string' ? Number(v[key]) : v[key];
    return typeof raw === 'number' && Number.isFinite(raw) && raw >= min ? Math.floor(raw) : DEFAULT_AUCTION_SETTINGS[key];
  };
  return {
    minBidIncrement: pick('minBidIncrement', 1),
    maxBidIncrement: pick('maxBidIncrement', 1),
    softCloseSeconds: pick('softCloseSeconds', 0),
    negotiationWindowHours: pick('negotiationWindowHours', 0),
  };
}

/** DESIGN: the amount a next bid is measured from. */
export function bidBase(currentBid: number, startingPrice: number): number {
  return Math.max(currentBid, startingPrice);
}

/** SPEC 5 / DESIGN: minimum next bid = max(current_bid, starting_price) + minBidIncrement. */
export function minimumNextBid(currentBid: number, startingPrice: number, settings: Pick<AuctionSettings, 'minBidIncrement'>): number {
  return bidBase(currentBid, startingPrice) + settings.minBidIncrement;
}

/** SPEC 5: the highest bid the increment limit allows. */
export function maximumNextBid(currentBid: number, startingPrice: number, settings: Pick<AuctionSettings, 'maxBidIncrement'>): number {
  return bidBase(currentBid, startingPrice) + settings.maxBidIncrement;
}

/** SPEC 3: reserveMet is derived; with no reserve there is nothing to meet. */
export function isReserveMet(reservePrice: number | null, currentBid: number): boolean {
  return reservePrice !== null && currentBid >= reservePrice;
}

export interface RuleViolation {
  code: string;
  message: string;
}

/** SPEC 5 "Bid input": each refusal with its exact message, in the order the spec lists them. */
export function checkBidAmount(
  amount: number | null | undefined,
  state: { currentBid: number; startingPrice: number },
  settings: Pick<AuctionSettings, 'minBidIncrement' | 'maxBidIncrement'>,
): RuleViolation | null {
  if (amount === null || amount === undefined || !Number.isInteger(amount) || amount <= 0) {
    return { code: 'INVALID_BID', message: 'Please enter a bid amount.' };
  }
  if (exceedsAmountLimit(amount)) return { code: 'INVALID_BID', message: AMOUNT_TOO_LARGE_MESSAGE };
  if (amount <= state.currentBid) {
    return { code: 'INVALID_BID', message: `Bid must be higher than current bid of ${formatUsd(state.currentBid)}` };
  }
  const minimum = minimumNextBid(state.currentBid, state.startingPrice, settings);
  if (amount < minimum) {
    return {
      code: 'INVALID_BID',
      message: `Minimum bid is ${formatUsd(minimum)} (minimum increment: ${formatUsd(settings.minBidIncrement)})`,
    };
  }
  const maximum = maximumNextBid(state.currentBid, state.startingPrice, settings);
  if (amount > maximum) {
    return {
      code: 'INVALID_BID',
      message: `Bid increment cannot exceed ${formatUsd(settings.maxBidIncrement)}. Maximum bid allowed: ${formatUsd(maximum)}`,
    };
  }
  return null;
}

/** SPEC 5 / 9: a proxy maximum is at least max(current bid, starting price) + the minimum increment. */
export function checkProxyAmount(
  maxBidAmount: number | null | undefined,
  state: { currentBid: number; startingPrice: number },
  settings: Pick<AuctionSettings, 'minBidIncrement'>,
): RuleViolation | null {
  if (typeof maxBidAmount === 'number' && Number.isInteger(maxBidAmount) && exceedsAmountLimit(maxBidAmount)) {
    return { code: 'INVALID_PROXY', message: AMOUNT_TOO_LARGE_MESSAGE };
  }
  const minimum = minimumNextBid(state.currentBid, state.startingPrice, settings);
  if (maxBidAmount === null || maxBidAmount === undefined || !Number.isInteger(maxBidAmount) || maxBidAmount < minimum) {
    return { code: 'INVALID_PROXY', message: `Proxy bid must be at least ${formatUsd(minimum)}` };
  }
  return null;
}

// ---------------------------------------------------------------- proxy resolution

export interface ActiveProxy {
  userId: string;
  maxBidAmount: number;
  /** When this maximum was set (any one unit, the server uses microseconds): equal maximums go to the earlier one. */
  setAt: number;
}

export interface BiddingState {
  currentBid: number;
  startingPrice: number;
  /** The bidder of the latest (highest) bid row, null before the first bid. */
  leaderId: string | null;
}

export type IncomingBid =
  | { kind: 'bid'; bidderId: string; amount: number }
  /** A proxy set or raised; it is already part of `proxies`. */
  | { kind: 'proxy'; bidderId: string };

export interface ResolvedBid {
  bidderId: string;
  amount: number;
  isAutomatic: boolean;
}

interface Contender {
  userId: string;
  max: number;
  setAt: number;
  /** The current leader: on a full tie (same maximum, set in the same instant) the lead is kept. */
  defending: boolean;
}

const byStrength = (a: Contender, b: Contender) => b.max - a.max || a.setAt - b.setAt || Number(b.defending) - Number(a.defending);

/**
 * Proxy bidding as eBay does it (DESIGN "The auction engine"): after a manual bid (recorded as
 * given) or a new proxy maximum, the strongest maximum leads and pays one increment over the
 * second-strongest maximum, capped at its own; equal maximums go to the earlier; nobody outbids
 * themselves. A beaten challenger's last attempt (its maximum) is recorded when it is below the
 * final price, so the history shows why the price moved. A manual bid is a bid, not a maximum:
 * it stands once it reaches a proxy's maximum. Returns the bid rows to insert, in order; the
 * amounts strictly increase and the last row's bidder is the leader.
 */
export function resolveBids(
  state: BiddingState,
  incoming: IncomingBid,
  proxies: readonly ActiveProxy[],
  settings: Pick<AuctionSettings, 'minBidIncrement'>,
): ResolvedBid[] {
  const rows: ResolvedBid[] = [];
  let current = state.currentBid;
  let leaderId = state.leaderId;
  if (incoming.kind === 'bid') {
    rows.push({ bidderId: incoming.bidderId, amount: incoming.amount, isAutomatic: false });
    current = incoming.amount;
    leaderId = incoming.bidderId;
  }
  const inc = settings.minBidIncrement;
  const minimum = minimumNextBid(current, state.startingPrice, settings);

  // The leader's own maximum defends their lead; any other maximum above the current bid challenges it.
  const contenders: Contender[] = [];
  for (const p of proxies) {
    if (p.userId !== leaderId && p.maxBidAmount > current) contenders.push({ userId: p.userId, max: p.maxBidAmount, setAt: p.setAt, defending: false });
  }
  if (contenders.length === 0) return rows;
  if (leaderId !== null) {
    const own = proxies.find((p) => p.userId === leaderId && p.maxBidAmount > current);
    // A leader standing on a bid alone is below every challenger, whose maximum is above that bid.
    contenders.push(
      own
        ? { userId: leaderId, max: own.maxBidAmount, setAt: own.setAt, defending: true }
        : { userId: leaderId, max: current, setAt: Infinity, defending: true },
    );
  }
  contenders.sort(byStrength);
  const [winner, second] = contenders as [Contender, Contender | undefined];

  // One increment over the second-strongest maximum, never below the minimum next bid, capped at the winner's maximum.
  const price = Math.min(winner.max, Math.max(second ? second.max + inc : minimum, minimum));
  // A beaten challenger's maximum shows as its last attempt; the beaten leader's does not (nobody outbids themselves).
  if (second && second.userId !== leaderId && second.max > current && second.max < price) {
    rows.push({ bidderId: second.userId, amount: second.max, isAutomatic: true });
  }
  rows.push({ bidderId: winner.userId, amount: price, isAutomatic: true });
  return rows;
}

/** DESIGN soft close: a bid in the last softCloseSeconds moves the end to now + softCloseSeconds. */
export function softCloseEnd(endTime: Date | null, now: Date, settings: Pick<AuctionSettings, 'softCloseSeconds'>): Date | null {
  if (!endTime || settings.softCloseSeconds <= 0) return null;
  const extended = now.getTime() + settings.softCloseSeconds * 1000;
  const remaining = endTime.getTime() - now.getTime();
  if (remaining < 0 || remaining >= settings.softCloseSeconds * 1000 || extended <= endTime.getTime()) return null;
  return new Date(extended);
}

/** DESIGN close: reserve met (or none) with bids -> sold to the leader; otherwise ended. */
export function closingOutcome(o: {
  reservePrice: number | null;
  currentBid: number;
  leaderId: string | null;
  endTime: Date;
  settings: Pick<AuctionSettings, 'negotiationWindowHours'>;
}): { status: 'sold'; winnerId: string } | { status: 'ended'; negotiationWindowEnds: Date | null } {
  if (o.leaderId !== null && (o.reservePrice === null || o.currentBid >= o.reservePrice)) {
    return { status: 'sold', winnerId: o.leaderId };
  }
  if (o.leaderId === null) return { status: 'ended', negotiationWindowEnds: null };
  return { status: 'ended', negotiationWindowEnds: new Date(o.endTime.getTime() + o.settings.negotiationWindowHours * 3_600_000) };
}
