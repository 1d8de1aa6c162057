import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DealMove } from '../../../../domain/deal-rules.ts';
import type { DealView, DealSummary, VerifiedDealPayment } from '../../../../domain/deal-view.ts';
import type { DealFeedbackState, FeedbackInput } from '../../../../domain/deal-feedback.ts';
import { api } from '../../lib/api-client.ts';
import { useLive } from '../../lib/live-client.ts';

export type { DealView, DealSummary };

export const DEALS_KEY = ['deals'] as const;
const dealKey = (id: string) => ['deals', 'one', id] as const;

/** GET /api/deals/:id: the deal as its buyer, its seller or an admin sees it. */
export function useDeal(id: string) {
  return useQuery({ queryKey: dealKey(id), queryFn: () => api<DealView>(`/api/deals/${id}`) });
}

/** GET /api/deals?role=buyer|seller: the buyer's purchases, or the seller's sold vehicles. */
export function useDeals(role: 'buyer' | 'seller') {
  return useQuery({ queryKey: ['deals', 'list', role], queryFn: async () => (await api<{ deals: DealSummary[] }>(`/api/deals?role=${role}`)).deals });
}

/** Every deal screen follows the member's own stream: a move by the other party shows at once. */
export function useDealsLive() {
  const qc = useQueryClient();
  // A deal's step also notifies the party who acts next, so a new notification refreshes the deal screens too.
  useLive(['user:me'], ['deal.updated', 'notification.created', 'reconnected'], () => void qc.invalidateQueries({ queryKey: DEALS_KEY }));
}

/** The address of each move (server/modules/deals/routes.ts). */
const MOVE_PATHS: Partial<Record<DealMove, string>> = {
  confirm_payment: 'confirm-payment',
  hand_over: 'hand-over',
  send_title: 'send-title',
  confirm_received: 'confirm-received',
  receive_title: 'receive-title',
  open_dispute: 'dispute',
  cancel_non_payment: 'cancel-non-payment',
  back_out: 'back-out',
};

export function useDealMove(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ move, body }: { move: DealMove; body?: Record<string, unknown> }) =>
      api<DealView>(`/api/deals/${id}/${MOVE_PATHS[move] ?? move}`, { method: 'POST', body: body ?? {} }),
    onSuccess: (deal) => {
      qc.setQueryData(dealKey(id), deal);
      void qc.invalidateQueries({ queryKey: DEALS_KEY });
    },
  });
}

/**
 * Back from the checkout (/deals/:id?deal_payment={session}): the page asks the server to verify the session, which
 * applies the payment if the webhook has not yet (either way once); 'cancelled' means the buyer came back without paying.
 */
export function useVerifyReturn(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) => api<VerifiedDealPayment>(`/api/deals/${id}/verify-payment`, { method: 'POST', body: { session_id: sessionId } }),
    onSuccess: ({ paymentOutcome: _outcome, ...deal }) => {
      qc.setQueryData(dealKey(id), deal);
      void qc.invalidateQueries({ queryKey: DEALS_KEY });
    },
  });
}

/** POST /api/deals/:id/pay: the checkout to go to. */
export function startDealCheckout(id: string) {
  return api<{ url: string }>(`/api/deals/${id}/pay`, { method: 'POST', body: {} });
}

export function useDealFeedback(id: string, enabled: boolean) {
  return useQuery({ queryKey: ['deals', 'feedback', id], queryFn: () => api<DealFeedbackState>(`/api/deals/${id}/feedback`), enabled });
}

export function useLeaveFeedback(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: FeedbackInput) => api<DealFeedbackState>(`/api/deals/${id}/feedback`, { method: 'POST', body: input }),
    onSuccess: (state) => {
      qc.setQueryData(['deals', 'feedback', id], state);
      void qc.invalidateQueries({ queryKey: ['member-feedback'] });
    },
  });
}

/** PATCH /api/profile { phone }: the buyer's phone, asked for when a deal starts without one. */
export function useSavePhone() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (phone: string) => api(`/api/profile`, { method: 'PATCH', body: { phone } }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: DEALS_KEY }),
  });
}
