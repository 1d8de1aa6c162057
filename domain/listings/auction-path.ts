// Auction addressing of SPEC 2 "Auction detail page": /auction/{slug}, with a path built from
// the vehicle and an id fragment when the auction has no slug.

export const SLUG_MAX_LENGTH = 80;
/** SPEC 2: a built path ends with the first 8 characters of the id; lookups accept fragments of at least 8. */
export const ID_FRAGMENT_LENGTH = 8;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const HEX_FRAGMENT = /^[0-9a-f]{8,}$/i;

export interface AuctionAddress {
  id: string;
  slug?: string | null;
  year?: number | null;
  make?: string | null;
  model?: string | null;
  trim?: string | null;
}

/** SPEC 2: the part of the path after /auction/. */
export function auctionKey(a: AuctionAddress): string {
  if (a.slug) return a.slug;
  const idPart = a.id.slice(0, ID_FRAGMENT_LENGTH).toLowerCase();
  const parts = [a.year, a.make, a.model, a.trim]
    .map((part) => (part === null || part === undefined ? '' : cleanPart(String(part))))
    .filter((part) => part !== '');
  if (parts.length === 0) return `auction-${idPart || 'unknown'}`;
  return [...parts, idPart].filter((part) => part !== '').join('-');
}

/** SPEC 2: /auction/{slug}, or /auction/{year-make-model-trim-id8} when there is no slug. */
export function auctionPath(a: AuctionAddress): string {
  return `/auction/${encodeURIComponent(auctionKey(a))}`;
}

// SPEC 2: each part lowercased with non-alphanumerics removed ("Mustang GT" -> "mustanggt").
function cleanPart(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/**
 * Lowercase, runs of non-alphanumerics to one hyphen, no leading or trailing hyphen, at most 80 characters.
 * Accents are folded first ("Citroën" -> "citroen") so they do not split words.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/, '');
}

/**
 * The base slug if free, else base-2, base-3, ... The base is shortened so the result stays within
 * 80 characters. An empty base becomes 'auction'.
 */
export function uniqueSlug(base: string, taken: (slug: string) => boolean): string {
  const root = base || 'auction';
  if (!taken(root)) return root;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${root.slice(0, SLUG_MAX_LENGTH - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!taken(candidate)) return candidate;
  }
}

export interface AuctionKeyLookup {
  /** The route parameter as given: tried first as a slug. */
  slug: string;
  /** SPEC 2: the parameter when it is a full uuid (lowercased), tried next as a plain id. */
  uuid: string | null;
  /**
   * SPEC 2: a trailing id fragment of at least 8 hex characters (lowercased), matched against the start
   * of the id or the slug: the last hyphen-separated segment, which is the whole parameter when it has
   * no hyphen. Null for a full uuid (its last segment is not the start of anything) and otherwise.
   */
  fragment: string | null;
}

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** How the server looks an auction up from the /auction/{param} route parameter (SPEC 2). */
export function parseAuctionKey(param: string): AuctionKeyLookup {
  if (isUuid(param)) return { slug: param, uuid: param.toLowerCase(), fragment: null };
  const last = param.slice(param.lastIndexOf('-') + 1);
  return { slug: param, uuid: null, fragment: HEX_FRAGMENT.test(last) ? last.toLowerCase() : null };
}
