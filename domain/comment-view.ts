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
  author: z.object({ id: z.string(), displayName: z.string(), avatarUrl: z.string().nullable() }).nullable(),
  /** SPEC 2: the seller's own comments are marked 'Seller'. */
  isSeller: z.boolean(),
  likeCount: z.number(),
  likedByMe: z.boolean(),
  canEdit: z.boolean(),
  canDelete: z.boolean(),
  /** Issue 14: a signed-in member may report someone else's comment once; true once they have. */
  canReport: z.boolean(),
  reportedByMe: z.boolean(),
});
export type CommentView = z.infer<typeof commentViewSchema>;
