// SPEC 2 listing pages (/auctions, /classifieds, /presale, /category/...): the query a listing page sends,
// shared by the API (validation) and the web app (URL <-> filters). Pure: no I/O.
import { z } from 'zod';

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

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v ? v : undefined));
const optionalInt = (min: number, max: number) => z.coerce.number().int().min(min).max(max).optional();

export const listingFiltersSchema = z.object({
  search: optionalText(SEARCH_MAX_LENGTH),
  category: optionalText(60),
  make: optionalText(60),
  model: optionalText(80),
  yearMin: optionalInt(1800, 2100),
  yearMax: optionalInt(1800, 2100),
  priceMin: optionalInt(0, 1_000_000_000),
  priceMax: optionalInt(0, 1_000_000_000),
  mileageMax: optionalInt(0, 10_000_000),
  transmission: z.enum(TRANSMISSIONS).optional(),
  drivetrain: z.enum(DRIVETRAINS).optional(),
  location: optionalText(60),
  reserve: z.enum(RESERVE_FILTERS).optional(),
  featured: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === 'true' ? true : undefined)),
});
export type ListingFilters = Partial<z.output<typeof listingFiltersSchema>>;

export const listingQuerySchema = listingFiltersSchema.extend({
  kind: z.enum(LISTING_KINDS).default('auctions'),
  sort: z.enum(LISTING_SORTS).default('ending_soon'),
  page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
});
export type ListingQuery = z.output<typeof listingQuerySchema>;

export const soldQuerySchema = z.object({
  category: optionalText(60),
  make: optionalText(60),
  model: optionalText(80),
  yearMin: optionalInt(1800, 2100),
  yearMax: optionalInt(1800, 2100),
  page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
});
export type SoldQuery = z.output<typeof soldQuerySchema>;

/** The URL keys of a listing page, in the order they are written. */
export const FILTER_KEYS = [
  'search', 'category', 'make', 'model', 'yearMin', 'yearMax', 'priceMin', 'priceMax', 'mileageMax',
  'transmission', 'drivetrain', 'location', 'reserve', 'featured',
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
  const filters: Record<string, unknown> = {};
  for (const key of FILTER_KEYS) {
    const raw = params.get(key);
    if (raw === null || raw === '') continue;
    const parsed = listingFiltersSchema.shape[key].safeParse(raw);
    if (parsed.success && parsed.data !== undefined) filters[key] = parsed.data;
  }
  const sort = listingQuerySchema.shape.sort.safeParse(params.get('sort') ?? undefined);
  const page = listingQuerySchema.shape.page.safeParse(params.get('page') ?? undefined);
  return {
    filters: filters as ListingFilters,
    sort: sort.success ? sort.data : 'ending_soon',
    page: page.success ? page.data : 1,
  };
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

/**
 * Full-text search (SPEC 2: title, make, model, trim and description; words in any order, prefixes,
 * case-insensitive) as a to_tsquery('simple', ...) text: every word a prefix, all words required.
 * Words keep letters and digits only, so user input can never inject tsquery operators. Null when empty.
 */
export function prefixTsQuery(text: string | undefined): string | null {
  if (!text) return null;
  const words = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0)
    .slice(0, 8);
  if (words.length === 0) return null;
  return words.map((w) => `${w}:*`).join(' & ');
}

export function totalPages(total: number, pageSize: number = LISTING_PAGE_SIZE): number {
  return Math.max(1, Math.min(MAX_PAGE, Math.ceil(total / pageSize)));
}
