// The demo images are drawn in turn, a few at once (one per core), and what a visitor asks
// for goes ahead of the background drawing, so a page's pictures never wait behind the whole set.

/** 'request': a visitor is waiting for it; 'background': drawn ahead of time, in the order given. */
export type DrawPriority = 'request' | 'background';

interface Entry {
  name: string;
  priority: DrawPriority;
  seq: number;
  run: () => Promise<void>;
  resolve: () => void;
  reject: (err: unknown) => void;
}

export interface DrawQueue {
  /** Runs `run` when a slot is free and nothing more urgent waits: requests first, then the background, each in turn. */
  add(name: string, priority: DrawPriority, run: () => Promise<void>): Promise<void>;
  /** What is being drawn, and what waits in the order it will be drawn (tests, logs). */
  snapshot(): { running: string[]; waiting: Array<{ name: string; priority: DrawPriority }> };
}

/**
 * `concurrency` drawings at once. While visitors are asking (a request drawn in the last `quietMs`), the
 * background leaves one slot free for them: a browser asks for a page's pictures a few at a time, and each
 * next one should not find every slot taken by the background again.
 */
export function createDrawQueue(concurrency: number, o: { quietMs?: number } = {}): DrawQueue {
  const slots = Math.max(1, Math.floor(concurrency));
  const quietMs = o.quietMs ?? 3000;
  const waiting: Entry[] = [];
  const running = new Set<Entry>();
  let seq = 0;
  let lastRequest = -Infinity;
  let wake: NodeJS.Timeout | undefined;

  const rank = (e: Entry) => (e.priority === 'request' ? 0 : 1);
  const before = (a: Entry, b: Entry) => rank(a) - rank(b) || a.seq - b.seq;
  const runningBackground = () => [...running].filter((e) => e.priority === 'background').length;

  function backgroundSlots(): number {
    const quietFor = Date.now() - lastRequest;
    const asking = [...running].some((e) => e.priority === 'request') || quietFor < quietMs;
    if (asking && !wake && quietFor < quietMs) {
      // When the visitors have gone quiet, the background takes every slot again.
      wake = setTimeout(() => ((wake = undefined), pump()), quietMs - quietFor + 1);
      wake.unref();
    }
    return asking ? Math.max(1, slots - 1) : slots;
  }

  function pump() {
    while (running.size < slots && waiting.length > 0) {
      let next = 0;
      for (let i = 1; i < waiting.length; i++) if (before(waiting[i]!, waiting[next]!) < 0) next = i;
      // The first in line is a background one only when no request waits.
      if (waiting[next]!.priority === 'background' && runningBackground() >= backgroundSlots()) return;
      const [entry] = waiting.splice(next, 1) as [Entry];
      running.add(entry);
      const finish = () => {
        running.delete(entry);
        if (entry.priority === 'request') lastRequest = Date.now();
        pump();
      };
      void Promise.resolve()
        .then(entry.run)
        .then(
          () => (finish(), entry.resolve()),
          (err: unknown) => (finish(), entry.reject(err)),
        );
    }
  }

  return {
    add(name, priority, run) {
      return new Promise<void>((resolve, reject) => {
        waiting.push({ name, priority, seq: seq++, run, resolve, reject });
        pump();
      });
    },
    snapshot() {
      return { running: [...running].map((e) => e.name), waiting: [...waiting].sort(before).map((e) => ({ name: e.name, priority: e.priority })) };
    },
  };
}
