// What the buyer and the seller are told when a vehicle sells, whatever sold it (the close, Buy Now,
// an accepted offer or counter-offer, an accepted second-chance offer): the notice in the bell and its mail say what
// is due, how much (the price, the buyer fee and the total), by when, and the notice links to the deal.
// Pure: the deadline arrives as an ISO string and is written in UTC (a mail has no viewer's zone).
import { formatUsdCents } from '../bidding/buyer-total.ts';
import { formatDateTime, formatShortDate, formatUsd } from '../shared/format.ts';
import { HOLD_RATE_PERCENT } from '../bidding/holds.ts';

export const SALE_KINDS = ['auction', 'buy_now', 'offer', 'counter_offer', 'second_chance'] as const;
export type SaleKind = (typeof SALE_KINDS)[number];

/** What a sale notice needs (the notification's data, written by the worker from the sale's deal). */
export interface SaleNotice {
  vehicle: string;
  /** The other party's display name (the seller for the buyer's notice, the buyer for the seller's). */
  counterpart: string;
  saleKind: SaleKind;
  /** Whole dollars. */
  price: number;
  /** The buyer fee taken at the sale from the buyer's bidding authorization, in cents (0: none, as for a classified). */
  buyerFeeCents: number;
  /** When the price is due (ISO). */
  payBy: string;
  paymentMethod: 'held' | 'direct';
}

/** A deadline in a notice or a mail: 'Dec 5, 2030, 2:00 PM UTC'. */
export const noticeDeadline = (iso: string) => `${formatDateTime(Date.parse(iso), 'utc')} UTC`;

function buyerOpening(n: SaleNotice, price: string): string {
  switch (n.saleKind) {
    case 'buy_now':
      return `You bought ${n.vehicle} for ${price} with Buy It Now.`;
    case 'offer':
      return `${n.counterpart} accepted your offer: ${n.vehicle} for ${price}.`;
    case 'counter_offer':
      return `You accepted the counter-offer from ${n.counterpart}: ${n.vehicle} for ${price}.`;
    case 'second_chance':
      return `You accepted the second-chance offer from ${n.counterpart}: ${n.vehicle} for ${price}.`;
    case 'auction':
      return `You won ${n.vehicle} for ${price}.`;
  }
}

function sellerOpening(n: SaleNotice, price: string): string {
  switch (n.saleKind) {
    case 'buy_now':
      return `${n.counterpart} bought your ${n.vehicle} for ${price} with Buy It Now.`;
    case 'offer':
      return `You accepted the offer from ${n.counterpart}: your ${n.vehicle} sold for ${price}.`;
    case 'counter_offer':
      return `${n.counterpart} accepted your counter-offer: your ${n.vehicle} sold for ${price}.`;
    case 'second_chance':
      return `${n.counterpart} accepted your second-chance offer: your ${n.vehicle} sold for ${price}.`;
    case 'auction':
      return `Your ${n.vehicle} sold for ${price} to ${n.counterpart}.`;
  }
}

/**
 * The buyer fee and the total, as the deal page's Amounts list them: taken at the sale (`when: 'taken'`), or, before
 * the buyer accepts an offer, taken when they accept (`when: 'on_accept'`).
 */
export function buyerFeeSentence(n: Pick<SaleNotice, 'price' | 'buyerFeeCents'>, when: 'taken' | 'on_accept' = 'taken'): string {
  if (n.buyerFeeCents <= 0) return `No buyer fee: ${formatUsd(n.price)} in all.`;
  const taken = when === 'taken' ? 'already taken from your bidding authorization at the sale' : 'taken from your bidding authorization when you accept';
  return `Buyer fee (${HOLD_RATE_PERCENT}%): ${formatUsdCents(n.buyerFeeCents)}, ${taken}; ${formatUsdCents(n.price * 100 + n.buyerFeeCents)} in all.`;
}

/** The buyer's notice: what they bought, what to pay, to whom, by when, and the fee and total. */
export function buyerSaleNoticeText(n: SaleNotice): string {
  const price = formatUsd(n.price);
  const by = noticeDeadline(n.payBy);
  const pay =
    n.paymentMethod === 'direct'
      ? `Pay the seller ${price} directly by ${by}; the deal page has their contacts, and the seller confirms there when it arrives.`
      : `Pay ${price} at checkout on the deal page by ${by}; VehicleBid holds it until you have the vehicle.`;
  return `${buyerOpening(n, price)} ${pay} ${buyerFeeSentence(n)}`;
}

/** The seller's notice: what sold, to whom, and what the buyer pays by when. */
export function sellerSaleNoticeText(n: SaleNotice): string {
  const price = formatUsd(n.price);
  const by = noticeDeadline(n.payBy);
  const next =
    n.paymentMethod === 'direct'
      ? `The buyer pays you ${price} directly by ${by}; confirm on the deal page when it arrives, then hand the vehicle over.`
      : `The buyer pays ${price} to VehicleBid by ${by}; we hold it and release it to you after the handover. The deal page says when to hand the vehicle over.`;
  return `${sellerOpening(n, price)} ${next}`;
}

/** The subject of the buyer's mail: what to pay, by when, for what. */
export function buyerSaleSubject(n: SaleNotice): string {
  const to = n.paymentMethod === 'direct' ? ' to the seller' : '';
  return `Pay ${formatUsd(n.price)}${to} by ${formatShortDate(Date.parse(n.payBy), 'utc')} for ${n.vehicle}`;
}

/** The subject of the seller's mail. */
export function sellerSaleSubject(n: SaleNotice): string {
  return `Sold: ${n.vehicle} for ${formatUsd(n.price)}`;
}
