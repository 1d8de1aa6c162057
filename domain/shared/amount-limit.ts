// The largest amount of money the site takes in one bid, proxy maximum or price: every
// amount is checked against it before it reaches the engine or the database. Amounts are whole
// dollars in 32-bit columns and their 2.5% holds are cents in 32-bit columns (DESIGN "Data"), so the
// limit keeps both in range with room to spare, and is far above any vehicle ever sold.
import { formatUsd } from './money.ts';

/** Whole dollars: $500,000,000. Its 2.5% hold, 1,250,000,000 cents, still fits a 32-bit column. */
export const MAX_AMOUNT = 500_000_000;

/** The message of an amount over the limit, naming it. */
export const AMOUNT_TOO_LARGE_MESSAGE = `Amounts cannot exceed ${formatUsd(MAX_AMOUNT)}.`;

/** Whether an amount (already a number) is over the limit; also true for Infinity. */
export function exceedsAmountLimit(amount: number): boolean {
  return !(amount <= MAX_AMOUNT);
}
