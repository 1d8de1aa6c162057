// SPEC 1: currency is US dollars, displayed as whole dollars with no decimals (written out in format.ts).
export { formatUsd } from './format.ts';

/** Payment providers count cents; the product counts whole dollars (DESIGN "Data"). */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars) * 100;
}
