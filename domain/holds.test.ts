import { describe, expect, it } from 'vitest';
import { AUTHORIZATION_AMOUNT_CENTS, buyerFeeCents, holdBalance, holdCents } from './holds.ts';

describe('holdCents (SPEC 9: 2.5% hold)', () => {
  it('is 2.5% of the bid in cents', () => {
    expect(holdCents(100)).toBe(250);
    expect(holdCents(10_000)).toBe(25_000);
    expect(holdCents(1_085_000)).toBe(2_712_500);
    expect(holdCents(0)).toBe(0);
  });
  it('rounds half a cent up for odd dollar amounts', () => {
    expect(holdCents(1)).toBe(3);
    expect(holdCents(101)).toBe(253);
    expect(holdCents(3)).toBe(8);
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
    expect(holdBalance([{ kind: 'hold', amountCents: 500 }, { kind: 'release', amountCents: 500 }])).toBe(0);
    expect(holdBalance([{ kind: 'hold', amountCents: 500 }, { kind: 'capture', amountCents: 500 }, { kind: 'hold', amountCents: 7 }])).toBe(7);
  });
});
