/** A message for the viewers of one channel, e.g. channel 'auction:{id}', type 'bid.placed'. */
export interface LiveEvent {
  channel: string;
  type: string;
  data: unknown;
  /** Set when the event is kept (auction_events.id): viewers reconnect with Last-Event-ID and catch up. */
  id?: string;
}

/**
 * Live updates (DESIGN "HTTP and realtime"): in-process on PGlite, PostgreSQL LISTEN/NOTIFY on
 * PostgreSQL so an event published by one instance reaches viewers connected to another.
 * Publish only after the transaction that caused the event has committed.
 */
export interface Realtime {
  kind: 'in-process' | 'postgres';
  publish(event: LiveEvent): Promise<void>;
  subscribe(channel: string, listener: (event: LiveEvent) => void): () => void;
  close(): Promise<void>;
}

export const auctionChannel = (auctionId: string) => `auction:${auctionId}`;
export const userChannel = (userId: string) => `user:${userId}`;
