import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatLiveCursor, parseLiveCursor, MAX_LIVE_CHANNELS } from './live-cursor.ts';

describe('live cursor (decision 027)', () => {
  it('reads back what it writes, for any base and positions of the requested channels', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: MAX_LIVE_CHANNELS })
          .chain((n) => fc.tuple(fc.constant(n), fc.maxSafeNat(), fc.dictionary(fc.integer({ min: 0, max: n - 1 }).map(String), fc.maxSafeNat()))),
        ([n, base, entries]) => {
          const positions = new Map(Object.entries(entries).map(([i, id]) => [Number(i), id]));
          const text = formatLiveCursor({ base, positions });
          expect(parseLiveCursor(text, n)).toEqual({ base, positions });
        },
      ),
    );
  });

  it('writes the base, then the channels past it by index', () => {
    expect(
      formatLiveCursor({
        base: 1200,
        positions: new Map([
          [2, 17],
          [0, 1234],
        ]),
      }),
    ).toBe('1200,0=1234,2=17');
    expect(formatLiveCursor({ base: 0, positions: new Map() })).toBe('0');
  });

  it('reads a plain number (the ids before, and ?since=) as a base without entries', () => {
    expect(parseLiveCursor('1042', 3)).toEqual({ base: 1042, positions: new Map() });
  });

  it('refuses what this stream could not have sent: absent, malformed, an index past its channels, an index twice', () => {
    for (const text of [undefined, null, '', 'abc', '12,', '12,0=', '12,0=5,0=6', '12,3=5', '-1', '1 2', '12;0=5', '99999999999999999']) {
      expect(parseLiveCursor(text, 3), String(text)).toBeNull();
    }
  });
});
