import { z } from 'zod';

// Response schemas of the comment routes (routes.ts); the comment itself is domain/comment-view.ts.

/** The comment written, edited or deleted. */
export const commentIdSchema = z.object({ id: z.string() });

export const likedSchema = z.object({ liked: z.boolean() });

export const reportedSchema = z.object({ reported: z.literal(true) });
