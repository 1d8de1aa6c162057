import { z } from 'zod';
import { formatShortDate, formatWholeNumber } from '../shared/format.ts';
import { addMonths, MEMBERSHIP_STATES, type SubscriptionStatus } from './membership-renewal.ts';

/**
 * Membership plans for sellers. A plan costs whole dollars a month (SPEC 1), includes a
 * number of listings per month and a number of featured credits (a credit pays a featured fee).
 * A membership renews every month from its verified payment until cancelled
 * (domain/membership/membership-renewal.ts); sellers without one pay per listing as before.
 */

export const PLAN_LIMITS = {
  name: 80,
  description: 300,
  monthlyPrice: 100_000,
  listingsIncluded: 10_000,
  featuredCredits: 1_000,
  displayOrder: 1_000,
} as const;

const whole = (label: string, max: number) =>
  z
    .number({ message: `${label} must be a whole number.` })
    .int(`${label} must be a whole number.`)
    .min(0, `${label} must be at least 0.`)
    .max(max, `${label} must be at most ${formatWholeNumber(max)}.`);

const planFields = {
  name: z
    .string({ message: 'Please enter a plan name.' })
    .trim()
    .min(1, 'Please enter a plan name.')
    .max(PLAN_LIMITS.name, `The plan name must be at most ${PLAN_LIMITS.name} characters.`),
  description: z
    .string()
    .trim()
    .max(PLAN_LIMITS.description, `The description must be at most ${PLAN_LIMITS.description} characters.`)
    .nullable()
    .transform((v) => v || null),
  monthlyPrice: whole('Monthly price', PLAN_LIMITS.monthlyPrice),
  listingsIncluded: whole('Listings included', PLAN_LIMITS.listingsIncluded),
  featuredCredits: whole('Featured credits', PLAN_LIMITS.featuredCredits),
  isActive: z.boolean({ message: 'Active must be on or off.' }),
  displayOrder: whole('Display order', PLAN_LIMITS.displayOrder),
};

/** A new plan: name, price and listings are required; the rest have defaults. */
export const planInput = z.object({
  name: planFields.name,
  description: planFields.description.optional().transform((v) => v ?? null),
  monthlyPrice: planFields.monthlyPrice,
  listingsIncluded: planFields.listingsIncluded,
  featuredCredits: planFields.featuredCredits.default(0),
  isActive: planFields.isActive.default(true),
  displayOrder: planFields.displayOrder.default(0),
});
export type PlanInput = z.output<typeof planInput>;

/** An edit: any of the fields, at least one. */
export const planPatch = z
  .object({
    name: planFields.name.optional(),
    description: planFields.description.optional(),
    monthlyPrice: planFields.monthlyPrice.optional(),
    listingsIncluded: planFields.listingsIncluded.optional(),
    featuredCredits: planFields.featuredCredits.optional(),
    isActive: planFields.isActive.optional(),
    displayOrder: planFields.displayOrder.optional(),
  })
  .refine((p) => Object.values(p).some((v) => v !== undefined), { message: 'Nothing to change.' });
export type PlanPatch = z.output<typeof planPatch>;

/** The first problem of an input as one sentence, for a 400 answer. */
export function firstProblem(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Invalid plan.';
}

export interface SubscriptionPeriod {
  status: SubscriptionStatus;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
}

/** One month from `start`, on the same day of the month in UTC (Jan 31 -> Feb 28/29, the month's last day). */
export const periodEnd = (start: Date): Date => addMonths(start, 1);

/** Active means paid and inside its month: an expired period ends the membership without a write. */
export function isCurrent(s: SubscriptionPeriod, now: Date): boolean {
  return (
    s.status === 'active' &&
    s.currentPeriodStart !== null &&
    s.currentPeriodEnd !== null &&
    s.currentPeriodStart.getTime() <= now.getTime() &&
    now.getTime() < s.currentPeriodEnd.getTime()
  );
}

/** Whether a listing submitted at `at` counts against the period [start, end). */
export const inPeriod = (at: Date, s: Pick<SubscriptionPeriod, 'currentPeriodStart' | 'currentPeriodEnd'>): boolean =>
  s.currentPeriodStart !== null && s.currentPeriodEnd !== null && at.getTime() >= s.currentPeriodStart.getTime() && at.getTime() < s.currentPeriodEnd.getTime();

/** How many of `submittedAt` fall in the current period. */
export const listingsUsed = (submittedAt: readonly Date[], s: Pick<SubscriptionPeriod, 'currentPeriodStart' | 'currentPeriodEnd'>): number =>
  submittedAt.filter((at) => inPeriod(at, s)).length;

export interface ListingAllowance {
  planName: string;
  listingsIncluded: number;
  used: number;
  periodEnd: Date;
}

export type ListingDecision = { allowed: true; remaining: number | null } | { allowed: false; message: string };

/**
 * Whether one more listing may be submitted. No current membership (null): pay per listing as before,
 * no limit. With one: at most `listingsIncluded` per period.
 */
export function mayListOneMore(a: ListingAllowance | null): ListingDecision {
  if (!a) return { allowed: true, remaining: null };
  const remaining = a.listingsIncluded - a.used;
  if (remaining > 0) return { allowed: true, remaining: remaining - 1 };
  return { allowed: false, message: listingLimitMessage(a) };
}

export function listingLimitMessage(a: Pick<ListingAllowance, 'planName' | 'listingsIncluded' | 'periodEnd'>): string {
  const n = a.listingsIncluded;
  const what = n === 1 ? '1 listing' : `${formatWholeNumber(n)} listings`;
  return `Your ${a.planName} plan includes ${what} a month; you have used them all. Upgrade your plan or wait until ${formatShortDate(a.periodEnd.getTime(), 'utc')}.`;
}

/** Featured credits left this period (never below zero, e.g. after an admin lowers the plan's credits). */
export const featuredCreditsLeft = (featuredCredits: number, used: number): number => Math.max(0, featuredCredits - used);

/**
 * A featured credit pays the whole featured fee: the membership is current and a credit is left.
 * A fee of zero needs no credit (nothing to pay).
 */
export function creditCoversFeaturedFee(o: { current: boolean; featuredCredits: number; used: number; feeCents: number }): boolean {
  if (o.feeCents <= 0) return false;
  return o.current && featuredCreditsLeft(o.featuredCredits, o.used) > 0;
}

/** A plan's price for people: '$49/month', 'Free'. */
export const planPriceText = (monthlyPrice: number): string => (monthlyPrice === 0 ? 'Free' : `$${formatWholeNumber(monthlyPrice)}/month`);

/** A plan as sellers see it (GET /api/membership-plans, the /sell page). */
export const publicPlanSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  monthlyPrice: z.number().int(),
  listingsIncluded: z.number().int(),
  featuredCredits: z.number().int(),
});
export type PublicPlan = z.infer<typeof publicPlanSchema>;

/** A plan in the admin's list (GET /api/admin/membership-plans and the answers of its changes); times are ISO strings. */
export const adminPlanSchema = publicPlanSchema.extend({
  isActive: z.boolean(),
  displayOrder: z.number().int(),
  /** Members whose membership of this plan is active. */
  subscribers: z.number().int(),
  /** Subscriptions of any status: a plan with any cannot be deleted (their history refers to it). */
  subscriptions: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminPlan = z.infer<typeof adminPlanSchema>;

/**
 * A seller's membership and its usage this period (GET /api/membership): paid and in its period
 * (state active or ending), or with its renewal being charged or retried (renewing, past_due), when the
 * listings count against the period being renewed (domain/membership/membership-renewal.ts).
 */
export const membershipViewSchema = z.object({
  id: z.string(),
  planId: z.string(),
  planName: z.string(),
  status: z.literal('active'),
  state: z.enum(MEMBERSHIP_STATES),
  monthlyPrice: z.number().int(),
  currentPeriodStart: z.string(),
  /** The end of the period paid for: when it renews (active), stops (ending), or was due (renewing, past_due). */
  currentPeriodEnd: z.string(),
  /** past_due: when the renewal is tried again; null otherwise. */
  nextRenewalAttemptAt: z.string().nullable(),
  listingsIncluded: z.number().int(),
  listingsUsed: z.number().int(),
  featuredCredits: z.number().int(),
  featuredCreditsLeft: z.number().int(),
});
export type MembershipView = z.infer<typeof membershipViewSchema>;

/** The checkout session id of a featured fee paid by a membership's featured credit (no provider sees it). */
export const FEATURED_CREDIT_SESSION_PREFIX = 'credit_';
export const creditSessionId = (paymentId: string) => `${FEATURED_CREDIT_SESSION_PREFIX}${paymentId}`;
export const isCreditSession = (sessionId: string) => sessionId.startsWith(FEATURED_CREDIT_SESSION_PREFIX);

/** GET /api/admin/membership-plans: every plan, active or not. */
export const adminPlansSchema = z.object({ plans: z.array(adminPlanSchema) });
