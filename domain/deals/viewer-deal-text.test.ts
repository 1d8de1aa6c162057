import { describe, expect, it } from 'vitest';
import type { ViewerDeal } from '../listings/auction-detail.ts';
import { viewerDealText } from './viewer-deal-text.ts';

const deal = (o: Partial<ViewerDeal>): ViewerDeal => ({
  id: 'd1',
  role: 'buyer',
  state: 'awaiting_payment',
  paymentMethod: 'held',
  price: 30_000,
  buyerFeeCents: 75_000,
  totalCents: 3_075_000,
  paymentDueAt: '2031-03-04T12:00:00.000Z',
  ...o,
});
const on = () => 'Mar 4';

describe('what a concluded listing tells its buyer and seller', () => {
  it('names the sum the deal asks for and the deadline, by how the deal is paid', () => {
    expect(viewerDealText(deal({}), on)).toBe('You bought this vehicle. Pay $30,000 by Mar 4 at your deal.');
    expect(viewerDealText(deal({ role: 'seller' }), on)).toBe('You sold this vehicle. The buyer pays $30,000 by Mar 4; follow the sale at your deal.');
    // Direct payment: the buyer pays the seller, never a checkout.
    expect(viewerDealText(deal({ paymentMethod: 'direct' }), on)).toBe(
      'You bought this vehicle. Pay the seller $30,000 directly by Mar 4; your deal has their contacts.',
    );
    expect(viewerDealText(deal({ paymentMethod: 'direct', role: 'seller' }), on)).toBe(
      'You sold this vehicle. The buyer pays you $30,000 directly by Mar 4; confirm it at your deal.',
    );
  });

  it('points to the deal once the payment is made', () => {
    for (const paymentMethod of ['held', 'direct'] as const) {
      expect(viewerDealText(deal({ state: 'paid_held', paymentMethod }), on)).toBe('You bought this vehicle. Your deal shows the next step.');
    }
  });
});
