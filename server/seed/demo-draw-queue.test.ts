import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDrawQueue, type DrawPriority } from './demo-draw-queue.ts';

// What a visitor asks for is drawn before the background set, a few at once.
afterEach(() => {
  vi.useRealTimers();
});

describe('the demo drawing queue', () => {
  it('runs at most its slots at once; once they are taken, requests start before the background, each in the order added', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 3 }),
        fc.array(fc.constantFrom<DrawPriority>('request', 'background'), { minLength: 1, maxLength: 12 }),
        async (slots, priorities) => {
          const queue = createDrawQueue(slots, { quietMs: 0 });
          const started: number[] = [];
          const gates: Array<() => void> = [];
          let running = 0;
          let peak = 0;
          const done = priorities.map((priority, i) =>
            queue.add(`job ${i}`, priority, async () => {
              started.push(i);
              peak = Math.max(peak, ++running);
              await new Promise<void>((r) => gates.push(r));
              running--;
            }),
          );
          // Everything is queued before anything finishes; then one finishes at a time.
          for (let finished = 0; finished < priorities.length; finished++) {
            await new Promise((r) => setImmediate(r));
            gates.shift()!();
            await done[started[finished]!];
          }
          await Promise.all(done);
          const first = priorities.map((_, i) => i).slice(0, slots);
          const rest = priorities.map((p, i) => ({ p, i })).slice(slots);
          expect(started).toEqual([
            ...first,
            ...rest.filter((r) => r.p === 'request').map((r) => r.i),
            ...rest.filter((r) => r.p === 'background').map((r) => r.i),
          ]);
          expect(peak).toBe(Math.min(slots, priorities.length));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('leaves a slot free for visitors while they ask, and gives it back to the background once they have gone quiet', async () => {
    vi.useFakeTimers();
    const queue = createDrawQueue(2, { quietMs: 3000 });
    const gates: Array<() => void> = [];
    const blocked = () => new Promise<void>((r) => gates.push(r));
    const asked = queue.add('asked', 'request', blocked);
    await vi.advanceTimersByTimeAsync(0);
    for (const name of ['a', 'b', 'c']) void queue.add(name, 'background', blocked);
    await vi.advanceTimersByTimeAsync(0);
    expect(queue.snapshot().running).toEqual(['asked', 'a']);
    gates.shift()!();
    await asked;
    // The browser's next request comes a moment later: it finds the slot free.
    await vi.advanceTimersByTimeAsync(2000);
    expect(queue.snapshot().running).toEqual(['a']);
    await vi.advanceTimersByTimeAsync(1001);
    expect(queue.snapshot().running).toEqual(['a', 'b']);
    while (gates.length > 0) {
      gates.shift()!();
      await vi.advanceTimersByTimeAsync(0);
    }
    expect(queue.snapshot()).toEqual({ running: [], waiting: [] });
  });

  it('reports a failed drawing to its caller and goes on with the next', async () => {
    const queue = createDrawQueue(1);
    const failed = queue.add('bad', 'background', () => Promise.reject(new Error('no pixels')));
    const next = queue.add('good', 'request', () => Promise.resolve());
    await expect(failed).rejects.toThrow('no pixels');
    await expect(next).resolves.toBeUndefined();
    expect(queue.snapshot()).toEqual({ running: [], waiting: [] });
  });
});
