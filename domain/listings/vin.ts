// VIN rules for the listing form: road vehicles of model year 1981 on carry the 17-character
// VIN of 49 CFR 565; trailers, boats and heavy equipment take a serial or hull number as free text.
// Offline decoding only: the model year (position 10) and the manufacturer (the WMI, positions 1-3).

import type { CategorySlug } from './vehicle-categories.ts';

/** Categories whose listings carry a checked 17-character VIN (model year 1981 on). */
export const VIN_CATEGORIES: readonly CategorySlug[] = ['cars', 'motorcycles', 'heavy-duty-trucks-buses', 'rvs'];
/** The 17-character VIN applies from this model year; older road vehicles have shorter serials. */
export const VIN_FIRST_MODEL_YEAR = 1981;

export function categoryUsesVin(category: string): boolean {
  return (VIN_CATEGORIES as readonly string[]).includes(category);
}

/** Whether the listing's identifier must be a checked VIN: a road vehicle of 1981 on (or of unknown year). */
export function requiresVin(category: string, year: number | null | undefined): boolean {
  if (!categoryUsesVin(category)) return false;
  return year == null || year >= VIN_FIRST_MODEL_YEAR;
}

const TRANSLITERATION: Record<string, number> = {
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

export function normalizeVin(vin: string): string {
  return vin.replace(/[\s-]/g, '').toUpperCase();
}

/** The check digit (position 9) a VIN should carry: '0'-'9' or 'X'. */
export function vinCheckDigit(vin: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const ch = vin[i]!;
    const value = /\d/.test(ch) ? Number(ch) : (TRANSLITERATION[ch] ?? 0);
    sum += value * WEIGHTS[i]!;
  }
  const rest = sum % 11;
  return rest === 10 ? 'X' : String(rest);
}

/** North American VINs (WMI starting 1-5: United States, Canada, Mexico) must carry a valid check digit. */
export function isNorthAmericanVin(vin: string): boolean {
  return /^[1-5]/.test(vin);
}

export type VinProblem = 'length' | 'characters' | 'check_digit';

export const VIN_MESSAGES: Record<VinProblem, string> = {
  length: 'A VIN has exactly 17 characters',
  characters: 'A VIN has only letters and digits, never I, O or Q',
  check_digit: 'This VIN does not pass the check digit test; please check it for typos',
};

/** The first problem of a VIN, or null when it is valid. */
export function vinProblem(raw: string): VinProblem | null {
  const vin = normalizeVin(raw);
  if (vin.length !== 17) return 'length';
  if (!/^[A-HJ-NPR-Z0-9]{17}$/.test(vin)) return 'characters';
  if (isNorthAmericanVin(vin) && vinCheckDigit(vin) !== vin[8]) return 'check_digit';
  return null;
}

// Position 10: the model-year code cycles every 30 years (no I, O, Q, U, Z or 0).
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';

/**
 * The model year of a VIN. The code repeats every 30 years; for North American light vehicles a
 * letter in position 7 marks the 2010 cycle and a digit the 1980 one (49 CFR 565.15); most makers
 * follow it for every market. A year past
 * `latestYear` (next year, normally) falls back one cycle.
 */
export function vinModelYear(raw: string, latestYear: number): number | null {
  const vin = normalizeVin(raw);
  const index = YEAR_CODES.indexOf(vin[9] ?? '');
  if (vin.length !== 17 || index < 0) return null;
  let year = 1980 + index;
  if (/[A-Z]/.test(vin[6] ?? '')) year += 30;
  if (year > latestYear) year -= 30;
  return year;
}

// World manufacturer identifiers of the common makes, by their first three (or two) characters.
const WMI: Record<string, string> = {
  '1G1': 'Chevrolet',
  '1GC': 'Chevrolet',
  '1GN': 'Chevrolet',
  '2G1': 'Chevrolet',
  '3G1': 'Chevrolet',
  '1G0': 'Chevrolet',
  '1G4': 'Buick',
  '2G4': 'Buick',
  '1G6': 'Cadillac',
  '1GY': 'Cadillac',
  '1G2': 'Pontiac',
  '2G2': 'Pontiac',
  '1G3': 'Oldsmobile',
  '1GT': 'GMC',
  '1GK': 'GMC',
  '2GT': 'GMC',
  '3GT': 'GMC',
  '1FA': 'Ford',
  '1FB': 'Ford',
  '1FC': 'Ford',
  '1FD': 'Ford',
  '1FM': 'Ford',
  '1FT': 'Ford',
  '2FA': 'Ford',
  '2FM': 'Ford',
  '2FT': 'Ford',
  '3FA': 'Ford',
  '3FT': 'Ford',
  '1ZV': 'Ford',
  '1LN': 'Lincoln',
  '5LM': 'Lincoln',
  '2LM': 'Lincoln',
  '1C3': 'Chrysler',
  '2C3': 'Chrysler',
  '1C4': 'Jeep',
  '1J4': 'Jeep',
  '1J8': 'Jeep',
  '1B3': 'Dodge',
  '2B3': 'Dodge',
  '1D7': 'Dodge',
  '2C4': 'Dodge',
  '1C6': 'Ram',
  '3C6': 'Ram',
  '3D7': 'Ram',
  '1P3': 'Plymouth',
  '1HG': 'Honda',
  '2HG': 'Honda',
  '5FN': 'Honda',
  '5J6': 'Honda',
  JHM: 'Honda',
  JH2: 'Honda',
  JH4: 'Acura',
  '19U': 'Acura',
  '4T1': 'Toyota',
  '4T3': 'Toyota',
  '5TD': 'Toyota',
  '5TF': 'Toyota',
  JT2: 'Toyota',
  JTD: 'Toyota',
  JTE: 'Toyota',
  JTH: 'Lexus',
  JTJ: 'Lexus',
  '2T1': 'Toyota',
  '1N4': 'Nissan',
  '1N6': 'Nissan',
  '5N1': 'Nissan',
  JN1: 'Nissan',
  JN8: 'Nissan',
  JNK: 'Infiniti',
  JNR: 'Infiniti',
  JM1: 'Mazda',
  JM3: 'Mazda',
  JF1: 'Subaru',
  JF2: 'Subaru',
  '4S3': 'Subaru',
  '4S4': 'Subaru',
  JA3: 'Mitsubishi',
  JA4: 'Mitsubishi',
  KMH: 'Hyundai',
  '5NP': 'Hyundai',
  KNA: 'Kia',
  KND: 'Kia',
  '5XY': 'Kia',
  KMU: 'Genesis',
  WBA: 'BMW',
  WBS: 'BMW',
  '5UX': 'BMW',
  '4US': 'BMW',
  WBY: 'BMW',
  WMW: 'Mini',
  WDB: 'Mercedes-Benz',
  WDD: 'Mercedes-Benz',
  WDC: 'Mercedes-Benz',
  '4JG': 'Mercedes-Benz',
  W1K: 'Mercedes-Benz',
  W1N: 'Mercedes-Benz',
  WP0: 'Porsche',
  WP1: 'Porsche',
  WAU: 'Audi',
  WA1: 'Audi',
  WVW: 'Volkswagen',
  WVG: 'Volkswagen',
  '3VW': 'Volkswagen',
  '1VW': 'Volkswagen',
  YV1: 'Volvo',
  YV4: 'Volvo',
  '4V4': 'Volvo',
  YS3: 'Saab',
  SAJ: 'Jaguar',
  SAL: 'Land Rover',
  SCC: 'Lotus',
  SCF: 'Aston Martin',
  SCA: 'Rolls-Royce',
  SCB: 'Bentley',
  SBM: 'McLaren',
  ZFF: 'Ferrari',
  ZHW: 'Lamborghini',
  ZAM: 'Maserati',
  ZAR: 'Alfa Romeo',
  ZFA: 'Fiat',
  '5YJ': 'Tesla',
  '7SA': 'Tesla',
  '1A4': 'Chrysler',
  '1AM': 'AMC',
  // Motorcycles
  '1HD': 'Harley-Davidson',
  '5HD': 'Harley-Davidson',
  JKA: 'Kawasaki',
  JS1: 'Suzuki',
  JYA: 'Yamaha',
  ZDM: 'Ducati',
  WB1: 'BMW',
  SMT: 'Triumph',
  VBK: 'KTM',
  '56K': 'Indian',
  '5VP': 'Victory',
  ZD4: 'Aprilia',
  '4XA': 'Polaris',
  '2BP': 'Can-Am',
  // Trucks, buses and RVs
  '1FU': 'Freightliner',
  '1FV': 'Freightliner',
  '3AK': 'Freightliner',
  '1XK': 'Kenworth',
  '2XK': 'Kenworth',
  '1XP': 'Peterbilt',
  '2XP': 'Peterbilt',
  '1M1': 'Mack',
  '1M2': 'Mack',
  '1HT': 'International',
  '1HS': 'International',
  '3HS': 'International',
  '4V5': 'Volvo',
  '4VG': 'Volvo',
  '5KJ': 'Western Star',
  '2WK': 'Western Star',
  JHB: 'Hino',
  '5PV': 'Hino',
  JAL: 'Isuzu',
  '4KL': 'Isuzu',
  '1BA': 'Blue Bird',
  '4DR': 'Thomas Built Buses',
  '1RF': 'Monaco',
  '4UZ': 'Freightliner',
  '4VZ': 'Spartan',
  '1GB': 'Chevrolet',
  '5B4': 'Workhorse',
  '1F6': 'Ford',
  '54D': 'Entegra Coach',
};

export interface DecodedVin {
  vin: string;
  modelYear: number | null;
  manufacturer: string | null;
}

/** Model year and manufacturer read offline from a valid VIN; null fields when unknown. */
export function decodeVin(raw: string, latestYear: number): DecodedVin | null {
  const vin = normalizeVin(raw);
  if (vinProblem(vin)) return null;
  const manufacturer = WMI[vin.slice(0, 4)] ?? WMI[vin.slice(0, 3)] ?? null;
  return { vin, modelYear: vinModelYear(vin, latestYear), manufacturer };
}
