import { createContext, useContext, useEffect, useRef, useState } from 'react';
import { serverNow } from './server-clock.ts';
import { useHydrating } from './use-hydrating.ts';

/**
 * The instant a server-rendered page was rendered at: a countdown or relative time rendered on the server or
 * hydrating the server's HTML reads it, so both renders write the same text; the ticker takes over as soon as
 * that component is live. One mounting in the browser starts from the clock. Null when the page was not
 * rendered on the server.
 */
export const RenderedAtContext = createContext<number | null>(null);

/** The instant a component starts from: the page's rendering instant while it hydrates, else the clock. */
function useStartInstant(): () => number {
  const renderedAt = useContext(RenderedAtContext);
  const hydrating = useHydrating();
  return () => (hydrating && renderedAt !== null ? renderedAt : serverNow());
}

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
  const [now, setNow] = useState(useStartInstant());
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
  const [now, setNow] = useState(useStartInstant());
  const deriveRef = useRef(derive);
  deriveRef.current = derive;
  useEffect(() => onTick((tick) => setNow((last) => (deriveRef.current(last) === deriveRef.current(tick) ? last : tick))), []);
  return derive(now);
}
