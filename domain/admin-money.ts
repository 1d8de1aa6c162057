// An admin action that moves a member's money (DESIGN "The deal after the sale"): it is named in words before it
// happens, and it carries a written reason that both parties see. The rule for that reason, shared by the
// server (which refuses a request without one, changing nothing) and the admin's forms.
import { z } from 'zod';
import { formatUsd } from './format.ts';

export const MONEY_REASON_MIN = 10;
export const MONEY_REASON_MAX = 1000;

export const MONEY_REASON_TEXTS = {
  required: 'Write the reason for this decision. The buyer and the seller both see it.',
  tooShort: `Write the reason in at least ${MONEY_REASON_MIN} characters. The buyer and the seller both see it.`,
  tooLong: `The reason must be at most ${MONEY_REASON_MAX} characters.`,
} as const;

export type MoneyReasonCheck = { ok: true; reason: string } | { ok: false; code: 'REASON_REQUIRED' | 'REASON_TOO_LONG'; message: string };

/** The reason as kept (trimmed, 10 to 1000 characters), or why it is refused. */
export function checkMoneyReason(raw: unknown): MoneyReasonCheck {
  const reason = typeof raw === 'string' ? raw.trim() : '';
  if (reason === '') return { ok: false, code: 'REASON_REQUIRED', message: MONEY_REASON_TEXTS.required };
  if (reason.length < MONEY_REASON_MIN) return { ok: false, code: 'REASON_REQUIRED', message: MONEY_REASON_TEXTS.tooShort };
  if (reason.length > MONEY_REASON_MAX) return { ok: false, code: 'REASON_TOO_LONG', message: MONEY_REASON_TEXTS.tooLong };
  return { ok: true, reason };
}

/** The admin's charge form: the reason, by the same rule (its message under the field). */
export const chargeFormSchema = z.object({ reason: z.string() }).superRefine((f, ctx) => {
  const checked = checkMoneyReason(f.reason);
  if (!checked.ok) ctx.addIssue({ code: 'custom', path: ['reason'], message: checked.message });
});

/** POST /api/admin/offer-payments/:offerId/process: the reason for charging the buyer (checked by the use case). */
export const processOfferPaymentBodySchema = z.object({ reason: z.string().optional() }).nullish();

/** The admin's charge of an accepted offer, in the confirmation's words: 'Charge $30,000 to Sam Buyer for 1967 Ford Mustang.' */
export function chargeSentence(o: { amount: number; buyer: string; vehicle: string }): string {
  return `Charge ${formatUsd(o.amount)} to ${o.buyer} for ${o.vehicle}.`;
}

/** The confirmation's button: the movement it makes. */
export function chargeButton(o: { amount: number; buyer: string }): string {
  return `Charge ${formatUsd(o.amount)} to ${o.buyer}`;
}
