// SPEC 2 listing pages (/auctions, /classifieds, /presale, /category/...): the query a listing page sends,
// shared by the API (validation) and the web app (URL <-> filters). Pure: no I/O.

/**
 * auctions: live auctions (active, end time ahead); classifieds: active classifieds; presale: approved
 * scheduled auctions (SPEC 2 /presale; a renewal awaiting admin approval is not shown); all: live auctions
 * and classifieds together (category pages).
 */
export const LISTING_KINDS = ['auctions', 'classifieds', 'presale', 'all'] as const;
export type ListingKind = (typeof LISTING_KINDS)[number];

export const LISTING_SORTS = ['ending_soon', 'newly_listed', 'price_asc', 'price_desc', 'mileage_asc', 'most_bids'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

export const SORT_LABELS: Record<ListingSort, string> = {
  ending_soon: 'Ending Soonest',
  newly_listed: 'Newly Listed',
  price_asc: 'Price: Low to High',
  price_desc: 'Price: High to Low',
  mileage_asc: 'Lowest Mileage',
  most_bids: 'Most Bids',
};

export const TRANSMISSIONS = ['manual', 'automatic'] as const;
export type Transmission = (typeof TRANSMISSIONS)[number];
export const TRANSMISSION_LABELS: Record<Transmission, string> = { manual: 'Manual', automatic: 'Automatic' };

export const DRIVETRAINS = ['rwd', 'fwd', 'awd', '4wd'] as const;
export type Drivetrain = (typeof DRIVETRAINS)[number];
export const DRIVETRAIN_LABELS: Record<Drivetrain, string> = { rwd: 'RWD', fwd: 'FWD', awd: 'AWD', '4wd': '4WD / 4x4' };

/**
 * Transmissions and drivetrains are free text written by sellers ("6-speed manual (Getrag V160)",
 * "Ford F-53 chassis, RWD"), so each filter value is a set of case-insensitive patterns (SQL ILIKE);
 * `exclude` removes look-alikes ("automated manual" is not a manual).
 */
export const TRANSMISSION_PATTERNS: Record<Transmission, { include: string[]; exclude: string[] }> = {
  manual: { include: ['%manual%'], exclude: ['%automated%'] },
  automatic: { include: ['%automatic%', '%automated%', '%dual-clutch%', '%pdk%', '%cvt%', '%powershift%'], exclude: [] },
};
export const DRIVETRAIN_PATTERNS: Record<Drivetrain, string[]> = {
  rwd: ['%rwd%', '%rear-wheel%'],
  fwd: ['%fwd%', '%front-wheel%'],
  awd: ['%awd%', '%all-wheel%', '%quattro%'],
  '4wd': ['%4wd%', '%4x4%', '%four-wheel%'],
};

export const RESERVE_FILTERS = ['reserve', 'no_reserve'] as const;
export type ReserveFilter = (typeof RESERVE_FILTERS)[number];

/** Cards per page of a listing page. */
export const LISTING_PAGE_SIZE = 24;
/** Deep pages are refused: offsets beyond this are slow and nobody pages that far (use filters). */
export const MAX_PAGE = 400;
export const SEARCH_MAX_LENGTH = 100;

/**
 * The rule of each filter, read by the web app (a page's URL) without a validation library (its schemas
 * cost a page 15-20 ms to build) and by the API's query schemas (listing-filters-schema.ts), built from these.
 * text: trimmed, at most `max` characters, blank means absent. int: a whole number in [min, max].
 * oneOf: one of `values`. flag: 'true' (set) or 'false' (absent).
 */
export type FieldRule =
  { kind: 'text'; max: number } | { kind: 'int'; min: number; max: number } | { kind: 'oneOf'; values: readonly string[] } | { kind: 'flag' };

const text = (max: number) => ({ kind: 'text', max }) as const;
const int = (min: number, max: number) => ({ kind: 'int', min, max }) as const;
const oneOf = <T extends readonly string[]>(values: T) => ({ kind: 'oneOf', values }) as const;

export const FILTER_RULES = {
  search: text(SEARCH_MAX_LENGTH),
  category: text(60),
  make: text(60),
  model: text(80),
  yearMin: int(1800, 2100),
  yearMax: int(1800, 2100),
  priceMin: int(0, 1_000_000_000),
  priceMax: int(0, 1_000_000_000),
  mileageMax: int(0, 10_000_000),
  transmission: oneOf(TRANSMISSIONS),
  drivetrain: oneOf(DRIVETRAINS),
  location: text(60),
  reserve: oneOf(RESERVE_FILTERS),
  featured: { kind: 'flag' },
} as const satisfies Record<string, FieldRule>;

export const PAGE_RULE = int(1, MAX_PAGE);

export interface ListingFilters {
  search?: string;
  category?: string;
  make?: string;
  model?: string;
  yearMin?: number;
  yearMax?: number;
  priceMin?: number;
  priceMax?: number;
  mileageMax?: number;
  transmission?: Transmission;
  drivetrain?: Drivetrain;
  location?: string;
  reserve?: ReserveFilter;
  featured?: true;
}

export type ListingQuery = ListingFilters & { kind: ListingKind; sort: ListingSort; page: number };

export const SOLD_KEYS = ['category', 'make', 'model', 'yearMin', 'yearMax'] as const;
export type SoldQuery = Pick<ListingFilters, (typeof SOLD_KEYS)[number]> & { page: number };

/**
 * One value by its rule: `{ ok: false }` when it breaks the rule, else the value (undefined when absent).
 * Numbers are read as the API reads a query string (`Number`, so ' 12 ' and '1e3' are numbers).
 */
export function parseField(rule: FieldRule, raw: string): { ok: true; value: string | number | true | undefined } | { ok: false } {
  switch (rule.kind) {
    case 'text': {
      const v = raw.trim();
      return v.length > rule.max ? { ok: false } : { ok: true, value: v || undefined };
    }
    case 'int': {
      const n = Number(raw);
      return Number.isInteger(n) && n >= rule.min && n <= rule.max ? { ok: true, value: n } : { ok: false };
    }
    case 'oneOf':
      return rule.values.includes(raw) ? { ok: true, value: raw } : { ok: false };
    case 'flag':
      return raw === 'true' ? { ok: true, value: true } : raw === 'false' ? { ok: true, value: undefined } : { ok: false };
  }
}

/** The values of `keys` in `params` that keep their rules; a missing, blank or invalid value is left out. */
function readFields(params: URLSearchParams, keys: readonly (keyof typeof FILTER_RULES)[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of keys) {
    const raw = params.get(key);
    if (raw === null || raw === '') continue;
    const parsed = parseField(FILTER_RULES[key], raw);
    if (parsed.ok && parsed.value !== undefined) out[key] = parsed.value;
  }
  return out;
}

function readPage(params: URLSearchParams): number {
  const parsed = parseField(PAGE_RULE, params.get('page') ?? '');
  return parsed.ok && typeof parsed.value === 'number' ? parsed.value : 1;
}

/** The URL keys of a listing page, in the order they are written. */
export const FILTER_KEYS = [
  'search',
  'category',
  'make',
  'model',
  'yearMin',
  'yearMax',
  'priceMin',
  'priceMax',
  'mileageMax',
  'transmission',
  'drivetrain',
  'location',
  'reserve',
  'featured',
] as const satisfies readonly (keyof ListingFilters)[];

export interface ListingPageState {
  filters: ListingFilters;
  sort: ListingSort;
  page: number;
}

/**
 * A listing page's state from its URL. Lenient: a value that does not validate is dropped
 * (a shared link with one bad value still shows results) instead of failing the page.
 */
export function readListingParams(params: URLSearchParams): ListingPageState {
  const sort = params.get('sort');
  return {
    filters: readFields(params, FILTER_KEYS) as ListingFilters,
    sort: LISTING_SORTS.includes(sort as ListingSort) ? (sort as ListingSort) : 'ending_soon',
    page: readPage(params),
  };
}

/** /sold-results' state from its URL, leniently as readListingParams. */
export function readSoldParams(params: URLSearchParams): SoldQuery {
  return { ...(readFields(params, SOLD_KEYS) as Omit<SoldQuery, 'page'>), page: readPage(params) };
}

/** The URL of /sold-results' state: page 1 is left out. */
export function writeSoldParams({ page = 1, ...filters }: Partial<SoldQuery>): URLSearchParams {
  return writeListingParams({ filters, sort: 'ending_soon', page });
}

/** The URL of a listing page's state: defaults (sort ending soonest, page 1) are left out. */
export function writeListingParams(state: ListingPageState, fixed: readonly string[] = []): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    if (fixed.includes(key)) continue;
    const value = state.filters[key];
    if (value === undefined || value === '') continue;
    params.set(key, String(value));
  }
  if (state.sort !== 'ending_soon') params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** The number of filters in use (not counting search), for the "Filters (n)" button. */
export function activeFilterCount(filters: ListingFilters, fixed: readonly string[] = []): number {
  return FILTER_KEYS.filter((k) => k !== 'search' && !fixed.includes(k) && filters[k] !== undefined).length;
}

// The search words and their rule: domain/listings/listing-search.ts.

export function totalPages(total: number, pageSize: number = LISTING_PAGE_SIZE): number {
  return Math.max(1, Math.min(MAX_PAGE, Math.ceil(total / pageSize)));
}

/**
 * The query string the web app would write for a listing page reached by `search` (with its leading '?'
 * or without), or null when it is already that one. A page's filter form works before its scripts run:
 * the browser then sends every field, blank or default ones too, in the form's order;
 * the server answers with this URL instead. Known keys are read leniently as readListingParams does and
 * written as writeListingParams does (`fixed`: keys the page's path sets); other keys are kept after them.
 * `sold`: /sold-results' keys (readSoldParams, writeSoldParams).
 */
export function canonicalListingSearch(search: string, fixed: readonly string[] = [], sold = false): string | null {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const known = new Set<string>([...(sold ? SOLD_KEYS : FILTER_KEYS), ...(sold ? [] : ['sort']), 'page']);
  const out = sold ? writeSoldParams(readSoldParams(params)) : writeListingParams(readListingParams(params), fixed);
  for (const [key, value] of params) if (!known.has(key)) out.append(key, value);
  const canonical = out.toString();
  return canonical === params.toString() ? null : canonical;
}
