// The strikes module's entry: what other modules call. Below both the deals (which give strikes) and the auction
// engine and offers (which refuse a suspended member), so none of them reaches into another for it.
export { assertMayBuy, biddingSuspended, giveStrike, liftStrike, listStrikes } from './strikes.ts';
export { strikeRoutes } from './routes.ts';
