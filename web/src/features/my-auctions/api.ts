import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '../../lib/api-client.ts';

export interface SellerListing {
  id: string;
  title: string;
  path: string;
  status: string;
  group: 'awaiting_approval' | 'scheduled' | 'live' | 'ended' | 'sold' | 'classifieds' | 'closed';
  listing_type: string;
  image_url: string | null;
  current_bid: number;
  starting_price: number;
  reserve_price: number | null;
  reserve_met: boolean;
  buy_now_price: number | null;
  bid_count: number;
  watchers: number;
  views: number;
  start_time: string | null;
  end_time: string | null;
  timezone: string | null;
  featured: boolean;
  featured_fee: 'held' | 'captured' | null;
  awaiting: 'listing' | 'renewal' | null;
  is_renewal: boolean;
  rejected_at: string | null;
  rejection_reason: string | null;
  withdrawn_at: string | null;
  can_withdraw: boolean;
  can_renew: boolean;
  renew_blocked: string | null;
  renewal: { id: string; path: string; status: string; awaiting: boolean } | null;
}

import type { DraftSummary } from '../../../../domain/listing-drafts.ts';

export type { DraftSummary };

export const MY_AUCTIONS_KEY = ['my-auctions'] as const;

export function useMyListings() {
  return useQuery({ queryKey: MY_AUCTIONS_KEY, queryFn: () => api<{ listings: SellerListing[] }>('/api/my-auctions').then((r) => r.listings) });
}

export function useMyDrafts() {
  return useQuery({
    queryKey: ['listing-drafts'],
    queryFn: () =>
      api<{ drafts: DraftSummary[] }>('/api/listing-drafts')
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
    mutationFn: (id: string) => api<null>(`/api/listing-drafts/${id}`, { method: 'DELETE' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['listing-drafts'] }),
  });
}

export function useWithdraw() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<{ withdrawn: true }>(`/api/my-auctions/${id}/withdraw`, { method: 'POST' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: MY_AUCTIONS_KEY }),
  });
}

export interface RenewBody {
  duration_days: number;
  reserve_enabled: boolean;
  reserve_price: number | null;
  buy_now_price: number | null;
  start_date: string;
  start_time: string;
  featured: boolean;
  time_zone: string;
}

export function useRenew() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: RenewBody }) =>
      api<{ auction_id: string; path: string; message: string; checkout_url: string | null }>(`/api/auctions/${id}/renewal`, { method: 'POST', body }),
    onSettled: () => qc.invalidateQueries({ queryKey: MY_AUCTIONS_KEY }),
  });
}

export function useFeaturedFee() {
  return useQuery({ queryKey: ['featured-listing-fee'], queryFn: () => api<{ amount_cents: number }>('/api/featured-listing-fee').then((r) => r.amount_cents) });
}

export interface ListingStats {
  bid_count: number;
  watchers: number;
  views: number;
}

/** SPEC 6 'Your Listing': the seller's numbers of one listing (bids, watchers, views). */
export function useListingStats(auctionId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...MY_AUCTIONS_KEY, auctionId, 'stats'],
    queryFn: () => api<ListingStats>(`/api/my-auctions/${auctionId}/stats`),
    enabled,
    refetchInterval: 60_000,
  });
}
