// A comment as the comments API sends it (GET /api/auctions/:id/comments, SPEC 7): written once for the
// server's response schema and the web app's hooks; times are ISO strings.
import { z } from 'zod';

export const commentViewSchema = z.object({
  id: z.string(),
  auctionId: z.string(),
  content: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Null for a system comment (SPEC 3), shown as the product. */
  /** `verified`: the author's identity was verified (the Verified badge). */
  author: z.object({ id: z.string(), displayName: z.string(), avatarUrl: z.string().nullable(), verified: z.boolean() }).nullable(),
  /** SPEC 2: the seller's own comments are marked 'Seller'. */
  isSeller: z.boolean(),
  /** The author has bid on this auction (marked 'Bidder'); never the seller. */
  isBidder: z.boolean(),
  likeCount: z.number(),
  likedByMe: z.boolean(),
  canEdit: z.boolean(),
  canDelete: z.boolean(),
  /** A signed-in member may report someone else's comment once; true once they have. */
  canReport: z.boolean(),
  reportedByMe: z.boolean(),
});
export type CommentView = z.infer<typeof commentViewSchema>;

/**
 * The seller's comments first (newest first among them), then the others in
 * the order given; without it the order is left as it is.
 */
export function sellerAnswersFirst<T extends Pick<CommentView, 'isSeller'>>(comments: readonly T[], on: boolean): T[] {
  if (!on) return [...comments];
  return [...comments.filter((c) => c.isSeller), ...comments.filter((c) => !c.isSeller)];
}

/** GET /api/auctions/:id/comments. */
export const commentListSchema = z.object({ comments: z.array(commentViewSchema) });

/** The comment written, edited or deleted. */
export const commentIdSchema = z.object({ id: z.string() });

/** PUT and DELETE /api/comments/:commentId/like. */
export const likedSchema = z.object({ liked: z.boolean() });

/** POST /api/comments/:commentId/report. */
export const reportedSchema = z.object({ reported: z.literal(true) });
