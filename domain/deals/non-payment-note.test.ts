import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../shared/format.ts';
import { nonPaymentNote } from './non-payment-note.ts';

const DUE = '2026-12-05T15:30:00Z';
const fmt = (iso: string) => formatDateTime(Date.parse(iso), 'utc');
const deal = (o: Partial<Parameters<typeof nonPaymentNote>[0]> = {}) => ({
  viewerRole: 'seller' as const,
  state: 'awaiting_payment' as const,
  paymentMethod: 'held' as const,
  paymentDueAt: DUE,
  ...o,
});

describe('when the seller may cancel for non-payment (issue 39 item 7)', () => {
  it('names the moment it opens while the buyer still has time, for either payment method', () => {
    const before = Date.parse(DUE) - 60_000;
    expect(nonPaymentNote(deal(), before, fmt)).toBe('If the buyer has not paid by then, you can cancel the deal for non-payment from Dec 5, 2026, 3:30 PM.');
    expect(nonPaymentNote(deal({ paymentMethod: 'direct' }), before, fmt)).toBe(
      'If the money has not arrived by then, you can cancel the deal for non-payment from Dec 5, 2026, 3:30 PM.',
    );
  });
  it('says it is open from the due moment on', () => {
    expect(nonPaymentNote(deal(), Date.parse(DUE), fmt)).toBe('The 3 days to pay are over: you can cancel the deal for non-payment now.');
  });
  it('is the seller’s alone, and only while the deal awaits payment', () => {
    expect(nonPaymentNote(deal({ viewerRole: 'buyer' }), 0, fmt)).toBeNull();
    expect(nonPaymentNote(deal({ viewerRole: 'admin' }), 0, fmt)).toBeNull();
    expect(nonPaymentNote(deal({ state: 'paid_held' }), 0, fmt)).toBeNull();
  });
});
