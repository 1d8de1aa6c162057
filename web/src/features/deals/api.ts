import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DealMove } from '../../../../domain/deals/deal-rules.ts';
import {
  dealCheckoutSchema,
  dealListSchema,
  dealViewSchema,
  verifiedDealPaymentSchema,
  type DealView,
  type DealSummary,
} from '../../../../domain/deals/deal-view.ts';
import { dealMovePath, type DealCheckoutReturnBody, type DealListRole } from '../../../../domain/deals/deal-requests.ts';
import { dealFeedbackStateSchema, type FeedbackInput } from '../../../../domain/deals/deal-feedback.ts';
import { api } from '../../lib/api-client.ts';
import { useLive } from '../../lib/live-client.ts';

export type { DealView, DealSummary };

export const DEALS_KEY = ['deals'] as const;
const dealKey = (id: string) => ['deals', 'one', id] as const;

/** GET /api/deals/:id: the deal as its buyer, its seller or an admin sees it. */
export function useDeal(id: string) {
  return useQuery({ queryKey: dealKey(id), queryFn: () => api(`/api/deals/${id}`, { schema: dealViewSchema }) });
}

/** GET /api/deals?role=buyer|seller: the buyer's purchases, or the seller's sold vehicles. */
export function useDeals(role: DealListRole) {
  return useQuery({ queryKey: ['deals', 'list', role], queryFn: async () => (await api(`/api/deals?role=${role}`, { schema: dealListSchema })).deals });
}

/** Every deal screen follows the member's own stream: a move by the other party shows at once. */
export function useDealsLive() {
  const qc = useQueryClient();
  // A deal's step also notifies the party who acts next, so a new notification refreshes the deal screens too.
  useLive(['user:me'], ['deal.updated', 'notification.created', 'reconnected'], () => void qc.invalidateQueries({ queryKey: DEALS_KEY }));
}

export function useDealMove(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ move, body }: { move: DealMove; body?: Record<string, unknown> }) => {
      const path = dealMovePath(move);
      if (!path) throw new Error(`No route for the deal move ${move}`);
      return api(`/api/deals/${id}/${path}`, { method: 'POST', body: body ?? {}, schema: dealViewSchema });
    },
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
    mutationFn: (sessionId: string) =>
      api(`/api/deals/${id}/verify-payment`, {
        method: 'POST',
        body: { session_id: sessionId } satisfies DealCheckoutReturnBody,
        schema: verifiedDealPaymentSchema,
      }),
    onSuccess: ({ paymentOutcome: _outcome, ...deal }) => {
      qc.setQueryData(dealKey(id), deal);
      void qc.invalidateQueries({ queryKey: DEALS_KEY });
    },
  });
}

/** POST /api/deals/:id/pay: the checkout to go to. */
export function startDealCheckout(id: string) {
  return api(`/api/deals/${id}/pay`, { method: 'POST', body: {}, schema: dealCheckoutSchema });
}

export function useDealFeedback(id: string, enabled: boolean) {
  return useQuery({ queryKey: ['deals', 'feedback', id], queryFn: () => api(`/api/deals/${id}/feedback`, { schema: dealFeedbackStateSchema }), enabled });
}

export function useLeaveFeedback(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: FeedbackInput) => api(`/api/deals/${id}/feedback`, { method: 'POST', body: input, schema: dealFeedbackStateSchema }),
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
