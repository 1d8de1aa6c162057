import type { WaitingBid } from './place-bid.ts';

/**
 * The auction engine's state in one app instance, made once by compose.ts rather than kept in module-level maps, so
 * two apps in one process (the tests' several instances) keep theirs apart, as two processes do.
 */
export interface EngineState {
  /**
   * Per auction, this instance's transactions take turns (withAuctionLock): the others wait here, holding neither a
   * pooled connection nor a place in PostgreSQL's lock queue. The row lock still orders the instances.
   */
  readonly turns: Map<string, Promise<unknown>>;
  /** Per auction, the bids waiting for its next transaction, taken as a whole when that transaction starts (placeBid). */
  readonly waitingBids: Map<string, WaitingBid[]>;
  /** Per auction, while a failed batch's bids are tried one by one: the batches behind them wait until they are done. */
  readonly retrying: Map<string, { done: Promise<void>; end(): void }>;
}

export function createEngineState(): EngineState {
  return { turns: new Map(), waitingBids: new Map(), retrying: new Map() };
}

// The state travels with the app's other dependencies. Declared here, by the engine that alone reads it, so that
// app-deps.ts, below every module, imports nothing from one.
declare module '../../app-deps.ts' {
  interface AppDeps {
    /** The auction engine's per-instance state (auction-engine/engine-state.ts), made by compose.ts. */
    engine: EngineState;
  }
}
