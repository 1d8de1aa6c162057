export { formatUsd } from '../../../domain/money.ts';

export function formatDate(value: string | Date): string {
  return new Date(value).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}

const wholeNumber = new Intl.NumberFormat('en-US');

/** Card and hero mileage: '12,345 mi'. */
export function formatMileage(mileage: number | null): string | null {
  return mileage === null ? null : `${wholeNumber.format(mileage)} mi`;
}
