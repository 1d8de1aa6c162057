import { describe, expect, it } from 'vitest';
import { decodeVin, requiresVin, VIN_MESSAGES, vinCheckDigit, vinModelYear, vinProblem } from './vin.ts';

describe('VIN check', () => {
  it('accepts valid VINs, ignoring case, spaces and hyphens', () => {
    expect(vinProblem('1M8GDM9AXKP042788')).toBeNull();
    expect(vinProblem('1hgcm82633a004352')).toBeNull();
    expect(vinProblem('1HGCM826-33A 004352')).toBeNull();
  });
  it('refuses a VIN of another length', () => {
    expect(vinProblem('1HGCM82633A00435')).toBe('length');
    expect(vinProblem('1HGCM82633A0043521')).toBe('length');
    expect(vinProblem('')).toBe('length');
  });
  it('refuses I, O and Q and anything not a letter or digit', () => {
    expect(vinProblem('1HGCM82633A00435I')).toBe('characters');
    expect(vinProblem('1HGCM82633AO04352')).toBe('characters');
    expect(vinProblem('QHGCM82633A004352')).toBe('characters');
    expect(vinProblem('1HGCM82633A00435_')).toBe('characters');
  });
  it('checks the check digit of North American VINs only', () => {
    expect(vinProblem('1HGCM82643A004352')).toBe('check_digit');
    expect(vinProblem('5YJ3E1EA7KF317000')).toBe('check_digit');
    // A European VIN need not carry a check digit.
    expect(vinProblem('WDB1240231A123456')).toBeNull();
  });
  it('computes X for a remainder of ten', () => {
    expect(vinCheckDigit('1M8GDM9AXKP042788')).toBe('X');
  });
  it('has a message for every problem', () => {
    expect(VIN_MESSAGES.check_digit).toMatch(/check digit/);
  });
});

describe('VIN decoding', () => {
  it('reads the model year in both 30-year cycles from position 7', () => {
    expect(vinModelYear('1HGCM82633A004352', 2027)).toBe(2003);
    expect(vinModelYear('1M8GDM9AXKP042788', 2027)).toBe(1989);
    expect(vinModelYear('WP0AB2A93KS114315', 2027)).toBe(2019);
    expect(vinModelYear('JH4DC4400SS012345', 2027)).toBe(1995);
  });
  it('never answers a year past the latest one', () => {
    // Position 7 is a letter (2010 cycle) but code Y would be 2030: falls back to 2000.
    expect(vinModelYear('1HGCMA2X4YA004352', 2027)).toBe(2000);
  });
  it('names the manufacturer of common makes from the WMI', () => {
    expect(decodeVin('1HGCM82633A004352', 2027)).toEqual({ vin: '1HGCM82633A004352', modelYear: 2003, manufacturer: 'Honda' });
    expect(decodeVin('WP0AB2A93KS114315', 2027)?.manufacturer).toBe('Porsche');
    expect(decodeVin('JH4DC4400SS012345', 2027)?.manufacturer).toBe('Acura');
  });
  it('answers null manufacturer for an unknown WMI and null for an invalid VIN', () => {
    expect(decodeVin('1M8GDM9AXKP042788', 2027)?.manufacturer).toBeNull();
    expect(decodeVin('1HGCM82643A004352', 2027)).toBeNull();
  });
});

describe('which listings need a VIN', () => {
  it('road vehicles of 1981 on', () => {
    for (const c of ['cars', 'motorcycles', 'heavy-duty-trucks-buses', 'rvs']) {
      expect(requiresVin(c, 1981)).toBe(true);
      expect(requiresVin(c, null)).toBe(true);
      expect(requiresVin(c, 1980)).toBe(false);
    }
  });
  it('not trailers, boats or heavy equipment', () => {
    for (const c of ['trailers', 'boats', 'heavy-equipment']) expect(requiresVin(c, 2020)).toBe(false);
  });
});
