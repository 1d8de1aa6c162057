// What a member and admins see of a member's strikes, and the admin's lift of one (docs/product-rules.md, deals).
import { z } from 'zod';

/** What two strikes mean, said wherever a strike is shown or told. */
export const STRIKES_MEANING = 'Two strikes suspend your bidding, offers and Buy Now.';

export const STRIKE_REASON_TEXT = {
  non_payment: 'The payment did not arrive within 3 days',
  backed_out: 'You cancelled the sale before the handover',
} as const;

export const strikeReasonSchema = z.enum(['non_payment', 'backed_out']);

export const memberStrikeSchema = z.object({
  id: z.uuid(),
  dealId: z.uuid(),
  vehicle: z.string(),
  reason: strikeReasonSchema,
  createdAt: z.string(),
  liftedAt: z.string().nullable(),
  liftReason: z.string().nullable(),
});
export type MemberStrike = z.infer<typeof memberStrikeSchema>;

/** A member's strikes, newest first, and how many still count toward the suspension. */
export const memberStrikesSchema = z.object({
  strikes: z.array(memberStrikeSchema),
  counting: z.number().int(),
  suspended: z.boolean(),
});
export type MemberStrikes = z.infer<typeof memberStrikesSchema>;

export const liftStrikeBodySchema = z.object({
  reason: z.string().trim().min(1, { message: 'Say why the strike is lifted' }).max(1000, { message: 'Keep the reason under 1000 characters' }),
});
export type LiftStrikeBody = z.infer<typeof liftStrikeBodySchema>;

export const adminStrikesQuerySchema = z.object({ userId: z.uuid().optional(), dealId: z.uuid().optional() });
