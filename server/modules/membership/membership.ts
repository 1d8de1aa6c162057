import { and, asc, count, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { auctions, membershipPlans, membershipSubscriptions } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import type { DbOrTx } from '../../db/tx.ts';
import { creditCoversFeaturedFee, featuredCreditsLeft, isCurrent, mayListOneMore, type MembershipView } from '../../../domain/membership/membership-plans.ts';
import { allowancePeriod, membershipState, renewalAttemptAt } from '../../../domain/membership/membership-renewal.ts';
import { anchorOf, rulesOf } from './membership-rows.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;
export type Plan = typeof membershipPlans.$inferSelect;
export type { Subscription } from './membership-rows.ts';

/** The plans sellers may subscribe to, cheapest first within the admin's order. */
export const listActivePlans = (deps: Pick<AppDeps, 'db'>) =>
  deps.db
    .select()
    .from(membershipPlans)
    .where(eq(membershipPlans.isActive, true))
    .orderBy(asc(membershipPlans.displayOrder), asc(membershipPlans.monthlyPrice), asc(membershipPlans.name));

/**
 * The seller's active membership row with its plan, whatever its state (membershipState decides).
 * `lock`: inside a transaction, serialises the seller's submissions against their allowance.
 */
export async function activeRow(db: DbOrTx, userId: string, lock = false) {
  const q = db
    .select({ s: membershipSubscriptions, p: membershipPlans })
    .from(membershipSubscriptions)
    .innerJoin(membershipPlans, eq(membershipPlans.id, membershipSubscriptions.planId))
    .where(and(eq(membershipSubscriptions.userId, userId), eq(membershipSubscriptions.status, 'active')))
    .limit(1);
  const [row] = lock ? await q.for('update', { of: membershipSubscriptions }) : await q;
  return row ?? null;
}

/** Listings the seller submitted in [start, end): new listings only; a renewal is not a new listing. */
async function submittedIn(db: DbOrTx, userId: string, start: Date, end: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(auctions)
    .where(and(eq(auctions.sellerId, userId), gte(auctions.createdAt, start), lt(auctions.createdAt, end), isNull(auctions.originalAuctionId)));
  return Number(row?.n ?? 0);
}

export type { MembershipView };

/**
 * GET /api/membership: the membership, its renewal and its usage, or null (pay per listing). While the
 * renewal is being charged or retried, the listings count against the period being renewed and no
 * featured credit is left (credits belong to a paid period).
 */
export async function myMembership(deps: Deps, userId: string): Promise<MembershipView | null> {
  const now = deps.clock.now();
  const row = await activeRow(deps.db, userId);
  if (!row) return null;
  const rules = rulesOf(row.s);
  const state = membershipState(rules, now);
  const period = allowancePeriod(rules, anchorOf(row.s), now);
  if (!state || !period) return null;
  const paid = state === 'active' || state === 'ending';
  const end = row.s.currentPeriodEnd!;
  return {
    id: row.s.id,
    planId: row.p.id,
    planName: row.p.name,
    status: 'active',
    state,
    monthlyPrice: row.p.monthlyPrice,
    currentPeriodStart: row.s.currentPeriodStart!.toISOString(),
    currentPeriodEnd: end.toISOString(),
    nextRenewalAttemptAt: state === 'past_due' ? ((row.s.nextRenewalAttemptAt ?? renewalAttemptAt(end, row.s.renewalFailures))?.toISOString() ?? null) : null,
    listingsIncluded: row.p.listingsIncluded,
    listingsUsed: await submittedIn(deps.db, userId, period.start, period.end),
    featuredCredits: row.p.featuredCredits,
    featuredCreditsLeft: paid ? featuredCreditsLeft(row.p.featuredCredits, row.s.featuredCreditsUsed) : 0,
  };
}

/**
 * Listing creation counts against the plan. Called by the listing submission inside its own
 * transaction (the membership row locked, so two submissions at once cannot both take the last listing).
 * The period is the paid one, or while the renewal is charged or retried the one being renewed.
 * A seller without a membership lists as before.
 */
export async function assertMayListOneMore(tx: DbOrTx, userId: string, now: Date): Promise<void> {
  const row = await activeRow(tx, userId, true);
  const period = row ? allowancePeriod(rulesOf(row.s), anchorOf(row.s), now) : null;
  if (!row || !period) return;
  const used = await submittedIn(tx, userId, period.start, period.end);
  const decision = mayListOneMore({ planName: row.p.name, listingsIncluded: row.p.listingsIncluded, used, periodEnd: period.end });
  if (!decision.allowed) throw new AppError(400, 'PLAN_LISTING_LIMIT', decision.message);
}

/**
 * A featured credit pays the featured fee (decision 018). Inside the caller's transaction, with the
 * membership row locked (as the listing allowance), so two requests at once cannot both take the last
 * credit. Returns the membership that paid, or null: no membership in force or no credit left (the seller
 * pays through the checkout as before).
 */
export async function takeFeaturedCredit(tx: DbOrTx, userId: string, now: Date, feeCents: number): Promise<string | null> {
  const row = await activeRow(tx, userId, true);
  if (!row) return null;
  const current = isCurrent({ ...row.s, status: 'active' }, now);
  if (!creditCoversFeaturedFee({ current, featuredCredits: row.p.featuredCredits, used: row.s.featuredCreditsUsed, feeCents })) return null;
  await tx
    .update(membershipSubscriptions)
    .set({ featuredCreditsUsed: sql`${membershipSubscriptions.featuredCreditsUsed} + 1`, updatedAt: now })
    .where(eq(membershipSubscriptions.id, row.s.id));
  return row.s.id;
}

/** A credit-paid featured fee released (rejection, withdrawal): the credit goes back to the membership that paid. */
export async function giveBackFeaturedCredit(tx: DbOrTx, subscriptionId: string, now: Date): Promise<void> {
  await tx
    .update(membershipSubscriptions)
    .set({ featuredCreditsUsed: sql`greatest(${membershipSubscriptions.featuredCreditsUsed} - 1, 0)`, updatedAt: now })
    .where(eq(membershipSubscriptions.id, subscriptionId));
}

/** For the admin list: active members and all subscriptions (any status) per plan. */
export async function subscriptionCounts(db: DbOrTx, planIds: string[], now: Date): Promise<Map<string, { active: number; total: number }>> {
  const out = new Map<string, { active: number; total: number }>();
  if (planIds.length === 0) return out;
  // A subscriber is a membership in force now: active, and its paid month not yet over.
  const rows = await db
    .select({
      planId: membershipSubscriptions.planId,
      total: count(),
      active: sql<number>`count(*) filter (where ${membershipSubscriptions.status} = 'active' and ${membershipSubscriptions.currentPeriodEnd} > ${now.toISOString()}::timestamptz)`,
    })
    .from(membershipSubscriptions)
    .where(inArray(membershipSubscriptions.planId, planIds))
    .groupBy(membershipSubscriptions.planId);
  for (const r of rows) out.set(r.planId, { active: Number(r.active), total: Number(r.total) });
  return out;
}
