import { describe, expect, it } from 'vitest';
import { dollarsToCents, formatUsd } from './money.ts';

describe('money', () => {
  it('formats whole US dollars with separators and no decimals', () => {
    expect(formatUsd(0)).toBe('$0');
    expect(formatUsd(250)).toBe('$250');
    expect(formatUsd(1234567)).toBe('$1,234,567');
    expect(formatUsd(99.6)).toBe('$100');
  });

  it('converts dollars to provider cents', () => {
    expect(dollarsToCents(250)).toBe(25000);
  });
});
