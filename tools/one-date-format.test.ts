import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { productSources } from './source-files.ts';
import { formatDateTime, formatShortDate } from '../domain/shared/format.ts';
import { formatAdminTime } from '../web/src/ui/admin-kit.tsx';

// Dates and times read the same on admin and member pages: every page writes an instant with
// domain/shared/format.ts (formatDateTime 'Jan 5, 2025, 3:07 PM', formatShortDate 'Jan 5, 2025'), never with a
// formatter of its own (toLocaleString and its kin, Intl.DateTimeFormat).

const ROOT = join(import.meta.dirname, '..');
const SOURCE = /\.(ts|tsx)$/;
/** A date written by the browser's own formatter. Intl.DateTimeFormat().resolvedOptions() (the zone's name) writes no date. */
const OWN_DATE_FORMAT = [
  /\bnew Date\([^)]*\)\s*\.\s*toLocale(Date|Time)?String\(/,
  /\.toLocale(Date|Time)String\(/,
  /Intl\.DateTimeFormat\((?!\)\.resolvedOptions)/,
];
/** Chart axes write a day as 'Jan 5' on purpose (no year, no time): not a date of a page's text. */
const ALLOWED = new Set(['web/src/lib/chart-format.ts']);

describe('one date format (issue 39 item 7)', () => {
  it('admin pages write a time as member pages do', () => {
    const iso = '2026-11-23T15:04:00Z';
    expect(formatAdminTime(iso)).toBe(formatDateTime(Date.parse(iso), 'local'));
    expect(formatDateTime(Date.parse(iso), 'utc')).toBe('Nov 23, 2026, 3:04 PM');
    expect(formatShortDate(Date.parse(iso), 'utc')).toBe('Nov 23, 2026');
  });

  it('recognizes a page formatting a date itself', () => {
    const found = (line: string) => OWN_DATE_FORMAT.some((re) => re.test(line));
    expect(found("new Date(iso).toLocaleString('en-US', { hour12: false })")).toBe(true);
    expect(found("new Date(s.createdAt).toLocaleDateString('en-US')")).toBe(true);
    expect(found("new Intl.DateTimeFormat('en-US', { month: 'short' })")).toBe(true);
    expect(found('Intl.DateTimeFormat().resolvedOptions().timeZone')).toBe(false);
    expect(found("count.toLocaleString('en-US')")).toBe(false);
  });

  it('no page of web/src formats a date with a formatter of its own', () => {
    const offenders: string[] = [];
    for (const path of productSources(join(ROOT, 'web/src'), SOURCE)) {
      const rel = relative(ROOT, path);
      if (ALLOWED.has(rel)) continue;
      readFileSync(path, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (OWN_DATE_FORMAT.some((re) => re.test(line))) offenders.push(`${rel}:${i + 1}: ${line.trim()}`);
        });
    }
    expect(offenders).toEqual([]);
  });
});
