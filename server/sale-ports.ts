// The two ports between the auction engine and the deals module (docs/architecture.md, "The auction engine's entry
// points"), wired in compose.ts. The deals stand above the engine, so the engine tells of a sale through `dealOfSale`
// without importing them. A deal undoes its sale through `undoSale` because the undoing is two owners' work, the
// engine's listing and the offers module's accepted offer, and the offers module stands above the deals: only
// compose.ts, above all three, joins them. Declared here, below the modules beside app-deps.ts, because every module
// receives what compose.ts made through AppDeps.
import type { Tx } from './db/tx.ts';

export type SaleKind = 'auction' | 'buy_now' | 'offer' | 'counter_offer' | 'second_chance';

/** A sale as the engine tells it, under the auction's and the vehicle's locks. */
export interface SaleForDeal {
  auctionId: string;
  /** The vehicle's first listing: one live deal per vehicle (deals_one_live_per_vehicle_uq). */
  lineageId: string;
  buyerId: string;
  sellerId: string;
  saleKind: SaleKind;
  offerId?: string | null;
  /** Whole dollars. */
  price: number;
  now: Date;
  /** The deal's id, when the caller names it ahead (the demo data writes the deal's timeline with it); else a new one. */
  dealId?: string;
}

/** A sale that no longer stands, named by plain ids: the listing, and the accepted offer that made it, if one did. */
export interface UndoneSale {
  auctionId: string;
  offerId: string | null;
  now: Date;
}

export interface SalePorts {
  /** The engine, in the transaction that sells: the sale's deal is made with it or not at all (the deals module). */
  dealOfSale(tx: Tx, sale: SaleForDeal): Promise<{ dealId: string }>;
  /** The deals module, in the move's transaction: a deal cancelled before the handover undoes its sale (the engine). */
  undoSale(tx: Tx, sale: UndoneSale): Promise<void>;
}
