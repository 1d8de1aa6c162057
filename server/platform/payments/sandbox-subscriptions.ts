import { GENERAL_AUTHORIZATION_AUCTION_ID } from '../../../domain/shared/auction-types.ts';
import type { PaymentsProvider } from './payments.ts';
import type { SubscriptionBilling } from './subscriptions.ts';

/** The sandbox's subscription reference for the membership its checkout `sessionId` started. */
export const sandboxSubscriptionId = (sessionId: string) => `sandbox_sub_${sessionId.replace(/^cs_sandbox_/, '')}`;

/**
 * The sandbox emulates a monthly subscription: the first month is its own hosted
 * checkout (purpose membership), and each renewal is a charge this site's renewal job makes, which
 * always succeeds (no money moves). Cancelling and resuming are this site's own records alone.
 */
export function createSandboxSubscriptions(checkout: Pick<PaymentsProvider, 'createCheckout' | 'verifyCheckout'>): SubscriptionBilling {
  return {
    renewals: 'site',
    createCheckout: (r) =>
      checkout.createCheckout({
        purpose: 'membership',
        userId: r.userId,
        email: r.email,
        // A membership is for no listing: the general id (SPEC 3), as the general bidder authorization uses.
        auctionId: GENERAL_AUTHORIZATION_AUCTION_ID,
        description: r.description,
        amountCents: r.amountCents,
        returnUrl: r.returnUrl,
        returnPath: r.returnPath,
        cancelUrl: r.cancelUrl,
        cancelPath: r.cancelPath,
      }),
    async verifyCheckout(sessionId) {
      const v = await checkout.verifyCheckout(sessionId);
      const paid = v.paid && v.purpose === 'membership';
      return { paid, userId: v.userId, subscriptionId: paid ? sandboxSubscriptionId(sessionId) : null, period: null };
    },
    async chargeRenewal(r) {
      return { reference: `sandbox_renewal_${r.membershipId}_${r.attempt}` };
    },
    async setCancelAtPeriodEnd() {},
    async cancelNow() {},
  };
}
