import { sql, type SQL } from 'drizzle-orm';
import { prefixTsQuery, SEARCH_PATTERNS } from '../../domain/listings/listing-search.ts';

// The search rule of domain/listings/listing-search.ts, in SQL: the listing's title, make, model, trim, VIN and
// description folded (NFKD, marks dropped), then its words (runs of ASCII letters and digits) and its codes
// (each chunk between white space with its joiners removed), lowercased, as the lexemes of a tsvector. The
// lexemes are given whole (array_to_tsvector), never re-read by a text-search parser, which would split
// '1e5x' or read '-45' as a number. Every function used is immutable, so an index can be built on it.

const TEXT = `coalesce(title, '') || ' ' || coalesce(make, '') || ' ' || coalesce(model, '') || ' ' || coalesce("trim", '') || ' ' || coalesce(vin, '') || ' ' || coalesce(description, '')`;
const FOLDED = `regexp_replace(normalize(${TEXT}, NFKD), '${SEARCH_PATTERNS.marks}', '', 'g')`;
const WORDS_AND_CODES = `lower(regexp_replace(${FOLDED}, '${SEARCH_PATTERNS.between}', ' ', 'g') || ' ' || regexp_replace(${FOLDED}, '${SEARCH_PATTERNS.joiner}', '', 'g'))`;

/**
 * The search document of a listing. The GIN index auctions_search_words_idx is built on exactly this
 * expression, so queries must use it verbatim (auctionSearchMatches does).
 */
export const AUCTION_SEARCH_DOCUMENT = `array_to_tsvector(array_remove(regexp_split_to_array(${WORDS_AND_CODES}, '[^a-z0-9]+'), ''))`;

export const auctionSearchDocument = sql.raw(AUCTION_SEARCH_DOCUMENT);

/**
 * The condition that a listing matches the search, or null when the search has no word. The tsquery is
 * cast, not parsed: its words are letters and digits only (prefixTsQuery), matched as prefixes.
 */
export function auctionSearchMatches(search: string | undefined): SQL | null {
  const tsquery = prefixTsQuery(search);
  return tsquery ? sql`${auctionSearchDocument} @@ ${tsquery}::tsquery` : null;
}
