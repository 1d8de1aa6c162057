import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { bidFailure, bidSuccessMessage, validateBid } from '../../../../domain/bidding/bid-input.ts';
import { outbidNotice } from '../../../../domain/bidding/bid-placement.ts';
import { parseTime } from '../../../../domain/bidding/countdown.ts';
import { ApiError } from '../../lib/api-client.ts';
import { serverNow } from '../../lib/server-clock.ts';
import { placeBid, refreshAuctionData, type BiddingState } from './api.ts';
import { rememberOwnBid } from './live-merge.ts';
import type { AuthorizationGate } from './use-authorization.tsx';

export function showProblem(title: string, message: string) {
  toast.error(title, message ? { description: message } : undefined);
}

/** A bid a proxy outbid at once: the high bid and minimum its answer gave. */
export interface Outbid {
  bidId: string;
  currentBid: number;
  minimumBid: number;
}

/**
 * SPEC 4 "Bid flow" after the sign-in check: validate (SPEC 5), check the authorization (the dialog
 * opens when it is missing and the bid goes on once it completes), place the bid, then the success
 * toast and a refresh of the auction data; refusals as SPEC 8 words them for the surface.
 * When a proxy outbid the bid in the same transaction, the success text stays and the
 * surface says so at once: the panel from `outbid`, the dialog (which closes) in the toast's description.
 */
export function usePlaceBid(opts: {
  auctionId: string;
  state: BiddingState | undefined;
  gate: AuthorizationGate;
  surface: 'panel' | 'dialog';
  onPlaced: () => void;
}) {
  const { auctionId, state, gate, surface, onPlaced } = opts;
  const queryClient = useQueryClient();
  const [processing, setProcessing] = useState(false);
  const [outbid, setOutbid] = useState<Outbid | null>(null);

  async function submit(amount: number | null): Promise<void> {
    if (!state || processing) return;
    if (state.isSeller) {
      showProblem('You cannot bid on your own auction', '');
      return;
    }
    const problem = validateBid(amount, { ...state, endTimeMs: parseTime(state.endTime), nowMs: serverNow() });
    if (problem || amount === null) {
      if (problem) showProblem(problem.title, problem.message);
      return;
    }
    setProcessing(true);
    setOutbid(null);
    try {
      if (!(await gate.ensureAuthorized(state, () => void submit(amount)))) return;
      const res = await placeBid(auctionId, amount);
      rememberOwnBid(res.bid.id);
      const notice = outbidNotice(res);
      const success = bidSuccessMessage(res.bid.amount, res.bid.auction_status === 'scheduled');
      if (notice && surface === 'dialog') toast.success(success, { description: `${notice.title}. ${notice.detail}` });
      else toast.success(success);
      if (notice) setOutbid({ bidId: res.bid.id, currentBid: res.auction.currentBid, minimumBid: res.minimumBid });
      onPlaced();
      await refreshAuctionData(queryClient, auctionId);
    } catch (err) {
      const failure = bidFailure(err instanceof ApiError ? err.code : null, err instanceof ApiError ? err.message : null, surface);
      if (failure.kind === 'authorize') gate.requireAuthorization(() => void submit(amount));
      else showProblem(failure.title, failure.message);
    } finally {
      setProcessing(false);
    }
  }

  return { submit, processing, outbid };
}
