// SPEC 5 "Comments": posting and saving an edit need non-blank text once trimmed.
import { z } from 'zod';

/** Long enough for a detailed question, short enough to keep the thread readable. */
export const COMMENT_MAX_LENGTH = 2000;

export const commentInput = z.object({
  content: z
    .string()
    .transform((s) => s.trim())
    .pipe(z.string().min(1, 'Please write a comment.').max(COMMENT_MAX_LENGTH, `Comments are at most ${COMMENT_MAX_LENGTH} characters.`)),
});

export type CommentInput = z.input<typeof commentInput>;

/** SPEC 6: the author edits and deletes their own comment; an admin any; a system comment is never edited. */
export function commentRights(comment: { userId: string | null }, viewer: { id: string; isAdmin: boolean } | null): { canEdit: boolean; canDelete: boolean } {
  if (!viewer) return { canEdit: false, canDelete: false };
  const own = comment.userId !== null && comment.userId === viewer.id;
  return {
    canEdit: comment.userId !== null && (own || viewer.isAdmin),
    canDelete: own || viewer.isAdmin,
  };
}

/**
 * Why a comment is reported (optional, one of these), and the answer to reporting one's own.
 * 'Misleading claim', for a claim about the vehicle that is not true and may sink an auction.
 */
export const COMMENT_REPORT_REASONS = ['Spam', 'Offensive or abusive', 'Off-topic', 'Misleading claim', 'Other'] as const;
export type CommentReportReason = (typeof COMMENT_REPORT_REASONS)[number];
export const MISLEADING_CLAIM: CommentReportReason = 'Misleading claim';
export const REPORT_REASON_MESSAGE = `Please choose a reason: ${COMMENT_REPORT_REASONS.join(', ')}.`;
export const reportInput = z.object({ reason: z.enum(COMMENT_REPORT_REASONS, { message: REPORT_REASON_MESSAGE }).optional() }).nullish();
export const REPORT_OWN_MESSAGE = 'You cannot report your own comment.';
