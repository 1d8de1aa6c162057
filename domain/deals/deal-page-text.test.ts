import { describe, expect, it } from 'vitest';
import { countdownText, moveCopy, nextStepText, returnedPaymentText, timelineLine, DEAL_STATE_LABELS } from './deal-page-text.ts';
import { DEAL_MOVES, DEAL_STATES } from './deal-rules.ts';
import { dealAmounts, type DealView } from './deal-view.ts';

const T0 = Date.parse('2026-03-01T12:00:00Z');
const fmt = (iso: string) => iso.slice(0, 16).replace('T', ' ');

function deal(over: Partial<DealView>): DealView {
  return {
    id: 'd',
    auctionId: 'a',
    auctionPath: '/auction/x',
    title: '1990 Mazda MX-5',
    imageUrl: null,
    saleKind: 'buy_now',
    state: 'awaiting_payment',
    paymentMethod: 'held',
    amounts: dealAmounts(12_345),
    money: { releasedCents: 0, refundedCents: 0, feeReturnedCents: 0, pending: false },
    completedAt: null,
    viewerRole: 'buyer',
    buyerId: 'b',
    sellerId: 's',
    contacts: { buyer: { name: 'B', email: null, phone: null }, seller: { name: 'S', email: null, phone: null } },
    createdAt: new Date(T0).toISOString(),
    paymentDueAt: new Date(T0 + 3 * 86_400_000).toISOString(),
    paidAt: null,
    handedOverAt: null,
    disputeUntil: null,
    releaseAt: null,
    titleSentAt: null,
    titleReceivedAt: null,
    carrier: null,
    tracking: null,
    titleTracking: null,
    dispute: null,
    heldCents: 0,
    nextStep: { actor: 'buyer', kind: 'pay', by: new Date(T0 + 3 * 86_400_000).toISOString() },
    availableMoves: [],
    timeline: [],
    returnedPayments: [],
    ...over,
  };
}

describe('the deal page’s words (issue 26 items 2 and 11)', () => {
  it('names every state', () => {
    for (const s of DEAL_STATES) expect(DEAL_STATE_LABELS[s]).toBeTruthy();
  });

  it('tells the buyer to pay the total by the deadline, and the seller that the buyer pays', () => {
    expect(nextStepText(deal({}), T0, fmt)).toEqual({
      who: 'You',
      countdown: '3d 0h 0m 0s left',
      text: 'Pay $12,345 by 2026-03-04 12:00. VehicleBid holds the money until you have the vehicle.',
    });
    const seller = nextStepText(deal({ viewerRole: 'seller' }), T0 + 3 * 86_400_000 + 1000, fmt);
    expect(seller).toMatchObject({ who: 'The buyer', countdown: 'Overdue' });
    expect(seller.text).toBe('The buyer pays $12,345 by 2026-03-04 12:00. VehicleBid holds it until the handover.');
  });

  it('says who acts after the handover and until when a dispute may be opened', () => {
    const d = deal({
      state: 'handed_over',
      disputeUntil: '2026-03-05T12:00:00.000Z',
      nextStep: { actor: 'buyer', kind: 'confirm_received', by: '2026-03-05T12:00:00.000Z' },
    });
    expect(nextStepText(d, T0, fmt).text).toBe(
      'Check the vehicle. Confirm it arrived as described, or open a dispute by 2026-03-05 12:00. Otherwise the money is released to the seller on 2026-03-05 12:00.',
    );
    expect(nextStepText({ ...d, viewerRole: 'seller' }, T0, fmt).who).toBe('The buyer');
    expect(nextStepText(deal({ state: 'completed', nextStep: { actor: null, kind: 'none', by: null } }), T0, fmt)).toEqual({
      who: null,
      countdown: null,
      text: 'This deal is complete. Thank you! Leave feedback for each other below.',
    });
  });

  it('writes every timeline line, with its money and details', () => {
    for (const move of [...DEAL_MOVES, 'sold', 'reminder'] as const) {
      expect(timelineLine({ move, actor: 'system', at: '', amountCents: null, details: null }, 'held').title).toBeTruthy();
    }
    expect(timelineLine({ move: 'pay', actor: 'system', at: '', amountCents: 1_234_500, details: null }, 'held')).toEqual({
      title: 'Paid',
      detail: '$12,345 held by VehicleBid until the handover',
    });
    expect(
      timelineLine({ move: 'hand_over', actor: 'seller', at: '', amountCents: null, details: { carrier: 'Reliable Carriers', tracking: 'RC123' } }, 'held')
        .detail,
    ).toBe('Carrier: Reliable Carriers · Tracking: RC123');
    expect(
      timelineLine(
        { move: 'pay', actor: 'system', at: '', amountCents: 1_234_500, details: { reason: 'The buyer asked us to charge the saved card.' } },
        'held',
      ).detail,
    ).toBe('$12,345 held by VehicleBid until the handover · Charged by VehicleBid: The buyer asked us to charge the saved card.');
    expect(
      timelineLine(
        { move: 'resolve', actor: 'admin', at: '', amountCents: null, details: { outcome: 'split', sellerCents: 1_000_000, refundCents: 234_500 } },
        'held',
      ).detail,
    ).toBe('$10,000 released to the seller and $2,345 refunded to the buyer.');
    expect(
      timelineLine(
        {
          move: 'resolve',
          actor: 'admin',
          at: '',
          amountCents: null,
          details: {
            outcome: 'refund',
            sellerCents: null,
            refundCents: 1_234_500,
            buyerFeeCents: 30_900,
            feeReturnCents: 30_900,
            reason: 'Not the car in the photos.',
          },
        },
        'held',
      ).detail,
    ).toBe(
      '$12,345 refunded to the buyer; nothing released to the seller. The buyer fee of $309 taken at the sale is returned to the buyer in full. Decision by VehicleBid: Not the car in the photos.',
    );
  });

  it('has a button and a confirmation for every move a member makes', () => {
    const d = deal({ heldCents: 1_234_500 });
    for (const m of [
      'confirm_payment',
      'hand_over',
      'send_title',
      'confirm_received',
      'receive_title',
      'open_dispute',
      'cancel_non_payment',
      'back_out',
      'pay',
    ] as const) {
      expect(moveCopy(m, d)?.button).toBeTruthy();
    }
    expect(moveCopy('release', d)).toBeNull();
    expect(moveCopy('back_out', d)?.body).toBe('The deal is cancelled, the buyer gets back everything they paid ($12,345), and your account gets a strike.');
    expect(moveCopy('pay', d)?.button).toBe('Pay $12,345');
  });

  it('counts down to a deadline, then says it is overdue', () => {
    expect(countdownText(T0 + 90_061_000, T0)).toBe('1d 1h 1m 1s left');
    expect(countdownText(T0, T0)).toBe('Overdue');
  });
});

describe('a second payment of the deal, returned', () => {
  it('says what was paid twice and whether the refund is done, with cents when there are any', () => {
    expect(returnedPaymentText({ amountCents: 3_000_000, at: '', refunded: false }, 'Nov 29, 2026, 3:40 PM')).toBe(
      'A second payment of $30,000 on Nov 29, 2026, 3:40 PM is being refunded to the buyer in full.',
    );
    expect(returnedPaymentText({ amountCents: 1_234_550, at: '', refunded: true }, 'Nov 30, 2026, 9:05 AM')).toBe(
      'A second payment of $12,345.50 on Nov 30, 2026, 9:05 AM was refunded to the buyer in full.',
    );
  });
});
