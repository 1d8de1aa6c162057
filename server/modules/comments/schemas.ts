import { z } from 'zod';
import type { CommentView } from './list-comments.ts';

// Response schemas of the comment routes (routes.ts); times are ISO strings.

export const commentViewSchema = z.object({
  id: z.string(),
  auctionId: z.string(),
  content: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  author: z.object({ id: z.string(), displayName: z.string(), avatarUrl: z.string().nullable() }).nullable(),
  isSeller: z.boolean(),
  likeCount: z.number(),
  likedByMe: z.boolean(),
  canEdit: z.boolean(),
  canDelete: z.boolean(),
  canReport: z.boolean(),
  reportedByMe: z.boolean(),
}) satisfies z.ZodType<CommentView>;

/** The comment written, edited or deleted. */
export const commentIdSchema = z.object({ id: z.string() });

export const likedSchema = z.object({ liked: z.boolean() });

export const reportedSchema = z.object({ reported: z.literal(true) });
