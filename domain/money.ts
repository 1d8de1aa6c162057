// SPEC 1: currency is US dollars, displayed as whole dollars with no decimals.
const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

export function formatUsd(amount: number): string {
  return usd.format(Math.round(amount));
}

/** Payment providers count cents; the product counts whole dollars (DESIGN "Data"). */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars) * 100;
}
