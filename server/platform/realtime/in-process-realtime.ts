import type { LiveEvent, Realtime } from './realtime.ts';

/** Fans events out to listeners registered by channel within this process. */
export function createLocalFanout() {
  const listeners = new Map<string, Set<(event: LiveEvent) => void>>();
  return {
    deliver(event: LiveEvent) {
      for (const listener of listeners.get(event.channel) ?? []) {
        try {
          listener(event);
        } catch {
          // One broken viewer must not stop delivery to the others.
        }
      }
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
