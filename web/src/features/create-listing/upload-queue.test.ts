import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { settleUpload, type UploadSlot } from './upload-queue.ts';

describe('uploads join the listing in the order chosen (issue 25 item 6)', () => {
  it('three photos finishing 3, 2, 1 come out 1, 2, 3', () => {
    let queue: UploadSlot<string>[] = [{ key: 'a' }, { key: 'b' }, { key: 'c' }];
    const placed: string[] = [];
    for (const [key, item] of [
      ['c', 'photo 3'],
      ['b', 'photo 2'],
      ['a', 'photo 1'],
    ] as const) {
      const out = settleUpload(queue, key, item);
      queue = out.queue;
      placed.push(...out.ready);
    }
    expect(placed).toEqual(['photo 1', 'photo 2', 'photo 3']);
    expect(queue).toEqual([]);
  });

  it('whatever the finishing order, the picks and the failures: the chosen order minus the failures, each once', () => {
    fc.assert(
      fc.property(
        // Several picks in a row: each pick adds its files behind the earlier ones; some uploads fail.
        fc.array(fc.record({ fails: fc.boolean() }), { minLength: 1, maxLength: 12 }).chain((files) =>
          fc.tuple(
            fc.constant(files),
            fc.shuffledSubarray(
              files.map((_, i) => i),
              { minLength: files.length, maxLength: files.length },
            ),
          ),
        ),
        ([files, finishing]) => {
          let queue: UploadSlot<number>[] = files.map((_, i) => ({ key: `k${i}` }));
          const placed: number[] = [];
          const done: string[] = [];
          for (const i of finishing) {
            const out = settleUpload(queue, `k${i}`, files[i]!.fails ? null : i);
            queue = out.queue;
            placed.push(...out.ready);
            done.push(...out.done);
            // Nothing joins before every file chosen ahead of it has finished.
            for (const p of out.ready) expect(files.every((_, j) => j >= p || finishing.indexOf(j) <= finishing.indexOf(i))).toBe(true);
          }
          expect(placed).toEqual(files.map((f, i) => (f.fails ? null : i)).filter((i) => i !== null));
          expect(queue).toEqual([]);
          expect([...done].sort()).toEqual(files.map((_, i) => `k${i}`).sort());
          expect(new Set(done).size).toBe(done.length);
        },
      ),
      { numRuns: 300 },
    );
  });
});
