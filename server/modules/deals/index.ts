// The deals module's public entry (docs/architecture.md, "The server modules"): what other modules, the composition
// root and the seed may call. The module's other files are its own; lint (local/module-entry) refuses an import of
// them from outside. Tests may reach inside.

// The sale's deal, made in the engine's transaction through the `dealOfSale` port (compose.ts).
export { createDealInSale } from './create-deal.ts';

// A deal as others read it, and the moves they start: a payment's verification, an admin's resolution.
export { dealNotFound, isUuid, readDeal, snapshotOf, type DealRow } from './deal-rows.ts';
export { dealViewOf } from './read-deals.ts';
export { buyerFeeTakenCents } from './buyer-fee.ts';
export { completedDealsOf, dealForFeedback, dealTitlesOf, type FeedbackDealRow } from './completed-deals.ts';
export { verifyDealPayment } from './deal-payment.ts';
export { resolveDispute } from './resolve-dispute.ts';

// The module's routes, for app.ts, and what its jobs run, for jobs.ts.
export { dealRoutes } from './routes.ts';
export { retryDealPayments, runDealDeadlines } from './deal-deadlines.ts';
