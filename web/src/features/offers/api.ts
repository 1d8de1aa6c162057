import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { useLive } from '../../lib/live-client.ts';
import type { ListingWithOffers, NegotiationView, OfferView, SecondChanceView } from '../../../../domain/offer-views.ts';

export type { ListingWithOffers, NegotiationView as Negotiation, OfferView as Offer, SecondChanceView as SecondChance };

/** What the pages need of a listing to tell which pending offers can still be answered (isOfferOpen). */
export type OfferListingState = Pick<ListingWithOffers['auction'], 'status' | 'endTime' | 'negotiationWindowEnds'>;

const OFFERS = 'offers';
export const listingOffersKey = (auctionId: string) => [OFFERS, 'listing', auctionId] as const;
export const myOffersKey = (auctionId: string) => [OFFERS, 'mine', auctionId] as const;
export const sellerOffersKey = [OFFERS, 'seller'] as const;
export const negotiationKey = (auctionId: string) => [OFFERS, 'negotiation', auctionId] as const;
export const secondChanceKey = (auctionId: string) => [OFFERS, 'second-chance', auctionId] as const;

export function useListingOffers(auctionId: string, enabled: boolean) {
  return useQuery({
    queryKey: listingOffersKey(auctionId),
    queryFn: () => api<{ offers: OfferView[] }>(`/api/auctions/${auctionId}/offers`).then((r) => r.offers),
    enabled,
  });
}

export function useMyOffers(auctionId: string, enabled: boolean) {
  return useQuery({
    queryKey: myOffersKey(auctionId),
    queryFn: () => api<{ offers: OfferView[] }>(`/api/auctions/${auctionId}/my-offers`).then((r) => r.offers),
    enabled,
  });
}

export function useSellerOffers(enabled = true) {
  return useQuery({
    queryKey: sellerOffersKey,
    queryFn: () => api<{ listings: ListingWithOffers[] }>('/api/my-listings/offers').then((r) => r.listings),
    enabled,
  });
}

export function useNegotiation(auctionId: string, enabled: boolean) {
  return useQuery({
    queryKey: negotiationKey(auctionId),
    queryFn: () => api<NegotiationView>(`/api/auctions/${auctionId}/negotiation`),
    enabled,
  });
}

/** The seller's side of second-chance offers (only the seller asks: the recipient reads their own offers). */
export function useSecondChance(auctionId: string, enabled: boolean) {
  return useQuery({
    queryKey: secondChanceKey(auctionId),
    queryFn: () => api<SecondChanceView>(`/api/auctions/${auctionId}/second-chance`),
    enabled,
  });
}

export function useSendSecondChance(auctionId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (bidderId: string) =>
      api<{ success: true; offerId: string; amount: number; expiresAt: string }>(`/api/auctions/${auctionId}/second-chance`, { method: 'POST', body: { bidder_id: bidderId } }),
    onSettled: () => refreshOffers(qc, auctionId),
  });
}

/** Everything this feature keeps about one listing is read again (after a change, or when told live). */
export function refreshOffers(qc: QueryClient, auctionId?: string): Promise<void> {
  return qc.invalidateQueries({
    predicate: (q) => q.queryKey[0] === OFFERS && (!auctionId || q.queryKey.includes(auctionId) || q.queryKey[1] === 'seller'),
  });
}

/** SPEC 4 "offers refresh live": the signed-in user's channel says which listing's offers changed. */
export function useOffersLive() {
  const qc = useQueryClient();
  const { user } = useAuth();
  useLive(user ? ['user:me'] : [], ['offers.changed'], (m) => {
    const auctionId = typeof m.data.auctionId === 'string' ? m.data.auctionId : undefined;
    void refreshOffers(qc, auctionId);
  });
}

export const makeOffer = (auctionId: string, amount: number, message: string) =>
  api<{ success: true; updated: boolean; offer: { id: string; amount: number; status: string } }>('/api/offers', {
    method: 'POST',
    body: { auction_id: auctionId, amount, message },
  });

export const makePortalOffer = (auctionId: string, amount: number, message: string) =>
  api<{ success: true; offerId: string; createdBySeller: boolean }>(`/api/auctions/${auctionId}/negotiation/offers`, {
    method: 'POST',
    body: { amount, message },
  });

export function useAnswerOffer() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { offer: OfferView; verb: 'accept' | 'decline' }) =>
      api<{ success: true; status: string }>(`/api/offers/${v.offer.id}/${v.verb}`, { method: 'POST' }),
    onSettled: (_d, _e, v) => refreshOffers(qc, v.offer.auctionId),
  });
}

export interface OfferPaymentItem {
  offerId: string;
  auctionId: string;
  auctionTitle: string;
  auctionPath: string;
  buyerName: string;
  buyerEmail: string;
  amount: number;
  acceptedAt: string;
  payment: { id: string; status: 'awaiting' | 'processing' | 'succeeded' | 'failed'; attempts: number; failureReason: string | null; providerReference: string | null; processedAt: string | null } | null;
  /** Decision 033: the sale's deal, whose payment is the offer's (the buyer's checkout, or directly to the seller). */
  deal: { id: string; state: string; paymentMethod: 'held' | 'direct'; paidAtCheckout: boolean; dueAt: string | null; overdue: boolean } | null;
}

export const offerPaymentsKey = [OFFERS, 'admin-payments'] as const;

export function useOfferPayments() {
  return useQuery({ queryKey: offerPaymentsKey, queryFn: () => api<{ items: OfferPaymentItem[] }>('/api/admin/offer-payments').then((r) => r.items) });
}

