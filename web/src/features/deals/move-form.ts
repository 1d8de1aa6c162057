import { z } from 'zod';
import type { DealMove } from '../../../../domain/deals/deal-rules.ts';
import { handOverBodySchema, openDisputeBodySchema, sendTitleBodySchema } from '../../../../domain/deals/deal-view.ts';

/** An optional text left blank is not sent at all. */
const blankIsNone = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (typeof v === 'string' && v.trim() ? v : undefined), schema);

/**
 * The confirmation dialog's fields for a move, checked by the move's own body schema: the carrier and tracking of
 * a handover, the tracking of a title, the reason of a dispute (its photos are uploaded apart and added on submit).
 */
export function moveFormSchema(move: DealMove) {
  return z
    .object({
      carrier: blankIsNone(handOverBodySchema.shape.carrier),
      tracking: blankIsNone(sendTitleBodySchema.shape.tracking),
      reason: z.string().optional(),
    })
    .superRefine((values, ctx) => {
      if (move !== 'open_dispute') return;
      const reason = openDisputeBodySchema.shape.reason.safeParse(values.reason ?? '');
      if (!reason.success) ctx.addIssue({ code: 'custom', path: ['reason'], message: reason.error.issues[0]!.message });
    });
}

export type MoveFormValues = z.output<ReturnType<typeof moveFormSchema>>;

/** Why the dispute's photos cannot be sent as they are, or null. */
export function photosProblem(photoIds: string[]): string | null {
  const parsed = openDisputeBodySchema.shape.photoIds.safeParse(photoIds);
  return parsed.success ? null : parsed.error.issues[0]!.message;
}

/** The body a move is posted with, from the dialog's checked values and the dispute's uploaded photos. */
export function moveBody(move: DealMove, values: MoveFormValues, photoIds: string[]): Record<string, unknown> {
  if (move === 'hand_over') return { carrier: values.carrier, tracking: values.tracking };
  if (move === 'send_title') return { tracking: values.tracking };
  if (move === 'open_dispute') return { reason: values.reason?.trim() ?? '', photoIds };
  return {};
}
