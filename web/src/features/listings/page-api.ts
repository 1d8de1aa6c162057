import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { writeListingParams, type ListingKind, type ListingPageState, type SoldQuery } from '../../../../domain/listings/listing-filters.ts';
import { LISTINGS_KEY } from './api.ts';

// The listing pages' queries. Kept apart from api.ts so the home page does not load the filter schema (zod).

export function useListingPage(kind: ListingKind, state: ListingPageState) {
  const params = writeListingParams(state);
  params.set('kind', kind);
  const qs = params.toString();
  return useQuery({
    queryKey: [LISTINGS_KEY, 'page', qs],
    queryFn: ({ signal }) =>
      api(`/api/listings?${qs}`, { signal, loadSchema: () => import('../../../../domain/listings/listing-card.ts').then((m) => m.listingPageSchema) }),
    placeholderData: keepPreviousData,
  });
}

export function useSoldResults(query: SoldQuery) {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && !(k === 'page' && v === 1)) params.set(k, String(v));
  const qs = params.toString();
  return useQuery({
    queryKey: [LISTINGS_KEY, 'sold', qs],
    queryFn: ({ signal }) =>
      api(`/api/listings/sold${qs ? `?${qs}` : ''}`, {
        signal,
        loadSchema: () => import('../../../../domain/listings/sold-results-wire.ts').then((m) => m.soldResultsSchema),
      }),
    placeholderData: keepPreviousData,
  });
}
