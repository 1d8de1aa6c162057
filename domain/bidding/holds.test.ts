import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AUTHORIZATION_AMOUNT_CENTS, buyerFeeCents, holdBalance, holdCents, holdDollars } from './holds.ts';

describe('holdCents (SPEC 9: 2.5% hold)', () => {
  it('is 2.5% of the bid in whole dollars, counted in cents', () => {
    expect(holdCents(10_000)).toBe(25_000);
    expect(holdCents(1_085_000)).toBe(2_712_500);
    expect(holdCents(0)).toBe(0);
  });
  it('rounds half a dollar up, and less than half a dollar down (decision 003)', () => {
    expect(holdCents(26_500)).toBe(66_300); // $662.50 -> $663
    expect(holdCents(13_899)).toBe(34_700); // $347.475 -> $347
    expect(holdCents(13_900)).toBe(34_800); // $347.50 -> $348
    expect(holdCents(100)).toBe(300); // $2.50 -> $3
    expect(holdCents(1)).toBe(0); // $0.025 -> $0
  });
  it('is whole dollars and within half a dollar of 2.5% for every amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (dollars) => {
        const cents = holdCents(dollars);
        expect(cents % 100).toBe(0);
        expect(Math.abs(cents - dollars * 2.5)).toBeLessThanOrEqual(50);
        expect(holdDollars(dollars) * 100).toBe(cents);
      }),
    );
  });
  it('refuses amounts that are not whole dollars', () => {
    expect(() => holdCents(10.5)).toThrow(RangeError);
    expect(() => holdCents(-1)).toThrow(RangeError);
  });
  it('charges the buyer fee at the same rate; the authorization is $250', () => {
    expect(buyerFeeCents(50_000)).toBe(125_000);
    expect(AUTHORIZATION_AMOUNT_CENTS).toBe(25_000);
  });
});

describe('holdBalance', () => {
  it('is what is still held', () => {
    expect(holdBalance([])).toBe(0);
    expect(holdBalance([{ kind: 'hold', amountCents: 500 }])).toBe(500);
    expect(
      holdBalance([
        { kind: 'hold', amountCents: 500 },
        { kind: 'release', amountCents: 500 },
      ]),
    ).toBe(0);
    expect(
      holdBalance([
        { kind: 'hold', amountCents: 500 },
        { kind: 'capture', amountCents: 500 },
        { kind: 'hold', amountCents: 7 },
      ]),
    ).toBe(7);
  });
});
