// SPEC 9 "Seller reputation", shown in the Seller Profile dialog (SPEC 2).

export interface ReputationInput {
  /** The seller's active listings. */
  active: number;
  /** The seller's ended listings. */
  ended: number;
  /** Ended listings that were sold (SPEC 7: ended with a winner; our engine closes a sale as status sold). */
  endedSold: number;
  /** Distinct listings of the seller that received at least one bid. */
  auctionsWithBids: number;
  /** The seller has at least one listing of any status. */
  hasAnyListing: boolean;
}

export type ReputationLabel = 'Excellent' | 'Good' | 'Building';

export interface Reputation {
  score: number;
  label: ReputationLabel;
}

/** SPEC 9: a seller with any listing never scores below this. */
export const REPUTATION_FLOOR = 50;
export const EXCELLENT_FROM = 80;
export const GOOD_FROM = 60;

/**
 * SPEC 9: J = sold / ended, K = auctions with bids / (active + ended), L = min(1, (active*0.1 + ended*0.2)/10);
 * score = round(J*40 + K*30 + L*30), raised to 50 when the seller has any listing.
 * A zero denominator makes its ratio 0. The formula is applied as written: K is not capped, so a seller
 * whose bid-receiving listings outnumber active + ended ones (sold listings count there) can pass 100.
 */
export function sellerReputation(input: ReputationInput): Reputation {
  const j = ratio(input.endedSold, input.ended);
  const k = ratio(input.auctionsWithBids, input.active + input.ended);
  const l = Math.min(1, (input.active * 0.1 + input.ended * 0.2) / 10);
  const raw = Math.round(j * 40 + k * 30 + l * 30);
  const score = input.hasAnyListing && raw < REPUTATION_FLOOR ? REPUTATION_FLOOR : raw;
  return { score, label: reputationLabel(score) };
}

/** SPEC 9: Excellent at 80 or more, Good at 60 or more, otherwise Building. */
export function reputationLabel(score: number): ReputationLabel {
  if (score >= EXCELLENT_FROM) return 'Excellent';
  if (score >= GOOD_FROM) return 'Good';
  return 'Building';
}

function ratio(numerator: number, denominator: number): number {
  return denominator === 0 ? 0 : numerator / denominator;
}
