import { useEffect, useRef } from 'react';

export interface LiveMessage {
  channel: string;
  type: string;
  data: Record<string, unknown>;
}

type Listener = (message: LiveMessage) => void;

// Browsers allow about six connections per origin, so every live view shares ONE EventSource
// over /api/live carrying the union of the channels in use; it is reopened when that set changes.
const listeners = new Map<string, Set<Listener>>();
let source: EventSource | null = null;
let openChannels = '';
let reopenTimer: ReturnType<typeof setTimeout> | null = null;
const EVENT_TYPES = new Set<string>();

function dispatch(type: string, raw: string) {
  let payload: Record<string, unknown>;
  try {
    payload = JSON.parse(raw) as Record<string, unknown>;
  } catch {
    return;
  }
  const channel = String(payload.channel ?? '');
  for (const l of listeners.get(channel) ?? []) l({ channel, type, data: payload });
}

function attach(es: EventSource, type: string) {
  es.addEventListener(type, (e) => dispatch(type, (e as MessageEvent<string>).data));
}

function reopen() {
  reopenTimer = null;
  const channels = [...listeners.keys()].sort().join(',');
  if (channels === openChannels && source) return;
  source?.close();
  source = null;
  // Channels that stay open across the switch may have missed events while no stream was open.
  const carried = new Set(openChannels ? openChannels.split(',') : []);
  openChannels = channels;
  if (!channels || typeof EventSource === 'undefined') return;
  const es = new EventSource(`/api/live?channels=${encodeURIComponent(channels)}`);
  for (const type of EVENT_TYPES) attach(es, type);
  // Reconnects are automatic; listeners hear 'reconnected' to catch up on what they missed.
  let opened = false;
  es.addEventListener('ready', () => {
    for (const [channel, set] of listeners) {
      if (opened || carried.has(channel)) for (const l of set) l({ channel: '', type: 'reconnected', data: {} });
    }
    opened = true;
  });
  source = es;
}

function schedule() {
  if (reopenTimer) return;
  reopenTimer = setTimeout(reopen, 50);
}

/** Listen to live events of some channels (e.g. 'auction:{id}', 'user:me'); returns the unsubscribe. */
export function subscribeLive(channels: string[], types: string[], listener: Listener): () => void {
  for (const t of types) {
    if (!EVENT_TYPES.has(t)) {
      EVENT_TYPES.add(t);
      if (source) attach(source, t);
    }
  }
  for (const c of channels) {
    let set = listeners.get(c);
    if (!set) listeners.set(c, (set = new Set()));
    set.add(listener);
  }
  schedule();
  return () => {
    for (const c of channels) {
      const set = listeners.get(c);
      set?.delete(listener);
      if (set && set.size === 0) listeners.delete(c);
    }
    schedule();
  };
}

/** React binding: the latest handler is always called, channels are (re)subscribed when they change. */
export function useLive(channels: string[], types: string[], handler: Listener): void {
  const ref = useRef(handler);
  ref.current = handler;
  const key = channels.join(',');
  const typeKey = types.join(',');
  useEffect(() => {
    if (!key) return;
    return subscribeLive(key.split(','), typeKey.split(','), (m) => ref.current(m));
  }, [key, typeKey]);
}
