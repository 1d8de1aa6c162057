// The auction engine's public entry (docs/architecture.md, "The auction engine's entry points"): everything another
// module, the composition root or a benchmark may call. The engine's other files are its own; lint
// (local/module-entry) refuses an import of them from outside the engine. Tests may reach inside.

// The engine's per-instance state, made once by compose.ts.
export { createEngineState } from './engine-state.ts';

// One state change of an auction: the transaction that locks its row, the events it records, announced after commit.
export { withAuctionLock, recordEvents, type LockedAuction } from './lock-auction.ts';
export { noEffects } from './effects.ts';
export { auctionUpdatedData } from './live-events.ts';

// Changes of an auction that other modules decide under its lock, and the engine writes.
export { sellByOffer } from './sell-by-offer.ts';
export { undoSale } from './undo-sale.ts';
export { recordRenewal, dropRenewal, recordWithdrawal } from './seller-changes.ts';
export { startIfDue } from './start-scheduled.ts';
export { endAuctionNow } from './close-auctions.ts';
export { cancelLocked } from './cancel-auction.ts';
export { cancelMemberBids } from './cancel-member-bids.ts';

// Reads: the bids, the vehicle's listings, the live catch-up, the books' audit.
export { biddersAmong, countBids, leadingBid, liveAuctionsLedBy, memberLiveBids } from './read-bids.ts';
export { assertVehicleMay, readVehicle } from './vehicle-lineage.ts';
export { latestAuctionEventId, liveEventsSince } from './live-catch-up.ts';
export { auditAuction } from './audit-auction.ts';

// The engine's routes, for app.ts, and what its jobs run, for jobs.ts.
export { biddingRoutes } from './routes.ts';
export { announceEndingSoon, closeDueAuctions } from './close-auctions.ts';
export { startScheduledAuctions } from './start-scheduled.ts';
export { syncHolds } from './hold-ledger.ts';
