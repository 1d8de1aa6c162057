import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { dealFeedback } from '../../db/schema.ts';
import type { DbOrTx } from '../../db/tx.ts';
import { displayNames } from '../../db/display-names.ts';
import { AppError, notFound } from '../../http/errors.ts';
import {
  feedbackRefusal,
  feedbackRole,
  feedbackSubject,
  feedbackOpen,
  type DealFeedbackState,
  type FeedbackEntry,
  type FeedbackInput,
} from '../../../domain/deals/deal-feedback.ts';
import { dealForFeedback, type FeedbackDealRow } from '../deals/index.ts';

type FeedbackRow = typeof dealFeedback.$inferSelect;

export const DEAL_NOT_FOUND = 'This deal was not found. Your purchases are under Purchases, your sales under My Auctions.';

/** The deal, for one of its parties or an admin; anyone else gets a 404, as if it did not exist (a deal is private). */
async function dealFor(deps: AppDeps, dealId: string, viewer: { userId: string; isAdmin: boolean }): Promise<FeedbackDealRow> {
  const deal = await dealForFeedback(deps.db, dealId);
  if (!deal || (!viewer.isAdmin && !feedbackRole(deal, viewer.userId))) throw notFound(DEAL_NOT_FOUND);
  return deal;
}

export async function entriesOf(db: DbOrTx, rows: readonly FeedbackRow[], titles: Map<string, string>): Promise<FeedbackEntry[]> {
  const names = await displayNames(
    db,
    rows.map((r) => r.authorId),
  );
  return rows.map((r) => ({
    id: r.id,
    dealId: r.dealId,
    rating: r.rating,
    comment: r.comment,
    authorRole: r.authorRole as FeedbackEntry['authorRole'],
    authorId: r.authorId,
    authorName: names.get(r.authorId) ?? 'Member',
    listingTitle: titles.get(r.dealId) ?? 'Vehicle',
    createdAt: r.createdAt.toISOString(),
  }));
}

async function stateOf(deps: AppDeps, deal: FeedbackDealRow, viewerId: string): Promise<DealFeedbackState> {
  const rows = await deps.db.select().from(dealFeedback).where(eq(dealFeedback.dealId, deal.id));
  const titles = new Map([[deal.id, deal.title]]);
  const entries = await entriesOf(deps.db, rows, titles);
  const role = feedbackRole(deal, viewerId);
  const byRole = (r: 'buyer' | 'seller') => entries.find((e) => e.authorRole === r) ?? null;
  if (!role) return { canLeave: false, mine: byRole('buyer'), theirs: byRole('seller') };
  const mine = entries.find((e) => e.authorId === viewerId) ?? null;
  return { canLeave: feedbackOpen(deal.state) && !mine, mine, theirs: byRole(role === 'buyer' ? 'seller' : 'buyer') };
}

/** GET /api/deals/:id/feedback: what each side left, and whether the viewer may still rate. */
export async function dealFeedbackState(deps: AppDeps, dealId: string, viewer: { userId: string; isAdmin: boolean }): Promise<DealFeedbackState> {
  return stateOf(deps, await dealFor(deps, dealId, viewer), viewer.userId);
}

/**
 * POST /api/deals/:id/feedback: one rating per party per deal, once the deal is over. The unique
 * key (deal, author) makes a second one, even racing the first, a 409 that changes nothing.
 */
export async function leaveFeedback(
  deps: AppDeps,
  dealId: string,
  viewer: { userId: string; isAdmin: boolean },
  input: Required<FeedbackInput>,
): Promise<DealFeedbackState> {
  const deal = await dealFor(deps, dealId, viewer);
  const [existing] = await deps.db
    .select({ id: dealFeedback.id })
    .from(dealFeedback)
    .where(and(eq(dealFeedback.dealId, deal.id), eq(dealFeedback.authorId, viewer.userId)))
    .limit(1);
  const refusal = feedbackRefusal(deal, viewer.userId, !!existing);
  if (refusal) throw new AppError(refusal.status, refusal.code, refusal.message);
  const role = feedbackRole(deal, viewer.userId)!;
  const added = await deps.db
    .insert(dealFeedback)
    .values({
      dealId: deal.id,
      authorId: viewer.userId,
      subjectId: feedbackSubject(deal, role),
      authorRole: role,
      rating: input.rating,
      comment: input.comment,
      createdAt: deps.clock.now(),
    })
    .onConflictDoNothing()
    .returning({ id: dealFeedback.id });
  if (added.length === 0) {
    const again = feedbackRefusal(deal, viewer.userId, true)!;
    throw new AppError(again.status, again.code, again.message);
  }
  return stateOf(deps, deal, viewer.userId);
}
