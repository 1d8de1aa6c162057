import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { useLive } from '../../lib/live-client.ts';
import {
  negotiationViewSchema,
  secondChanceViewSchema,
  type ListingWithOffers,
  type NegotiationView,
  type OfferView,
  type SecondChanceView,
} from '../../../../domain/offers/offer-views.ts';
import {
  answeredOfferSchema,
  listingsWithOffersAnswerSchema,
  madeOfferAnswerSchema,
  offerPaymentsAnswerSchema,
  offersAnswerSchema,
  portalOfferAnswerSchema,
  secondChanceSentSchema,
  type MakeOfferBody,
  type OfferPaymentItem,
  type PortalOfferBody,
  type SecondChanceBody,
} from '../../../../domain/offers/offer-wire.ts';

export type { ListingWithOffers, NegotiationView as Negotiation, OfferPaymentItem, OfferView as Offer, SecondChanceView as SecondChance };

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
    queryFn: () => api(`/api/auctions/${auctionId}/offers`, { schema: offersAnswerSchema }).then((r) => r.offers),
    enabled,
  });
}

export function useMyOffers(auctionId: string, enabled: boolean) {
  return useQuery({
    queryKey: myOffersKey(auctionId),
    queryFn: () => api(`/api/auctions/${auctionId}/my-offers`, { schema: offersAnswerSchema }).then((r) => r.offers),
    enabled,
  });
}

export function useSellerOffers(enabled = true) {
  return useQuery({
    queryKey: sellerOffersKey,
    queryFn: () => api('/api/my-listings/offers', { schema: listingsWithOffersAnswerSchema }).then((r) => r.listings),
    enabled,
  });
}

export function useNegotiation(auctionId: string, enabled: boolean) {
  return useQuery({
    queryKey: negotiationKey(auctionId),
    queryFn: () => api(`/api/auctions/${auctionId}/negotiation`, { schema: negotiationViewSchema }),
    enabled,
  });
}

/** The seller's side of second-chance offers (only the seller asks: the recipient reads their own offers). */
export function useSecondChance(auctionId: string, enabled: boolean) {
  return useQuery({
    queryKey: secondChanceKey(auctionId),
    queryFn: () => api(`/api/auctions/${auctionId}/second-chance`, { schema: secondChanceViewSchema }),
    enabled,
  });
}

export function useSendSecondChance(auctionId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (bidderId: string) =>
      api(`/api/auctions/${auctionId}/second-chance`, {
        method: 'POST',
        body: { bidder_id: bidderId } satisfies SecondChanceBody,
        schema: secondChanceSentSchema,
      }),
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
  api('/api/offers', { method: 'POST', body: { auction_id: auctionId, amount, message } satisfies MakeOfferBody, schema: madeOfferAnswerSchema });

export const makePortalOffer = (auctionId: string, amount: number, message: string) =>
  api(`/api/auctions/${auctionId}/negotiation/offers`, {
    method: 'POST',
    body: { amount, message } satisfies PortalOfferBody,
    schema: portalOfferAnswerSchema,
  });

export function useAnswerOffer() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { offer: OfferView; verb: 'accept' | 'decline' }) =>
      api(`/api/offers/${v.offer.id}/${v.verb}`, { method: 'POST', schema: answeredOfferSchema }),
    onSettled: (_d, _e, v) => refreshOffers(qc, v.offer.auctionId),
  });
}

export const offerPaymentsKey = [OFFERS, 'admin-payments'] as const;

export function useOfferPayments() {
  return useQuery({ queryKey: offerPaymentsKey, queryFn: () => api('/api/admin/offer-payments', { schema: offerPaymentsAnswerSchema }).then((r) => r.items) });
}
