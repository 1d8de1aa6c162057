// Vehicle identification numbers for the demo listings: 17 characters with a correct check digit
// (position 9) and model-year code (position 10), so they pass the usual VIN validators.

const VALUES: Record<string, number> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
// Model-year codes repeat every 30 years: A = 1980/2010 ... Y = 2000, 1 = 2001 ... 9 = 2009.
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';
const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;

function valueOf(ch: string): number {
  if (/[0-9]/.test(ch)) return Number(ch);
  const v = VALUES[ch];
  if (v === undefined) throw new Error(`Invalid VIN character: ${ch}`);
  return v;
}

export function vinCheckDigit(vin17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += valueOf(vin17.charAt(i)) * (WEIGHTS[i] ?? 0);
  const r = sum % 11;
  return r === 10 ? 'X' : String(r);
}

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
