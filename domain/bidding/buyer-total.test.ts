import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buyerTotal, formatUsdCents, BUYER_FEE_LABEL } from './buyer-total.ts';
import { buyerFeeCents, holdCents } from './holds.ts';
import { formatUsd } from '../shared/format.ts';
import { dealAmounts } from '../deals/deal-view.ts';

describe('buyerTotal (issue 26 item 4, SPEC 9 fee)', () => {
  it('adds the 2.5% buyer fee to the amount', () => {
    expect(buyerTotal(12_000)).toEqual({ amountCents: 1_200_000, feeCents: 30_000, totalCents: 1_230_000 });
    expect(buyerTotal(12_345)).toEqual({ amountCents: 1_234_500, feeCents: 30_900, totalCents: 1_265_400 });
  });
  it('takes no fee on a classified: the total is the amount', () => {
    expect(buyerTotal(10_900, 'classified')).toEqual({ amountCents: 1_090_000, feeCents: 0, totalCents: 1_090_000 });
    expect(buyerTotal(10_900, 'auction')!.feeCents).toBe(27_300);
  });

  it('is nothing for an amount still being typed', () => {
    expect(buyerTotal(null)).toBeNull();
    expect(buyerTotal(0)).toBeNull();
    expect(buyerTotal(-5)).toBeNull();
    expect(buyerTotal(10.5)).toBeNull();
  });
  it('shows the fee the hold holds and the capture charges, in whole dollars, for every amount (decision 003)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000_000 }), (dollars) => {
        const t = buyerTotal(dollars)!;
        expect(t.feeCents).toBe(buyerFeeCents(dollars));
        expect(t.feeCents).toBe(holdCents(dollars));
        expect(t.totalCents).toBe(dollars * 100 + t.feeCents);
        // Shown as whole dollars: no cents in the fee or the total, and the shown figure is the charged one.
        expect(formatUsdCents(t.feeCents)).toBe(formatUsd(t.feeCents / 100));
        expect(formatUsdCents(t.totalCents)).toBe(formatUsd(dollars + t.feeCents / 100));
        expect(dealAmounts(dollars)).toEqual({ price: dollars, buyerFeeCents: t.feeCents, totalCents: t.totalCents });
      }),
    );
  });
  it('writes cents as dollars, with cents only when there are some', () => {
    expect(formatUsdCents(1_230_000)).toBe('$12,300');
    expect(formatUsdCents(30_863)).toBe('$308.63');
    expect(formatUsdCents(1_265_305)).toBe('$12,653.05');
    expect(formatUsdCents(0)).toBe('$0');
    expect(BUYER_FEE_LABEL).toBe('Buyer fee (2.5%)');
  });
});
