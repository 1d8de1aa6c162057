import type { AppDeps } from '../app-deps.ts';
import type { LiveEvent, Realtime } from '../platform/realtime/realtime.ts';
import { userChannel } from '../platform/realtime/realtime.ts';

/**
 * A short-lived in-process memory of one user's own lists (the inbox, the unread count, a conversation,
 * the notifications; decision 020): a signed-in page asks for them on every navigation, and with a
 * heavy inbox they are the slowest reads a user makes. An entry is forgotten
 * - at once on this instance by the write that changes it (`forgetUserReads`: a message sent or read, a
 *   notification made or dismissed);
 * - on every other instance when the event that tells the user's open pages arrives (any event on the
 *   channel 'user:{id}', which every such write publishes);
 * - at the latest after `USER_READS_TTL_MS` (what is left: an admin deleting messages, a sender's new
 *   display name, an event lost while the LISTEN connection reconnects).
 */
export interface UserReads {
  /** The remembered answer of `key` for this user, or `load()` (concurrent misses share one load; failures are not kept). */
  get<T>(userId: string, key: string, load: () => Promise<T>): Promise<T>;
  /** Forgets everything remembered for this user, including loads still on their way. */
  forget(userId: string): void;
}

export const USER_READS_TTL_MS = 10_000;
const MAX_USERS = 5_000;
const MAX_KEYS_PER_USER = 50;

interface Entry {
  value: Promise<unknown>;
  expires: number;
}

export function createUserReads(opts: { ttlMs?: number; now?: () => number } = {}): UserReads {
  const ttl = opts.ttlMs ?? USER_READS_TTL_MS;
  const now = opts.now ?? (() => performance.now());
  const users = new Map<string, Map<string, Entry>>();
  return {
    get<T>(userId: string, key: string, load: () => Promise<T>): Promise<T> {
      let entries = users.get(userId);
      const hit = entries?.get(key);
      if (hit && hit.expires > now()) return hit.value as Promise<T>;
      if (!entries) {
        users.set(userId, (entries = new Map()));
        // Oldest user first: a Map iterates in insertion order.
        if (users.size > MAX_USERS) users.delete(users.keys().next().value!);
      }
      const value = load();
      const entry: Entry = { value, expires: now() + ttl };
      entries.delete(key);
      entries.set(key, entry);
      if (entries.size > MAX_KEYS_PER_USER) entries.delete(entries.keys().next().value!);
      const mine = entries;
      value.catch(() => {
        if (mine.get(key) === entry) mine.delete(key);
      });
      return value;
    },
    forget(userId) {
      // A load still on its way goes with its entry: whoever asks after this write reads afresh.
      users.delete(userId);
    },
  };
}

const instances = new WeakMap<Realtime, UserReads>();

/** This instance's memory of users' own lists; listens to every user channel so another instance's write is seen. */
export function userReadsOf(deps: Pick<AppDeps, 'realtime'>): UserReads {
  let reads = instances.get(deps.realtime);
  if (!reads) {
    const created = createUserReads();
    instances.set(deps.realtime, (reads = created));
    deps.realtime.subscribe(USER_CHANNELS, (event: LiveEvent) => created.forget(event.channel.slice(USER_PREFIX.length)));
  }
  return reads;
}

const USER_PREFIX = userChannel('');
/** Every user's channel at once (the realtime fan-out's prefix pattern). */
export const USER_CHANNELS = `${USER_PREFIX}*`;

/** After a write that changes these users' own lists, on this instance at once (the live event tells the others). */
export function forgetUserReads(deps: Pick<AppDeps, 'realtime'>, ...userIds: string[]): void {
  const reads = userReadsOf(deps);
  for (const id of userIds) reads.forget(id);
}
