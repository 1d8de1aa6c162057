// Figures of the admin charts and tiles.

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
const compactMoney = new Intl.NumberFormat('en-US', { notation: 'compact', style: 'currency', currency: 'USD', maximumFractionDigits: 1 });

/** 1.2K, 3M: for axes and tight tiles. */
export const compactNumber = (v: number) => compact.format(v);
/** $1.2M. */
export const compactUsd = (v: number) => compactMoney.format(v);

/** 'Nov 3' of a YYYY-MM-DD day. */
export function shortDay(day: string): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
}
