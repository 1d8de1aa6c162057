/**
 * Files chosen in the sell form upload at once, but join the listing in the order they
 * were chosen (across several picks in a row), whichever upload finishes first. Each chosen file holds a
 * slot; a finished upload fills its slot (a failed one leaves it empty), and the filled slots at the head
 * of the queue leave it in order.
 */
export interface UploadSlot<T> {
  key: string;
  /** undefined while uploading, then the uploaded item. */
  item?: T | null;
}

export interface Settled<T> {
  /** The slots still waiting (their own upload, or one chosen before them). */
  queue: UploadSlot<T>[];
  /** Items that join the listing now, in the order they were chosen. */
  ready: T[];
  /** Keys whose slots are done with: placed, or failed. */
  done: string[];
}

/** The queue after the upload of `key` ended with `item` (null: it failed). */
export function settleUpload<T>(queue: readonly UploadSlot<T>[], key: string, item: T | null): Settled<T> {
  // A failed upload leaves its slot at once (its message shows): it keeps nobody waiting.
  const next = item === null ? queue.filter((s) => s.key !== key) : queue.map((s) => (s.key === key ? { key, item } : s));
  const ready: T[] = [];
  const done: string[] = item === null ? [key] : [];
  let head = 0;
  while (head < next.length && next[head]!.item !== undefined) {
    const slot = next[head++]!;
    done.push(slot.key);
    if (slot.item !== null && slot.item !== undefined) ready.push(slot.item);
  }
  return { queue: next.slice(head), ready, done };
}
