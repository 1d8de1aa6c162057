// Issue 39 item 3: what a concluded listing tells its buyer and its seller about their deal: what is due,
// how much (the price, SPEC 9's buyer fee, the total: domain/buyer-total.ts), by when, and where (/deals/:id).
import type { ViewerDeal } from './auction-detail.ts';
import { formatUsdCents } from './buyer-total.ts';

export const dealPath = (id: string): string => `/deals/${id}`;

/** The sentence above the link to the deal; formatDate turns the ISO deadline into the viewer's words. */
export function viewerDealText(deal: ViewerDeal, formatDate: (iso: string) => string): string {
  const total = formatUsdCents(deal.totalCents);
  const by = formatDate(deal.paymentDueAt);
  if (deal.state === 'awaiting_payment') {
    return deal.role === 'buyer' ? `You bought this vehicle. Pay ${total} by ${by} at your deal.` : `You sold this vehicle. The buyer pays ${total} by ${by}; follow the sale at your deal.`;
  }
  return deal.role === 'buyer' ? 'You bought this vehicle. Your deal shows the next step.' : 'You sold this vehicle. Your deal shows the next step.';
}

export const VIEWER_DEAL_LINK = 'Go to your deal';
