import { describe, expect, it } from 'vitest';
import { dealAmounts, openDisputeBodySchema, resolveDisputeBodySchema } from './deal-view.ts';

describe('dealAmounts', () => {
  it('adds SPEC 9’s 2.5% buyer fee to the price', () => {
    expect(dealAmounts(20_000)).toEqual({ price: 20_000, buyerFeeCents: 50_000, totalCents: 2_050_000 });
    expect(dealAmounts(13_899)).toEqual({ price: 13_899, buyerFeeCents: 34_700, totalCents: 1_424_600 });
    expect(dealAmounts(26_500)).toEqual({ price: 26_500, buyerFeeCents: 66_300, totalCents: 2_716_300 });
    expect(dealAmounts(9_000, 0)).toEqual({ price: 9_000, buyerFeeCents: 0, totalCents: 900_000 });
  });
});

describe('move bodies', () => {
  it('refuses a short dispute reason and too many photos with a reason', () => {
    const short = openDisputeBodySchema.safeParse({ reason: 'bad' });
    expect(short.success).toBe(false);
    expect(short.error?.issues[0]?.message).toBe('Tell us what is wrong in at least 10 characters.');
    expect(openDisputeBodySchema.safeParse({ reason: 'The engine does not start.', photoIds: Array(11).fill('p') }).success).toBe(false);
    expect(openDisputeBodySchema.parse({ reason: 'The engine does not start.' })).toEqual({ reason: 'The engine does not start.', photoIds: [] });
  });
  it('takes release, refund or a split of whole dollars', () => {
    expect(resolveDisputeBodySchema.safeParse({ outcome: 'split', sellerAmount: 10.5 }).success).toBe(false);
    expect(resolveDisputeBodySchema.safeParse({ outcome: 'keep' }).success).toBe(false);
    expect(resolveDisputeBodySchema.parse({ outcome: 'split', sellerAmount: 100 })).toEqual({ outcome: 'split', sellerAmount: 100 });
  });
});
