import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '../../lib/api-client.ts';

import { draftSummariesSchema, type DraftSummary } from '../../../../domain/listings/listing-drafts.ts';
import { featuredListingFeeSchema } from '../../../../domain/listings/featured-fee.ts';
import {
  listingStatsSchema,
  renewedSchema,
  sellerListingsSchema,
  withdrawnSchema,
  type ListingStats,
  type RenewBody,
  type SellerListing,
} from '../../../../domain/membership/seller-listing-wire.ts';

export type { DraftSummary, ListingStats, RenewBody, SellerListing };

export const MY_AUCTIONS_KEY = ['my-auctions'] as const;

export function useMyListings() {
  return useQuery({ queryKey: MY_AUCTIONS_KEY, queryFn: () => api('/api/my-auctions', { schema: sellerListingsSchema }).then((r) => r.listings) });
}

export function useMyDrafts() {
  return useQuery({
    queryKey: ['listing-drafts'],
    queryFn: () =>
      api('/api/listing-drafts', { schema: draftSummariesSchema })
        .then((r) => r.drafts)
        .catch((e: unknown) => {
          if (e instanceof ApiError && e.status === 404) return [];
          throw e;
        }),
  });
}

/** A draft is deleted by its owner (decision 011); the drafts list here and on /create-auction refreshes. */
export function useDeleteDraft() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(`/api/listing-drafts/${id}`, { method: 'DELETE' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['listing-drafts'] }),
  });
}

export function useWithdraw() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(`/api/my-auctions/${id}/withdraw`, { method: 'POST', schema: withdrawnSchema }),
    onSuccess: () => qc.invalidateQueries({ queryKey: MY_AUCTIONS_KEY }),
  });
}

export function useRenew() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: RenewBody }) => api(`/api/auctions/${id}/renewal`, { method: 'POST', body, schema: renewedSchema }),
    onSettled: () => qc.invalidateQueries({ queryKey: MY_AUCTIONS_KEY }),
  });
}

export function useFeaturedFee() {
  return useQuery({
    queryKey: ['featured-listing-fee'],
    queryFn: () => api('/api/featured-listing-fee', { schema: featuredListingFeeSchema }).then((r) => r.amount_cents),
  });
}

/** SPEC 6 'Your Listing': the seller's numbers of one listing (bids, watchers, views). */
export function useListingStats(auctionId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...MY_AUCTIONS_KEY, auctionId, 'stats'],
    queryFn: () => api(`/api/my-auctions/${auctionId}/stats`, { schema: listingStatsSchema }),
    enabled,
    refetchInterval: 60_000,
  });
}
