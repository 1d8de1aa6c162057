/** SPEC 9: a leading bid holds 2.5% of its amount; the winner pays the same 2.5% as the buyer fee. */
export const HOLD_RATE_PERCENT = 2.5;

/** SPEC 9: the bidder authorization is a $250 hold, in cents at the provider boundary. */
export const AUTHORIZATION_AMOUNT_CENTS = 25_000;

/**
 * 2.5% of a whole-dollar amount, in whole dollars (SPEC 1), half a dollar rounded up (decision 003): $26,500 holds
 * $663, $13,899 holds $347. Returned in cents, the unit of the payments boundary, so always a multiple of 100.
 */
export function holdDollars(amountDollars: number): number {
  if (!Number.isInteger(amountDollars) || amountDollars < 0) throw new RangeError(`Not a whole-dollar amount: ${amountDollars}`);
  // dollars * 2.5 / 100 = dollars / 40; + 20/40 rounds half a dollar up, kept in integers.
  return Math.floor((amountDollars + 20) / 40);
}

export function holdCents(amountDollars: number): number {
  return holdDollars(amountDollars) * 100;
}

/** The buyer fee captured from the winner's hold at close (SPEC 9). */
export const buyerFeeCents = holdCents;

export type LedgerEntryKind = 'hold' | 'release' | 'capture';

/** Books check: every hold is either still held, released in full, or captured in full. */
export function holdBalance(entries: readonly { kind: LedgerEntryKind; amountCents: number }[]): number {
  return entries.reduce((sum, e) => sum + (e.kind === 'hold' ? e.amountCents : -e.amountCents), 0);
}
