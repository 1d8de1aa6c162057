// What a concluded listing tells its buyer and its seller about their deal: what is due, how
// much, by when, and where (/deals/:id). The amount is the one the deal's checkout asks for (the price: the deal
// page's 'Pay $X' and server/modules/deals/deal-payment.ts), so the two pages never name different sums.
import type { ViewerDeal } from '../listings/auction-detail.ts';
import { formatUsd } from '../shared/format.ts';

export const dealPath = (id: string): string => `/deals/${id}`;

/** The sentence above the link to the deal; formatDate turns the ISO deadline into the viewer's words. */
export function viewerDealText(deal: ViewerDeal, formatDate: (iso: string) => string): string {
  const due = formatUsd(deal.price);
  const by = formatDate(deal.paymentDueAt);
  if (deal.state === 'awaiting_payment' && deal.paymentMethod === 'direct') {
    // Direct payment: the buyer pays the seller, whose contacts are on the deal page, and the seller confirms it there.
    return deal.role === 'buyer'
      ? `You bought this vehicle. Pay the seller ${due} directly by ${by}; your deal has their contacts.`
      : `You sold this vehicle. The buyer pays you ${due} directly by ${by}; confirm it at your deal.`;
  }
  if (deal.state === 'awaiting_payment') {
    return deal.role === 'buyer'
      ? `You bought this vehicle. Pay ${due} by ${by} at your deal.`
      : `You sold this vehicle. The buyer pays ${due} by ${by}; follow the sale at your deal.`;
  }
  return deal.role === 'buyer' ? 'You bought this vehicle. Your deal shows the next step.' : 'You sold this vehicle. Your deal shows the next step.';
}

export const VIEWER_DEAL_LINK = 'Go to your deal';
