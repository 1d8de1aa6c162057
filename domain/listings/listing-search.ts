// How a listing is found by the words typed into a search: the public listing pages
// (/auctions?search=...) and the admin's listing search use this one rule. A listing is found by any word or
// code of its title, make, model, trim or VIN (and of its description), with hyphens and spaces as typed,
// and by its full title: 'H3-45', 'h3 45', 'H345', 'h3-4' and '2005 Prevost H3-45 Featherlite Vantare' all
// find the 2005 Prevost H3-45.
//
// The rule, for a listing's text and for the search alike:
// 1. fold: compatibility-decompose (NFKD) and drop the combining marks, so 'Citroën' is 'Citroen';
// 2. words: the runs of ASCII letters and digits, lowercased ('H3-45' is 'h3' and '45');
// 3. codes (the listing's text only): each chunk between white space with what joins its parts removed
//    ('H3-45' is also 'h345', 'F-150' 'f150', 'Mercedes-Benz' 'mercedesbenz').
// A search matches when every word of it begins a word or code of the listing.
//
// PostgreSQL evaluates the same rule (server/db/search.ts builds its index expression from the patterns
// below, which its regular expressions and JavaScript's read alike), and its tests check that the database
// and matchesSearch agree.

/** Regular expressions, as source text, that JavaScript and PostgreSQL (ARE) read alike. */
export const SEARCH_PATTERNS = {
  /** The combining marks NFKD leaves after a letter ('ë' → 'e' U+0308): dropped. */
  marks: '[\\u0300-\\u036f]',
  /** Between words: anything but an ASCII letter or digit. */
  between: '[^A-Za-z0-9]+',
  /** What joins the parts of a code ('-', '.', '/', ...): anything but letters, digits and white space. */
  joiner: '[^A-Za-z0-9\\t\\n\\v\\f\\r ]+',
} as const;

/** A search uses at most this many words (a full title fits; more only narrows nothing further). */
export const SEARCH_MAX_WORDS = 16;

const marks = new RegExp(SEARCH_PATTERNS.marks, 'g');
const between = new RegExp(SEARCH_PATTERNS.between, 'g');
const joiner = new RegExp(SEARCH_PATTERNS.joiner, 'g');

/** Step 1: 'Citroën' → 'Citroen'. */
export function foldSearchText(text: string): string {
  return text.normalize('NFKD').replace(marks, '');
}

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 0);

/** The words and codes a listing's text is found by, each once. */
export function searchDocumentWords(text: string): string[] {
  const folded = foldSearchText(text);
  return [...new Set(wordsOf(`${folded.replace(between, ' ')} ${folded.replace(joiner, '')}`))];
}

/** The words of a search, at most SEARCH_MAX_WORDS; none for a search without a letter or digit. */
export function searchQueryWords(query: string | undefined): string[] {
  if (!query) return [];
  return [...new Set(wordsOf(foldSearchText(query).replace(between, ' ')))].slice(0, SEARCH_MAX_WORDS);
}

/**
 * The search as a PostgreSQL tsquery, every word a prefix and all required ('h3:* & 45:*'), or null when
 * it has no word. Words are letters and digits only, so typed text can never inject tsquery operators.
 */
export function prefixTsQuery(query: string | undefined): string | null {
  const words = searchQueryWords(query);
  return words.length === 0 ? null : words.map((w) => `${w}:*`).join(' & ');
}

/** The text a listing is found by: its title, make, model, trim, VIN and description. */
export interface SearchableListing {
  title: string;
  make?: string | null;
  model?: string | null;
  trim?: string | null;
  vin?: string | null;
  description?: string | null;
}

export function listingSearchText(l: SearchableListing): string {
  return [l.title, l.make, l.model, l.trim, l.vin, l.description].map((v) => v ?? '').join(' ');
}

/** Whether a search finds this text: every word of the search begins one of its words or codes. */
export function matchesSearch(text: string, query: string): boolean {
  const words = searchQueryWords(query);
  if (words.length === 0) return true;
  const document = searchDocumentWords(text);
  return words.every((w) => document.some((d) => d.startsWith(w)));
}
