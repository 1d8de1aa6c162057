export { formatUsd } from '../../../domain/money.ts';

export function formatDate(value: string | Date): string {
  return new Date(value).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}
