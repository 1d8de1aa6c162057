import { createContext, useContext, useEffect, useRef, useState } from 'react';
import { serverNow } from './server-clock.ts';

/**
 * The instant a server-rendered page was rendered at: while the page renders on the server and hydrates in
 * the browser, every countdown and relative time reads it, so both renders write the same text; the
 * ticker takes over as soon as the page is live. Null otherwise.
 */
export const RenderedAtContext = createContext<number | null>(null);

// One shared 1-second ticker (SPEC 9: countdown tick 1 s) on server time for every countdown on screen.
const subscribers = new Set<(now: number) => void>();
let timer: ReturnType<typeof setInterval> | null = null;

/** Calls `listener` now and on every tick; returns the unsubscribe (the ticker stops with its last listener). */
function onTick(listener: (now: number) => void): () => void {
  listener(serverNow());
  subscribers.add(listener);
  timer ??= setInterval(() => {
    const now = serverNow();
    for (const s of subscribers) s(now);
  }, 1000);
  return () => {
    subscribers.delete(listener);
    if (subscribers.size === 0 && timer) {
      clearInterval(timer);
      timer = null;
    }
  };
}

export function useServerNow(): number {
  const renderedAt = useContext(RenderedAtContext);
  const [now, setNow] = useState(() => renderedAt ?? serverNow());
  useEffect(() => onTick(setNow), []);
  return now;
}

/**
 * A value derived from server time (whether an auction has ended, the days left), re-rendering only when
 * it changes, not every second: the cards of a page stay still while their countdown badges tick. The
 * value is derived on every render from the last instant that changed it, so new inputs (a live update
 * that sells the listing) show at once.
 */
export function useServerTimeValue<T extends string | number | boolean>(derive: (now: number) => T): T {
  const renderedAt = useContext(RenderedAtContext);
  const [now, setNow] = useState(() => renderedAt ?? serverNow());
  const deriveRef = useRef(derive);
  deriveRef.current = derive;
  useEffect(() => onTick((tick) => setNow((last) => (deriveRef.current(last) === deriveRef.current(tick) ? last : tick))), []);
  return derive(now);
}
