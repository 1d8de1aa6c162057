import { sql } from 'drizzle-orm';

/**
 * The full-text document of a listing (title, make, model, trim, description). The GIN index
 * auctions_search_idx is built on exactly this expression, so queries must use it verbatim.
 * The 'simple' configuration: no stemming or stop words, so prefixes of makes and models match.
 */
export const AUCTION_SEARCH_DOCUMENT = `to_tsvector('simple', coalesce(title, '') || ' ' || coalesce(make, '') || ' ' || coalesce(model, '') || ' ' || coalesce("trim", '') || ' ' || coalesce(description, ''))`;

export const auctionSearchDocument = sql.raw(AUCTION_SEARCH_DOCUMENT);
