import { describe, expect, it } from 'vitest';
import { formatDateTime, formatMonthYear, formatShortDate, formatUsd, formatWholeNumber, parseTimeZoneOffset } from './format.ts';

// The written-out formats must say what Intl's en-US formats say (with a plain space before AM/PM).
const intlUsd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0, minimumFractionDigits: 0 });
const intlNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const intlDate = (timeZone: string) => new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone });
const intlDateTime = (timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone });
const plainSpaces = (s: string) => s.replace(/[\u202f\u00a0]/g, ' ');

describe('numbers', () => {
  it('groups thousands and rounds halves away from zero, as Intl does', () => {
    for (const n of [0, 7, 999, 1000, 12345, 999999.5, 1234567, 1e12, -1, -1234.5, 0.4, -0.4, 99.6, 250]) {
      expect(formatWholeNumber(n)).toBe(intlNumber.format(n).replace(/^-0$/, '0'));
      expect(formatUsd(n)).toBe(intlUsd.format(n).replace(/^-\$0$/, '$0'));
    }
    expect(formatUsd(1234567)).toBe('$1,234,567');
    expect(formatUsd(-250)).toBe('-$250');
    expect(formatWholeNumber(Number.NaN)).toBe('NaN');
  });
});

describe('dates', () => {
  it('writes short dates, date-times and month-years as Intl en-US does, in UTC and locally', () => {
    const instants = [Date.UTC(2025, 0, 5, 0, 7), Date.UTC(2026, 10, 23, 12, 0), Date.UTC(2024, 1, 29, 23, 59), Date.UTC(1999, 11, 31, 13, 5), 0];
    const localZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    for (const ms of instants) {
      expect(formatShortDate(ms, 'utc')).toBe(intlDate('UTC').format(ms));
      expect(formatShortDate(ms)).toBe(intlDate(localZone).format(ms));
      expect(formatDateTime(ms, 'utc')).toBe(plainSpaces(intlDateTime('UTC').format(ms)));
      expect(formatDateTime(ms)).toBe(plainSpaces(intlDateTime(localZone).format(ms)));
    }
    expect(formatDateTime(Date.UTC(2025, 0, 5, 0, 7), 'utc')).toBe('Jan 5, 2025, 12:07 AM');
    expect(formatDateTime(Date.UTC(2025, 0, 5, 12, 30), 'utc')).toBe('Jan 5, 2025, 12:30 PM');
    expect(formatMonthYear(Date.UTC(2025, 6, 1), 'utc')).toBe('Jul 2025');
  });

  it('writes dates at a fixed offset as Intl does in a zone at that offset', () => {
    const ms = Date.UTC(2026, 0, 15, 3, 30);
    expect(formatDateTime(ms, { offsetMinutes: 300 })).toBe(plainSpaces(intlDateTime('America/New_York').format(ms)));
    expect(formatDateTime(ms, { offsetMinutes: -540 })).toBe(plainSpaces(intlDateTime('Asia/Tokyo').format(ms)));
    expect(formatShortDate(ms, { offsetMinutes: 300 })).toBe('Jan 14, 2026');
    expect(formatMonthYear(Date.UTC(2026, 0, 1, 2), { offsetMinutes: 300 })).toBe('Dec 2025');
    expect(formatDateTime(ms, { offsetMinutes: 0 })).toBe(formatDateTime(ms, 'utc'));
  });

  it("at the visitor's own offset, writes what the visitor's local clock says", () => {
    for (const ms of [Date.UTC(2026, 0, 15, 3, 30), Date.UTC(2026, 6, 4, 18, 5), Date.UTC(2025, 2, 9, 7, 0)]) {
      expect(formatDateTime(ms, { offsetMinutes: new Date(ms).getTimezoneOffset() })).toBe(formatDateTime(ms));
    }
  });

  it('reads the offset cookie: whole minutes from UTC-12 to UTC+14 only', () => {
    expect(parseTimeZoneOffset('300')).toBe(300);
    expect(parseTimeZoneOffset('-540')).toBe(-540);
    expect(parseTimeZoneOffset('0')).toBe(0);
    expect(parseTimeZoneOffset('-840')).toBe(-840);
    expect(parseTimeZoneOffset('720')).toBe(720);
    for (const bad of ['721', '-841', '1e2', '30.5', '', 'abc', ' 60', null, undefined]) expect(parseTimeZoneOffset(bad)).toBeNull();
  });

  it('says Invalid Date for an invalid instant', () => {
    expect(formatShortDate(Number.NaN)).toBe('Invalid Date');
    expect(formatDateTime(Number.POSITIVE_INFINITY)).toBe('Invalid Date');
    expect(formatMonthYear(8.64e15 + 1)).toBe('Invalid Date');
  });
});
