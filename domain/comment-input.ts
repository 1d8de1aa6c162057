// SPEC 5 "Comments": posting and saving an edit need non-blank text once trimmed.
import { z } from 'zod';

/** Long enough for a detailed question, short enough to keep the thread readable. */
export const COMMENT_MAX_LENGTH = 2000;

export const commentInput = z.object({
  content: z
    .string()
    .transform((s) => s.trim())
    .pipe(
      z
        .string()
        .min(1, 'Please write a comment.')
        .max(COMMENT_MAX_LENGTH, `Comments are at most ${COMMENT_MAX_LENGTH} characters.`),
    ),
});

export type CommentInput = z.input<typeof commentInput>;

/** SPEC 6: the author edits and deletes their own comment; an admin any; a system comment is never edited. */
export function commentRights(
  comment: { userId: string | null },
  viewer: { id: string; isAdmin: boolean } | null,
): { canEdit: boolean; canDelete: boolean } {
  if (!viewer) return { canEdit: false, canDelete: false };
  const own = comment.userId !== null && comment.userId === viewer.id;
  return {
    canEdit: comment.userId !== null && (own || viewer.isAdmin),
    canDelete: own || viewer.isAdmin,
  };
}

/** Issue 14: why a comment is reported (optional), and the answer to reporting one's own. */
export const REPORT_REASON_MAX = 500;
export const reportInput = z
  .object({ reason: z.string().trim().max(REPORT_REASON_MAX, `The reason is at most ${REPORT_REASON_MAX} characters.`).optional() })
  .nullish();
export const REPORT_OWN_MESSAGE = 'You cannot report your own comment.';
