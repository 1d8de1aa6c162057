// Saved searches (beyond the spec): a listing page's search and filters, kept by a signed-in
// user, who is told when a new listing matches. Pure: the server resolves category paths.
import { formatUsd, formatWholeNumber } from '../shared/format.ts';
import { DRIVETRAIN_LABELS, readListingParams, TRANSMISSION_LABELS, writeListingParams, type ListingFilters } from '../listings/listing-filters.ts';

export const SAVED_SEARCH_MAX = 50;
export const SAVED_SEARCH_NAME_MAX = 80;

export const SAVED_SEARCH_TEXTS = {
  saved: 'Search saved',
  saveFailed: 'Failed to save search',
  duplicate: 'You have already saved this search',
  limit: `You can save up to ${SAVED_SEARCH_MAX} searches. Delete one in your profile first.`,
  notSavable: 'This page cannot be saved as a search',
  signIn: 'Please sign in to save searches',
  deleted: 'Saved search deleted',
  deleteFailed: 'Failed to delete saved search',
  loadFailed: 'Failed to load saved searches',
  updateFailed: 'Failed to update saved search',
  notFound: 'Saved search not found',
  nameRequired: 'Please enter a name for this search',
} as const;

/** The filters of a saved query string: sort and page are not part of a search (listing order is not a match rule). */
export function canonicalSearchQuery(query: string, fixed: readonly string[] = []): { query: string; filters: ListingFilters } {
  const { filters } = readListingParams(new URLSearchParams(query));
  for (const key of fixed) delete filters[key as keyof ListingFilters];
  return { query: writeListingParams({ filters, sort: 'ending_soon', page: 1 }, fixed).toString(), filters };
}

/** A short name of a search: its words and filters, then the page ('"mustang" · Ford · 1960-1970 · Live Auctions'). */
export function describeSearch(pageLabel: string, filters: ListingFilters): string {
  const f = filters;
  const years = f.yearMin !== undefined || f.yearMax !== undefined ? `${f.yearMin ?? '…'}-${f.yearMax ?? '…'}` : null;
  const price =
    f.priceMin !== undefined && f.priceMax !== undefined
      ? `${formatUsd(f.priceMin)}-${formatUsd(f.priceMax)}`
      : f.priceMax !== undefined
        ? `Under ${formatUsd(f.priceMax)}`
        : f.priceMin !== undefined
          ? `From ${formatUsd(f.priceMin)}`
          : null;
  const parts = [
    f.search ? `“${f.search}”` : null,
    f.make ?? null,
    f.model ?? null,
    years,
    price,
    f.mileageMax !== undefined ? `Under ${formatWholeNumber(f.mileageMax)} mi` : null,
    f.transmission ? TRANSMISSION_LABELS[f.transmission] : null,
    f.drivetrain ? DRIVETRAIN_LABELS[f.drivetrain] : null,
    f.location ?? null,
    f.reserve === 'no_reserve' ? 'No reserve' : f.reserve === 'reserve' ? 'With reserve' : null,
    f.featured ? 'Featured' : null,
    pageLabel,
  ].filter((p): p is string => Boolean(p));
  const name = parts.join(' · ');
  return name.length > SAVED_SEARCH_NAME_MAX ? `${name.slice(0, SAVED_SEARCH_NAME_MAX - 1)}…` : name;
}
