import { formatWholeNumber } from '../../../domain/shared/format.ts';

/** Card and hero mileage: '12,345 mi'. */
export function formatMileage(mileage: number | null): string | null {
  return mileage === null ? null : `${formatWholeNumber(mileage)} mi`;
}
