import { minimumNextBid } from '../../../../domain/bidding/bid-input.ts';
import type { BiddingState } from './api.ts';

/** The bid carried by a live 'bid.placed' event. */
export interface LiveBid {
  id: string;
  amount: number;
  bidderName: string;
  createdAt: string;
  isAutomatic: boolean;
}

/** The fields both live events carry ('bid.placed' adds the bid, 'auction.updated' the winner). */
export interface LiveAuctionUpdate {
  auctionId: string;
  currentBid?: number;
  endTime?: string | null;
  reserveMet?: boolean;
  bidCount?: number;
  status?: string;
  winnerId?: string | null;
  bid?: LiveBid;
}

const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

/** Reads an event's data without trusting its shape: unknown or missing fields are left out. */
export function readLiveUpdate(data: Record<string, unknown>): LiveAuctionUpdate | null {
  const auctionId = str(data.auctionId);
  if (!auctionId) return null;
  const out: LiveAuctionUpdate = { auctionId };
  const currentBid = num(data.currentBid);
  if (currentBid !== undefined) out.currentBid = currentBid;
  if (typeof data.endTime === 'string' || data.endTime === null) out.endTime = data.endTime;
  if (typeof data.reserveMet === 'boolean') out.reserveMet = data.reserveMet;
  const bidCount = num(data.bidCount);
  if (bidCount !== undefined) out.bidCount = bidCount;
  const status = str(data.status);
  if (status) out.status = status;
  if (typeof data.winnerId === 'string' || data.winnerId === null) out.winnerId = data.winnerId;
  const b = data.bid as Record<string, unknown> | undefined;
  if (b && typeof b === 'object') {
    const id = str(b.id);
    const amount = num(b.amount);
    if (id && amount !== undefined) {
      out.bid = {
        id,
        amount,
        bidderName: str(b.bidderName) ?? 'Anonymous',
        createdAt: str(b.createdAt) ?? new Date().toISOString(),
        isAutomatic: b.isAutomatic === true,
      };
    }
  }
  return out;
}

/**
 * Folds a live update into the viewer's bidding state. Events can arrive out of order (a reconnect,
 * two instances): a stale one never lowers the price or the bid count. The minimum next bid follows
 * the new price (DESIGN: max(current bid, starting price) + minBidIncrement).
 */
export function mergeLiveUpdate(state: BiddingState, u: LiveAuctionUpdate): BiddingState {
  if (u.auctionId !== state.auctionId) return state;
  const stale = u.currentBid !== undefined && u.currentBid < state.currentBid;
  const currentBid = stale ? state.currentBid : (u.currentBid ?? state.currentBid);
  const next: BiddingState = {
    ...state,
    currentBid,
    bidCount: Math.max(state.bidCount, u.bidCount ?? state.bidCount),
    reserveMet: state.reserveMet || (u.reserveMet ?? false),
    endTime: !stale && u.endTime !== undefined ? u.endTime : state.endTime,
    status: u.status ?? state.status,
  };
  next.minimumBid = minimumNextBid(next);
  // Who leads (leaderIsMe) and the viewer's proxy are personal: a refetch after the event settles them.
  return next;
}

// Bids this tab placed, so that their own live echo does not chime.
const ownBidIds = new Set<string>();
const chimedBidIds = new Set<string>();

export function rememberOwnBid(id: string): void {
  ownBidIds.add(id);
}

/**
 * SPEC 4: the chime is for a new bid from someone else, and plays once per bid however many
 * components on the page watch the auction. An automatic bid in our own name is ours too.
 */
export function shouldChime(bid: LiveBid, myDisplayName: string | null): boolean {
  if (chimedBidIds.has(bid.id) || ownBidIds.has(bid.id)) return false;
  if (bid.isAutomatic && myDisplayName && bid.bidderName === myDisplayName) return false;
  chimedBidIds.add(bid.id);
  return true;
}
