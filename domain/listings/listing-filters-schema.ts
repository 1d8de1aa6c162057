// The API's query schemas of the listing pages, built from the rules in listing-filters.ts (the web app
// reads the same rules without zod). Pure: no I/O.
import { z } from 'zod';
import {
  DRIVETRAINS,
  FILTER_RULES,
  LISTING_KINDS,
  LISTING_SORTS,
  PAGE_RULE,
  RESERVE_FILTERS,
  TRANSMISSIONS,
  type ListingFilters,
  type ListingQuery,
  type SoldQuery,
} from './listing-filters.ts';

const text = (rule: { max: number }) =>
  z
    .string()
    .trim()
    .max(rule.max)
    .optional()
    .transform((v) => (v ? v : undefined));
const int = (rule: { min: number; max: number }) => z.coerce.number().int().min(rule.min).max(rule.max).optional();
const page = z.coerce.number().int().min(PAGE_RULE.min).max(PAGE_RULE.max).default(1);

export const listingFiltersSchema = z.object({
  search: text(FILTER_RULES.search),
  category: text(FILTER_RULES.category),
  make: text(FILTER_RULES.make),
  model: text(FILTER_RULES.model),
  yearMin: int(FILTER_RULES.yearMin),
  yearMax: int(FILTER_RULES.yearMax),
  priceMin: int(FILTER_RULES.priceMin),
  priceMax: int(FILTER_RULES.priceMax),
  mileageMax: int(FILTER_RULES.mileageMax),
  transmission: z.enum(TRANSMISSIONS).optional(),
  drivetrain: z.enum(DRIVETRAINS).optional(),
  location: text(FILTER_RULES.location),
  reserve: z.enum(RESERVE_FILTERS).optional(),
  featured: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === 'true' ? (true as const) : undefined)),
});

export const listingQuerySchema = listingFiltersSchema.extend({
  kind: z.enum(LISTING_KINDS).default('auctions'),
  sort: z.enum(LISTING_SORTS).default('ending_soon'),
  page,
});

export const soldQuerySchema = z.object({
  category: text(FILTER_RULES.category),
  make: text(FILTER_RULES.make),
  model: text(FILTER_RULES.model),
  yearMin: int(FILTER_RULES.yearMin),
  yearMax: int(FILTER_RULES.yearMax),
  page,
});

// What the schemas give the API is what the rules' types say.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Fits<A, B> = [A] extends [B] ? true : false;
const check = <T extends true>() => undefined as unknown as T;
check<Same<Partial<z.output<typeof listingFiltersSchema>>, ListingFilters>>();
check<Fits<z.output<typeof listingQuerySchema>, ListingQuery>>();
check<Fits<z.output<typeof soldQuerySchema>, SoldQuery>>();
