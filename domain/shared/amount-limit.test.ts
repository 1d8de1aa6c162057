import { describe, expect, it } from 'vitest';
import { holdCents } from '../bidding/holds.ts';
import { AMOUNT_TOO_LARGE_MESSAGE, exceedsAmountLimit, MAX_AMOUNT } from './amount-limit.ts';

describe('the amount limit (issue 15)', () => {
  it('names the limit', () => {
    expect(AMOUNT_TOO_LARGE_MESSAGE).toBe('Amounts cannot exceed $500,000,000.');
  });

  it('takes the limit itself and refuses anything above it', () => {
    expect(exceedsAmountLimit(MAX_AMOUNT)).toBe(false);
    expect(exceedsAmountLimit(1)).toBe(false);
    for (const n of [MAX_AMOUNT + 1, 2_147_483_648, 2 ** 53, 1e300, Infinity, NaN]) expect(exceedsAmountLimit(n)).toBe(true);
  });

  it('keeps an amount and its hold in cents within a 32-bit column', () => {
    expect(MAX_AMOUNT).toBeLessThanOrEqual(2 ** 31 - 1);
    expect(holdCents(MAX_AMOUNT)).toBeLessThanOrEqual(2 ** 31 - 1);
  });
});
