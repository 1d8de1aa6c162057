// Vehicle identification numbers for the demo listings: 17 characters with a correct check digit
// (position 9, by the domain's rule that the listing form checks) and model-year code (position 10).
import { vinCheckDigit } from '../../domain/listings/vin.ts';

// Model-year codes repeat every 30 years: A = 1980/2010 ... Y = 2000, 1 = 2001 ... 9 = 2009.
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';
const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;

export function modelYearCode(year: number): string {
  return YEAR_CODES.charAt((((year - 1980) % 30) + 30) % 30);
}

/** prefix: positions 1-8 (WMI + descriptor); plantAndSerial: positions 11-17. */
export function vin(prefix: string, year: number, plantAndSerial: string): string {
  if (prefix.length !== 8 || plantAndSerial.length !== 7) {
    throw new Error(`VIN parts have the wrong length: ${prefix} / ${plantAndSerial}`);
  }
  const draft = `${prefix}0${modelYearCode(year)}${plantAndSerial}`;
  if (!VIN_PATTERN.test(draft)) throw new Error(`Invalid VIN characters: ${draft}`);
  return `${prefix}${vinCheckDigit(draft)}${modelYearCode(year)}${plantAndSerial}`;
}

export function isValidVin(value: string, year?: number): boolean {
  if (!VIN_PATTERN.test(value)) return false;
  if (year !== undefined && value.charAt(9) !== modelYearCode(year)) return false;
  return value.charAt(8) === vinCheckDigit(value);
}
