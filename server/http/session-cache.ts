/**
 * A short-lived in-process memory of session lookups, keyed by the session cookie's value
 * (decision 001): a busy user's requests (bids above all) do not each pay better-auth's database
 * lookup. Anything that changes a user or their sessions on this instance forgets that user's entries
 * at once (`forgetUser`, `forget`), and only theirs; another instance's change (a revocation, say) is
 * seen within `ttlMs`.
 */
export interface SessionCache<T> {
  /** The cached lookup for this token, or a new one from `load` (failures are not kept). */
  get(token: string, load: () => Promise<T>): Promise<T>;
  forget(token: string): void;
  /** Forgets every remembered session of this user, and every lookup still on its way. */
  forgetUser(userId: string): void;
  clear(): void;
}

export const SESSION_CACHE_TTL_MS = 10_000;
const MAX_ENTRIES = 10_000;

interface Entry<T> {
  value: Promise<T>;
  expires: number;
  /** The user the session belongs to, once the lookup has answered (null: no user). */
  userId?: string | null;
}

export function createSessionCache<T>(opts: { ttlMs?: number; now?: () => number; userOf?: (value: T) => string | null } = {}): SessionCache<T> {
  const ttl = opts.ttlMs ?? SESSION_CACHE_TTL_MS;
  const now = opts.now ?? (() => performance.now());
  const userOf = opts.userOf ?? (() => null);
  const entries = new Map<string, Entry<T>>();
  return {
    get(token, load) {
      const hit = entries.get(token);
      if (hit && hit.expires > now()) return hit.value;
      if (hit) entries.delete(token);
      const value = load();
      const entry: Entry<T> = { value, expires: now() + ttl };
      entries.set(token, entry);
      value.then(
        (v) => {
          entry.userId = userOf(v);
        },
        () => {
          if (entries.get(token) === entry) entries.delete(token);
        },
      );
      // Oldest first: a Map iterates in insertion order.
      if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      return value;
    },
    forget(token) {
      entries.delete(token);
    },
    forgetUser(userId) {
      // Changes to users are rare next to lookups: a walk over the entries is cheap enough.
      for (const [token, entry] of entries) {
        if (entry.userId === undefined || entry.userId === userId) entries.delete(token);
      }
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
