import { useEffect, useRef, useSyncExternalStore } from 'react';

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
/** The stream's position (every event's id, decision 027): a reopened stream asks for what came after it. */
let lastEventId = '';
let retryTimer: ReturnType<typeof setTimeout> | null = null;

/**
 * 'live' while the stream is open, 'reconnecting' from the moment it drops until the server has answered
 * again (and sent what was missed): what is on screen may be behind, and the views say so.
 */
export type LiveStatus = 'connecting' | 'live' | 'reconnecting';
let status: LiveStatus = 'connecting';
const statusListeners = new Set<() => void>();
function setStatus(next: LiveStatus) {
  if (status === next) return;
  status = next;
  for (const l of statusListeners) l();
}

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
  es.addEventListener(type, (e) => {
    const m = e as MessageEvent<string>;
    if (m.lastEventId) lastEventId = m.lastEventId;
    dispatch(type, m.data);
  });
}

function reopen(resume = false) {
  reopenTimer = null;
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = null;
  const channels = [...listeners.keys()].sort().join(',');
  if (channels === openChannels && source && !resume) return;
  source?.close();
  source = null;
  // Channels that stay open across the switch may have missed events while no stream was open.
  const carried = new Set(openChannels ? openChannels.split(',') : []);
  // A stream of other channels counts its positions differently: only the same list resumes from its id.
  const since = resume && channels === openChannels && lastEventId ? `&since=${encodeURIComponent(lastEventId)}` : '';
  if (channels !== openChannels) lastEventId = '';
  openChannels = channels;
  if (!channels) setStatus('connecting');
  if (!channels || typeof EventSource === 'undefined') return;
  const es = new EventSource(`/api/live?channels=${encodeURIComponent(channels)}${since}`);
  for (const type of EVENT_TYPES) attach(es, type);
  // Reconnects are automatic (the browser sends Last-Event-ID, and the server sends what was missed);
  // listeners also hear 'reconnected' to re-read what no event tells.
  let opened = false;
  es.addEventListener('ready', (e) => {
    const m = e as MessageEvent<string>;
    if (m.lastEventId) lastEventId = m.lastEventId;
    setStatus('live');
    for (const [channel, set] of listeners) {
      if (opened || resume || carried.has(channel)) for (const l of set) l({ channel: '', type: 'reconnected', data: {} });
    }
    opened = true;
  });
  es.addEventListener('error', () => {
    if (source !== es) return;
    setStatus('reconnecting');
    // The browser gives up when an instance answers an error (503 while it shuts down): open again ourselves,
    // a little later and from the same position.
    if (es.readyState === EventSource.CLOSED && !retryTimer) {
      retryTimer = setTimeout(() => reopen(true), 1_000 + Math.random() * 2_000);
    }
  });
  source = es;
}

function schedule() {
  if (reopenTimer) return;
  reopenTimer = setTimeout(() => reopen(), 50);
}

/** The live stream's state now, and a way to hear it change. */
export const liveStatus = (): LiveStatus => status;
export function onLiveStatus(listener: () => void): () => void {
  statusListeners.add(listener);
  return () => statusListeners.delete(listener);
}

/** The live stream's state, for views that show live figures ('Reconnecting...' while it is down). */
export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(onLiveStatus, liveStatus, () => 'connecting');
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
