import { api } from '../../lib/api-client.ts';
import { featuredOutcomeSchema, type FeaturedCancelBody, type FeaturedOutcome, type FeaturedVerifyBody } from '../../../../domain/listings/featured-fee.ts';

export type { FeaturedOutcome };

/** Back from the featured fee's checkout: the payment is verified (held until approval, or captured). */
export const verifyFeaturedCheckout = (sessionId: string) =>
  api('/api/featured-listing-checkout/verify', { method: 'POST', body: { session_id: sessionId } satisfies FeaturedVerifyBody, schema: featuredOutcomeSchema });

/** Back without paying: the pending payment is cancelled and the listing stays, unfeatured. */
export const cancelFeaturedCheckout = (paymentId: string) =>
  api('/api/featured-listing-checkout/cancel', { method: 'POST', body: { payment_id: paymentId } satisfies FeaturedCancelBody, schema: featuredOutcomeSchema });
