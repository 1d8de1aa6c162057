// When a deal completes or is cancelled, each party may rate the other once: 1 to 5 whole stars and a
// comment of up to 500 characters. Shown on the seller profile dialog and the public member page, beside (never inside)
// SPEC 9's reputation score. Pure rules and the wire shapes, shared by the server and the web app.
import { z } from 'zod';

export const FEEDBACK_COMMENT_MAX = 500;
export const RATING_MIN = 1;
export const RATING_MAX = 5;
/** How many entries the member's public answer lists, newest first. */
export const RECENT_FEEDBACK_LIMIT = 20;

/** The deal states after which feedback may be left: completed, cancelled, or closed by an admin's resolution. */
export const FEEDBACK_OPEN_STATES = ['completed', 'cancelled', 'refunded', 'settled'] as const;

export const RATING_MESSAGE = 'Choose a rating from 1 to 5 stars.';
export const COMMENT_TOO_LONG_MESSAGE = `Keep the comment to ${FEEDBACK_COMMENT_MAX} characters or fewer.`;

export const feedbackInput = z.object({
  rating: z.number({ error: RATING_MESSAGE }).int(RATING_MESSAGE).min(RATING_MIN, RATING_MESSAGE).max(RATING_MAX, RATING_MESSAGE),
  comment: z.string().trim().max(FEEDBACK_COMMENT_MAX, COMMENT_TOO_LONG_MESSAGE).optional().default(''),
});
export type FeedbackInput = z.input<typeof feedbackInput>;

export type FeedbackRole = 'buyer' | 'seller';

export interface FeedbackDeal {
  state: string;
  buyerId: string;
  sellerId: string;
}

export type FeedbackRefusal =
  | { code: 'NOT_A_PARTY'; status: 403; message: string }
  | { code: 'DEAL_NOT_FINISHED'; status: 409; message: string }
  | { code: 'FEEDBACK_ALREADY_GIVEN'; status: 409; message: string };

export const NOT_A_PARTY_MESSAGE = 'Only the buyer and the seller of this deal can leave feedback on it.';
export const DEAL_NOT_FINISHED_MESSAGE = 'Feedback opens when the deal is completed or cancelled. Come back then.';
export const FEEDBACK_ALREADY_GIVEN_MESSAGE = 'You have already left feedback on this deal. It cannot be changed.';

/** Which side the member is on, or null when they are neither. */
export function feedbackRole(deal: Pick<FeedbackDeal, 'buyerId' | 'sellerId'>, memberId: string): FeedbackRole | null {
  if (memberId === deal.buyerId) return 'buyer';
  if (memberId === deal.sellerId) return 'seller';
  return null;
}

/** The member the author rates: the other party. */
export function feedbackSubject(deal: Pick<FeedbackDeal, 'buyerId' | 'sellerId'>, role: FeedbackRole): string {
  return role === 'buyer' ? deal.sellerId : deal.buyerId;
}

export function feedbackOpen(state: string): boolean {
  return (FEEDBACK_OPEN_STATES as readonly string[]).includes(state);
}

/** Why this member may not leave feedback on this deal now, or null when they may. */
export function feedbackRefusal(deal: FeedbackDeal, memberId: string, alreadyGiven: boolean): FeedbackRefusal | null {
  if (!feedbackRole(deal, memberId)) return { code: 'NOT_A_PARTY', status: 403, message: NOT_A_PARTY_MESSAGE };
  if (!feedbackOpen(deal.state)) return { code: 'DEAL_NOT_FINISHED', status: 409, message: DEAL_NOT_FINISHED_MESSAGE };
  if (alreadyGiven) return { code: 'FEEDBACK_ALREADY_GIVEN', status: 409, message: FEEDBACK_ALREADY_GIVEN_MESSAGE };
  return null;
}

/** The average of the ratings to one decimal (4.666 -> 4.7), null with none. */
export function averageRating(ratings: readonly number[]): number | null {
  return averageOfTotals(
    ratings.reduce((s, r) => s + r, 0),
    ratings.length,
  );
}

/** The same average from a sum and a count (what the database adds up). */
export function averageOfTotals(sum: number, count: number): number | null {
  return count === 0 ? null : Math.round((sum * 10) / count) / 10;
}

/** '4.7 out of 5 · 3 ratings', 'No ratings yet'. */
export function ratingSummaryText(average: number | null, count: number): string {
  if (average === null || count === 0) return 'No ratings yet';
  return `${average.toFixed(1)} out of 5 · ${count} ${count === 1 ? 'rating' : 'ratings'}`;
}

export const feedbackEntrySchema = z.object({
  id: z.string(),
  dealId: z.string(),
  rating: z.number().int(),
  comment: z.string(),
  /** The author's side in the deal: 'buyer' when the buyer rated this member as the seller. */
  authorRole: z.enum(['buyer', 'seller']),
  authorId: z.string(),
  authorName: z.string(),
  listingTitle: z.string(),
  createdAt: z.string(),
});
export type FeedbackEntry = z.infer<typeof feedbackEntrySchema>;

export const completedDealSchema = z.object({
  dealId: z.string(),
  listingTitle: z.string(),
  listingPath: z.string().nullable(),
  role: z.enum(['buyer', 'seller']),
  completedAt: z.string().nullable(),
});

export const memberFeedbackSchema = z.object({
  member: z.object({
    id: z.string(),
    displayName: z.string(),
    avatarUrl: z.string().nullable(),
    /** An admin verified the member's identity (the Verified badge). */
    isVerified: z.boolean(),
    memberSince: z.string().nullable(),
  }),
  /** SPEC 9's reputation score, shown beside the rating as in the Seller Profile dialog. */
  reputation: z.object({ score: z.number(), label: z.enum(['Excellent', 'Good', 'Building']) }),
  average: z.number().nullable(),
  count: z.number().int(),
  completedDeals: z.number().int(),
  recent: z.array(feedbackEntrySchema),
  recentDeals: z.array(completedDealSchema),
});
export type MemberFeedback = z.infer<typeof memberFeedbackSchema>;

/** What the deal page needs to offer the form: whether the viewer may still rate, and what they left. */
export const dealFeedbackStateSchema = z.object({
  canLeave: z.boolean(),
  mine: feedbackEntrySchema.nullable(),
  theirs: feedbackEntrySchema.nullable(),
});
export type DealFeedbackState = z.infer<typeof dealFeedbackStateSchema>;
