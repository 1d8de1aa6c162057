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

function start() {
  timer ??= setInterval(() => {
    const now = serverNow();
    for (const s of subscribers) s(now);
  }, 1000);
}

export function useServerNow(): number {
  const renderedAt = useContext(RenderedAtContext);
  const [now, setNow] = useState(() => renderedAt ?? serverNow());
  useEffect(() => {
    setNow(serverNow());
    subscribers.add(setNow);
    start();
    return () => {
      subscribers.delete(setNow);
      if (subscribers.size === 0 && timer) {
        clearInterval(timer);
        timer = null;
      }
    };
  }, []);
  return now;
}

/**
 * A value derived from server time (whether an auction has ended, the days left), re-rendering only when
 * it changes, not every second: the cards of a page stay still while their countdown badges tick.
 */
export function useServerTimeValue<T extends string | number | boolean>(derive: (now: number) => T): T {
  const renderedAt = useContext(RenderedAtContext);
  const [value, setValue] = useState(() => derive(renderedAt ?? serverNow()));
  const deriveRef = useRef(derive);
  deriveRef.current = derive;
  useEffect(() => {
    const update = (now: number) => setValue(deriveRef.current(now));
    update(serverNow());
    subscribers.add(update);
    start();
    return () => {
      subscribers.delete(update);
      if (subscribers.size === 0 && timer) {
        clearInterval(timer);
        timer = null;
      }
    };
  }, []);
  return value;
}
