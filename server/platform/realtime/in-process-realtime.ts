import type { LiveEvent, Realtime } from './realtime.ts';

/**
 * Fans events out to listeners registered by channel within this process. A listener of 'user:*' hears
 * every channel that starts with 'user:' (a prefix up to its first colon, then '*').
 */
export function createLocalFanout() {
  const listeners = new Map<string, Set<(event: LiveEvent) => void>>();
  const call = (set: Set<(event: LiveEvent) => void> | undefined, event: LiveEvent) => {
    for (const listener of set ?? []) {
      try {
        listener(event);
      } catch {
        // One broken viewer must not stop delivery to the others.
      }
    }
  };
  return {
    deliver(event: LiveEvent) {
      const colon = event.channel.indexOf(':');
      if (colon > 0) call(listeners.get(`${event.channel.slice(0, colon + 1)}*`), event);
      call(listeners.get(event.channel), event);
    },
    subscribe(channel: string, listener: (event: LiveEvent) => void) {
      let set = listeners.get(channel);
      if (!set) listeners.set(channel, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(channel);
      };
    },
    clear: () => listeners.clear(),
  };
}

export function createInProcessRealtime(): Realtime {
  const fanout = createLocalFanout();
  return {
    kind: 'in-process',
    async publish(event) {
      fanout.deliver(event);
    },
    subscribe: fanout.subscribe,
    async close() {
      fanout.clear();
    },
  };
}
