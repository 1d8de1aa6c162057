import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { afterWrongCode, LOCK_MINUTES, lockedText, MAX_WRONG_CODES, minutesToWait, wrongCodeText } from './code-lockout.ts';

const now = new Date('2026-11-28T12:00:00Z');

describe('wrong-code counting (issue 27 item 7)', () => {
  it('locks on the fifth wrong code in a row, for 15 minutes', () => {
    let failed = 0;
    const lefts: number[] = [];
    for (let i = 1; i <= MAX_WRONG_CODES; i++) {
      const r = afterWrongCode(failed, now);
      failed = r.failed;
      lefts.push(r.left);
      expect(r.lockedUntil === null).toBe(i < MAX_WRONG_CODES);
    }
    expect(lefts).toEqual([4, 3, 2, 1, 0]);
    expect(afterWrongCode(4, now).lockedUntil).toEqual(new Date(now.getTime() + LOCK_MINUTES * 60_000));
  });

  it('never has negative tries left and always locks at or past the limit', () => {
    fc.assert(
      fc.property(fc.integer({ min: -3, max: 100 }), (before) => {
        const r = afterWrongCode(before, now);
        expect(r.left).toBeGreaterThanOrEqual(0);
        expect(r.lockedUntil !== null).toBe(r.failed >= MAX_WRONG_CODES);
      }),
    );
  });

  it('rounds the wait up to whole minutes and ends it at the deadline', () => {
    expect(minutesToWait(null, now)).toBe(0);
    expect(minutesToWait(new Date(now.getTime() + 1), now)).toBe(1);
    expect(minutesToWait(new Date(now.getTime() + 14 * 60_000 + 1), now)).toBe(15);
    expect(minutesToWait(now, now)).toBe(0);
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), (ms) => {
        const m = minutesToWait(new Date(now.getTime() + ms), now);
        expect(m > 0).toBe(ms > 0);
        if (ms > 0) expect(m * 60_000).toBeGreaterThanOrEqual(ms);
      }),
    );
  });

  it('says how long to wait and how many tries are left', () => {
    expect(lockedText(15)).toBe('Too many wrong codes in a row. For your security this account must wait 15 minutes before the next try.');
    expect(lockedText(1)).toContain('wait 1 minute before');
    expect(wrongCodeText(4)).toBe('That code is not right. 4 tries left before this account must wait 15 minutes.');
    expect(wrongCodeText(1)).toBe('That code is not right. 1 try left before this account must wait 15 minutes.');
    expect(wrongCodeText(0)).toBe('That code is not right. After 5 wrong codes in a row this account must wait 15 minutes before the next try.');
  });
});
