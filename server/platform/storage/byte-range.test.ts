import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseRange, rangeHeader, resolveRange } from './byte-range.ts';

describe('parseRange', () => {
  it('reads the three forms of one byte range', () => {
    expect(parseRange('bytes=0-1')).toEqual({ start: 0, end: 1 });
    expect(parseRange('bytes=100-')).toEqual({ start: 100 });
    expect(parseRange('bytes=-500')).toEqual({ suffix: 500 });
    expect(parseRange(' bytes = 5 - 9 ')).toEqual({ start: 5, end: 9 });
  });

  it('ignores what is not one valid byte range (the whole object is sent)', () => {
    for (const h of [undefined, '', 'bytes=', 'bytes=-', 'bytes=5-4', 'items=0-1', 'bytes=0-1,4-5', 'bytes=a-b', 'bytes=1.5-2', 'bytes 0-1'])
      expect(parseRange(h), String(h)).toBeNull();
  });

  it('reads back what rangeHeader writes (property)', () => {
    const range = fc.oneof(
      fc.record({ start: fc.nat(), end: fc.nat() }).map(({ start, end }) => ({ start: Math.min(start, end), end: Math.max(start, end) })),
      fc.record({ start: fc.nat() }),
      fc.record({ suffix: fc.nat() }),
    );
    fc.assert(
      fc.property(range, (r) => {
        expect(parseRange(rangeHeader(r))).toEqual(r);
      }),
    );
  });
});

describe('resolveRange', () => {
  it('selects bytes inside the object, or none (416)', () => {
    expect(resolveRange({ start: 0, end: 1 }, 10)).toEqual({ start: 0, end: 1 });
    expect(resolveRange({ start: 4 }, 10)).toEqual({ start: 4, end: 9 });
    expect(resolveRange({ start: 4, end: 1000 }, 10)).toEqual({ start: 4, end: 9 });
    expect(resolveRange({ suffix: 3 }, 10)).toEqual({ start: 7, end: 9 });
    expect(resolveRange({ suffix: 30 }, 10)).toEqual({ start: 0, end: 9 });
    expect(resolveRange({ start: 10 }, 10)).toBeNull();
    expect(resolveRange({ suffix: 0 }, 10)).toBeNull();
    expect(resolveRange({ start: 0 }, 0)).toBeNull();
  });

  it('always selects a non-empty part of the object when it selects at all (property)', () => {
    const range = fc.oneof(fc.record({ start: fc.nat(2000), end: fc.option(fc.nat(2000), { nil: undefined }) }), fc.record({ suffix: fc.nat(2000) }));
    fc.assert(
      fc.property(range, fc.nat(1000), (r, size) => {
        if ('start' in r && r.end !== undefined && r.end < r.start) return;
        const got = resolveRange(r, size);
        if (!got) return;
        expect(got.start).toBeGreaterThanOrEqual(0);
        expect(got.start).toBeLessThanOrEqual(got.end);
        expect(got.end).toBeLessThan(size);
      }),
    );
  });
});
