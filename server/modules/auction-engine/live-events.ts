/** What every viewer of an auction is told (the HTTP contract's live events, after commit). */
export interface AuctionState {
  auctionId: string;
  currentBid: number;
  endTime: string | null;
  reserveMet: boolean;
  bidCount: number;
  status: string;
}

/** `auction.updated`: extension, buy now, start, close. */
export function auctionUpdatedData(state: AuctionState, winnerId: string | null): Record<string, unknown> {
  return { ...state, winnerId };
}

/** The live event types a reconnecting viewer catches up on (auction_events also keeps the transitions). */
export const LIVE_EVENT_TYPES = ['bid.placed', 'auction.updated'] as const;
