// Decision 031: what becomes of the buyer fee (SPEC 9's 2.5%, taken from the winner's bid hold when an auction sells)
// when the sale does not stand. The fee is returned when the sale fails through no fault of the buyer's; kept when
// the buyer is at fault or the sale stands. Pure: the server records the return as a money move of its own.
import { holdCents } from '../bidding/holds.ts';
import type { DealMove } from './deal-rules.ts';
import { formatUsdCents } from '../bidding/buyer-total.ts';

/** The deal_payments step of the fee's return (one per deal; its idempotency key is deal_{id}_fee_refund). */
export const FEE_REFUND_STEP = 'fee_refund';

export interface FeeReturnInput {
  move: DealMove;
  /** resolve: the admin's outcome. */
  outcome?: 'release' | 'refund' | 'split' | null;
  /** The fee taken at the sale, in cents (0 for a classified, which takes none). */
  feeTakenCents: number;
  /** resolve split: the cents released to the seller (the price the buyer paid in the end). */
  sellerCents?: number | null;
}

/**
 * The cents of the fee returned to the buyer by a move:
 * - the seller backs out: all of it (the sale failed through the seller);
 * - a dispute refunded in full: all of it (the vehicle was not as described);
 * - a dispute split: the fee is charged on what the seller keeps (2.5% of it, whole dollars, half up), the rest returned;
 * - a dispute released to the seller, a cancel for non-payment, and every other move: nothing.
 */
export function buyerFeeReturnCents(i: FeeReturnInput): number {
  if (i.feeTakenCents <= 0) return 0;
  if (i.move === 'back_out') return i.feeTakenCents;
  if (i.move !== 'resolve') return 0;
  if (i.outcome === 'refund') return i.feeTakenCents;
  if (i.outcome === 'split' && i.sellerCents) return Math.max(0, i.feeTakenCents - holdCents(Math.floor(i.sellerCents / 100)));
  return 0;
}

export type FeeViewer = 'buyer' | 'seller' | 'admin';

/**
 * What became of the fee, for whoever reads it (null when no fee was taken, or the seller, whom it does not concern,
 * when it was kept). `done`: the provider has returned it (past tense) or not yet (present).
 */
export function feeOutcomeText(o: { feeTakenCents: number; feeReturnCents: number; viewer: FeeViewer; done?: boolean }): string | null {
  const fee = o.feeTakenCents;
  if (fee <= 0) return null;
  const back = o.feeReturnCents;
  const you = o.viewer === 'buyer';
  const to = you ? 'to you' : 'to the buyer';
  const verb = o.done ? 'was returned' : 'is returned';
  if (back <= 0) return o.viewer === 'seller' ? null : `The buyer fee of ${formatUsdCents(fee)} taken at the sale is not returned.`;
  if (back >= fee) return `The buyer fee of ${formatUsdCents(fee)} taken at the sale ${verb} ${to} in full.`;
  return `Of the buyer fee of ${formatUsdCents(fee)} taken at the sale, ${formatUsdCents(back)} ${verb} ${to}; ${formatUsdCents(fee - back)} is kept, 2.5% of what the seller received.`;
}
