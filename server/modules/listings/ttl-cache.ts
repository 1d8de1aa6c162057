import type { Clock } from '../../platform/clock.ts';

export interface TtlCache<T> {
  /** The cached value of `key` if younger than the TTL, else `load()` (concurrent misses share one load). */
  get(key: string, load: () => Promise<T>): Promise<T>;
}

/**
 * A small in-process cache for figures that may lag a few seconds (result counts, trending, category counts):
 * they are the expensive part of the browse pages on a large catalogue. Each instance keeps its own copy.
 */
export function ttlCache<T>(clock: Clock, ttlMs: number, maxEntries = 500): TtlCache<T> {
  const entries = new Map<string, { at: number; value: Promise<T> }>();
  return {
    get(key, load) {
      const now = clock.now().getTime();
      const hit = entries.get(key);
      if (hit && now - hit.at < ttlMs) return hit.value;
      const value = load();
      entries.delete(key);
      entries.set(key, { at: now, value });
      // A failed load is not kept.
      value.catch(() => entries.get(key)?.value === value && entries.delete(key));
      if (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      return value;
    },
  };
}
