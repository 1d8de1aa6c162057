// The seller of a deal awaiting payment reads when cancelling for non-payment becomes possible:
// the moment the buyer's 3 days to pay are over (domain/deals/deal-rules.ts paymentDueAt; the move is refused before it).
// Pure: the date arrives formatted by the caller (the web app writes it in the viewer's zone).
import type { DealView } from './deal-view.ts';

/** The seller's line under the next step while the buyer has not paid, or null for anyone else and any other state. */
export function nonPaymentNote(
  deal: Pick<DealView, 'viewerRole' | 'state' | 'paymentMethod' | 'paymentDueAt'>,
  nowMs: number,
  formatDate: (iso: string) => string,
): string | null {
  if (deal.viewerRole !== 'seller' || deal.state !== 'awaiting_payment') return null;
  if (nowMs >= Date.parse(deal.paymentDueAt)) return 'The 3 days to pay are over: you can cancel the deal for non-payment now.';
  const unpaid = deal.paymentMethod === 'held' ? 'If the buyer has not paid by then' : 'If the money has not arrived by then';
  return `${unpaid}, you can cancel the deal for non-payment from ${formatDate(deal.paymentDueAt)}.`;
}
