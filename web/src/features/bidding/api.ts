import { useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { biddingViewSchema, type BiddingView } from '../../../../domain/bidding/bidding-view.ts';
import { authorizationCheckSchema } from '../../../../domain/bidding/bidder-authorization.ts';
import { placeBidResponseSchema } from '../../../../domain/bidding/bid-placement.ts';
import {
  authorizationCreatedSchema,
  buyNowAnswerSchema,
  proxyBidAnswerSchema,
  succeededSchema,
  type AuctionIdBody,
  type AuthorizationBody,
  type PlaceBidBody,
  type ProxyBidBody,
  type VerifyAuthorizationBody,
} from '../../../../domain/bidding/bidding-wire.ts';
import { viewerDealSchema, type ViewerDeal } from '../../../../domain/listings/auction-detail.ts';

/** GET /api/auctions/:id/bidding (domain/bidding/bidding-view.ts). */
export type BiddingState = BiddingView;

/** Prefix of every viewer's bidding state of one auction (for invalidation and live patches). */
export const biddingKey = (auctionId: string) => ['bidding', auctionId] as const;

export const fetchBiddingState = (auctionId: string) => api(`/api/auctions/${encodeURIComponent(auctionId)}/bidding`, { schema: biddingViewSchema });

export function useBiddingQuery(auctionId: string | null | undefined, enabled = true) {
  const { user, loading } = useAuth();
  return useQuery({
    // The state is personal (seller, authorization, own proxy): one entry per viewer.
    queryKey: [...biddingKey(auctionId ?? ''), user?.id ?? 'anonymous'],
    queryFn: () => fetchBiddingState(auctionId ?? ''),
    enabled: !!auctionId && enabled && !loading,
    // The price moves under the viewer: live events patch it, and a return to the tab re-reads it
    // (the authorization checkout may have completed in another tab meanwhile).
    staleTime: 15_000,
    refetchOnWindowFocus: true,
  });
}

/** SPEC 7 place-bid (domain/bidding/bid-placement.ts: the answer says whether a proxy outbid the bid at once). The idempotency key makes a retried request (502/503/504) land once. */
export const placeBid = (auctionId: string, amount: number) =>
  api('/api/bids', {
    method: 'POST',
    body: { auction_id: auctionId, amount } satisfies PlaceBidBody,
    idempotencyKey: crypto.randomUUID(),
    schema: placeBidResponseSchema,
  });

export const setProxyBid = (auctionId: string, maxBidAmount: number) =>
  api('/api/proxy-bids', {
    method: 'POST',
    body: { auction_id: auctionId, max_bid_amount: maxBidAmount } satisfies ProxyBidBody,
    schema: proxyBidAnswerSchema,
  });

export const removeProxyBid = (auctionId: string) => api(`/api/proxy-bids/${encodeURIComponent(auctionId)}`, { method: 'DELETE', schema: succeededSchema });

export const buyNow = (auctionId: string) =>
  api('/api/buy-now', {
    method: 'POST',
    body: { auction_id: auctionId } satisfies AuctionIdBody,
    idempotencyKey: crypto.randomUUID(),
    schema: buyNowAnswerSchema,
  });

/** SPEC 7 check-bidder-authorization, with the hold's standing (in force until, or lapsed when). */
export const checkAuthorization = (auctionId: string) =>
  api('/api/authorizations/check', { method: 'POST', body: { auction_id: auctionId } satisfies AuctionIdBody, schema: authorizationCheckSchema });

/** Query keys that hold a viewer's authorization start with one of these. */
export const AUTHORIZATION_QUERY_ROOTS = ['bidding', 'authorization'] as const;

/** One authorization covers every listing: when it changes, every view of it is read again. */
export function refreshAuthorizationViews(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (q) => (AUTHORIZATION_QUERY_ROOTS as readonly unknown[]).includes(q.queryKey[0]) });
}

/** SPEC 7 create-bidder-authorization; the answer is read by readAuthorizationStart. */
export const createAuthorization = (auctionId: string, returnPath: string) =>
  api('/api/authorizations', {
    method: 'POST',
    body: { auction_id: auctionId, return_path: returnPath } satisfies AuthorizationBody,
    schema: authorizationCreatedSchema,
  });

/** SPEC 7 verify-authorization-payment. */
export const verifyAuthorization = (sessionId: string) =>
  api('/api/authorizations/verify', { method: 'POST', body: { session_id: sessionId } satisfies VerifyAuthorizationBody, schema: succeededSchema });

/**
 * SPEC 4 "Bid flow": after a bid the auction data refreshes. Other features keep the auction under
 * their own query keys; every cached query naming this auction (or listing auctions) is refreshed.
 */
/**
 * The viewer's deal for this auction, as the refreshed auction detail holds it (another feature
 * keeps that query; any cached answer whose listing is this auction and names the viewer's deal is read).
 */
export function cachedViewerDeal(queryClient: QueryClient, auctionId: string): ViewerDeal | null {
  type Listing = { id?: unknown; viewer?: { deal?: unknown } };
  for (const [, data] of queryClient.getQueriesData<unknown>({})) {
    // The detail query keeps the listing itself; an answer may also wrap it as { auction }.
    const candidates = [data as Listing | undefined, (data as { auction?: Listing } | undefined)?.auction];
    const auction = candidates.find((c) => c?.id === auctionId);
    if (!auction) continue;
    const deal = viewerDealSchema.safeParse(auction.viewer?.deal);
    if (deal.success) return deal.data;
  }
  return null;
}

export function refreshAuctionData(queryClient: QueryClient, auctionId: string): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (q) => {
      const key = JSON.stringify(q.queryKey);
      return key.includes(auctionId) || /^\["auctions?\b/.test(key);
    },
  });
}
