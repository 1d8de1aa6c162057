import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buyerFeeReturnCents, feeOutcomeText } from './deal-fee.ts';
import { holdCents } from '../bidding/holds.ts';
import { amountRows, amountsNote, completedLine } from './deal-page-text.ts';
import { dealAmounts } from './deal-view.ts';
import { dealNoticeText } from './deal-notices.ts';

// Decision 031: the buyer fee is returned when the sale fails through no fault of the buyer's, kept otherwise.
describe('buyerFeeReturnCents', () => {
  const fee = holdCents(42_000); // $1,050
  it('returns all of it when the seller backs out or the buyer wins the dispute in full', () => {
    expect(buyerFeeReturnCents({ move: 'back_out', feeTakenCents: fee })).toBe(105_000);
    expect(buyerFeeReturnCents({ move: 'resolve', outcome: 'refund', feeTakenCents: fee })).toBe(105_000);
  });
  it('keeps it on a non-payment cancel, a release to the seller and a classified (no fee taken)', () => {
    expect(buyerFeeReturnCents({ move: 'cancel_non_payment', feeTakenCents: fee })).toBe(0);
    expect(buyerFeeReturnCents({ move: 'resolve', outcome: 'release', feeTakenCents: fee })).toBe(0);
    expect(buyerFeeReturnCents({ move: 'back_out', feeTakenCents: 0 })).toBe(0);
  });
  it('after a split, charges 2.5% of what the seller keeps and returns the rest, in whole dollars', () => {
    expect(buyerFeeReturnCents({ move: 'resolve', outcome: 'split', feeTakenCents: fee, sellerCents: 2_650_000 })).toBe(38_700);
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 10_000_000 }), fc.double({ min: 0, max: 1, noNaN: true }), (price, share) => {
        const seller = Math.min(price - 1, Math.max(1, Math.floor(price * share)));
        const taken = holdCents(price);
        const back = buyerFeeReturnCents({ move: 'resolve', outcome: 'split', feeTakenCents: taken, sellerCents: seller * 100 });
        expect(back % 100).toBe(0);
        expect(back).toBeGreaterThanOrEqual(0);
        expect(back).toBeLessThanOrEqual(taken);
        expect(taken - back).toBe(Math.min(taken, holdCents(seller)));
      }),
    );
  });
  it('says it to each reader', () => {
    expect(feeOutcomeText({ feeTakenCents: 75_000, feeReturnCents: 75_000, viewer: 'buyer', done: true })).toBe(
      'The buyer fee of $750 taken at the sale was returned to you in full.',
    );
    expect(feeOutcomeText({ feeTakenCents: 75_000, feeReturnCents: 0, viewer: 'buyer' })).toBe('The buyer fee of $750 taken at the sale is not returned.');
    expect(feeOutcomeText({ feeTakenCents: 75_000, feeReturnCents: 0, viewer: 'seller' })).toBeNull();
    expect(feeOutcomeText({ feeTakenCents: 0, feeReturnCents: 0, viewer: 'buyer' })).toBeNull();
  });
});

describe('the notices of money movements, in dollars', () => {
  it('tells the seller how much was released to them', () => {
    expect(dealNoticeText('confirm_received', '2019 Ducati Panigale V4 S', { role: 'seller', money: { movedCents: 2_650_000 } })).toBe(
      'The buyer received 2019 Ducati Panigale V4 S as described. $26,500 has been released to you',
    );
    expect(dealNoticeText('release', 'the Ducati', { role: 'seller', money: { movedCents: 2_650_000 } })).toBe(
      '$26,500 for the Ducati has been released to you, 3 days after the handover',
    );
    expect(dealNoticeText('release', 'the Ducati', { role: 'buyer', money: { movedCents: 2_650_000 } })).toBe(
      'The payment of $26,500 for the Ducati has been released to the seller, 3 days after the handover',
    );
  });
  it('tells each side of a back-out what was refunded, the fee included', () => {
    const money = { movedCents: 3_000_000, buyerFeeCents: 75_000, feeReturnCents: 75_000 };
    expect(dealNoticeText('back_out', 'the Mustang', { role: 'buyer', money })).toBe(
      'The seller cancelled the sale of the Mustang. $30,000 is refunded to you in full. The buyer fee of $750 taken at the sale is returned to you in full.',
    );
    expect(dealNoticeText('back_out', 'the Mustang', { role: 'buyer', money: { ...money, movedCents: 0 } })).toBe(
      'The seller cancelled the sale of the Mustang. You had not paid, so no payment is refunded. The buyer fee of $750 taken at the sale is returned to you in full.',
    );
    expect(dealNoticeText('back_out', 'the Mustang', { role: 'seller', money })).toMatch(
      /^You cancelled the sale of the Mustang\. \$30,000 is refunded to the buyer in full\. The buyer fee of \$750 taken at the sale is returned to the buyer in full\. This counts as a strike/,
    );
  });
  it('tells the buyer cancelled for non-payment that the fee is kept', () => {
    expect(dealNoticeText('cancel_non_payment', 'the Mustang', { role: 'buyer', money: { movedCents: 0, buyerFeeCents: 75_000, feeReturnCents: 0 } })).toMatch(
      /^The purchase of the Mustang was cancelled because the payment did not arrive within 3 days\. The buyer fee of \$750 taken at the sale is not returned\. This counts as a strike/,
    );
  });
});

describe('the deal page’s Amounts', () => {
  const base = {
    paymentMethod: 'held' as const,
    heldCents: 0,
    amounts: dealAmounts(30_000),
    money: { releasedCents: 0, refundedCents: 0, feeReturnedCents: 0, pending: false },
  };
  it('itemises the price, the fee and what it was taken from, and the total', () => {
    const rows = amountRows({ ...base, viewerRole: 'buyer' });
    expect(rows.map((r) => `${r.label} ${r.value}`)).toEqual(['Price $30,000', 'Buyer fee (2.5%) $750', 'Total $30,750']);
    expect(rows[1]!.note).toBe('Taken from your bidding authorization at the sale');
    expect(amountRows({ ...base, amounts: dealAmounts(9_000, 0), viewerRole: 'buyer' }).map((r) => `${r.label} ${r.value}`)).toEqual([
      'Price $9,000',
      'Buyer fee $0',
      'Total $9,000',
    ]);
  });
  it('says what happened once the money moved: released, refunded, the fee returned', () => {
    const done = { ...base, state: 'completed' as const, money: { ...base.money, releasedCents: 3_000_000 } };
    expect(amountsNote({ ...done, viewerRole: 'seller' })).toBe(
      '$30,000 was released to you. The buyer fee of $750 was taken from the buyer’s bidding authorization at the sale.',
    );
    const refunded = { ...base, state: 'refunded' as const, money: { ...base.money, refundedCents: 3_000_000, feeReturnedCents: 75_000 } };
    expect(amountsNote({ ...refunded, viewerRole: 'buyer' })).toBe(
      '$30,000 was refunded to you. The buyer fee of $750 taken at the sale was returned to you in full.',
    );
    expect(
      amountRows({ ...refunded, viewerRole: 'buyer' })
        .slice(3)
        .map((r) => `${r.label} ${r.value}`),
    ).toEqual(['Refunded to you $30,000', 'Buyer fee returned to you $750']);
    expect(amountsNote({ ...refunded, money: { ...refunded.money, pending: true }, viewerRole: 'buyer' })).toBe(
      '$30,000 is being refunded to you. The buyer fee of $750 taken at the sale is returned to you in full.',
    );
  });
  it('ends a completed deal’s timeline with an invitation to leave feedback', () => {
    expect(completedLine({ viewerRole: 'buyer' })).toEqual({ title: 'Completed', detail: 'The deal is complete. Rate the seller under Feedback.' });
    expect(completedLine({ viewerRole: 'seller' }).detail).toBe('The deal is complete. Rate the buyer under Feedback.');
  });
});
