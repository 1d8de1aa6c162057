import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { notifyPayloads } from './postgres-realtime.ts';

// PostgreSQL refuses a NOTIFY payload of 8000 bytes or more, and one refused statement loses every event of
// its tick. Events are grouped by their size in bytes, whatever the script of the names in them.
const PG_LIMIT_BYTES = 8000;

describe('notifyPayloads', () => {
  it("every payload stays under PostgreSQL's limit in bytes and carries the events that fit, once and in order", () => {
    const text = fc.oneof(fc.string({ unit: 'grapheme', maxLength: 400 }), fc.string({ maxLength: 3000 }), fc.constant('東京の車'.repeat(700)));
    fc.assert(
      fc.property(fc.array(fc.record({ bidderName: text, amount: fc.integer() }), { maxLength: 60 }), (list) => {
        const events = list.map((e) => JSON.stringify(e));
        const tooLarge: number[] = [];
        const payloads = notifyPayloads(events, (size) => tooLarge.push(size));
        for (const p of payloads) expect(Buffer.byteLength(p, 'utf8')).toBeLessThan(PG_LIMIT_BYTES);
        const fits = events.filter((e) => Buffer.byteLength(e, 'utf8') + 2 <= 7900);
        expect(payloads.flatMap((p) => (JSON.parse(p) as unknown[]).map((e) => JSON.stringify(e)))).toEqual(fits);
        expect(tooLarge).toHaveLength(events.length - fits.length);
      }),
      { numRuns: 300 },
    );
  });
});
