import { desc, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { dealFeedback, profiles, users } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { averageOfTotals, RECENT_FEEDBACK_LIMIT, type MemberFeedback } from '../../../domain/deals/deal-feedback.ts';
import { completedDealsOf, dealTitlesOf } from '../deals/index.ts';
import { entriesOf } from './leave-feedback.ts';
import { sellerStanding } from '../auction-detail/seller-profile.ts';

export const MEMBER_NOT_FOUND = 'This member was not found. The link may be out of date.';

/**
 * GET /api/members/:id/feedback, public: the member's rating from the other parties of their deals,
 * the newest feedback, and their completed deals. No contact details: those are shared on a deal's page only.
 */
export async function memberFeedback(deps: AppDeps, memberId: string): Promise<MemberFeedback> {
  const [member] = await deps.db
    .select({
      id: users.id,
      name: users.name,
      displayName: profiles.displayName,
      avatarUrl: profiles.avatarUrl,
      isVerified: profiles.isVerified,
      createdAt: users.createdAt,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, memberId))
    .limit(1);
  if (!member) throw notFound(MEMBER_NOT_FOUND);
  const [totals] = await deps.db
    .select({ sum: sql<number>`coalesce(sum(${dealFeedback.rating}), 0)::int`, count: sql<number>`count(*)::int` })
    .from(dealFeedback)
    .where(eq(dealFeedback.subjectId, memberId));
  const rows = await deps.db
    .select()
    .from(dealFeedback)
    .where(eq(dealFeedback.subjectId, memberId))
    .orderBy(desc(dealFeedback.createdAt), desc(dealFeedback.id))
    .limit(RECENT_FEEDBACK_LIMIT);
  const [titles, completed, standing] = await Promise.all([
    dealTitlesOf(
      deps.db,
      rows.map((r) => r.dealId),
    ),
    completedDealsOf(deps.db, memberId, RECENT_FEEDBACK_LIMIT),
    sellerStanding(deps.db, memberId, deps.clock.now()),
  ]);
  const count = Number(totals?.count ?? 0);
  return {
    member: {
      id: member.id,
      displayName: member.displayName?.trim() || member.name,
      avatarUrl: member.avatarUrl,
      isVerified: member.isVerified ?? false,
      memberSince: member.createdAt ? member.createdAt.toISOString() : null,
    },
    // SPEC 9's reputation beside the rating, as the Seller Profile dialog shows it.
    reputation: standing.reputation,
    average: averageOfTotals(Number(totals?.sum ?? 0), count),
    count,
    completedDeals: completed.count,
    recent: await entriesOf(deps.db, rows, titles),
    recentDeals: completed.recent,
  };
}
