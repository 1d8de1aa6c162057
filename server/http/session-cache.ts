/**
 * A short-lived in-process memory of session lookups, keyed by the session cookie's value
 * (decision 001): a busy user's requests (bids above all) do not each pay better-auth's database
 * lookup. Anything that changes sessions or users on this instance forgets entries at once
 * (`forget`, `clear`); another instance's change (a revocation, say) is seen within `ttlMs`.
 */
export interface SessionCache<T> {
  /** The cached lookup for this token, or a new one from `load` (failures are not kept). */
  get(token: string, load: () => Promise<T>): Promise<T>;
  forget(token: string): void;
  clear(): void;
}

export const SESSION_CACHE_TTL_MS = 10_000;
const MAX_ENTRIES = 10_000;

export function createSessionCache<T>(opts: { ttlMs?: number; now?: () => number } = {}): SessionCache<T> {
  const ttl = opts.ttlMs ?? SESSION_CACHE_TTL_MS;
  const now = opts.now ?? (() => performance.now());
  const entries = new Map<string, { value: Promise<T>; expires: number }>();
  return {
    get(token, load) {
      const hit = entries.get(token);
      if (hit && hit.expires > now()) return hit.value;
      if (hit) entries.delete(token);
      const value = load();
      entries.set(token, { value, expires: now() + ttl });
      value.catch(() => {
        if (entries.get(token)?.value === value) entries.delete(token);
      });
      // Oldest first: a Map iterates in insertion order.
      if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      return value;
    },
    forget(token) {
      entries.delete(token);
    },
    clear() {
      entries.clear();
    },
  };
}

/** The value of better-auth's session cookie (with or without the __Secure- prefix), if sent. */
export function sessionToken(cookieHeader: string | undefined): string | null {
  if (!cookieHeader) return null;
  const match = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=([^;]+)/.exec(cookieHeader);
  return match?.[1] ?? null;
}
