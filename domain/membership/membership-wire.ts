// Membership plans (docs/product-rules.md 4.8) as the API takes and sends them, written once for the server's
// routes and the web app's hooks. The plan and the membership themselves are in membership-plans.ts.
import { z } from 'zod';
import { membershipViewSchema, publicPlanSchema } from './membership-plans.ts';

/** 8.2: the answer to a plan that is unknown or no longer offered. */
export const PLAN_NOT_AVAILABLE = 'This plan is not available.';

/** GET /api/membership-plans: the active plans sellers see on /sell. */
export const publicPlansSchema = z.object({ plans: z.array(publicPlanSchema) });

/** GET /api/membership, and POST /cancel and /resume: the membership as it now stands, if any. */
export const currentMembershipSchema = z.object({ membership: membershipViewSchema.nullable() });

/** POST /api/membership/subscribe. */
export const subscribeBodySchema = z.object({ planId: z.uuid({ message: PLAN_NOT_AVAILABLE }) });
export type SubscribeBody = z.infer<typeof subscribeBodySchema>;

/** POST /api/membership/subscribe answers the checkout to go to. */
export const membershipCheckoutSchema = z.object({ url: z.string() });

/** POST /api/membership/checkout/verify: the checkout session the seller came back from. */
export const membershipCheckoutReturnBodySchema = z.object({ session_id: z.string().min(1).max(300) });
export type MembershipCheckoutReturnBody = z.infer<typeof membershipCheckoutReturnBodySchema>;

/** POST /api/membership/checkout/cancel: the pending subscription the seller walked away from. */
export const membershipCheckoutCancelBodySchema = z.object({ subscription_id: z.uuid() });
export type MembershipCheckoutCancelBody = z.infer<typeof membershipCheckoutCancelBodySchema>;

/** What a checkout came to. */
export const membershipOutcomeSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('active'), planName: z.string(), currentPeriodEnd: z.string() }),
  z.object({ status: z.literal('cancelled'), planName: z.string() }),
  z.object({ status: z.literal('failed'), reason: z.string() }),
]);
export type MembershipOutcome = z.infer<typeof membershipOutcomeSchema>;
