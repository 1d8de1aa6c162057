import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { useLive, type LiveMessage } from '../../lib/live-client.ts';
import { biddingKey, useBiddingQuery, type BiddingState } from './api.ts';
import { playBidChime } from './chime.ts';
import { mergeLiveUpdate, readLiveUpdate, shouldChime, type LiveBid } from './live-merge.ts';

const LIVE_TYPES = ['bid.placed', 'auction.updated', 'bids.recomputed'];
/** After a burst of bids the personal fields (leader, own proxy) are re-read once. */
const PERSONAL_REFETCH_DELAY_MS = 400;

export interface BiddingStateResult {
  state: BiddingState | undefined;
  isLoading: boolean;
  isError: boolean;
  /** The latest bid heard live (for a flash of the price); null until one arrives. */
  lastBid: LiveBid | null;
  refetch: () => void;
}

/**
 * The bidding state of one auction for the viewer, kept live (SPEC 4 "Live bids"): new bids move
 * the price, the minimum, the end time (soft close) and the reserve badge without a reload, and a
 * bid from someone else plays the two-tone chime. A reconnect re-reads what was missed.
 */
export function useBiddingState(auctionId: string | null | undefined, opts: { chime?: boolean; enabled?: boolean } = {}): BiddingStateResult {
  const { chime = true, enabled = true } = opts;
  const queryClient = useQueryClient();
  const { user, profile } = useAuth();
  const query = useBiddingQuery(auctionId, enabled);
  const [lastBid, setLastBid] = useState<LiveBid | null>(null);
  const refetchTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (refetchTimer.current) clearTimeout(refetchTimer.current);
    },
    [],
  );

  function refetchSoon() {
    if (refetchTimer.current) clearTimeout(refetchTimer.current);
    refetchTimer.current = setTimeout(() => {
      refetchTimer.current = null;
      void queryClient.invalidateQueries({ queryKey: biddingKey(auctionId ?? '') });
    }, PERSONAL_REFETCH_DELAY_MS);
  }

  function onLive(m: LiveMessage) {
    if (!auctionId) return;
    // After cancelled bids the price may go down, which a merge never does: read it again.
    if (m.type === 'reconnected' || m.type === 'bids.recomputed') {
      void queryClient.invalidateQueries({ queryKey: biddingKey(auctionId) });
      return;
    }
    const update = readLiveUpdate(m.data);
    if (!update || update.auctionId !== auctionId) return;
    queryClient.setQueriesData<BiddingState>({ queryKey: biddingKey(auctionId) }, (old) => (old ? mergeLiveUpdate(old, update) : old));
    if (update.bid) {
      setLastBid(update.bid);
      if (chime && shouldChime(update.bid, profile?.displayName ?? user?.name ?? null)) playBidChime();
    }
    // Only a signed-in viewer has personal fields to re-read.
    if (user) refetchSoon();
  }

  useLive(auctionId && enabled ? [`auction:${auctionId}`] : [], LIVE_TYPES, onLive);

  return {
    state: query.data,
    isLoading: query.isLoading,
    isError: query.isError,
    lastBid,
    refetch: () => void query.refetch(),
  };
}
