import type { DomainEvent } from '../../platform/events/domain-events.ts';

// What one state change of an auction leaves to do (DESIGN "The auction engine"): the events written
// with its transaction, the typed domain events and whether the holds changed, announced after commit.

/** An event written with the transaction: live ones go to viewers, every one is the auction's record. */
export interface PendingEvent {
  type: string;
  data: Record<string, unknown>;
  live: boolean;
}

export interface Effects {
  auctionId: string;
  /** Written to auction_events in the transaction, published after commit with their ids. */
  events: PendingEvent[];
  domain: DomainEvent[];
  holdsChanged: boolean;
}

export const noEffects = (auctionId: string): Effects => ({ auctionId, events: [], domain: [], holdsChanged: false });
