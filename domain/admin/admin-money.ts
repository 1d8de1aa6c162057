// An admin action that moves a member's money (DESIGN "The deal after the sale"): it is named in words before it
// happens, and it carries a written reason that both parties see. The rule for that reason, shared by the
// server (which refuses a request without one, changing nothing) and the admin's forms.

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
