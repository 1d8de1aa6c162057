import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bidLimit, DEFAULT_BIDS_PER_MINUTE, secondsLeft, tooManyWritesText, waitText, windowStart, WRITE_LIMITS } from './write-limits.ts';

describe('write limits (issue 23 item 9)', () => {
  it('puts every moment in the fixed window that holds it, and waits until that window ends', () => {
    fc.assert(
      fc.property(fc.nat({ max: 4_000_000_000_000 }), fc.constantFrom(60, 3600, 86_400), (now, seconds) => {
        const start = windowStart(now, seconds);
        expect(start).toBeLessThanOrEqual(now);
        expect(now).toBeLessThan(start + seconds * 1000);
        const wait = secondsLeft(now, seconds);
        expect(wait).toBeGreaterThanOrEqual(1);
        expect(wait).toBeLessThanOrEqual(seconds);
        // After the wait the moment is in the next window.
        expect(windowStart(now + wait * 1000, seconds)).toBe(start + seconds * 1000);
      }),
    );
  });

  it('says how long to wait in seconds, minutes or hours, rounded up', () => {
    expect(waitText(1)).toBe('1 second');
    expect(waitText(42)).toBe('42 seconds');
    expect(waitText(119)).toBe('119 seconds');
    expect(waitText(121)).toBe('3 minutes');
    expect(waitText(3600)).toBe('60 minutes');
    expect(waitText(7200)).toBe('2 hours');
    expect(waitText(86_399)).toBe('24 hours');
    expect(tooManyWritesText('message', 42)).toBe('Too many messages. Please wait 42 seconds and try again.');
    expect(tooManyWritesText('savedSearch', 1)).toBe('Too many saved searches. Please wait 1 second and try again.');
  });

  it('gives an address at least its member’s room, and a day at least its minute’s', () => {
    for (const limit of Object.values(WRITE_LIMITS)) {
      limit.address.forEach((w, i) => expect(w.max).toBeGreaterThanOrEqual(limit.member[i]!.max));
      for (const windows of [limit.member, limit.address]) windows.slice(1).forEach((w, i) => expect(w.max).toBeGreaterThanOrEqual(windows[i]!.max));
    }
  });

  it('holds a member to 30 bids a minute by default, a number the setting replaces; no address is held (issue 35 item 7)', () => {
    expect(WRITE_LIMITS.bid).toEqual(bidLimit(DEFAULT_BIDS_PER_MINUTE));
    expect(DEFAULT_BIDS_PER_MINUTE).toBe(30);
    expect(bidLimit(500)).toEqual({ noun: 'bids', member: [{ seconds: 60, max: 500 }], address: [] });
    expect(tooManyWritesText('bid', 30)).toBe('Too many bids. Please wait 30 seconds and try again.');
  });
});
