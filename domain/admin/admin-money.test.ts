import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkMoneyReason, MONEY_REASON_MAX, MONEY_REASON_MIN, MONEY_REASON_TEXTS } from './admin-money.ts';

describe('the reason for an admin’s move of money', () => {
  it('is kept trimmed, from 10 to 1000 characters', () => {
    expect(checkMoneyReason('  The buyer asked us to charge the card.\n')).toEqual({ ok: true, reason: 'The buyer asked us to charge the card.' });
    expect(checkMoneyReason(undefined)).toEqual({ ok: false, code: 'REASON_REQUIRED', message: MONEY_REASON_TEXTS.required });
    expect(checkMoneyReason(42)).toEqual({ ok: false, code: 'REASON_REQUIRED', message: MONEY_REASON_TEXTS.required });
    expect(checkMoneyReason(' \t ')).toEqual({ ok: false, code: 'REASON_REQUIRED', message: MONEY_REASON_TEXTS.required });
    expect(checkMoneyReason('too short')).toEqual({ ok: false, code: 'REASON_REQUIRED', message: MONEY_REASON_TEXTS.tooShort });
    expect(checkMoneyReason('x'.repeat(MONEY_REASON_MAX + 1))).toEqual({ ok: false, code: 'REASON_TOO_LONG', message: MONEY_REASON_TEXTS.tooLong });
  });
  it('is accepted exactly when its trimmed length is in range (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 1100 }), (raw) => {
        const trimmed = raw.trim();
        const r = checkMoneyReason(raw);
        expect(r.ok).toBe(trimmed.length >= MONEY_REASON_MIN && trimmed.length <= MONEY_REASON_MAX);
        if (r.ok) expect(r.reason).toBe(trimmed);
      }),
    );
  });
});
