import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { bidFailure, bidSuccessMessage, validateBid } from '../../../../domain/bid-input.ts';
import { parseTime } from '../../../../domain/countdown.ts';
import { ApiError } from '../../lib/api-client.ts';
import { serverNow } from '../../lib/server-clock.ts';
import { placeBid, refreshAuctionData, type BiddingState } from './api.ts';
import { rememberOwnBid } from './live-merge.ts';
import type { AuthorizationGate } from './use-authorization.tsx';

export function showProblem(title: string, message: string) {
  toast.error(title, message ? { description: message } : undefined);
}

/**
 * SPEC 4 "Bid flow" after the sign-in check: validate (SPEC 5), check the authorization (the dialog
 * opens when it is missing and the bid goes on once it completes), place the bid, then the success
 * toast and a refresh of the auction data; refusals as SPEC 8 words them for the surface.
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
    try {
      if (!(await gate.ensureAuthorized(state, () => void submit(amount)))) return;
      const res = await placeBid(auctionId, amount);
      rememberOwnBid(res.bid.id);
      toast.success(bidSuccessMessage(res.bid.amount, res.bid.auction_status === 'scheduled'));
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

  return { submit, processing };
}
