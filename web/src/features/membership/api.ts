import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import type { MembershipView, PublicPlan } from '../../../../domain/membership/membership-plans.ts';
import {
  currentMembershipSchema,
  membershipCheckoutSchema,
  membershipOutcomeSchema,
  publicPlansSchema,
  type MembershipCheckoutCancelBody,
  type MembershipCheckoutReturnBody,
  type MembershipOutcome,
  type SubscribeBody,
} from '../../../../domain/membership/membership-wire.ts';

export type { PublicPlan };
/** The signed-in seller's current membership and its usage this period (GET /api/membership). */
export type Membership = MembershipView;
export type CheckoutOutcome = MembershipOutcome;

export const MEMBERSHIP_KEY = ['membership'] as const;

export const useMembershipPlans = () =>
  useQuery({ queryKey: ['membership-plans'], queryFn: () => api('/api/membership-plans', { schema: publicPlansSchema }).then((r) => r.plans) });

export const useMembership = (enabled = true) =>
  useQuery({
    queryKey: MEMBERSHIP_KEY,
    queryFn: () => api('/api/membership', { schema: currentMembershipSchema }).then((r) => r.membership),
    enabled,
    staleTime: 0,
  });

/** Starts the plan's checkout and goes there (the sandbox's page or Stripe's). */
export function useSubscribe() {
  return useMutation({
    mutationFn: (planId: string) =>
      api('/api/membership/subscribe', { method: 'POST', body: { planId } satisfies SubscribeBody, schema: membershipCheckoutSchema }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

/** Cancel (the plan stops at its period's end) or resume it before then; the answer is the membership as it now stands. */
function useMembershipChange(action: 'cancel' | 'resume') {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api(`/api/membership/${action}`, { method: 'POST', schema: currentMembershipSchema }).then((r) => r.membership),
    onSuccess: (membership) => qc.setQueryData(MEMBERSHIP_KEY, membership),
  });
}

export const useCancelMembership = () => useMembershipChange('cancel');
export const useResumeMembership = () => useMembershipChange('resume');

export const verifyMembershipCheckout = (sessionId: string) =>
  api('/api/membership/checkout/verify', {
    method: 'POST',
    body: { session_id: sessionId } satisfies MembershipCheckoutReturnBody,
    schema: membershipOutcomeSchema,
  });
export const cancelMembershipCheckout = (subscriptionId: string) =>
  api('/api/membership/checkout/cancel', {
    method: 'POST',
    body: { subscription_id: subscriptionId } satisfies MembershipCheckoutCancelBody,
    schema: membershipOutcomeSchema,
  });
