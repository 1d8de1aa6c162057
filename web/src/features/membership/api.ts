import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import type { MembershipView, PublicPlan } from '../../../../domain/membership-plans.ts';

export type { PublicPlan };
/** The signed-in seller's current membership and its usage this period (GET /api/membership). */
export type Membership = MembershipView;

export type CheckoutOutcome = { status: 'active'; planName: string; currentPeriodEnd: string } | { status: 'cancelled'; planName: string } | { status: 'failed'; reason: string };

export const MEMBERSHIP_KEY = ['membership'] as const;

export const useMembershipPlans = () => useQuery({ queryKey: ['membership-plans'], queryFn: () => api<{ plans: PublicPlan[] }>('/api/membership-plans').then((r) => r.plans) });

export const useMembership = (enabled = true) =>
  useQuery({ queryKey: MEMBERSHIP_KEY, queryFn: () => api<{ membership: Membership | null }>('/api/membership').then((r) => r.membership), enabled, staleTime: 0 });

/** Starts the plan's checkout and goes there (the sandbox's page or Stripe's). */
export function useSubscribe() {
  return useMutation({
    mutationFn: (planId: string) => api<{ url: string }>('/api/membership/subscribe', { method: 'POST', body: { planId } }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

export function useCancelMembership() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api('/api/membership/cancel', { method: 'POST' }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: MEMBERSHIP_KEY }),
  });
}

export const verifyMembershipCheckout = (sessionId: string) => api<CheckoutOutcome>('/api/membership/checkout/verify', { method: 'POST', body: { session_id: sessionId } });
export const cancelMembershipCheckout = (subscriptionId: string) => api<CheckoutOutcome>('/api/membership/checkout/cancel', { method: 'POST', body: { subscription_id: subscriptionId } });
