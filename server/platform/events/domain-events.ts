/**
 * What the auction engine announces after commit: the live updates consume these now;
 * notifications and e-mail alerts subscribe to the same events later, so no transaction has to be
 * reopened for them. In-process: every instance announces what it committed itself.
 */
export type DomainEvent =
  | { type: 'bid.placed'; auctionId: string; bidId: string; bidderId: string; amount: number; isAutomatic: boolean; at: string }
  | { type: 'bid.outbid'; auctionId: string; outbidUserId: string; byUserId: string; amount: number; at: string }
  | { type: 'auction.started'; auctionId: string; sellerId: string; at: string }
  | { type: 'auction.ending_soon'; auctionId: string; endTime: string; at: string }
  | { type: 'auction.extended'; auctionId: string; endTime: string; previousEndTime: string; at: string }
  | { type: 'auction.sold'; auctionId: string; sellerId: string; winnerId: string; amount: number; viaBuyNow: boolean; at: string }
  | { type: 'auction.ended'; auctionId: string; sellerId: string; highestBidderId: string | null; amount: number; at: string }
  | { type: 'negotiation.opened'; auctionId: string; sellerId: string; highestBidderId: string; endsAt: string; at: string }
  /** A deal took a step (its outbox row is in auction_events, type 'deal.moved'). */
  | { type: 'deal.moved'; auctionId: string; dealId: string; at: string };

export type DomainEventType = DomainEvent['type'];
export type DomainEventOf<T extends DomainEventType> = Extract<DomainEvent, { type: T }>;

export interface DomainEventBus {
  publish(events: readonly DomainEvent[]): void;
  subscribe<T extends DomainEventType>(type: T, handler: (event: DomainEventOf<T>) => void | Promise<void>): () => void;
  /** Every event, e.g. for tests and audit. */
  subscribeAll(handler: (event: DomainEvent) => void | Promise<void>): () => void;
}

export function createDomainEventBus(onError: (err: unknown, event: DomainEvent) => void = () => undefined): DomainEventBus {
  const handlers = new Map<string, Set<(event: DomainEvent) => void | Promise<void>>>();
  const all = new Set<(event: DomainEvent) => void | Promise<void>>();
  const add = (set: Set<(event: DomainEvent) => void | Promise<void>>, h: (event: DomainEvent) => void | Promise<void>) => {
    set.add(h);
    return () => void set.delete(h);
  };
  const call = (h: (event: DomainEvent) => void | Promise<void>, event: DomainEvent) => {
    try {
      // A subscriber's failure never reaches the bidder whose bid already committed.
      void Promise.resolve(h(event)).catch((err: unknown) => onError(err, event));
    } catch (err) {
      onError(err, event);
    }
  };
  return {
    publish(events) {
      for (const event of events) {
        for (const h of handlers.get(event.type) ?? []) call(h, event);
        for (const h of all) call(h, event);
      }
    },
    subscribe(type, handler) {
      let set = handlers.get(type);
      if (!set) handlers.set(type, (set = new Set()));
      return add(set, handler as (event: DomainEvent) => void);
    },
    subscribeAll: (handler) => add(all, handler),
  };
}

// One bus per composed app (deps object), without widening AppDeps for every adapter.
