// An admin's decision of a disputed deal, as its timeline keeps it, in the words each party reads on the deal page,
// in the notice and in its e-mail: who got how much, what became of the buyer fee, and the reason the admin wrote.
import { formatUsdCents } from '../bidding/buyer-total.ts';
import { feeOutcomeText } from './deal-fee.ts';

export interface DealDecision {
  outcome: 'release' | 'refund' | 'split';
  /** Cents released to the seller, refunded to the buyer; null when the site held no money (a direct payment). */
  sellerCents: number | null;
  refundCents: number | null;
  /** The buyer fee taken at the sale, in cents (null or 0: none was taken, as for a classified). */
  buyerFeeCents: number | null;
  /** The part of that fee the decision returns to the buyer, in cents (decision 031; null on decisions made before it: none). */
  feeReturnCents: number | null;
  /** The admin's reason, shown to both parties. */
  reason: string | null;
}

export type DecisionViewer = 'buyer' | 'seller' | 'admin';

const OUTCOMES = ['release', 'refund', 'split'] as const;
const centsOrNull = (v: unknown): number | null => (typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : null);

/** The decision in a resolve step's details (the timeline's, or a notice's copy of them); null when there is none. */
export function decisionOf(details: unknown): DealDecision | null {
  if (!details || typeof details !== 'object') return null;
  const d = details as Record<string, unknown>;
  const outcome = OUTCOMES.find((o) => o === d.outcome);
  if (!outcome) return null;
  const reason = typeof d.reason === 'string' && d.reason.trim() !== '' ? d.reason.trim() : null;
  return {
    outcome,
    sellerCents: centsOrNull(d.sellerCents),
    refundCents: centsOrNull(d.refundCents),
    buyerFeeCents: centsOrNull(d.buyerFeeCents),
    feeReturnCents: centsOrNull(d.feeReturnCents),
    reason,
  };
}

const usd = (cents: number) => formatUsdCents(cents);

/**
 * Who got how much, for whoever reads it: '$26,500 has been released to you and $15,500 refunded to the buyer.'
 * to the seller, 'We refunded $15,500 to you and released $26,500 to the seller.' to the buyer.
 */
export function decisionMoneyText(d: DealDecision, viewer: DecisionViewer): string {
  const toSeller = d.sellerCents ?? 0;
  const toBuyer = d.refundCents ?? 0;
  if (d.sellerCents === null && d.refundCents === null) {
    const winner = d.outcome === 'refund' ? 'buyer' : 'seller';
    const who = viewer === winner ? 'you' : `the ${winner}`;
    const paid = viewer === 'buyer' ? 'you paid the seller directly' : viewer === 'seller' ? 'the buyer paid you directly' : 'it was paid directly';
    return `Decided for ${who}. VehicleBid held no money for this deal (${paid}), so no money moved through the site.`;
  }
  if (viewer === 'buyer') {
    if (toBuyer === 0) return `We released ${usd(toSeller)} to the seller. Nothing was refunded to you.`;
    return toSeller === 0
      ? `We refunded ${usd(toBuyer)} to you. Nothing was released to the seller.`
      : `We refunded ${usd(toBuyer)} to you and released ${usd(toSeller)} to the seller.`;
  }
  if (viewer === 'seller') {
    if (toSeller === 0) return `${usd(toBuyer)} has been refunded to the buyer. Nothing was released to you.`;
    return toBuyer === 0
      ? `${usd(toSeller)} has been released to you. Nothing was refunded to the buyer.`
      : `${usd(toSeller)} has been released to you and ${usd(toBuyer)} refunded to the buyer.`;
  }
  if (toBuyer === 0) return `${usd(toSeller)} released to the seller; nothing refunded to the buyer.`;
  if (toSeller === 0) return `${usd(toBuyer)} refunded to the buyer; nothing released to the seller.`;
  return `${usd(toSeller)} released to the seller and ${usd(toBuyer)} refunded to the buyer.`;
}

/**
 * What became of the buyer fee, said to the buyer and the admin (decision 031): returned in full when the buyer wins,
 * in part after a split (the fee is charged on what the seller keeps), kept when the money is released to the seller.
 * Null when no fee was taken (a classified) and for the seller.
 */
export function decisionFeeText(d: DealDecision, viewer: DecisionViewer): string | null {
  if (viewer === 'seller' || !d.buyerFeeCents) return null;
  return feeOutcomeText({ feeTakenCents: d.buyerFeeCents, feeReturnCents: d.feeReturnCents ?? 0, viewer });
}

/** The reason both parties read: 'Decision by VehicleBid: …'. */
export function decisionReasonText(d: DealDecision): string | null {
  return d.reason ? `Decision by VehicleBid: ${d.reason}` : null;
}

/** The whole decision for one reader, sentence after sentence (the notice and its e-mail). */
export function decisionText(d: DealDecision, viewer: DecisionViewer): string {
  return [decisionMoneyText(d, viewer), decisionFeeText(d, viewer), decisionReasonText(d)].filter((l): l is string => l !== null).join(' ');
}
