import type { AuctionState } from '../../../domain/bidding/bidding-wire.ts';

/** What every viewer of an auction is told (the HTTP contract's live events, after commit): domain's auctionStateSchema. */
export type { AuctionState };

/** `auction.updated`: extension, buy now, start, close. */
export function auctionUpdatedData(state: AuctionState, winnerId: string | null): Record<string, unknown> {
  return { ...state, winnerId };
}

/**
 * `bids.recomputed`: a suspended member's bids were cancelled and the auction replayed
 * without them; carries the AuctionState, whose price may be lower than before. Viewers read the auction again.
 */
export const BIDS_RECOMPUTED = 'bids.recomputed';

/** The live event types a reconnecting viewer catches up on (auction_events also keeps the transitions). */
export const LIVE_EVENT_TYPES = ['bid.placed', 'auction.updated', BIDS_RECOMPUTED] as const;
