import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { auctionDetailResponseSchema, type AuctionDetail, type DetailBid } from '../../../../domain/listings/auction-detail.ts';
import type { AuctionStatus } from '../../../../domain/shared/auction-types.ts';
import { RECENT_BIDS_SHOWN } from './constants.ts';
import { api } from '../../lib/api-client.ts';
import { useLive, type LiveMessage } from '../../lib/live-client.ts';

export const AUCTION_DETAIL_KEY = 'auction-detail';

/** GET /api/auction-detail/{key}: the listing by slug, id or id fragment; null when there is none. */
export function useAuctionDetail(key: string, viewerId: string | null, enabled: boolean) {
  return useQuery({
    // The viewer is part of the key: watching, ownership and contact details differ per user.
    queryKey: [AUCTION_DETAIL_KEY, key, viewerId],
    queryFn: () => api(`/api/auction-detail/${encodeURIComponent(key)}`, { schema: auctionDetailResponseSchema }).then((r) => r.auction),
    enabled,
  });
}

/** Applies a change to every cached copy of one listing (several keys can address it). */
export function patchAuction(qc: QueryClient, auctionId: string, patch: (a: AuctionDetail) => AuctionDetail) {
  qc.setQueriesData<AuctionDetail | null>({ queryKey: [AUCTION_DETAIL_KEY] }, (old) => (old && old.id === auctionId ? patch(old) : old));
}

/** SPEC 7 auction_views: one view per visit of a listing; a failure is ignored. */
export function useRecordView(auctionId: string | undefined) {
  const { mutate } = useMutation({
    mutationFn: (id: string) => api(`/api/auction-detail/${id}/views`, { method: 'POST' }),
  });
  const recorded = useRef<string | null>(null);
  useEffect(() => {
    if (!auctionId || recorded.current === auctionId) return;
    recorded.current = auctionId;
    mutate(auctionId, { onError: () => undefined });
  }, [auctionId, mutate]);
}

const STATUSES = new Set<string>(['pending_approval', 'scheduled', 'active', 'sold', 'ended', 'archived']);

/** The fields of the bidding engine's 'bid.placed' and 'auction.updated' events. */
export function applyLiveEvent(a: AuctionDetail, type: string, data: Record<string, unknown>): AuctionDetail {
  if (data.auctionId !== a.id) return a;
  const next: AuctionDetail = { ...a };
  if (typeof data.currentBid === 'number') next.currentBid = data.currentBid;
  if (typeof data.endTime === 'string' || data.endTime === null) next.endTime = data.endTime;
  if (typeof data.reserveMet === 'boolean') next.reserveMet = data.reserveMet;
  if (typeof data.bidCount === 'number') next.bidCount = data.bidCount;
  if (typeof data.status === 'string' && STATUSES.has(data.status)) next.status = data.status as AuctionStatus;
  if (type === 'auction.updated' && (typeof data.winnerId === 'string' || data.winnerId === null)) next.winnerId = data.winnerId;
  const bid = data.bid as Partial<DetailBid> | undefined;
  if (type === 'bid.placed' && bid && typeof bid.id === 'string' && typeof bid.amount === 'number' && !a.bids.some((b) => b.id === bid.id)) {
    const entry: DetailBid = {
      id: bid.id,
      amount: bid.amount,
      bidderName: typeof bid.bidderName === 'string' && bid.bidderName.trim() ? bid.bidderName : 'Anonymous',
      createdAt: typeof bid.createdAt === 'string' ? bid.createdAt : new Date().toISOString(),
      isBidder: true,
      // The engine's live event does not say it: the badge shows from the next load of the page.
      verified: bid.verified === true,
    };
    next.bids = [entry, ...a.bids].sort((x, y) => Date.parse(y.createdAt) - Date.parse(x.createdAt)).slice(0, RECENT_BIDS_SHOWN);
  }
  return next;
}

/** SPEC 4 "Live bids": the current bid, end time, reserve, bid list and status follow the engine's events. */
export function useLiveAuction(auctionId: string | undefined) {
  const qc = useQueryClient();
  useLive(auctionId ? [`auction:${auctionId}`] : [], ['bid.placed', 'auction.updated', 'bids.recomputed', 'reconnected'], (m: LiveMessage) => {
    if (!auctionId) return;
    // A suspended member's bids were cancelled; the price shows at once, the history is read again.
    if (m.type === 'bids.recomputed') patchAuction(qc, auctionId, (a) => applyLiveEvent(a, m.type, m.data));
    if (m.type === 'reconnected' || m.type === 'bids.recomputed') {
      void qc.invalidateQueries({ queryKey: [AUCTION_DETAIL_KEY] });
      return;
    }
    patchAuction(qc, auctionId, (a) => applyLiveEvent(a, m.type, m.data));
  });
}
